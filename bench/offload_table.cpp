// Prints the offload table of docs/offload-recompute.md: for p in {4, 8, 16} (m = 2p, unit costs), each
// family's peak activation (units, device-resident, max over devices) and global bubble
// with no offload, half of every activation (ratio:0.5), full offload and auto (the most
// offloads within 2% more makespan), at a host link of 2 activation units per time unit
// (a chunk activation's round trip is half of its F + B).
// Run: ./build/bench/offload_table   (bash bench/offload_table.sh builds it first)
#include <cstdio>
#include <string>

#include <pipesched/compiled.hpp>
#include <pipesched/pipesched.hpp>

namespace {

namespace ps = pipesched;

std::string cell(const ps::schedule& s, const ps::costs& c, const ps::copy_engines& e) {
  char buf[48];
  std::snprintf(buf, sizeof buf, "%g / %.3f", ps::peak_activation_units(s), ps::compiled::simulate(s, c, e).bubble);
  return buf;
}

}  // namespace

int main() {
  const ps::costs c{1, 1, 1, 0};
  const ps::copy_engines e{2.0, false};
  std::printf("Offload (unit costs, m = 2p, host link 2 units per time unit): peak units / global bubble\n\n");
  std::printf("| family | p | none | ratio:0.5 | full | auto |\n|---|---|---|---|---|---|\n");
  for (ps::family f : ps::all_families)
    for (int p : {4, 8, 16}) {
      // Without the tail pass, which offload gains nothing from (generate.hpp).
      const ps::schedule s = ps::compiled::make_schedule(f, {p, 2 * p, 0}, c, {.tail = false});
      std::string row = "| " + std::string(to_string(f)) + " | " + std::to_string(p) + " |";
      for (const ps::offload_policy& policy :
           {ps::offload_policy{ps::offload_kind::none}, ps::offload_policy{ps::offload_kind::ratio, 0.5},
            ps::offload_policy{ps::offload_kind::full}, ps::offload_policy{ps::offload_kind::automatic}})
        row.append(" ").append(cell(ps::compiled::apply_offload(s, c, e, policy), c, e)).append(" |");
      std::printf("%s\n", row.c_str());
    }
  return 0;
}
