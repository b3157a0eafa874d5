// Every op with bf16 storage against its float reference on the same bf16-rounded inputs.
//
// The tolerance, derived: bf16 keeps 8 significant bits, so rounding a value to nearest
// even errs by at most u = 2^-8 of it. Both runs read the same values (the float run gets
// the bf16 inputs widened) and compute in float in the same order, so a bf16 output that
// is rounded once differs from the float one by at most u·|r|: rtol = 2^-8, atol = 0.
// Outputs that stay float (parameter gradients, LayerNorm's mean and rstd, the losses)
// are the same float arithmetic on the same values, so they are equal. Attention's
// output is the one place where a stored value feeds a later sum: it reads the bf16
// probabilities, each within u·a of the float one, so Σ a·v moves by at most
// u·Σ|a|·|v| <= u·max|v| (the probabilities sum to 1) on top of its own rounding:
// atol = u·max|v|, rtol = u. An op that accumulated in bf16 (rounding every partial sum)
// would miss these bounds by a factor of about the number of terms.
#include <kernels/attention.hpp>
#include <kernels/cross_entropy.hpp>
#include <kernels/embedding.hpp>
#include <kernels/gelu.hpp>
#include <kernels/layernorm.hpp>
#include <kernels/linear.hpp>
#include <kernels/residual.hpp>
#include <kernels/storage.hpp>

#include "gradcheck.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <vector>

using namespace pipesched::kernels;
using namespace pipesched::test;

namespace {
constexpr double u = 0x1p-8;  // bf16's unit roundoff

// A random input in bf16, and the same values as floats for the reference.
struct rounded {
  std::vector<bf16> h;
  std::vector<float> f;
};
rounded random_rounded(std::size_t n, std::uint64_t seed, double lo = -1.0, double hi = 1.0) {
  rounded r;
  for (double x : random_vector(n, seed, lo, hi)) {
    r.h.push_back(bf16(static_cast<float>(x)));
    r.f.push_back(static_cast<float>(r.h.back()));
  }
  return r;
}
std::vector<float> widened(const std::vector<bf16>& h) {
  std::vector<float> f;
  for (bf16 x : h) f.push_back(static_cast<float>(x));
  return f;
}
std::vector<bf16> nan_bf16(std::size_t n) { return std::vector<bf16>(n, bf16::from_bits(0x7fc0)); }
std::vector<float> nan_float(std::size_t n) { return std::vector<float>(n, std::nanf("")); }
double max_abs(const std::vector<float>& x) {
  double m = 0;
  for (float v : x) m = std::max(m, static_cast<double>(std::abs(v)));
  return m;
}
}  // namespace

TEST_CASE("bf16 working copies round each fp32 master value to nearest even", "[kernels][bf16]") {
  std::vector<float> master;
  for (double x : random_vector(1000, 9, -3.0, 3.0)) master.push_back(static_cast<float>(x));
  std::vector<bf16> copy(master.size());
  to_storage(copy.data(), master.data(), master.size());
  for (std::size_t i = 0; i < master.size(); ++i) {
    INFO("index " << i);
    CHECK(copy[i] == bf16(master[i]));
    CHECK(std::abs(static_cast<double>(static_cast<float>(copy[i])) - master[i]) <= u * std::abs(master[i]));
  }
  std::vector<float> same(master.size());
  to_storage(same.data(), master.data(), master.size());
  CHECK(same == master);  // float storage: the values themselves
}

