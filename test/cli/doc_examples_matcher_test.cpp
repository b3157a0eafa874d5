// The rules of doc_examples.hpp, on made-up Markdown and outputs: what the docs test
// accepts and, above all, what it refuses.
#include <string>
#include <vector>

#include <catch2/catch.hpp>

#include "doc_examples.hpp"

using pipesched::test::docs::doc_example;
using pipesched::test::docs::mask_volatile;
using pipesched::test::docs::output_mismatch;
using pipesched::test::docs::parse_examples;

namespace {
const doc_example whole{};
doc_example with_units(std::vector<std::string> units) {
  doc_example e;
  e.volatile_units = std::move(units);
  return e;
}
}  // namespace

TEST_CASE("an example is a fenced block that starts with a $ line, with its output under each command", "[docs]") {
  const std::string md =
      "text\n```\nnot an example\n```\n\n"
      "```\n$ pipesched families\nfamily  chunks\n$ ./build/pipesched plan \\\n    --top 1\nplan 1   \n```\n"
      "```bash\npipesched schedule --family 1f1b\n```\n";
  const std::vector<doc_example> examples = parse_examples(md, "X.md");
  REQUIRE(examples.size() == 1);
  CHECK(examples[0].where == "X.md:7");
  REQUIRE(examples[0].steps.size() == 2);
  CHECK(examples[0].steps[0].command == "pipesched families");
  CHECK(examples[0].steps[0].shown == std::vector<std::string>{"family  chunks"});
  CHECK(examples[0].steps[1].command == "./build/pipesched plan \\\n    --top 1");
  CHECK(examples[0].steps[1].shown == std::vector<std::string>{"plan 1"});
  CHECK(examples[0].exit_status == 0);
  CHECK_FALSE(examples[0].excerpt);
  CHECK_FALSE(examples[0].skip_reason);
}

TEST_CASE("a doc-test comment sets the rules of the block right after it", "[docs]") {
  const std::string md =
      "<!-- doc-test: volatile tokens/s, s; exit 3 -->\n<!-- doc-test: excerpt -->\n```\n$ pipesched x\n```\n"
      "<!-- doc-test: skip mpirun needs MPI -->\n```\n$ mpirun -np 4 pipesched\n```\n";
  const std::vector<doc_example> examples = parse_examples(md, "X.md");
  REQUIRE(examples.size() == 2);
  CHECK(examples[0].volatile_units == std::vector<std::string>{"tokens/s", "s"});
  CHECK(examples[0].exit_status == 3);
  CHECK(examples[0].excerpt);
  CHECK_FALSE(examples[0].skip_reason);
  CHECK(examples[1].skip_reason == std::string("mpirun needs MPI"));
  CHECK(examples[1].volatile_units.empty());
}

TEST_CASE("a misspelt or stray doc-test comment is an error, not a block left unchecked", "[docs]") {
  CHECK_THROWS_WITH(parse_examples("<!-- doc-test: exerpt -->\n```\n$ pipesched x\n```\n", "X.md"),
                    Catch::Contains("X.md:1") && Catch::Contains("unknown doc-test rule 'exerpt'"));
  CHECK_THROWS_WITH(parse_examples("<!-- doc-test: skip -->\n```\n$ pipesched x\n```\n", "X.md"),
                    Catch::Contains("unknown doc-test rule"));
  CHECK_THROWS_WITH(parse_examples("<!-- doc-test: excerpt -->\nprose\n```\n$ pipesched x\n```\n", "X.md"),
                    Catch::Contains("no code block right after"));
  CHECK_THROWS_WITH(parse_examples("<!-- doc-test: excerpt -->\n```\nplain\n```\n", "X.md"),
                    Catch::Contains("block without `$ `"));
  CHECK_THROWS_WITH(parse_examples("text\n<!-- doc-test: excerpt -->\n", "X.md"), Catch::Contains("X.md:2"));
}

TEST_CASE("the whole output must be shown: a wrong, missing or extra line fails", "[docs]") {
  CHECK_FALSE(output_mismatch({"a", "b"}, "a\nb\n", whole));
  CHECK_FALSE(output_mismatch({"a", "b"}, "a  \nb", whole));  // trailing spaces do not count
  const auto wrong = output_mismatch({"a", "b"}, "a\nc\n", whole);
  REQUIRE(wrong);
  CHECK_THAT(*wrong, Catch::Contains("line 2 differs: shown 'b', real 'c'"));
  CHECK(output_mismatch({"a", "b"}, "a\n", whole));
  CHECK(output_mismatch({"a"}, "a\nb\n", whole));
  CHECK(output_mismatch({}, "a\n", whole));
  CHECK_FALSE(output_mismatch({}, "", whole));
}

