#pragma once
// The `pipesched` command line as one CLI11 app (main.cpp parses it; the tests walk its
// options), and the one line for an argument it does not know.
#include <optional>
#include <string>

#include <CLI/CLI.hpp>

namespace pipesched::cli {

// Registers every subcommand on `app`.
void add_commands(CLI::App& app);

// After a failed parse: the first argument no command or option took, worded for the user
// with the nearest name ("unknown command 'shedule' (did you mean 'schedule'?)", "unknown
// option --devcies (did you mean --devices?)"), or "give a command" when none was given;
// nullopt when every argument was known. CLI11 reports a missing required option (or
// command) before the unknown one that was meant to be it, so this goes first.
std::optional<std::string> unknown_argument_message(const CLI::App& app);

}  // namespace pipesched::cli
