#pragma once
// Every family at the largest shape the compile-time promise covers (p = 16, m = 128), a
// few small shapes that cost more than their size, and the squeezed families at p = 8 (at
// the end), built by the compiler within its default constexpr limits (g++ and nvcc: this
// header is compiled as C++ and as CUDA; clang with its step limit raised:
// scripts/clang_compile_time.sh), with the published peaks (DESIGN.md) asserted. Each
// costs one generation at small m (two for DualPipeV: static_repetition.hpp), so m adds
// no compile time.
#include <pipesched/pipesched.hpp>

namespace largest_shapes {
namespace ps = pipesched;
inline constexpr int p = 16, m = 128;

// Spelled out per family: nvcc's host-code pass mis-names an alias template's arguments
// when a class-type template argument is built from the alias's own parameters.
inline constexpr ps::shape largest{p, m, 0};
using gpipe = ps::family_schedule<ps::family::gpipe, largest>;
using one_f_one_b = ps::family_schedule<ps::family::one_f_one_b, largest>;
using interleaved = ps::family_schedule<ps::family::interleaved, largest>;
using interleaved_grouped = ps::family_schedule<ps::family::interleaved_grouped, largest>;
using zb_h1 = ps::family_schedule<ps::family::zb_h1, largest>;
using zb_h2 = ps::family_schedule<ps::family::zb_h2, largest>;
using v_zb = ps::family_schedule<ps::family::v_zb, largest>;
using v_half = ps::family_schedule<ps::family::v_half, largest>;
using v_min = ps::family_schedule<ps::family::v_min, largest>;
using v_auto = ps::family_schedule<ps::family::v_auto, largest>;
using dualpipe_v = ps::family_schedule<ps::family::dualpipe_v, largest>;
// 2bw: 4 iterations of 32 microbatches, repeated by whole iterations
// (static_repetition.hpp: detail::repetition_of), so generated at 64 microbatches.
inline constexpr ps::shape four_iterations{p, m, 0, 0, 4};
using two_bw = ps::family_schedule<ps::family::two_bw, four_iterations>;

static_assert(gpipe::peak_activation_units() == m);
static_assert(one_f_one_b::peak_activation_units() == p);
static_assert(interleaved::peak_activation_units() <= p + (p - 1) / 2.0);
// PipeOffload's steady peak ceil((g + p) / 2) units, = p at the default g = p.
static_assert(interleaved_grouped::peak_activation_units() <= p);
static_assert(zb_h1::peak_activation_units() == p);
static_assert(zb_h2::peak_activation_units() <= 2 * p);
static_assert(v_zb::peak_activation_units() <= p);
static_assert(v_half::peak_activation_units() == (p + 2) / 2);
static_assert(v_min::peak_activation_units() == (p + 4) / 3);
static_assert(v_auto::peak_activation_units() <= p);
static_assert(dualpipe_v::peak_activation_units() <= p + 0.5);  // 2p + 1 chunk activations
static_assert(two_bw::peak_activation_units() == p);
// make_schedule's orders, every one (squeezed beyond the compilers' reach: read from records,
// static_recorded.hpp).
static_assert(gpipe::same_as_make_schedule && one_f_one_b::same_as_make_schedule &&
              interleaved::same_as_make_schedule && interleaved_grouped::same_as_make_schedule &&
              zb_h1::same_as_make_schedule && zb_h2::same_as_make_schedule && v_zb::same_as_make_schedule &&
              v_half::same_as_make_schedule && v_min::same_as_make_schedule && v_auto::same_as_make_schedule &&
              dualpipe_v::same_as_make_schedule && two_bw::same_as_make_schedule);

// Small shapes that cost more than their size: V-ZB and v-auto below m = 2p (and v-auto at
// p = 2), where make_schedule times blocks and runs the slot search, over nvcc's budget
// (read from records at compile time: static_plan_of), and V-Half at p = 9 on a table
// winner that is one of the search's candidates.
using v_auto_two_devices = ps::family_schedule<ps::family::v_auto, ps::shape{2, 4}>;
using v_zb_below_2p = ps::family_schedule<ps::family::v_zb, ps::shape{8, 10}>;
using v_auto_below_2p = ps::family_schedule<ps::family::v_auto, ps::shape{8, 10}>;
using v_half_candidate = ps::family_schedule<ps::family::v_half, ps::shape{9, 5}>;
static_assert(v_auto_two_devices::peak_activation_units() <= 2 && v_zb_below_2p::peak_activation_units() <= 8);
static_assert(v_auto_below_2p::peak_activation_units() <= 8 && v_half_candidate::same_as_make_schedule);
static_assert(v_auto_two_devices::same_as_make_schedule && v_zb_below_2p::same_as_make_schedule &&
              v_auto_below_2p::same_as_make_schedule);

// Squeezed at p = 8 (the squeeze, the tail pass, the slot winners, the staged steps' code):
// the passes where clang with libstdc++ 12 refused vector(n) in constant evaluation
// (scripts/clang_compile_time.sh builds this file with clang as well).
inline constexpr ps::shape squeezed{8, 24, 0};
using zb_h1_squeezed = ps::family_schedule<ps::family::zb_h1, squeezed>;
using zb_h2_squeezed = ps::family_schedule<ps::family::zb_h2, squeezed>;
using v_half_squeezed = ps::family_schedule<ps::family::v_half, squeezed>;
using v_min_squeezed = ps::family_schedule<ps::family::v_min, squeezed>;
using grouped_squeezed = ps::family_schedule<ps::family::interleaved_grouped, squeezed>;
using dualpipe_v_squeezed = ps::family_schedule<ps::family::dualpipe_v, squeezed>;
static_assert(zb_h1_squeezed::same_as_make_schedule && zb_h2_squeezed::same_as_make_schedule &&
              v_half_squeezed::same_as_make_schedule && v_min_squeezed::same_as_make_schedule &&
              grouped_squeezed::same_as_make_schedule && dualpipe_v_squeezed::same_as_make_schedule);
}  // namespace largest_shapes
