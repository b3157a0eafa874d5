#pragma once
#include "version.hpp"  // first: the C++20 check
// The families by name, and what each takes of a shape (chunks per device, weight
// versions). A header of its own so that schedule_size.hpp and generate.hpp share it.
#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

namespace pipesched {

enum class family : std::uint8_t {
  gpipe, one_f_one_b, interleaved, interleaved_grouped, zb_h1, zb_h2, v_zb, v_half, v_min, v_auto, two_bw,
  dualpipe_v,  // DualPipeV (families/dualpipe_v.hpp): V placement, overlapped F&B pairs
};

inline constexpr std::array<family, 12> all_families = {
    family::gpipe, family::one_f_one_b, family::interleaved, family::interleaved_grouped, family::zb_h1,
    family::zb_h2, family::v_zb,        family::v_half,      family::v_min,               family::v_auto,
    family::two_bw, family::dualpipe_v};

constexpr std::string_view to_string(family f) {
  constexpr std::array<std::string_view, 12> names = {"gpipe", "1f1b",  "interleaved", "interleaved-grouped",
                                                      "zb-h1", "zb-h2", "v-zb",        "v-half",
                                                      "v-min", "v-auto", "2bw",        "dualpipe-v"};
  return names[static_cast<std::size_t>(f)];
}

constexpr std::optional<family> parse_family(std::string_view name) {
  for (family f : all_families)
    if (to_string(f) == name) return f;
  if (name == "pipedream-flush") return family::one_f_one_b;
  return std::nullopt;
}

// The controllable-memory V family (V-ZB, V-Half, V-Min and their search).
constexpr bool is_v_family(family f) { return f >= family::v_zb && f <= family::v_auto; }
static_assert(is_v_family(family::v_zb) && is_v_family(family::v_auto) && !is_v_family(family::zb_h2) &&
              !is_v_family(family::two_bw) && !is_v_family(family::dualpipe_v));
// Every family on the V placement with its 2 chunks per device: the V family and DualPipeV.
constexpr bool is_v_placed(family f) { return is_v_family(f) || f == family::dualpipe_v; }

// Weight versions each stage of a family holds: PipeDream-2BW keeps two (the one its
// in-flight microbatches stashed, and the newest), every other family one. The static
// bound in bytes adds versions x the weight bytes of a device's stages to its activation
// peak (analysis/memory.hpp, peak_bytes_with_weights).
constexpr int weight_versions(family f) { return f == family::two_bw ? 2 : 1; }

// Chunks per device a family uses when none is asked for, and whether it takes others.
constexpr bool is_interleaved(family f) { return f == family::interleaved || f == family::interleaved_grouped; }
constexpr int default_chunks(family f) { return is_interleaved(f) || is_v_placed(f) ? 2 : 1; }
// Whether a family's backward is split into B and W (three passes per microbatch and
// stage) or fused into one BW (two).
constexpr bool splits_backward(family f) {
  // (DualPipeV mixes both: fused in its overlapped pairs, split in its warm-up and cool-down.)
  return f == family::interleaved_grouped || f == family::zb_h1 || f == family::zb_h2 || is_v_placed(f);
}
constexpr bool accepts_chunks(family f, int v) {
  if (is_interleaved(f)) return v >= 2;
  return v == default_chunks(f);
}

}  // namespace pipesched
