#pragma once
// Measured per-part costs of a GPT (what `pipesched profile` writes), and how the planner
// builds a stage's costs from them instead of from the analytic model (cost_model.hpp).
//
// A profile holds, for one microbatch of `microbatch` sequences on the backend it was
// measured on, three parts: the embedding, one transformer block, the head (final
// LayerNorm, LM head and loss). Each part has
//   f, b, w             seconds of its forward, input-gradient backward, weight-gradient
//                       backward;
//   parameters          parameter elements it holds;
//   activation_bytes    bytes its forward keeps until the weight gradient (f_alloc);
//   backward_bytes      net bytes its input-gradient backward adds to them (the output
//                       gradients W reads, less the activations B drops: may be negative);
//   backward_peak_bytes the most bytes above the live bytes where its backward started,
//                       while it runs.
// A stage of k blocks (the embedding on the first stage, the head on the last) costs:
//   time:   the sum of its parts' times (k times the block's);
//   F:      keeps the sum of its parts' activation_bytes;
//   B:      runs the head, then the blocks from the last to the first, then the embedding;
//           the live bytes rise by each part's backward_bytes in that order, and peak at
//           backward_peak_bytes above where each part started; so the stage's
//           b_temp = the highest of those peaks above the live bytes before B, and
//           b_free = -(the sum of the backward_bytes).
// That is the order in which the CPU runtime's stages (runtime/gpt/gpt_stage.cpp) allocate,
// so these deltas equal the runtime's own (gpt::stage_deltas) for every stage
// (test/gpt/gpt_profile_test.cpp checks it).
// Microbatch size: times and bytes scale linearly from the profiled microbatch b0 to b
// (every tensor the runtime keeps is [b, ...]; a matmul over b·T rows takes about b times
// as long; the analytic model's small-microbatch inefficiency is not applied).
// Standard library only.
#include <cstdint>
#include <vector>

#include "../core/error.hpp"
#include "../core/limits.hpp"
#include "../core/vocabulary.hpp"
#include "cost_model.hpp"