TEST_CASE("a ... line stands for any number of lines, none included", "[docs]") {
  const std::string real = "head\nstep 1\nstep 2\nstep 3\ndone\n";
  CHECK_FALSE(output_mismatch({"head", "...", "done"}, real, whole));
  CHECK_FALSE(output_mismatch({"head", "step 1", "...", "step 3", "done"}, real, whole));
  CHECK_FALSE(output_mismatch({"...", "step 2", "...", "done"}, real, whole));
  CHECK_FALSE(output_mismatch({"head", "step 1", "...", "step 2", "step 3", "done"}, real, whole));
  CHECK_FALSE(output_mismatch({"...", "head", "step 1", "step 2", "step 3", "done", "..."}, real, whole));
  CHECK(output_mismatch({"head", "...", "step 9", "done"}, real, whole));
  CHECK(output_mismatch({"head", "...", "step 3"}, real, whole));  // "done" is not shown
  CHECK(output_mismatch({"head", "...", "step 2", "step 1", "...", "done"}, real, whole));
}

TEST_CASE("a volatile unit masks the number before it, and only there", "[docs]") {
  const std::vector<std::string> units{"tokens/s", "s"};
  CHECK(mask_volatile("step 1  loss 4.1620    11407 tokens/s  d0 1006080/1006080", units) ==
        "step 1  loss 4.1620 <n> tokens/s  d0 1006080/1006080");
  CHECK(mask_volatile("done: 30 steps in 1.42 s, loss 4.1620 -> 0.7002, 10824 tokens/s; x", units) ==
        "done: 30 steps in <n> s, loss 4.1620 -> 0.7002, <n> tokens/s; x");
  CHECK(mask_volatile("took 3 s", units) == "took <n> s");
  CHECK(mask_volatile("took 3 sec, v2 s", units) == "took 3 sec, v2 s");  // not a whole word; not a number
  CHECK(mask_volatile("took 1e-3 s.", units) == "took <n> s.");
  CHECK(mask_volatile("took 3 s", {}) == "took 3 s");

  const std::vector<std::string> keys{"\"seconds\""};
  CHECK(mask_volatile(R"({"step":1,"seconds":0.0254,"loss":2.77})", keys) == R"({"step":1,"seconds":<n>,"loss":2.77})");
  CHECK(mask_volatile(R"(  "seconds": 1e-3,)", keys) == R"(  "seconds": <n>,)");
  CHECK(mask_volatile(R"({"step_seconds":1,"seconds_x":2,"seconds":"3"})", keys) ==
        R"({"step_seconds":1,"seconds_x":2,"seconds":"3"})");  // other keys, and not a number

  const doc_example rules = with_units(units);
  CHECK_FALSE(output_mismatch({"step 1  loss 4.1620    11407 tokens/s"}, "step 1  loss 4.1620     7116 tokens/s\n", rules));
  CHECK(output_mismatch({"step 1  loss 4.1620    11407 tokens/s"}, "step 1  loss 4.1621     7116 tokens/s\n", rules));
  CHECK(output_mismatch({"step 1  loss 4.1620    11407 tokens/s"}, "step 1  loss 4.1620    11407 tokens/s\n", whole) ==
        std::nullopt);
  CHECK(output_mismatch({"step 1  loss 4.1620    11407 tokens/s"}, "step 1  loss 4.1620     7116 tokens/s\n", whole));
}

TEST_CASE("an excerpt's lines must appear in the output in the order shown", "[docs]") {
  doc_example rules;
  rules.excerpt = true;
  const std::string json = "{\n  \"a\": 1,\n  \"b\": [2, 3],\n  \"c\": 4\n}\n";
  CHECK_FALSE(output_mismatch({"  \"a\": 1,", "  \"c\": 4"}, json, rules));
  CHECK_FALSE(output_mismatch({"  \"b\": [2, 3],"}, json, rules));
  const auto out_of_order = output_mismatch({"  \"c\": 4", "  \"a\": 1,"}, json, rules);
  REQUIRE(out_of_order);
  CHECK_THAT(*out_of_order, Catch::Contains("shown line not in the output (in this order):   \"a\": 1,"));
  CHECK(output_mismatch({"  \"b\": [2, 4],"}, json, rules));
  CHECK(output_mismatch({"  \"a\": 1,", "  \"a\": 1,"}, json, rules));  // one real line shows once
}
