#pragma once
// A schedule built by the compiler: the generator runs in constant evaluation and its
// actions are stored in constexpr std::arrays, so the peak memory is a compile-time
// constant that a static_assert can bound. A wrong block or shape does not compile.
// The compile-time schedule is the block's order without the squeeze's gap filling: the
// same memory, a little more bubble, and cheap enough for the compiler's constexpr budget.
//
//   using sched = pipesched::family_schedule<pipesched::family::v_half, pipesched::shape{8, 24, 2}>;
//   static_assert(sched::peak_activation_units() <= 5);
//   using mine = pipesched::block_schedule<my_block, pipesched::shape{4, 8}>;
#include <array>
#include <span>

#include "generate.hpp"

namespace pipesched {

// Generator: a type with `static constexpr int devices` and
// `static constexpr schedule make()`. make() runs in two constant evaluations only (the
// layout, then the actions): each is a whole generation, the dominant compile-time cost.
template <class Generator>
struct static_schedule {
  static constexpr int devices = Generator::devices;

 private:
  struct layout_t {
    shape dims;
    placement place;
    bool split;
    std::array<int, devices + 1> offsets;  // device d's actions: [offsets[d], offsets[d + 1])
  };
  static constexpr layout_t layout = [] {
    const schedule s = Generator::make();
    layout_t l{s.dims, s.place, s.split, {}};
    for (int d = 0; d < devices; ++d) l.offsets[d + 1] = l.offsets[d] + static_cast<int>(s.per_device[d].size());
    return l;
  }();

 public:
  static constexpr shape dims = layout.dims;
  static constexpr placement place = layout.place;
  static constexpr std::array<int, devices + 1> offsets = layout.offsets;

  static constexpr std::array<action, offsets[devices]> all_actions = [] {
    std::array<action, offsets[devices]> a{};
    const schedule s = Generator::make();
    int i = 0;
    for (const auto& list : s.per_device)
      for (const action& x : list) a[i++] = x;
    return a;
  }();

  static constexpr std::span<const action> actions(int device) {
    return std::span<const action>(all_actions).subspan(offsets[device], offsets[device + 1] - offsets[device]);
  }

  // Peak live chunk activations per device, computed from the stored order.
  static constexpr std::array<int, devices> peak_activations = [] {
    std::array<int, devices> peaks{};
    for (int d = 0; d < devices; ++d) {
      int live = 0;
      for (const action& a : actions(d)) {
        live += activation_delta(a.kind);
        peaks[d] = live > peaks[d] ? live : peaks[d];
      }
    }
    return peaks;
  }();

  static constexpr int max_peak_activations() {
    int n = 0;
    for (int x : peak_activations) n = x > n ? x : n;
    return n;
  }
  static constexpr double peak_activation_units() {
    return static_cast<double>(max_peak_activations()) / dims.chunks;
  }
  // Peak bytes over devices when every stage reports the same deltas.
  static constexpr long long peak_activation_bytes(const memory_deltas& deltas) {
    long long peak = 0;
    for (long long x : pipesched::peak_activation_bytes(to_schedule(), deltas)) peak = x > peak ? x : peak;
    return peak;
  }

  // Back to a dynamic schedule (for the simulator and the runtime).
  static constexpr schedule to_schedule() {
    schedule s{dims, place, layout.split, {}};
    s.per_device.resize(static_cast<std::size_t>(devices));
    for (int d = 0; d < devices; ++d)
      for (const action& a : actions(d)) s.per_device[d].push_back(a);
    return s;
  }
};

template <family F, shape Shape>
struct family_generator {
  static constexpr int devices = Shape.devices;
  static constexpr schedule make() { return make_schedule(F, Shape, costs{}, 0, false); }
};

// A user's own block, repeated for Shape.microbatches, with comm, validated.
template <building_block Block, shape Shape>
struct block_generator {
  static constexpr int devices = Block.devices;
  static constexpr schedule make() {
    static_assert(Shape.devices == 0 || Shape.devices == Block.devices,
                  "the shape's device count differs from the block's");
    schedule s = detail::from_block(Block, Shape.microbatches, costs{}, 0, false);
    validate(s);
    return s;
  }
};

template <family F, shape Shape>
using family_schedule = static_schedule<family_generator<F, Shape>>;

template <building_block Block, shape Shape>
using block_schedule = static_schedule<block_generator<Block, Shape>>;

}  // namespace pipesched
