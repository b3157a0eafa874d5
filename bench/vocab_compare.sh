#!/usr/bin/env bash
# Regenerates the vocabulary-parallelism table of docs/schedules.md ("Vocabulary
# parallelism"): our 1F1B and V-Half with the vocabulary sharded (algorithms 1 and 2), the
# naive placement and the best "first/last stage fewer layers" layout, simulated on the
# authors' published configurations, beside the authors' published figures:
#   bash bench/vocab_compare.sh [BUILD_DIR]
# BUILD_DIR holds the pipesched tool (default build). About 20 s.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
build=${1:-build}
table=$(mktemp)
trap 'rm -f "$table"' EXIT
python3 bench/vocab_compare.py --pipesched "$build/pipesched" --devices 8,16 --markdown "$table" > /dev/null
# The table goes between its two markers in docs/schedules.md; nothing else there changes.
python3 - "$table" <<'PY'
import os, sys
begin, end = "<!-- vocab_compare.sh: begin -->", "<!-- vocab_compare.sh: end -->"
text = open("docs/schedules.md").read()
if begin not in text or end not in text:
    sys.exit("vocab_compare.sh: docs/schedules.md lacks the table's markers")
head, rest = text.split(begin, 1)
_, tail = rest.split(end, 1)
with open("docs/schedules.md.tmp", "w") as fh:
    fh.write(head + begin + "\n" + open(sys.argv[1]).read() + end + tail)
os.replace("docs/schedules.md.tmp", "docs/schedules.md")
PY
echo "docs/schedules.md: vocabulary table written"
