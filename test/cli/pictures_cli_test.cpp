// The pictures of docs/interop.md are the tool's output: every line of docs/images/pictures.txt,
// run again, gives the committed file byte for byte (scripts/pictures.sh writes them).
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include <catch2/catch.hpp>

#include "run_cli.hpp"

TEST_CASE("regenerating the pictures of docs/interop.md gives the committed files", "[cli][svg][pictures]") {
  const std::filesystem::path images = std::filesystem::path(__FILE__).parent_path().parent_path().parent_path() /
                                       "docs" / "images";
  std::ifstream list(images / "pictures.txt");
  REQUIRE(list.good());
  int pictures = 0;
  for (std::string line; std::getline(list, line);) {
    if (line.empty() || line[0] == '#') continue;
    std::istringstream words(line);
    std::string file, args;
    words >> file;
    std::getline(words, args);
    INFO("picture " << file << ": pipesched" << args);
    const auto first = pipesched::test::run_cli(args);
    REQUIRE(first.status == 0);
    CHECK(first.out == pipesched::test::run_cli(args).out);
    CHECK(first.out == pipesched::test::read_text((images / file).string()));
    ++pictures;
  }
  CHECK(pictures >= 1);
}
