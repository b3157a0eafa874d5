#!/usr/bin/env bash
# Install missing dependencies, configure and build. Arguments: targets (default: all).
# PIPESCHED_BUILD_DIR (default build) and JOBS (default: number of cores) can be set.
# CI's build (no GPU, 2 cores) leaves out what costs compile time and runs nowhere here:
#   PIPESCHED_BUILD_CUDA_BENCH (default OFF): the CUDA benches, which only run on a GPU
#     (bench/gpu-check.sh builds them there); ON builds them too.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

bash scripts/setup.sh

build=${PIPESCHED_BUILD_DIR:-build}
jobs=${JOBS:-$(nproc)}

cmake -S . -B "$build" -DCMAKE_BUILD_TYPE=Release \
  -DPIPESCHED_BUILD_CUDA_BENCH="${PIPESCHED_BUILD_CUDA_BENCH:-OFF}"
targets=()
for t in "$@"; do targets+=(--target "$t"); done
cmake --build "$build" "${targets[@]}" -j "$jobs"
