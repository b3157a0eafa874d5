#include <catch2/catch.hpp>

#include <pipesched/pipesched.hpp>

namespace ps = pipesched;
using ps::action_kind;

namespace {
ps::schedule two_stage_1f1b() { return ps::make_schedule(ps::family::one_f_one_b, {2, 2, 1}); }

void erase_first(std::vector<ps::action>& list, action_kind k, int stage, int mb) {
  for (auto it = list.begin(); it != list.end(); ++it)
    if (it->kind == k && it->stage == stage && it->microbatch == mb) {
      list.erase(it);
      return;
    }
  FAIL("action not found");
}
}  // namespace

TEST_CASE("a generated schedule passes validation", "[validate]") { REQUIRE(ps::validate(two_stage_1f1b())); }

TEST_CASE("a missing pass is reported with its device, stage and microbatch", "[validate]") {
  auto s = two_stage_1f1b();
  erase_first(s.per_device[1], action_kind::BW, 1, 1);
  REQUIRE_THROWS_WITH(ps::validate(s), Catch::Contains("device 1, stage 1, microbatch 1") &&
                                           Catch::Contains("missing"));
}

TEST_CASE("a duplicated pass is reported", "[validate]") {
  auto s = two_stage_1f1b();
  s.per_device[0].push_back({action_kind::F, 0, 0});
  REQUIRE_THROWS_WITH(ps::validate(s), Catch::Contains("appears twice"));
}

TEST_CASE("a pass without the recv of its input is reported", "[validate]") {
  auto s = two_stage_1f1b();
  erase_first(s.per_device[1], action_kind::recv_forward, 1, 0);
  REQUIRE_THROWS_WITH(ps::validate(s), Catch::Contains("no recv before it"));
}

TEST_CASE("recvs posted in another order than their sends are reported (NCCL pairs by order)",
          "[validate]") {
  auto s = ps::make_schedule(ps::family::gpipe, {2, 2, 1});
  auto& list = s.per_device[1];
  // Swap the two recv_forward of device 1 (keeping each before its F is impossible, so
  // move both to the front in the wrong order).
  erase_first(list, action_kind::recv_forward, 1, 0);
  erase_first(list, action_kind::recv_forward, 1, 1);
  list.insert(list.begin(), {action_kind::recv_forward, 1, 0, 0});
  list.insert(list.begin(), {action_kind::recv_forward, 1, 1, 0});
  REQUIRE_THROWS_WITH(ps::validate(s), Catch::Contains("not the next send"));
}

TEST_CASE("an order that needs a pass before its own input exists deadlocks and is reported",
          "[validate]") {
  auto s = two_stage_1f1b();
  // Device 0 waits for the backward of microbatch 1 before it sends microbatch 1 forward.
  auto& list = s.per_device[0];
  std::vector<ps::action> reordered;
  for (const auto& a : list)
    if (!(a.kind == action_kind::F && a.microbatch == 1) && !(a.kind == action_kind::send_forward && a.microbatch == 1))
      reordered.push_back(a);
  reordered.push_back({action_kind::F, 0, 1});
  reordered.push_back({action_kind::send_forward, 0, 1, 1});
  list = reordered;
  REQUIRE_THROWS_WITH(ps::validate(s), Catch::Contains("deadlock") || Catch::Contains("comes before"));
  REQUIRE_THROWS_AS(ps::simulate(ps::compute_only(s), {}), ps::schedule_error);
}

TEST_CASE("a recv posted too early closes a cycle between two devices and is reported as a deadlock",
          "[validate]") {
  // Every edge has its send after the producer and its recv before the consumer, and each
  // link keeps FIFO order, but device 1 waits for microbatch 1 before it runs microbatch 0,
  // whose gradient device 0 needs before it sends microbatch 1.
  using k = action_kind;
  ps::schedule s{{2, 2, 1}, ps::placement::loop, false, {}};
  s.per_device = {
      {{k::F, 0, 0}, {k::send_forward, 0, 0, 1}, {k::recv_backward, 0, 0, 1}, {k::BW, 0, 0},
       {k::F, 0, 1}, {k::send_forward, 0, 1, 1}, {k::recv_backward, 0, 1, 1}, {k::BW, 0, 1}},
      {{k::recv_forward, 1, 0, 0}, {k::recv_forward, 1, 1, 0}, {k::F, 1, 0}, {k::BW, 1, 0},
       {k::send_backward, 1, 0, 0}, {k::F, 1, 1}, {k::BW, 1, 1}, {k::send_backward, 1, 1, 0}}};
  REQUIRE_THROWS_WITH(ps::validate(s), Catch::Contains("deadlock under rendezvous"));
}
