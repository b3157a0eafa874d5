// The planner (include/pipesched/plan/): partition, ranking, memory cap, smallest cap.
#include <pipesched/plan/planner.hpp>

#include <algorithm>
#include <limits>
#include <string>

#include <catch2/catch.hpp>

namespace ps = pipesched;
namespace pl = pipesched::plan;

namespace {
// A model whose head is light next to its blocks (vocab 256 at dim 256).
constexpr pl::gpt_model light_head{.layers = 16, .dim = 256, .heads = 8, .seq = 128, .vocab = 256};
// One whose head is worth about 4.7 blocks (6·V / (72·C + 16·T) with V = 4000, C = 64, T = 32).
constexpr pl::gpt_model heavy_head{.layers = 16, .dim = 64, .heads = 4, .seq = 32, .vocab = 4000};

pl::plan_request request(long long cap, int global_batch = 32) {
  pl::plan_request r;
  r.model = light_head;
  r.devices = 4;
  r.depth = 4;
  r.memory_cap = cap;
  r.global_batch = global_batch;
  return r;
}

// Neither offload nor recompute.
bool plain(const pl::plan_choice& x) { return !x.offload && x.recompute.kind == ps::recompute_kind::none; }

bool zero_bubble(ps::family f) {
  return f == ps::family::zb_h2 || f == ps::family::v_zb || f == ps::family::v_auto;
}
}  // namespace

TEST_CASE("the partition gives a heavy head's stage fewer blocks", "[plan][partition]") {
  const auto parts = pl::balanced_partition(heavy_head, 4);
  REQUIRE(parts.size() == 4);
  CHECK(parts.front().embedding);
  CHECK(parts.back().head);
  int total = 0;
  for (std::size_t s = 0; s < parts.size(); ++s) {
    total += parts[s].blocks();
    if (s > 0) CHECK(parts[s].first == parts[s - 1].last);
    if (s + 1 < parts.size()) CHECK(parts.back().blocks() < parts[s].blocks());
  }
  CHECK(total == heavy_head.layers);
  // Exact here: the head (4.7 blocks) plus one block against 5 blocks on each other stage.
  CHECK(parts.back().blocks() == 1);
}

TEST_CASE("the partition of a light head is even", "[plan][partition]") {
  for (const auto& s : pl::balanced_partition(light_head, 4)) CHECK(s.blocks() == 4);
  CHECK_THROWS_AS(pl::balanced_partition(light_head, 17), ps::schedule_error);
}

TEST_CASE("the planner's plans of a heavy head cut it unevenly", "[plan][partition]") {
  pl::plan_request r = request(1LL << 50);
  r.model = heavy_head;
  const pl::plan_result res = pl::make_plans(r);
  REQUIRE(!res.plans.empty());
  for (const auto& x : res.plans) {
    if (x.stage_blocks.size() != 4) continue;  // the 1-chunk families
    CHECK(x.stage_blocks.back() < *std::min_element(x.stage_blocks.begin(), x.stage_blocks.end() - 1));
  }
}

TEST_CASE("with a loose cap a zero-bubble family comes first", "[plan][rank]") {
  const pl::plan_result res = pl::make_plans(request(1LL << 50));
  REQUIRE(!res.plans.empty());
  INFO("top: " << ps::to_string(res.plans.front().fam) << " b=" << res.plans.front().microbatch);
  // PipeDream-2BW never flushes, so in steady state it has no bubble either; among the
  // families that flush every step, the first must be one of the zero-bubble ones.
  CHECK((zero_bubble(res.plans.front().fam) || pl::two_weight_versions(res.plans.front().fam)));
  CHECK(!res.plans.front().offload);
  const auto flushing = std::find_if(res.plans.begin(), res.plans.end(),
                                     [](const pl::plan_choice& x) { return !pl::two_weight_versions(x.fam); });
  REQUIRE(flushing != res.plans.end());
  INFO("first plan with a flush: " << ps::to_string(flushing->fam));
  CHECK(zero_bubble(flushing->fam));
  for (std::size_t i = 1; i < res.plans.size(); ++i)
    CHECK(res.plans[i - 1].tokens_per_second >= res.plans[i].tokens_per_second);
  // Every plan fits, and its memory is the static bytes plus the activation bound of one device.
  for (const auto& x : res.plans) {
    CHECK(x.memory_bytes <= (1LL << 50));
    CHECK(x.memory_bytes == x.static_bytes + x.activation_bytes);
  }
}

