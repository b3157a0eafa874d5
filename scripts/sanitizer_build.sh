#!/usr/bin/env bash
# The one sanitizer build that fuzz.sh and sanitize.sh share: Debian's clang-14 with
# ASan + UBSan (-fno-sanitize-recover=all) and libFuzzer's coverage on all code, tests and
# fuzz targets configured in one directory. Run after each other (as .ci/run does), the
# second script finds the libraries and the tool already built: one compile of the
# runtime instead of two (gcc's sanitize build and clang's fuzz build took 680 s and 280 s
# of a 2-core CI run; clang also compiles the test suites in ~25% less CPU than gcc).
#   bash scripts/sanitizer_build.sh TARGET...
# PIPESCHED_SAN_DIR (default build-san), JOBS (default: number of cores) and
# PIPESCHED_TEST_UNITY_BATCH (default 8) can be set.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

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

build=${PIPESCHED_SAN_DIR:-build-san}
jobs=${JOBS:-$(nproc)}
# fuzzer-no-link: coverage for libFuzzer in all code (fuzz/CMakeLists.txt adds libFuzzer's
# main to the fuzz targets only; elsewhere the coverage hooks are the runtime's no-ops).
# -fno-sanitize-recover=all: a UBSan report must stop the run, or neither libFuzzer nor
# ctest would notice it. -O1: several times faster than -O0 under ASan and still keeps the
# frames; -gline-tables-only: line numbers in reports at a fraction of -g's compile time.
# Catch2's main (test/catch_main.cpp, none of our code) is built without instrumentation.
# The suites compile as unity batches of 8 files (as scripts/build.sh).
san="-fsanitize=fuzzer-no-link,address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer"
launcher=()
command -v ccache >/dev/null && launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
cmake -S . -B "$build" -DCMAKE_BUILD_TYPE=Release -DCMAKE_CXX_COMPILER=clang++-14 \
  -DCMAKE_CXX_FLAGS="$san" -DCMAKE_CXX_FLAGS_RELEASE="-O1 -gline-tables-only" \
  -DCMAKE_EXE_LINKER_FLAGS="-fsanitize=address,undefined" \
  -DPIPESCHED_FUZZ=ON -DPIPESCHED_CUDA=OFF -DPIPESCHED_MPI=OFF \
  -DPIPESCHED_BUILD_BENCH=OFF -DPIPESCHED_BUILD_EXAMPLES=OFF -DPIPESCHED_INSTALL=OFF \
  -DPIPESCHED_CATCH_MAIN_CXX_FLAGS="-fno-sanitize=all -g0" \
  -DPIPESCHED_TEST_UNITY_BATCH="${PIPESCHED_TEST_UNITY_BATCH:-8}" \
  "${launcher[@]}" >/dev/null
cmake --build "$build" -j "$jobs" $(printf -- '--target %s ' "$@")
