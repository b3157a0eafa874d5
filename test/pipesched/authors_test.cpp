#include <catch2/catch.hpp>

#include <pipesched/pipesched.hpp>

#include <fstream>
#include <sstream>
#include <string>
#include <vector>

// Our V families and ZB-H1/ZB-H2 against the authors' own generators (issue 21, item 6;
// issue 33, item 3): the reference numbers in authors_reference.txt come from their code
// (sail-sg/zero-bubble-pipeline-parallelism: v_auto_schedule.py, zbv.py, zb.py), run by
// bench/authors_compare.py; the file's header says how. Here: ours is no longer (global
// makespan) at no more memory; for v-zb, none of theirs is better in one and no worse in
// the other.

namespace ps = pipesched;

namespace {
struct reference_row {
  std::string family, costs;
  int p = 0, m = 0;
  double makespan = 0, peak_units = 0;
};

std::vector<reference_row> reference() {
  std::ifstream in(std::string(PIPESCHED_SOURCE_DIR) + "/test/pipesched/authors_reference.txt");
  REQUIRE(in.good());
  std::vector<reference_row> rows;
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    std::istringstream fields(line);
    reference_row r;
    fields >> r.family >> r.costs >> r.p >> r.m >> r.makespan >> r.peak_units;
    REQUIRE(!fields.fail());
    rows.push_back(r);
  }
  return rows;
}

ps::costs costs_named(const std::string& name) {
  if (name == "unit") return {1, 1, 1, 0};
  REQUIRE(name == "measured");
  return {18.522, 18.086, 9.337, 0.601};
}
}  // namespace

TEST_CASE("The reference file holds the authors' numbers for every family of the grid", "[schedule][authors]") {
  const std::vector<reference_row> rows = reference();
  // p in {4, 6, 8, 12, 16} x m in {p, 2p, 3p, 4p, 8p}, each family at both cost settings.
  for (const char* f : {"v-min", "v-auto", "v-half", "v-zb"})
    for (const char* c : {"unit", "measured"})
      for (int p : {4, 6, 8, 12, 16})
        for (int k : {1, 2, 3, 4, 8}) {
          int n = 0;
          for (const reference_row& r : rows) n += r.family == f && r.costs == c && r.p == p && r.m == k * p;
          CAPTURE(f, c, p, k * p);
          CHECK(n == 1);
        }
  // Their ZB-H1 and ZB-H2 (zb.py) at every cell, and their search within 2p at m = p.
  for (const char* f : {"zb-h1", "zb-h2", "v-zb-2p"})
    for (const char* c : {"unit", "measured"})
      for (int p : {4, 6, 8, 12, 16})
        for (int k : {1, 2, 3, 4, 8}) {
          if (std::string(f) == "v-zb-2p" && k > 1) continue;
          int n = 0;
          for (const reference_row& r : rows) n += r.family == f && r.costs == c && r.p == p && r.m == k * p;
          CAPTURE(f, c, p, k * p);
          CHECK(n == 1);
        }
}

TEST_CASE("Our V families are never behind the authors' own search at the same memory", "[schedule][authors]") {
  for (const reference_row& r : reference()) {
    CAPTURE(r.family, r.costs, r.p, r.m, r.makespan, r.peak_units);
    const ps::costs c = costs_named(r.costs);
    ps::generation_options o;
    ps::family f = ps::family::v_min;
    if (r.family == "v-auto") {
      f = ps::family::v_auto;
      o.memory_cap = (r.p + 4) / 3;  // V-Min's peak (the cap the authors' search ran under)
    } else if (r.family == "v-half") {
      f = ps::family::v_half;
    } else if (r.family == "v-zb" || r.family == "v-zb-2p") {
      f = ps::family::v_zb;
    } else if (r.family == "zb-h1" || r.family == "zb-h2") {
      f = r.family == "zb-h1" ? ps::family::zb_h1 : ps::family::zb_h2;
    } else {
      REQUIRE(r.family == "v-min");
    }
    const ps::schedule s = ps::make_schedule(f, {r.p, r.m, 0}, c, o);
    const double ours = ps::simulate(s, c).makespan;
    CAPTURE(ours, ps::peak_activation_units(s));
    const double peak = ps::peak_activation_units(s);
    if (f == ps::family::v_zb) {
      // Their ZB-V, or their search within 2p (V-ZB's memory; at m < 2p it may hold less):
      // none of theirs is shorter at no more memory, or holds less at no longer makespan.
      CHECK(!(ours > r.makespan * (1 + 1e-9) && peak >= r.peak_units - 1e-9));
      CHECK(!(peak > r.peak_units + 1e-9 && ours >= r.makespan * (1 - 1e-9)));
      CHECK(peak <= r.p);
      // At m < 2p: at least the memory of their search within 2p (p = 8, m = 8, unit
      // costs: 7 units where their ZB-V holds 8; at the measured costs their ZB-V's 8).
      if (r.family == "v-zb-2p") CHECK(peak <= r.peak_units + 1e-9);
    } else if (f == ps::family::zb_h1 || f == ps::family::zb_h2) {
      // Their greedy within the family's peak (p, 2p): ours no longer, within it too.
      CHECK(peak <= (f == ps::family::zb_h1 ? r.p : 2 * r.p));
      CHECK(ours <= r.makespan * (1 + 1e-9));
    } else {
      // Their search ran within our family's peak (V-Min's or V-Half's published one);
      // ours must be no longer there, and hold no more.
      const int cap_units = f == ps::family::v_half ? (r.p + 2) / 2 : (r.p + 4) / 3;
      CHECK(ps::peak_activation_units(s) <= cap_units);
      CHECK(ours <= r.makespan * (1 + 1e-9));
    }
  }
}

