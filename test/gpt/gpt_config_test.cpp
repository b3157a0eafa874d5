#include "runtime/gpt/gpt_config.hpp"
#include "runtime/gpt/gpt_partition.hpp"

#include <catch2/catch.hpp>

#include <stdexcept>

using namespace pipesched::gpt;

TEST_CASE("the presets are valid and tiny is smaller than small", "[gpt][config]") {
  CHECK_NOTHROW(validate(presets::tiny));
  CHECK_NOTHROW(validate(presets::small));
  CHECK(presets::tiny.layers * presets::tiny.dim < presets::small.layers * presets::small.dim);
}

TEST_CASE("a config parses from key=value pairs and prints back the same way", "[gpt][config]") {
  const gpt_config c = parse_gpt_config("layers=6, dim=48,heads=6,seq=8,vocab=100,batch=2");
  CHECK(c == gpt_config{.layers = 6, .dim = 48, .heads = 6, .seq = 8, .vocab = 100, .microbatch = 2});
  CHECK(parse_gpt_config(to_string(c)) == c);
  CHECK(parse_gpt_config("small") == presets::small);
  CHECK(parse_gpt_config("small,layers=12").layers == 12);
  CHECK(parse_gpt_config("small,layers=12").dim == presets::small.dim);
  CHECK(parse_gpt_config("seq=8").dim == presets::tiny.dim);  // unnamed keys keep the base
}

TEST_CASE("config parse errors name the problem in one line", "[gpt][config]") {
  using Catch::Matchers::Contains;
  CHECK_THROWS_WITH(parse_gpt_config("layers=4,depth=3"), Contains("unknown key 'depth'"));
  CHECK_THROWS_WITH(parse_gpt_config("layers=four"), Contains("layers=four is not a positive integer"));
  CHECK_THROWS_WITH(parse_gpt_config("layers=0"), Contains("not a positive integer"));
  CHECK_THROWS_WITH(parse_gpt_config("layers=-2"), Contains("not a positive integer"));
  CHECK_THROWS_WITH(parse_gpt_config("layers=4x"), Contains("not a positive integer"));
  CHECK_THROWS_WITH(parse_gpt_config("dim=30,heads=4"), Contains("dim (30) must be a multiple of heads (4)"));
  CHECK_THROWS_WITH(parse_gpt_config("layers=4,huge"), Contains("'huge' is not key=value"));
  CHECK_THROWS_WITH(parse_gpt_config("layers=4,tiny"), Contains("'tiny' is not key=value"));
  CHECK_THROWS_AS(parse_gpt_config(""), std::invalid_argument);
  try {
    parse_gpt_config("vocab=");
    FAIL("no exception");
  } catch (const std::invalid_argument& e) {
    CHECK(std::string(e.what()).find('\n') == std::string::npos);
  }
}

TEST_CASE("validate rejects sizes that are not positive", "[gpt][config]") {
  gpt_config c = presets::tiny;
  c.seq = 0;
  CHECK_THROWS_WITH(validate(c), Catch::Matchers::Contains("seq must be positive"));
}

TEST_CASE("partition cuts the layers into contiguous balanced chunks", "[gpt][partition]") {
  const gpt_config c = parse_gpt_config("layers=7");
  for (int stages = 1; stages <= 7; ++stages) {
    const auto parts = partition(c, stages);
    REQUIRE(parts.size() == static_cast<std::size_t>(stages));
    int next = 0;
    for (int s = 0; s < stages; ++s) {
      const stage_layers& p = parts[static_cast<std::size_t>(s)];
      CHECK(p.first == next);
      CHECK(p.blocks() >= 7 / stages);
      CHECK(p.blocks() <= 7 / stages + 1);
      CHECK(p.embedding == (s == 0));
      CHECK(p.head == (s == stages - 1));
      next = p.last;
    }
    CHECK(next == 7);
  }
  CHECK(partition(c, 1).front() == whole_model(c));
}

TEST_CASE("partition rejects more stages than layers and fewer than one", "[gpt][partition]") {
  CHECK_THROWS_WITH(partition(presets::tiny, 9), "more stages (9) than layers (8)");
  CHECK_THROWS_AS(partition(presets::tiny, 0), std::invalid_argument);
}
