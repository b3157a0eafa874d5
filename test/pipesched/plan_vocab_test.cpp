// The planner with vocabulary parallelism (plan_request::vocab_parallel, plan/vocab_parallel.hpp):
// the shard rule, the bytes S keeps until T, and on a small model whose head outweighs its
// blocks a sharded plan that fits a cap no unsharded plan fits, its bytes rebuilt here with
// make_schedule and the library's peak_activation_bytes. Small on purpose: every make_plans
// here takes well under a second at -O1 (one depth, m = 8).
#include <algorithm>
#include <string>
#include <vector>

#include <catch2/catch.hpp>

#include <pipesched/analysis/memory.hpp>
#include <pipesched/analysis/simulate.hpp>
#include <pipesched/generate.hpp>
#include <pipesched/plan/planner.hpp>
#include <pipesched/plan/vocab_parallel.hpp>

namespace ps = pipesched;
namespace plan = pipesched::plan;

namespace plan_vocab_test {

// A head as heavy as many blocks: a 32000-row vocabulary over C = 64 (embedding and head
// 2.0M parameters each, a block 50k), 8 blocks, 4 devices.
constexpr plan::gpt_model vocab_heavy_head{.layers = 8, .dim = 64, .heads = 4, .seq = 32, .vocab = 32000};

plan::plan_request vocab_heavy_request(bool vocab_parallel, long long cap = 1LL << 40) {
  plan::plan_request r;
  r.model = vocab_heavy_head;
  r.devices = 4;
  r.depth = 4;
  r.memory_cap = cap;
  r.global_batch = 8;
  r.max_microbatch = 1;
  r.vocab_parallel = vocab_parallel;
  return r;
}

long long least_plan_memory(const std::vector<plan::plan_choice>& plans) {
  long long least = -1;
  for (const plan::plan_choice& x : plans) least = least < 0 ? x.memory_bytes : std::min(least, x.memory_bytes);
  return least;
}

}  // namespace plan_vocab_test
using plan_vocab_test::vocab_heavy_head;
using plan_vocab_test::vocab_heavy_request;
using plan_vocab_test::least_plan_memory;

TEST_CASE("vocabulary shards follow the library's rule: V/p rows, the first V mod p one more", "[plan][vocab]") {
  CHECK(ps::vocab_shard_range(128000, 0, 8).count == 16000);
  const int V = 50257, p = 8;  // 50257 = 8 * 6282 + 1
  int next = 0;
  for (int d = 0; d < p; ++d) {
    const ps::vocab_range r = ps::vocab_shard_range(V, d, p);
    CHECK(r.count == (d == 0 ? 6283 : 6282));
    CHECK(r.first == next);  // contiguous, in device order
    next = r.end();
  }
  CHECK(next == V);
  const plan::gpt_model m{.layers = 4, .dim = 8, .heads = 2, .seq = 16, .vocab = 10};
  // 10 rows over 4 devices: 3, 3, 2, 2; both [rows, C] tables, the position table on the
  // first stage's device, the final LayerNorm on the last's.
  CHECK(plan::vocab_shard_params(m, 0, 4, true, false) == 2 * 3 * 8 + 16 * 8);
  CHECK(plan::vocab_shard_params(m, 3, 4, false, true) == 2 * 2 * 8 + 2 * 8);
  CHECK(plan::vocab_shard_params(m, 0, 2, true, true) == 2 * 5 * 8 + 16 * 8 + 2 * 8);
  // b = 2 sequences of 16 tokens, 3 rows: fp32 logits 4*32*3, two fp32 statistics 2*4*32,
  // the copy of X as the caller's dtype counts it (bf16: 2*32*8; fp32: 4*32*8).
  const long long held = 4 * 32 * 3 + 2 * 4 * 32 + 2 * 32 * 8, held_fp32 = held + 2 * 32 * 8;
  CHECK(plan::vocab_held_bytes(m, 3, 2, 2 * 32 * 8) == held);
  CHECK(plan::vocab_held_bytes(m, 3, 2, 4 * 32 * 8) == held_fp32);
  // S keeps them until T, which frees them all; algorithm 2's S runs its local fp32
  // softmax (4*32*3) above them.
  using vb = ps::vocab_pass_bytes;
  CHECK(plan::vocab_pass_bytes_of(m, 0, 4, 2, ps::vocab_placement::algorithm_1, 2 * 32 * 8) == vb{held, 0, 0, held});
  CHECK(plan::vocab_pass_bytes_of(m, 0, 4, 2, ps::vocab_placement::algorithm_2, 2 * 32 * 8) ==
        vb{held, 4 * 32 * 3, 0, held});
  CHECK(plan::vocab_pass_bytes_of(m, 0, 4, 2, ps::vocab_placement::algorithm_1, 4 * 32 * 8) ==
        vb{held_fp32, 0, 0, held_fp32});
  CHECK_THROWS_WITH(ps::vocab_shard_range(3, 0, 4), Catch::Contains("at least one vocabulary row per device"));
  CHECK_THROWS_WITH(ps::vocab_shard_range(8, 4, 4), Catch::Contains("not one of the devices"));
}

