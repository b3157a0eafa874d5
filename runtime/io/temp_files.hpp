#pragma once
// The temporary files an output_file writes before renaming them (safe_file.hpp), kept in a
// fixed table that a signal handler can read: SIGINT, SIGTERM, SIGHUP and SIGABRT unlink
// every live one, then take their default action again (the exit status says which signal).
//
// Why a table and not a list: a handler may only call async-signal-safe functions. The
// table is static, each slot a lock-free atomic state and a name buffer; the handler reads
// the states and calls unlink(2), nothing else.
//
// The order that leaves nothing behind: a name is drawn and marked live *before* the file
// is created with O_CREAT | O_EXCL, and released only *after* it was renamed or unlinked, so
// a signal at any point finds the name (unlinking a name not yet or no longer there fails
// harmlessly). The one cost: a signal during the create of a name that an older file
// already holds (a stale FILE.tmpXXXXXX of a killed run: 62^6 names) removes that file.
//
// A name that does not fit a slot (longer than PATH_MAX) cannot be created anyway; when
// every slot is taken (more than max_live_temp_files outputs open at once, which the tool
// never has) the file is created unregistered and a signal leaves it.
#include <string>

namespace pipesched::io {

inline constexpr int max_live_temp_files = 16;

// A file created by create_temp_file: its descriptor, its name, and its slot (-1: none).
struct temp_file {
  int fd = -1;
  std::string name;
  int slot = -1;
};

// Creates a new file named `prefix` + 6 characters from [A-Za-z0-9] (mode 0600, O_EXCL, as
// mkstemp), registered for removal on a signal. On failure fd is -1 and errno says why;
// nothing is left registered.
temp_file create_temp_file(const std::string& prefix);

// The name of `slot` is no longer ours (renamed over its target, or unlinked). -1: nothing.
void release_temp_file(int slot) noexcept;

// Unlinks every registered file. Async-signal-safe.
void remove_live_temp_files() noexcept;

// Installs the handler for SIGINT, SIGTERM, SIGHUP and SIGABRT (a signal ignored when the
// process started stays ignored: `nohup`, a background job). Idempotent.
void remove_temp_files_on_signals();

// Test hook: with PIPESCHED_TEST_SIGNAL_AFTER_TEMP_FILE=N in the environment, the process
// raises signal N right after each temporary file is created and registered, so a test can
// see what a signal in the middle of a save leaves without racing a timer.
void test_hook_after_temp_file();

}  // namespace pipesched::io
