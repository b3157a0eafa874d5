// json_schema (declared in schedule_command.hpp), in a file of its own so that the parsers
// (pipesched_cli_parsers: the fuzz targets' code) link without the commands.
#include <string>
#include <string_view>

#include <fmt/format.h>

#include "schedule_command.hpp"

namespace pipesched::cli {

std::string json_schema(std::string_view command) {
  return fmt::format("pipesched.{}/{}", command, json_schema_version);
}

}  // namespace pipesched::cli
