// --model's sizes are read as every option reads a number (include/pipesched/io/decimal.hpp),
// and each key may be given once (issue 29: "layers=2,layers=4" silently took the last).
#include "runtime/gpt/gpt_config.hpp"

#include <catch2/catch.hpp>

#include <pipesched/core/limits.hpp>

using Catch::Matchers::Contains;
using pipesched::gpt::parse_gpt_config;

TEST_CASE("a model size is decimal: leading zeros ignored, prefixes and signs refused", "[gpt][config][numbers]") {
  CHECK(parse_gpt_config("layers=010").layers == 10);
  CHECK(parse_gpt_config("layers=4,stage_blocks=01/03").stage_blocks == std::vector<int>{1, 3});
  for (const char* bad : {"layers=0x8", "layers=+8", "layers=8.0", "layers=1e1", "layers=0b1", "layers="}) {
    INFO(bad);
    CHECK_THROWS_WITH(parse_gpt_config(bad), Contains("is not a positive integer"));
  }
}

TEST_CASE("a model size past int or past its limit is refused with the text as written", "[gpt][config][numbers]") {
  CHECK_THROWS_WITH(parse_gpt_config("layers=99999999999999999999"),
                    Contains("layers=99999999999999999999 is above the limit of " +
                             std::to_string(pipesched::limits::max_model_layers)));
  CHECK_THROWS_WITH(parse_gpt_config("vocab=2147483648"), Contains("vocab=2147483648 is above the limit of"));
  CHECK_THROWS_WITH(parse_gpt_config("layers=4,stage_blocks=1/99999999999"),
                    Contains("stage_blocks=99999999999 is above the limit of"));
}

TEST_CASE("a model key given twice is refused by name", "[gpt][config][numbers]") {
  CHECK_THROWS_WITH(parse_gpt_config("layers=2,layers=4"), Contains("key 'layers' is given twice"));
  CHECK_THROWS_WITH(parse_gpt_config("small,dim=64, dim =64"), Contains("key 'dim' is given twice"));
  CHECK_THROWS_WITH(parse_gpt_config("layers=4,stage_blocks=2/2,stage_blocks=1/3"),
                    Contains("key 'stage_blocks' is given twice"));
  // A preset and then its keys is not a repeat: the keys override the preset.
  CHECK(parse_gpt_config("small,layers=12,dim=32").layers == 12);
}
