// Recompute on CPU streams against the synchronous stage, pass by pass: forward_checkpointed
// frees each block's activations in compute's order (the pool poisons them under chaos)
// and recompute writes them again on the compute stream before B's ops, so under chaos the
// losses, gradients and meter peaks equal the synchronous stages' to the bit, which equal
// a run without recompute's (test/gpt/gpt_recompute_test.cpp), fp32 and bf16.
#include <pipesched/generate.hpp>

#include "device_pipeline.hpp"

#include <catch2/catch.hpp>

#include <cstdint>
#include <string>
#include <vector>

using namespace pipesched;
using namespace pipesched::gpt;

namespace {
const gpt_config config = parse_gpt_config("tiny,layers=6,dim=8,heads=2,seq=4,vocab=16,batch=2");
constexpr int S = 3, m = 3;
// One stage per device (two blocks each); the schedule only lays the model out.
const schedule layout = make_schedule(family::gpipe, {.devices = S, .microbatches = m});

// One iteration by hand: every F, then per microbatch R (when `recompute`), B and W from
// the last stage down; a microbatch's R runs while others' activations are still
// checkpoints and in memory the last W freed (poisoned under chaos), so a recompute that
// read freed memory would show.
template <class Stage>
void run_by_hand(gpt::test::device_pipeline<Stage>& p, bool recompute) {
  auto st = [&](int s) -> Stage& { return p.stages[static_cast<std::size_t>(s)][0]; };
  for (int j = 0; j < m; ++j) {
    typename Stage::tensor x;
    for (int s = 0; s < S; ++s) x = recompute ? st(s).forward_checkpointed(j, x) : st(s).forward(j, x);
  }
  for (int j = 0; j < m; ++j) {
    typename Stage::tensor dy;
    for (int s = S - 1; s >= 0; --s) {
      if (recompute) st(s).recompute(j);
      dy = st(s).backward_input(j, dy);
      st(s).backward_weight(j);  // frees j's activations before the next R
    }
  }
  p.synchronize();
}

template <class Streams, class Sync>
std::string difference(const gpt::test::device_pipeline<Streams>& streams, const gpt::test::device_pipeline<Sync>& sync) {
  if (streams.losses() != sync.losses()) return "losses differ";
  return gpt::test::compare(streams.grads(), sync.grads(), 0.0);
}

template <class Sync, class Streams>
void check_streams_equal_sync() {
  const gpt_batch batch = synthetic_batch(config, m, 5);
  gpt::test::device_pipeline<Sync> plain(config, layout, batch);
  run_by_hand(plain, false);
  gpt::test::device_pipeline<Sync> sync(config, layout, batch);
  run_by_hand(sync, true);
  CHECK(difference(sync, plain) == "");
  for (std::size_t d = 0; d < sync.meters.size(); ++d) {
    INFO("device " << d);
    CHECK(sync.meters[d].peak < plain.meters[d].peak);  // m microbatches in flight: checkpoints only
  }
  for (std::uint64_t seed : {1, 2, 3}) {
    INFO("chaos seed " << seed);
    gpt::test::device_pipeline<Streams> streams(config, layout, batch,
                                                {.chaos = {.enabled = true, .seed = seed}});
    run_by_hand(streams, true);
    CHECK(difference(streams, sync) == "");
    CHECK(streams.peaks() == sync.peaks());
    for (const auto& meter : streams.meters) CHECK(meter.live == 0);
  }
}
}  // namespace

TEST_CASE("recompute on CPU streams under chaos gives the synchronous stages' losses, gradients and peaks to the bit",
          "[gpt][stream][recompute]") {
  check_streams_equal_sync<gpt_stage, gpt_stream_stage>();
}

TEST_CASE("bf16 recompute on CPU streams under chaos gives the synchronous bf16 stages' results to the bit",
          "[gpt][stream][recompute][bf16]") {
  check_streams_equal_sync<gpt_bf16_stage, gpt_stream_bf16_stage>();
}
