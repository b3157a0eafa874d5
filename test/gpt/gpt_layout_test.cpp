// --layout (runtime/gpt/gpt_layout.hpp): Megatron-LM's layout grammar read into blocks per
// stage, and every layout the GPT cannot run refused by name.
#include "runtime/gpt/gpt_layout.hpp"

#include <stdexcept>
#include <string>
#include <vector>

#include <catch2/catch.hpp>

using pipesched::gpt::parse_layout;

namespace {
std::string refusal(const char* text, int layers) {
  try {
    (void)parse_layout(text, layers);
  } catch (const std::invalid_argument& e) {
    return e.what();
  }
  return "(accepted)";
}
}  // namespace

TEST_CASE("a layout gives each stage its blocks, repeats expanded", "[gpt][layout]") {
  CHECK(parse_layout("Et*3|(tt|)*2ttL", 9) == std::vector<int>{3, 2, 2, 2});
  CHECK(parse_layout("Et|t|t|tL", 4) == std::vector<int>{1, 1, 1, 1});
  // Commas and spaces are cosmetic; a repeat applies to the symbol or group before it.
  CHECK(parse_layout("E, t t | t*2 | t L", 5) == std::vector<int>{2, 2, 1});
  CHECK(parse_layout("E((t)*2|)*3tL", 7) == std::vector<int>{2, 2, 2, 1});
  CHECK(parse_layout("Et*3|t*3|t*2L", 8) == std::vector<int>{3, 3, 2});  // first/last stage fewer layers
}

TEST_CASE("a layout that misplaces, drops or doubles a layer is refused by name", "[gpt][layout]") {
  CHECK_THAT(refusal("Et|t|tL", 4), Catch::Contains("places 3 transformer blocks; the model has 4 (1 missing)"));
  CHECK_THAT(refusal("Ett|tt|tL", 4), Catch::Contains("places 5 transformer blocks; the model has 4 (1 too many)"));
  CHECK_THAT(refusal("EtE|tL", 2), Catch::Contains("places the embedding E 2 times, not once"));
  CHECK_THAT(refusal("t|tL", 2), Catch::Contains("places the embedding E 0 times"));
  CHECK_THAT(refusal("t|EtL", 2), Catch::Contains("the embedding E is on stage 1"));
  CHECK_THAT(refusal("EtL|t", 2), Catch::Contains("the loss L is on stage 0"));
  CHECK_THAT(refusal("Et|tL|L", 2), Catch::Contains("places the loss L 2 times"));
  CHECK_THAT(refusal("Et||tL", 2), Catch::Contains("stage 1 of 'Et||tL' holds no transformer block"));
  CHECK_THAT(refusal("E|ttL", 2), Catch::Contains("stage 0 of 'E|ttL' holds no transformer block"));
  // Megatron's own example: its MTP layer is not part of this model.
  CHECK_THAT(refusal("Et*3|(tt|)*29,m|L", 61), Catch::Contains("'m' (a multi-token-prediction layer)"));
}

TEST_CASE("a layout that does not parse is refused at its column", "[gpt][layout]") {
  CHECK_THAT(refusal("Et*0|tL", 2), Catch::Contains("a repeat count of 0 at column 4"));
  CHECK_THAT(refusal("Et*|tL", 2), Catch::Contains("a '*' without a count at column 4"));
  CHECK_THAT(refusal("E*2t|tL", 2), Catch::Contains("embedding E 2 times"));
  CHECK_THAT(refusal("*3Et|tL", 2), Catch::Contains("a '*' repeats nothing at column 1"));
  CHECK_THAT(refusal("Et)|tL", 2), Catch::Contains("an unmatched ')' at column 3"));
  CHECK_THAT(refusal("E(t|tL", 2), Catch::Contains("a '(' is never closed"));
  CHECK_THAT(refusal("Et|tx", 2), Catch::Contains("an unexpected 'x'") && Catch::Contains("at column 5"));
  CHECK_THAT(refusal("", 2), Catch::Contains("embedding E 0 times"));
}

TEST_CASE("a layout cannot expand past the limits, however it nests", "[gpt][layout][limits]") {
  CHECK_THAT(refusal("E(t*4096)*4096L", 4), Catch::Contains("expands to more than"));
  CHECK_THAT(refusal("E((((t*64)*64)*64)*64)L", 4), Catch::Contains("expands to more than"));
  CHECK_THAT(refusal("Et*99999999999999999999L", 4), Catch::Contains("expands to more than"));
  CHECK_THAT(refusal((std::string("E") + std::string(20, '(') + "t" + std::string(20, ')') + "L").c_str(), 1),
             Catch::Contains("nested deeper than 16"));
  CHECK_THAT(refusal("E(t|)*2000tL", 2001), Catch::Contains("more than 1024 stages"));
}

TEST_CASE("a layout written from blocks per stage reads back as them", "[gpt][layout]") {
  using pipesched::gpt::layout_text;
  CHECK(layout_text({11, 13, 13, 11}) == "Et*11|(t*13|)*2t*11L");
  CHECK(layout_text({8}) == "Et*8L");
  CHECK(layout_text({2, 6}) == "Et*2|t*6L");
  CHECK(layout_text({1, 1, 2, 1, 1}) == "Et|t|t*2|t|tL");
  const std::vector<std::vector<int>> cuts = {
      {8}, {2, 6}, {1, 1, 1, 1}, {5, 7, 7, 7, 7, 7, 7, 1}, {3, 2, 2, 2, 2, 4}, {1, 3, 3, 1, 1, 2, 2, 2, 1}};
  for (const auto& blocks : cuts) {
    int layers = 0;
    for (const int n : blocks) layers += n;
    INFO(layout_text(blocks));
    CHECK(parse_layout(layout_text(blocks), layers) == blocks);
  }
  CHECK_THROWS_AS(layout_text({}), std::invalid_argument);
  CHECK_THROWS_AS(layout_text({2, 0, 2}), std::invalid_argument);
}
