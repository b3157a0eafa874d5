#!/usr/bin/env bash
# ThreadSanitizer build and run of every test labelled `streams` (the CPU streams, and
# the stage and trainer tests that run on them): builds the custom target
# pipesched_streams_tests, which each such test target joins through
# pipesched_add_catch_tests(... LABELS streams), then `ctest -L streams`. Ends with
# ctest's summary; any race report fails the test that made it (halt_on_error).
# PIPESCHED_TSAN_DIR (default build-tsan) and JOBS (default: number of cores) can be set.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

bash scripts/setup.sh

build=${PIPESCHED_TSAN_DIR:-build-tsan}
jobs=${JOBS:-$(nproc)}

# -O1 -g1 and unity batches as in sanitize.sh: fast enough, and reports keep their frames and lines.
tsan="-fsanitize=thread -fno-omit-frame-pointer"
launcher=()
command -v ccache >/dev/null && launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
cmake -S . -B "$build" -DCMAKE_BUILD_TYPE=Release \
  -DCMAKE_CXX_FLAGS="$tsan" -DCMAKE_CXX_FLAGS_RELEASE="-O1 -g1" \
  -DCMAKE_EXE_LINKER_FLAGS="-fsanitize=thread" \
  -DPIPESCHED_CUDA=OFF -DPIPESCHED_MPI=OFF \
  -DPIPESCHED_BUILD_BENCH=OFF -DPIPESCHED_BUILD_EXAMPLES=OFF -DPIPESCHED_INSTALL=OFF \
  -DPIPESCHED_TEST_UNITY_BATCH="${PIPESCHED_TEST_UNITY_BATCH:-8}" \
  "${launcher[@]}" >/dev/null

cmake --build "$build" -j "$jobs" --target pipesched_streams_tests

export TSAN_OPTIONS=${TSAN_OPTIONS:-halt_on_error=1:second_deadlock_stack=1}
ctest --test-dir "$build" --output-on-failure -j "$jobs" -L '^streams$'