TEST_CASE("with a tight cap V-Min, an offload or a recompute plan comes first", "[plan][rank]") {
  const pl::plan_result loose = pl::make_plans(request(1LL << 50));
  REQUIRE(loose.smallest);
  // The 1F1B-memory plans do not fit where only the least memory does.
  const pl::plan_result res = pl::make_plans(request(loose.smallest->memory_bytes));
  REQUIRE(!res.plans.empty());
  const auto& top = res.plans.front();
  INFO("top: " << ps::to_string(top.fam) << " offload " << top.offload << " recompute "
                << ps::to_string(top.recompute.kind));
  CHECK((top.fam == ps::family::v_min || top.offload || top.recompute.kind != ps::recompute_kind::none));
  for (const auto& x : res.plans) CHECK(x.memory_bytes <= loose.smallest->memory_bytes);
}

TEST_CASE("below every plan the planner names the exact smallest cap", "[plan][cap]") {
  const int global_batch = 8;  // m <= 8: simulated, not extrapolated
  const pl::plan_result none = pl::make_plans(request(1000, global_batch));
  CHECK(none.plans.empty());
  REQUIRE(none.smallest);
  const pl::plan_choice& x = *none.smallest;
  CHECK(!x.extrapolated);

  // The same memory, computed here from the model's formulas and the schedule library.
  const pl::gpt_model& m = light_head;
  const auto parts = pl::balanced_partition(m, x.depth * ps::default_chunks(x.fam));
  const long long T = m.seq, C = m.dim, NH = m.heads, V = m.vocab, b = x.microbatch;
  std::vector<ps::memory_deltas> deltas;
  std::vector<long long> params;
  // A recomputed F's input and transient bytes are the planner's (plan_recompute_test.cpp
  // checks them by hand); what F keeps is computed here.
  const std::vector<ps::memory_deltas> planned = pl::stage_deltas(m, parts, x.microbatch);
  for (const auto& s : parts) {
    const long long acts = s.blocks() * (34 * b * T * C + 5 * b * NH * T * T) + (s.head ? 4 * b * T * C + 4 * b * T * V : 0);
    const ps::memory_deltas& r = planned[deltas.size()];
    deltas.push_back({acts, 0, 0, r.f_input, r.f_checkpoint_temp});
    params.push_back(s.blocks() * (12 * C * C + 13 * C) + (s.embedding ? (V + T) * C : 0) +
                     (s.head ? V * C + 2 * C : 0));
  }
  // Its schedule as the planner made it: recomputes (the least memory may take them) placed
  // with the order's costs.
  const ps::schedule s = ps::apply_recompute(
      ps::make_schedule(x.fam, ps::shape{x.depth, x.microbatches, 0}, x.order_costs), x.order_costs, x.recompute);
  REQUIRE(!x.offload);
  const auto acts = ps::peak_activation_bytes(s, deltas);
  long long expected = 0;
  for (int d = 0; d < s.devices(); ++d) {
    long long statics = 0;
    for (int st = 0; st < s.stages(); ++st)
      if (s.device_of_stage(st) == d) statics += 18 * params[static_cast<std::size_t>(st)];
    expected = std::max(expected, statics + acts[static_cast<std::size_t>(d)]);
  }
  CHECK(x.memory_bytes == expected);

  // Exact: at that cap something fits, one byte below nothing does.
  const pl::plan_result at = pl::make_plans(request(x.memory_bytes, global_batch));
  REQUIRE(!at.plans.empty());
  CHECK(at.plans.front().memory_bytes <= x.memory_bytes);
  CHECK(pl::make_plans(request(x.memory_bytes - 1, global_batch)).plans.empty());
}

TEST_CASE("2BW's second weight version is counted", "[plan][2bw]") {
  const auto it = std::find_if(ps::all_families.begin(), ps::all_families.end(), pl::two_weight_versions);
  if (it == ps::all_families.end()) return;  // no 2BW family in this build
  const pl::plan_result res = pl::make_plans(request(1LL << 50));
  for (const auto& a : res.plans)
    for (const auto& c : res.plans)
      if (a.fam == *it && c.fam == ps::family::one_f_one_b && a.microbatch == c.microbatch && plain(a) && plain(c))
        CHECK(a.static_bytes * 18 == c.static_bytes * 20);
}

