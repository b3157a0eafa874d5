// The CUDA backend's stream ordering between pipeline devices (issue 30): a tensor one
// device made and another read is freed on the owner's free stream, so the producer's
// compute stream never waits for the consumer's read; the losses are set by synchronize()
// (no host callback on the compute stream per head microbatch). Needs a device: without
// one it exits with code 77 (ctest: skipped). Not yet run on a GPU.
#include <kernels/cuda/check.cuh>

#include "runtime/gpt/backend/cuda_backend.hpp"

#include <catch2/catch.hpp>

#include "test/gpu_skip.hpp"

#include <chrono>
#include <future>
#include <thread>
#include <vector>

namespace backend_runtime_test {

using pipesched::gpt::cuda_backend;

// A host function that holds its stream until the future is ready (at most 20 s, so that
// a deadlock of the old ordering ends as a failed check rather than a hang).
struct held {
  std::shared_future<void> open;
};
void CUDART_CB hold_stream(void* p) {
  (void)static_cast<held*>(p)->open.wait_for(std::chrono::seconds(20));
}

// Whether `e` completes within 20 s, polled (the host must not block on it: under the old
// ordering it never would).
bool completes(const pipesched::stream::cuda_event& e) {
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(20);
  while (std::chrono::steady_clock::now() < deadline) {
    if (e.query()) return true;
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
  }
  return false;
}

}  // namespace backend_runtime_test

using namespace backend_runtime_test;

TEST_CASE("cuda: freeing a tensor another device read leaves the producer's compute stream free to go on",
          "[gpu][cuda-backend][free-stream]") {
  pipesched::test::require_device();
  pipesched::runtime::activation_meter meter0, meter1;
  cuda_backend producer(meter0, 0, {}, 0), consumer(meter1, 0, {}, 1);  // single-GPU mode
  constexpr std::size_t n = 256;
  cuda_backend::tensor t = producer.make_tensor(n);
  PIPESCHED_CUDA_CHECK(cudaMemsetAsync(t.data->data, 0, t.data->bytes, producer.compute().native()));
  producer.publish(t);

  std::promise<void> opened;
  held gate{opened.get_future().share()};
  consumer.compute().wait(t.ready);
  PIPESCHED_CUDA_CHECK(cudaLaunchHostFunc(consumer.compute().native(), hold_stream, &gate));
  {
    cuda_backend::buffer into = consumer.allocate(n);
    consumer.read_tensor(into, t);  // the consumer's read: t's last use
    t = {};                         // the last handle goes: the free is enqueued now
    // The producer's next pass: it must not wait for the consumer, which is held.
    const bool producer_went_on = completes(producer.compute().record());
    opened.set_value();
    CHECK(producer_went_on);
  }
  consumer.synchronize();
  producer.synchronize();
}

TEST_CASE("cuda: a loss read-out is set by synchronize, from the pinned copy", "[gpu][cuda-backend][loss]") {
  pipesched::test::require_device();
  pipesched::runtime::activation_meter meter;
  cuda_backend be(meter, 0);
  const std::vector<float> values{1.0f, 2.0f, 3.0f, 4.5f};
  cuda_backend::stat_tensor losses = be.make_stat_tensor(values.size());
  PIPESCHED_CUDA_CHECK(cudaMemcpyAsync(cuda_backend::data(losses), values.data(), values.size() * sizeof(float),
                                       cudaMemcpyHostToDevice, be.compute().native()));
  double mean = -7.0;
  be.mean_loss(&mean, cuda_backend::data(losses), values.size());
  CHECK(mean == -7.0);  // nothing on the host runs before synchronize()
  be.synchronize();
  CHECK(mean == (1.0 + 2.0 + 3.0 + 4.5) / 4.0);
}
