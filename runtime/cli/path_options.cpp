#include "path_options.hpp"

namespace pipesched::cli {

CLI::Option* add_path_option(CLI::App* cmd, const std::string& name, std::string& into,
                             const std::string& description) {
  const CLI::Validator non_empty(
      [](std::string& value) -> std::string {
        return value.empty() ? "an empty file name names no file (leave the option out, or name a file)" : "";
      },
      "", "FILE");
  return cmd->add_option(name, into, description)->check(non_empty)->type_name("FILE");
}

}  // namespace pipesched::cli
