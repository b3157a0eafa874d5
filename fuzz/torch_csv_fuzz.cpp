// torch-csv import (io::parse_torch_csv). The first byte picks the ranks (1 to 16), the
// second the placement (inferred, loop or V); the rest is the CSV. Refused with
// schedule_error, or a schedule whose every cell (both halves of an overlapped one) sits on
// a rank that holds its stage.
#include <optional>

#include <pipesched/io/torch_csv.hpp>

#include "fuzz_support.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using pipesched::fuzz::require;
  using pipesched::placement;
  if (size < 2) return 0;
  const int devices = 1 + data[0] % 16;
  const std::optional<placement> choices[] = {std::nullopt, placement::loop, placement::v};
  const std::optional<placement> place = choices[data[1] % 3];
  try {
    const auto imp = pipesched::io::parse_torch_csv(pipesched::fuzz::as_text(data + 2, size - 2), devices, place);
    const pipesched::schedule& s = imp.sched;
    require(s.devices() == devices, "one device per rank");
    require(!place || s.place == *place, "the placement given is the placement used");
    std::size_t actions = 0;
    for (int d = 0; d < devices; ++d) actions += s.actions(d).size();
    require(actions == imp.cells.size(), "one action per cell");
    for (const auto& c : imp.cells) {
      require(c.rank >= 0 && c.rank < devices, "a cell's rank is one of the devices");
      for (const pipesched::action& pass : pipesched::passes_of(c.what)) {  // both halves of an overlapped one
        require(pass.stage >= 0 && pass.stage < devices * s.chunks(), "a cell's stage is one of the stages");
        require(pass.microbatch >= 0 && pass.microbatch < s.microbatches(),
                "a cell's microbatch is one of the microbatches");
        require(s.device_of_stage(pass.stage) == c.rank, "a cell's rank holds its stage");
      }
    }
    for (const auto& k : imp.skipped)
      require(k.rank >= 0 && k.rank < devices && k.count > 0, "a skipped cell is counted on one of the ranks");
  } catch (const pipesched::schedule_error&) {
  }
  return 0;
}
