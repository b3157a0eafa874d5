// basic_gpt_stage as a runtime::recomputing_stage, driven by hand (no schedule):
// forward_checkpointed(j, x) keeps only the stage's input (deltas().f_input bytes) and
// goes at most f_checkpoint_temp above that while it runs; recompute(j) allocates
// f_alloc - f_input more, never more than that at any point, and rebuilds what forward
// keeps so exactly that B and W give the same gradients bit for bit; the first stage keeps
// nothing and re-reads its tokens. fp32 and bf16 storage, every kind of stage (with the
// embedding, middle, with the head, the whole model).
#include "runtime/gpt/gpt_memory.hpp"
#include "runtime/gpt/gpt_stage.hpp"

#include "gpt_pipeline.hpp"

#include <catch2/catch.hpp>

#include <cstring>

using namespace pipesched::gpt;
using Catch::Matchers::Contains;

namespace {

bool bit_identical(const std::map<std::string, std::vector<double>>& a,
                   const std::map<std::string, std::vector<double>>& b) {
  if (a.size() != b.size()) return false;
  for (const auto& [name, v] : a) {
    const auto it = b.find(name);
    if (it == b.end() || it->second.size() != v.size() ||
        std::memcmp(it->second.data(), v.data(), v.size() * sizeof(double)) != 0)
      return false;
  }
  return true;
}

// One iteration by hand: every F of every stage first (all microbatches in flight, as a
// flushed schedule's warm-up at its deepest), then the backwards. With `recompute` each F
// is checkpointed and each B follows its R; the meters are checked against the deltas at
// every pass.
template <class Stage>
void run(test::basic_pipeline<Stage>& p, int m, bool recompute) {
  const int S = p.size();
  std::vector<typename Stage::tensor> x(static_cast<std::size_t>(m));
  for (int j = 0; j < m; ++j)
    for (int s = 0; s < S; ++s) {
      INFO("F(" << s << ", " << j << ")");
      auto& meter = p.meters[static_cast<std::size_t>(s)];
      const pipesched::memory_deltas d = p[s].deltas();
      const long long before = meter.live;
      meter.peak = meter.live;
      auto& xj = x[static_cast<std::size_t>(j)];
      if (recompute) {
        xj = p[s].forward_checkpointed(j, xj);
        CHECK(meter.live == before + d.f_input);
        CHECK(meter.peak == before + d.f_input + d.f_checkpoint_temp);
      } else {
        xj = p[s].forward(j, xj);
        CHECK(meter.live == before + d.f_alloc);
      }
    }
  for (int j = 0; j < m; ++j) {
    typename Stage::tensor dy;
    for (int s = S - 1; s >= 0; --s) {
      INFO("B(" << s << ", " << j << ")");
      auto& meter = p.meters[static_cast<std::size_t>(s)];
      const pipesched::memory_deltas d = p[s].deltas();
      if (recompute) {
        const long long before = meter.live;
        meter.peak = meter.live;
        p[s].recompute(j);
        CHECK(meter.live == before + d.f_alloc - d.f_input);
        CHECK(meter.peak == meter.live);  // R only allocates
      }
      const long long before_b = meter.live;
      meter.peak = meter.live;
      dy = p[s].backward_input(j, dy);
      CHECK(meter.peak == before_b + d.b_temp);
      CHECK(meter.live == before_b - d.b_free);
      p[s].backward_weight(j);
    }
  }
  for (int s = 0; s < S; ++s) CHECK(p.meters[static_cast<std::size_t>(s)].live == 0);
}

}  // namespace

TEMPLATE_TEST_CASE("a checkpointed F keeps its input and recompute rebuilds the gradients bit for bit",
                   "[gpt][recompute]", gpt_stage, gpt_bf16_stage) {
  // NH·T < 4C and NH·T > 4C; one and two blocks a stage.
  const gpt_config c = GENERATE(parse_gpt_config("layers=4,dim=16,heads=2,seq=8,vocab=32,batch=2"),
                                parse_gpt_config("layers=3,dim=8,heads=4,seq=16,vocab=16,batch=2"));
  const int S = GENERATE(1, 2, 3, 4);
  if (S > c.layers) return;
  constexpr int m = 3;
  INFO(to_string(c) << ", " << S << " stages");
  const gpt_batch batch = synthetic_batch(c, m, 7);
  test::basic_pipeline<TestType> plain(c, S, batch);
  run(plain, m, false);
  test::basic_pipeline<TestType> p(c, S, batch);
  run(p, m, true);
  CHECK(bit_identical(p.grads(), plain.grads()));
  CHECK(p[S - 1].losses() == plain[S - 1].losses());
  for (int s = 0; s < S; ++s) {
    INFO("stage " << s);
    const pipesched::memory_deltas d = p[s].deltas();
    CHECK(d == stage_deltas(c, partition(c, S)[static_cast<std::size_t>(s)], TestType::backend_type::storage));
    CHECK(d.f_input == (s == 0 ? 0 : static_cast<long long>(tensor_sizes{c}.acts()) * TestType::backend_type::storage.element_bytes));
    CHECK(d.f_input + d.f_checkpoint_temp > 0);
  }
}

