#include "runtime/gpt/vocab_shard.hpp"

#include "runtime/cpu/rendezvous_hub.hpp"
#include "runtime/gpt/collectives.hpp"
#include "runtime/gpt/vocab_memory.hpp"

#include "vocab_test_util.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <atomic>
#include <stdexcept>
#include <string>
#include <thread>

using namespace pipesched::gpt;

TEST_CASE("the vocabulary splits evenly, the first V mod p devices one token more", "[gpt][vocab]") {
  const int vocab = GENERATE(5, 23, 64, 257);
  const int p = GENERATE(1, 2, 3, 4, 5);
  INFO("vocab " << vocab << ", p " << p);
  const std::vector<vocab_range> shards = vocab_shards(vocab, p);
  REQUIRE(shards.size() == static_cast<std::size_t>(p));
  int next = 0;
  for (int d = 0; d < p; ++d) {
    const vocab_range r = shards[static_cast<std::size_t>(d)];
    CHECK(r.first == next);  // contiguous, in device order
    CHECK(r.count == vocab / p + (d < vocab % p ? 1 : 0));
    CHECK(r == vocab_shard(vocab, d, p));
    CHECK(r.contains(r.first));
    CHECK_FALSE(r.contains(r.end()));
    next = r.end();
  }
  CHECK(next == vocab);
}

TEST_CASE("a vocabulary smaller than the devices, or a device outside them, is refused by name", "[gpt][vocab]") {
  CHECK_THROWS_WITH(vocab_shard(3, 0, 4), "vocab 3 is smaller than the 4 devices it is sharded over");
  CHECK_THROWS_WITH(vocab_shard(64, 4, 4), "device 4 is not one of the 4 devices the vocabulary is sharded over");
  CHECK_THROWS_WITH(vocab_shard(64, 0, 0), "vocabulary parallelism needs at least 1 device, got 0");
  CHECK_NOTHROW(vocab_shard(4, 3, 4));  // one token each
}

TEST_CASE("a seed gives the vocabulary shards the rows of the whole wte and LM head", "[gpt][vocab]") {
  const gpt_config c = parse_gpt_config("layers=2,dim=8,heads=2,seq=4,vocab=23,batch=2");
  const auto whole = make_params<float>(c, whole_model(c), 17);
  parameter<float> wte = whole.wte, head = whole.lm_head_weight;
  for (int d = 0; d < 3; ++d) {
    vocab_shard_params<float> s = make_vocab_shard_params<float>(c, vocab_shard(c.vocab, d, 3), 17);
    const auto from = static_cast<std::ptrdiff_t>(s.range.first) * c.dim;
    CHECK(s.wte.name == "wte");
    CHECK(s.lm_head_weight.name == "lm_head.weight");
    CHECK(s.wte.decay);
    CHECK(std::equal(s.wte.value.begin(), s.wte.value.end(), whole.wte.value.begin() + from));
    CHECK(std::equal(s.lm_head_weight.value.begin(), s.lm_head_weight.value.end(), whole.lm_head_weight.value.begin() + from));
    CHECK(s.scalars() == 2 * static_cast<std::size_t>(s.range.count * c.dim));
    for (auto& g : s.wte.grad) g = static_cast<float>(d + 1);
    for (auto& g : s.lm_head_weight.grad) g = static_cast<float>(-(d + 1));
    gather_vocab_grads(s, wte, head);
  }
  // Every row written once, by its own shard.
  for (int v = 0; v < c.vocab; ++v) {
    int owner = 0;
    while (!vocab_shard(c.vocab, owner, 3).contains(v)) ++owner;
    CHECK(wte.grad[static_cast<std::size_t>(v * c.dim)] == static_cast<float>(owner + 1));
    CHECK(head.grad[static_cast<std::size_t>(v * c.dim + c.dim - 1)] == static_cast<float>(-(owner + 1)));
  }
  const auto stage = make_params<float>(c, partition(c, 2)[0], 17);  // the first stage: no head
  CHECK_THROWS_WITH(shard_vocab_params(stage, stage, vocab_range{0, 8}),
                    "shard_vocab_params: the last stage's parameters hold no lm_head.weight");
  CHECK_THROWS_WITH(slice_vocab_rows(whole.wte, vocab_range{20, 4}, c.dim),
                    "vocabulary rows [20, 24) are not within wte (23 rows of 8)");
}