TEST_CASE("with vocab_parallel the unsharded plans are today's, and the sharded plans' bytes are the library's walk "
          "with S's bytes",
          "[plan][vocab]") {
  const plan::plan_result naive = plan::make_plans(vocab_heavy_request(false));
  const plan::plan_result with = plan::make_plans(vocab_heavy_request(true));
  REQUIRE(!naive.plans.empty());
  std::vector<plan::plan_choice> unsharded, sharded;
  for (const plan::plan_choice& x : with.plans) (ps::is_vocab_parallel(x.vocab) ? sharded : unsharded).push_back(x);
  for (const plan::plan_choice& x : naive.plans) CHECK(x.vocab == ps::vocab_placement::none);
  // The unsharded plans are the same plans, in the same order.
  REQUIRE(unsharded.size() == naive.plans.size());
  for (std::size_t i = 0; i < unsharded.size(); ++i) {
    const plan::plan_choice &a = naive.plans[i], &b = unsharded[i];
    CHECK(a.fam == b.fam);
    CHECK(a.stage_blocks == b.stage_blocks);
    CHECK(a.offload == b.offload);
    CHECK(a.recompute == b.recompute);
    CHECK(a.step_seconds == b.step_seconds);
    CHECK(a.device_activation_bytes == b.device_activation_bytes);
  }
  // Both algorithms with 1F1B and ZB-H1 at least (V-Half, V-Min: if their cut is made).
  for (const ps::family f : {ps::family::one_f_one_b, ps::family::zb_h1})
    for (const ps::vocab_placement v : {ps::vocab_placement::algorithm_1, ps::vocab_placement::algorithm_2}) {
      CAPTURE(ps::to_string(f), ps::to_string(v));
      CHECK(std::any_of(sharded.begin(), sharded.end(),
                        [&](const plan::plan_choice& x) { return x.fam == f && x.vocab == v; }));
    }
  // Each sharded plan's activation bytes, rebuilt: its schedule as the plan names it, the
  // cost model's deltas of its block-only stages with the end stages' extra bytes, and each
  // device's S-to-T bytes counted by hand (fp32 logits of its 8000 rows, two fp32
  // statistics, bf16 X; algorithm 2's local softmax above them).
  const long long T = vocab_heavy_head.seq, C = vocab_heavy_head.dim, rows = vocab_heavy_head.vocab / 4;
  bool ends_counted = false;
  for (const plan::plan_choice& x : sharded) {
    CAPTURE(ps::to_string(x.fam), ps::to_string(x.vocab));
    REQUIRE(x.microbatch == 1);
    const ps::schedule s = ps::make_schedule(x.fam, {x.depth, x.microbatches, 0}, x.order_costs, {.vocab = x.vocab});
    std::vector<plan::stage_part> parts = plan::partition_of(x.stage_blocks);
    for (plan::stage_part& part : parts) part.embedding = part.head = false;
    const std::vector<ps::memory_deltas> blocks = plan::stage_deltas(vocab_heavy_head, parts, 1);
    std::vector<ps::memory_deltas> deltas = blocks;
    // What the end stages keep around the blocks, counted by hand (one bf16 [T, C]
    // activation, 2*T*C bytes; blocks' B frees nothing in the cost model): the last stage's
    // F also keeps ln_f's input and two fp32 statistics per token, its B holds dX (kept
    // until W); the first stage's B keeps its input gradient until W.
    const long long act = 2 * T * C;
    REQUIRE(deltas.front().b_free == 0);
    REQUIRE(deltas.back().b_temp == 0);
    deltas.back().f_alloc += act + 2 * 4 * T;
    deltas.back().b_temp = act;
    deltas.back().b_free = -act;
    deltas.front().b_temp = act;
    deltas.front().b_free = -act;
    const long long held = 4 * T * rows + 2 * 4 * T + 2 * T * C;
    const long long softmax = x.vocab == ps::vocab_placement::algorithm_2 ? 4 * T * rows : 0;
    const std::vector<ps::vocab_pass_bytes> bytes(4, {held, softmax, 0, held});
    CHECK(x.device_activation_bytes == ps::peak_activation_bytes(s, deltas, bytes));
    // The S bytes are counted: without them every device holds less.
    const std::vector<long long> without = ps::peak_activation_bytes(s, deltas);
    for (std::size_t d = 0; d < without.size(); ++d) CHECK(x.device_activation_bytes[d] > without[d]);
    // So are the end stages': with the blocks' own deltas no device holds more, and (below)
    // some device of some plan holds less (where a device peaks away from its end stage's
    // extra bytes they change nothing).
    const std::vector<long long> without_ends = ps::peak_activation_bytes(s, blocks, bytes);
    for (std::size_t d = 0; d < without_ends.size(); ++d) CHECK(x.device_activation_bytes[d] >= without_ends[d]);
    ends_counted = ends_counted || x.device_activation_bytes != without_ends;
    // Static: each device's blocks and its quarter of both vocabulary tables (the position
    // table beside the first stage, the final LayerNorm beside the last), 18 bytes each.
    for (int d = 0; d < 4; ++d) {
      long long params = 2 * C * rows;
      for (int st = 0; st < s.stages(); ++st)
        if (s.device_of_stage(st) == d) params += x.stage_blocks[static_cast<std::size_t>(st)] * plan::block_params(vocab_heavy_head);
      if (d == s.device_of_stage(0)) params += T * C;
      if (d == s.device_of_stage(s.stages() - 1)) params += 2 * C;
      CHECK(x.device_static_bytes[static_cast<std::size_t>(d)] == 18 * params);
    }
  }
  CHECK(ends_counted);
}

