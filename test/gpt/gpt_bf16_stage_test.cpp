// The stage with bf16 storage (gpt_bf16_stage): activations, their gradients and the
// weights' working copy in bf16, statistics, losses and gradients in fp32.
//
// What it must equal: the unpipelined model run with the same bf16 storage
// (reference_step_stored<bf16>). Each op rounds its output once and a row's result does
// not depend on its neighbours, so every activation is the same bf16 value in both: the
// losses are equal to the bit and the gradients differ only by the order W sums the
// microbatches in (the fp32 tolerance, 1e-5). Against the fp32 model they differ by
// bf16's rounding, which must show (else bf16 was not in effect) yet stay small.
#include "runtime/gpt/gpt_memory.hpp"
#include "runtime/gpt/gpt_reference.hpp"
#include "runtime/gpt/gpt_stage.hpp"

#include "gpt_pipeline.hpp"

#include <catch2/catch.hpp>

#include <cmath>

using namespace pipesched::gpt;
using pipesched::kernels::bf16;
using pipesched::runtime::activation_meter;

namespace {
const gpt_config config = parse_gpt_config("tiny,layers=4,dim=16,heads=2,seq=8,vocab=32,batch=2");
constexpr int microbatches = 3;
constexpr activation_storage bf16_storage{.element_bytes = 2, .statistic_bytes = 4};

// Every F in stage order, then B in reverse stage order and W right after each B.
template <class Stage>
void run_by_hand(test::basic_pipeline<Stage>& p) {
  const int S = p.size();
  std::vector<typename Stage::tensor> x(microbatches);
  for (int j = 0; j < microbatches; ++j)
    for (int s = 0; s < S; ++s) x[static_cast<std::size_t>(j)] = p[s].forward(j, x[static_cast<std::size_t>(j)]);
  for (int j = 0; j < microbatches; ++j) {
    typename Stage::tensor dy;
    for (int s = S - 1; s >= 0; --s) {
      dy = p[s].backward_input(j, dy);
      p[s].backward_weight(j);
    }
  }
}

typename gpt_bf16_stage::tensor activation(const gpt_config& c, std::uint64_t seed) {
  gpt_bf16_stage::tensor t;
  for (double v : pipesched::test::random_vector(tensor_sizes{c}.acts(), seed, -1.0, 1.0))
    t.push_back(bf16(static_cast<float>(v)));
  return t;
}
}  // namespace

TEST_CASE("bf16 stages give the bf16 reference's losses to the bit and its gradients to reduction order",
          "[gpt][stage][bf16]") {
  const gpt_batch batch = synthetic_batch(config, microbatches, 4);
  auto whole = make_params<float>(config, whole_model(config), 1);
  test::perturb(whole);
  const reference_result ref = reference_step_stored<bf16>(whole, batch);
  std::map<std::string, std::vector<double>> expected;
  test::collect(expected, whole, true);
  const reference_result ref32 = reference_step(whole, batch);
  std::map<std::string, std::vector<double>> expected32;
  test::collect(expected32, whole, true);

  const int S = GENERATE(1, 2, 4);
  INFO(S << " stages");
  test::basic_pipeline<gpt_bf16_stage> p(config, S, batch);
  run_by_hand(p);
  const std::vector<double>& losses = p[S - 1].losses();
  REQUIRE(losses.size() == static_cast<std::size_t>(microbatches));
  for (int j = 0; j < microbatches; ++j) {
    const double loss = losses[static_cast<std::size_t>(j)], loss32 = ref32.losses[static_cast<std::size_t>(j)];
    CHECK(loss == ref.losses[static_cast<std::size_t>(j)]);
    CHECK(std::abs(loss - loss32) <= 2e-2 * std::abs(loss32));  // bf16 storage, not another model
  }
  CHECK(test::compare(p.grads(), expected, 1e-5) == "");
  CHECK_FALSE(test::compare(p.grads(), expected32, 1e-5) == "");  // bf16 rounding shows against fp32
  CHECK(test::compare(p.grads(), expected32, 5e-2) == "");
  for (const activation_meter& m : p.meters) CHECK(m.live == 0);
}

TEST_CASE("each bf16 pass moves the meter by the deltas of 2-byte elements and 4-byte statistics",
          "[gpt][memory][bf16]") {
  const gpt_config c = GENERATE(parse_gpt_config("layers=3,dim=16,heads=2,seq=8,vocab=32,batch=2"),
                                parse_gpt_config("layers=3,dim=8,heads=4,seq=16,vocab=16,batch=2"));
  const int S = GENERATE(1, 3);
  const gpt_batch batch = synthetic_batch(c, 2, 9);
  test::basic_pipeline<gpt_bf16_stage> p(c, S, batch);
  for (int s = 0; s < S; ++s) {
    INFO(to_string(c) << ", stage " << s << " of " << S);
    gpt_bf16_stage& st = p[s];
    activation_meter& m = p.meters[static_cast<std::size_t>(s)];
    const stage_layers layers = partition(c, S)[static_cast<std::size_t>(s)];
    const pipesched::memory_deltas d = st.deltas();
    CHECK(d == stage_deltas(c, layers, bf16_storage));
    CHECK(d.f_alloc < stage_deltas(c, layers).f_alloc);  // not fp32's bytes
    const auto x = s == 0 ? gpt_bf16_stage::tensor{} : activation(c, 1);
    const auto dy = s == S - 1 ? gpt_bf16_stage::tensor{} : activation(c, 2);

    st.forward(0, x);
    const long long before = m.live;
    m.peak = m.live;
    st.forward(1, x);
    CHECK(m.live == before + d.f_alloc);
    const long long after_f = m.live;
    m.peak = m.live;
    st.backward_input(1, dy);
    CHECK(m.peak == after_f + d.b_temp);
    CHECK(m.live == after_f - d.b_free);
    st.backward_weight(1);
    CHECK(m.live == before);
    st.backward_input(0, dy);
    st.backward_weight(0);
    CHECK(m.live == 0);
  }
}

TEST_CASE("a bf16 stage reads the master weights as of its last set_batch", "[gpt][stage][bf16]") {
  const gpt_batch batch = synthetic_batch(config, microbatches, 4);
  test::basic_pipeline<gpt_bf16_stage> p(config, 1, batch);
  run_by_hand(p);
  const std::vector<double> before = p[0].losses();
  // An optimizer step or a resume changes the fp32 master values between iterations.
  p.params[0].for_each([](parameter<float>& q) {
    for (float& v : q.value) v *= 1.5f;
  });
  p.params[0].zero_grad();
  p[0].set_batch(&batch);
  run_by_hand(p);
  test::basic_pipeline<gpt_bf16_stage> fresh(config, 1, batch);
  fresh.params[0].for_each([](parameter<float>& q) {
    for (float& v : q.value) v *= 1.5f;
  });
  fresh[0].set_batch(&batch);  // its working copy from the scaled values
  run_by_hand(fresh);
  CHECK(p[0].losses() != before);
  CHECK(p[0].losses() == fresh[0].losses());
  CHECK(test::compare(p.grads(), fresh.grads(), 0.0) == "");
}
