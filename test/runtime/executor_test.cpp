// The executor alone, one device at a time, over a scripted transport.
#include <pipesched/runtime/executor.hpp>

#include <catch2/catch.hpp>

#include <pipesched/generate.hpp>

#include "scale_stage.hpp"

namespace ps = pipesched;
namespace rt = pipesched::runtime;
using ps::action_kind;
using stage = scale_test::scale_stage<false>;

namespace {

// Logs every call; a recv returns an activation of the test model's width.
struct scripted_transport {
  std::vector<ps::action> calls;
  void send(int, const ps::action& a, scale_test::tensor&& x) {
    if (x.size() != scale_test::width) throw std::logic_error("sent a tensor of the wrong size");
    calls.push_back(a);
  }
  scale_test::tensor recv(int, const ps::action& a) {
    calls.push_back(a);
    return scale_test::input(a.microbatch, scale_test::width);
  }
  void wait_sends() { calls.push_back({action_kind::optimizer_step}); }  // marks the final wait
};
static_assert(rt::transport<scripted_transport, scale_test::tensor>);

struct device_model {
  rt::activation_meter meter;
  std::vector<ps::action> calls;
  std::vector<stage> stages;
  device_model(const ps::schedule& s, int d) {
    for (int c = 0; c < s.chunks(); ++c)
      stages.emplace_back(ps::stage_of(s.place, s.devices(), d, c), s.stages(), &meter, &calls);
  }
};

}  // namespace

TEST_CASE("a one-device schedule runs with no traffic and can run again", "[runtime][executor]") {
  const ps::schedule s = ps::make_schedule(ps::family::zb_h1, {1, 4, 1});
  device_model dev(s, 0);
  scripted_transport t;
  rt::executor ex(s, 0, dev.stages, t);
  ex.run();
  ex.run();
  CHECK(t.calls == std::vector<ps::action>(2, {action_kind::optimizer_step}));
  CHECK(dev.stages[0].grad() == 2 * scale_test::expected_grad(0, 1, 4));
  CHECK(dev.meter.live == 0);
}

TEST_CASE("a send is posted before the recvs listed ahead of it complete", "[runtime][executor]") {
  // The comm model validate() proves: a send waits only for the computes before it.
  ps::schedule s{{2, 1, 1}, ps::placement::loop, false, {}};
  s.per_device = {{{action_kind::F, 0, 0},
                   {action_kind::recv_backward, 0, 0, 1},
                   {action_kind::send_forward, 0, 0, 1},
                   {action_kind::BW, 0, 0}},
                  {}};
  device_model dev(s, 0);
  scripted_transport t;
  rt::run_device(s, 0, dev.stages, t);
  CHECK(t.calls == std::vector<ps::action>{s.per_device[0][2], s.per_device[0][1], {action_kind::optimizer_step}});
}

TEST_CASE("a pass whose input never arrived is an execution error naming it", "[runtime][executor]") {
  ps::schedule s = ps::make_schedule(ps::family::one_f_one_b, {2, 2, 1});
  std::erase(s.per_device[1], ps::action{action_kind::recv_forward, 1, 1, 0});
  device_model dev(s, 1);
  scripted_transport t;
  REQUIRE_THROWS_MATCHES(rt::run_device(s, 1, dev.stages, t), rt::execution_error,
                         Catch::Matchers::Message("device 1, F(stage 1, mb 1): its input has not arrived "
                                                  "(no recv or local producer before it)"));
}

TEST_CASE("an action on a stage the device does not hold is rejected before anything runs",
          "[runtime][executor]") {
  ps::schedule s = ps::make_schedule(ps::family::one_f_one_b, {2, 2, 1});
  s.per_device[0].push_back({action_kind::W, 1, 0});
  device_model dev(s, 0);
  scripted_transport t;
  REQUIRE_THROWS_WITH(rt::run_device(s, 0, dev.stages, t),
                      "device 0, W(stage 1, mb 0): names a stage this device does not hold");
  CHECK(dev.calls.empty());
}

TEST_CASE("a device given the wrong number of stages is rejected", "[runtime][executor]") {
  const ps::schedule s = ps::make_schedule(ps::family::v_min, {2, 2, 2});
  device_model dev(s, 0);
  dev.stages.pop_back();
  scripted_transport t;
  REQUIRE_THROWS_WITH(rt::run_device(s, 0, dev.stages, t), Catch::Contains("needs 2 stages"));
}

TEST_CASE("a schedule with recompute actions is refused for a stage that cannot recompute",
          "[runtime][executor][recompute]") {
  struct forward_only {
    using tensor = scale_test::tensor;
    tensor forward(int, const tensor&) { return {}; }
    tensor backward_input(int, const tensor&) { return {}; }
    void backward_weight(int) {}
    ps::memory_deltas deltas() const { return {}; }
  };
  static_assert(rt::stage<forward_only> && !rt::recomputing_stage<forward_only>);
  ps::schedule s{{1, 1, 1}, ps::placement::loop, true, {}};
  s.per_device = {{{action_kind::F, 0, 0}, {action_kind::recompute, 0, 0}, {action_kind::B, 0, 0},
                   {action_kind::W, 0, 0}}};
  std::vector<forward_only> stages(1);
  scripted_transport t;
  REQUIRE_THROWS_WITH(rt::run_device(s, 0, stages, t),
                      "device 0, R(stage 0, mb 0): this schedule recomputes, but the stage has no "
                      "forward_checkpointed(int, const tensor&) and recompute(int)");
}

TEST_CASE("a recomputed microbatch's F keeps its input alone and R brings the rest back before B",
          "[runtime][executor][recompute]") {
  ps::schedule s{{1, 2, 1}, ps::placement::loop, true, {}};
  s.per_device = {{{action_kind::F, 0, 0},
                   {action_kind::F, 0, 1},
                   {action_kind::recompute, 0, 0},
                   {action_kind::B, 0, 0},
                   {action_kind::W, 0, 0},
                   {action_kind::B, 0, 1},
                   {action_kind::W, 0, 1}}};
  REQUIRE(ps::validate(s));
  device_model dev(s, 0);
  scripted_transport t;
  std::vector<long long> live_after;
  rt::run_device(s, 0, dev.stages, t, [&](const ps::action&) { live_after.push_back(dev.meter.live); });
  const ps::memory_deltas m = dev.stages[0].deltas();
  const long long f = m.f_alloc;
  // F(0) checkpointed: f_input; F(1): f_alloc; R(0): f_alloc - f_input more; B frees b_free.
  CHECK(live_after == std::vector<long long>{m.f_input, m.f_input + f, 2 * f, 2 * f - m.b_free, f,
                                             f - m.b_free, 0});
  CHECK(dev.meter.peak == ps::peak_activation_bytes(s, m)[0]);
  CHECK(dev.calls == std::vector<ps::action>{{action_kind::F, 0, 0}, {action_kind::F, 0, 1},
                                             {action_kind::recompute, 0, 0}, {action_kind::B, 0, 0},
                                             {action_kind::W, 0, 0}, {action_kind::B, 0, 1},
                                             {action_kind::W, 0, 1}});
  CHECK(dev.stages[0].grad() == scale_test::expected_grad(0, 1, 2));
}