TEST_CASE("the vocabulary parameters of all devices add up to the model's wte and LM head", "[gpt][vocab][memory]") {
  const gpt_config c = parse_gpt_config("layers=2,dim=8,heads=2,seq=4,vocab=23,batch=2");
  const int p = GENERATE(1, 4, 5);
  long long total = 0;
  for (const vocab_range& r : vocab_shards(c.vocab, p)) total += vocab_parameter_bytes(c, r);
  CHECK(total == 2LL * c.vocab * c.dim * 4);
  // Bytes of one microbatch's output layer: X, the logits shard and two statistics.
  const vocab_range r = vocab_shard(c.vocab, 0, p);
  const long long N = c.positions();
  const long long kept = N * c.dim * 4 + N * r.count * 4 + 2 * N * 4;
  CHECK(vocab_output_deltas(c, r) == pipesched::vocab_pass_bytes{.s_alloc = kept, .t_free = kept});
  CHECK(vocab_output_deltas(c, r, {.element_bytes = 2}).s_alloc == N * c.dim * 2 + N * r.count * 2 + 2 * N * 4);
}

TEST_CASE("thread collectives reduce in device order and hand every device the same bits", "[gpt][vocab][collectives]") {
  const int p = 3;
  // 1 + 1e8 rounds to 1e8 in float, so the order shows: ((1 + 1e8) − 1e8) = 0, where
  // devices 2, 1, 0 would give (−1e8 + 1e8) + 1 = 1.
  const float values[p] = {1.0f, 1e8f, -1e8f};
  std::vector<std::vector<float>> sums(p), maxes(p), reduced(p), cast(p);
  test::run_devices(p, [&](int d, collectives& group) {
    const auto i = static_cast<std::size_t>(d);
    sums[i] = {values[d], static_cast<float>(d)};
    group.all_reduce(sums[i].data(), 2, reduce_op::sum);
    maxes[i] = {static_cast<float>(-d), static_cast<float>(d)};
    group.all_reduce(maxes[i].data(), 2, reduce_op::max);
    reduced[i] = {static_cast<float>(d + 1)};
    group.reduce(reduced[i].data(), 1, reduce_op::sum, 1);
    cast[i] = {static_cast<float>(10 * d), static_cast<float>(10 * d + 1)};
    group.broadcast(cast[i].data(), 2, 2);
  });
  for (int d = 0; d < p; ++d) {
    INFO("device " << d);
    const auto i = static_cast<std::size_t>(d);
    CHECK(sums[i] == std::vector<float>{0.0f, 3.0f});
    CHECK(maxes[i] == std::vector<float>{0.0f, 2.0f});
    CHECK(reduced[i] == std::vector<float>{d == 1 ? 6.0f : static_cast<float>(d + 1)});  // only the root's changes
    CHECK(cast[i] == std::vector<float>{20.0f, 21.0f});
  }
}

TEST_CASE("thread collectives refuse devices that disagree, and an abort wakes every waiting device",
          "[gpt][vocab][collectives]") {
  std::vector<std::string> errors(2);
  thread_collectives group(2);
  {
    std::thread a([&] {
      std::vector<float> x(4);
      try {
        group.member(0).all_reduce(x.data(), 4, reduce_op::sum);
      } catch (const std::logic_error& e) {
        errors[0] = e.what();
      }
    });
    std::vector<float> y(3);
    try {
      group.member(1).all_reduce(y.data(), 3, reduce_op::sum);
    } catch (const std::logic_error& e) {
      errors[1] = e.what();
    }
    a.join();
  }
  const std::string expected =
      "collective mismatch: device 0 calls all_reduce of 4 values (sum), device 1 all_reduce of 3 values (sum)";
  CHECK(errors[0] == expected);
  CHECK(errors[1] == expected);
  CHECK(group.aborted());

  thread_collectives other(3);
  std::atomic<int> aborted{0};
  std::vector<std::thread> waiting;
  for (int d = 0; d < 2; ++d)  // device 2 never comes
    waiting.emplace_back([&, d] {
      float x = 0;
      try {
        other.member(d).broadcast(&x, 1, 0);
      } catch (const pipesched::runtime::cpu::run_aborted&) {
        ++aborted;
      }
    });
  other.abort();
  for (auto& t : waiting) t.join();
  CHECK(aborted == 2);
  float x = 0;
  CHECK_THROWS_AS(other.member(2).broadcast(&x, 1, 0), pipesched::runtime::cpu::run_aborted);
  CHECK_THROWS_AS(other.member(3), std::out_of_range);
}
