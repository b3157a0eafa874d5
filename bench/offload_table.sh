#!/usr/bin/env bash
# Rebuilds and prints the offload table of docs/offload-recompute.md (markdown on stdout).
#   bash bench/offload_table.sh
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/build.sh pipesched_offload_table >&2
./build/bench/offload_table
