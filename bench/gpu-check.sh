#!/usr/bin/env bash
# The one GPU check: configure Release with CUDA, build every GPU target with all cores,
# run the CUDA host tests, every [gpu] test (ctest label `gpu`, then under
# compute-sanitizer memcheck when it is installed), the CUDA kernel benches and the GPU
# training runs of issue 19, with a log per step under LOGDIR and one summary table.
# Meant for one H200 in under 8 minutes, build included (each step has a time limit, and
# the whole check a budget that the limits are cut to).
#
#   bench/gpu-check.sh [LOGDIR]      (default: $OUT when set, else ./gpu-logs)
#
# Every step ends PASS, FAIL or SKIP (with why). A GPU step without a device is SKIP,
# never PASS. Exit status: 0 every step passed; 1 a step failed; 77 nothing failed but
# something was skipped (no device, a run the tool cannot do yet: not a pass); 2 usage.
#
# Environment: PIPESCHED_GPU_BUILD_DIR (default build-gpu-check), JOBS (default nproc),
# PIPESCHED_GPU_CHECK_SECONDS (budget, default 470), NCCL_ROOT (passed to CMake; when unset
# and the toolkit has no nccl.h, the nvidia-nccl Python wheel's directory is used).
# When the repo root holds .devdeps/ (../shared/device/pack-deps.sh; add
# `libcli11-dev nlohmann-json3-dev libfmt-dev libfmt9` to its arguments for the training
# runs), CMAKE_PREFIX_PATH and LD_LIBRARY_PATH point into it.
set -uo pipefail

