#include "command_line.hpp"

#include <algorithm>
#include <string_view>
#include <vector>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "check_command.hpp"
#include "families_command.hpp"
#include "plan_command.hpp"
#include "profile_command.hpp"
#include "schedule_command.hpp"
#include "train_command.hpp"

namespace pipesched::cli {

void add_commands(CLI::App& app) {
  add_schedule_command(app);
  add_check_command(app);
  add_families_command(app);
  add_plan_command(app);
  add_profile_command(app);
  add_train_command(app);
}

namespace {

// Edits between `a` and `b`: insertions, deletions, substitutions and swaps of two
// neighbours ("devcies" is one from "devices").
std::size_t edit_distance(std::string_view a, std::string_view b) {
  std::vector<std::vector<std::size_t>> d(a.size() + 1, std::vector<std::size_t>(b.size() + 1));
  for (std::size_t i = 0; i <= a.size(); ++i) d[i][0] = i;
  for (std::size_t j = 0; j <= b.size(); ++j) d[0][j] = j;
  for (std::size_t i = 1; i <= a.size(); ++i)
    for (std::size_t j = 1; j <= b.size(); ++j) {
      d[i][j] = std::min({d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)});
      if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1]) d[i][j] = std::min(d[i][j], d[i - 2][j - 2] + 1);
    }
  return d[a.size()][b.size()];
}

// The name in `names` nearest to `typed`, when it is near enough to be what was meant
// (the one name it begins, or at most a third of its letters off and at least one right),
// else empty.
std::string nearest(std::string_view typed, const std::vector<std::string>& names) {
  const auto begins = [&](const std::string& name) { return typed.size() >= 2 && name.starts_with(typed); };
  if (std::count_if(names.begin(), names.end(), begins) == 1) return *std::find_if(names.begin(), names.end(), begins);
  std::string best;
  std::size_t best_distance = std::max<std::size_t>(1, typed.size() / 3) + 1;
  for (const std::string& name : names) {
    const std::size_t d = edit_distance(typed, name);
    if (d < best_distance && d < std::max(typed.size(), name.size())) best = name, best_distance = d;
  }
  return best;
}

std::vector<std::string> command_names(const CLI::App& app) {
  std::vector<std::string> names;
  for (const CLI::App* sub : app.get_subcommands([](const CLI::App*) { return true; })) names.push_back(sub->get_name());
  return names;
}

// "--devices", "-o", ... : every name an option of `cmd` answers to (help included).
std::vector<std::string> option_names(const CLI::App& cmd) {
  std::vector<std::string> names;
  for (const CLI::Option* opt : cmd.get_options()) {
    for (const std::string& l : opt->get_lnames()) names.push_back("--" + l);
    for (const std::string& s : opt->get_snames()) names.push_back("-" + s);
  }
  return names;
}

}  // namespace

std::optional<std::string> unknown_argument_message(const CLI::App& app) {
  const std::vector<CLI::App*> parsed = app.get_subcommands();
  if (parsed.empty()) {
    const std::vector<std::string> commands = command_names(app);
    const std::vector<std::string> left = app.remaining();
    if (left.empty()) return fmt::format("give a command: {} (pipesched --help)", fmt::join(commands, ", "));
    const std::string& arg = left.front();
    if (arg.size() > 1 && arg.front() == '-')
      return fmt::format("unknown option {} (give a command first: {})", arg.substr(0, arg.find('=')),
                         fmt::join(commands, ", "));
    const std::string guess = nearest(arg, commands);
    return guess.empty() ? fmt::format("unknown command '{}' (commands: {})", arg, fmt::join(commands, ", "))
                         : fmt::format("unknown command '{}' (did you mean '{}'?)", arg, guess);
  }
  const CLI::App& cmd = *parsed.front();
  for (const std::string& arg : app.remaining(true)) {  // before the command's name, or after it
    if (arg.size() < 2 || arg.front() != '-') continue;
    const std::string name = arg.substr(0, arg.find('='));
    const std::string guess = nearest(name, option_names(cmd));
    return guess.empty() ? fmt::format("unknown option {} for {} (see pipesched {} --help)", name, cmd.get_name(),
                                       cmd.get_name())
                         : fmt::format("unknown option {} (did you mean {}?)", name, guess);
  }
  return std::nullopt;
}

}  // namespace pipesched::cli
