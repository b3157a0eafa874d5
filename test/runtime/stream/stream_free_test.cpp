// release_after_uses on CPU streams: memory a producer device wrote and a consumer device
// read goes back on the producer's free stream after the consumer's read, and the
// producer's compute stream never waits for the consumer. Two devices as in the CUDA
// backend: producer compute + free stream, consumer compute. Held back with gates (a
// promise), never with sleeps; the one bounded wait only turns a deadlock of the old
// ordering into a failed check instead of a hang.
#include "runtime/stream/stream_free.hpp"

#include "runtime/stream/cpu_stream.hpp"

#include <catch2/catch.hpp>

#include <chrono>
#include <cmath>
#include <cstring>
#include <future>
#include <memory>
#include <vector>

namespace st = pipesched::stream;

namespace stream_free_test {

// A received tensor: heap floats, poisoned (NaN) and deleted when released, so a read
// after the release shows as NaN (chaos.hpp's rule).
struct tensor_memory {
  std::vector<float>* values;
};

void write_iota(tensor_memory m, float base) {
  for (std::size_t i = 0; i < m.values->size(); ++i) (*m.values)[i] = base + static_cast<float>(i);
}

float sum_of(const tensor_memory& m) {
  float sum = 0;
  for (float v : *m.values) sum += v;
  return sum;
}

// The release cuda_device_memory enqueues (cudaFreeAsync), on whatever stream it is given.
auto release_onto(tensor_memory m) {
  return [m](st::cpu_stream& on) {
    on.enqueue_always([m] {
      std::memset(m.values->data(), 0xFF, m.values->size() * sizeof(float));
      delete m.values;
    });
  };
}

}  // namespace stream_free_test

using namespace stream_free_test;

TEST_CASE("freeing a received tensor leaves the producer's compute stream free to go on while the consumer "
          "still reads",
          "[stream][free]") {
  st::cpu_stream producer("device 0 compute"), producer_free("device 0 free"), consumer("device 1 compute");
  const tensor_memory m{new std::vector<float>(64)};
  producer.enqueue([m] { write_iota(m, 1.0f); });
  const st::cpu_event ready = producer.record();  // publish

  // The consumer is held until the producer's *next* pass runs: if the producer's stream
  // waited for the consumer's read (the old ordering), neither could move.
  std::promise<void> next_pass_ran;
  bool opened_by_producer = false;
  consumer.wait(ready);  // read_tensor
  consumer.enqueue([&, f = next_pass_ran.get_future().share()] {
    opened_by_producer = f.wait_for(std::chrono::seconds(20)) == std::future_status::ready;  // deadlock guard
  });
  float read = -1;
  consumer.enqueue([&read, m] { read = sum_of(m); });
  const st::cpu_event last_use = consumer.record();

  // The consumer drops the tensor: the free goes to the owner's free stream.
  st::release_after_uses(producer_free, producer.record(), last_use, release_onto(m));
  producer.enqueue([&] { next_pass_ran.set_value(); });  // the producer's next pass

  consumer.synchronize();
  producer_free.synchronize();
  producer.synchronize();
  CHECK(opened_by_producer);
  CHECK(read == 64.0f + 63.0f * 64.0f / 2.0f);  // released after the read, not before
}

TEST_CASE("under chaos, memory released on the free stream is never released before the consumer's read",
          "[stream][free][chaos]") {
  const auto seed = GENERATE(1u, 2u, 3u, 4u);
  const st::chaos_options chaos{.enabled = true, .seed = seed, .max_delay = std::chrono::microseconds(50)};
  st::cpu_stream producer("device 0 compute", chaos, 0), producer_free("device 0 free", chaos, 1),
      consumer("device 1 compute", chaos, 2);
  constexpr int tensors = 40;
  std::vector<float> read(tensors, -1.0f);
  for (int k = 0; k < tensors; ++k) {
    const tensor_memory m{new std::vector<float>(32)};
    producer.enqueue([m, k] { write_iota(m, static_cast<float>(k)); });
    const st::cpu_event ready = producer.record();
    consumer.wait(ready);
    consumer.enqueue([&read, m, k] { read[static_cast<std::size_t>(k)] = sum_of(m); });
    st::release_after_uses(producer_free, producer.record(), consumer.record(), release_onto(m));
  }
  consumer.synchronize();
  producer_free.synchronize();
  producer.synchronize();
  for (int k = 0; k < tensors; ++k) {
    INFO("tensor " << k);
    CHECK_FALSE(std::isnan(read[static_cast<std::size_t>(k)]));
    CHECK(read[static_cast<std::size_t>(k)] == 32.0f * static_cast<float>(k) + 31.0f * 32.0f / 2.0f);
  }
}
