// Built against an installed pipesched: the schedule API works from the package alone.
#include <pipesched/pipesched.hpp>

#include <cstdio>

namespace ps = pipesched;

// V-Min keeps floor((p + 4) / 3) activation units; the compiler checks it here.
static_assert(ps::family_schedule<ps::family::v_min, ps::shape{6, 12, 2}>::peak_activation_units() == 3);

int main() {
  const ps::schedule s = ps::make_schedule(ps::family::one_f_one_b, {4, 8, 1});
  const ps::timeline t = ps::simulate(s, {});
  if (t.makespan != 3.0 * 8 + 3.0 * 3 || ps::peak_activation_units(s) != 4) {
    std::fprintf(stderr, "1F1B p=4 m=8: makespan %g (want 33), peak %g (want 4)\n", t.makespan,
                 ps::peak_activation_units(s));
    return 1;
  }
  std::printf("1F1B p=4 m=8: makespan %g, peak %g units\n", t.makespan, ps::peak_activation_units(s));
  return 0;
}
