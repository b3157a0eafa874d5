#pragma once
// The check the CPU-streams trainer tests share: one checked step of a run on the
// synchronous backend and on CPU streams under chaos, equal to the bit.
#include <cstdint>
#include <cstring>
#include <initializer_list>
#include <string>

#include <catch2/catch.hpp>

#include "runtime/train/trainer.hpp"
#include "test/train/train_test_util.hpp"

namespace pipesched::train::test {

inline bool same_bits(double a, double b) { return std::memcmp(&a, &b, sizeof(double)) == 0; }

inline trainer_options on_streams(trainer_options o, std::uint64_t chaos_seed) {
  o.backend = backend_kind::cpu_streams;
  o.streams.chaos = {.enabled = true, .seed = chaos_seed};
  return o;
}

// One checked step of `o` on the synchronous backend and on CPU streams under chaos with
// each seed: equal bits everywhere, the measured peaks the static bound's, and the
// gradients within `grad_error` of the unpipelined model's (0: to the bit).
inline void check_streams_equal_cpu(const trainer_options& o, std::initializer_list<std::uint64_t> seeds,
                                    double grad_error = 1e-5) {
  trainer cpu(o);
  const step_result want = cpu.step(true);
  REQUIRE(want.max_grad_error.has_value());
  CHECK(*want.max_grad_error <= grad_error);
  const std::string after = snapshot(cpu.stage_params(), cpu.optimizer());
  for (std::uint64_t seed : seeds) {
    INFO("chaos seed " << seed);
    trainer streams(on_streams(o, seed));
    CHECK(streams.bound_activation_bytes() == cpu.bound_activation_bytes());
    const step_result got = streams.step(true);
    CHECK(same_bits(got.loss, want.loss));
    CHECK(same_bits(got.grad_norm, want.grad_norm));
    REQUIRE(got.max_grad_error.has_value());
    CHECK(same_bits(*got.max_grad_error, *want.max_grad_error));
    CHECK(got.peak_activation_bytes == want.peak_activation_bytes);
    CHECK(got.peak_host_bytes == want.peak_host_bytes);
    for (std::size_t i = 0; i < got.peak_activation_bytes.size(); ++i)  // replica-major: r·p + d
      CHECK(got.peak_activation_bytes[i] == streams.bound_activation_bytes()[i % static_cast<std::size_t>(o.devices)]);
    CHECK(snapshot(streams.stage_params(), streams.optimizer()) == after);  // weights, moments after the step
    for (int r = 1; r < streams.replicas(); ++r)
      CHECK(snapshot(streams.replica_params(r), streams.optimizer()) == after);
  }
}

}  // namespace pipesched::train::test
