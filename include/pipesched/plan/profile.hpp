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

constexpr void check_profile(const measured_profile& p) {
  check_model(p.model);
  if (p.microbatch < 1) report_error("the profile's microbatch must be at least 1");
  for (const part_profile* x : {&p.embedding, &p.block, &p.head}) {
    // Written so that NaN fails: it compares false with anything.
    if (!(x->f >= 0) || !(x->b >= 0) || !(x->w >= 0) || x->parameters < 0 || x->activation_bytes < 0 ||
        x->backward_peak_bytes < 0)
      report_error("the profile's times and byte counts must not be negative");
  }
  if (!(p.block.f + p.block.b > 0)) report_error("the profile's block must take some time");
  if (p.boundary_bytes < 0 || p.static_bytes_per_param < 0 || p.second_version_bytes < 0 || p.grad_bytes < 0)
    report_error("the profile's byte counts must not be negative");
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
constexpr long long scaled_bytes(long long bytes, int b, int b0) { return bytes * b / b0; }

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
  return {scaled_bytes(kept, b, p.microbatch), scaled_bytes(-live, b, p.microbatch),
          scaled_bytes(high, b, p.microbatch)};
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
