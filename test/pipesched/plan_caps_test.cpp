// The planner under memory caps per device (plan_request::memory_caps): each device's static
// bytes (the embedding's on the first stage, the head's on the last) plus its activation
// bound held to its own cap, and a tighter first or last device changing the chosen plan.
#include <pipesched/plan/planner.hpp>

#include <algorithm>
#include <string>
#include <vector>

#include <catch2/catch.hpp>

namespace ps = pipesched;
namespace pl = pipesched::plan;

namespace {
// A head worth about 4.7 blocks (as in plan_test.cpp): the last stage's device differs.
constexpr pl::gpt_model caps_heavy_head{.layers = 16, .dim = 64, .heads = 4, .seq = 32, .vocab = 4000};

pl::plan_request caps_request(long long cap, int devices = 4, int depth = 4) {
  pl::plan_request r;
  r.model = caps_heavy_head;
  r.devices = devices;
  r.depth = depth;
  r.memory_cap = cap;
  r.global_batch = 8;  // m <= 8: simulated, not extrapolated
  return r;
}

long long device_total(const pl::plan_choice& x, std::size_t d) {
  return x.device_static_bytes[d] + x.device_activation_bytes[d];
}

// The same plan (not v-auto's, whose order depends on the caps): family, shape, offload, recompute.
bool same_plan(const pl::plan_choice& a, const pl::plan_choice& b) {
  return a.fam == b.fam && a.depth == b.depth && a.microbatch == b.microbatch && a.offload == b.offload &&
         a.recompute == b.recompute;
}
}  // namespace

TEST_CASE("a tighter first or last device changes the chosen plan to one that fits it", "[plan][cap][caps]") {
  // A cap every plan fits: the unconstrained top plan, and every plan's bytes per device.
  const pl::plan_result all = pl::make_plans(caps_request(1LL << 50));
  REQUIRE(all.plans.size() > 4);
  const pl::plan_choice& top = all.plans.front();
  const bool tighten_last = GENERATE(false, true);
  CAPTURE(tighten_last, ps::to_string(top.fam), top.microbatch, top.offload);
  const std::size_t d = tighten_last ? 3 : 0;
  // Just below what the top plan needs on that device: it no longer fits there.
  std::vector<long long> caps(4, 1LL << 50);
  caps[d] = device_total(top, d) - 1;
  pl::plan_request r = caps_request(0);
  r.memory_caps = caps;
  const pl::plan_result res = pl::make_plans(r);
  REQUIRE(!res.plans.empty());
  const pl::plan_choice& now = res.plans.front();
  INFO("now: " << ps::to_string(now.fam) << " b=" << now.microbatch << " offload " << now.offload);
  CHECK(!(same_plan(now, top) && now.device_activation_bytes == top.device_activation_bytes));
  for (const pl::plan_choice& x : res.plans) {
    REQUIRE(x.device_memory_caps == caps);
    for (std::size_t e = 0; e < 4; ++e) CHECK(device_total(x, e) <= caps[e]);
  }
  // Independently: every plan of the loose run that fits these caps device by device is kept
  // (v-auto aside: it searches under the caps), with the same bytes. (The list may keep an
  // offload or recompute plan more: one that saves memory on the tight device only.)
  int fitting = 0;
  double best = 0;
  for (const pl::plan_choice& x : all.plans) {
    if (x.fam == ps::family::v_auto) continue;
    bool fits = true;
    for (std::size_t e = 0; e < 4; ++e) fits = fits && device_total(x, e) <= caps[e];
    if (!fits) continue;
    ++fitting;
    best = std::max(best, x.tokens_per_second);
    const auto kept = std::find_if(res.plans.begin(), res.plans.end(),
                                   [&](const pl::plan_choice& y) { return same_plan(x, y); });
    REQUIRE(kept != res.plans.end());
    CHECK(kept->device_activation_bytes == x.device_activation_bytes);
    CHECK(kept->tokens_per_second == x.tokens_per_second);
  }
  CHECK(fitting > 0);
  CHECK(now.tokens_per_second >= best);
}

