#!/usr/bin/env bash
# Writes include/pipesched/static_recorded_orders.hpp again: make_schedule's orders for the
# generations a compile-time schedule reads from records (static_recorded_order.hpp). Run it
# after changing a generator or a pass, when the [recorded] test says a record differs.
#   bash scripts/record_static_orders.sh
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"${CXX:-g++}" -std=c++20 -O2 -I include test/pipesched/record_static_orders.cpp -o "$work/record"
"$work/record" >"$work/orders.hpp"
mv "$work/orders.hpp" include/pipesched/static_recorded_orders.hpp
echo "wrote include/pipesched/static_recorded_orders.hpp ($(wc -c <include/pipesched/static_recorded_orders.hpp) bytes)"
