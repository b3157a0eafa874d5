#!/usr/bin/env bash
# shellcheck disable=SC2016  # the stubs' bodies are single-quoted: they expand when they run
# The logic of bench/gpu-check.sh, with no GPU and no build: cmake, ctest, nvidia-smi,
# compute-sanitizer, the benches and the pipesched tool are stubs (a PATH in front and a
# fake build directory), so each case sets what a machine would answer and checks the rows
# and the exit status:
#   no device         every GPU step is SKIP (none PASS), no bench runs, exit 77
#   one device        the benches (one per bench/*_bench.cu but p2p_bench, a SKIP row on
#                     one GPU), memcheck, racecheck, the profile, the training rows and the
#                     step bench run; nothing fails; a bench's "# summary:" is its note;
#                     the order: the wgmma tests and matmul_bench's wgmma rows first, then
#                     the other GEMM and attention tests, racecheck and benches, then
#                     every [gpu] test (ctest -j), the other benches, profile, training,
#                     step bench, memcheck; racecheck on the GEMM and attention tests only;
#                     one training run keeps its --trace; copy_bench writes --json
#   two devices       p2p_bench runs
#   a bench fails     its row is FAIL and the exit status 1
#   a bench skips     exit 77 on a device machine: SKIP, never PASS, and the check not 0
#   some steps        PIPESCHED_GPU_CHECK_STEPS leaves the others out: SKIP rows, exit 77
#   sanitizers        racecheck finding a race: FAIL, exit 1; "Device not supported"
#                     (gVisor): SKIP, exit 77
#   no time budget    every step SKIP, exit 77, the summary says the whole check was cut
#   budget cut        a step past the budget: it and every later one SKIP, and the summary
#                     names the steps cut and the PIPESCHED_GPU_CHECK_STEPS that reruns them
#   bad usage         exit 2
#
#   test/bench/gpu_check_test.sh bench/gpu-check.sh      (ctest: bench.gpu_check_logic)
set -uo pipefail

