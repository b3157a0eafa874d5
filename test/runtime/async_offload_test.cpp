// The executor with an async_offloading_stage: offload and reload copies run on the
// device's two copy engines (one thread per direction, neither the device's), the
// device's passes go on while a copy is pending, a copy's exception is an
// execution_error naming the device and the offload or reload action, and the meter's
// peak is still the static bound exactly, with the unpipelined gradients.
#include <runtime/cpu/run_threads.hpp>

#include <catch2/catch.hpp>

#include <algorithm>
#include <memory>
#include <set>
#include <thread>

#include <pipesched/analysis/memory.hpp>
#include <pipesched/generate.hpp>
#include <pipesched/passes/offload.hpp>

#include "async_scale_stage.hpp"

namespace ps = pipesched;
namespace rt = pipesched::runtime;
using ps::action_kind;
using scale_test::async_scale_stage;
using scale_test::copy_probe;

namespace {

ps::schedule offloaded(ps::family f, int p, int m, ps::offload_policy policy = {ps::offload_kind::full}) {
  const ps::costs c{};
  return ps::apply_offload(ps::make_schedule(f, {p, m, ps::default_chunks(f)}, c, {.tail = false}), c, {2.0, false}, policy);
}

long long count(const std::vector<ps::action>& list, action_kind k) {
  return std::ranges::count_if(list, [&](const ps::action& a) { return a.kind == k; });
}

// One copy_probe, meter and stage list per device.
struct devices {
  std::vector<std::shared_ptr<copy_probe>> probes;
  std::vector<rt::activation_meter> meters;
  std::vector<std::vector<ps::action>> calls;
  std::vector<std::vector<async_scale_stage>> stages;
  std::vector<ps::memory_deltas> deltas;

  explicit devices(const ps::schedule& s)
      : meters(static_cast<std::size_t>(s.devices())), calls(meters.size()), stages(meters.size()),
        deltas(static_cast<std::size_t>(s.stages())) {
    for (int d = 0; d < s.devices(); ++d) {
      probes.push_back(std::make_shared<copy_probe>());
      for (int c = 0; c < s.chunks(); ++c) {
        const int st = ps::stage_of(s.place, s.devices(), d, c);
        stages[d].emplace_back(st, s.stages(), &meters[d], &calls[d], probes[d]);
        deltas[st] = scale_test::scale_stage<false>(st, s.stages(), nullptr, nullptr).deltas();
      }
    }
  }

  // The gradients of the unpipelined model and every device's peak at the static bound.
  void check(const ps::schedule& s) const {
    const std::vector<long long> bound = ps::peak_activation_bytes(s, deltas);
    for (int d = 0; d < s.devices(); ++d) {
      INFO("device " << d);
      CHECK(meters[d].peak == bound[d]);
      CHECK(meters[d].live == 0);
      for (int c = 0; c < s.chunks(); ++c)
        CHECK(stages[d][c].grad() ==
              scale_test::expected_grad(ps::stage_of(s.place, s.devices(), d, c), s.stages(), s.microbatches()));
    }
  }
};

// A device's lone schedule needs no transport.
struct no_transport {
  void send(int, const ps::action&, scale_test::tensor&&) { throw std::logic_error("no traffic expected"); }
  scale_test::tensor recv(int, const ps::action&) { throw std::logic_error("no traffic expected"); }
  void wait_sends() {}
};

}  // namespace

TEST_CASE("offload copies run on the copy engines while the device's passes go on",
          "[runtime][cpu][offload][async]") {
  const ps::family f = GENERATE(ps::family::one_f_one_b, ps::family::v_half, ps::family::zb_h1);
  INFO(ps::to_string(f));
  const ps::schedule s = offloaded(f, 4, 8);
  devices dev(s);
  for (auto& probe : dev.probes) probe->hold = true;  // each copy waits for a pass begun after it
  rt::cpu::run_threads(s, dev.stages);
  dev.check(s);
  int offloading = 0;  // devices with offloads (the last ones of 1F1B have no room)
  for (int d = 0; d < s.devices(); ++d) {
    INFO("device " << d);
    const copy_probe& probe = *dev.probes[d];
    CHECK(std::ssize(probe.offload_threads) == count(s.per_device[d], action_kind::offload));
    CHECK(std::ssize(probe.reload_threads) == count(s.per_device[d], action_kind::reload));
    if (probe.offload_threads.empty()) continue;
    ++offloading;
    const std::set<std::thread::id> device_threads(probe.device_threads.begin(), probe.device_threads.end()),
        d2h(probe.offload_threads.begin(), probe.offload_threads.end()),
        h2d(probe.reload_threads.begin(), probe.reload_threads.end());
    // One D2H engine and one H2D engine, each its own thread, neither the device's.
    REQUIRE(device_threads.size() == 1);
    REQUIRE(d2h.size() == 1);
    REQUIRE(h2d.size() == 1);
    CHECK(*d2h.begin() != *h2d.begin());
    CHECK_FALSE(device_threads.contains(*d2h.begin()));
    CHECK_FALSE(device_threads.contains(*h2d.begin()));
  }
  CHECK(offloading >= 2);
}

