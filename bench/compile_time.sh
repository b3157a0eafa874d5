#!/usr/bin/env bash
# User CPU seconds that one compile-time schedule adds to a translation unit (-O2), per
# family, with g++ and nvcc: the TU with `family_schedule<f, shape{P, m}>` and a static_assert
# on its peak, minus the same TU without it ("first": the file's first schedule, which also
# instantiates the family's generators, templates since they are used only there), and minus
# the same TU with a schedule of the family at p = 4, m = 8 already in it ("+s": what the
# shape itself costs, as each further schedule of the family in a file); and what including
# pipesched.hpp costs.
#   bash bench/compile_time.sh                 # every family, p = 16, m = 32 and 128
#   P=8 MS="32" FAMILIES="v_half v_min" NVCC= bash bench/compile_time.sh   # NVCC empty: g++ only
#   NVCC= MS= FAMILIES= bash bench/compile_time.sh   # MS or FAMILIES empty: the include line only
set -euo pipefail
cd "$(dirname "$0")/.."
CXX=${CXX:-g++}
NVCC=${NVCC-/usr/local/cuda/bin/nvcc}
[[ -n "$NVCC" && ! -x "$NVCC" ]] && NVCC=
P=${P:-16}
MS=${MS-"32 128"}
FAMILIES=${FAMILIES-"gpipe one_f_one_b interleaved interleaved_grouped zb_h1 zb_h2 v_zb v_half v_min v_auto two_bw dualpipe_v"}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# user CPU seconds of one compile of $2 with compiler $1 (extra flags after)
cpu() {
  local compiler=$1 file=$2
  shift 2
  if [[ $compiler == nvcc ]]; then
    /usr/bin/time -f %U -o "$work/t" "$NVCC" -std=c++20 -O2 -I include -x cu -c "$file" -o "$work/o" "$@" 2>"$work/err" ||
      { echo "nvcc failed on $file $*: $(grep -m1 error "$work/err")" >&2; echo nan; return; }
  else
    /usr/bin/time -f %U -o "$work/t" "$CXX" -std=c++20 -O2 -I include -c "$file" -o "$work/o" "$@" 2>"$work/err" ||
      { echo "$CXX failed on $file $*: $(grep -m1 error "$work/err")" >&2; echo nan; return; }
  fi
  tail -1 "$work/t"
}
# a minus b; "fails" where a's file did not compile, "n/a" where only b's (the file it is
# measured against: its error is on stderr)
minus() { awk -v a="$1" -v b="$2" 'BEGIN { if (a == "nan") print "fails"; else if (b == "nan") print "n/a"; else printf "%+.2f", a - b }'; }

echo 'int main() { return 0; }' >"$work/empty.cpp"
cat >"$work/tu.cpp" <<'CPP'
#include <pipesched/pipesched.hpp>
namespace ps = pipesched;
#ifdef FAMILY
using sched = ps::family_schedule<ps::family::FAMILY, ps::shape{DEVICES, MICROBATCHES, 0, 0, ITERATIONS}>;
static_assert(sched::max_peak_activations() > 0);
int touch() { return sched::actions(0).front().microbatch; }
#endif
#ifdef WARM_ITERATIONS
using warm = ps::family_schedule<ps::family::WARM, ps::shape{4, 8, 0, 0, WARM_ITERATIONS}>;
static_assert(warm::max_peak_activations() > 0);
int touch_warm() { return warm::actions(0).front().microbatch; }
#endif
int main() { return 0; }
CPP
compilers="g++"
[[ -n "$NVCC" ]] && compilers="g++ nvcc"
for c in $compilers; do
  empty=$(cpu "$c" "$work/empty.cpp")
  base=$(cpu "$c" "$work/tu.cpp")
  echo "$c: including pipesched.hpp: $(minus "$base" "$empty") s (TU $base s, empty TU $empty s)"
done
echo
echo "| family | p | m | g++ +s | nvcc +s | g++ first +s | nvcc first +s |"
echo "|---|---|---|---|---|---|---|"
gbase=$(cpu g++ "$work/tu.cpp")
nbase=""
[[ -n "$NVCC" ]] && nbase=$(cpu nvcc "$work/tu.cpp")
for f in $FAMILIES; do
  warm=(-DWARM="$f" -DWARM_ITERATIONS=$([[ $f == two_bw ]] && echo 2 || echo 0))
  gwarm=$(cpu g++ "$work/tu.cpp" "${warm[@]}")
  nwarm=""
  [[ -n "$NVCC" ]] && nwarm=$(cpu nvcc "$work/tu.cpp" "${warm[@]}")
  for m in $MS; do
    it=0
    # 2bw: iterations of 32 microbatches (at least two: one is a flush), as p = 16 needs m / iterations >= p
    [[ $f == two_bw ]] && it=$((m / 32 < 2 ? 2 : m / 32))
    flags=(-DFAMILY="$f" -DDEVICES="$P" -DMICROBATCHES="$m" -DITERATIONS="$it")
    g=$(minus "$(cpu g++ "$work/tu.cpp" "${flags[@]}" "${warm[@]}")" "$gwarm")
    gfirst=$(minus "$(cpu g++ "$work/tu.cpp" "${flags[@]}")" "$gbase")
    n="-" nfirst="-"
    if [[ -n "$NVCC" ]]; then
      n=$(minus "$(cpu nvcc "$work/tu.cpp" "${flags[@]}" "${warm[@]}")" "$nwarm")
      nfirst=$(minus "$(cpu nvcc "$work/tu.cpp" "${flags[@]}")" "$nbase")
    fi
    echo "| $f | $P | $m | $g | $n | $gfirst | $nfirst |"
  done
done