if [[ $# -gt 1 || ${1:-} == -h || ${1:-} == --help ]]; then
    echo "usage: $0 [LOGDIR]" >&2
    exit 2
fi
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
out=${1:-${OUT:-./gpu-logs}}
mkdir -p "$out" && out=$(cd "$out" && pwd)
build=${PIPESCHED_GPU_BUILD_DIR:-$root/build-gpu-check}
jobs=${JOBS:-$(nproc)}
deadline=$((SECONDS + ${PIPESCHED_GPU_CHECK_SECONDS:-470}))
summary=$out/summary.txt
export PATH="$PATH:/usr/local/cuda/bin"

rows=()  # "step|result|seconds|note"
record() { rows+=("$1|$2|$3|$4"); }

# run_step NAME LIMIT LOG COMMAND...: runs COMMAND with its output in LOG under
# min(LIMIT, time left); records PASS or FAIL (exit status, or the time limit).
run_step() {
    local name=$1 limit=$2 log=$3
    shift 3
    local left=$((deadline - SECONDS))
    ((limit > left)) && limit=$left
    if ((limit <= 0)); then
        record "$name" SKIP 0 "the check's time budget is spent"
        return 1
    fi
    local t0=$SECONDS rc=0
    timeout --kill-after=10 "$limit" "$@" >"$log" 2>&1 || rc=$?
    local took=$((SECONDS - t0))
    if ((rc == 0)); then
        record "$name" PASS "$took" ""
    elif ((rc == 124 || rc == 137)); then
        record "$name" FAIL "$took" "over its ${limit} s limit: $(basename "$log")"
    else
        record "$name" FAIL "$took" "exit $rc: $(basename "$log")"
    fi
    return "$rc"
}

finish() {
    local failed=0 skipped=0 row name result secs note
    for row in "${rows[@]}"; do
        IFS='|' read -r name result secs note <<<"$row"
        [[ $result == FAIL ]] && failed=$((failed + 1))
        [[ $result == SKIP ]] && skipped=$((skipped + 1))
    done
    {
        printf '%-44s %-6s %7s  %s\n' step result seconds note
        for row in "${rows[@]}"; do
            IFS='|' read -r name result secs note <<<"$row"
            printf '%-44s %-6s %7s  %s\n' "$name" "$result" "$secs" "$note"
        done
        echo "# $failed failed, $skipped skipped, ${SECONDS} s in all; logs in $out"
    } | tee -a "$summary"
    ((failed > 0)) && exit 1
    ((skipped > 0)) && exit 77
    exit 0
}

# --- What this machine has ---------------------------------------------------------------

: >"$summary"
echo "# gpu-check $(date -u +%FT%TZ) in $root ($(git -C "$root" rev-parse --short HEAD 2>/dev/null))" |
    tee -a "$summary"
gpus=$(nvidia-smi -L 2>/dev/null | grep -c '^GPU' || true)
gpus=${gpus:-0}
nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader 2>/dev/null | sed 's/^/# /' |
    tee -a "$summary"
echo "# GPUs: $gpus" | tee -a "$summary"

cmake_args=(-S "$root" -B "$build" -DCMAKE_BUILD_TYPE=Release -DPIPESCHED_CUDA=ON -DPIPESCHED_MPI=OFF
    -DPIPESCHED_BUILD_EXAMPLES=OFF -DPIPESCHED_INSTALL=OFF -DCMAKE_CUDA_ARCHITECTURES=90)
if [[ -d $root/.devdeps/usr ]]; then
    cmake_args+=(-DCMAKE_PREFIX_PATH="$root/.devdeps/usr")
    export LD_LIBRARY_PATH="$root/.devdeps/usr/lib/x86_64-linux-gnu${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
fi
if [[ -z ${NCCL_ROOT:-} && ! -f /usr/local/cuda/include/nccl.h ]]; then
    NCCL_ROOT=$(python3 -c 'import nvidia.nccl as m; print(list(m.__path__)[0])' 2>/dev/null || true)
fi
if [[ -n ${NCCL_ROOT:-} ]]; then
    cmake_args+=(-DNCCL_ROOT="$NCCL_ROOT")
    export LD_LIBRARY_PATH="$NCCL_ROOT/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
    echo "# NCCL_ROOT=$NCCL_ROOT" | tee -a "$summary"
fi
command -v ninja >/dev/null && [[ ! -f $build/Makefile ]] && cmake_args+=(-G Ninja)

# --- Configure and build -----------------------------------------------------------------

# The training runs need the tool (CLI11, nlohmann_json, fmt); without them the rest is
# still checked.
cli=ON
if ! run_step configure 120 "$out/configure.log" cmake "${cmake_args[@]}" -DPIPESCHED_BUILD_CLI=ON; then
    if grep -qiE 'CLI11|nlohmann_json|fmt' "$out/configure.log"; then
        rows=()
        cli=OFF
        run_step "configure (no CLI: its packages are missing)" 120 "$out/configure.log" \
            cmake "${cmake_args[@]}" -DPIPESCHED_BUILD_CLI=OFF || finish
    else
        finish
    fi
fi
targets=(pipesched_gpu_tests pipesched_cuda_runtime_tests pipesched_cuda_kernels_bench)
[[ $cli == ON ]] && targets+=(pipesched_cli)
run_step build 300 "$out/build.log" cmake --build "$build" -j "$jobs" --target "${targets[@]}" || finish

# --- Tests -------------------------------------------------------------------------------

# Plain C++ tests of the CUDA host side (the device probe, errors without a device): they
# run on any machine.
run_step "cuda host tests (any machine)" 60 "$out/host-tests.log" \
    ctest --test-dir "$build" -L pipesched_cuda_runtime_tests --output-on-failure --no-tests=error

# Every [gpu] test. Without a device each one exits 77 (ctest: Skipped): the step is SKIP.
# With one, only the tests that need 2 GPUs may skip, and only on a machine with fewer.
t0=$SECONDS
left=$((deadline - SECONDS))
limit=$((left < 180 ? left : 180))
timeout --kill-after=10 "$limit" ctest --test-dir "$build" -L gpu --verbose --no-tests=error --timeout 120 \
    >"$out/gpu-tests.log" 2>&1
rc=$?
ran=$(grep -cE '^ *[0-9]+/[0-9]+ Test +#' "$out/gpu-tests.log" || true)
skips=$(grep -E '^ *[0-9]+/[0-9]+ Test +#.*\*\*\*Skipped' "$out/gpu-tests.log" || true)
n_skips=$(grep -c . <<<"$skips" || true)
[[ -z $skips ]] && n_skips=0
unexpected=$(grep -v 'two GPUs' <<<"$skips" | grep -c . || true)
((gpus >= 2)) && unexpected=$n_skips
if ((rc != 0)); then
    record "gpu tests (ctest -L gpu)" FAIL $((SECONDS - t0)) "exit $rc: gpu-tests.log"
elif ((gpus == 0)); then
    if ((n_skips == ran)); then
        record "gpu tests (ctest -L gpu)" SKIP $((SECONDS - t0)) "no CUDA device: $ran tests exited 77"
    else
        record "gpu tests (ctest -L gpu)" FAIL $((SECONDS - t0)) "no device, yet $((ran - n_skips)) of $ran ran"
    fi
elif ((unexpected > 0)); then
    record "gpu tests (ctest -L gpu)" FAIL $((SECONDS - t0)) "$unexpected skipped with a device: gpu-tests.log"
else
    record "gpu tests (ctest -L gpu)" PASS $((SECONDS - t0)) "$ran tests, $n_skips skipped (need 2 GPUs)"
fi

sanitizer=$(command -v compute-sanitizer || true)
if ((gpus == 0)); then
    record "gpu tests under compute-sanitizer memcheck" SKIP 0 "no CUDA device"
elif [[ -z $sanitizer ]]; then
    record "gpu tests under compute-sanitizer memcheck" SKIP 0 "compute-sanitizer not installed"
else
    for exe in "$build"/test/pipesched_kernel_gpu_tests "$build"/test/pipesched_cuda_runtime_gpu_tests; do
        [[ -x $exe ]] || continue
        # The watchdog tests wait out deadlines on purpose: not worth the sanitizer's time.
        run_step "memcheck $(basename "$exe")" 120 "$out/memcheck-$(basename "$exe").log" \
            "$sanitizer" --tool memcheck --error-exitcode 1 "$exe" '~[multi-gpu]' '~*deadline*'
    done
fi

# --- Benches -----------------------------------------------------------------------------

if ((gpus == 0)); then
    record "cuda kernel benches" SKIP 0 "no CUDA device"
else
    run_step "cuda kernel benches" 90 "$out/bench.log" "$build/bench/cuda_kernels_bench" \
        --benchmark_out="$out/bench.json" --benchmark_out_format=json
fi

# --- Training on the GPU against the CPU backend -----------------------------------------

tool=$build/pipesched
# compare.py CPU.json GPU.json RTOL ATOL: the losses agree step by step (and the GPU run
# really ran on cuda); prints both and the worst difference.
compare() {
    python3 - "$@" <<'EOF'
import json, sys
cpu, gpu = (json.load(open(p)) for p in sys.argv[1:3])
rtol, atol = float(sys.argv[3]), float(sys.argv[4])
assert gpu.get("backend") == "cuda", f"the GPU run's backend is {gpu.get('backend')!r}"
a, b = cpu["losses"], gpu["losses"]
assert len(a) == len(b) and a, f"{len(a)} CPU losses, {len(b)} GPU losses"
worst = max(abs(x - y) - rtol * abs(x) for x, y in zip(a, b))
print("cpu", a, "\ngpu", b, "\nworst excess over rtol*|cpu|:", worst)
sys.exit(0 if worst <= atol else 1)
EOF
}
# train_pair NAME "CPU options" "GPU options" RTOL ATOL: the same training on the CPU
# backend and on cuda, as one row; logs NAME-cpu.{json,log} and NAME-cuda.{json,log}.
train_pair() {
    local name=$1 cpu_opts=$2 gpu_opts=$3 rtol=$4 atol=$5 slug backend rc t0=$SECONDS
    slug=${1,,}
    slug=${slug//[^a-z0-9]/-}
    if ((gpus == 0)); then
        record "$name" SKIP 0 "no CUDA device"
        return
    fi
    if ((deadline - SECONDS < 60)); then
        record "$name" SKIP 0 "the check's time budget is spent"
        return
    fi
    for backend in cpu cuda; do
        local opts=$cpu_opts
        [[ $backend == cuda ]] && opts=$gpu_opts
        rc=0
        # shellcheck disable=SC2086  # the options are words on purpose
        timeout --kill-after=10 60 "$tool" train --backend "$backend" $opts --format json --steps 3 \
            >"$out/$slug-$backend.json" 2>"$out/$slug-$backend.log" || rc=$?
        if ((rc != 0)); then
            if [[ $backend == cuda ]] && grep -qiE 'not built|no CUDA backend' "$out/$slug-$backend.log"; then
                record "$name" SKIP $((SECONDS - t0)) "$(head -c 100 "$out/$slug-$backend.log")"
            else
                record "$name" FAIL $((SECONDS - t0)) "$backend run exit $rc: $slug-$backend.log"
            fi
            return
        fi
    done
    if compare "$out/$slug-cpu.json" "$out/$slug-cuda.json" "$rtol" "$atol" >>"$out/$slug-cuda.log" 2>&1; then
        record "$name" PASS $((SECONDS - t0)) "losses within rtol $rtol atol $atol"
    else
        record "$name" FAIL $((SECONDS - t0)) "losses differ: $slug-cuda.log"
    fi
}

if [[ $cli == OFF ]]; then
    record "training runs" SKIP 0 "the tool was not built (CLI packages missing)"
else
    # Single-GPU mode: 4 pipeline devices on GPU 0 (--gpus 1), each with its own streams
    # and memory pool. fp32 only: the cuda backend stores fp32 (bf16 storage is not built).
    for family in 1f1b zb-h1 v-half; do
        common="--family $family --devices 4"
        # fp32: the same math in another summation order, so the losses agree to float
        # rounding. The tool itself fails a step whose measured peak differs from the
        # static bound.
        train_pair "train $family p=4 single GPU fp32" "$common" "$common --gpus 1" 0 1e-5
        train_pair "train $family p=4 single GPU fp32 offload" "$common --offload full" \
            "$common --gpus 1 --offload full" 0 1e-5
    done
    # The NCCL transport on one GPU: every link local (nccl_links copies device to device
    # on the link's streams), so the transport's sends, recvs and stream-ordered frees run.
    for family in 1f1b v-half; do
        train_pair "train $family p=4 single GPU, NCCL transport" "--family $family --devices 4" \
            "--family $family --devices 4 --gpus 1 --transport nccl" 0 1e-5
    done
    record "train p=4 single GPU bf16 (every family)" SKIP 0 "bf16 storage is not built (the cuda backend is fp32)"
    # Two GPUs: one pipeline device each, tensors handed over by peer copies (the hub) and
    # over 2-rank NCCL communicators (what auto picks there).
    if ((gpus >= 2)); then
        train_pair "train 1f1b p=2 two GPUs (peer copies)" "--family 1f1b --devices 2" \
            "--family 1f1b --devices 2 --gpus 2 --transport hub" 0 1e-5
        train_pair "train 1f1b p=2 two GPUs (NCCL links)" "--family 1f1b --devices 2" \
            "--family 1f1b --devices 2 --gpus 2 --transport nccl" 0 1e-5
    else
        record "train 1f1b p=2 two GPUs (peer copies, NCCL links)" SKIP 0 "needs 2 GPUs ($gpus here)"
    fi
fi

finish
