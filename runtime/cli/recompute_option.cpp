#include "recompute_option.hpp"
#include "parse_number.hpp"

#include <cmath>
#include <stdexcept>

#include <fmt/format.h>

namespace pipesched::cli {

recompute_policy parse_recompute(std::string_view text) {
  const std::size_t colon = text.find(':');
  const std::string_view name = text.substr(0, colon);
  const bool has_value = colon != std::string_view::npos;
  const std::string_view value = has_value ? text.substr(colon + 1) : std::string_view{};
  recompute_policy p;
  if (name == "none" && !has_value) return p;
  if (name == "full" && !has_value) return {recompute_kind::full};
  if (name == "selective" && has_value && parse_number(value, p.count) && p.count >= 0) {
    p.kind = recompute_kind::selective;
    return p;
  }
  if (name == "auto" && (!has_value || (parse_number(value, p.epsilon) && std::isfinite(p.epsilon) && p.epsilon >= 0))) {
    p.kind = recompute_kind::automatic;
    return p;
  }
  throw std::invalid_argument(
      fmt::format("--recompute must be none, full, selective:K (K >= 0) or auto[:EPS] (EPS >= 0) (got '{}')", text));
}

}  // namespace pipesched::cli
