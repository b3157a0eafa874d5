#include "offload_option.hpp"
#include "parse_number.hpp"

#include <cmath>
#include <stdexcept>
#include <string>

#include <fmt/format.h>

namespace pipesched::cli {

offload_policy parse_offload(std::string_view text) {
  const auto bad = [&] {
    return std::invalid_argument(fmt::format(
        "--offload must be none, full, ratio:R (0 < R <= 1), selective:K (K >= 0), chunk:C or auto[:EPS] (got '{}')", text));
  };
  const std::size_t colon = text.find(':');
  const std::string_view name = text.substr(0, colon);
  const std::string_view value = colon == std::string_view::npos ? std::string_view{} : text.substr(colon + 1);
  const bool has_value = colon != std::string_view::npos;
  offload_policy p;
  if (name == "none" && !has_value) return p;
  if (name == "full" && !has_value) return {offload_kind::full};
  if (name == "ratio" && has_value && parse_number(value, p.ratio) && p.ratio > 0 && p.ratio <= 1) {
    p.kind = offload_kind::ratio;
    return p;
  }
  if (name == "selective" && has_value && parse_number(value, p.count) && p.count >= 0) {
    p.kind = offload_kind::selective;
    return p;
  }
  if (name == "chunk" && has_value && parse_number(value, p.chunk) && p.chunk >= 0) {
    p.kind = offload_kind::chunk;
    return p;
  }
  if (name == "auto" && (!has_value || (parse_number(value, p.epsilon) && std::isfinite(p.epsilon) && p.epsilon >= 0))) {
    p.kind = offload_kind::automatic;
    return p;
  }
  throw bad();
}

}  // namespace pipesched::cli
