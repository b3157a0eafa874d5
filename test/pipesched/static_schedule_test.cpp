#include <catch2/catch.hpp>

#include <pipesched/pipesched.hpp>

#include <array>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <span>
#include <string>
#include <vector>

namespace ps = pipesched;

using v_half_8 = ps::family_schedule<ps::family::v_half, ps::shape{8, 24, 2}>;
static_assert(v_half_8::peak_activation_units() == 5);  // floor((8 + 2) / 2)
static_assert(v_half_8::dims.devices == 8 && v_half_8::dims.microbatches == 24);

using v_min_16 = ps::family_schedule<ps::family::v_min, ps::shape{16, 32, 2}>;
static_assert(v_min_16::peak_activation_units() == 6);  // floor((16 + 4) / 3)

using custom = ps::block_schedule<ps::blocks::zb_h1(4), ps::shape{4, 8, 1}>;
static_assert(custom::peak_activation_units() == 4);

// Squeezed at compile time (make_schedule's order), repeated from one generation.
using zb_h2_8 = ps::family_schedule<ps::family::zb_h2, ps::shape{8, 40}>;
static_assert(zb_h2_8::same_as_make_schedule && zb_h2_8::dims.microbatches == 40);
using one_f_one_b_6 = ps::family_schedule<ps::family::one_f_one_b, ps::shape{6, 100}>;
static_assert(one_f_one_b_6::peak_activation_units() == 6 && one_f_one_b_6::action_count() > 6 * 100 * 2);
// Beyond p = 8: ZB-H1 made in steps (family_generator::staged), V-Half with its table's winner.
using zb_h1_12 = ps::family_schedule<ps::family::zb_h1, ps::shape{12, 30}>;
static_assert(zb_h1_12::same_as_make_schedule);
using v_half_9 = ps::family_schedule<ps::family::v_half, ps::shape{9, 20}>;
static_assert(v_half_9::same_as_make_schedule);

TEST_CASE("a compile-time schedule holds the same actions as the run-time one", "[static]") {
  // V-Half at p = 8: squeezed and tailed, the authors' search's winner from the table.
  const auto runtime = ps::make_schedule(ps::family::v_half, {8, 24, 2});
  static_assert(v_half_8::same_as_make_schedule);
  REQUIRE(v_half_8::to_schedule() == runtime);
  for (int d = 0; d < 8; ++d) {
    REQUIRE(v_half_8::actions(d).size() == runtime.actions(d).size());
    for (int i = 0; i < static_cast<int>(runtime.actions(d).size()); ++i)
      REQUIRE(v_half_8::actions(d)[i] == runtime.actions(d)[static_cast<std::size_t>(i)]);
  }
  REQUIRE(v_half_8::peak_activation_bytes(ps::memory_deltas{100, 0, 0}) == 1000);  // 10 chunk activations
  // V-Min at p = 16: make_schedule's order too, read from its record (static_recorded.hpp:
  // making it is over the compilers' budgets there), not its block's.
  static_assert(v_min_16::same_as_make_schedule);
  REQUIRE(v_min_16::to_schedule() == ps::make_schedule(ps::family::v_min, {16, 32, 2}));
  REQUIRE(!(v_min_16::to_schedule() == ps::make_schedule(ps::family::v_min, {16, 32, 2}, {}, {.fill = false})));
}

