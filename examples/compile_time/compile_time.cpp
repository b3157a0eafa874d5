// The compiler builds the whole schedule: V-Half on 8 devices and a user's own block,
// with their activation memory (and V-Half's steady throughput) checked by static_assert.
// Prints device 0's order.
#include <pipesched/analysis/steady_period.hpp>
#include <pipesched/pipesched.hpp>

#include <iostream>

namespace ps = pipesched;

// V-Half keeps about half of 1F1B's activation memory: floor((p + 2) / 2) units.
using v_half_8 = ps::family_schedule<ps::family::v_half, ps::shape{8, 24, 2}>;
static_assert(v_half_8::peak_activation_units() <= 5);
// 4 KiB of activations per chunk: the bound in bytes is a compile-time constant too.
static_assert(v_half_8::peak_activation_bytes(ps::memory_deltas{4096, 0, 0}) <= 10 * 4096);

// So is its throughput at a model's measured costs (TF, TB, TW, comm): once the pipeline
// is full, V-Half's block keeps every device busy (steady bubble 0), where V-Min's does not.
constexpr ps::costs measured{18.5, 18.1, 9.3, 0.6};
static_assert(ps::steady_period(ps::blocks::v_half(8), measured).bubble < 1e-9);
static_assert(ps::steady_period(ps::blocks::v_min(8), measured).bubble > 0.2);

// A user's own block: 1F1B on 2 devices written out by hand (F at d; fused BW of two
// slots after the next stage's; everything repeats every 3 slots).
constexpr ps::building_block my_block = [] {
  ps::building_block b{2, 1, ps::placement::loop, false, 3, {}};
  b[0] = {0, 4, -1};
  b[1] = {1, 2, -1};
  return b;
}();
static_assert(ps::assert_block_valid<my_block>);  // a failure names device, stage and pass
using mine = ps::block_schedule<my_block, ps::shape{2, 6, 1}>;
static_assert(mine::peak_activation_units() == 2);

int main() {
  std::cout << "v-half, 8 devices, 24 microbatches: peak " << v_half_8::peak_activation_units()
            << " activation units\ndevice 0:";
  for (const ps::action& a : v_half_8::actions(0))
    if (ps::is_compute(a.kind)) std::cout << ' ' << a;
  std::cout << "\nsteady period at the measured costs: v-half "
            << ps::steady_period(ps::blocks::v_half(8), measured).period << ", v-min "
            << ps::steady_period(ps::blocks::v_min(8), measured).period << " (work 45.9)";
  std::cout << "\nmy block, 2 devices: peak " << mine::peak_activation_units() << " units\n";
}
