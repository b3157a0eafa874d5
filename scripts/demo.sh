#!/usr/bin/env bash
# Build the `pipesched` tool and print a V-Half schedule for 8 devices, 16 microbatches.
# PIPESCHED_BUILD_DIR (default build) and JOBS (default: number of cores) can be set.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

bash scripts/build.sh pipesched_cli
"${PIPESCHED_BUILD_DIR:-build}/pipesched" schedule --family v-half --devices 8 --microbatches 16
