#pragma once
// The test-only settings of the CPU-streams backend: chaos for its streams and pool, and
// one event wait it may leave out on purpose, so that a test can show that chaos catches
// a missing wait (a gradient or loss that differs or is NaN).
#include <cstdint>
#include <iosfwd>

#include "runtime/stream/chaos.hpp"

namespace pipesched::gpt {

// The joins between a device's streams that the stage makes (cpu_stream_backend.hpp):
//   recv_input    F or B waits for the received tensor's producer;
//   output_ready  the tensor F or B returns is ready after the op that writes it;
//   offload_copy  the D2H copy waits for the F that wrote what it copies;
//   offload_free  the offload's free waits for the D2H copy;
//   reload_copy   the H2D copy waits for the reload's allocation;
//   reload_ready  B waits for the H2D copy.
enum class wait_point { none, recv_input, output_ready, offload_copy, offload_free, reload_copy, reload_ready };
inline constexpr wait_point all_wait_points[] = {wait_point::recv_input,   wait_point::output_ready,
                                                 wait_point::offload_copy, wait_point::offload_free,
                                                 wait_point::reload_copy,  wait_point::reload_ready};
const char* to_string(wait_point w);
std::ostream& operator<<(std::ostream& os, wait_point w);

struct stream_backend_options {
  stream::chaos_options chaos;
  wait_point drop_wait = wait_point::none;  // tests only: this join is left out
  friend bool operator==(const stream_backend_options&, const stream_backend_options&) = default;
};

}  // namespace pipesched::gpt
