#pragma once
// Helpers for the vocabulary-parallel tests: p device threads over one thread_collectives
// group, and random batches whose targets reach every shard.
#include <exception>
#include <functional>
#include <mutex>
#include <thread>
#include <vector>

#include "runtime/gpt/collectives.hpp"
#include "runtime/gpt/gpt_batch.hpp"
#include "test/kernels/gradcheck.hpp"

namespace pipesched::gpt::test {

// Runs body(d, group.member(d)) on p threads; the first failure aborts the group (so no
// device waits forever; they then fail with run_aborted) and is rethrown once all have
// joined.
inline void run_devices(int p, const std::function<void(int, collectives&)>& body) {
  thread_collectives group(p);
  std::mutex mutex;
  std::exception_ptr first;
  std::vector<std::thread> threads;
  for (int d = 0; d < p; ++d)
    threads.emplace_back([&, d] {
      try {
        body(d, group.member(d));
      } catch (...) {
        {
          std::lock_guard lock(mutex);
          if (!first) first = std::current_exception();
        }
        group.abort();
      }
    });
  for (auto& t : threads) t.join();
  if (first) std::rethrow_exception(first);
}

// m microbatches of uniformly random tokens and targets.
inline gpt_batch random_batch(const gpt_config& c, int m, std::uint64_t seed) {
  const std::size_t n = static_cast<std::size_t>(m) * static_cast<std::size_t>(c.positions());
  return {m, pipesched::test::random_tokens(n, c.vocab, seed), pipesched::test::random_tokens(n, c.vocab, seed + 1)};
}

}  // namespace pipesched::gpt::test
