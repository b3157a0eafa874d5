// stream_pool: the meter moves in host order (what the trainer compares with the static
// bound), while the memory of a free is released only when the stream reaches the free,
// so work queued before it still reads intact data. Under chaos fresh memory is NaN.
#include "runtime/stream/stream_pool.hpp"

#include <catch2/catch.hpp>

#include <cmath>
#include <cstring>
#include <future>
#include <vector>

namespace st = pipesched::stream;
namespace rt = pipesched::runtime;

TEST_CASE("the pool meters live and peak bytes in host order, before the stream reaches a free",
          "[stream][pool]") {
  rt::activation_meter meter;
  st::stream_pool pool(meter);
  st::cpu_stream s("compute");
  std::promise<void> gate;
  s.enqueue([f = gate.get_future().share()] { f.wait(); });

  const auto a = pool.allocate(100);
  const auto b = pool.allocate(50);
  CHECK(meter.live == 150);
  CHECK(meter.peak == 150);
  pool.free(a, s);  // the stream is held at the gate: the memory is not released yet
  CHECK(meter.live == 50);
  const auto c = pool.allocate(200);
  CHECK(meter.live == 250);
  CHECK(meter.peak == 250);
  pool.free(b, s);
  pool.free(c, s);
  CHECK(meter.live == 0);
  CHECK(meter.peak == 250);
  CHECK(&pool.meter() == &meter);
  gate.set_value();
  s.synchronize();
}

TEST_CASE("a zero-byte allocation is an empty block and freeing it does nothing",
          "[stream][pool]") {
  rt::activation_meter meter;
  st::stream_pool pool(meter);
  st::cpu_stream s("compute");
  const auto empty = pool.allocate(0);
  CHECK(empty.data == nullptr);
  CHECK(empty.bytes == 0);
  pool.free(empty, s);
  CHECK(meter.live == 0);
  CHECK(meter.peak == 0);
}

TEST_CASE("under chaos fresh memory from the pool reads as NaN", "[stream][pool][chaos]") {
  rt::activation_meter meter;
  st::stream_pool pool(meter, {.enabled = true, .seed = 5});
  st::cpu_stream s("compute");
  const auto block = pool.allocate(64 * sizeof(float));
  std::vector<float> floats(64);
  std::memcpy(floats.data(), block.data, block.bytes);
  for (float v : floats) CHECK(std::isnan(v));
  pool.free(block, s);
  s.synchronize();
}

TEST_CASE("under chaos a freed block stays intact for the work queued before the free",
          "[stream][pool][chaos]") {
  rt::activation_meter meter;
  const st::chaos_options chaos{.enabled = true, .seed = 9};
  st::stream_pool pool(meter, chaos);
  st::cpu_stream s("compute", chaos);
  std::promise<void> gate;
  s.enqueue([f = gate.get_future().share()] { f.wait(); });

  const auto block = pool.allocate(16 * sizeof(float));
  auto* data = reinterpret_cast<float*>(block.data);
  for (int i = 0; i < 16; ++i) data[i] = static_cast<float>(i);  // written before the enqueue
  float sum = -1;
  s.enqueue([data, &sum] {
    sum = 0;
    for (int i = 0; i < 16; ++i) sum += data[i];
  });
  pool.free(block, s);
  // The host has freed the block; the stream has not reached the free, so the memory is
  // still there and unpoisoned for the host too.
  CHECK(meter.live == 0);
  CHECK(data[15] == 15.0f);
  gate.set_value();
  s.synchronize();
  CHECK(sum == 120.0f);
}
