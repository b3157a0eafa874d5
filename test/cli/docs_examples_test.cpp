// Every `$ pipesched ...` example of README.md and docs/*.md, run: its real output must be
// the one shown, under the rules of doc_examples.hpp (which also says how to mark a block).
#include <algorithm>
#include <filesystem>
#include <iostream>
#include <string>
#include <vector>

#include <catch2/catch.hpp>

#include "doc_examples.hpp"
#include "run_cli.hpp"

namespace fs = std::filesystem;
using pipesched::test::docs::doc_example;
using pipesched::test::docs::output_mismatch;
using pipesched::test::docs::parse_examples;

namespace {

const fs::path source_dir = fs::path(__FILE__).parent_path().parent_path().parent_path();

// README.md and every docs/*.md, in a fixed order.
std::vector<fs::path> documents() {
  std::vector<fs::path> files{source_dir / "README.md"};
  std::vector<fs::path> docs;
  for (const auto& entry : fs::directory_iterator(source_dir / "docs"))
    if (entry.path().extension() == ".md") docs.push_back(entry.path());
  std::sort(docs.begin(), docs.end());
  files.insert(files.end(), docs.begin(), docs.end());
  return files;
}

// Quotes `s` for sh as one word.
std::string quoted(const std::string& s) {
  std::string out = "'";
  for (char c : s) out += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return out + "'";
}

bool runs_the_tool(const std::string& command) {
  return command.rfind("pipesched ", 0) == 0 || command.rfind("./build/pipesched ", 0) == 0 ||
         command == "pipesched" || command == "./build/pipesched";
}

// Runs the commands of `e` in a fresh directory where `pipesched` and `./build/pipesched`
// are the built tool, and checks each one's status and output.
void run_example(const doc_example& e) {
  const pipesched::test::temp_dir dir;
  fs::create_directories(dir.file("build"));
  fs::create_symlink(PIPESCHED_CLI_PATH, dir.file("build/pipesched"));
  for (const auto& step : e.steps) {
    INFO(e.where << ": $ " << step.command);
    if (!runs_the_tool(step.command)) {
      FAIL_CHECK("not a pipesched command: mark the block `<!-- doc-test: skip REASON -->`");
      return;
    }
    // A hung command fails after 60 s instead of holding the suite (status 124).
    const auto r = pipesched::test::run_shell("cd " + quoted(dir.path) + " && PATH=" + quoted(dir.file("build")) +
                                              ":\"$PATH\" timeout 60 sh -c " + quoted(step.command));
    INFO("stderr: " << r.err);
    CHECK(r.status == e.exit_status);
    const auto why = output_mismatch(step.shown, r.out + r.err, e);
    INFO((why ? *why : std::string()));
    CHECK_FALSE(why);
  }
}

}  // namespace

TEST_CASE("every example of the README and docs/ prints what it shows", "[cli][docs]") {
  int run = 0, skipped = 0;
  for (const fs::path& file : documents()) {
    std::vector<doc_example> examples;
    REQUIRE_NOTHROW(examples = parse_examples(pipesched::test::read_text(file.string()),
                                              fs::relative(file, source_dir).string()));
    for (const doc_example& e : examples) {
      if (e.skip_reason) {
        std::cout << "docs: skipped " << e.where << " (" << *e.skip_reason << ")\n";
        ++skipped;
        continue;
      }
      run_example(e);
      ++run;
    }
  }
  std::cout << "docs: " << run << " examples run, " << skipped << " skipped\n";
  // When the README moved to docs/ by topic (issue 31) its 16 examples went along: 14 run,
  // 2 skipped (mpirun, a CUDA error line). Fewer means an example was lost in a move.
  CHECK(run >= 14);
  CHECK(run + skipped >= 16);
}
