// The planner's layout search (plan/planner.hpp, plan/cost_model.hpp): a heavy head's stage
// gets fewer blocks and a step no slower than the even cut's; under a cap the time-balanced
// cut misses, a cut that moves blocks off the fullest device fits; a given layout is
// evaluated as it is, and one the families cannot take is refused.
#include <pipesched/plan/planner.hpp>

#include <algorithm>
#include <string>
#include <vector>

#include <catch2/catch.hpp>

namespace ps = pipesched;
namespace pl = pipesched::plan;

namespace {
// The head (V = 4000 at C = 64, T = 32) costs about 4.5 blocks: heavy.
constexpr pl::gpt_model heavy_head{.layers = 16, .dim = 64, .heads = 4, .seq = 32, .vocab = 4000};
// A light head (V = 256 at C = 256): the time-balanced cut is even.
constexpr pl::gpt_model light_head{.layers = 16, .dim = 256, .heads = 8, .seq = 128, .vocab = 256};

pl::plan_request request(const pl::gpt_model& m, long long cap) {
  pl::plan_request r;
  r.model = m;
  r.devices = 4;
  r.depth = 4;
  r.memory_cap = cap;
  r.global_batch = 8;
  r.max_microbatch = 2;  // cheap: b = 1, 2
  return r;
}

bool plain(const pl::plan_choice& x) { return !x.offload && x.recompute.kind == ps::recompute_kind::none; }

std::vector<int> blocks_of(const std::vector<pl::stage_part>& parts) {
  std::vector<int> out;
  for (const auto& s : parts) out.push_back(s.blocks());
  return out;
}

// The plain plan of `f` at microbatch size b, or null.
const pl::plan_choice* find_plain(const pl::plan_result& res, ps::family f, int b) {
  for (const auto& x : res.plans)
    if (x.fam == f && x.microbatch == b && plain(x)) return &x;
  return nullptr;
}

// Each device's static bytes plus activation bound for the cut `blocks`, from the model's
// formulas and the schedule library (not the planner's code path): what must fit the cap.
std::vector<long long> device_bytes(const pl::gpt_model& m, const pl::plan_choice& x) {
  const auto parts = pl::partition_of(x.stage_blocks);
  const long long T = m.seq, C = m.dim, NH = m.heads, V = m.vocab, b = x.microbatch;
  std::vector<ps::memory_deltas> deltas;
  std::vector<long long> params;
  for (const auto& s : parts) {
    deltas.push_back({s.blocks() * (34 * b * T * C + 5 * b * NH * T * T) + (s.head ? 4 * b * T * C + 4 * b * T * V : 0),
                      0, 0, 0, 0});
    params.push_back(s.blocks() * (12 * C * C + 13 * C) + (s.embedding ? (V + T) * C : 0) +
                     (s.head ? V * C + 2 * C : 0));
  }
  const ps::schedule s = ps::make_schedule(x.fam, ps::shape{x.depth, x.microbatches, 0}, x.order_costs);
  std::vector<long long> out = ps::peak_activation_bytes(s, deltas);
  for (int st = 0; st < s.stages(); ++st)
    out[static_cast<std::size_t>(s.device_of_stage(st))] += 18 * params[static_cast<std::size_t>(st)];
  return out;
}
}  // namespace

TEST_CASE("the searched layout gives a heavy head's stage fewer blocks and a step no slower than the even cut's",
          "[plan][layout]") {
  pl::plan_request searched = request(heavy_head, 1LL << 50);
  pl::plan_request even = searched;
  even.layout = blocks_of(pl::even_partition(heavy_head.layers, 4));
  const pl::plan_result s = pl::make_plans(searched), e = pl::make_plans(even);
  int compared = 0;
  for (const auto& x : s.plans) {
    if (x.stage_blocks.size() != 4) continue;  // one chunk per device: the even layout's 4 stages
    for (const auto& y : e.plans)
      if (y.fam == x.fam && y.microbatch == x.microbatch && y.offload == x.offload && y.recompute == x.recompute) {
        INFO(ps::to_string(x.fam) << " b=" << x.microbatch);
        CHECK(y.stage_blocks == std::vector<int>{4, 4, 4, 4});
        CHECK(x.stage_blocks.back() < 4);
        CHECK(x.pipeline_seconds <= y.pipeline_seconds * (1 + 1e-12));
        ++compared;
      }
  }
  CHECK(compared >= 8);
  // Constructed to gain: at 1F1B the even cut's last stage (4 blocks and a head of ~4.5) sets
  // the pace; the searched cut holds 5, 5, 5, 1, its slowest stage about 5.5 blocks.
  const pl::plan_choice* x = find_plain(s, ps::family::one_f_one_b, 1);
  const pl::plan_choice* y = find_plain(e, ps::family::one_f_one_b, 1);
  REQUIRE(x);
  REQUIRE(y);
  CHECK(x->stage_blocks == std::vector<int>{5, 5, 5, 1});
  CHECK(x->pipeline_seconds < 0.8 * y->pipeline_seconds);
}

