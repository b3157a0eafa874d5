#pragma once
// Helpers for the vocabulary-parallel tests: p device threads over one thread_collectives
// group, and random batches whose targets reach every shard.
#include <exception>
#include <functional>
#include <thread>
#include <vector>

#include "runtime/gpt/collectives.hpp"
#include "runtime/gpt/gpt_batch.hpp"
#include "test/kernels/gradcheck.hpp"

namespace pipesched::gpt::test {

// Runs body(d, group.member(d)) on p threads; the first failure aborts the group (so no
// device waits forever) and is rethrown once all have joined.
inline void run_devices(int p, const std::function<void(int, collectives&)>& body) {
  thread_collectives group(p);
  std::vector<std::exception_ptr> errors(static_cast<std::size_t>(p));
  std::vector<std::thread> threads;
  for (int d = 0; d < p; ++d)
    threads.emplace_back([&, d] {
      try {
        body(d, group.member(d));
      } catch (...) {
        errors[static_cast<std::size_t>(d)] = std::current_exception();
        group.abort();
      }
    });
  for (auto& t : threads) t.join();
  for (auto& e : errors)
    if (e) std::rethrow_exception(e);
}

// m microbatches of uniformly random tokens and targets.
inline gpt_batch random_batch(const gpt_config& c, int m, std::uint64_t seed) {
  const std::size_t n = static_cast<std::size_t>(m) * static_cast<std::size_t>(c.positions());
  return {m, pipesched::test::random_tokens(n, c.vocab, seed), pipesched::test::random_tokens(n, c.vocab, seed + 1)};
}

}  // namespace pipesched::gpt::test
