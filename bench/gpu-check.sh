#!/usr/bin/env bash
# The one GPU check, ordered for a 15-minute device lease: configure Release with CUDA,
# build every GPU target with all cores, then, most wanted first (the budget cuts from the
# end):
#   1. kernels    first the Hopper wgmma GEMM: its [gpu] tests ([wgmma]) and its matmul_bench
#                 rows against cuBLAS (wgmma/...); then the other GEMM and attention [gpu]
#                 tests, racecheck on those (when compute-sanitizer is installed), their
#                 benches (matmul's mma rows, attention)
#   2. tests      the CUDA host tests and every [gpu] test (ctest label `gpu`, in parallel)
#   3. benches    the other CUDA benches (bench/*_bench.cu, short settings; p2p_bench only
#                 with 2 GPUs; copy and p2p rows also as JSON)
#   4. profile    pipesched profile --backend cuda at GPT-2 small bf16, read back by plan
#   5. training   the GPU training runs against the CPU backend (one keeps its --trace)
#   6. step       bench/step_bench.py: tokens/s at GPT-2 small bf16 against PyTorch eager
#   7. sanitizers memcheck on the kernel and runtime [gpu] tests
# with a log per step under LOGDIR and one summary table. Meant for one H100 or H200 within
# 470 s, build included (each step has a time limit, and the whole check a budget that the
# limits are cut to; the estimates beside each step say where the limits come from).
#
#   bench/gpu-check.sh [LOGDIR]      (default: $OUT when set, else ./gpu-logs)
#
# Every step ends PASS, FAIL or SKIP (with why). A GPU step without a device is SKIP,
# never PASS; a step that exits 77 is SKIP too, and so is one the check's budget stops.
# The summary's last lines name what the budget cut and the PIPESCHED_GPU_CHECK_STEPS that
# reruns it. Exit status: 0 every step passed; 1 a step failed; 77 nothing failed but
# something was skipped (no device, one GPU where a row needs two, a run the tool cannot
# do yet, the budget spent: not a pass); 2 usage.
#
# Time (estimates until a GPU run's seconds column replaces them; each step's limit is
# about twice its estimate): configure 15 s, build 100 s, wgmma tests 15 + bench 30 s,
# kernels 30 + racecheck 60 + benches 60 s, tests 5 + 40 s, other benches 50 s, profile 30 s,
# training 95 s, step bench 90 s: ~620 s, so the 470 s budget cuts the step bench or memcheck
# on a first run (each cut is named in the summary; the rerun on the warm machine has its
# build already).
#
# Environment: PIPESCHED_GPU_BUILD_DIR (default build-gpu-check), JOBS (default nproc),
# PIPESCHED_GPU_CHECK_STEPS (after the build; default "kernels tests benches profile
# training step sanitizers"), PIPESCHED_GPU_CHECK_SECONDS (budget, default 470), NCCL_ROOT
# (passed to CMake; when unset and the toolkit has no nccl.h, the nvidia-nccl Python
# wheel's directory is used).
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
# The steps to run after the build (a rerun of what the budget cut: "step sanitizers", say);
# a step left out is a SKIP row, so the check is not a pass.
all_steps="kernels tests benches profile training step sanitizers"
chosen=${PIPESCHED_GPU_CHECK_STEPS:-$all_steps}
steps=" $chosen "
selected() { [[ $steps == *" $1 "* ]]; }
export PATH="$PATH:/usr/local/cuda/bin"

rows=()  # "step|result|seconds|note"
record() { rows+=("$1|$2|$3|${4//|//}"); }
# The steps (of all_steps) the budget cut, for the rerun line; `group` is the one running.
group=build
cut=" "
budget_cut() { [[ $cut == *" $group "* ]] || cut+="$group "; }

# The note of a step that passed: the last "# summary: ..." line its program printed, if any.
summary_of() { grep '^# summary: ' "$1" 2>/dev/null | tail -n 1 | cut -c 12-110 || true; }

