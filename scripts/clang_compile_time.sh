#!/usr/bin/env bash
# The compile-time schedules built by clang too: test/compile_time/largest_shapes.cpp (every
# family at p = 16, m = 128, the squeezed families at p = 8, a few small shapes) compiled
# with Debian's clang-14 on libstdc++ and run, each schedule compared with make_schedule.
# clang with libstdc++ 12 refuses vector(n) of a trivial type in constant evaluation
# (core/sized_vector.hpp); g++ and nvcc accept it, so only a clang build finds such a line.
# clang's step limit is raised to g++'s 2^25 (-fconstexpr-steps): at its default (2^20)
# GPipe and 2BW at p = 16, m = 128 and V-Min at p = 8, m = 24 stop on it (a budget, as nvcc's).
#   bash scripts/clang_compile_time.sh
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

if ! command -v clang++-14 >/dev/null; then
  sudo=()
  [[ $(id -u) -ne 0 ]] && sudo=(sudo)
  "${sudo[@]}" apt-get -q -o DPkg::Lock::Timeout=600 update >/dev/null
  "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get -q -o DPkg::Lock::Timeout=600 install -y clang-14 >/dev/null
fi
out=${PIPESCHED_CLANG_DIR:-build-clang}
mkdir -p "$out"
clang++-14 -std=c++20 -O1 -fconstexpr-steps=33554432 -Wall -Wextra -Werror -I include \
  test/compile_time/largest_shapes.cpp -o "$out/largest_shapes"
"$out/largest_shapes"