TEST_CASE("2BW is timed in steady state: no flush and no less than its work", "[plan][2bw]") {
  const auto it = std::find_if(ps::all_families.begin(), ps::all_families.end(), pl::two_weight_versions);
  if (it == ps::all_families.end()) return;  // no 2BW family in this build
  const pl::plan_result res = pl::make_plans(request(1LL << 50, 64));
  int compared = 0;
  for (const auto& a : res.plans)
    for (const auto& c : res.plans)
      if (a.fam == *it && c.fam == ps::family::one_f_one_b && a.microbatch == c.microbatch && plain(a) && plain(c) &&
          a.microbatches >= a.depth - 1) {
        INFO("b = " << a.microbatch << ", m = " << a.microbatches);
        // 1F1B pays the fill and the drain every step; 2BW's steady state does not.
        CHECK(a.pipeline_seconds < c.pipeline_seconds);
        // Every device still does all of its work: m (F + B + W) in the schedule's ms.
        const double work_ms = a.microbatches * (a.costs_ms.f + a.costs_ms.b + a.costs_ms.w);
        CHECK(a.pipeline_seconds * 1e3 >= work_ms * (1 - 1e-9));
        CHECK(a.bubble < c.bubble);
        ++compared;
      }
  CHECK(compared >= 2);
}

TEST_CASE("an extrapolated time agrees with the simulated one", "[plan][extrapolate]") {
  pl::plan_request exact = request(1LL << 50, 64);
  exact.max_simulated = 64;
  pl::plan_request cheap = exact;
  cheap.max_simulated = 32;
  const auto a = pl::make_plans(exact), b = pl::make_plans(cheap);
  int compared = 0;
  for (const auto& x : a.plans)
    for (const auto& y : b.plans)
      if (x.fam == y.fam && x.microbatch == y.microbatch && x.offload == y.offload && x.recompute == y.recompute &&
          x.microbatches == 64 && y.extrapolated) {
        INFO(ps::to_string(x.fam));
        CHECK(y.tokens_per_second == Approx(x.tokens_per_second).epsilon(0.02));
        CHECK(y.memory_bytes <= x.memory_bytes);
        ++compared;
      }
  CHECK(compared >= 8);
}

TEST_CASE("the planner refuses bad requests", "[plan][errors]") {
  CHECK_THROWS_AS(pl::make_plans(request(0)), ps::schedule_error);
  pl::plan_request r = request(1LL << 40);
  r.devices = 0;
  r.depth = 0;
  CHECK_THROWS_AS(pl::make_plans(r), ps::schedule_error);
  r = request(1LL << 40);
  r.depth = 3;
  CHECK_THROWS_AS(pl::make_plans(r), ps::schedule_error);
  r = request(1LL << 40);
  r.model.heads = 7;
  CHECK_THROWS_AS(pl::make_plans(r), ps::schedule_error);
}

namespace {
// A measured profile of `light_head` (whose analytic head is light) in which the head is
// measured as heavy as 5 blocks: the profile, not the FLOP formulas, must drive the cut.
pl::measured_profile measured(double head_blocks) {
  pl::measured_profile p;
  p.model = light_head;
  p.microbatch = 2;
  p.block = {1e-3, 1e-3, 0.5e-3, 12 * 256 * 256 + 13 * 256, 1 << 20, 1 << 18, 1 << 19};
  p.embedding = {1e-5, 0, 1e-5, (256 + 128) * 256, 0, 1 << 16, 1 << 16};
  p.head = {head_blocks * 1e-3, head_blocks * 1e-3, head_blocks * 0.5e-3, 256 * 256 + 2 * 256, 1 << 21, 1 << 18,
            1 << 18};
  p.boundary_bytes = 4 * 2 * 128 * 256;
  return p;
}
}  // namespace

