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

const char* to_string(storage_dtype t) {
  switch (t) {
    case storage_dtype::fp32: return "fp32";
    case storage_dtype::bf16: return "bf16";
  }
  return "?";
}

std::ostream& operator<<(std::ostream& os, storage_dtype t) { return os << to_string(t); }

std::optional<storage_dtype> parse_storage_dtype(std::string_view name) {
  for (storage_dtype t : all_storage_dtypes)
    if (name == to_string(t)) return t;
  return std::nullopt;
}

}  // namespace pipesched::train