TEST_CASE("async offload measures the static bound exactly with the unpipelined gradients",
          "[runtime][cpu][offload][async]") {
  const ps::family f = GENERATE(ps::family::one_f_one_b, ps::family::interleaved, ps::family::zb_h1,
                                ps::family::v_half, ps::family::v_min);
  const ps::offload_policy policy = GENERATE(ps::offload_policy{ps::offload_kind::full},
                                             ps::offload_policy{ps::offload_kind::selective, 1, 2});
  INFO(ps::to_string(f) << " policy " << static_cast<int>(policy.kind));
  const ps::schedule s = offloaded(f, 4, 8, policy);
  REQUIRE(s != ps::make_schedule(f, {4, 8, ps::default_chunks(f)}));
  devices dev(s);
  std::vector<std::vector<ps::action>> done(static_cast<std::size_t>(s.devices()));
  rt::cpu::run_threads(s, dev.stages, {}, [&](int d, const ps::action& a) { done[d].push_back(a); });
  dev.check(s);
  for (int d = 0; d < s.devices(); ++d) CHECK(done[d] == s.per_device[d]);
}

TEST_CASE("a copy that throws is an execution error naming the device and its offload or reload",
          "[runtime][cpu][offload][async]") {
  const ps::schedule s = offloaded(ps::family::one_f_one_b, 4, 8);
  const action_kind k = GENERATE(action_kind::offload, action_kind::reload);
  const auto& list = s.per_device[1];
  const auto it = std::ranges::find_if(list, [&](const ps::action& a) { return a.kind == k; });
  REQUIRE(it != list.end());
  devices dev(s);
  (k == action_kind::offload ? dev.probes[1]->throw_in_offload : dev.probes[1]->throw_in_reload) = it->microbatch;
  try {
    rt::cpu::run_threads(s, dev.stages);
    FAIL("the run did not fail");
  } catch (const rt::execution_error& e) {
    CHECK(e.device() == 1);
    CHECK(e.failed_action() == std::optional<ps::action>(*it));
    CHECK(std::string(e.what()) == "device 1, " + rt::describe(*it) + ": copy failed in a test stage");
  }
}

TEST_CASE("one device's copy engines serve every run of its executor", "[runtime][cpu][offload][async]") {
  // GPipe on one device: every F, then every backward; full offload moves the early ones.
  const ps::schedule s = offloaded(ps::family::gpipe, 1, 6);
  REQUIRE(count(s.per_device[0], action_kind::offload) > 0);
  devices dev(s);
  dev.probes[0]->hold = true;
  no_transport t;
  rt::executor ex(s, 0, dev.stages[0], t);
  ex.run();
  const std::vector<std::thread::id> first = dev.probes[0]->offload_threads;
  ex.run();
  const auto& all = dev.probes[0]->offload_threads;
  REQUIRE(all.size() == 2 * first.size());
  CHECK(std::ranges::all_of(all, [&](std::thread::id id) { return id == first.front(); }));
  CHECK(dev.stages[0][0].grad() == 2 * scale_test::expected_grad(0, 1, 6));
  CHECK(dev.meters[0].live == 0);
}

TEST_CASE("an async stage's reload with no backward after it is rejected before anything runs",
          "[runtime][cpu][offload][async]") {
  ps::schedule s = offloaded(ps::family::gpipe, 1, 6);
  auto& list = s.per_device[0];
  const auto re = std::ranges::find_if(list, [](const ps::action& a) { return a.kind == action_kind::reload; });
  REQUIRE(re != list.end());
  const ps::action moved = *re;
  list.erase(re);
  list.push_back(moved);
  devices dev(s);
  no_transport t;
  REQUIRE_THROWS_WITH(rt::run_device(s, 0, dev.stages[0], t),
                      "device 0, " + rt::describe(moved) + ": a reload with no B or BW after it");
  CHECK(dev.calls[0].empty());
}
