#!/usr/bin/env bash
# Regenerates the table in docs/schedules.md of our V families against the authors' own search, and
# the reference numbers test/pipesched/authors_test.cpp reads, from their checkout:
#   bash bench/authors_compare.sh CHECKOUT [BUILD_DIR] [--cells P:M,...]
# CHECKOUT: sail-sg/zero-bubble-pipeline-parallelism (or $PIPESCHED_AUTHORS_CHECKOUT);
# BUILD_DIR holds the pipesched tool (default build). Their search runs in Python and takes
# minutes per shape at p = 16; its results are kept in BUILD_DIR/authors_cache.json.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
checkout=${1:-${PIPESCHED_AUTHORS_CHECKOUT:-}}
build=${2:-build}
shift $(( $# < 2 ? $# : 2 ))
[ -n "$checkout" ] || { echo "usage: bash bench/authors_compare.sh CHECKOUT [BUILD_DIR] [--cells P:M,...]" >&2; exit 2; }
table=$(mktemp)
trap 'rm -f "$table"' EXIT
python3 bench/authors_compare.py --authors "$checkout" --pipesched "$build/pipesched" \
  --cache "$build/authors_cache.json" --markdown "$table" \
  --reference test/pipesched/authors_reference.txt "$@"
# The table goes between its two markers in docs/schedules.md; nothing else there changes.
python3 - "$table" <<'PY'
import os, sys
begin, end = "<!-- authors_compare.sh: begin -->", "<!-- authors_compare.sh: end -->"
text = open("docs/schedules.md").read()
if begin not in text or end not in text:
    sys.exit("authors_compare.sh: docs/schedules.md lacks the table's markers")
head, rest = text.split(begin, 1)
_, tail = rest.split(end, 1)
with open("docs/schedules.md.tmp", "w") as fh:
    fh.write(head + begin + "\n" + open(sys.argv[1]).read() + end + tail)
os.replace("docs/schedules.md.tmp", "docs/schedules.md")
PY
