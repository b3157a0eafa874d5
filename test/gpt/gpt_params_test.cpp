#include "runtime/gpt/gpt_batch.hpp"
#include "runtime/gpt/gpt_params.hpp"

#include "gpt_test_util.hpp"

#include <catch2/catch.hpp>

#include <cmath>
#include <set>

using namespace pipesched::gpt;

TEST_CASE("the same seed gives identical weights whatever the cut", "[gpt][params]") {
  const gpt_config c = parse_gpt_config("layers=4,dim=16,heads=2,seq=8,vocab=32");
  std::map<std::string, std::vector<double>> whole;
  test::collect(whole, make_params<float>(c, whole_model(c), 7), false);
  for (int stages : {2, 3, 4}) {
    std::map<std::string, std::vector<double>> cut;
    std::size_t total = 0;
    for (const stage_layers& l : partition(c, stages)) {
      const auto p = make_params<float>(c, l, 7);
      p.for_each([&](const parameter<float>& q) { CHECK(cut.count(q.name) == 0); });  // one stage each
      test::collect(cut, p, false);
      total += p.scalars();
    }
    CHECK(cut == whole);
    CHECK(total == make_params<float>(c, whole_model(c), 7).scalars());
  }
  std::map<std::string, std::vector<double>> other;
  test::collect(other, make_params<float>(c, whole_model(c), 8), false);
  CHECK(other != whole);
}

TEST_CASE("parameters have stable names, GPT-2 shapes and initial values", "[gpt][params]") {
  const gpt_config c = presets::tiny;
  auto p = make_params<double>(c, whole_model(c), 1);
  std::set<std::string> names;
  p.for_each([&](const parameter<double>& q) {
    names.insert(q.name);
    CHECK(q.grad.size() == q.value.size());
  });
  CHECK(names.size() == 2 + 12 * 8 + 3);
  const std::size_t C = 32, V = 64;
  REQUIRE(p.find("wte"));
  CHECK(p.find("wte")->size() == V * C);
  CHECK(p.find("wpe")->size() == 16 * C);
  CHECK(p.find("h.7.attn.qkv.weight")->size() == 3 * C * C);
  CHECK(p.find("h.0.mlp.proj.weight")->size() == 4 * C * C);
  CHECK(p.find("lm_head.weight")->size() == V * C);
  CHECK(p.find("h.8.ln_1.weight") == nullptr);
  CHECK(p.find("h.2.ln_2.weight")->value == std::vector<double>(C, 1.0));
  CHECK(p.find("h.2.mlp.fc.bias")->value == std::vector<double>(4 * C, 0.0));
  CHECK_FALSE(p.find("ln_f.bias")->decay);
  CHECK(p.find("h.1.attn.proj.weight")->decay);
  // N(0, 0.02): the sample standard deviation of 3C² draws is close to it.
  const auto& w = p.find("h.1.attn.qkv.weight")->value;
  double ss = 0;
  for (double x : w) ss += x * x;
  CHECK(std::sqrt(ss / static_cast<double>(w.size())) == Approx(0.02).epsilon(0.05));
}

TEST_CASE("make_params rejects a layer range outside the model", "[gpt][params]") {
  CHECK_THROWS_AS(make_params<float>(presets::tiny, stage_layers{2, 9, false, true}, 1), std::invalid_argument);
  CHECK_THROWS_AS(make_params<float>(presets::tiny, stage_layers{2, 2, false, false}, 1), std::invalid_argument);
}

TEST_CASE("a synthetic batch has in-range tokens whose targets are the next tokens", "[gpt][batch]") {
  const gpt_config c = presets::tiny;
  const gpt_batch b = synthetic_batch(c, 3, 5);
  CHECK_NOTHROW(validate(b, c));
  CHECK(b.tokens.size() == 3u * 4 * 16);
  for (std::size_t r = 0; r < 3u * 4; ++r)
    for (std::size_t t = 0; t + 1 < 16; ++t) CHECK(b.targets[r * 16 + t] == b.tokens[r * 16 + t + 1]);
  gpt_batch bad = b;
  bad.tokens[5] = c.vocab;
  CHECK_THROWS_AS(validate(bad, c), std::invalid_argument);
  bad = b;
  bad.targets.pop_back();
  CHECK_THROWS_AS(validate(bad, c), std::invalid_argument);
}
