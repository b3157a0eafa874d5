#!/usr/bin/env bash
# Configure, build and run every test. Ends with ctest's summary.
# PIPESCHED_BUILD_DIR (default build) and JOBS (default: number of cores) can be set.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

bash scripts/setup.sh

build=${PIPESCHED_BUILD_DIR:-build}
jobs=${JOBS:-$(nproc)}

cmake -S . -B "$build" -DCMAKE_BUILD_TYPE=Release
cmake --build "$build" -j "$jobs"
ctest --test-dir "$build" --output-on-failure -j "$jobs"
