#include "runtime/gpt/vocab_passes.hpp"

#include "runtime/gpt/gpt_reference.hpp"
#include "runtime/gpt/vocab_memory.hpp"

#include "gpt_test_util.hpp"
#include "vocab_test_util.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <cstring>
#include <map>
#include <mutex>

using namespace pipesched::gpt;
using pipesched::runtime::activation_meter;

namespace {
// vocab 23: not divisible by 2, 3, 4 or 5.
const gpt_config config = parse_gpt_config("layers=1,dim=8,heads=2,seq=4,vocab=23,batch=2");
constexpr int microbatches = 2;

// What the sharded head gives, gathered: each microbatch's mean loss and the gradient of
// the last block's output after ln_f (dX), and lm_head.weight's gradient.
struct head_result {
  std::vector<double> losses;
  std::vector<std::vector<float>> dx;  // [j]
  std::vector<float> dw;               // [V, C], gathered from the shards
  long long live_after = 0;            // the most any device's meter held at the end
};

// The last stage's X of every microbatch (the unpipelined model's ln_f output).
std::vector<std::vector<float>> head_inputs(const gpt_params<float>& whole, const gpt_batch& batch) {
  std::vector<std::vector<float>> xs;
  detail::reference_acts<float, float> acts;
  for (int j = 0; j < batch.microbatches; ++j) {
    detail::reference_forward(whole, batch, j, acts);
    xs.push_back(acts.ln_f);
  }
  return xs;
}

// The output layer sharded over p device threads, run as a schedule would: broadcast X from
// the last device, S, the statistics' all-reduce, T, the reduction of dX and of the losses
// to the last device.
head_result sharded_head(const gpt_params<float>& whole, const gpt_batch& batch,
                         const std::vector<std::vector<float>>& xs, int p) {
  const std::size_t N = tensor_sizes{config}.rows(), C = tensor_sizes{config}.C;
  const float scale = 1.0f / static_cast<float>(static_cast<std::size_t>(batch.microbatches) * N);
  head_result r{std::vector<double>(static_cast<std::size_t>(batch.microbatches)),
                std::vector<std::vector<float>>(static_cast<std::size_t>(batch.microbatches)),
                std::vector<float>(whole.lm_head_weight.size())};
  std::mutex gather;
  parameter<float> wte = whole.wte, head_w = whole.lm_head_weight;  // gradients zero
  test::run_devices(p, [&](int d, collectives& group) {
    vocab_shard_params<float> shard = shard_vocab_params(whole, whole, vocab_shard(config.vocab, d, p));
    activation_meter meter;
    vocab_output_shard<float> head(shard, meter);
    const int last = p - 1;
    for (int j = 0; j < batch.microbatches; ++j) {
      std::vector<float> x = d == last ? xs[static_cast<std::size_t>(j)] : std::vector<float>(N * C);
      group.broadcast(x.data(), x.size(), last);
      softmax_stats<float>& stats = head.forward(j, x.data());
      all_reduce_softmax_stats(group, stats);
      std::vector<float> losses(N), dx(N * C);
      head.backward(j, batch.targets_of(config, j), scale, losses.data(), dx.data());
      group.reduce(dx.data(), dx.size(), reduce_op::sum, last);
      group.reduce(losses.data(), losses.size(), reduce_op::sum, last);
      if (d == last) {
        double sum = 0;  // as the stage's mean_loss: positions in order, in double
        for (float l : losses) sum += l;
        r.losses[static_cast<std::size_t>(j)] = sum / static_cast<double>(N);
        r.dx[static_cast<std::size_t>(j)] = dx;
      }
    }
    std::lock_guard lock(gather);
    r.live_after = std::max(r.live_after, meter.live);
    gather_vocab_grads(shard, wte, head_w);
  });
  r.dw = head_w.grad;
  return r;
}

// The unsharded head's dX of microbatch j: the unpipelined model's own ops on its probs.
std::vector<float> unsharded_dx(const gpt_params<float>& whole, const gpt_batch& batch, int j) {
  using namespace pipesched::kernels;
  const std::size_t N = tensor_sizes{config}.rows(), C = tensor_sizes{config}.C, V = tensor_sizes{config}.V;
  pipesched::gpt::detail::reference_acts<float, float> acts;
  pipesched::gpt::detail::reference_forward(whole, batch, j, acts);
  std::vector<float> dlogits(N * V), dx(N * C);
  const float scale = 1.0f / static_cast<float>(static_cast<std::size_t>(batch.microbatches) * N);
  cross_entropy_backward_input(dlogits.data(), acts.probs.data(), batch.targets_of(config, j), scale, N, V);
  linear_backward_input_reference(dx.data(), dlogits.data(), whole.lm_head_weight.value.data(), N, C, V);
  return dx;
}

bool same_bits(const std::vector<float>& a, const std::vector<float>& b) {
  return a.size() == b.size() && std::memcmp(a.data(), b.data(), a.size() * sizeof(float)) == 0;
}

std::string relative_mismatch(const std::vector<float>& actual, const std::vector<float>& expected, double rtol) {
  return test::compare({{"t", {actual.begin(), actual.end()}}}, {{"t", {expected.begin(), expected.end()}}}, rtol);
}
}  // namespace