TEST_CASE("a checkpointed F of a middle stage holds its input plus one block at most", "[gpt][recompute]") {
  // Counted from the tensors (an independent tally, not stage_deltas' replay): a middle
  // stage of two blocks keeps its input [N, C]; while block 0 runs it holds that input,
  // block 1's input and block 0's 15 [N, C] activations, 4 row statistics and att, the same
  // as block 1 with the input and its own input: one block's f_alloc share.
  const gpt_config c = presets::small;
  const tensor_sizes z{c};
  const auto parts = partition(c, 4);
  REQUIRE(parts[1].blocks() == 2);
  const long long f = 4, NC = f * static_cast<long long>(z.acts()), N = f * static_cast<long long>(z.rows()),
                  A = f * static_cast<long long>(z.att()), NV = f * static_cast<long long>(z.logits());
  const auto middle = stage_deltas(c, parts[1]);
  CHECK(middle.f_input == NC);
  CHECK(middle.f_checkpoint_temp == 16 * NC + 4 * N + A);
  CHECK(middle.f_input + middle.f_checkpoint_temp < middle.f_alloc);  // two blocks: about half

  // The first stage keeps nothing: its input is the embedding of tokens it reads again.
  const auto first = stage_deltas(c, parts[0]);
  CHECK(first.f_input == 0);
  CHECK(first.f_checkpoint_temp == 17 * NC + 4 * N + A);  // block 0's input is a transient

  // The last: its block 1 runs beside the input, its own input and ln_f's input; the head
  // (ln_f's input and output, two statistics, the logits) comes after the blocks have gone.
  const auto last = stage_deltas(c, parts[3]);
  CHECK(last.f_input == NC);
  CHECK(last.f_checkpoint_temp == std::max(17 * NC + 4 * N + A, 2 * NC + 2 * N + NV));
}

TEST_CASE("recompute out of order is an error naming stage and microbatch", "[gpt][recompute]") {
  const gpt_config c = parse_gpt_config("tiny,layers=3,dim=8,heads=2,seq=4,vocab=16,batch=2");
  const gpt_batch batch = synthetic_batch(c, 2, 5);
  test::pipeline p(c, 3, batch);
  CHECK_THROWS_WITH(p[0].recompute(0), Contains("stage 0: R(0)") && Contains("needs a checkpointed F"));
  const auto x = p[0].forward(0, {});
  CHECK_THROWS_WITH(p[0].recompute(0), Contains("needs a checkpointed F"));  // F kept everything
  const auto x1 = p[0].forward_checkpointed(1, {});
  CHECK_THROWS_WITH(p[0].forward_checkpointed(1, {}), Contains("F(1) runs once per iteration"));
  CHECK_THROWS_WITH(p[0].backward_input(1, {}), Contains("B(1) needs its recompute first"));
  CHECK_THROWS_WITH(p[0].offload(1, 1.0), Contains("offload(1) needs its recompute first"));
  p[0].recompute(1);
  CHECK_THROWS_WITH(p[0].recompute(1), Contains("needs a checkpointed F"));
  CHECK_THROWS_AS(p[1].forward_checkpointed(0, {}), std::invalid_argument);  // a middle stage needs its input
}

TEST_CASE("a recomputed microbatch can be offloaded after its R like any other", "[gpt][recompute]") {
  // Not what a schedule does (a recomputed pair is never offloaded), but the state after R
  // is forward's: the same f_alloc bytes, in the same buffers.
  const gpt_config c = parse_gpt_config("tiny,layers=2,dim=8,heads=2,seq=4,vocab=16,batch=2");
  const gpt_batch batch = synthetic_batch(c, 1, 5);
  test::pipeline p(c, 2, batch);
  const auto x = p[0].forward_checkpointed(0, {});
  p[1].forward_checkpointed(0, x);
  p[1].recompute(0);
  p[1].offload(0, 1.0);
  CHECK(p.meters[1].live == 0);
  p[1].reload(0);
  CHECK(p.meters[1].live == p[1].deltas().f_alloc);
}
