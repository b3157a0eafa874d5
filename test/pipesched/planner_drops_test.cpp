// Issue 29, item 4, in the library: the planner counts each candidate it drops by its
// reason (plan_result::dropped), so "no plan can be built" can say why; and a request or a
// profile whose bytes per parameter would divide by zero is refused by name (it was a
// SIGFPE in make_plans).
#include <pipesched/plan/planner.hpp>

#include <limits>
#include <string>

#include <catch2/catch.hpp>

namespace ps = pipesched;
namespace pl = pipesched::plan;

namespace planner_drops_test {

constexpr pl::gpt_model small_model{.layers = 4, .dim = 64, .heads = 4, .seq = 32, .vocab = 128};

pl::plan_request small_request() {
  pl::plan_request r;
  r.model = small_model;
  r.devices = 2;
  r.memory_cap = 1LL << 40;
  r.global_batch = 4;
  return r;
}

int dropped(const pl::plan_result& r, pl::drop_reason why) { return r.dropped[static_cast<std::size_t>(why)]; }

std::string request_error(const pl::plan_request& r) {
  try {
    (void)pl::make_plans(r);
  } catch (const ps::schedule_error& e) {
    return e.what();
  }
  return "accepted";
}

}  // namespace planner_drops_test

using namespace planner_drops_test;

TEST_CASE("an extreme bandwidth drops every candidate for its costs, and the planner says so", "[plan][drops]") {
  pl::plan_request r = small_request();
  r.device.bandwidth_gbps = 1e-9;  // comm a million times F and more: check_costs refuses each
  const pl::plan_result res = pl::make_plans(r);
  CHECK(res.plans.empty());
  CHECK_FALSE(res.smallest);
  CHECK(res.candidates == 0);
  CHECK(dropped(res, pl::drop_reason::costs_out_of_limits) > 0);
  CHECK(res.dropped_total() == dropped(res, pl::drop_reason::costs_out_of_limits) +
                                   dropped(res, pl::drop_reason::gpipe_too_long) +
                                   dropped(res, pl::drop_reason::too_few_blocks));
  const std::string text = pl::dropped_text(res);
  CHECK(text.find(std::to_string(res.dropped_total()) + " candidates") == 0);
  CHECK(text.find("their costs break the schedule library's limits") != std::string::npos);
  CHECK(text.find("limits::max_cost_ratio") != std::string::npos);
  CHECK(text.find(" comm ") != std::string::npos);  // the example's costs
}

TEST_CASE("a family with more stages than blocks is counted as dropped, not silently skipped", "[plan][drops]") {
  pl::plan_request r = small_request();
  r.devices = 4;
  r.depth = 4;  // 2-chunk families need 8 stages of a 4-block model
  const pl::plan_result res = pl::make_plans(r);
  CHECK_FALSE(res.plans.empty());
  CHECK(dropped(res, pl::drop_reason::too_few_blocks) > 0);
  CHECK(dropped(res, pl::drop_reason::costs_out_of_limits) == 0);
  CHECK(pl::dropped_text(res).find("more stages than the model has blocks") != std::string::npos);
  // Nothing dropped: no text.
  CHECK(pl::dropped_text(pl::plan_result{}).empty());
}

TEST_CASE("bytes per parameter of 0 are refused by name, not divided by", "[plan][errors][limits]") {
  pl::plan_request r = small_request();
  r.device.bytes_per_param = 0;  // made every device's static bytes 0, then divided by them
  CHECK(request_error(r).find("limits::max_bytes_per_parameter") != std::string::npos);
  r = small_request();
  r.device.grad_bytes = 0;
  CHECK(request_error(r).find("bytes per parameter") != std::string::npos);
  r = small_request();
  r.device.bandwidth_gbps = std::numeric_limits<double>::infinity();
  CHECK(request_error(r).find("finite") != std::string::npos);

  // A profile's static bytes of 0: the SIGFPE of the issue (st / per_param in make_plans).
  pl::measured_profile p;
  p.model = small_model;
  p.microbatch = 1;
  p.block = {1e-3, 1e-3, 1e-3, 1000, 1 << 16, 0, 1 << 10};
  p.embedding = {1e-5, 1e-5, 1e-5, 1000, 0, 0, 0};
  p.head = {1e-3, 1e-3, 1e-3, 1000, 1 << 16, 0, 1 << 10};
  r = small_request();
  r.profile = p;
  CHECK(request_error(r) == "accepted");
  for (long long* field : {&r.profile->static_bytes_per_param, &r.profile->second_version_bytes, &r.profile->grad_bytes}) {
    const long long kept = *field;
    *field = 0;
    CHECK(request_error(r).find("limits::max_bytes_per_parameter") != std::string::npos);
    *field = kept;
  }
}