TEST_CASE("the sharded output layer gives the unpipelined model's loss, dX and dW", "[gpt][vocab]") {
  const int p = GENERATE(1, 2, 3, 4, 5);
  INFO("p = " << p);
  auto whole = make_params<float>(config, whole_model(config), 5);
  for (float& w : whole.lm_head_weight.value) w *= 20;  // logits of order 1: a real softmax
  const gpt_batch batch = test::random_batch(config, microbatches, 7);
  auto reference = whole;
  const reference_result ref = reference_step(reference, batch);
  const head_result got = sharded_head(whole, batch, head_inputs(whole, batch), p);
  CHECK(got.live_after == 0);

  for (int j = 0; j < microbatches; ++j) {
    INFO("microbatch " << j);
    const std::vector<float> dx = unsharded_dx(whole, batch, j);
    if (p == 1) {  // one shard is the unsharded head, op for op
      CHECK(got.losses[static_cast<std::size_t>(j)] == ref.losses[static_cast<std::size_t>(j)]);
      CHECK(same_bits(got.dx[static_cast<std::size_t>(j)], dx));
    } else {
      CHECK(got.losses[static_cast<std::size_t>(j)] == Approx(ref.losses[static_cast<std::size_t>(j)]).epsilon(1e-6));
      CHECK(relative_mismatch(got.dx[static_cast<std::size_t>(j)], dx, 1e-6) == "");
    }
  }
  if (p == 1) CHECK(same_bits(got.dw, reference.lm_head_weight.grad));
  else CHECK(relative_mismatch(got.dw, reference.lm_head_weight.grad, 1e-6) == "");
}

TEST_CASE("the sharded output layer gives the same bits run after run on CPU threads", "[gpt][vocab]") {
  auto whole = make_params<float>(config, whole_model(config), 5);
  for (float& w : whole.lm_head_weight.value) w *= 20;
  const gpt_batch batch = test::random_batch(config, microbatches, 8);
  const auto xs = head_inputs(whole, batch);
  const head_result first = sharded_head(whole, batch, xs, 4);
  for (int run = 0; run < 3; ++run) {
    const head_result again = sharded_head(whole, batch, xs, 4);
    CHECK(again.losses == first.losses);
    CHECK(same_bits(again.dw, first.dw));
    for (int j = 0; j < microbatches; ++j)
      CHECK(same_bits(again.dx[static_cast<std::size_t>(j)], first.dx[static_cast<std::size_t>(j)]));
  }
}

