#include "runtime/train/backend_kind.hpp"

#include <ostream>

namespace pipesched::train {

const char* to_string(backend_kind b) {
  switch (b) {
    case backend_kind::cpu: return "cpu";
    case backend_kind::cpu_streams: return "cpu-streams";
    case backend_kind::cuda: return "cuda";
  }
  return "?";
}

std::ostream& operator<<(std::ostream& os, backend_kind b) { return os << to_string(b); }

std::optional<backend_kind> parse_backend_kind(std::string_view name) {
  for (backend_kind b : all_backend_kinds)
    if (name == to_string(b)) return b;
  return std::nullopt;
}

}  // namespace pipesched::train
