// pipesched::compiled (compiled.hpp, library pipesched::generate) against the header
// functions it forwards to: the same schedules, timelines, files and plans, to the bit.
#include <pipesched/compiled.hpp>
#include <pipesched/pipesched.hpp>

#include <string>
#include <vector>

#include <catch2/catch.hpp>

namespace ps = pipesched;
namespace co = pipesched::compiled;

namespace {
// Measured costs (docs/schedules.md) and one copy engine, so that every pass has work to do.
constexpr ps::costs measured{.f = 18.522, .b = 18.086, .w = 9.337, .comm = 0.601};
constexpr ps::copy_engines engines{.bandwidth = 0.05};

void check_same_timeline(const ps::timeline& a, const ps::timeline& b) {
  CHECK(a.per_device == b.per_device);
  CHECK(a.makespan == b.makespan);
  CHECK(a.bubble == b.bubble);
}
}  // namespace

TEST_CASE("the compiled entry points give the header functions' schedules and timelines", "[compiled]") {
  const ps::family f = GENERATE(ps::family::one_f_one_b, ps::family::interleaved, ps::family::zb_h1,
                                ps::family::v_half, ps::family::v_min, ps::family::v_auto, ps::family::two_bw);
  const ps::shape sh{4, 8, 0, 0, f == ps::family::two_bw ? 2 : 1};
  const ps::generation_options o{.memory_cap = f == ps::family::v_auto ? 2.5 : 0};
  CAPTURE(ps::to_string(f));

  const ps::schedule header = ps::make_schedule(f, sh, measured, o);
  const ps::schedule compiled = co::make_schedule(f, sh, measured, o);
  REQUIRE(compiled == header);
  CHECK(co::validate(compiled));
  check_same_timeline(co::simulate(compiled, measured, engines), ps::simulate(header, measured, engines));

  const ps::recompute_policy recompute{.kind = ps::recompute_kind::full};
  CHECK(co::apply_recompute(header, measured, recompute) == ps::apply_recompute(header, measured, recompute));
  const ps::offload_policy offload{.kind = ps::offload_kind::full};
  CHECK(co::apply_offload(header, measured, engines, offload) == ps::apply_offload(header, measured, engines, offload));
}

TEST_CASE("a hand-written block through the compiled make_schedule is the header's", "[compiled]") {
  const ps::building_block blk = *ps::family_block(ps::family::v_half, 4);
  CHECK(co::make_schedule(blk, {0, 8}, measured) == ps::make_schedule(blk, {0, 8}, measured));
  CHECK_THROWS_AS(co::make_schedule(blk, {0, 8}, measured, {.memory_cap = 0.5}), ps::schedule_error);
}

TEST_CASE("the compiled writers write the header writers' files", "[compiled]") {
  const ps::schedule s = ps::make_schedule(ps::family::zb_h1, {4, 6}, measured);
  const ps::timeline t = ps::simulate(s, measured);
  const std::vector<ps::io::svg_panel> panels{{"zb-h1", &s, &t}};
  CHECK(co::render_svg(panels) == ps::io::render_svg(panels));
  CHECK(co::to_chrome_trace(s, t) == ps::io::to_chrome_trace(s, t));
  const std::string csv = co::to_torch_csv(s);
  CHECK(csv == ps::io::to_torch_csv(s));
  const ps::io::torch_import back = co::parse_torch_csv(csv, 4);
  CHECK(back.sched == ps::io::parse_torch_csv(csv, 4).sched);
  CHECK(co::insert_comm(ps::compute_only(s)) == ps::insert_comm(ps::compute_only(s)));
}

TEST_CASE("the compiled planner ranks the header planner's plans", "[compiled]") {
  ps::plan::plan_request r;
  r.model = {.layers = 8, .dim = 64, .heads = 4, .seq = 32, .vocab = 256};
  r.devices = 4;
  r.depth = 4;
  r.memory_cap = 1LL << 30;
  r.global_batch = 8;
  const ps::plan::plan_result a = co::make_plans(r), b = ps::plan::make_plans(r);
  REQUIRE(a.plans.size() == b.plans.size());
  REQUIRE_FALSE(a.plans.empty());
  for (std::size_t i = 0; i < a.plans.size(); ++i) {
    CHECK(a.plans[i].fam == b.plans[i].fam);
    CHECK(a.plans[i].microbatches == b.plans[i].microbatches);
    CHECK(a.plans[i].step_seconds == b.plans[i].step_seconds);
    CHECK(a.plans[i].memory_bytes == b.plans[i].memory_bytes);
  }
}
