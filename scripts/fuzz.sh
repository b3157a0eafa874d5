#!/usr/bin/env bash
# Fuzz every parser (fuzz/<parser>_fuzz.cpp) for SECONDS each (default 20) under ASan and
# UBSan with Debian's clang-14 and libFuzzer. Each target starts from a copy of its seed
# corpus (fuzz/corpus/<parser>/) and replays every past finding (fuzz/regressions/<parser>/).
# Prints one line per target; fails, naming the crash file, on any crash, sanitizer report,
# leak, timeout (10 s) or memory blow-up (2 GB).
#   bash scripts/fuzz.sh [SECONDS]
# PIPESCHED_FUZZ_DIR (default build-fuzz) and JOBS (default: number of cores) can be set;
# crash files land in $PIPESCHED_FUZZ_DIR/findings/<parser>/.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

seconds=${1:-20}
build=${PIPESCHED_FUZZ_DIR:-build-fuzz}
jobs=${JOBS:-$(nproc)}

bash scripts/setup.sh
# clang and its libFuzzer/sanitizer runtimes, as setup.sh installs the rest.
missing=()
for pkg in clang-14 libclang-rt-14-dev; do
  dpkg -s "$pkg" 2>/dev/null | grep -q '^Status: install ok installed' || missing+=("$pkg")
done
if [[ ${#missing[@]} -gt 0 ]]; then
  sudo=()
  [[ $(id -u) -ne 0 ]] && sudo=(sudo)
  export DEBIAN_FRONTEND=noninteractive
  "${sudo[@]}" apt-get -q -o DPkg::Lock::Timeout=600 update >/dev/null
  "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive \
    apt-get -q -o DPkg::Lock::Timeout=600 install -y "${missing[@]}" >/dev/null
fi

# All code gets coverage and sanitizer instrumentation; fuzz/CMakeLists.txt adds
# libFuzzer's main to the targets only. -fno-sanitize-recover: a UBSan report must stop
# the run, or libFuzzer would not notice it.
san="-fsanitize=fuzzer-no-link,address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer"
launcher=()
command -v ccache >/dev/null && launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
cmake -S . -B "$build" -DCMAKE_BUILD_TYPE=Release -DCMAKE_CXX_COMPILER=clang++-14 \
  -DCMAKE_CXX_FLAGS="$san" -DCMAKE_CXX_FLAGS_RELEASE="-O1 -gline-tables-only" \
  -DPIPESCHED_FUZZ=ON -DPIPESCHED_CUDA=OFF -DPIPESCHED_MPI=OFF -DPIPESCHED_BUILD_TESTS=OFF \
  -DPIPESCHED_BUILD_BENCH=OFF -DPIPESCHED_BUILD_EXAMPLES=OFF -DPIPESCHED_INSTALL=OFF \
  "${launcher[@]}" >/dev/null
cmake --build "$build" --target pipesched_fuzz_targets -j "$jobs"

export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# One target: its log under findings/, then one line (or the crash) on its result file.
fuzz_one() {
  local source=$1 name parser corpus findings inputs options log runs speed size crash
  name=$(basename "$source" .cpp)
  parser=${name%_fuzz}
  corpus="$work/$parser"
  findings="$build/findings/$parser"
  mkdir -p "$corpus" "$findings"
  [[ -d fuzz/corpus/$parser ]] && cp -R "fuzz/corpus/$parser/." "$corpus/"
  inputs=("$corpus")
  [[ -d fuzz/regressions/$parser ]] && inputs+=("fuzz/regressions/$parser")
  options=(-max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -print_final_stats=1
           -artifact_prefix="$findings/")
  [[ -f fuzz/$parser.dict ]] && options+=(-dict="fuzz/$parser.dict")
  log="$build/findings/$parser.log"
  if "$build/fuzz/$name" "${options[@]}" "${inputs[@]}" >"$log" 2>&1; then
    runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log")
    speed=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log")
    size=$(find "$corpus" -type f | wc -l)
    printf 'fuzz %-12s %9s runs  %6s exec/s  corpus %s files\n' "$parser" "$runs" "$speed" "$size" >"$work/$parser.result"
  else
    crash=$(sed -n 's/.*Test unit written to \(.*\)$/\1/p' "$log" | tail -1)
    { tail -n 40 "$log"; echo "fuzz $parser: FOUND A PROBLEM: ${crash:-see $log} (log: $log)"; } >"$work/$parser.failed"
  fi
}

# The targets run $jobs at a time (each is single-threaded); results print in name order.
sources=(fuzz/*_fuzz.cpp)
running=0
for source in "${sources[@]}"; do
  if (( running >= jobs )); then wait -n; running=$((running - 1)); fi
  fuzz_one "$source" &
  running=$((running + 1))
done
wait
failed=()
for source in "${sources[@]}"; do
  parser=$(basename "$source" _fuzz.cpp)
  if [[ -f $work/$parser.failed ]]; then
    cat "$work/$parser.failed" >&2
    failed+=("$parser")
  else
    cat "$work/$parser.result"
  fi
done
if [[ ${#failed[@]} -gt 0 ]]; then
  echo "fuzz.sh: findings in ${failed[*]}: make each a file under fuzz/regressions/<parser>/ and fix it" >&2
  exit 1
fi
