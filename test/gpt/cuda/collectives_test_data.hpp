#pragma once
// The data and the reference of the GPU collectives' tests (nccl_collectives_test.cpp,
// cuda_thread_collectives_test.cpp): a sequence of calls on data whose float sum depends on
// the order, run on gpt::thread_collectives (the CPU threads, whose bits the GPU groups must
// give), and a bitwise comparison.
#include <catch2/catch.hpp>

#include <cstdint>
#include <cstring>
#include <functional>
#include <thread>
#include <vector>

#include "runtime/gpt/collectives.hpp"

namespace collectives_test_data {

using pipesched::gpt::collectives;
using pipesched::gpt::reduce_op;

// Device d's input to call k: magnitudes 1e8 and 1 mixed (1e8 + 1 − 1e8 is 0 or 1 by order),
// ±0 here and there (std::max keeps the first of equal values), a different draw per (d, k).
inline std::vector<float> input(int device, int call, std::size_t n) {
  std::vector<float> x(n);
  std::uint64_t state = 0x9E3779B97F4A7C15ull * static_cast<std::uint64_t>(device * 16 + call + 1);
  for (std::size_t i = 0; i < n; ++i) {
    state = state * 6364136223846793005ull + 1442695040888963407ull;
    const float u = static_cast<float>(static_cast<double>(state >> 11) / 9007199254740992.0) * 2.0f - 1.0f;
    x[i] = i % 3 == 0 ? u * 1e8f : u;
    if (i % 11 == 1) x[i] = (i / 11 + static_cast<std::size_t>(device)) % 2 ? 0.0f : -0.0f;
  }
  return x;
}

// What one device's data hold after each call of the sequence: all_reduce sum, all_reduce
// max, reduce sum to the last device, broadcast from device 1.
using results = std::vector<std::vector<float>>;

// The sequence on one device's end; `run_call(k, x)` makes call k on data x in place.
inline results sequence(collectives& group, std::size_t n,
                 const std::function<void(collectives&, int, std::vector<float>&)>& run_call) {
  results out;
  for (int k = 0; k < 4; ++k) {
    std::vector<float> x = input(group.device(), k, n);
    run_call(group, k, x);
    out.push_back(std::move(x));
  }
  return out;
}

inline void call_on(collectives& group, int k, float* data, std::size_t n) {
  const int p = group.devices();
  if (k == 0) group.all_reduce(data, n, reduce_op::sum);
  if (k == 1) group.all_reduce(data, n, reduce_op::max);
  if (k == 2) group.reduce(data, n, reduce_op::sum, p - 1);
  if (k == 3) group.broadcast(data, n, 1);
}

// Every device's results with the CPU threads: the sequence at each size of `sizes` in turn,
// on one group (a group's buffers then grow after use, as in training: N, then N·C).
inline std::vector<results> on_threads(int p, const std::vector<std::size_t>& sizes) {
  pipesched::gpt::thread_collectives group(p);
  std::vector<results> all(static_cast<std::size_t>(p));
  std::vector<std::thread> threads;
  for (int d = 0; d < p; ++d)
    threads.emplace_back([&, d] {
      for (const std::size_t n : sizes)
        for (auto& r : sequence(group.member(d), n, [n](collectives& g, int k, std::vector<float>& x) {
               call_on(g, k, x.data(), n);
             }))
          all[static_cast<std::size_t>(d)].push_back(std::move(r));
    });
  for (auto& t : threads) t.join();
  return all;
}
inline std::vector<results> on_threads(int p, std::size_t n) { return on_threads(p, std::vector<std::size_t>{n}); }

inline bool same_bits(const std::vector<float>& a, const std::vector<float>& b) {
  return a.size() == b.size() && std::memcmp(a.data(), b.data(), a.size() * sizeof(float)) == 0;
}

// Every device's every result of a GPU group bit for bit the threads' (`expected`).
inline void check_same_results(const std::vector<results>& got, const std::vector<results>& expected) {
  REQUIRE(got.size() == expected.size());
  for (std::size_t d = 0; d < expected.size(); ++d) {
    REQUIRE(got[d].size() == expected[d].size());
    for (std::size_t k = 0; k < expected[d].size(); ++k) {
      CAPTURE(d, k);
      CHECK(same_bits(got[d][k], expected[d][k]));
    }
  }
}

}  // namespace collectives_test_data
