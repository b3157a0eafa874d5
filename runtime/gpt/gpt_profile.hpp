#pragma once
// Measured per-part pass times and bytes of the GPT on the CPU backend: what
// `pipesched profile` writes and `pipesched plan --profile` reads
// (include/pipesched/plan/profile.hpp says how the planner uses them).
//
// Three probe stages of the model's shape (its dim, heads, seq, vocab and microbatch, 3
// blocks cut 1/1/1) run on the calling thread: "first" (embedding + 1 block), "middle"
// (1 block), "last" (1 block + head). Each repeat times F, B and W of one microbatch on
// each probe (steady_clock around the call); a probe's time is the median over the
// repeats, after one untimed warm-up. The parts are derived from the probes:
//   block = middle;  embedding = first - middle;  head = last - middle  (per pass);
// a part's time below 0 (noise: the embedding's F and B are a lookup and a copy) is
// reported as 0. The bytes are the probes' activation meters (what the stages allocate),
// derived so that the planner's composition reproduces every probe's deltas exactly.
#include <cstdint>

#include <pipesched/core/vocabulary.hpp>
#include <pipesched/plan/profile.hpp>

#include "runtime/gpt/gpt_config.hpp"
#include "runtime/gpt/gpt_partition.hpp"

namespace pipesched::gpt {

struct probe_measurement {
  stage_layers layers;     // of the 3-block probe model
  double f = 0, b = 0, w = 0;  // median seconds
  memory_deltas bytes;     // measured by the stage's meter
  long long parameters = 0;
};

struct gpt_profile {
  gpt_config model;        // as asked (layers as given)
  int repeats = 0;
  probe_measurement first, middle, last;
  plan::measured_profile parts;  // what the planner reads
};

// Throws std::invalid_argument (one line) for a bad model or repeats < 1.
gpt_profile measure_profile(const gpt_config& model, int repeats, std::uint64_t seed = 1);

// The parts from three probes (the derivation above); exposed for tests.
plan::measured_profile parts_from_probes(const gpt_config& model, const probe_measurement& first,
                                         const probe_measurement& middle, const probe_measurement& last);

}  // namespace pipesched::gpt