script=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
root=$(cd "$(dirname "$script")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failures=0
fail() {
    echo "FAIL: $*" >&2
    failures=$((failures + 1))
}

# --- Stubs --------------------------------------------------------------------------------

stubs=$work/stubs
build=$work/build
mkdir -p "$stubs" "$build/bench" "$build/test"
stub() {  # stub PATH BODY: an executable script
    printf '#!/usr/bin/env bash\n%s\n' "$2" >"$1"
    chmod +x "$1"
}
stub "$stubs/cmake" 'exit 0'
# ctest -L gpu: two tests, skipped (exit 77) without a device, passed with one.
stub "$stubs/ctest" 'echo "$*" >>"$FAKE_LOG/ctest-calls"
if [[ " $* " == *" -L gpu "* ]]; then
  if [[ $FAKE_GPUS == 0 ]]; then r="***Skipped "; else r="   Passed "; fi
  echo "1/2 Test #1: pipesched_kernel_gpu_tests ....$r   0.01 sec"
  echo "2/2 Test #2: pipesched_cuda_runtime_gpu_tests ....$r   0.01 sec"
fi
exit 0'
stub "$stubs/nvidia-smi" 'if [[ $FAKE_GPUS == 0 ]]; then echo "NVIDIA-SMI has failed: no driver"; exit 9; fi
for ((g = 0; g < FAKE_GPUS; g++)); do
  if [[ $1 == -L ]]; then echo "GPU $g: NVIDIA H200 (UUID: GPU-fake$g)"; else echo "NVIDIA H200, 580.00, 143771 MiB"; fi
done'
stub "$stubs/compute-sanitizer" 'echo "$*" >>"$FAKE_LOG/sanitizer-calls"
echo "sanitizer $2" >>"$FAKE_LOG/order"
if [[ ${FAKE_SANITIZER:-} == gvisor ]]; then echo "========= Error: Device not supported"; exit 1; fi
if [[ ${FAKE_SANITIZER:-} == race && " $* " == *" racecheck "* ]]; then echo "ERROR SUMMARY: 1 error"; exit 1; fi
echo "ERROR SUMMARY: 0 errors"'
stub "$build/test/pipesched_kernel_gpu_tests" 'echo "kernel_tests $*" >>"$FAKE_LOG/order"
sleep "${FAKE_KERNEL_SLEEP:-0}"'
stub "$build/test/pipesched_cuda_runtime_gpu_tests" 'exit 0'
# Every CUDA bench the real bench/ has: exit FAKE_BENCH_RC_<name> (default 0), noting the call.
benches=()
for source in "$root"/bench/*_bench.cu; do
    name=$(basename "$source" .cu)
    benches+=("$name")
    stub "$build/bench/$name" "echo \"$name \$*\" >>\"\$FAKE_LOG/bench-calls\"
echo \"bench $name\" >>\"\$FAKE_LOG/order\"
echo '# summary: fake $name'
rc_var=FAKE_BENCH_RC_$name
exit \${!rc_var:-0}"
done
((${#benches[@]} > 0)) || fail "no bench/*_bench.cu found under $root"
# pipesched train --backend B ... --format json: three losses, the same on every backend;
# --format jsonl (bench/step_bench.py): a line per --steps; profile and plan: exit 0.
stub "$build/pipesched" 'echo "pipesched $*" >>"$FAKE_LOG/tool-calls"
echo "tool $1" >>"$FAKE_LOG/order"
backend=cpu format=json steps=3
while (($#)); do
  case $1 in --backend) backend=$2 ;; --format) format=$2 ;; --steps) steps=$2 ;; esac
  shift
done
if [[ $format == jsonl ]]; then
  for ((k = 1; k <= steps; k++)); do echo "{\"type\": \"step\", \"step\": $k, \"tokens_per_second\": 1000.0}"; done
else
  echo "{\"backend\": \"$backend\", \"losses\": [4.0, 3.0, 2.0]}"
fi'

# run_check NAME GPUS [VAR=VALUE...]: runs the script; sets rc and summary (its table).
run_check() {
    local name=$1 gpus=$2
    shift 2
    mkdir -p "$work/$name"
    env PATH="$stubs:$PATH" FAKE_GPUS="$gpus" FAKE_LOG="$work/$name" PIPESCHED_GPU_BUILD_DIR="$build" \
        JOBS=1 NCCL_ROOT= "$@" bash "$script" "$work/$name/logs" >"$work/$name/out" 2>&1
    rc=$?
    summary=$(cat "$work/$name/logs/summary.txt" 2>/dev/null)
}
row() { grep -E "^$1" <<<"$summary"; }  # the table's row of step $1 (a regex)

# --- No device ----------------------------------------------------------------------------

run_check no-device 0
((rc == 77)) || fail "no device: exit $rc, expected 77"
passed=$(grep -E '^[^#].* PASS ' <<<"$summary" | grep -vE '^(configure|build|cuda host tests)' || true)
[[ -z $passed ]] || fail "no device, yet GPU steps passed: $passed"
for name in "${benches[@]}"; do
    row "bench $name +SKIP" >/dev/null || fail "no device: bench $name is not a SKIP row"
done
[[ ! -e $work/no-device/bench-calls ]] || fail "no device, yet a bench ran: $(cat "$work/no-device/bench-calls")"
row 'gpu tests \(ctest -L gpu\) +SKIP' >/dev/null || fail "no device: the [gpu] tests are not SKIP"
grep -q 'failed, .* skipped' <<<"$summary" || fail "no device: no closing line in the summary"

# --- One device, everything passes ------------------------------------------------------

run_check one-device 1
((rc == 0 || rc == 77)) || fail "one device: exit $rc, expected 0 or 77 (rows that need 2 GPUs skip)"
failed=$(grep -E '^[^#].* FAIL ' <<<"$summary" || true)
[[ -z $failed ]] || fail "one device: steps failed: $failed"
for name in "${benches[@]}"; do
    [[ $name == p2p_bench ]] && continue
    row "bench $name +PASS .*fake $name" >/dev/null || fail "one device: bench $name did not PASS with its summary"
done
row 'bench p2p_bench +SKIP .*needs 2 GPUs' >/dev/null || fail "one device: p2p_bench is not a SKIP row (needs 2 GPUs)"
! grep -q '^p2p_bench ' "$work/one-device/bench-calls" 2>/dev/null || fail "one device: p2p_bench ran"
grep -q -- "--json $work/one-device/logs/copy_bench.json" <(grep '^copy_bench ' "$work/one-device/bench-calls") ||
    fail "one device: copy_bench did not get --json"
# The order: wgmma first (its tests, its bench rows), then the other GEMM and attention tests,
# racecheck and benches, then the rest.
order=$(tr '\n' ' ' <"$work/one-device/order")
expected='kernel_tests \[wgmma\] bench matmul_bench kernel_tests \[linear\]~\[wgmma\],\[attention\],\[gemm\] sanitizer racecheck (bench (matmul|attention)_bench ){2}'
[[ $order =~ ^$expected ]] || fail "one device: not GEMM and attention first: $order"
[[ $order =~ bench\ cuda_kernels_bench.*tool\ profile.*tool\ train.*tool\ train.*sanitizer\ memcheck ]] ||
    fail "one device: the later steps are out of order: $order"
if [[ $(grep -c -- '--tool racecheck' "$work/one-device/sanitizer-calls") != 1 ]] ||
    ! grep -q -- '--tool racecheck .*pipesched_kernel_gpu_tests \[linear\]~\[wgmma\],\[attention\],\[gemm\]$' \
        "$work/one-device/sanitizer-calls"; then
    fail "one device: racecheck is not on the GEMM and attention tests alone"
fi
grep -qE -- '-L gpu -j [0-9]+ ' "$work/one-device/ctest-calls" || fail "one device: ctest -L gpu is not parallel"
row 'bench matmul_bench wgmma rows +PASS' >/dev/null || fail "one device: matmul_bench's wgmma rows did not PASS"
[[ $(grep -c -- '--benchmark_filter=^wgmma/' "$work/one-device/bench-calls") == 1 &&
    $(grep -c -- '--benchmark_filter=^mma/' "$work/one-device/bench-calls") == 1 ]] ||
    fail "one device: matmul_bench's wgmma and mma rows were not each run once"
[[ $(grep -c -- ' --trace ' "$work/one-device/tool-calls") == 1 ]] || fail "one device: not exactly one run keeps --trace"
row 'profile --backend cuda, plan --profile +PASS' >/dev/null || fail "one device: the profile row did not PASS"
grep -q 'profile --backend cuda --dtype bf16' "$work/one-device/tool-calls" || fail "one device: no profile --backend cuda"
row 'step bench .* +PASS .*p=1 1000 tok/s' >/dev/null || fail "one device: the step bench did not PASS with its summary"
grep -q -- '-b 4K -e 256M' <(grep '^copy_bench ' "$work/one-device/bench-calls" 2>/dev/null) ||
    fail "one device: copy_bench did not get its short size range"
grep -q -- '--tool memcheck' "$work/one-device/sanitizer-calls" 2>/dev/null || fail "one device: memcheck did not run"
row 'gpu tests \(ctest -L gpu\) +PASS' >/dev/null || fail "one device: the [gpu] tests did not PASS"
row 'train .* +PASS' >/dev/null || fail "one device: no training row passed"

# --- Two devices: p2p_bench runs --------------------------------------------------------

run_check two-devices 2 PIPESCHED_GPU_CHECK_STEPS=benches
row 'bench p2p_bench +PASS' >/dev/null || fail "two devices: p2p_bench did not PASS"

# --- One device, a bench fails ----------------------------------------------------------

run_check bench-fails 1 FAKE_BENCH_RC_copy_bench=1 PIPESCHED_GPU_CHECK_STEPS=benches
((rc == 1)) || fail "a failing bench: exit $rc, expected 1"
row 'bench copy_bench +FAIL .*exit 1' >/dev/null || fail "a failing bench: no FAIL row for it"

# --- One device, a bench exits 77 -------------------------------------------------------

run_check bench-skips 1 FAKE_BENCH_RC_copy_bench=77 PIPESCHED_GPU_CHECK_STEPS=benches
((rc == 77)) || fail "a bench exiting 77: exit $rc, expected 77"
row 'bench copy_bench +SKIP .*exit 77' >/dev/null || fail "a bench exiting 77: its row is not SKIP"

# --- Only some steps: the rest are SKIP rows, so all passing is still not a pass -----------

run_check only-benches 1 PIPESCHED_GPU_CHECK_STEPS=benches
((rc == 77)) || fail "only the benches: exit $rc, expected 77"
row 'tests \(host, \[gpu\]\) +SKIP .*not selected' >/dev/null || fail "only the benches: the tests are not a SKIP row"
[[ ! -e $work/only-benches/sanitizer-calls ]] || fail "only the benches, yet a sanitizer ran"

# --- compute-sanitizer: a race; a runtime it cannot attach to ---------------------------

run_check race 1 FAKE_SANITIZER=race PIPESCHED_GPU_CHECK_STEPS=sanitizers
((rc == 1)) || fail "racecheck finds a race: exit $rc, expected 1"
row 'racecheck gemm and attention tests +FAIL' >/dev/null || fail "racecheck finds a race: no FAIL row"
run_check gvisor 1 FAKE_SANITIZER=gvisor PIPESCHED_GPU_CHECK_STEPS=sanitizers
((rc == 77)) || fail "compute-sanitizer unsupported: exit $rc, expected 77"
row 'memcheck pipesched_kernel_gpu_tests +SKIP .*Device not supported' >/dev/null ||
    fail "compute-sanitizer unsupported: memcheck is not SKIP"

# --- No time left -------------------------------------------------------------------

run_check no-budget 1 PIPESCHED_GPU_CHECK_SECONDS=0
((rc == 77)) || fail "no time budget: exit $rc, expected 77"
row 'configure +SKIP .*budget' >/dev/null || fail "no time budget: configure is not SKIP"
passed=$(grep -E '^[^#].* PASS ' <<<"$summary" || true)
[[ -z $passed ]] || fail "no time budget, yet steps passed: $passed"
grep -q '^# the time budget cut: the whole check' <<<"$summary" || fail "no time budget: the summary does not say so"

# --- The budget runs out during the first step: the rest is cut, and named -------------

run_check budget-cut 1 PIPESCHED_GPU_CHECK_SECONDS=2 FAKE_KERNEL_SLEEP=5
((rc == 77)) || fail "budget cut: exit $rc, expected 77"
row 'gemm and attention tests .* SKIP .*budget' >/dev/null || fail "budget cut: the first step is not SKIP (budget)"
all='kernels tests benches profile training step sanitizers'
grep -qF "# the time budget cut: $all; rerun with PIPESCHED_GPU_CHECK_STEPS='$all'" <<<"$summary" ||
    fail "budget cut: the summary does not name the steps cut"

# --- Usage --------------------------------------------------------------------------------

bash "$script" a b >/dev/null 2>&1
rc=$?
((rc == 2)) || fail "two arguments: exit $rc, expected 2"

if ((failures > 0)); then
    echo "--- the last check's output:" >&2
    cat "$work"/bench-skips/out >&2
    exit 1
fi
echo "gpu-check.sh logic: 11 cases pass (${#benches[@]} CUDA benches: ${benches[*]})"