TEST_CASE("bf16 linear matches the float reference within one rounding", "[kernels][linear][bf16]") {
  constexpr std::size_t N = 11, C = 64, OC = 48;  // a full row tile and a tail
  const auto inp = random_rounded(N * C, 1), W = random_rounded(OC * C, 2), b = random_rounded(OC, 3),
             dout = random_rounded(N * OC, 4);
  auto out = nan_bf16(N * OC);
  auto ref = nan_float(N * OC);
  linear_forward_reference(out.data(), inp.h.data(), W.h.data(), b.h.data(), N, C, OC);
  linear_forward_reference(ref.data(), inp.f.data(), W.f.data(), b.f.data(), N, C, OC);
  CHECK(first_mismatch(widened(out), ref, 0.0, u) == "");

  auto dinp = nan_bf16(N * C);
  auto dinp_ref = nan_float(N * C);
  linear_backward_input_reference(dinp.data(), dout.h.data(), W.h.data(), N, C, OC);
  linear_backward_input_reference(dinp_ref.data(), dout.f.data(), W.f.data(), N, C, OC);
  CHECK(first_mismatch(widened(dinp), dinp_ref, 0.0, u) == "");

  std::vector<float> dW(OC * C, 0.5f), db(OC, 0.5f), dW_ref = dW, db_ref = db;
  linear_backward_weight_reference(dW.data(), db.data(), dout.h.data(), inp.h.data(), N, C, OC);
  linear_backward_weight_reference(dW_ref.data(), db_ref.data(), dout.f.data(), inp.f.data(), N, C, OC);
  CHECK(dW == dW_ref);  // float gradients: the same float sums
  CHECK(db == db_ref);
}

TEST_CASE("bf16 layernorm matches the float reference within one rounding", "[kernels][layernorm][bf16]") {
  constexpr std::size_t N = 7, C = 96;
  const auto x = random_rounded(N * C, 1, -2.0, 3.0), w = random_rounded(C, 2, 0.5, 1.5), b = random_rounded(C, 3),
             dout = random_rounded(N * C, 4), dx0 = random_rounded(N * C, 5);
  auto out = nan_bf16(N * C);
  auto ref = nan_float(N * C);
  std::vector<float> mean(N), rstd(N), mean_ref(N), rstd_ref(N);
  layernorm_forward(out.data(), mean.data(), rstd.data(), x.h.data(), w.h.data(), b.h.data(), N, C);
  layernorm_forward(ref.data(), mean_ref.data(), rstd_ref.data(), x.f.data(), w.f.data(), b.f.data(), N, C);
  CHECK(first_mismatch(widened(out), ref, 0.0, u) == "");
  CHECK(mean == mean_ref);  // statistics stay float
  CHECK(rstd == rstd_ref);

  // B accumulates into dinp: the old value plus the share, rounded once.
  auto dinp = dx0.h;
  auto dinp_ref = dx0.f;
  layernorm_backward_input(dinp.data(), dout.h.data(), x.h.data(), w.h.data(), mean.data(), rstd.data(), N, C);
  layernorm_backward_input(dinp_ref.data(), dout.f.data(), x.f.data(), w.f.data(), mean_ref.data(), rstd_ref.data(),
                           N, C);
  CHECK(first_mismatch(widened(dinp), dinp_ref, 0.0, u) == "");

  std::vector<float> dw(C, 0.25f), db(C, 0.25f), dw_ref = dw, db_ref = db;
  layernorm_backward_weight(dw.data(), db.data(), dout.h.data(), x.h.data(), mean.data(), rstd.data(), N, C);
  layernorm_backward_weight(dw_ref.data(), db_ref.data(), dout.f.data(), x.f.data(), mean_ref.data(),
                            rstd_ref.data(), N, C);
  CHECK(dw == dw_ref);
  CHECK(db == db_ref);
}

TEST_CASE("bf16 attention matches the float reference within the bound its stored probabilities allow",
          "[kernels][attention][bf16]") {
  constexpr std::size_t B = 2, T = 9, C = 32, NH = 4;
  const auto qkv = random_rounded(B * T * 3 * C, 1, -2.0, 2.0), dout = random_rounded(B * T * C, 2);
  auto out = nan_bf16(B * T * C), att = nan_bf16(B * NH * T * T);
  auto out_ref = nan_float(B * T * C), att_ref = nan_float(B * NH * T * T);
  attention_forward(out.data(), att.data(), qkv.h.data(), B, T, C, NH);
  attention_forward(out_ref.data(), att_ref.data(), qkv.f.data(), B, T, C, NH);
  CHECK(first_mismatch(widened(att), att_ref, 0.0, u) == "");
  CHECK(first_mismatch(widened(out), out_ref, u * max_abs(qkv.f), u) == "");

  // B from the same stored probabilities on both sides: one rounding of a float sum.
  const std::vector<float> att_f = widened(att);
  auto dqkv = nan_bf16(B * T * 3 * C);
  auto dqkv_ref = nan_float(B * T * 3 * C);
  attention_backward_input(dqkv.data(), dout.h.data(), qkv.h.data(), att.data(), B, T, C, NH);
  attention_backward_input(dqkv_ref.data(), dout.f.data(), qkv.f.data(), att_f.data(), B, T, C, NH);
  CHECK(first_mismatch(widened(dqkv), dqkv_ref, 0.0, u) == "");
}