TEST_CASE("a profile whose head is heavy gives the head's stage fewer blocks", "[plan][partition][profile]") {
  // Analytically light_head cuts evenly (see above); measured, its head weighs 5 blocks.
  const auto parts = pl::balanced_partition(measured(5), 4);
  REQUIRE(parts.size() == 4);
  for (std::size_t s = 0; s + 1 < parts.size(); ++s) CHECK(parts.back().blocks() < parts[s].blocks());
  // 16 blocks + 5: the head's stage holds 1 block (6), the others 5 each.
  CHECK(parts.back().blocks() == 1);
  for (const auto& s : pl::balanced_partition(measured(0), 4)) CHECK(s.blocks() == 4);

  pl::plan_request r = request(1LL << 50);
  r.profile = measured(5);
  const pl::plan_result res = pl::make_plans(r);
  REQUIRE(!res.plans.empty());
  int checked = 0;
  for (const auto& x : res.plans) {
    if (x.stage_blocks.size() != 4) continue;  // the 1-chunk families
    CHECK(x.stage_blocks.back() < *std::min_element(x.stage_blocks.begin(), x.stage_blocks.end() - 1));
    ++checked;
  }
  CHECK(checked > 0);
}

TEST_CASE("with a profile the plan's memory is the profile's bytes scaled to the microbatch", "[plan][profile]") {
  pl::plan_request r = request(1LL << 50, 8);
  r.profile = measured(1);
  const pl::plan_result res = pl::make_plans(r);
  REQUIRE(!res.plans.empty());
  int checked = 0, tailed = 0;
  for (const auto& x : res.plans) {
    if (!plain(x) || x.extrapolated || x.fam == ps::family::v_auto) continue;
    INFO(ps::to_string(x.fam) << " b=" << x.microbatch);
    std::vector<ps::memory_deltas> deltas;
    std::vector<pl::stage_part> parts;
    int first = 0;
    for (std::size_t s = 0; s < x.stage_blocks.size(); ++s) {
      parts.push_back({first, first + x.stage_blocks[s], s == 0, s + 1 == x.stage_blocks.size()});
      first += x.stage_blocks[s];
      // Linear in b from the profiled microbatch of 2.
      const ps::memory_deltas at2 = pl::deltas_of(*r.profile, parts.back(), 2);
      const ps::memory_deltas d = pl::deltas_of(*r.profile, parts.back(), x.microbatch);
      CHECK(d.f_alloc * 2 == at2.f_alloc * x.microbatch);
      deltas.push_back(d);
    }
    // A plain plan's order is the one the trainer runs: with the tail pass (planner.hpp).
    const ps::schedule s = ps::make_schedule(x.fam, ps::shape{x.depth, x.microbatches, 0}, x.order_costs,
                                             {.memory_cap = x.memory_cap_units});
    CHECK(x.device_activation_bytes == ps::peak_activation_bytes(s, deltas));
    // ... and its time is that order's (2BW's is a steady-state difference, checked elsewhere).
    if (!pl::two_weight_versions(x.fam))
      CHECK(x.pipeline_seconds * 1e3 == Approx(ps::simulate(s, x.costs_ms).makespan).epsilon(1e-12));
    tailed += s == ps::make_schedule(x.fam, ps::shape{x.depth, x.microbatches, 0}, x.order_costs,
                                     {.memory_cap = x.memory_cap_units, .tail = false})
                  ? 0
                  : 1;
    long long static_top = 0;
    for (int d = 0; d < x.depth; ++d) {
      long long params = 0;
      for (int st = 0; st < s.stages(); ++st)
        if (s.device_of_stage(st) == d) params += pl::params_of(*r.profile, parts[static_cast<std::size_t>(st)]);
      const long long per_param = 16 + (pl::two_weight_versions(x.fam) ? 4 : 0);  // the profile's fp32 state
      CHECK(x.device_static_bytes[static_cast<std::size_t>(d)] == params * per_param);
      static_top = std::max(static_top, x.device_static_bytes[static_cast<std::size_t>(d)] +
                                            x.device_activation_bytes[static_cast<std::size_t>(d)]);
    }
    CHECK(x.memory_bytes == static_top);
    ++checked;
  }
  CHECK(checked > 5);
  CHECK(tailed > 0);  // some plans' orders are ones the tail pass changed
}

TEST_CASE("a B that keeps bytes for W is counted in the profile's stage deltas", "[plan][profile]") {
  const pl::measured_profile p = measured(1);
  // Head, then 3 blocks, then the embedding: the live bytes rise by each part's backward
  // bytes, the peak is the highest part peak above where that part started.
  const ps::memory_deltas d = pl::deltas_of(p, pl::stage_part{0, 3, true, true}, 2);
  CHECK(d.f_alloc == 3 * (1 << 20) + (1 << 21));
  CHECK(d.b_free == -((1 << 18) + 3 * (1 << 18) + (1 << 16)));
  CHECK(d.b_temp == (1 << 18) + 2 * (1 << 18) + (1 << 19));  // the third block's peak
  CHECK(pl::deltas_of(p, pl::stage_part{0, 3, true, true}, 4).b_temp == 2 * d.b_temp);
}