namespace pipesched::plan {

struct part_profile {
  double f = 0, b = 0, w = 0;  // seconds per microbatch of the profile's size
  long long parameters = 0;
  long long activation_bytes = 0;
  long long backward_bytes = 0;
  long long backward_peak_bytes = 0;
  friend constexpr bool operator==(const part_profile&, const part_profile&) = default;
};

struct measured_profile {
  gpt_model model{};
  int microbatch = 1;  // b0 sequences per microbatch, as measured
  part_profile embedding{}, block{}, head{};
  long long boundary_bytes = 0;              // what one stage sends the next per microbatch
  long long static_bytes_per_param = 16;     // weights, gradients, optimizer state
  long long second_version_bytes = 4;        // 2BW's second weight version, per parameter
  long long grad_bytes = 4;                  // gradient bytes per parameter (what the all-reduce moves)
  friend constexpr bool operator==(const measured_profile&, const measured_profile&) = default;
};

// Every field finite and within its limit (core/limits.hpp), so that each product the
// planner forms (a stage's bytes at up to limits::max_model_batch sequences, parameters x
// bytes per parameter) stays in 64 bits, and its times stay finite.
constexpr void check_profile(const measured_profile& p) {
  check_model(p.model);
  static_assert(limits::max_profile_seconds == 1e6 && limits::max_profile_part_bytes == std::int64_t{1} << 50 &&
                    limits::max_bytes_per_parameter == 1024 && limits::max_model_parameters == std::int64_t{1} << 40,
                "the messages below state these limits");
  if (p.microbatch < 1 || p.microbatch > limits::max_model_batch)
    report_error("the profile's microbatch must be between 1 and 1048576 sequences (limits::max_model_batch)");
  constexpr long long most = limits::max_profile_part_bytes;
  auto bytes_ok = [](long long x, bool negative_ok) { return x <= most && x >= (negative_ok ? -most : 0); };
  for (const part_profile* x : {&p.embedding, &p.block, &p.head}) {
    // Written so that NaN fails: it compares false with anything.
    for (double t : {x->f, x->b, x->w})
      if (!(t >= 0 && t <= limits::max_profile_seconds))
        report_error("the profile's times must be finite, non-negative and at most 1e6 seconds "
                     "(limits::max_profile_seconds)");
    if (!bytes_ok(x->activation_bytes, false) || !bytes_ok(x->backward_peak_bytes, false) ||
        !bytes_ok(x->backward_bytes, true))
      report_error("the profile's byte counts must be non-negative (backward_bytes may be negative) and at most "
                   "2^50 in size (limits::max_profile_part_bytes)");
    if (x->parameters < 0 || x->parameters > limits::max_model_parameters)
      report_error("the profile's parameter counts must be between 0 and 2^40 (limits::max_model_parameters)");
  }
  const char* too_many = "the profile's model has more than 2^40 parameters (limits::max_model_parameters)";
  const std::int64_t all_params =
      checked_add(checked_mul(p.model.layers, p.block.parameters, too_many),
                  checked_add(p.embedding.parameters, p.head.parameters, too_many), too_many);
  if (all_params > limits::max_model_parameters) report_error(too_many);
  if (!(p.block.f + p.block.b > 0)) report_error("the profile's block must take some time");
  if (!bytes_ok(p.boundary_bytes, false))
    report_error("the profile's boundary bytes must be between 0 and 2^50 (limits::max_profile_part_bytes)");
  // At least one byte: a tensor kept per parameter takes some (static bytes of 0 once made
  // the planner divide by zero).
  for (long long x : {p.static_bytes_per_param, p.second_version_bytes, p.grad_bytes})
    if (x < 1 || x > limits::max_bytes_per_parameter)
      report_error("the profile's bytes per parameter (static, second version, gradient) must be between 1 and 1024 "
                   "(limits::max_bytes_per_parameter)");
}

// Seconds of one stage's passes for a microbatch of b sequences.
struct stage_seconds {
  double f = 0, b = 0, w = 0;
  constexpr double total() const { return f + b + w; }
};

constexpr stage_seconds seconds_of(const measured_profile& p, const stage_part& s, int b) {
  const double n = s.blocks(), scale = static_cast<double>(b) / p.microbatch;
  stage_seconds out{n * p.block.f, n * p.block.b, n * p.block.w};
  for (const part_profile* x : {s.embedding ? &p.embedding : nullptr, s.head ? &p.head : nullptr})
    if (x) out.f += x->f, out.b += x->b, out.w += x->w;
  return {out.f * scale, out.b * scale, out.w * scale};
}

// Bytes measured at b0 sequences, at b: exact when the count is a multiple of b0 (every
// tensor the runtime keeps is [b, ...]).
// Checked: a profile's bytes are bounded, but b is the planner's.
constexpr long long scaled_bytes(long long bytes, int b, int b0) {
  return checked_mul(bytes, b, "the profile's bytes at this microbatch size overflow 64 bits") / b0;
}

// The stage's activation deltas for a microbatch of b sequences (see the top of this file).
constexpr memory_deltas deltas_of(const measured_profile& p, const stage_part& s, int b) {
  long long kept = s.blocks() * p.block.activation_bytes, live = 0, high = 0;
  auto backward = [&](const part_profile& x) {
    high = live + x.backward_peak_bytes > high ? live + x.backward_peak_bytes : high;
    live += x.backward_bytes;
  };
  if (s.head) {
    kept += p.head.activation_bytes;
    backward(p.head);
  }
  for (int i = 0; i < s.blocks(); ++i) backward(p.block);
  if (s.embedding) {
    kept += p.embedding.activation_bytes;
    backward(p.embedding);
  }
  // A recomputed microbatch's F (cost_model.hpp): the stage's input is what the stage before
  // sent (boundary_bytes, one [b, T, C] activation as the runtime stores it).
  const checkpointed_bytes r =
      checkpointed_forward(s, p.boundary_bytes, p.block.activation_bytes, p.head.activation_bytes);
  return {scaled_bytes(kept, b, p.microbatch), scaled_bytes(-live, b, p.microbatch),
          scaled_bytes(high, b, p.microbatch), scaled_bytes(r.input, b, p.microbatch),
          scaled_bytes(r.temp, b, p.microbatch)};
}

constexpr long long params_of(const measured_profile& p, const stage_part& s) {
  return s.blocks() * p.block.parameters + (s.embedding ? p.embedding.parameters : 0) +
         (s.head ? p.head.parameters : 0);
}

// The cut whose stages' measured times (F + B + W) are the most even (cost_model.hpp).
inline std::vector<stage_part> balanced_partition(const measured_profile& p, int stages) {
  check_profile(p);
  return balanced_partition(p.model.layers, stages, p.block.f + p.block.b + p.block.w,
                            p.embedding.f + p.embedding.b + p.embedding.w, p.head.f + p.head.b + p.head.w);
}

}  // namespace pipesched::plan
