#!/usr/bin/env bash
# Build the `pipesched` tool and train the tiny GPT model with the embedded defaults:
# V-Half on 4 devices (threads of the CPU backend), 8 microbatches, 30 steps. Each step
# prints the loss, tokens/s and every device's measured peak activation bytes against
# the schedule's static bound. Extra arguments go to `pipesched train`
# (e.g. --family 1f1b --check).
# PIPESCHED_BUILD_DIR (default build) and JOBS (default: number of cores) can be set.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

bash scripts/build.sh pipesched_cli
"${PIPESCHED_BUILD_DIR:-build}/pipesched" train "$@"
