// Prints the README's family table: for p in {4, 8, 16} and m in {p, 2p, 4p, 8p}, each
// family's peak activation (units) and global bubble beside the published closed form of
// DESIGN.md / ALGORITHMS.md, at unit costs and at a 1.5B model's measured costs.
// Run: ./build/bench/family_table > table.md   (scripts/family_table.sh does both steps)
#include <cstdio>
#include <string>

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
        const ps::schedule s = ps::make_schedule(f, {p, m, 0}, c);
        const ps::timeline t = ps::simulate(s, c);
        const double units = ps::peak_activation_units(s);
        peak = units > peak ? units : peak;
        row.append(" ").append(cell(t.bubble, published_bubble(f, p, m, s.chunks(), c))).append(" |");
      }
      std::printf("| %s | %d | %g |%s\n", std::string(to_string(f)).c_str(), p, peak, row.c_str());
    }
}

}  // namespace

int main() {
  table("Unit costs", ps::costs{1, 1, 1, 0});
  table("Measured costs", ps::costs{18.5, 18.1, 9.3, 0.6});
  return 0;
}
