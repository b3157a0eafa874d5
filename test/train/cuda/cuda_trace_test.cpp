// --trace on cuda: the timeline comes from timed events on each device's compute stream
// (runtime/train/stream_timeline.hpp), so it shows the order the streams and their event
// joins guarantee -- a device's actions one after another, a B after its F, a pass that
// reads a received tensor starting only after its producer on another device has ended
// -- here for 1f1b, zb-h1 and v-half on 4 pipeline devices of one GPU (single-GPU mode,
// every device's stamps against one origin on that GPU). Orders of stamps, no durations.
//
// Needs a device: without one it exits with code 77 (ctest: skipped).
#include <string>
#include <vector>

#include <catch2/catch.hpp>

#include "runtime/train/trainer.hpp"
#include "test/gpu_skip.hpp"
#include "test/train/grid_options.hpp"
#include "test/train/stream/trace_order.hpp"

using namespace pipesched;
using namespace pipesched::train;
namespace ttest = pipesched::train::test;

TEST_CASE("the trace on cuda keeps the order the streams and their events guarantee", "[gpu][train][trace]") {
  pipesched::test::require_device();
  for (family f : {family::one_f_one_b, family::zb_h1, family::v_half})
    for (bool offload : {false, true}) {
      INFO(to_string(f) << (offload ? ", offload full" : ""));
      trainer_options o = ttest::grid_options(f, 4, 4);
      o.backend = backend_kind::cuda;
      o.gpus = 1;
      o.record_timeline = true;
      if (offload) o.offload = {offload_kind::full};
      trainer t(o);
      for (int step = 1; step <= 2; ++step) {
        INFO("step " << step);
        const step_result r = t.step();
        REQUIRE(r.measured.has_value());
        const std::vector<std::string> bad = ttest::trace_order_violations(t.sched(), *r.measured);
        for (const std::string& b : bad) UNSCOPED_INFO(b);
        CHECK(bad.empty());
      }
    }
}