TEST_CASE("the loose devices of a cap list are not held to the tight one", "[plan][cap][caps]") {
  // The least memory any plan needs, as one cap for every device, against the same cap on one
  // device only: the list keeps every plan the one cap does and, on some device, more (plans
  // that need more than that on the other devices).
  const pl::plan_result loose = pl::make_plans(caps_request(1LL << 50));
  REQUIRE(loose.smallest);
  const long long least = loose.smallest->memory_bytes;
  const pl::plan_result uniform = pl::make_plans(caps_request(least));
  REQUIRE(!uniform.plans.empty());
  auto count = [](const pl::plan_result& res) {
    return std::count_if(res.plans.begin(), res.plans.end(),
                         [](const pl::plan_choice& x) { return x.fam != ps::family::v_auto; });
  };
  bool more_somewhere = false;
  for (std::size_t tight = 0; tight < 4; ++tight) {
    CAPTURE(tight);
    pl::plan_request r = caps_request(0);
    r.memory_caps = std::vector<long long>(4, 1LL << 50);
    r.memory_caps[tight] = least;
    const pl::plan_result listed = pl::make_plans(r);
    CHECK(count(listed) >= count(uniform));
    more_somewhere = more_somewhere || count(listed) > count(uniform);
    for (const pl::plan_choice& x : listed.plans) CHECK(device_total(x, tight) <= least);
  }
  CHECK(more_somewhere);
}

TEST_CASE("v-auto's cap per device is what its device can hold after its own stages", "[plan][cap][caps][v-auto]") {
  // On the first device, which holds the embedding and (V placement) the head: its static
  // bytes and room for 5 chunk activations of its larger chunk (V-Min needs 4 at p = 4,
  // V-Half 6), at one microbatch size.
  const int b = 4;
  const pl::plan_result all = pl::make_plans(caps_request(1LL << 50));
  const auto v = std::find_if(all.plans.begin(), all.plans.end(), [](const pl::plan_choice& x) {
    return x.fam == ps::family::v_auto && x.microbatch == b && !x.offload;
  });
  REQUIRE(v != all.plans.end());
  const std::vector<pl::stage_part> parts = pl::balanced_partition(caps_heavy_head, 8);
  const long long chunk = b * std::max(pl::activation_bytes_of(caps_heavy_head, parts.front()),
                                       pl::activation_bytes_of(caps_heavy_head, parts.back()));
  const long long cap0 = v->device_static_bytes[0] + 5 * chunk;
  CAPTURE(cap0, chunk);
  pl::plan_request r = caps_request(0);
  r.memory_caps = {cap0, 1LL << 50, 1LL << 50, 1LL << 50};
  const pl::plan_result res = pl::make_plans(r);
  int checked = 0;
  for (const pl::plan_choice& x : res.plans) {
    if (x.fam != ps::family::v_auto) continue;
    INFO("b=" << x.microbatch << " offload " << x.offload);
    CHECK(device_total(x, 0) <= cap0);
    if (x.microbatch != b || x.offload || x.recompute.kind != ps::recompute_kind::none) continue;
    // The caps differ, so the order is made under one cap per device, and this is it: the
    // first device's is binding, the others' none.
    const std::vector<double>& units = x.memory_caps_units;
    REQUIRE(units.size() == 4);
    CHECK(units == std::vector<double>{2.5, 0, 0, 0});
    const ps::schedule s = ps::make_schedule(x.fam, ps::shape{x.depth, x.microbatches, 0}, x.order_costs,
                                             {.memory_caps = units});
    CHECK(ps::peak_activation_units_per_device(s)[0] <= units[0]);
    ++checked;
  }
  CHECK(checked == 1);
}

TEST_CASE("a cap per device of N devices holds each pipeline position to its replicas' least", "[plan][cap][caps]") {
  pl::plan_request r = caps_request(0, 8, 0);
  r.memory_caps = {50, 60, 70, 80, 55, 45, 75, 85};
  CHECK(pl::position_caps(r, 8) == r.memory_caps);
  CHECK(pl::position_caps(r, 4) == std::vector<long long>{50, 45, 70, 80});
  CHECK(pl::position_caps(r, 2) == std::vector<long long>{50, 45});
  CHECK(pl::position_caps(r, 1) == std::vector<long long>{45});
  // With a depth, p values are per position, every replica alike.
  pl::plan_request q = caps_request(0, 8, 4);
  q.memory_caps = {50, 60, 70, 80};
  CHECK(pl::position_caps(q, 4) == q.memory_caps);
}

TEST_CASE("bad cap lists are refused by the planner", "[plan][cap][caps][errors]") {
  pl::plan_request r = caps_request(0, 8, 0);
  r.memory_caps = {1LL << 40, 1LL << 40, 1LL << 40};
  CHECK_THROWS_WITH(pl::make_plans(r), Catch::Contains("one per device"));
  r.memory_caps = std::vector<long long>(8, 1LL << 40);
  r.memory_caps[3] = 0;
  CHECK_THROWS_WITH(pl::make_plans(r), Catch::Contains("must be positive"));
  r.memory_caps[3] = 1LL << 40;
  r.memory_cap = 1LL << 40;
  CHECK_THROWS_WITH(pl::make_plans(r), Catch::Contains("not both"));
}
