// --costs TF,TB,TW (parse_costs): refused with std::invalid_argument, or three finite
// numbers that keep the given comm.
#include <cmath>
#include <stdexcept>

#include "fuzz_support.hpp"
#include "runtime/cli/schedule_command.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using pipesched::fuzz::require;
  try {
    const pipesched::costs c = pipesched::cli::parse_costs(pipesched::fuzz::as_text(data, size), 0.5);
    require(std::isfinite(c.f) && std::isfinite(c.b) && std::isfinite(c.w), "parsed costs are finite");
    require(c.comm == 0.5, "parse_costs keeps the comm it was given");
  } catch (const std::invalid_argument&) {
  }
  return 0;
}
