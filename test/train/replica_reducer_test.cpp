// The replicas' all-reduce scheduler (replica_reduce.hpp) with a backend's own reduction,
// what cuda's runs through (cuda_replica_reduce.hpp, whose [gpu] tests have not run): each
// stage's reduction runs once, on the reducer's thread, only after its w-th arrival and
// after every ready of those arrivals; a stage short of arrivals is not reduced; a failed
// reduction comes back from wait(). And the kernels' replica_mean reference, which the CUDA
// kernel is checked against bit for bit, equals the host replicas' replica_mean bit for bit.
#include <atomic>
#include <cstdint>
#include <cstring>
#include <mutex>
#include <stdexcept>
#include <thread>
#include <vector>

#include <catch2/catch.hpp>
#include <kernels/replica_mean.hpp>

#include "runtime/gpt/gpt_params.hpp"
#include "runtime/gpt/gpt_partition.hpp"
#include "runtime/train/replica_reduce.hpp"
#include "test/train/grid_options.hpp"

using namespace pipesched;
using namespace pipesched::train;

TEST_CASE("a backend's reduction runs once per stage after its w-th arrival and that arrival's readies",
          "[train][replicas]") {
  constexpr int w = 3;
  constexpr std::size_t stages = 4;
  std::vector<std::atomic<int>> ready_calls(stages);
  std::mutex mutex;
  std::vector<int> reduced(stages, 0), readies_seen(stages, -1);
  std::thread::id reducer_thread;
  replica_reducer reducer(stages, w, [&](std::size_t i) {
    const std::lock_guard lock(mutex);
    ++reduced[i];
    readies_seen[i] = ready_calls[i].load();
    reducer_thread = std::this_thread::get_id();
  });
  reducer.begin_step(nullptr);
  // Replica r's device thread arrives at every stage but the last, whose third replica
  // never comes in this step.
  std::vector<std::thread> replicas;
  for (int r = 0; r < w; ++r)
    replicas.emplace_back([&, r] {
      for (std::size_t i = 0; i < stages; ++i)
        if (i + 1 < stages || r + 1 < w) reducer.arrive(i, [&ready_calls, i] { ++ready_calls[i]; });
    });
  for (auto& t : replicas) t.join();
  CHECK(reducer.wait() == stages - 1);
  for (std::size_t i = 0; i + 1 < stages; ++i) {
    INFO("stage " << i);
    CHECK(reduced[i] == 1);
    CHECK(readies_seen[i] == w);  // every replica's ready ran before the reduction
  }
  CHECK(reduced[stages - 1] == 0);
  CHECK(reducer_thread != std::this_thread::get_id());
  CHECK_THROWS_AS(reducer.arrive(stages, {}), std::out_of_range);
}

TEST_CASE("a backend's failed reduction comes back from wait and the next step starts clean", "[train][replicas]") {
  bool fail = true;
  replica_reducer reducer(1, 2, [&fail](std::size_t) {
    if (fail) throw std::runtime_error("the device's all-reduce failed");
  });
  reducer.begin_step(nullptr);
  reducer.arrive(0, {});
  reducer.arrive(0, {});
  CHECK_THROWS_WITH(reducer.wait(), Catch::Contains("all-reduce failed"));
  fail = false;
  reducer.begin_step(nullptr);
  reducer.arrive(0, {});
  reducer.arrive(0, {});
  CHECK(reducer.wait() == 1);
  CHECK_THROWS_AS(replica_reducer(1, 1, [](std::size_t) {}), std::invalid_argument);
}

TEST_CASE("the kernels' replica_mean reference equals the host replicas' replica_mean bit for bit",
          "[train][replicas]") {
  const gpt::gpt_config model = pipesched::train::test::grid_model;
  const gpt::stage_layers cut = gpt::partition(model, 2)[1];
  for (int w : {2, 3, 5}) {
    INFO("w = " << w);
    std::vector<gpt::gpt_params<float>> reps;
    for (int r = 0; r < w; ++r) {
      reps.push_back(gpt::make_params<float>(model, cut, 1));
      std::uint32_t x = 12345u + 7919u * static_cast<std::uint32_t>(r);
      reps.back().for_each([&](gpt::parameter<float>& q) {
        for (float& g : q.grad) {  // different scales per replica: the order of the sum matters
          x = x * 1664525u + 1013904223u;
          g = (static_cast<float>(x >> 8) / 16777216.0f - 0.5f) * (r == 0 ? 1.0f : 1e-3f * static_cast<float>(r));
        }
      });
    }
    // The kernels' form: replica 0's gradients, then the others' one after another.
    std::vector<std::vector<float>> mean, others;
    reps[0].for_each([&](const gpt::parameter<float>& q) { mean.push_back(q.grad); });
    std::size_t k = 0;
    others.resize(mean.size());
    for (int r = 1; r < w; ++r) {
      k = 0;
      reps[static_cast<std::size_t>(r)].for_each([&](const gpt::parameter<float>& q) {
        others[k].insert(others[k].end(), q.grad.begin(), q.grad.end());
        ++k;
      });
    }
    for (std::size_t t = 0; t < mean.size(); ++t)
      kernels::replica_mean(mean[t].data(), others[t].data(), static_cast<std::size_t>(w), mean[t].size());

    std::vector<gpt::gpt_params<float>*> ptrs;
    for (auto& r : reps) ptrs.push_back(&r);
    replica_mean(ptrs);
    for (int r = 0; r < w; ++r) {
      k = 0;
      bool same = true;
      reps[static_cast<std::size_t>(r)].for_each([&](const gpt::parameter<float>& q) {
        same = same && std::memcmp(q.grad.data(), mean[k].data(), q.grad.size() * sizeof(float)) == 0;
        ++k;
      });
      INFO("replica " << r);
      CHECK(same);
    }
  }
}
