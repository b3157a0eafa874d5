#!/usr/bin/env bash
# ASan + UBSan build of the core, runtime and CLI test suites (and the tool the CLI tests
# run; clang-14, the build fuzz.sh shares), then ctest on those suites only. Ends with
# ctest's summary; any sanitizer report fails the test that triggered it
# (-fno-sanitize-recover=all, halt_on_error).
# PIPESCHED_SAN_DIR (default build-san), JOBS (default: number of cores) and
# PIPESCHED_SAN_SUITES (ctest labels, default below) can be set.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

build=${PIPESCHED_SAN_DIR:-build-san}
jobs=${JOBS:-$(nproc)}
# Each Catch2 suite's tests carry the suite's target name as their ctest label.
suites=${PIPESCHED_SAN_SUITES:-pipesched_core_tests pipesched_runtime_tests pipesched_cli_tests}

# The sanitizer build shared with fuzz.sh (scripts/sanitizer_build.sh: clang-14, ASan +
# UBSan, -O1, unity batches of 8). The core, CLI and runtime suites took 220, 176 and 73 s
# of CPU under gcc's ASan as unity batches, instead of 705, 577 and 227 file by file.
targets=(pipesched_cli)
for s in $suites; do targets+=("$s"); done
PIPESCHED_SAN_DIR=$build bash scripts/sanitizer_build.sh "${targets[@]}"

# max_allocation_size_mb: one allocation above 2 GB is a report, as `ulimit -v` is in the
# normal build (the CLI tests cannot set an address-space limit under ASan).
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:max_allocation_size_mb=2048:strict_string_checks=1}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}
label_regex=$(echo "$suites" | tr -s ' ' '\n' | sed 's/.*/^&$/' | paste -sd'|')
ctest --test-dir "$build" --output-on-failure -j "$jobs" -L "$label_regex"
