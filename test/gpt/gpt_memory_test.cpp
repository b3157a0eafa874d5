#include "runtime/gpt/gpt_memory.hpp"
#include "runtime/gpt/gpt_stage.hpp"

#include "gpt_pipeline.hpp"

#include <catch2/catch.hpp>

using namespace pipesched::gpt;
using pipesched::runtime::activation_meter;

namespace {
gpt_stage::tensor activation(const gpt_config& c, std::uint64_t seed) {
  const auto v = pipesched::test::random_vector(tensor_sizes{c}.acts(), seed, -1.0, 1.0);
  return gpt_stage::tensor(v.begin(), v.end());
}
}  // namespace

TEST_CASE("each pass moves the meter by exactly the stage's deltas", "[gpt][memory]") {
  // NH·T < 4C (B keeps more gradient than it frees) and NH·T > 4C (B frees more).
  const gpt_config c = GENERATE(parse_gpt_config("layers=3,dim=16,heads=2,seq=8,vocab=32,batch=2"),
                                parse_gpt_config("layers=3,dim=8,heads=4,seq=16,vocab=16,batch=2"));
  const int S = GENERATE(1, 2, 3);
  const gpt_batch batch = synthetic_batch(c, 2, 9);
  test::pipeline p(c, S, batch);
  for (int s = 0; s < S; ++s) {
    INFO(to_string(c) << ", stage " << s << " of " << S);
    gpt_stage& st = p[s];
    activation_meter& m = p.meters[static_cast<std::size_t>(s)];
    const pipesched::memory_deltas d = st.deltas();
    CHECK(d == stage_deltas(c, partition(c, S)[static_cast<std::size_t>(s)]));
    CHECK(d.f_alloc > 0);
    CHECK(d.b_temp >= 0);
    CHECK(d.b_temp >= -d.b_free);  // B's peak is at least where it ends
    const gpt_stage::tensor x = s == 0 ? gpt_stage::tensor{} : activation(c, 1);
    const gpt_stage::tensor dy = s == S - 1 ? gpt_stage::tensor{} : activation(c, 2);

    st.forward(0, x);  // another microbatch in flight: deltas are relative to any live
    const long long before = m.live;
    m.peak = m.live;
    st.forward(1, x);
    CHECK(m.live == before + d.f_alloc);
    CHECK(m.peak == m.live);

    const long long after_f = m.live;
    m.peak = m.live;
    st.backward_input(1, dy);
    CHECK(m.peak == after_f + d.b_temp);
    CHECK(m.live == after_f - d.b_free);

    m.peak = m.live;
    st.backward_weight(1);
    CHECK(m.live == before);
    CHECK(m.peak == after_f - d.b_free);  // W only frees

    st.backward_input(0, dy);
    st.backward_weight(0);
    CHECK(m.live == 0);
  }
}

TEST_CASE("the deltas grow with the layers a stage holds and the head's logits", "[gpt][memory]") {
  const gpt_config c = presets::small;
  const tensor_sizes z{c};
  const auto parts = partition(c, 4);
  const auto middle = stage_deltas(c, parts[1]);
  const auto last = stage_deltas(c, parts[3]);
  const long long f = static_cast<long long>(sizeof(float));
  // Two blocks, each keeping 16 [N, C] activations, 4 row statistics and att.
  CHECK(middle.f_alloc == 2 * f * static_cast<long long>(16 * z.acts() + 4 * z.rows() + z.att()));
  CHECK(last.f_alloc - middle.f_alloc == f * static_cast<long long>(2 * z.acts() + 2 * z.rows() + z.logits()));
  CHECK(stage_deltas(c, parts[0]).f_alloc == middle.f_alloc);  // the embedding keeps no activation
}

TEST_CASE("the deltas count each kept tensor at the backend's storage size", "[gpt][memory]") {
  const gpt_config c = presets::small;
  const tensor_sizes z{c};
  const stage_layers middle = partition(c, 4)[1];  // two blocks
  const auto fp32 = stage_deltas(c, middle);
  CHECK(stage_deltas(c, middle, activation_storage{}) == fp32);  // the default is the host backends'

  // Two-byte elements, four-byte statistics: each block's 16 activations and att at half.
  const auto half = stage_deltas(c, middle, {.element_bytes = 2, .statistic_bytes = 4});
  CHECK(half.f_alloc == 2 * static_cast<long long>(2 * (16 * z.acts() + z.att()) + 4 * 4 * z.rows()));

  // A logsumexp per attention row instead of the probabilities: F keeps, and B frees,
  // T·T - T fewer values a head and sequence, four bytes each.
  const auto lse = stage_deltas(c, middle, {.attention = attention_keeps::logsumexp});
  const long long saved = 2 * 4 * static_cast<long long>(z.att() - z.B * z.NH * z.T);
  CHECK(fp32.f_alloc - lse.f_alloc == saved);
  CHECK(fp32.b_free - lse.b_free == saved);
  CHECK(to_string(attention_keeps::logsumexp) == std::string("logsumexp"));

  // With bf16 elements the logsumexp stays fp32: [B, NH, T] at four bytes, what
  // flash_attention_forward_cuda (kernels/cuda/flash_attention.cuh) writes and its backward reads.
  const auto bf16_lse = stage_deltas(c, middle, {.element_bytes = 2, .statistic_bytes = 4,
                                                 .attention = attention_keeps::logsumexp});
  CHECK(bf16_lse.f_alloc == 2 * (2 * 16 * static_cast<long long>(z.acts()) +
                                 4 * static_cast<long long>(z.B * z.NH * z.T) + 4 * 4 * static_cast<long long>(z.rows())));
}
