#pragma once
// Every file name option of every command (-o, --save, --trace, --torch-csv, --resume,
// --plan, --profile) is registered here, so they share one rule: an empty value is bad
// input ("--resume ''" would otherwise mean "not given" and train from scratch over a
// checkpoint), refused by CLI11 with one line and exit 2 before the command runs. What the
// paths then point at is checked together by io::check_paths (runtime/io/path_checks.hpp).
#include <string>

#include <CLI/CLI.hpp>

namespace pipesched::cli {

// cmd->add_option(name, into, description) for a FILE, refusing an empty value.
CLI::Option* add_path_option(CLI::App* cmd, const std::string& name, std::string& into,
                             const std::string& description);

}  // namespace pipesched::cli
