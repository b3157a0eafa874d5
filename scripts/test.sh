#!/usr/bin/env bash
# Build everything and run every test. Ends with ctest's summary.
# PIPESCHED_BUILD_DIR (default build) and JOBS (default: number of cores) can be set.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

bash scripts/build.sh
ctest --test-dir "${PIPESCHED_BUILD_DIR:-build}" --output-on-failure -j "${JOBS:-$(nproc)}"
