// parse_costs (declared in schedule_command.hpp), in a file of its own so that the parsers
// (pipesched_cli_parsers: the fuzz targets' code) link without the commands.
#include <cstddef>
#include <stdexcept>
#include <string_view>

#include <fmt/format.h>

#include <pipesched/io/decimal.hpp>

#include "schedule_command.hpp"
#include "trimmed.hpp"

namespace pipesched::cli {

costs parse_costs(std::string_view text, double comm) {
  const auto bad = [&] {
    return std::invalid_argument(
        fmt::format("--costs must be three finite numbers TF,TB,TW (got '{}')", text));
  };
  double values[3] = {};
  std::size_t count = 0;
  std::string_view rest = text;
  for (;;) {
    const std::size_t comma = rest.find(',');
    const std::string_view field = trimmed(rest.substr(0, comma));
    if (count == 3 || field.empty()) throw bad();
    if (io::parse_decimal(field, values[count]) != io::decimal_status::ok) throw bad();
    ++count;
    if (comma == std::string_view::npos) break;
    rest.remove_prefix(comma + 1);
  }
  if (count != 3) throw bad();
  return costs{values[0], values[1], values[2], comm};
}

}  // namespace pipesched::cli