# run_step NAME LIMIT LOG COMMAND...: runs COMMAND with its output in LOG under
# min(LIMIT, time left); records PASS, FAIL (exit status, or the time limit), or SKIP when
# COMMAND exits 77 (this project's "skipped": no device answered).
run_step() {
    local name=$1 limit=$2 log=$3 asked=$2
    shift 3
    local left=$((deadline - SECONDS))
    ((limit > left)) && limit=$left
    if ((limit <= 0)); then
        budget_cut
        record "$name" SKIP 0 "the check's time budget is spent"
        return 1
    fi
    local t0=$SECONDS rc=0
    timeout --kill-after=10 "$limit" "$@" >"$log" 2>&1 || rc=$?
    local took=$((SECONDS - t0))
    if ((rc == 0)); then
        record "$name" PASS "$took" "$(summary_of "$log")"
    elif ((rc == 77)); then
        record "$name" SKIP "$took" "exit 77: $({ grep -i 'skip' "$log" || tail -n 1 "$log"; } | head -n 1 | cut -c 1-90)"
    elif ((rc == 124 || rc == 137)) && ((limit < asked)); then
        budget_cut
        record "$name" SKIP "$took" "stopped by the check's time budget (${limit} s of its ${asked}): $(basename "$log")"
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
        if [[ $cut != " " ]]; then
            local rerun="" step
            for step in $all_steps; do [[ $cut == *" $step "* ]] && rerun+="${rerun:+ }$step"; done
            [[ $cut == *" build "* ]] && rerun="the whole check (the build was cut)"
            echo "# the time budget cut: $rerun; rerun with PIPESCHED_GPU_CHECK_STEPS='$rerun'"
        fi
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
    -DPIPESCHED_BUILD_EXAMPLES=OFF -DPIPESCHED_INSTALL=OFF -DCMAKE_CUDA_ARCHITECTURES=90
    -DPIPESCHED_BUILD_CUDA_BENCH=ON)
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
group=build
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
# Every CUDA bench: bench/<name>_bench.cu is target pipesched_<name>_bench, binary
# bench/<name>_bench (bench/CMakeLists.txt), so a new one is built and run with no edit here.
cuda_benches=()
for source in "$root"/bench/*_bench.cu; do
    [[ -e $source ]] && cuda_benches+=("$(basename "$source" .cu)")
done
targets=(pipesched_gpu_tests pipesched_cuda_runtime_tests "${cuda_benches[@]/#/pipesched_}")
[[ $cli == ON ]] && targets+=(pipesched_cli)
# Estimate 90 s: these targets compile 75 translation units (make -n; 16 of them .cu) at
# 5-18 s of CPU each, measured on the 2-core machine (nvcc: kernels.cu 10 s,
# cuda_kernels_test.cu 18 s; g++: trainer.cpp 9 s), ~900 CPU-s over 16 cores, plus links.
run_step build 300 "$out/build.log" cmake --build "$build" -j "$jobs" --target "${targets[@]}" || finish

# --- The steps' helpers ------------------------------------------------------------------

# Every [gpu] test, in parallel (ctest -j: the test binaries are independent processes on
# one device; the GPU is mostly idle while their C++ references run). Without a device each
# one exits 77 (ctest: Skipped): the step is SKIP. With one, only the tests that need 2 GPUs
# may skip, and only on a machine with fewer (their names say "two GPUs": the NCCL links' and
# the vocabulary collectives' over NCCL). The vocabulary kernels' [gpu] tests (cuda_kernels_test.cu,
# [vocab]) run here and under memcheck, not in step 1. Estimate 40 s (92 s serially with memcheck on
# the 8 fp32 kernel tests, 2026-11-29; the runtime, stage and trainer tests a few steps
# each; the NCCL watchdog tests wait out their deadlines, in parallel with the rest).
gpu_tests() {
    local t0=$SECONDS left limit rc ran skips n_skips unexpected
    left=$((deadline - SECONDS))
    limit=$((left < 180 ? left : 180))
    if ((limit <= 0)); then
        budget_cut
        record "gpu tests (ctest -L gpu)" SKIP 0 "the check's time budget is spent"
        return
    fi
    timeout --kill-after=10 "$limit" ctest --test-dir "$build" -L gpu -j "$jobs" --verbose --no-tests=error \
        --timeout 120 >"$out/gpu-tests.log" 2>&1
    rc=$?
    ran=$(grep -cE '^ *[0-9]+/[0-9]+ Test +#' "$out/gpu-tests.log" || true)
    skips=$(grep -E '^ *[0-9]+/[0-9]+ Test +#.*\*\*\*Skipped' "$out/gpu-tests.log" || true)
    n_skips=$(grep -c . <<<"$skips" || true)
    [[ -z $skips ]] && n_skips=0
    unexpected=$(grep -v 'two GPUs' <<<"$skips" | grep -c . || true)
    ((gpus >= 2)) && unexpected=$n_skips
    if ((rc == 124 || rc == 137)) && ((limit < 180)); then
        budget_cut
        record "gpu tests (ctest -L gpu)" SKIP $((SECONDS - t0)) "stopped by the check's time budget (${limit} s of its 180)"
    elif ((rc != 0)); then
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
}

# The GEMM and attention benches (section 1; the rest run in section 3).
is_gemm_attention_bench() { [[ $1 == matmul_bench || $1 == attention_bench || $1 == *gemm* ]]; }

# bench_args NAME: sets `args` to the short setting bench NAME runs with here. An
# nccl-tests-style bench gets a short size range and a JSON copy of its rows; a Google
# Benchmark one (its source includes benchmark/benchmark.h) a short minimum time (a
# benchmark's own MinTime wins) and a JSON copy of its results. A bench that needs another
# setting: one line in the case.
bench_args() {
    case $1 in
        # 9 sizes to 256 MiB, 22 copies each: ~10 s for the copies' 5 paths (256 MiB at
        # ~50 GB/s host<->device is 5 ms a copy), most of it filling and checking the data.
        copy_bench | p2p_bench) args=(-b 4K -e 256M -f 4 -n 20 -w 2 -c 1 --json "$out/$1.json") ;;
        # Its wgmma rows ran first (wgmma_first below).
        matmul_bench)
            args=(--benchmark_min_time=0.05 '--benchmark_filter=^mma/' --benchmark_out="$out/$1.json"
                --benchmark_out_format=json)
            ;;
        *)
            args=()
            grep -q 'benchmark/benchmark.h' "$root/bench/$1.cu" &&
                args=(--benchmark_min_time=0.05 --benchmark_out="$out/$1.json" --benchmark_out_format=json)
            ;;
    esac
}

# run_bench NAME: one CUDA bench under a limit of 90 s (cuda_kernels_bench ~30 s, 15 kernels
# at 0.2 s of timing each plus their random inputs; the copy and p2p benches ~10 s). A bench
# checks its results before timing or after and exits 1 on a wrong one, 77 without a device.
run_bench() {
    local name=$1
    if ! selected "$group"; then
        record "bench $name" SKIP 0 "not selected: PIPESCHED_GPU_CHECK_STEPS=$chosen"
    elif ((gpus == 0)); then
        record "bench $name" SKIP 0 "no CUDA device"
    elif [[ ! -x $build/bench/$name ]]; then
        record "bench $name" FAIL 0 "$build/bench/$name was not built"
    else
        bench_args "$name"
        run_step "bench $name" 90 "$out/bench-$name.log" "$build/bench/$name" "${args[@]}"
    fi
}

sanitizer=$(command -v compute-sanitizer || true)
# sanitize NAME LIMIT LOG ARGS...: run_step under compute-sanitizer, except that a runtime
# the sanitizer cannot attach to (gVisor: "Device not supported", KINDS.md) is SKIP, not FAIL.
sanitize() {
    local name=$1 limit=$2 log=$3
    shift 3
    run_step "$name" "$limit" "$log" "$sanitizer" "$@" && return
    if grep -q 'Device not supported' "$log"; then
        unset 'rows[-1]'
        record "$name" SKIP 0 "compute-sanitizer: Device not supported on this machine's runtime"
    fi
}

# --- 1. GEMM and attention: their tests, racecheck on them, their benches ---------------

# First, so that a short lease still answers the question the kernels' authors need
# answered: are the GEMMs and the attention kernels right on this GPU, and how fast.
# racecheck (shared-memory hazards: a missing __syncthreads in the tiled kernels) runs on
# these tests only: the other kernels have no shared-memory tiles worth its time.
# Estimates: the tests 30 s, racecheck 60 s (it slows the kernels tens-fold; the tests'
# time is mostly their C++ references on the host), each bench 30 s.
group=kernels
kernel_tests=$build/test/pipesched_kernel_gpu_tests
gemm_attention='[linear]~[wgmma],[attention],[gemm]'  # Catch2: any of these (wgmma ran first)

# The wgmma GEMM before anything else: it has never run on a GPU (docs/gpu-runs.md), and its
# answer (are the TMA boxes, the transposed-operand descriptors and the mbarrier phases right,
# and how far from cuBLAS) is the one the next change needs. Its tests skip (77) off sm_90;
# its bench rows time it against cuBLAS at 8192³ and GPT-2 small. Estimates 15 s and 30 s.
wgmma_first() {
    if ! selected kernels; then
        record "wgmma tests and bench" SKIP 0 "not selected: PIPESCHED_GPU_CHECK_STEPS=$chosen"
        return
    elif ((gpus == 0)); then
        record "wgmma tests and bench" SKIP 0 "no CUDA device"
        return
    fi
    if [[ -x $kernel_tests ]]; then
        run_step "wgmma tests [wgmma]" 60 "$out/wgmma-tests.log" "$kernel_tests" '[wgmma]'
    else
        record "wgmma tests [wgmma]" FAIL 0 "$kernel_tests was not built"
    fi
    if [[ -x $build/bench/matmul_bench ]]; then
        run_step "bench matmul_bench wgmma rows" 90 "$out/bench-matmul-wgmma.log" "$build/bench/matmul_bench" \
            --benchmark_min_time=0.05 '--benchmark_filter=^wgmma/' --benchmark_out="$out/matmul_bench-wgmma.json" \
            --benchmark_out_format=json
    else
        record "bench matmul_bench wgmma rows" FAIL 0 "$build/bench/matmul_bench was not built"
    fi
}
wgmma_first

if ! selected kernels && ! selected sanitizers; then
    record "gemm and attention tests, racecheck, benches" SKIP 0 "not selected: PIPESCHED_GPU_CHECK_STEPS=$chosen"
elif ((gpus == 0)); then
    record "gemm and attention tests, racecheck, benches" SKIP 0 "no CUDA device"
elif [[ ! -x $kernel_tests ]]; then
    record "gemm and attention tests" FAIL 0 "$kernel_tests was not built"
else
    if selected kernels; then
        run_step "gemm and attention tests $gemm_attention" 120 "$out/gemm-attention-tests.log" \
            "$kernel_tests" "$gemm_attention"
    fi
    if [[ -z $sanitizer ]]; then
        record "racecheck gemm and attention tests" SKIP 0 "compute-sanitizer not installed"
    else
        sanitize "racecheck gemm and attention tests" 150 "$out/racecheck-gemm-attention.log" \
            --tool racecheck --error-exitcode 1 "$kernel_tests" "$gemm_attention"
    fi
fi
if selected kernels; then
    for name in "${cuda_benches[@]}"; do
        is_gemm_attention_bench "$name" && run_bench "$name"
    done
fi

# --- 2. Every test: the CUDA host tests and every [gpu] test, in parallel ---------------

group=tests
if selected tests; then
    # Plain C++ tests of the CUDA host side (the device probe, errors without a device):
    # they run on any machine.
    run_step "cuda host tests (any machine)" 60 "$out/host-tests.log" \
        ctest --test-dir "$build" -L pipesched_cuda_runtime_tests --output-on-failure --no-tests=error
    gpu_tests
else
    record "tests (host, [gpu])" SKIP 0 "not selected: PIPESCHED_GPU_CHECK_STEPS=$chosen"
fi

# --- 3. The other benches -----------------------------------------------------------------

group=benches
for name in "${cuda_benches[@]}"; do
    is_gemm_attention_bench "$name" && continue
    if [[ $name == p2p_bench ]] && ((gpus == 1)) && selected benches; then
        # One GPU: its hand-over is a device-to-device copy that copy_bench's d2d row and the
        # single-GPU training rows already run.
        record "bench p2p_bench" SKIP 0 "needs 2 GPUs (1 here)"
        continue
    fi
    run_bench "$name"
done

# --- 4. The profile of a GPU, read back by the planner ------------------------------------

# pipesched profile --backend cuda at GPT-2 small (bf16, microbatch 4, 5 repeats: ~10 s of
# passes and copies), then plan --profile --backend cuda on 4 devices reads it. Estimate 30 s.
group=profile
gpt2_small="layers=12,dim=768,heads=12,seq=1024,vocab=50304"
if ! selected profile; then
    record "profile --backend cuda, plan --profile" SKIP 0 "not selected: PIPESCHED_GPU_CHECK_STEPS=$chosen"
elif ((gpus == 0)); then
    record "profile --backend cuda, plan --profile" SKIP 0 "no CUDA device"
elif [[ $cli == OFF ]]; then
    record "profile --backend cuda, plan --profile" SKIP 0 "the tool was not built (CLI packages missing)"
else
    # shellcheck disable=SC2016  # bash -c's own $1..$3
    run_step "profile --backend cuda, plan --profile" 90 "$out/profile-cuda.log" bash -c '
        "$1" profile --backend cuda --dtype bf16 --model "$2,batch=4" --repeats 5 -o "$3" &&
        "$1" plan --model "$2" --devices 4 --memory-cap 80GB --global-batch 64 --profile "$3" --backend cuda' \
        _ "$build/pipesched" "$gpt2_small" "$out/profile-cuda-gpt2-small-bf16.json"
fi

# --- 5. Training on the GPU against the CPU backend -----------------------------------------

group=training
tool=$build/pipesched
# compare.py CPU.json GPU.json RTOL ATOL: the losses agree step by step (and the GPU run
# really ran on cuda); prints both and the worst difference.
compare() {
    python3 - "$@" <<'PYEOF'
import json, sys
cpu, gpu = (json.load(open(p)) for p in sys.argv[1:3])
rtol, atol = float(sys.argv[3]), float(sys.argv[4])
assert gpu.get("backend") == "cuda", f"the GPU run's backend is {gpu.get('backend')!r}"
a, b = cpu["losses"], gpu["losses"]
assert len(a) == len(b) and a, f"{len(a)} CPU losses, {len(b)} GPU losses"
worst = max(abs(x - y) - rtol * abs(x) for x, y in zip(a, b))
print("cpu", a, "\ngpu", b, "\nworst excess over rtol*|cpu|:", worst)
sys.exit(0 if worst <= atol else 1)
PYEOF
}
# train_pair NAME "CPU options" "GPU options" RTOL ATOL: the same training on the CPU
# backend and on cuda, as one row; logs NAME-cpu.{json,log} and NAME-cuda.{json,log}.
train_pair() {
    local name=$1 cpu_opts=$2 gpu_opts=$3 rtol=$4 atol=$5 slug backend rc t0=$SECONDS
    slug=${1,,}
    slug=${slug//[^a-z0-9]/-}
    if ! selected training; then
        record "$name" SKIP 0 "not selected: PIPESCHED_GPU_CHECK_STEPS=$chosen"
        return
    fi
    if ((gpus == 0)); then
        record "$name" SKIP 0 "no CUDA device"
        return
    fi
    if ((deadline - SECONDS < 60)); then
        budget_cut
        record "$name" SKIP 0 "the check's time budget is spent"
        return
    fi
    for backend in cpu cuda; do
        local opts=$cpu_opts
        [[ $backend == cuda ]] && opts=$gpu_opts
        rc=0
        local limit=$((deadline - SECONDS))  # 60 s a run, never past the check's budget
        ((limit > 60)) && limit=60
        ((limit < 1)) && limit=1
        # shellcheck disable=SC2086  # the options are words on purpose
        timeout --kill-after=10 "$limit" "$tool" train --backend "$backend" $opts --format json --steps 3 \
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

# Estimate 90 s: 17 pairs of 3-step runs of the small model, each ~1 s on the CPU and a few
# on the GPU (CUDA context, pools, NCCL links).
if [[ $cli == OFF ]]; then
    record "training runs" SKIP 0 "the tool was not built (CLI packages missing)"
else
    # Single-GPU mode: 4 pipeline devices on GPU 0 (--gpus 1), each with its own streams
    # and memory pool, fp32 and bf16 storage.
    for family in 1f1b zb-h1 v-half; do
        common="--family $family --devices 4"
        # One row keeps its measured trace (Perfetto: a track per device and stream), the
        # picture of how the devices overlap on one GPU.
        trace=""
        [[ $family == 1f1b ]] && trace="--trace $out/trace-1f1b-p4-single-gpu-bf16.json"
        # fp32: the same math in another summation order, so the losses agree to float
        # rounding. The tool itself fails a step whose measured peak differs from the
        # static bound.
        train_pair "train $family p=4 single GPU fp32" "$common" "$common --gpus 1" 0 1e-5
        train_pair "train $family p=4 single GPU fp32 offload" "$common --offload full" \
            "$common --gpus 1 --offload full" 0 1e-5
        # bf16 against the cpu backend's bf16: both round each stored value once, in another
        # order (an ulp is 2^-7 relative), so the losses agree within 2e-2 relative.
        train_pair "train $family p=4 single GPU bf16" "$common --dtype bf16" \
            "$common --gpus 1 --dtype bf16 $trace" 2e-2 0
        train_pair "train $family p=4 single GPU bf16 offload" "$common --dtype bf16 --offload full" \
            "$common --gpus 1 --dtype bf16 --offload full" 2e-2 0
    done
    # --kernels fast: the wgmma contender on the training path where this GPU is sm_90 and it
    # passed its self-check (the JSON's "kernels" names what ran), cuBLASLt otherwise.
    train_pair "train 1f1b p=4 single GPU bf16, --kernels fast" "--family 1f1b --devices 4 --dtype bf16" \
        "--family 1f1b --devices 4 --gpus 1 --dtype bf16 --kernels fast" 2e-2 0
    # The NCCL transport on one GPU: every link local (nccl_links copies device to device
    # on the link's streams), so the transport's sends, recvs and stream-ordered frees run.
    for family in 1f1b v-half; do
        train_pair "train $family p=4 single GPU, NCCL transport" "--family $family --devices 4" \
            "--family $family --devices 4 --gpus 1 --transport nccl" 0 1e-5
    done
    # Vocabulary parallelism (algorithm 2, v-half: the first and last stage on device 0), both
    # devices on GPU 0, their collectives through cuda_thread_collectives.
    train_pair "train v-half p=2 single GPU fp32, --vocab-parallel 2" "--family v-half --devices 2 --vocab-parallel 2" \
        "--family v-half --devices 2 --gpus 1 --vocab-parallel 2" 0 1e-5
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

# --- 6. The step benchmark against PyTorch ------------------------------------------------

# bench/step_bench.py: tokens/s of train --backend cuda at GPT-2 small, bf16, p = 1 and p = 4
# on one GPU, beside PyTorch eager (a skip line where torch does not import). 1 warm-up and
# 3 timed steps of 32 sequences per run. Estimate 90 s with the cuBLASLt linear (the fp32
# simple linear takes seconds per step: then the limit cuts it, and the row says so).
group=step
if ! selected step; then
    record "step bench (GPT-2 small bf16 vs torch)" SKIP 0 "not selected: PIPESCHED_GPU_CHECK_STEPS=$chosen"
elif ((gpus == 0)); then
    record "step bench (GPT-2 small bf16 vs torch)" SKIP 0 "no CUDA device"
elif [[ $cli == OFF ]]; then
    record "step bench (GPT-2 small bf16 vs torch)" SKIP 0 "the tool was not built (CLI packages missing)"
else
    run_step "step bench (GPT-2 small bf16 vs torch)" 180 "$out/step-bench.log" \
        python3 "$root/bench/step_bench.py" --tool "$build/pipesched" --steps 3 --warmup 1 --json "$out/step_bench.json"
fi

# --- 7. memcheck, last -------------------------------------------------------------------

# The slowest step and the least likely to find something new (the kernels' memory errors
# showed in 2026-11-29's memcheck of the fp32 kernels: none), so the budget cuts it first.
# The kernel tests, then the runtime's; the watchdog tests wait out deadlines on purpose.
group=sanitizers
if ! selected sanitizers; then
    record "gpu tests under memcheck" SKIP 0 "not selected: PIPESCHED_GPU_CHECK_STEPS=$chosen"
elif ((gpus == 0)); then
    record "gpu tests under memcheck" SKIP 0 "no CUDA device"
elif [[ -z $sanitizer ]]; then
    record "gpu tests under memcheck" SKIP 0 "compute-sanitizer not installed"
else
    if [[ -x $kernel_tests ]]; then
        sanitize "memcheck pipesched_kernel_gpu_tests" 120 "$out/memcheck-pipesched_kernel_gpu_tests.log" \
            --tool memcheck --error-exitcode 1 "$kernel_tests" '~[multi-gpu]' '~*deadline*'
    else
        record "memcheck pipesched_kernel_gpu_tests" FAIL 0 "$kernel_tests was not built"
    fi
    runtime_tests=$build/test/pipesched_cuda_runtime_gpu_tests
    if [[ -x $runtime_tests ]]; then
        sanitize "memcheck pipesched_cuda_runtime_gpu_tests" 120 \
            "$out/memcheck-pipesched_cuda_runtime_gpu_tests.log" \
            --tool memcheck --error-exitcode 1 "$runtime_tests" '~[multi-gpu]' '~*deadline*'
    fi
fi

finish
