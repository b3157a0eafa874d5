#!/usr/bin/env bash
# ASan + UBSan build of the core and runtime test suites, then ctest on those suites only.
# Ends with ctest's summary; any sanitizer report fails the test that triggered it
# (-fno-sanitize-recover=all, halt_on_error).
# PIPESCHED_SAN_DIR (default build-san), JOBS (default: number of cores) and
# PIPESCHED_SAN_SUITES (ctest labels, default below) can be set; with pipesched_cli_tests
# among them the tool those tests run is built with the sanitizers too.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

bash scripts/setup.sh

build=${PIPESCHED_SAN_DIR:-build-san}
jobs=${JOBS:-$(nproc)}
# Each Catch2 suite's tests carry the suite's target name as their ctest label. The CLI
# suite is not a default: under the sanitizers its tool and tests took about 600 s of CPU to
# compile (half of this script's build), and what it adds over the others is the commands'
# glue, whose parsers scripts/fuzz.sh already runs under ASan and UBSan.
suites=${PIPESCHED_SAN_SUITES:-pipesched_core_tests pipesched_runtime_tests}

# -O1: several times faster than -O0 under ASan, and still keeps the frames; -g1: line
# numbers in reports at a fraction of -g's compile time. Catch2's main (test/catch_main.cpp,
# none of our code) is built without instrumentation: 20 s of CPU instead of 66 s; the
# runtime is linked into every test, so our code's reports are unchanged. The suites compile
# as unity batches of 8 files (PIPESCHED_TEST_UNITY_BATCH, as scripts/build.sh): the core,
# CLI and runtime suites took 220, 176 and 73 s of CPU here instead of 705, 577 and 227.
san="-fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer"
launcher=()
command -v ccache >/dev/null && launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
cmake -S . -B "$build" -DCMAKE_BUILD_TYPE=Release \
  -DCMAKE_CXX_FLAGS="$san" -DCMAKE_CXX_FLAGS_RELEASE="-O1 -g1" \
  -DCMAKE_EXE_LINKER_FLAGS="-fsanitize=address,undefined" \
  -DPIPESCHED_CUDA=OFF -DPIPESCHED_MPI=OFF \
  -DPIPESCHED_BUILD_BENCH=OFF -DPIPESCHED_BUILD_EXAMPLES=OFF -DPIPESCHED_INSTALL=OFF \
  -DPIPESCHED_CATCH_MAIN_CXX_FLAGS="-fno-sanitize=all -g0" \
  -DPIPESCHED_TEST_UNITY_BATCH="${PIPESCHED_TEST_UNITY_BATCH:-8}" \
  "${launcher[@]}" >/dev/null

targets=()
for s in $suites; do
  targets+=("$s")
  [[ $s == pipesched_cli_tests ]] && targets+=(pipesched_cli)
done
cmake --build "$build" -j "$jobs" $(printf -- '--target %s ' "${targets[@]}")

# max_allocation_size_mb: one allocation above 2 GB is a report, as `ulimit -v` is in the
# normal build (the CLI tests cannot set an address-space limit under ASan).
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:max_allocation_size_mb=2048:strict_string_checks=1}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}
label_regex=$(echo "$suites" | tr -s ' ' '\n' | sed 's/.*/^&$/' | paste -sd'|')
ctest --test-dir "$build" --output-on-failure -j "$jobs" -L "$label_regex"
