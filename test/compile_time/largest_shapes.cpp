// The compile-time schedules of largest_shapes.hpp hold exactly what the run-time
// generator makes for the same family and shape (both without the squeeze).
#include "largest_shapes.hpp"

#include <iostream>

namespace {
template <class Static>
int differs(pipesched::family f) {
  const pipesched::schedule run_time = pipesched::make_schedule(f, Static::dims, {}, 0, false);
  const bool same = Static::to_schedule() == run_time;
  std::cout << to_string(f) << ": peak " << Static::peak_activation_units() << " units, "
            << (same ? "same as at run time" : "DIFFERS from the run-time schedule") << '\n';
  return same ? 0 : 1;
}
}  // namespace

int main() {
  using namespace largest_shapes;
  using F = pipesched::family;
  return differs<gpipe>(F::gpipe) + differs<one_f_one_b>(F::one_f_one_b) + differs<interleaved>(F::interleaved) +
         differs<interleaved_grouped>(F::interleaved_grouped) + differs<zb_h1>(F::zb_h1) + differs<zb_h2>(F::zb_h2) +
         differs<v_zb>(F::v_zb) + differs<v_half>(F::v_half) + differs<v_min>(F::v_min) +
         differs<v_auto>(F::v_auto) + differs<two_bw>(F::two_bw);
}