TEST_CASE("bf16 cross-entropy matches the float reference within one rounding", "[kernels][cross_entropy][bf16]") {
  constexpr std::size_t N = 6, V = 50;
  const auto logits = random_rounded(N * V, 1, -4.0, 4.0);
  const std::vector<int> targets = random_tokens(N, static_cast<int>(V), 2);
  auto probs = logits.h;  // in place, as the stage runs it
  auto probs_ref = logits.f;
  std::vector<float> losses(N), losses_ref(N);
  cross_entropy_forward(losses.data(), probs.data(), probs.data(), targets.data(), N, V);
  cross_entropy_forward(losses_ref.data(), probs_ref.data(), probs_ref.data(), targets.data(), N, V);
  CHECK(first_mismatch(widened(probs), probs_ref, 0.0, u) == "");
  CHECK(losses == losses_ref);  // the losses stay float

  const std::vector<float> probs_f = widened(probs);
  auto dlogits = probs;  // in place again
  auto dlogits_ref = probs_f;
  cross_entropy_backward_input(dlogits.data(), dlogits.data(), targets.data(), 1.0f / N, N, V);
  cross_entropy_backward_input(dlogits_ref.data(), dlogits_ref.data(), targets.data(), 1.0f / N, N, V);
  CHECK(first_mismatch(widened(dlogits), dlogits_ref, 0.0, u) == "");
}

TEST_CASE("bf16 embedding, gelu and residual match the float reference within one rounding",
          "[kernels][embedding][gelu][residual][bf16]") {
  constexpr std::size_t B = 2, T = 5, C = 16, V = 11, N = B * T * C;
  const auto wte = random_rounded(V * C, 1), wpe = random_rounded(T * C, 2), dout = random_rounded(N, 3),
             a = random_rounded(N, 4, -3.0, 3.0), b = random_rounded(N, 5);
  const std::vector<int> tokens = random_tokens(B * T, static_cast<int>(V), 6);

  auto out = nan_bf16(N);
  auto ref = nan_float(N);
  embedding_forward(out.data(), tokens.data(), wte.h.data(), wpe.h.data(), B, T, C);
  embedding_forward(ref.data(), tokens.data(), wte.f.data(), wpe.f.data(), B, T, C);
  CHECK(first_mismatch(widened(out), ref, 0.0, u) == "");
  std::vector<float> dwte(V * C, 0.0f), dwpe(T * C, 0.0f), dwte_ref = dwte, dwpe_ref = dwpe;
  embedding_backward_weight(dwte.data(), dwpe.data(), dout.h.data(), tokens.data(), B, T, C);
  embedding_backward_weight(dwte_ref.data(), dwpe_ref.data(), dout.f.data(), tokens.data(), B, T, C);
  CHECK(dwte == dwte_ref);
  CHECK(dwpe == dwpe_ref);

  gelu_forward(out.data(), a.h.data(), N);
  gelu_forward(ref.data(), a.f.data(), N);
  CHECK(first_mismatch(widened(out), ref, 0.0, u) == "");
  gelu_backward_input(out.data(), dout.h.data(), a.h.data(), N);
  gelu_backward_input(ref.data(), dout.f.data(), a.f.data(), N);
  CHECK(first_mismatch(widened(out), ref, 0.0, u) == "");

  residual_forward(out.data(), a.h.data(), b.h.data(), N);
  residual_forward(ref.data(), a.f.data(), b.f.data(), N);
  CHECK(first_mismatch(widened(out), ref, 0.0, u) == "");
  auto da = nan_bf16(N), db = nan_bf16(N);
  residual_backward_input(da.data(), db.data(), dout.h.data(), N);
  CHECK(da == dout.h);  // copies, bit for bit
  CHECK(db == dout.h);
}