// The slot-grid steps run in constant evaluation too, like the other generators: p = 4,
// m = 4, V-Min's block (F1, B1, B0 at residues 1, 2, 3; k = 1) at its 4 chunk activations
// takes 17.5 at unit costs in the authors' own code (authors_reference.txt, v-min unit 4 4).
static_assert(ps::detail::time_actions(ps::orders::v_slots(4, 4, {1, 2, 3}, 1, 1, 1, 4).order, ps::costs{1, 1, 1, 0})
                  .makespan == 17.5);
static_assert(!ps::orders::v_slots(4, 4, {1, 1, 3}, 1, 1, 1, 4).found);  // two passes at one residue: no block

TEST_CASE("The slot-grid search reproduces the authors' V-Min order at the measured costs", "[schedule][authors]") {
  // Their v_auto_schedule.py at p = 4, m = 4 within 4 chunk activations: 308.7205 (the
  // reference file's v-min measured 4 4), from this very block.
  const ps::orders::v_slot_order x = ps::orders::v_slots(4, 4, {1, 2, 3}, 1, 1, 1, 4);
  REQUIRE(x.found);
  CHECK(ps::detail::time_actions(x.order, {18.522, 18.086, 9.337, 0.601}).makespan == Approx(308.7205).epsilon(1e-12));
  CHECK(ps::max_peak_activations(x.order) <= 4);
  // Over the cap, no order: the search stops widening the split there.
  CHECK(!ps::orders::v_slots(4, 4, {1, 2, 3}, 3, 3, 1, 4).found);
}

TEST_CASE("v-zb under a memory cap below its peak trades bubble for memory as v-auto does", "[schedule][authors]") {
  const ps::costs c{18.522, 18.086, 9.337, 0.601};
  const ps::shape sh{8, 16, 2};
  const ps::schedule own = ps::make_schedule(ps::family::v_zb, sh, c);
  REQUIRE(ps::peak_activation_units(own) == 8);
  // At or above its peak, the cap changes nothing.
  CHECK(ps::make_schedule(ps::family::v_zb, sh, c, {.memory_cap = 8}) == own);
  for (double cap : {6.0, 4.0}) {
    CAPTURE(cap);
    const ps::schedule s = ps::make_schedule(ps::family::v_zb, sh, c, {.memory_cap = cap});
    const ps::schedule a = ps::make_schedule(ps::family::v_auto, sh, c, {.memory_cap = cap});
    CHECK(ps::peak_activation_units(s) <= cap);
    CHECK(ps::simulate(s, c).makespan == ps::simulate(a, c).makespan);
    CHECK(ps::simulate(s, c).makespan > ps::simulate(own, c).makespan);
  }
  // Below what any V block reaches (V-Min's 4 units at p = 8): v-auto's error, naming the
  // smallest feasible cap.
  CHECK_THROWS_WITH(ps::make_schedule(ps::family::v_zb, sh, c, {.memory_cap = 3}),
                    Catch::Contains("smallest feasible cap"));
}

TEST_CASE("Moving W into the waits never lengthens an order nor raises a peak", "[schedule][authors]") {
  // ZB-H2's block at p = 4, m = 8 and the measured costs: device 0 waits 9.185 before each
  // steady B; with W there the step ends at the authors' 424.955 or sooner (was 424.968).
  const ps::costs c{18.522, 18.086, 9.337, 0.601};
  const ps::schedule block = ps::detail::squeezed_block(ps::blocks::zb_h2(4), 8, c, 0).order;
  const ps::detail::timed_tail moved = ps::detail::w_into_waits(block, c);
  CHECK(moved.makespan == ps::detail::time_actions(moved.order, c).makespan);
  CHECK(moved.makespan < ps::detail::time_actions(block, c).makespan - 1e-3);
  CHECK(moved.makespan <= 424.955 + 1e-9);
  const std::vector<int> before = ps::peak_activations(block), after = ps::peak_activations(moved.order);
  for (std::size_t d = 0; d < before.size(); ++d) CHECK(after[d] <= before[d]);
  ps::validate(ps::insert_comm(moved.order));
}
