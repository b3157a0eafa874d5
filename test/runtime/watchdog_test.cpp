// Orders that hang NCCL are rejected by the validator and, forced to run, end in an
// error naming what each device waits for; a failing stage stops the run cleanly.
#include <runtime/cpu/run_threads.hpp>

#include <catch2/catch.hpp>

#include <pipesched/generate.hpp>

#include "scale_stage.hpp"

namespace ps = pipesched;
namespace rt = pipesched::runtime;
using ps::action_kind;

namespace {

using stage = scale_test::scale_stage<false>;

struct watchdog_model {
  std::vector<rt::activation_meter> meters;
  std::vector<std::vector<ps::action>> calls;
  std::vector<std::vector<stage>> stages;

  explicit watchdog_model(const ps::schedule& s, int throw_stage = -1, int throw_mb = -1)
      : meters(static_cast<std::size_t>(s.devices())), calls(meters.size()), stages(meters.size()) {
    for (int d = 0; d < s.devices(); ++d)
      for (int c = 0; c < s.chunks(); ++c) {
        const int st = ps::stage_of(s.place, s.devices(), d, c);
        stages[d].emplace_back(st, s.stages(), &meters[d], &calls[d], st == throw_stage ? throw_mb : -1);
      }
  }
};

constexpr rt::cpu::run_options forced{std::chrono::milliseconds(200), false};

// Two devices, one microbatch, fused backward; each device posts its recv before the
// pass that produces what its peer waits for.
ps::schedule each_receives_first() {
  ps::schedule s{{2, 1, 1}, ps::placement::loop, false, {}};
  s.per_device = {
      {{action_kind::recv_backward, 0, 0, 1}, {action_kind::F, 0, 0}, {action_kind::send_forward, 0, 0, 1},
       {action_kind::BW, 0, 0}},
      {{action_kind::recv_forward, 1, 0, 0}, {action_kind::F, 1, 0}, {action_kind::BW, 1, 0},
       {action_kind::send_backward, 1, 0, 0}}};
  return s;
}

}  // namespace

TEST_CASE("two devices that each receive before they send are rejected by the validator",
          "[runtime][watchdog]") {
  REQUIRE_THROWS_WITH(ps::validate(each_receives_first()), Catch::Contains("deadlock"));
}

TEST_CASE("forced to run, a rendezvous deadlock is reported with each device's blocked action",
          "[runtime][watchdog]") {
  const ps::schedule s = each_receives_first();
  watchdog_model mdl(s);
  REQUIRE_THROWS_MATCHES(
      rt::cpu::run_threads(s, mdl.stages, forced), rt::cpu::deadlock_error,
      Catch::Matchers::Message("deadlock: device 0 blocked in recv_backward(stage 0, mb 0) from device 1; "
                               "device 1 blocked in recv_forward(stage 1, mb 0) from device 0"));
  CHECK(mdl.calls[0].empty());
  CHECK(mdl.calls[1].empty());
}

TEST_CASE("a send whose recv is never posted is reported as a blocked send", "[runtime][watchdog]") {
  ps::schedule s{{2, 1, 1}, ps::placement::loop, false, {}};
  s.per_device = {{{action_kind::F, 0, 0}, {action_kind::send_forward, 0, 0, 1}}, {}};
  REQUIRE_THROWS(ps::validate(s));
  watchdog_model mdl(s);
  REQUIRE_THROWS_MATCHES(
      rt::cpu::run_threads(s, mdl.stages, forced), rt::cpu::deadlock_error,
      Catch::Matchers::Message("deadlock: device 0 blocked in send_forward(stage 0, mb 0) to device 1"));
}

TEST_CASE("the validator's run check is on by default", "[runtime][watchdog]") {
  const ps::schedule s = each_receives_first();
  watchdog_model mdl(s);
  REQUIRE_THROWS_AS(rt::cpu::run_threads(s, mdl.stages), ps::schedule_error);
}

TEST_CASE("recvs posted in another order than their sends fail at once, naming the send",
          "[runtime][watchdog]") {
  ps::schedule s = ps::make_schedule(ps::family::gpipe, {2, 2, 1});
  // Device 1 posts both recvs first, microbatch 1 before microbatch 0.
  auto& list = s.per_device[1];
  std::erase_if(list, [](const ps::action& a) { return a.kind == action_kind::recv_forward; });
  list.insert(list.begin(), {{action_kind::recv_forward, 1, 1, 0}, {action_kind::recv_forward, 1, 0, 0}});
  REQUIRE_THROWS_WITH(ps::validate(s), Catch::Contains("not the next send"));
  watchdog_model mdl(s);
  REQUIRE_THROWS_WITH(rt::cpu::run_threads(s, mdl.stages, forced),
                      Catch::Contains("device 1, recv_forward(stage 1, mb 1) from device 0") &&
                          Catch::Contains("sends send_forward(stage 0, mb 0) to device 1 first"));
}

TEST_CASE("an exception in one stage propagates out of the run with its device and action",
          "[runtime][watchdog]") {
  const ps::schedule s = ps::make_schedule(ps::family::one_f_one_b, {4, 8, 1});
  watchdog_model mdl(s, /*throw_stage=*/2, /*throw_mb=*/3);
  try {
    rt::cpu::run_threads(s, mdl.stages);
    FAIL("the run did not throw");
  } catch (const rt::execution_error& e) {
    CHECK(e.device() == 2);
    REQUIRE(e.failed_action());
    CHECK(*e.failed_action() == ps::action{action_kind::F, 2, 3});
    CHECK_THAT(e.what(), Catch::Contains("device 2, F(stage 2, mb 3): boom in a test stage"));
    CHECK_THROWS_WITH(std::rethrow_if_nested(e), "boom in a test stage");
  }
  // The stages after it never saw microbatch 3.
  for (const ps::action& a : mdl.calls[3]) CHECK(a.microbatch != 3);
}
