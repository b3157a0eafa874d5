#!/usr/bin/env bash
# Build the `pipesched` tool and print a V-Half schedule for 8 devices, 16 microbatches.
# PIPESCHED_BUILD_DIR (default build) and JOBS (default: number of cores) can be set.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

bash scripts/setup.sh

build=${PIPESCHED_BUILD_DIR:-build}
jobs=${JOBS:-$(nproc)}

cmake -S . -B "$build" -DCMAKE_BUILD_TYPE=Release
if compgen -G "runtime/cli/*.cpp" >/dev/null; then
  cmake --build "$build" --target pipesched_cli -j "$jobs"
fi
if [[ ! -x "$build/pipesched" ]]; then
  echo "demo.sh: $build/pipesched was not built: the command-line tool (runtime/cli/*.cpp) does not exist yet" >&2
  exit 1
fi

"$build/pipesched" schedule --family v-half --devices 8 --microbatches 16
