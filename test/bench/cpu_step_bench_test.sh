#!/usr/bin/env bash
# bench/cpu_step_bench.py's logic at a small model, fast: a row per (family, backend,
# dtype) from the real tool, the torch eager and torch.distributed.pipelining rows or one
# skip line (torch is optional), a failing run (exit 1) and bad arguments (exit 2).
#
#   test/bench/cpu_step_bench_test.sh bench/cpu_step_bench.py build/pipesched   (ctest: bench.cpu_step_bench_logic)
set -uo pipefail
script=$1 tool=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failures=0
fail() {
    echo "FAIL: $*" >&2
    failures=$((failures + 1))
}
# shellcheck disable=SC2054  # the commas are the model option's
small=(--model layers=4,dim=16,heads=2,seq=8,vocab=32 --microbatch 2 --microbatches 4 --devices 2 --steps 2 --warmup 1)

python3 "$script" --tool "$tool" "${small[@]}" --no-torch --json "$work/out.json" >"$work/ok" 2>&1
rc=$?
((rc == 0)) || fail "no-torch run: exit $rc: $(tail -n 3 "$work/ok")"
for family in 1f1b v-half; do
    for backend in cpu cpu-streams; do
        for dtype in fp32 bf16; do
            grep -qE "^pipesched $family $backend $dtype +[0-9]+ +[0-9]+ +[0-9]+ +- +- +-\$" "$work/ok" ||
                fail "no-torch run: no row for $family $backend $dtype"
        done
    done
done
grep -q '^# torch: --no-torch: skipping$' "$work/ok" || fail "no-torch run: no skip line"
python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); r=d["rows"]; assert len(r) == 8 and all(x["tokens_per_second"] > 0 and x["tokens_per_cpu_second"] > 0 and x["tokens_per_process_cpu_second"] > 0 for x in r)' \
    "$work/out.json" || fail "no-torch run: its --json is not the eight rows"

# torch: the eager and the pipelining (Schedule1F1B on 2 gloo processes) rows and the
# ratios against them, or (torch not importable) one skip line; never a failure.
python3 "$script" --tool "$tool" "${small[@]}" --families 1f1b --backends cpu --dtypes fp32 \
    --torch-pipelining 1f1b >"$work/torch" 2>&1
rc=$?
((rc == 0)) || fail "run with torch: exit $rc: $(tail -n 3 "$work/torch")"
if grep -q '^# torch: .*skipping' "$work/torch"; then
    grep -qE '^pipesched 1f1b cpu fp32 +[0-9]+ +[0-9]+ +[0-9]+ +- +- +-$' "$work/torch" || fail "torch skipped: the row has ratios"
else
    grep -qE '^torch eager 1 thread fp32 +[0-9]+ +[0-9]+ +[0-9]+ +1\.00 +1\.00 +-$' "$work/torch" || fail "run with torch: no eager row"
    grep -qE '^torch pipelining 1f1b gloo fp32 +[0-9]+ +[0-9]+ +[0-9]+ +[0-9.]+ +[0-9.]+ +-$' "$work/torch" ||
        fail "run with torch: no pipelining row"
    grep -qE '^pipesched 1f1b cpu fp32 +[0-9]+ +[0-9]+ +[0-9]+ +[0-9.]+ +[0-9.]+ +[0-9.]+$' "$work/torch" ||
        fail "run with torch: the pipesched row lacks its three ratios"
fi

printf '#!/usr/bin/env bash\necho "pipesched: error: something broke" >&2\nexit 1\n' >"$work/broken"
chmod +x "$work/broken"
python3 "$script" --tool "$work/broken" --no-torch >"$work/broken.out" 2>&1
rc=$?
((rc == 1)) || fail "a failing run: exit $rc, expected 1"
grep -q 'something broke' "$work/broken.out" || fail "a failing run: its error line is not quoted"
python3 "$script" --tool "$tool" --steps 0 >/dev/null 2>&1
rc=$?
((rc == 2)) || fail "--steps 0: exit $rc, expected 2"
python3 "$script" --tool "$tool" --backends cuda >/dev/null 2>&1
rc=$?
((rc == 2)) || fail "--backends cuda: exit $rc, expected 2"

((failures == 0)) || exit 1
echo "cpu_step_bench.py logic: 5 cases pass"
