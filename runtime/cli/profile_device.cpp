#include "profile_device.hpp"

#include <cstdint>
#include <stdexcept>
#include <string>

#include <fmt/format.h>

#include <pipesched/core/limits.hpp>

#include "json_field.hpp"

namespace pipesched::cli {

namespace {

using ojson = nlohmann::ordered_json;

// CUDA's version numbers: 12080 is "12.8".
std::string cuda_version(int v) { return fmt::format("{}.{}", v / 1000, (v % 1000) / 10); }

double gbps(const nlohmann::json& j, const std::string& name) {
  const double v = number_field(j, name, 0, limits::max_profile_gbps);
  if (!(v > 0)) throw std::invalid_argument(fmt::format("{} is 0: a bandwidth must be positive", name));
  return v;
}

// A name or a version ("13.0"): a string of at most 256 characters.
void short_text(const nlohmann::json& j, const std::string& name) {
  const std::string s = string_field(j, name);
  if (s.size() > 256) throw std::invalid_argument(fmt::format("{} is {} characters, above 256", name, s.size()));
}

}  // namespace

ojson device_json(const gpt::device_description& d) {
  return {{"name", d.name},
          {"index", d.index},
          {"sm_count", d.sm_count},
          {"compute_capability", fmt::format("{}.{}", d.compute_major, d.compute_minor)},
          {"memory_bytes", d.memory_bytes},
          {"driver", d.driver.empty() ? ojson(nullptr) : ojson(d.driver)},
          {"cuda_driver", cuda_version(d.cuda_driver)},
          {"cuda_runtime", cuda_version(d.cuda_runtime)},
          {"clock_mhz", d.clock_mhz},
          {"memory_clock_mhz", d.memory_clock_mhz}};
}

ojson bandwidth_json(const gpt::copy_bandwidths& b) {
  return {{"unit", "GB/s"},
          {"bytes", b.bytes},
          {"h2d_pinned", b.h2d_gbps},
          {"d2h_pinned", b.d2h_gbps},
          {"d2d", b.d2d_gbps},
          {"peer", b.peer_gbps ? ojson(*b.peer_gbps) : ojson(nullptr)},
          {"peer_device", b.peer_gbps ? ojson(b.peer_device) : ojson(nullptr)}};
}

void check_device_json(const nlohmann::json& d) {
  known_fields(d, "device", {"name", "index", "sm_count", "compute_capability", "memory_bytes", "driver",
                             "cuda_driver", "cuda_runtime", "clock_mhz", "memory_clock_mhz"});
  for (const char* key : {"name", "compute_capability", "cuda_driver", "cuda_runtime"})
    if (d.contains(key)) short_text(d[key], std::string("device.") + key);
  if (d.contains("driver") && !d["driver"].is_null()) short_text(d["driver"], "device.driver");
  constexpr std::int64_t most = std::int64_t{1} << 50;
  for (const char* key : {"index", "sm_count", "memory_bytes", "clock_mhz", "memory_clock_mhz"})
    if (d.contains(key)) integer_field(d[key], std::string("device.") + key, 0, most);
}

profile_links read_bandwidth_json(const nlohmann::json& b) {
  known_fields(b, "bandwidth", {"unit", "bytes", "h2d_pinned", "d2h_pinned", "d2d", "peer", "peer_device"});
  name_field(field(b, "unit", "bandwidth"), "bandwidth.unit", {"GB/s"});
  if (b.contains("bytes")) integer_field(b["bytes"], "bandwidth.bytes", 1, limits::max_profile_copy_bytes);
  profile_links out;
  const double h2d = gbps(field(b, "h2d_pinned", "bandwidth"), "bandwidth.h2d_pinned");
  const double d2h = gbps(field(b, "d2h_pinned", "bandwidth"), "bandwidth.d2h_pinned");
  out.offload_gbps = h2d < d2h ? h2d : d2h;
  if (b.contains("d2d")) (void)gbps(b["d2d"], "bandwidth.d2d");
  if (b.contains("peer") && !b["peer"].is_null()) out.link_gbps = gbps(b["peer"], "bandwidth.peer");
  if (b.contains("peer_device") && !b["peer_device"].is_null())
    integer_field(b["peer_device"], "bandwidth.peer_device", 0, limits::max_total_devices);
  return out;
}

}  // namespace pipesched::cli
