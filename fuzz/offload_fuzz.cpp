// --offload none|full|ratio:R|selective:K|chunk:C|auto[:EPS] (parse_offload): refused with
// std::invalid_argument, or a policy whose number is in its documented range.
#include <cmath>
#include <stdexcept>

#include "fuzz_support.hpp"
#include "runtime/cli/offload_option.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using pipesched::fuzz::require;
  using pipesched::offload_kind;
  try {
    const pipesched::offload_policy p = pipesched::cli::parse_offload(pipesched::fuzz::as_text(data, size));
    if (p.kind == offload_kind::ratio) require(p.ratio > 0 && p.ratio <= 1, "ratio:R has 0 < R <= 1");
    if (p.kind == offload_kind::selective) require(p.count >= 0, "selective:K has K >= 0");
    if (p.kind == offload_kind::chunk) require(p.chunk >= 0, "chunk:C has C >= 0");
    if (p.kind == offload_kind::automatic)
      require(std::isfinite(p.epsilon) && p.epsilon >= 0, "auto:EPS has a finite EPS >= 0");
  } catch (const std::invalid_argument&) {
  }
  return 0;
}