TEST_CASE("the sharded output layer's dX and dW match central finite differences", "[gpt][vocab]") {
  // Tiny, in double: N = 3 positions, C = 4, V = 7 over 3 shards (3, 2, 2 tokens).
  const gpt_config c = parse_gpt_config("layers=1,dim=4,heads=1,seq=3,vocab=7,batch=1");
  const std::size_t N = 3, C = 4;
  const int p = 3;
  std::vector<double> x = pipesched::test::random_vector(N * C, 21, -1, 1);
  auto whole = make_params<double>(c, whole_model(c), 2);
  whole.lm_head_weight.value = pipesched::test::random_vector(whole.lm_head_weight.size(), 22, -1, 1);
  const std::vector<int> targets = {0, 4, 6};  // one in each shard
  const double scale = 1.0 / static_cast<double>(N);

  // The device passes in turn, with the collectives done by hand (max, rescale, sum in
  // device order), in double. Returns the loss; grads and dx when asked.
  std::vector<vocab_shard_params<double>> shards;
  for (int d = 0; d < p; ++d) shards.push_back(shard_vocab_params(whole, whole, vocab_shard(c.vocab, d, p)));
  auto run = [&](std::vector<double>* dx) {
    activation_meter meter;
    std::vector<vocab_output_shard<double>> heads;
    for (auto& s : shards) {
      s.zero_grad();
      heads.emplace_back(s, meter);
    }
    std::vector<softmax_stats<double>*> stats;
    for (auto& h : heads) stats.push_back(&h.forward(0, x.data()));
    for (std::size_t n = 0; n < N; ++n) {
      double M = stats[0]->max.data()[n];
      for (auto* s : stats) M = std::max(M, s->max.data()[n]);
      double S = 0;
      for (auto* s : stats) S += s->sumexp.data()[n] * std::exp(s->max.data()[n] - M);
      for (auto* s : stats) s->max.data()[n] = M, s->sumexp.data()[n] = S;
    }
    double loss = 0;
    if (dx) dx->assign(N * C, 0.0);
    for (auto& h : heads) {
      std::vector<double> losses(N), part(N * C);
      h.backward(0, targets.data(), scale, losses.data(), part.data());
      for (double l : losses) loss += scale * l;
      if (dx)
        for (std::size_t i = 0; i < part.size(); ++i) (*dx)[i] += part[i];
    }
    return loss;
  };

  std::vector<double> dx;
  const double loss = run(&dx);
  // The loss itself is the unsharded cross-entropy's.
  {
    std::vector<double> logits(N * 7), probs(N * 7), losses(N);
    pipesched::kernels::linear_forward_reference(logits.data(), x.data(), whole.lm_head_weight.value.data(), nullptr, N, C,
                                                 std::size_t{7});
    pipesched::kernels::cross_entropy_forward(losses.data(), probs.data(), logits.data(), targets.data(), N, std::size_t{7});
    CHECK(loss == Approx(scale * (losses[0] + losses[1] + losses[2])).epsilon(1e-12));
  }
  const auto numeric_dx = pipesched::test::numeric_gradient(x, [&] { return run(nullptr); });
  CHECK(pipesched::test::first_mismatch(dx, numeric_dx, pipesched::test::grad_atol, pipesched::test::grad_rtol) == "");
  for (int d = 0; d < p; ++d) {
    INFO("shard " << d);
    run(nullptr);
    const std::vector<double> analytic = shards[static_cast<std::size_t>(d)].lm_head_weight.grad;
    const auto numeric = pipesched::test::numeric_gradient(shards[static_cast<std::size_t>(d)].lm_head_weight.value,
                                                           [&] { return run(nullptr); });
    CHECK(pipesched::test::first_mismatch(analytic, numeric, pipesched::test::grad_atol, pipesched::test::grad_rtol) == "");
  }
}

