// Chaos over several seeds: a producer stream writes a buffer from the pool (0xFF-filled,
// NaN, under chaos) in several ops; a consumer stream reads it. With the wait on the
// producer's event the consumer sees every write under every seed; without it some seed
// makes the consumer read NaN or a value not yet written -- so a test built on chaos can
// fail when a wait is missing.
#include "runtime/stream/chaos.hpp"  // first: the header compiles on its own
#include "runtime/stream/cpu_stream.hpp"
#include "runtime/stream/stream_pool.hpp"

#include <catch2/catch.hpp>

#include <atomic>
#include <cmath>
#include <cstdint>
#include <vector>

namespace st = pipesched::stream;
namespace rt = pipesched::runtime;

namespace {

constexpr int chunks = 4;
constexpr int chunk_floats = 64;
constexpr int floats = chunks * chunk_floats;

// Element i is written as i + 1 (never 0, never NaN).
float expected(int i) { return static_cast<float>(i + 1); }

// What the consumer read. The buffer is accessed through relaxed atomics only so that
// the run without the wait is a stale read, not a data race (ThreadSanitizer runs this).
std::vector<float> produce_and_consume(std::uint64_t seed, bool consumer_waits) {
  const st::chaos_options chaos{.enabled = true, .seed = seed};
  rt::activation_meter meter;
  st::stream_pool pool(meter, chaos);
  st::cpu_stream producer("producer", chaos, 0), consumer("consumer", chaos, 1);

  const auto block = pool.allocate(floats * sizeof(float));
  auto* data = reinterpret_cast<float*>(block.data);
  for (int c = 0; c < chunks; ++c)
    producer.enqueue([data, c] {
      for (int i = c * chunk_floats; i < (c + 1) * chunk_floats; ++i)
        std::atomic_ref<float>(data[i]).store(expected(i), std::memory_order_relaxed);
    });
  if (consumer_waits) consumer.wait(producer.record());
  std::vector<float> seen(floats);
  consumer.enqueue([data, &seen] {
    for (int i = 0; i < floats; ++i)
      seen[i] = std::atomic_ref<float>(data[i]).load(std::memory_order_relaxed);
  });
  // The free is ordered after both streams' use of the block only through waits: the
  // consumer's stream frees it, after it has waited on the producer's last write.
  consumer.wait(producer.record());
  pool.free(block, consumer);
  consumer.synchronize();
  producer.synchronize();
  CHECK(meter.live == 0);
  return seen;
}

bool all_written(const std::vector<float>& seen) {
  for (int i = 0; i < floats; ++i)
    if (seen[i] != expected(i)) return false;
  return true;
}

}  // namespace

TEST_CASE("a consumer stream that waits on the producer's event sees all its writes under every "
          "chaos seed",
          "[stream][chaos]") {
  for (std::uint64_t seed = 0; seed < 16; ++seed) {
    INFO("seed " << seed);
    CHECK(all_written(produce_and_consume(seed, true)));
  }
}

TEST_CASE("a consumer stream that does not wait reads NaN or stale values under some chaos seed",
          "[stream][chaos]") {
  int caught = 0, nan_reads = 0;
  for (std::uint64_t seed = 0; seed < 16; ++seed) {
    const auto seen = produce_and_consume(seed, false);
    if (!all_written(seen)) ++caught;
    for (float v : seen) nan_reads += std::isnan(v) ? 1 : 0;
  }
  CHECK(caught > 0);
  CHECK(nan_reads > 0);  // the pool's 0xFF fill is what an early read sees
}
