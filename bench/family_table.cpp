// Prints the family table of docs/schedules.md: for p in {4, 8, 16} and m in {p, 2p, 4p, 8p}, each
// family's peak activation (units) and global bubble beside the published closed form of
// DESIGN.md / ALGORITHMS.md, at unit costs and at a 1.5B model's measured costs; then the
// memory dial: each family's peak and bubble alone, with full recompute and with full
// offload, and what it does with a --memory-cap.
// Run: ./build/bench/family_table > table.md   (scripts/family_table.sh does both steps)
#include <cstdio>
#include <string>

#include <pipesched/compiled.hpp>
#include <pipesched/pipesched.hpp>

namespace {

namespace ps = pipesched;

// The published bubble of a family (global unless noted), or a negative number where the
// papers give none for these costs. B = (p-1)/(m+p-1) generalised to unequal costs; the
// forms ignore comm, so the fill and drain's 2(p-1) hops are added to them.
double published_bubble(ps::family f, int p, int m, int v, const ps::costs& c) {
  const double work = m * (c.f + c.b + c.w), idle_1f1b = (p - 1) * (c.f + c.b + c.w);
  auto fraction = [&](double idle) {
    idle += 2 * (p - 1) * c.comm;
    return idle / (work + idle);
  };
  const bool unit = c.f == c.b && c.b == c.w;
  switch (f) {
    case ps::family::gpipe:
    case ps::family::one_f_one_b: return fraction(idle_1f1b);
    case ps::family::interleaved: return fraction(idle_1f1b / v);
    case ps::family::zb_h1: return fraction((p - 1) * (c.f + c.b - c.w));
    case ps::family::zb_h2: return unit ? fraction((p - 1) * (c.f + c.b - c.w)) : -1;  // = ZB-H1 globally
    case ps::family::v_half: return unit ? fraction(idle_1f1b / 2) : -1;
    case ps::family::v_min: return unit ? fraction(idle_1f1b * 2 / 3) : -1;
    default: return -1;  // v-zb and v-auto: zero per-device span, no global form
  }
}

std::string cell(double ours, double published) {
  char buf[48];
  if (published < 0)
    std::snprintf(buf, sizeof buf, "%.3f", ours);
  else
    std::snprintf(buf, sizeof buf, "%.3f / %.3f", ours, published);
  return buf;
}

void table(const char* title, const ps::costs& c) {
  std::printf("\n%s (costs F=%g B=%g W=%g comm=%g): global bubble, ours / published\n\n", title, c.f, c.b, c.w,
              c.comm);
  std::printf("| family | p | peak (units) | m = p | m = 2p | m = 4p | m = 8p |\n");
  std::printf("|---|---|---|---|---|---|---|\n");
  for (ps::family f : ps::all_families)
    for (int p : {4, 8, 16}) {
      std::string row;
      double peak = 0;
      for (int mult : {1, 2, 4, 8}) {
        const int m = mult * p;
        const ps::schedule s = ps::compiled::make_schedule(f, {p, m, 0}, c);
        const ps::timeline t = ps::compiled::simulate(s, c);
        const double units = ps::peak_activation_units(s);
        peak = units > peak ? units : peak;
        row.append(" ").append(cell(t.bubble, published_bubble(f, p, m, s.chunks(), c))).append(" |");
      }
      std::printf("| %s | %d | %g |%s\n", std::string(to_string(f)).c_str(), p, peak, row.c_str());
    }
}

// "peak / ×makespan against the order alone" (recompute's R count as busy time, so a bubble
// would fall as the step grows: the makespan is the honest measure).
std::string peak_and_growth(const ps::schedule& s, const ps::costs& c, const ps::copy_engines& e, double alone) {
  char buf[48];
  std::snprintf(buf, sizeof buf, "%g / x%.3f", ps::peak_activation_units(s), ps::compiled::simulate(s, c, e).makespan / alone);
  return buf;
}

// One shape, every family: its order alone, with --recompute full (R at an F's time) and with
// --offload full (the order without the tail pass, as the CLI and the trainer take it).
void memory_dial(int p, int m, const ps::costs& c, const ps::copy_engines& e) {
  std::printf("\nMemory dial, p = %d, m = %d (costs F=%g B=%g W=%g comm=%g, offload bandwidth %g units per time "
              "unit): peak (units), and the global bubble alone or the makespan against the order alone\n\n",
              p, m, c.f, c.b, c.w, c.comm, e.bandwidth);
  std::printf("| family | alone | --recompute full | --offload full | --memory-cap |\n");
  std::printf("|---|---|---|---|---|\n");
  for (ps::family f : ps::all_families) {
    const ps::shape sh{p, m, 0};
    const ps::schedule plain = ps::compiled::make_schedule(f, sh, c);
    const ps::schedule recomputed = ps::compiled::apply_recompute(plain, c, {.kind = ps::recompute_kind::full});
    const ps::schedule untailed = ps::compiled::make_schedule(f, sh, c, {.tail = false});
    const ps::schedule offloaded = ps::compiled::apply_offload(untailed, c, e, {.kind = ps::offload_kind::full});
    const char* cap = f == ps::family::v_auto ? "searches under it, one cap or one per device"
                      : f == ps::family::v_zb ? "below its peak, v-auto's order under it"
                                              : "refused below its peak, naming the device";
    const ps::timeline alone = ps::compiled::simulate(plain, c);
    std::printf("| %s | %g / %.3f | %s | %s | %s |\n", std::string(to_string(f)).c_str(),
                ps::peak_activation_units(plain), alone.bubble,
                peak_and_growth(recomputed, c, {}, alone.makespan).c_str(),
                peak_and_growth(offloaded, c, e, alone.makespan).c_str(), cap);
  }
}

}  // namespace

int main() {
  table("Unit costs", ps::costs{1, 1, 1, 0});
  table("Measured costs", ps::costs{18.5, 18.1, 9.3, 0.6});
  memory_dial(8, 32, ps::costs{18.5, 18.1, 9.3, 0.6}, ps::copy_engines{2.0, false});
  return 0;
}