// The staged generations (static_stages.hpp) at run time, through the fixed arrays each
// constant evaluation keeps (the timing with them), against the loop that
// make_schedule runs. (The compiler runs them where family_generator::staged: ZB-H1 and
// ZB-H2 at p = 9..12, DualPipeV at p = 9, 10; enabled at p = 16, m = 128 too they built
// with g++ and nvcc and gave make_schedule's orders: docs/schedules.md.)
template <class Stages>
static ps::schedule stepped() {
  auto at = std::make_unique<typename Stages::state>(Stages::start());
  int steps = 0;
  while (!at->done()) {
    *at = Stages::next(*at);
    REQUIRE(++steps <= Stages::most);
  }
  return at->best.to_schedule();
}
template <ps::family F, int Devices, int Microbatches>
static void require_stepped_is_zb_h_order() {
  INFO(std::string(to_string(F)) << " p=" << Devices << " m=" << Microbatches);
  using stages = ps::detail::zb_h_stages<F, Devices, Microbatches, ps::action_capacity({Devices, Microbatches}, 1)>;
  REQUIRE(stepped<stages>() == ps::detail::zb_h_order(F, Devices, Microbatches, {}));
}
TEST_CASE("orders made step by step through fixed arrays are make_schedule's", "[static][stages]") {
  require_stepped_is_zb_h_order<ps::family::zb_h1, 16, 18>();  // its waits over several steps
  require_stepped_is_zb_h_order<ps::family::zb_h1, 5, 3>();    // three candidates (ZB-H2's block too)
  require_stepped_is_zb_h_order<ps::family::zb_h2, 16, 34>();
  require_stepped_is_zb_h_order<ps::family::zb_h2, 6, 4>();    // two candidates
  using dualpipe = ps::detail::dualpipe_v_stages<16, 34, ps::action_capacity({16, 34}, 2)>;
  REQUIRE(stepped<dualpipe>() == ps::detail::dualpipe_v_order(16, 34, {}));
}

// W moved into the waits a few tries at a time, resumed where it stopped, is the same as
// all at once.
TEST_CASE("the W-into-waits pass resumed after every try gives the same order", "[static][stages]") {
  const ps::costs measured{18.522, 18.086, 9.337, 0.601};  // (where ZB-H's devices wait: passes/waits.hpp)
  for (ps::family f : {ps::family::zb_h1, ps::family::zb_h2}) {
    const ps::schedule squeezed = ps::detail::squeezed_block(*ps::family_block(f, 8), 8, measured, 0).order;
    const ps::detail::timed_tail whole = ps::detail::w_into_waits(squeezed, measured);
    ps::schedule order = squeezed;
    ps::detail::waits_position at;
    int calls = 0;
    while (at.device < order.devices()) {
      ps::detail::pass_timing t = ps::detail::time_actions(order, measured);
      at = ps::detail::w_into_waits_from(order, t, measured, at, 1);
      ++calls;
    }
    INFO(std::string(to_string(f)));
    REQUIRE(calls > 10);  // it did stop and go on (16 tries each)
    REQUIRE(order == whole.order);
  }
}

// Every entry of the table the compiler takes the search's winner from gives make_schedule's
// order (an entry of 0 where the search would win, or the wrong candidate, fails here).
// PIPESCHED_PRINT_SLOT_WINNERS=1 prints the table as the whole search finds it instead.
TEST_CASE("the compile-time search winners give make_schedule's V-Half and V-Min orders", "[static][slots]") {
  const bool print = std::getenv("PIPESCHED_PRINT_SLOT_WINNERS") != nullptr;
  int compared = 0, searched = 0;
  for (ps::family f : {ps::family::v_half, ps::family::v_min})
    for (int p = 2; p <= ps::detail::static_slot_winners_devices; ++p) {
      std::string row;
      for (int m = 1; m <= p + 3; ++m) {
        INFO(std::string(to_string(f)) << " p=" << p << " m=" << m);
        const ps::shape sh{p, m};
        const ps::schedule whole = ps::detail::generate_order(f, sh, {}, 0, true, true);
        if (print) {
          using pick = ps::detail::slot_pick;
          const auto gives_whole = [&](int only) { return ps::detail::generate_order(f, sh, {}, 0, true, true, pick{only}) == whole; };
          const ps::building_block blk = f == ps::family::v_half ? ps::blocks::v_half(p) : ps::blocks::v_min(p);
          const int winner = gives_whole(pick::own_block)                                 ? pick::own_block
                             : f == ps::family::v_min && gives_whole(pick::v_half_block) ? pick::v_half_block
                                                                                         : ps::detail::v_slot_search(p, m, {}, std::vector<int>(static_cast<std::size_t>(p), ps::repeated_peak(blk, m))).winner;
          row += (m > 1 ? ", " : "{") + std::to_string(winner);
          continue;  // (printing the table: its old entries are not checked)
        }
        const ps::detail::slot_pick pick = ps::detail::static_slot_pick(f, p, m, m);
        REQUIRE(pick.only >= 0);
        REQUIRE(ps::detail::generate_order(f, sh, {}, 0, true, true, pick) == whole);
        searched += pick.candidate();
        ++compared;
      }
      if (print) std::printf("%s},  // %s p = %d\n", row.c_str(), std::string(to_string(f)).c_str(), p);
    }
  if (print) return;
  REQUIRE(compared == 2 * 68);  // p = 2..9, m = 1..p + 3
  REQUIRE(searched > 20);  // the search wins often at these shapes: the table is not all own blocks
}