TEST_CASE("a sharded vocabulary fits a cap no unsharded plan fits, and the planner finds it", "[plan][vocab]") {
  const plan::plan_result naive = plan::make_plans(vocab_heavy_request(false));
  const plan::plan_result with = plan::make_plans(vocab_heavy_request(true));
  std::vector<plan::plan_choice> sharded;
  for (const plan::plan_choice& x : with.plans)
    if (ps::is_vocab_parallel(x.vocab)) sharded.push_back(x);
  REQUIRE(!sharded.empty());
  // The naive placement holds the whole embedding on one device and the head on another;
  // sharded, each device holds a quarter of both.
  const long long cap = least_plan_memory(sharded);
  INFO("least sharded " << cap << " B, least unsharded " << least_plan_memory(naive.plans) << " B");
  REQUIRE(cap < least_plan_memory(naive.plans));
  CHECK(plan::make_plans(vocab_heavy_request(false, cap)).plans.empty());
  const plan::plan_result fits = plan::make_plans(vocab_heavy_request(true, cap));
  REQUIRE(!fits.plans.empty());
  for (const plan::plan_choice& x : fits.plans) {
    CHECK(ps::is_vocab_parallel(x.vocab));
    CHECK(x.memory_bytes <= cap);
  }
}

TEST_CASE("vocab_parallel refuses what cannot shard, by name", "[plan][vocab]") {
  plan::plan_request r = vocab_heavy_request(true);
  r.depth = 1;
  CHECK_THROWS_WITH(plan::make_plans(r), Catch::Contains("vocab_parallel") && Catch::Contains("depth of at least 2"));
  r = vocab_heavy_request(true);
  r.devices = 1;
  r.depth = 0;
  CHECK_THROWS_WITH(plan::make_plans(r), Catch::Contains("vocab_parallel"));
  // A profile without the head's timings has no costs for the sharded head.
  r = vocab_heavy_request(true);
  plan::measured_profile prof;
  prof.model = vocab_heavy_head;
  prof.block = {1e-3, 1e-3, 1e-3, 1000, 1000, 0, 0};
  r.profile = prof;
  CHECK_THROWS_WITH(plan::make_plans(r), Catch::Contains("head timings"));
  // With them, the sharded plans are timed from them.
  prof.head = {2e-3, 2e-3, 2e-3, 1000, 1000, 0, 0};
  r.profile = prof;
  const plan::plan_result res = plan::make_plans(r);
  const auto sharded = std::find_if(res.plans.begin(), res.plans.end(),
                                    [](const plan::plan_choice& x) { return x.vocab != ps::vocab_placement::none; });
  REQUIRE(sharded != res.plans.end());
  CHECK(sharded->order_costs.vocab.head_f == Approx(2.0 * sharded->microbatch));  // ms, scaled from b0 = 1
  CHECK(sharded->order_costs.vocab.head_b == Approx(4.0 * sharded->microbatch));
}
