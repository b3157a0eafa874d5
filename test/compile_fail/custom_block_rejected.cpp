// expect-error: W starts before its B ends
// A user's block whose W runs before its B must not compile.
#include <pipesched/pipesched.hpp>

namespace ps = pipesched;

constexpr ps::building_block bad = [] {
  ps::building_block b = ps::blocks::zb_h1(2);
  b[1].w = b[1].b - 1;
  return b;
}();
static_assert(ps::validate(bad));
