// The planner's recompute choice (planner.hpp: none, full, auto next to offload): a cap no
// plan meets without recompute is met with it, the plan's bytes and time are those of its
// schedule rebuilt here (R placed by apply_recompute, timed at its F's cost by simulate),
// and the stage deltas of a recomputed F follow the runtime's checkpointed forward.
#include <pipesched/plan/planner.hpp>

#include <algorithm>
#include <vector>

#include <catch2/catch.hpp>

namespace ps = pipesched;
namespace pl = pipesched::plan;

namespace {
constexpr pl::gpt_model recompute_light_head{.layers = 16, .dim = 256, .heads = 8, .seq = 128, .vocab = 256};

pl::plan_request recompute_request(long long cap) {
  pl::plan_request r;
  r.model = recompute_light_head;
  r.devices = 4;
  r.depth = 4;
  r.memory_cap = cap;
  r.global_batch = 8;  // m <= 8: simulated, not extrapolated
  return r;
}

bool recomputes(const pl::plan_choice& x) { return x.recompute.kind != ps::recompute_kind::none; }

// The plan's schedule as a runtime builds it (planner.hpp, plan_choice's comment).
ps::schedule rebuilt(const pl::plan_choice& x) {
  ps::schedule s = ps::make_schedule(x.fam, ps::shape{x.depth, x.microbatches, 0}, x.order_costs,
                                     {.memory_cap = x.memory_cap_units, .memory_caps = x.memory_caps_units,
                                      .tail = !x.offload});
  return ps::apply_recompute(s, x.order_costs, x.recompute);
}
}  // namespace

TEST_CASE("a cap no plan meets without recompute is met with it", "[plan][recompute]") {
  const pl::plan_result all = pl::make_plans(recompute_request(1LL << 50));
  long long least_without = -1;
  int with = 0;
  for (const pl::plan_choice& x : all.plans) {
    if (x.fam == ps::family::v_auto) continue;  // searched under the cap: its memory moves with it
    if (recomputes(x)) {
      ++with;
      continue;
    }
    least_without = least_without < 0 ? x.memory_bytes : std::min(least_without, x.memory_bytes);
  }
  REQUIRE(with > 0);
  REQUIRE(least_without > 0);
  const pl::plan_result res = pl::make_plans(recompute_request(least_without - 1));
  REQUIRE(!res.plans.empty());
  for (const pl::plan_choice& x : res.plans) {
    INFO(ps::to_string(x.fam) << " b=" << x.microbatch << " recompute " << ps::to_string(x.recompute.kind));
    CHECK((recomputes(x) || x.fam == ps::family::v_auto));
    CHECK(x.memory_bytes <= least_without - 1);
  }
  // The top plan's memory and time, rebuilt here.
  const pl::plan_choice& top = res.plans.front();
  INFO(ps::to_string(top.fam) << " b=" << top.microbatch << " recompute " << ps::to_string(top.recompute.kind));
  REQUIRE(!top.extrapolated);
  const ps::schedule s = rebuilt(top);
  std::vector<pl::stage_part> parts;
  int first = 0;
  for (std::size_t st = 0; st < top.stage_blocks.size(); ++st) {
    parts.push_back({first, first + top.stage_blocks[st], st == 0, st + 1 == top.stage_blocks.size()});
    first += top.stage_blocks[st];
  }
  const std::vector<ps::memory_deltas> deltas = pl::stage_deltas(recompute_light_head, parts, top.microbatch);
  CHECK(top.device_activation_bytes == ps::peak_activation_bytes(s, deltas));
  int rs = 0;
  for (int n : ps::recompute_counts(s)) rs += n;
  if (recomputes(top)) CHECK(rs > 0);
  if (!pl::two_weight_versions(top.fam)) {
    const double makespan = ps::simulate(s, top.costs_ms).makespan;
    CHECK(top.pipeline_seconds * 1e3 == Approx(makespan).epsilon(1e-12));
    // R costs time: without its recomputes the same order is never slower.
    const ps::schedule plain = ps::make_schedule(top.fam, ps::shape{top.depth, top.microbatches, 0}, top.order_costs,
                                                 {.memory_cap = top.memory_cap_units,
                                                  .memory_caps = top.memory_caps_units});
    CHECK(ps::simulate(plain, top.costs_ms).makespan <= makespan + 1e-9);
  }
}

TEST_CASE("a recompute plan is kept only where it saves memory and auto only where it differs from full",
          "[plan][recompute]") {
  const pl::plan_result all = pl::make_plans(recompute_request(1LL << 50));
  int full = 0, automatic = 0;
  for (const pl::plan_choice& x : all.plans) {
    if (!recomputes(x)) continue;
    full += x.recompute.kind == ps::recompute_kind::full;
    automatic += x.recompute.kind == ps::recompute_kind::automatic;
    CHECK(!x.offload);
    // The plain plan of the same family and shape holds more on some device.
    const auto plain = std::find_if(all.plans.begin(), all.plans.end(), [&](const pl::plan_choice& y) {
      return y.fam == x.fam && y.depth == x.depth && y.microbatch == x.microbatch && !y.offload && !recomputes(y);
    });
    REQUIRE(plain != all.plans.end());
    CHECK(x.memory_bytes < plain->memory_bytes);
    CHECK(x.tokens_per_second <= plain->tokens_per_second * (1 + 1e-12));
  }
  CHECK(full > 0);
  CHECK(all.candidates > 0);
  (void)automatic;  // may be 0: auto keeps every recompute where they all fit in its 2%
}

TEST_CASE("a recomputed F keeps its stage's input and peaks one block above it", "[plan][recompute]") {
  // By hand for light_head (T = 128, C = 256, NH = 8, V = 256, bf16), b = 2: the input is one
  // [b, T, C] bf16 activation; a block keeps 34·T·C + 5·NH·T² per sequence.
  const long long b = 2, T = 128, C = 256, NH = 8, V = 256;
  const long long input = 2 * b * T * C, block = b * (34 * T * C + 5 * NH * T * T), head = b * (4 * T * C + 4 * T * V);
  const std::vector<pl::stage_part> parts{{0, 1, true, false}, {1, 3, false, false}, {3, 6, false, false},
                                          {6, 7, false, true}};
  const std::vector<ps::memory_deltas> d = pl::stage_deltas(recompute_light_head, parts, 2);
  // First stage: keeps nothing (its tokens are re-read); its one block runs on the embedding's output.
  CHECK(d[0].f_input == 0);
  CHECK(d[0].f_checkpoint_temp == block);
  // Two blocks: the checkpoint, block 0's output and its activations (its input is the checkpoint).
  CHECK(d[1].f_input == input);
  CHECK(d[1].f_checkpoint_temp == block);
  // Three blocks: block 1 holds its input and output besides the checkpoint.
  CHECK(d[2].f_input == input);
  CHECK(d[2].f_checkpoint_temp == input + block);
  // One block and the head: the block's output feeds the head.
  CHECK(d[3].f_input == input);
  CHECK(d[3].f_checkpoint_temp == std::max(block, head));
  for (const ps::memory_deltas& x : d) CHECK(x.f_input <= x.f_alloc);
}
