// `pipesched`: the command-line tool. Each subcommand lives in its own
// <name>_command.{hpp,cpp} and registers itself below; errors print one line and exit 2.
#include <CLI/CLI.hpp>

#include <pipesched/version.hpp>

#include "check_command.hpp"
#include "families_command.hpp"
#include "plan_command.hpp"
#include "profile_command.hpp"
#include "schedule_command.hpp"
#include "train_command.hpp"

int main(int argc, char** argv) {
  CLI::App app{"Memory-bounded pipeline-parallel schedules", "pipesched"};
  app.set_version_flag("--version", PIPESCHED_VERSION_STRING);
  app.require_subcommand(1);
  app.failure_message([](const CLI::App*, const CLI::Error& e) {
    return pipesched::cli::error_line(std::string(e.what()) + " (run with --help for usage)");
  });

  pipesched::cli::add_schedule_command(app);
  pipesched::cli::add_check_command(app);
  pipesched::cli::add_families_command(app);
  pipesched::cli::add_plan_command(app);
  pipesched::cli::add_profile_command(app);
  pipesched::cli::add_train_command(app);

  try {
    app.parse(argc, argv);
  } catch (const CLI::Error& e) {
    // --help and --version exit 0; every error exits 2.
    return app.exit(e) == 0 ? 0 : pipesched::cli::exit_usage;
  }
  return 0;
}
