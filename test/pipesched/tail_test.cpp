#include <catch2/catch.hpp>

#include <pipesched/pipesched.hpp>

#include <algorithm>
#include <tuple>
#include <vector>

namespace ps = pipesched;
using ps::family;

namespace {
ps::schedule untailed(family f, int p, int m, const ps::costs& c, double cap = 0) {
  return ps::detail::generate_order(f, {p, m, ps::default_chunks(f)}, c, cap, true, false);
}

double makespan_of(const ps::schedule& order, const ps::costs& c) {
  return ps::simulate(ps::insert_comm(order), c).makespan;
}
}  // namespace

TEST_CASE("V-Half at unit costs idles exactly the authors' best bubble for its memory", "[schedule][tail][v-half]") {
  // The authors' code states the best per-device bubble of a V block holding M chunk
  // activations as max(0, 6p - 1 - 3M) chunk slots. With its end list-scheduled, V-Half's
  // global makespan leaves exactly that on the device that finishes last, whatever m is
  // (p = 2 is the exception: 1 slot where the bound says 0).
  const int p = GENERATE(range(3, 17));
  const ps::costs c{1, 1, 1, 0};
  for (int m : {p, 2 * p, 4 * p}) {
    CAPTURE(p, m);
    const ps::schedule s = ps::make_schedule(family::v_half, {p, m, 2}, c);
    const ps::timeline t = ps::simulate(s, c);
    const int chunks_held = ps::max_peak_activations(s);
    REQUIRE(chunks_held == 2 * ((p + 2) / 2));  // the published peak, unchanged
    const double idle_slots = (t.makespan - t.work) * 2;  // a chunk pass is half a unit
    REQUIRE(idle_slots == Approx(6 * p - 1 - 3 * chunks_held));
    // Without the tail pass the squeezed block is up to 5 slots over it (p = 16). (Not
    // untailed(): untailed, v-half also takes the authors' search, which reaches the bound.)
    const double before =
        (makespan_of(ps::detail::squeezed_block(ps::blocks::v_half(p), m, c, 0).order, c) - t.work) * 2;
    REQUIRE(idle_slots <= before);
    if (p >= 4) REQUIRE(idle_slots < before);
  }
}

TEST_CASE("the tail pass never lengthens an order, raises a device's peak or breaks an invariant",
          "[schedule][tail]") {
  const int p = GENERATE(2, 3, 4, 5, 8);
  const ps::costs c = GENERATE(ps::costs{1, 1, 1, 0}, ps::costs{18.5, 18.1, 9.3, 0.6}, ps::costs{1, 2, 0.5, 0.3});
  int tried = 0;
  for (family f : {family::one_f_one_b, family::interleaved, family::interleaved_grouped, family::zb_h1, family::zb_h2,
                   family::v_zb, family::v_half, family::v_min, family::v_auto})
    for (int m : {1, p, 3 * p}) {
      CAPTURE(ps::to_string(f), p, m, c.f, c.b, c.w, c.comm);
      // v-auto below V-ZB's memory (V-Min's peak, rounded up to units): its mixes.
      const double cap = f == family::v_auto ? (p + 4) / 3 : 0;
      ps::schedule order;
      try {
        order = untailed(f, p, m, c, cap);
      } catch (const ps::schedule_error&) {
        continue;  // a shape this family does not take
      }
      ++tried;
      const ps::schedule tailed = ps::reschedule_tail(order, c);
      const ps::schedule s = ps::insert_comm(tailed);
      REQUIRE(ps::validate(s));
      REQUIRE(ps::simulate(s, c).makespan <= makespan_of(order, c) + 1e-9);
      const std::vector<int> before = ps::peak_activations(order), after = ps::peak_activations(tailed);
      for (std::size_t d = 0; d < before.size(); ++d) REQUIRE(after[d] <= before[d]);
      // Same passes on every device, each (kind, stage) in microbatch order.
      for (int d = 0; d < order.devices(); ++d) {
        auto sorted = [](std::vector<ps::action> v) {
          std::sort(v.begin(), v.end(), [](const ps::action& a, const ps::action& b) {
            return std::tie(a.kind, a.stage, a.microbatch) < std::tie(b.kind, b.stage, b.microbatch);
          });
          return v;
        };
        REQUIRE(sorted(tailed.per_device[d]) == sorted(order.per_device[d]));
      }
    }
  // Every family takes m = p and 3p at these p (v-auto at V-Min's cap included).
  REQUIRE(tried >= 2 * 9);
}

