#pragma once
// The schedule library's core in one include: generation, validation, memory,
// simulation, compile-time schedules, printing. Included on their own where used (so that
// every file including this one does not parse them; docs/api.md):
// passes/offload.hpp, passes/recompute.hpp, analysis/steady_period.hpp, io/, plan/ and
// compiled.hpp.
//
// Compilers: g++ 12+, nvcc 12+ (C++20) and clang 14+ with libstdc++. The constexpr code
// sizes trivially typed vectors through core/sized_vector.hpp, never vector(n): clang
// rejects that in constant evaluation with libstdc++ 12. CI compiles the core tests with
// g++ and the fuzz targets (generators, planner, parsers) with clang 14 (scripts/fuzz.sh).
// clang's constexpr step budget is 30x smaller than g++'s:
// the largest shapes (p = 16, m = 64) need -fconstexpr-steps=33554432 there.
//
// Functions that generate, time, validate or count a schedule are templates
// (`template <class = void>`, called as plain functions): g++ and nvcc instantiate what a
// constexpr function's body uses (std::vector's members for some 36 element types) where a
// plain function is defined, but a template's only where it is used. So a file that
// includes this header and generates nothing does not pay for them: about 0.3 s less with
// g++ and 0.7 s with nvcc (docs/schedules.md, "Including pipesched.hpp alone"); clang
// instantiates them anyway.
// Scalar helpers stay plain functions. Helper classes whose members use vectors are class
// templates under an alias (`using pass_clock = basic_pass_clock<>;`), for the same reason.
// Inside these templates g++ still evaluates at the definition what it may fold: a `const`
// integer initialised by a call (`const int peak = repeated_peak(...)`) or a braced
// aggregate holding one instantiates the callee there, in every file; such locals are
// therefore not `const` (together 0.1 s with g++ of including this header).
#include "version.hpp"  // first: the C++20 check
#include "analysis/memory.hpp"
#include "analysis/simulate.hpp"
#include "analysis/validate.hpp"
#include "core/building_block.hpp"
#include "core/error.hpp"
#include "core/limits.hpp"
#include "core/placement.hpp"
#include "core/vocabulary.hpp"
#include "family.hpp"
#include "generate.hpp"
#include "io.hpp"
#include "schedule.hpp"
#include "schedule_size.hpp"
#include "static_schedule.hpp"
