#!/usr/bin/env bash
# Rebuilds and prints the family table of docs/schedules.md (markdown on stdout).
#   bash bench/family_table.sh
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/build.sh pipesched_family_table >&2
./build/bench/family_table
