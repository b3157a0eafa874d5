// Writes include/pipesched/static_recorded_orders.hpp: make_schedule's compute order for every
// generation a compile-time schedule reads from records (static_recorded_order.hpp).
//   bash scripts/record_static_orders.sh
#include <cstdio>
#include <string>

#include "recorded_orders_encoder.hpp"

int main() {
  namespace ps = pipesched;
  std::printf(
      "#pragma once\n"
      "// Written by bash scripts/record_static_orders.sh (test/pipesched/record_static_orders.cpp);\n"
      "// do not edit. The format: static_recorded_order.hpp.\n"
      "#include \"static_recorded_order.hpp\"\n\n"
      "namespace pipesched::detail {\n"
      "// clang-format off\n"
      "inline constexpr recorded_order recorded_orders[] = {\n");
  std::string last_searched;
  for (const pipesched_test::recorded_key& key : pipesched_test::recorded_keys()) {
    const auto [f, p, m, no_search] = key;
    const ps::schedule order = pipesched_test::recorded_source(key);
    const std::string text = pipesched_test::encode_recorded(order);
    if (no_search && text == last_searched) continue;  // the same order: read from the searched record
    if (!no_search) last_searched = text;
    std::string name(ps::to_string(f));  // the enumerator: "zb-h1" -> zb_h1
    for (char& c : name) c = c == '-' ? '_' : c;
    std::printf("    {family::%s, {%d, %d, %d, %d, %d}, %s, placement::%s, %s,\n", name.c_str(), order.dims.devices,
                order.dims.microbatches, order.dims.chunks, order.dims.group, order.dims.iterations,
                no_search ? "true" : "false", order.place == ps::placement::v ? "v" : "loop",
                order.split ? "true" : "false");
    for (std::size_t i = 0; i < text.size(); i += 96)
      std::printf("     \"%s\"%s\n", text.substr(i, 96).c_str(), i + 96 < text.size() ? "" : "},");
  }
  std::printf("    {},\n};\n// clang-format on\n}  // namespace pipesched::detail\n");
}