TEST_CASE("under a cap the time-balanced cut misses, the searched layout fits", "[plan][layout][cap]") {
  // 1F1B holds p microbatches on device 0 and one on device 3: the even cut (which time
  // balances a light head) puts the most bytes on device 0; fewer blocks there fit less.
  pl::plan_request loose = request(light_head, 1LL << 50);
  loose.layout = {4, 4, 4, 4};
  const pl::plan_result loose_plans = pl::make_plans(loose);  // find_plain points into it
  const pl::plan_choice* even = find_plain(loose_plans, ps::family::one_f_one_b, 1);
  REQUIRE(even);
  REQUIRE(even->peak_device == 0);
  const long long cap = even->memory_bytes - 1;  // one byte short for the even cut

  pl::plan_request tight = request(light_head, cap);
  tight.layout = {4, 4, 4, 4};
  CHECK(!find_plain(pl::make_plans(tight), ps::family::one_f_one_b, 1));
  tight.layout.clear();  // search
  const pl::plan_result res = pl::make_plans(tight);
  const pl::plan_choice* x = find_plain(res, ps::family::one_f_one_b, 1);
  REQUIRE(x);
  INFO("searched cut " << x->stage_blocks[0] << "," << x->stage_blocks[1] << "," << x->stage_blocks[2] << ","
                       << x->stage_blocks[3]);
  CHECK(x->stage_blocks.front() < 4);
  for (long long bytes : device_bytes(light_head, *x)) CHECK(bytes <= cap);
  // Every plan under the cap, searched or not, fits by the same independent count (plain plans).
  for (const auto& y : res.plans)
    if (plain(y) && y.fam != ps::family::v_auto && !pl::two_weight_versions(y.fam))
      for (long long bytes : device_bytes(light_head, y)) CHECK(bytes <= cap);
}

TEST_CASE("a given layout is evaluated as it is, at the depths and families with its stage count",
          "[plan][layout]") {
  pl::plan_request r = request(heavy_head, 1LL << 50);
  r.devices = 8;
  r.depth = 0;
  r.layout = {3, 3, 3, 3, 2, 1, 1};  // 7 stages: no family at a depth dividing 8
  CHECK_THROWS_WITH(pl::make_plans(r), Catch::Contains("the layout has 7 stages") && Catch::Contains("1, 2, 4, 8, 16"));
  r.layout = {5, 5, 5, 1};  // p = 4 with one chunk, p = 2 with two
  const pl::plan_result res = pl::make_plans(r);
  REQUIRE(!res.plans.empty());
  bool one_chunk = false, two_chunks = false;
  for (const auto& x : res.plans) {
    CHECK(x.stage_blocks == r.layout);
    one_chunk = one_chunk || x.depth == 4;
    two_chunks = two_chunks || x.depth == 2;
  }
  CHECK((one_chunk && two_chunks));
  r.layout = {5, 5, 5, 2};  // 17 blocks of 16
  CHECK_THROWS_AS(pl::make_plans(r), ps::schedule_error);
  r.layout = {8, 8, 0, 0};
  CHECK_THROWS_AS(pl::make_plans(r), ps::schedule_error);
}

TEST_CASE("min_max_partition keeps to the allowed stages and says when none is", "[plan][layout][partition]") {
  auto cost = [](int, int i, int j) { return static_cast<double>(j - i); };
  // At most 3 blocks a stage: 8 blocks in 3 stages are 3, 3, 2 (or a permutation).
  const auto parts = pl::min_max_partition(8, 3, cost, [](int, int i, int j) { return j - i <= 3; });
  REQUIRE(parts.size() == 3);
  for (const auto& s : parts) CHECK(s.blocks() <= 3);
  CHECK(pl::min_max_partition(8, 2, cost, [](int, int i, int j) { return j - i <= 3; }).empty());
  CHECK(blocks_of(pl::even_partition(10, 4)) == std::vector<int>{3, 3, 2, 2});
}