TEST_CASE("the planner refuses a profile of another model", "[plan][profile][errors]") {
  pl::plan_request r = request(1LL << 50);
  r.profile = measured(1);
  r.profile->model.vocab = 300;
  CHECK_THROWS_AS(pl::make_plans(r), ps::schedule_error);
  r.profile = measured(1);
  r.profile->block.f = -1;
  CHECK_THROWS_AS(pl::make_plans(r), ps::schedule_error);
}

TEST_CASE("every profile field out of its limit is refused before the planner sizes anything", "[plan][profile][errors][limits]") {
  const auto message = [](const pl::measured_profile& p) -> std::string {
    try {
      pl::check_profile(p);
    } catch (const ps::schedule_error& e) {
      return e.what();
    }
    return "accepted";
  };
  pl::measured_profile p = measured(1);
  CHECK(message(p) == "accepted");
  p.block.f = 1e200;  // made every partition sum infinite, and balanced_partition read cut[-1]
  CHECK(message(p).find("limits::max_profile_seconds") != std::string::npos);
  CHECK_THROWS_WITH(pl::balanced_partition(p, 4), Catch::Contains("limits::max_profile_seconds"));
  p = measured(1);
  p.head.w = std::numeric_limits<double>::infinity();
  CHECK(message(p).find("limits::max_profile_seconds") != std::string::npos);
  p = measured(1);
  p.block.activation_bytes = std::numeric_limits<long long>::max() - 5;  // overflowed, printed nonsense
  CHECK(message(p).find("limits::max_profile_part_bytes") != std::string::npos);
  p.block.activation_bytes = ps::limits::max_profile_part_bytes;  // at the limit: accepted
  CHECK(message(p) == "accepted");
  p = measured(1);
  p.block.backward_bytes = -ps::limits::max_profile_part_bytes - 1;
  CHECK(message(p).find("limits::max_profile_part_bytes") != std::string::npos);
  p = measured(1);
  p.block.parameters = ps::limits::max_model_parameters;  // times 16 layers: too many in all
  CHECK(message(p).find("limits::max_model_parameters") != std::string::npos);
  p = measured(1);
  p.static_bytes_per_param = ps::limits::max_bytes_per_parameter + 1;
  CHECK(message(p).find("limits::max_bytes_per_parameter") != std::string::npos);
  p = measured(1);
  p.microbatch = ps::limits::max_model_batch + 1;
  CHECK(message(p).find("limits::max_model_batch") != std::string::npos);
  p = measured(1);
  p.model.layers = ps::limits::max_model_layers + 1;
  CHECK(message(p).find("limits::max_model_") != std::string::npos);
}

TEST_CASE("a profile's bytes at the planner's microbatch are checked, not wrapped", "[plan][profile][limits]") {
  pl::measured_profile p = measured(1);
  p.microbatch = 1;
  p.block.activation_bytes = ps::limits::max_profile_part_bytes;
  const pl::stage_part all{0, p.model.layers, true, true};
  CHECK(pl::deltas_of(p, all, 1).f_alloc > 16 * ps::limits::max_profile_part_bytes);
  CHECK_THROWS_WITH(pl::deltas_of(p, all, 1 << 10), Catch::Contains("overflow 64 bits"));
}

TEST_CASE("the analytic model's bytes at the largest model sizes are checked, not wrapped", "[plan][limits]") {
  const pl::gpt_model huge{.layers = ps::limits::max_model_layers, .dim = 1024, .heads = ps::limits::max_model_heads,
                           .seq = ps::limits::max_model_seq, .vocab = 50257};
  pl::check_model(huge);  // within every limit on its own
  CHECK(pl::block_activation_bytes(huge) > 0);
  CHECK_THROWS_WITH(pl::activation_bytes_of(huge, {0, huge.layers, true, true}), Catch::Contains("overflow 64 bits"));
  CHECK_THROWS_WITH(pl::stage_deltas(huge, {{0, 1, true, false}}, 1 << 12), Catch::Contains("overflow 64 bits"));
}