// V-Min beyond the search's reach at run time (p x m > v_slot_search_most): make_schedule
// takes its blocks alone, and so does the compile-time order's generation (which would
// otherwise repeat the search's winner at its base: a different order).
TEST_CASE("past the search's reach the compile-time V-Min order is make_schedule's", "[static][slots]") {
  for (int p : {5, 8}) {
    const int m = static_cast<int>(ps::detail::v_slot_search_most / p) + 1;
    INFO("p=" << p << " m=" << m);
    REQUIRE(ps::detail::static_twin(ps::family::v_min, {p, m}) == ps::make_schedule(ps::family::v_min, {p, m}));
  }
}

TEST_CASE("a squeezed compile-time schedule is make_schedule's, peak included", "[static]") {
  for (const ps::schedule& s : {zb_h2_8::to_schedule(), one_f_one_b_6::to_schedule(), zb_h1_12::to_schedule(),
                                v_half_9::to_schedule()}) {
    const ps::family f = s.devices() == 8 ? ps::family::zb_h2 : s.devices() == 6 ? ps::family::one_f_one_b
                         : s.devices() == 12 ? ps::family::zb_h1 : ps::family::v_half;
    INFO(std::string(to_string(f)));
    REQUIRE(s == ps::make_schedule(f, s.dims));
  }
  REQUIRE(zb_h2_8::max_peak_activations() == ps::max_peak_activations(ps::make_schedule(ps::family::zb_h2, {8, 40})));
}

// make_schedule itself as a constant expression: V-Half at p = 2 takes the squeeze, the tail
// pass and the authors' search. (g++ 12 once rejected every family's here, "use of allocated
// storage after deallocation", for a conditional whose result was a std::vector.)
constexpr std::array<int, 2> v_half_2_constexpr = [] {
  const ps::schedule s = ps::make_schedule(ps::family::v_half, {2, 3});
  return std::array<int, 2>{static_cast<int>(s.actions(0).size()), ps::max_peak_activations(s)};
}();

TEST_CASE("make_schedule evaluated by the compiler is the run-time one", "[static]") {
  const ps::schedule s = ps::make_schedule(ps::family::v_half, {2, 3});
  REQUIRE(v_half_2_constexpr[0] == static_cast<int>(s.actions(0).size()));
  REQUIRE(v_half_2_constexpr[1] == ps::max_peak_activations(s));
}

// A vocabulary schedule as a constant expression (passes/vocab.hpp's collective order is a
// constexpr sort): 1F1B at p = 2, m = 4 with algorithm 1's passes and collectives, each
// device's list folded into one number (every action's kind, stage, microbatch and peer, in
// order), and the collectives counted: all five of each microbatch on each device.
constexpr ps::schedule vocab_1f1b_2_4() {
  ps::costs c{};
  c.vocab = {2, 4, 0.5, 0.5, 0.5};
  return ps::make_schedule(ps::family::one_f_one_b, {2, 4}, c, {.vocab = ps::vocab_placement::algorithm_1});
}
constexpr std::array<long long, 3> vocab_fold(const ps::schedule& s) {
  std::array<long long, 3> out{0, 0, 0};
  for (int d = 0; d < 2; ++d)
    for (const ps::action& a : s.actions(d)) {
      out[static_cast<std::size_t>(d)] =
          (out[static_cast<std::size_t>(d)] * 131 + static_cast<int>(a.kind) * 4096 + a.stage * 512 + a.microbatch * 8 +
           a.peer + 1) % 1000000007;
      out[2] += ps::is_collective(a.kind);
    }
  return out;
}
constexpr std::array<long long, 3> vocab_1f1b_constexpr = vocab_fold(vocab_1f1b_2_4());
static_assert(vocab_1f1b_constexpr[2] == 2 * 4 * 5);

