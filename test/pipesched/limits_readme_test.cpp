// docs/limits.md's table (moved there from the README) against include/pipesched/core/limits.hpp: every constant the
// header declares has a row, and the row shows its value. Both are read from the source
// tree (PIPESCHED_SOURCE_DIR), so a limit added or changed without its row fails here.
#include <cctype>
#include <fstream>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

#include <catch2/catch.hpp>

namespace {
std::string read_source(const std::string& path) {
  std::ifstream in(std::string(PIPESCHED_SOURCE_DIR) + "/" + path);
  REQUIRE(in.good());
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

struct declared_limit {
  std::string name;
  std::string shown;  // how docs/limits.md must write its value: integers in decimal, doubles as in the header
};

// The header's initializers are literals, `A << B` and `std::int64_t{A} << B`, with digit
// separators; each is reduced to the decimal docs/limits.md shows.
std::string decimal_of(std::string expr, bool is_double) {
  expr = std::regex_replace(expr, std::regex("'"), "");
  if (is_double) return expr;
  std::smatch m;
  if (std::regex_match(expr, m, std::regex(R"((?:std::int64_t\{)?(\d+)\}?\s*<<\s*(\d+))")))
    return std::to_string(std::stoll(m[1]) << std::stoi(m[2]));
  REQUIRE(std::regex_match(expr, std::regex(R"(\d+)")));
  return expr;
}

std::vector<declared_limit> declared_limits() {
  const std::string header = read_source("include/pipesched/core/limits.hpp");
  const std::regex decl(R"(inline constexpr (int|double|std::int64_t) (\w+) = ([^;]+);)");
  std::vector<declared_limit> out;
  for (auto it = std::sregex_iterator(header.begin(), header.end(), decl); it != std::sregex_iterator(); ++it)
    out.push_back({(*it)[2], decimal_of((*it)[3], (*it)[1] == "double")});
  return out;
}

// The docs/limits.md row of `limits::name`: the table line whose first cell names it.
std::string readme_row(const std::string& readme, const std::string& name) {
  const std::string key = "| `limits::" + name + "` |";
  const std::size_t at = readme.find(key);
  if (at == std::string::npos) return {};
  return readme.substr(at, readme.find('\n', at) - at);
}
}  // namespace

TEST_CASE("the header declares the limits this test parses", "[limits][readme]") {
  const std::vector<declared_limit> all = declared_limits();
  CHECK(all.size() >= 20);
  for (const auto& [name, shown] : all)
    if (name == "max_microbatches") CHECK(shown == "1048576");
}

TEST_CASE("every limit of core/limits.hpp has a row in docs/limits.md showing its value", "[limits][readme]") {
  const std::string readme = read_source("docs/limits.md");
  REQUIRE(readme.rfind("# Limits\n", 0) == 0);
  for (const auto& [name, shown] : declared_limits()) {
    INFO("limits::" << name << " = " << shown);
    const std::string row = readme_row(readme, name);
    REQUIRE(!row.empty());
    // The value cell (the second) starts with the value.
    const std::size_t second = row.find("| ", 2);
    REQUIRE(second != std::string::npos);
    CHECK(row.compare(second + 2, shown.size(), shown) == 0);
    CHECK(!std::isdigit(static_cast<unsigned char>(row[second + 2 + shown.size()])));
  }
}
