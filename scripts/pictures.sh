#!/usr/bin/env bash
# Builds the `pipesched` tool and regenerates the pictures of docs/interop.md (docs/images/*.svg)
# from the lines of docs/images/pictures.txt. The tool's SVG is deterministic, so running
# this again gives the same bytes (test/cli/pictures_cli_test.cpp checks it).
# PIPESCHED_BUILD_DIR (default build) and JOBS (default: number of cores) can be set;
# PIPESCHED_CLI=path/to/pipesched skips the build.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

tool=${PIPESCHED_CLI:-}
if [[ -z "$tool" ]]; then
  bash scripts/build.sh pipesched_cli
  tool="${PIPESCHED_BUILD_DIR:-build}/pipesched"
fi

while read -r file args; do
  [[ -z "$file" || "$file" == \#* ]] && continue
  # shellcheck disable=SC2086  # the arguments are words on purpose
  "$tool" $args -o "docs/images/$file"
  echo "docs/images/$file"
done < docs/images/pictures.txt