TEST_CASE("the sharded embedding gives the unsharded output and gradients to the bit", "[gpt][vocab]") {
  const int p = GENERATE(1, 2, 3, 4, 5);
  INFO("p = " << p);
  using namespace pipesched::kernels;
  // 32 positions over 23 tokens: tokens repeat, so a gradient row sums several rows of dout
  // (in an order the test sees).
  const gpt_config ec = parse_gpt_config("layers=1,dim=8,heads=2,seq=8,vocab=23,batch=4");
  const tensor_sizes z{ec};
  const std::size_t N = z.rows(), C = z.C;
  const auto whole = make_params<float>(ec, whole_model(ec), 9);
  const gpt_batch batch = test::random_batch(ec, microbatches, 10);
  std::vector<std::vector<float>> douts;
  for (int j = 0; j < microbatches; ++j)
    douts.push_back(pipesched::test::cast_vector<float>(pipesched::test::random_vector(N * C, 30 + j)));

  // Unsharded: kernels/embedding.hpp on the whole wte.
  std::vector<std::vector<float>> out(microbatches, std::vector<float>(N * C));
  std::vector<float> dwte(whole.wte.size()), dwpe(whole.wpe.size());
  for (int j = 0; j < microbatches; ++j) {
    embedding_forward(out[static_cast<std::size_t>(j)].data(), batch.tokens_of(ec, j), whole.wte.value.data(),
                      whole.wpe.value.data(), z.B, z.T, C);
    embedding_backward_weight(dwte.data(), dwpe.data(), douts[static_cast<std::size_t>(j)].data(),
                              batch.tokens_of(ec, j), z.B, z.T, C);
  }

  // Sharded: each device's rows, summed to device 0 (the first stage), positions added
  // there; the gradient broadcast from device 0 for every shard's W.
  std::vector<std::vector<float>> got(microbatches);
  parameter<float> wte = whole.wte, wpe = whole.wpe, head = whole.lm_head_weight;
  std::mutex gather;
  test::run_devices(p, [&](int d, collectives& group) {
    vocab_shard_params<float> shard = shard_vocab_params(whole, whole, vocab_shard(ec.vocab, d, p));
    for (int j = 0; j < microbatches; ++j) {
      std::vector<float> x(N * C);
      embedding_shard_forward(shard, batch.tokens_of(ec, j), x.data());
      group.reduce(x.data(), x.size(), reduce_op::sum, 0);
      std::vector<float> dout = d == 0 ? douts[static_cast<std::size_t>(j)] : std::vector<float>(N * C);
      group.broadcast(dout.data(), dout.size(), 0);
      embedding_shard_backward_weight(shard, batch.tokens_of(ec, j), dout.data());
      if (d == 0) {
        add_positions(ec, wpe, x.data());
        positions_backward_weight(ec, wpe, dout.data());
        got[static_cast<std::size_t>(j)] = x;
      }
    }
    std::lock_guard lock(gather);
    gather_vocab_grads(shard, wte, head);
  });
  for (int j = 0; j < microbatches; ++j) CHECK(same_bits(got[static_cast<std::size_t>(j)], out[static_cast<std::size_t>(j)]));
  CHECK(same_bits(wte.grad, dwte));
  CHECK(same_bits(wpe.grad, dwpe));
}

TEST_CASE("the output layer's vocabulary passes move the meter by vocab_output_deltas", "[gpt][vocab][memory]") {
  const int p = GENERATE(1, 3);
  const tensor_sizes z{config};
  const auto whole = make_params<float>(config, whole_model(config), 4);
  const gpt_batch batch = test::random_batch(config, microbatches, 12);
  const std::vector<float> x = pipesched::test::cast_vector<float>(pipesched::test::random_vector(z.acts(), 13));
  for (int d = 0; d < p; ++d) {
    INFO("device " << d << " of " << p);
    vocab_shard_params<float> shard = shard_vocab_params(whole, whole, vocab_shard(config.vocab, d, p));
    const pipesched::vocab_pass_bytes bytes = vocab_output_deltas(config, shard.range);
    CHECK(bytes.s_alloc == static_cast<long long>((z.acts() + z.rows() * static_cast<std::size_t>(shard.range.count)) * 4 +
                                                  2 * z.rows() * 4));
    activation_meter meter;
    vocab_output_shard<float> head(shard, meter);
    head.forward(0, x.data());  // another microbatch in flight: deltas are relative
    const long long before = meter.live;
    meter.peak = meter.live;
    head.forward(1, x.data());
    CHECK(meter.live == before + bytes.s_alloc);
    CHECK(meter.peak == meter.live);
    const long long after_s = meter.live;
    std::vector<float> losses(z.rows()), dx(z.acts());
    head.backward(1, batch.targets_of(config, 1), 0.5f, losses.data(), dx.data());
    CHECK(meter.peak == after_s + bytes.t_temp);
    CHECK(meter.live == after_s - bytes.t_free);
    head.backward(0, batch.targets_of(config, 0), 0.5f, losses.data(), dx.data());
    CHECK(meter.live == 0);
    CHECK_THROWS_WITH(head.backward(0, batch.targets_of(config, 0), 0.5f, losses.data(), dx.data()),
                      "device's vocabulary T(0) before its S");
    CHECK(static_cast<long long>(shard.scalars()) * 4 == vocab_parameter_bytes(config, shard.range));
  }
}
