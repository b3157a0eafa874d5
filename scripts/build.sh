#!/usr/bin/env bash
# Install missing dependencies, configure and build. Arguments: targets (default: all).
# PIPESCHED_BUILD_DIR (default build) and JOBS (default: number of cores) can be set.
# CI's build (no GPU, 2 cores) leaves out what costs compile time and runs nowhere here:
#   PIPESCHED_BUILD_CUDA_BENCH (default OFF): the CUDA benches, which only run on a GPU
#     (bench/gpu-check.sh builds them there); ON builds them too.
#   PIPESCHED_TEST_CXX_FLAGS (default -O1): flags for the test code only, after Release's
#     -O3, so the suites compile in about half the time. The compiled libraries and the
#     tool stay -O3; the header-only core is compiled into each test, so its suites test
#     it at -O1 (as sanitize.sh and fuzz.sh do). Set it empty for -O3 tests.
#   PIPESCHED_TEST_UNITY_BATCH (default 8): the Catch2 suites compile as unity batches of 8
#     files, each batch parsing Catch2 and the library and instantiating the shared
#     generators once (the core and CLI suites took 3x less CPU; numbers in
#     cmake/PipeschedHelpers.cmake); 0 compiles file by file.
#   PIPESCHED_SKIP_SUITES (default empty): Catch2 suites (target names, ;-separated) left
#     out of the build and of ctest; .ci/run skips those scripts/sanitize.sh runs.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

bash scripts/setup.sh

build=${PIPESCHED_BUILD_DIR:-build}
jobs=${JOBS:-$(nproc)}

cmake -S . -B "$build" -DCMAKE_BUILD_TYPE=Release \
  -DPIPESCHED_BUILD_CUDA_BENCH="${PIPESCHED_BUILD_CUDA_BENCH:-OFF}" \
  -DPIPESCHED_TEST_CXX_FLAGS="${PIPESCHED_TEST_CXX_FLAGS--O1}" \
  -DPIPESCHED_TEST_UNITY_BATCH="${PIPESCHED_TEST_UNITY_BATCH:-8}" \
  -DPIPESCHED_SKIP_SUITES="${PIPESCHED_SKIP_SUITES:-}"
targets=()
for t in "$@"; do targets+=(--target "$t"); done
cmake --build "$build" "${targets[@]}" -j "$jobs"
