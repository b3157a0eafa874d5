// The compile-time schedules of largest_shapes.hpp hold exactly what the run-time
// generator makes for the same family and shape: make_schedule's schedule where
// same_as_make_schedule, its block's order without the squeeze ({.fill = false}) otherwise.
#include "largest_shapes.hpp"

#include <iostream>

namespace {
namespace ps = pipesched;
namespace ls = largest_shapes;

// Not a template over the schedule types: nvcc's host pass mis-names class-type template
// arguments (the shapes) when such a type is itself a template argument.
int differs(ps::family f, const ps::schedule& at_compile_time, double peak_units, bool squeezed) {
  const bool same = at_compile_time == ps::make_schedule(f, at_compile_time.dims, {}, {.fill = squeezed, .tail = squeezed});
  std::cout << to_string(f) << ": peak " << peak_units << " units, "
            << (same ? "same as at run time" : "DIFFERS from the run-time schedule")
            << (squeezed ? " (squeezed)" : " (block order)") << '\n';
  return same ? 0 : 1;
}
#define PIPESCHED_DIFFERS_AS(kind, name)                                                  \
  differs(ps::family::kind, ls::name::to_schedule(), ls::name::peak_activation_units(), \
          ls::name::same_as_make_schedule)
#define PIPESCHED_DIFFERS(name) PIPESCHED_DIFFERS_AS(name, name)
}  // namespace

int main() {
  return PIPESCHED_DIFFERS(gpipe) + PIPESCHED_DIFFERS(one_f_one_b) + PIPESCHED_DIFFERS(interleaved) +
         PIPESCHED_DIFFERS(interleaved_grouped) + PIPESCHED_DIFFERS(zb_h1) + PIPESCHED_DIFFERS(zb_h2) +
         PIPESCHED_DIFFERS(v_zb) + PIPESCHED_DIFFERS(v_half) + PIPESCHED_DIFFERS(v_min) + PIPESCHED_DIFFERS(v_auto) +
         PIPESCHED_DIFFERS(two_bw) + PIPESCHED_DIFFERS(dualpipe_v) + PIPESCHED_DIFFERS_AS(v_auto, v_auto_two_devices) +
         PIPESCHED_DIFFERS_AS(v_zb, v_zb_below_2p) + PIPESCHED_DIFFERS_AS(v_auto, v_auto_below_2p) +
         PIPESCHED_DIFFERS_AS(v_half, v_half_candidate) + PIPESCHED_DIFFERS_AS(zb_h1, zb_h1_squeezed) +
         PIPESCHED_DIFFERS_AS(zb_h2, zb_h2_squeezed) + PIPESCHED_DIFFERS_AS(v_half, v_half_squeezed) +
         PIPESCHED_DIFFERS_AS(v_min, v_min_squeezed) + PIPESCHED_DIFFERS_AS(interleaved_grouped, grouped_squeezed) +
         PIPESCHED_DIFFERS_AS(dualpipe_v, dualpipe_v_squeezed);
}