TEST_CASE("make_schedule tails V-Half and the grouped interleaved order, and leaves them as made when asked to",
          "[schedule][tail]") {
  const ps::costs c{18.5, 18.1, 9.3, 0.6};
  const ps::schedule with = ps::make_schedule(family::v_half, {8, 32, 2}, c);
  const ps::schedule without = ps::make_schedule(family::v_half, {8, 32, 2}, c, {.tail = false});
  REQUIRE(without == ps::insert_comm(untailed(family::v_half, 8, 32, c)));
  // Against V-Half's squeezed block, 0.142 -> 0.134 of bubble at the measured costs (the
  // order without the tail pass may be the authors' search's, which is shorter still).
  const ps::schedule block = ps::insert_comm(ps::detail::squeezed_block(ps::blocks::v_half(8), 32, c, 0).order);
  REQUIRE(ps::simulate(with, c).makespan < ps::simulate(block, c).makespan * 0.995);
  REQUIRE(ps::simulate(with, c).makespan <= ps::simulate(without, c).makespan + 1e-9);
  REQUIRE(ps::peak_activations(with) == ps::peak_activations(without));
  // PipeOffload's grouped schedule too, at unit costs: 0.213 -> 0.186 at p = 8, m = 8.
  const ps::costs unit{1, 1, 1, 0};
  const ps::schedule grouped = ps::make_schedule(family::interleaved_grouped, {8, 8, 2}, unit);
  const ps::schedule grouped_as_made = ps::make_schedule(family::interleaved_grouped, {8, 8, 2}, unit, {.tail = false});
  REQUIRE(ps::simulate(grouped, unit).makespan < ps::simulate(grouped_as_made, unit).makespan * 0.97);
}

TEST_CASE("the tail pass's own makespan is the simulated one", "[schedule][tail]") {
  // v-auto ranks its candidates by it, without simulating each.
  for (const ps::costs& c : {ps::costs{1, 1, 1, 0}, ps::costs{18.5, 18.1, 9.3, 0.6}})
    for (family f : {family::v_half, family::v_min, family::interleaved_grouped})
      for (int p : {4, 8}) {
        CAPTURE(ps::to_string(f), p, c.f);
        const ps::schedule order = untailed(f, p, 3 * p, c);
        const ps::detail::timed_tail t =
            ps::detail::reschedule_tail_timed(order, ps::detail::time_actions(order, c), c);
        REQUIRE(t.makespan == Approx(makespan_of(t.order, c)).epsilon(1e-12));
      }
}

TEST_CASE("v-auto compares its candidates with their ends list-scheduled", "[schedule][tail][v-auto]") {
  // Tailing only the winner of the untailed comparison kept, at p = 4 and a cap of 3
  // units, V-Min's block over V-Half's (0.324 of bubble instead of 0.301, m = p).
  const ps::costs c = GENERATE(ps::costs{1, 1, 1, 0}, ps::costs{18.5, 18.1, 9.3, 0.6});
  int shorter = 0;
  for (int p : {4, 6, 8})
    for (int m : {p, 4 * p})
      for (int cap = (p + 4) / 3; cap < p; ++cap) {
        CAPTURE(p, m, cap, c.f);
        const ps::schedule as_made = untailed(family::v_auto, p, m, c, cap);
        const ps::schedule s = ps::make_schedule(family::v_auto, {p, m, 2}, c, {.memory_cap = double(cap)});
        const double tailed = ps::simulate(s, c).makespan;
        REQUIRE(ps::peak_activation_units(s) <= cap + 1e-9);
        // No uniform V block within the cap, squeezed and tailed, is shorter.
        for (int k = 1; k <= ps::v_auto_max_k; ++k) {
          const ps::building_block b = ps::blocks::v_shape(p, k);
          if (ps::repeated_peak(b, m) > 2 * cap) continue;
          const ps::schedule own = ps::reschedule_tail(ps::detail::squeezed_block(b, m, c, 2 * cap).order, c);
          REQUIRE(tailed <= makespan_of(own, c) + 1e-9);
        }
        // Nor is the untailed search's winner, tailed.
        const double winner_tailed = makespan_of(ps::reschedule_tail(as_made, c), c);
        REQUIRE(tailed <= winner_tailed + 1e-9);
        REQUIRE(tailed <= makespan_of(as_made, c) + 1e-9);
        shorter += tailed < winner_tailed - 1e-9 ? 1 : 0;
      }
  // Where the authors' search (generate.hpp, v_slot_search) runs it is among the candidates
  // and wins these shapes tailed or not, so the tailed ranking decides none of them now:
  // `shorter` is not required.
  (void)shorter;
}
