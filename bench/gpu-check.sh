#!/usr/bin/env bash
# The one GPU check: configure, build the CUDA targets, run every [gpu] test (ctest label
# `gpu`, then again under compute-sanitizer memcheck when it is installed) and the CUDA kernel
# benches, writing logs under OUTDIR. Meant for one H200 in under 8 minutes.
#
#   bench/gpu-check.sh OUTDIR
#
# Exit status: 0 everything passed; 1 a step failed (configure, build, a test, the sanitizer,
# a bench's correctness check; OUTDIR/summary.txt names it); 77 everything built but there is
# no CUDA device (nothing was run: not a pass), 2 usage.
# Environment: PIPESCHED_GPU_BUILD_DIR (default build-gpu-check), JOBS (default nproc),
# NCCL_ROOT (passed on to CMake). When the repo root holds .devdeps/ (see
# ../shared/device/pack-deps.sh), CMAKE_PREFIX_PATH and LD_LIBRARY_PATH point into it.
# Logs (at most 7 files): configure.log build.log test.log sanitizer.log bench.log bench.json
# summary.txt.
set -uo pipefail

if [[ $# -ne 1 ]]; then
    echo "usage: $0 OUTDIR" >&2
    exit 2
fi
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
mkdir -p "$1" && out=$(cd "$1" && pwd)
build=${PIPESCHED_GPU_BUILD_DIR:-$root/build-gpu-check}
jobs=${JOBS:-$(nproc)}
summary=$out/summary.txt
: >"$summary"

say() { echo "$*" | tee -a "$summary"; }

# step NAME LOG COMMAND...: runs COMMAND with its output in LOG; on failure prints the log's
# tail and exits 1.
step() {
    local name=$1 log=$2
    shift 2
    local t0=$SECONDS
    if "$@" >>"$log" 2>&1; then
        say "ok      $name ($((SECONDS - t0)) s)"
    else
        local rc=$?
        say "FAILED  $name (exit $rc, $((SECONDS - t0)) s): see $log"
        tail -n 40 "$log"
        exit 1
    fi
}

cmake_args=(-S "$root" -B "$build" -DCMAKE_BUILD_TYPE=Release -DPIPESCHED_CUDA=ON
    -DPIPESCHED_BUILD_EXAMPLES=OFF -DPIPESCHED_BUILD_CLI=OFF -DPIPESCHED_INSTALL=OFF
    -DPIPESCHED_MPI=OFF -DCMAKE_CUDA_ARCHITECTURES=90)
if [[ -d $root/.devdeps/usr ]]; then
    cmake_args+=(-DCMAKE_PREFIX_PATH="$root/.devdeps/usr")
    export LD_LIBRARY_PATH="$root/.devdeps/usr/lib/x86_64-linux-gnu${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
fi
[[ -n ${NCCL_ROOT:-} ]] && cmake_args+=(-DNCCL_ROOT="$NCCL_ROOT")
command -v ninja >/dev/null && [[ ! -f $build/Makefile ]] && cmake_args+=(-G Ninja)
export PATH="$PATH:/usr/local/cuda/bin"

say "# gpu-check $(date -u +%FT%TZ) in $root ($(git -C "$root" rev-parse --short HEAD 2>/dev/null))"
nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader >>"$summary" 2>/dev/null ||
    say "# nvidia-smi: not available"

step configure "$out/configure.log" cmake "${cmake_args[@]}"
step build "$out/build.log" cmake --build "$build" -j "$jobs" \
    --target pipesched_kernel_gpu_tests pipesched_cuda_kernels_bench

test_exe=$build/test/pipesched_kernel_gpu_tests
bench_exe=$build/bench/cuda_kernels_bench

# A device? The bench exits 77 before anything else when there is none.
"$bench_exe" --benchmark_list_tests=true >/dev/null 2>&1
if [[ $? -eq 77 ]]; then
    say "no CUDA device: built everything, ran nothing (exit 77)"
    exit 77
fi

# Every [gpu] test; on a GPU machine a skipped test is a failure.
run_tests() {
    ctest --test-dir "$build" -L gpu --output-on-failure --no-tests=error --timeout 300 || return 1
    ! grep -q "(Skipped)" "$out/test.log"
}
step "gpu tests" "$out/test.log" run_tests

sanitizer=$(command -v compute-sanitizer || true)
if [[ -n $sanitizer ]]; then
    step "gpu tests under compute-sanitizer memcheck" "$out/sanitizer.log" \
        timeout 300 "$sanitizer" --tool memcheck --error-exitcode 1 "$test_exe"
else
    say "skipped compute-sanitizer (not installed)"
fi

step benches "$out/bench.log" timeout 300 "$bench_exe" \
    --benchmark_out="$out/bench.json" --benchmark_out_format=json
# The table, for the end of the output.
grep -E '^(#|[a-z_]+/)|^-|Benchmark' "$out/bench.log" | tail -n 30
say "all GPU checks passed in ${SECONDS} s"
