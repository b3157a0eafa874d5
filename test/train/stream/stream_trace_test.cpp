// --trace on CPU streams: the timeline comes from events on each device's compute stream,
// not from the host's enqueues, so under chaos (random delays before every queued op) it
// still shows the order the streams and their event joins guarantee: a device's actions
// one after another, a B after its F, and a pass that reads a received tensor starting
// only after the pass that produced it (on another device, another stream) has ended.
// Orders of stamps only, never durations. And the check can fail: a measured trace with
// one start moved before its producer's end is reported.
#include <cstdint>
#include <string>
#include <vector>

#include <catch2/catch.hpp>

#include "runtime/train/trainer.hpp"
#include "test/train/grid_options.hpp"
#include "test/train/stream/trace_order.hpp"

using namespace pipesched;
using namespace pipesched::train;
namespace ttest = pipesched::train::test;

namespace {

trainer_options traced_on_streams(family f, int p, std::uint64_t seed) {
  trainer_options o = ttest::grid_options(f, p, p);
  o.backend = backend_kind::cpu_streams;
  o.streams.chaos = {.enabled = true, .seed = seed};
  o.record_timeline = true;
  return o;
}

std::vector<std::string> violations_of_one_step(const trainer_options& o) {
  trainer t(o);
  const step_result r = t.step();
  REQUIRE(r.measured.has_value());
  return ttest::trace_order_violations(t.sched(), *r.measured);
}

}  // namespace

TEST_CASE("the trace on CPU streams under chaos keeps the order the streams and their events guarantee",
          "[train][stream][trace]") {
  const family f = GENERATE(family::one_f_one_b, family::interleaved, family::zb_h1, family::v_half);
  const int p = GENERATE(2, 4);
  const std::uint64_t seed = GENERATE(1, 2, 3);
  INFO(to_string(f) << ", p = " << p << ", chaos seed " << seed);
  const std::vector<std::string> bad = violations_of_one_step(traced_on_streams(f, p, seed));
  for (const std::string& b : bad) UNSCOPED_INFO(b);
  CHECK(bad.empty());
}

TEST_CASE("the trace on CPU streams with offload and replicas keeps that order too", "[train][stream][trace]") {
  const family f = GENERATE(family::one_f_one_b, family::v_half);
  INFO(to_string(f));
  trainer_options o = traced_on_streams(f, 2, 7);
  o.offload = {offload_kind::full};
  o.replicas = 2;
  const std::vector<std::string> bad = violations_of_one_step(o);
  for (const std::string& b : bad) UNSCOPED_INFO(b);
  CHECK(bad.empty());
}

TEST_CASE("the order check fails a trace whose pass starts before its input's producer ends",
          "[train][stream][trace]") {
  trainer t(traced_on_streams(family::one_f_one_b, 2, 1));
  const step_result r = t.step();
  REQUIRE(r.measured.has_value());
  timeline moved = *r.measured;
  REQUIRE(ttest::trace_order_violations(t.sched(), moved).empty());
  const int d = t.sched().device_of_stage(1);
  bool found = false;
  for (timed_action& x : moved.per_device[static_cast<std::size_t>(d)])
    if (x.what.kind == action_kind::F && x.what.stage == 1 && x.what.microbatch == 0) {
      for (const timed_action& y : moved.per_device[static_cast<std::size_t>(1 - d)])
        if (y.what.kind == action_kind::F && y.what.stage == 0 && y.what.microbatch == 0) x.start = y.end - 1;
      found = true;
    }
  REQUIRE(found);
  bool caught = false;
  for (const std::string& b : ttest::trace_order_violations(t.sched(), moved))
    caught = caught || b.find("input's producer") != std::string::npos;
  CHECK(caught);
}
