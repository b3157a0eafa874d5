#!/usr/bin/env bash
# bench/step_bench.py's logic without a GPU: the real tool on the CPU backend at a small
# model (two rows and a summary, exit 0), a tool without a device (exit 77, its line
# quoted), a failing run (exit 1) and bad arguments (exit 2).
#
#   test/bench/step_bench_test.sh bench/step_bench.py build/pipesched   (ctest: bench.step_bench_logic)
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
small=(--backend cpu --model layers=4,dim=16,heads=2,seq=8,vocab=32 --microbatch 2 --microbatches 4 --steps 2 --warmup 1)

python3 "$script" --tool "$tool" "${small[@]}" --no-torch --json "$work/out.json" >"$work/ok" 2>&1
rc=$?
((rc == 0)) || fail "cpu run: exit $rc: $(tail -n 3 "$work/ok")"
grep -qE '^pipesched train p=1 +[0-9]+ +-$' "$work/ok" || fail "cpu run: no p=1 row"
grep -qE '^pipesched train p=4 single GPU +[0-9]+ +-$' "$work/ok" || fail "cpu run: no p=4 row"
grep -qE '^# summary: p=1 [0-9]+ tok/s, p=4 [0-9]+, torch not run$' "$work/ok" || fail "cpu run: no summary line"
python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); assert len(d["rows"]) == 2 and d["rows"][0]["tokens_per_second"] > 0' \
    "$work/out.json" || fail "cpu run: its --json is not the two rows"

# torch: a row beside them, or (torch not importable) one skip line; never a failure.
python3 "$script" --tool "$tool" "${small[@]}" >"$work/torch" 2>&1
rc=$?
((rc == 0)) || fail "cpu run with torch: exit $rc: $(tail -n 3 "$work/torch")"
grep -qE '^(torch eager .* [0-9.]+$|# torch: .*skipping)' "$work/torch" || fail "cpu run with torch: no torch row or skip line"

printf '#!/usr/bin/env bash\necho "pipesched: error: no CUDA device: cudaErrorNoDevice" >&2\nexit 2\n' >"$work/nodevice"
printf '#!/usr/bin/env bash\necho "pipesched: error: something broke" >&2\nexit 1\n' >"$work/broken"
chmod +x "$work/nodevice" "$work/broken"
python3 "$script" --tool "$work/nodevice" --no-torch >"$work/skip" 2>&1
rc=$?
((rc == 77)) || fail "no device: exit $rc, expected 77"
grep -q 'no CUDA device: cudaErrorNoDevice: skipping the step bench' "$work/skip" || fail "no device: the reason is not quoted"
python3 "$script" --tool "$work/broken" --no-torch >"$work/broken.out" 2>&1
rc=$?
((rc == 1)) || fail "a failing run: exit $rc, expected 1"
python3 "$script" --tool "$tool" --steps 0 >/dev/null 2>&1
rc=$?
((rc == 2)) || fail "--steps 0: exit $rc, expected 2"
python3 "$script" --tool "$tool" --model layers=4 >/dev/null 2>&1
rc=$?
((rc == 2)) || fail "a model without its five keys: exit $rc, expected 2"

((failures == 0)) || exit 1
echo "step_bench.py logic: 6 cases pass"