TEST_CASE("make_schedule with vocabulary passes evaluated by the compiler is the run-time one", "[static][vocab]") {
  const ps::schedule s = vocab_1f1b_2_4();
  REQUIRE(vocab_1f1b_constexpr == vocab_fold(s));
  CHECK(s.vocab == ps::vocab_placement::algorithm_1);
}

// 2BW over four iterations: generated at one and two, the other two by index.
using two_bw_4 = ps::family_schedule<ps::family::two_bw, ps::shape{4, 16, 0, 0, 4}>;
static_assert(two_bw_4::dims.iterations == 4 && two_bw_4::dims.microbatches == 16);

TEST_CASE("2bw over several iterations follows from one and two, optimizer steps included", "[static][repetition]") {
  REQUIRE(two_bw_4::to_schedule() == ps::make_schedule(ps::family::two_bw, {4, 16, 0, 0, 4}, {}, {.fill = false}));
  // ... which is make_schedule's: the squeeze leaves 2BW's order as it is at unit costs.
  static_assert(two_bw_4::same_as_make_schedule);
  REQUIRE(two_bw_4::to_schedule() == ps::make_schedule(ps::family::two_bw, {4, 16, 0, 0, 4}));
  int steps = 0;
  for (int d = 0; d < two_bw_4::devices; ++d)
    for (const ps::action a : two_bw_4::actions(d)) steps += a.kind == ps::action_kind::optimizer_step;
  REQUIRE(steps == 4 * 3);  // one per stage and iteration, the last iteration's excepted
}

TEST_CASE("a block's run-time schedule is its compile-time one without the squeeze", "[static][block]") {
  const ps::schedule s = ps::make_schedule(ps::blocks::zb_h1(4), ps::shape{4, 8}, {}, {.fill = false});
  REQUIRE(s == custom::to_schedule());
}

// What family_schedule<f, shape> holds (detail::static_twin runs the same generations
// and index arithmetic at run time) is make_schedule's schedule, for every family (a new
// one included: all_families) over devices and microbatches well past each plan's base.
TEST_CASE("every family's compile-time derivation equals make_schedule over a grid", "[static][repetition]") {
  int compared = 0;
  for (ps::family f : ps::all_families)
    for (int p : {2, 3, 4, 5, 7, 8, 9, 10, 12, ps::detail::static_plan_tested_devices}) {
      // (base and step: at any m; whether squeezed: at each m below)
      const ps::detail::static_plan plan = ps::detail::static_plan_of(f, p, ps::default_chunks(f), p, 1);
      for (int m = 1; m <= 3 * p + 3 * (plan.step > 1 ? plan.step : 1) + 2; m += m < plan.base + 4 ? 1 : 3)
        // 2BW over one to four iterations (family_generator::validated_by_test counts on it).
        for (int iterations = 1; iterations <= (f == ps::family::two_bw ? 4 : 1); ++iterations) {
          const int mb = iterations > 2 ? m + p : m;  // (at least p - 1 per iteration)
          ps::shape sh{p, mb, 0, 0, f == ps::family::two_bw ? iterations : 0};
          if (mb % iterations != 0 || (iterations > 1 && mb / iterations < p - 1)) continue;
          const ps::schedule want = [&] {
            try {
              // (its squeeze at compile time, or none needed)
              const bool same = ps::detail::static_plan_of(f, p, ps::default_chunks(f), p, mb).same_as_make_schedule;
              return ps::make_schedule(f, sh, {}, {.fill = same, .tail = same});
            } catch (const ps::schedule_error&) {
              return ps::schedule{};  // a shape the family refuses (DualPipeV's odd m)
            }
          }();
          if (want.per_device.empty()) continue;
          INFO(std::string(to_string(f)) << " p=" << p << " m=" << mb << " iterations " << iterations);
          REQUIRE(ps::detail::static_twin(f, sh) == want);
          ++compared;
        }
    }
  REQUIRE(compared > 1000);
}

TEST_CASE("lists that do not repeat have no split", "[static][repetition]") {
  using ps::action;
  using ps::action_kind;
  // Backwards in reverse (GPipe's with a LIFO backward): the lists grow in two places, and
  // no one split explains them.
  const action at_two[] = {{action_kind::F, 0, 0}, {action_kind::F, 0, 1}, {action_kind::BW, 0, 1}, {action_kind::BW, 0, 0}};
  const action at_three[] = {{action_kind::F, 0, 0}, {action_kind::F, 0, 1}, {action_kind::F, 0, 2},
                             {action_kind::BW, 0, 2}, {action_kind::BW, 0, 1}, {action_kind::BW, 0, 0}};
  CHECK(ps::detail::split_of(at_two, at_three, 1).split == -1);
  const action one_f_one_b_two[] = {{action_kind::F, 0, 0}, {action_kind::BW, 0, 0}, {action_kind::F, 0, 1},
                                    {action_kind::BW, 0, 1}};
  const action one_f_one_b_three[] = {{action_kind::F, 0, 0}, {action_kind::BW, 0, 0}, {action_kind::F, 0, 1},
                                      {action_kind::BW, 0, 1}, {action_kind::F, 0, 2}, {action_kind::BW, 0, 2}};
  const ps::detail::device_split at = ps::detail::split_of(one_f_one_b_two, one_f_one_b_three, 1);
  REQUIRE(at.split == 4);
  REQUIRE(at.inserted == 2);
  // At m = 5: three repeats past m = 2; the last action is BW of microbatch 4.
  const ps::detail::repetition r{2, 1, 3};
  CHECK(ps::detail::repeated_at(one_f_one_b_two, one_f_one_b_three, at, r, 9) == action{action_kind::BW, 0, 4});
  CHECK(ps::detail::repeated_at(one_f_one_b_two, one_f_one_b_three, at, r, 6) == action{action_kind::F, 0, 3});
}

TEST_CASE("one list finds its own repeated run where its steady state is periodic", "[static][repetition]") {
  using ps::action;
  using ps::action_kind;
  // Two forwards of warm-up, then BW/F pairs: the run of one microbatch is 2 actions, and
  // the periodic stretch (list[i + 2] is list[i] one microbatch on) starts at index 1, so
  // the split is at 3 and the run (F 2, BW 1) is inserted shifted by one per repeat.
  const action warm[] = {{action_kind::F, 0, 0}, {action_kind::F, 0, 1}, {action_kind::BW, 0, 0}, {action_kind::F, 0, 2},
                         {action_kind::BW, 0, 1}, {action_kind::F, 0, 3}, {action_kind::BW, 0, 2}, {action_kind::BW, 0, 3}};
  const ps::detail::device_split at = ps::detail::period_split(warm, {4, 1, 0, 0, true});
  REQUIRE(at.split == 3);
  REQUIRE(at.inserted == 2);
  REQUIRE(at.from_first);
  // At m = 6 (two repeats).
  const ps::detail::repetition r{4, 1, 2, 0, true};
  const action at_six[] = {{action_kind::F, 0, 0}, {action_kind::F, 0, 1}, {action_kind::BW, 0, 0}, {action_kind::F, 0, 2},
                           {action_kind::BW, 0, 1}, {action_kind::F, 0, 3}, {action_kind::BW, 0, 2}, {action_kind::F, 0, 4},
                           {action_kind::BW, 0, 3}, {action_kind::F, 0, 5}, {action_kind::BW, 0, 4}, {action_kind::BW, 0, 5}};
  for (int i = 0; i < 12; ++i) CHECK(ps::detail::repeated_at(warm, warm, at, r, i) == at_six[i]);
  CHECK(ps::detail::repeated_peak(warm, warm, at, 2) == 2);
  // A size that is not a whole number of runs per microbatch (an optimizer step, an
  // overlapped pass) or no periodic stretch: no split.
  CHECK(ps::detail::period_split(std::span<const action>(warm).first(7), {4, 1, 0, 0, true}).split == -1);
  const action reversed[] = {{action_kind::F, 0, 0}, {action_kind::F, 0, 1}, {action_kind::BW, 0, 1}, {action_kind::BW, 0, 0}};
  CHECK(ps::detail::period_split(reversed, {2, 1, 0, 0, true}).split == -1);
}
