#include <catch2/catch.hpp>

#include <pipesched/io/svg.hpp>
#include <pipesched/io/text.hpp>
#include <pipesched/io/trace.hpp>
#include <pipesched/io/torch_csv.hpp>
#include <pipesched/passes/offload.hpp>
#include <pipesched/pipesched.hpp>
#include <pipesched/static_schedule.hpp>

#include <algorithm>
#include <fstream>
#include <sstream>
#include <limits>
#include <string>
#include <vector>

namespace ps = pipesched;
using ps::action;
using ps::action_kind;
using ps::family;

namespace {
// PyTorch's ScheduleDualPipeV order (torch/distributed/pipelining/schedules.py,
// _calculate_single_rank_operations), transcribed by reading it (torch is not installed
// here): per rank r, counters per (stage, kind), a FIFO of pending W; FULL_BACKWARD is our
// BW, BACKWARD_INPUT our B, OVERLAP_F_B our F&BW. DeepSeek's dualpipev.py gives the same
// compute order. Written from torch's steps, apart from the family's generator.
ps::schedule torch_dualpipe_v(int p, int m) {
  ps::schedule s{{p, m, 2}, ps::placement::v, true, {}};
  s.per_device.resize(static_cast<std::size_t>(p));
  for (int rank = 0; rank < p; ++rank) {
    auto& out = s.per_device[static_cast<std::size_t>(rank)];
    const int st0 = rank, st1 = 2 * p - 1 - rank;
    std::vector<int> fwd(static_cast<std::size_t>(2 * p), 0), bwd(fwd);
    std::vector<action> weight_queue;
    auto add = [&](int stage, action_kind k) {
      int& counter = k == action_kind::F ? fwd[stage] : bwd[stage];
      out.push_back({k, stage, counter++});
      if (k == action_kind::B) weight_queue.push_back({action_kind::W, stage, out.back().microbatch});
    };
    auto overlap = [&](int f_stage, int b_stage) {
      out.push_back(ps::overlapped({action_kind::F, f_stage, fwd[f_stage]++}, {action_kind::BW, b_stage, bwd[b_stage]++}));
    };
    auto weight_if_pending = [&] {
      if (weight_queue.empty()) return;
      out.push_back(weight_queue.front());
      weight_queue.erase(weight_queue.begin());
    };
    for (int i = 0; i < (p - rank - 1) * 2; ++i) add(st0, action_kind::F);
    for (int i = 0; i < rank + 1; ++i) add(st0, action_kind::F), add(st1, action_kind::F);
    for (int i = 0; i < p - rank - 1; ++i) add(st1, action_kind::B), weight_if_pending(), add(st1, action_kind::F);
    for (int i = 0; i < m - 2 * p + rank + 1; ++i) {
      if (i == 0 && rank == p - 1)
        add(st0, action_kind::F), add(st1, action_kind::BW);
      else
        overlap(st0, st1);
      overlap(st1, st0);
    }
    for (int i = 0; i < p - rank - 1; ++i) add(st1, action_kind::BW), overlap(st1, st0);
    bool zb = false;
    for (int i = 0; i < rank + 1; ++i) {
      if (i == (rank + 1) / 2 && rank % 2 == 1) zb = true;
      add(st1, zb ? action_kind::B : action_kind::BW);
      if (i == (rank + 1) / 2 && rank % 2 == 0) zb = true;
      add(st0, zb ? action_kind::B : action_kind::BW);
    }
    for (int i = 0; i < p - rank - 1; ++i) weight_if_pending(), add(st0, zb ? action_kind::B : action_kind::BW);
    for (int i = 0; i < rank + 1; ++i) weight_if_pending();
  }
  return s;
}

std::string line(const std::vector<action>& list) {
  std::string out;
  for (const action& a : list)
    if (ps::is_compute(a.kind)) out += (out.empty() ? "" : " ") + ps::io::action_label(a);
  return out;
}

// The generator as it was before it wrote the split forms directly (issue 21's speed
// work): the published order first, then each BW (split_fused) or F&BW (split_pairs)
// replaced by its split form in a second pass. Kept here as the oracle.
ps::schedule two_pass_dualpipe_v(int devices, int microbatches, bool split_fused, bool split_pairs) {
  const int p = devices, m = microbatches;
  if (p < 1 || m < 1) ps::report_error("dualpipe-v needs at least one device and one microbatch");
  const int n = m >= 2 * p ? m : 2 * p;  // the published order's microbatches
  ps::schedule s{{p, m, 2}, ps::placement::v, true, {}};
  s.per_device.resize(static_cast<std::size_t>(p));
  for (int r = 0; r < p; ++r) {
    std::vector<action>& out = s.per_device[static_cast<std::size_t>(r)];
    const int stage[2] = {r, 2 * p - 1 - r};
    int next_f[2] = {0, 0}, next_back[2] = {0, 0};
    std::vector<action> weights;  // queued W passes, taken oldest first
    std::size_t next_weight = 0;
    auto forward = [&](int c) { return action{action_kind::F, stage[c], next_f[c]++}; };
    auto backward = [&](int c, bool split) {
      const action b{split ? action_kind::B : action_kind::BW, stage[c], next_back[c]++};
      if (split) weights.push_back({action_kind::W, b.stage, b.microbatch});
      return b;
    };
    auto weight = [&] {
      if (next_weight < weights.size()) out.push_back(weights[next_weight++]);
    };
    auto pair = [&](int fc, int bc) {  // F of chunk fc overlapped with the fused backward of chunk bc
      const action f = forward(fc);
      const action b = backward(bc, false);
      out.push_back(ps::overlapped(f, b));
    };
    for (int i = 0; i < 2 * (p - r - 1); ++i) out.push_back(forward(0));  // 1
    for (int i = 0; i < r + 1; ++i) {                                       // 2
      out.push_back(forward(0));
      out.push_back(forward(1));
    }
    for (int i = 0; i < p - r - 1; ++i) {  // 3
      out.push_back(backward(1, true));
      weight();
      out.push_back(forward(1));
    }
    for (int i = 0; i < n - 2 * p + r + 1; ++i) {  // 4
      if (i == 0 && r == p - 1) {
        out.push_back(forward(0));
        out.push_back(backward(1, false));
      } else {
        pair(0, 1);
      }
      pair(1, 0);
    }
    for (int i = 0; i < p - r - 1; ++i) {  // 5
      out.push_back(backward(1, false));
      pair(1, 0);
    }
    bool split = false;
    for (int i = 0; i < r + 1; ++i) {  // 6
      if (i == (r + 1) / 2 && r % 2 == 1) split = true;
      out.push_back(backward(1, split));
      if (i == (r + 1) / 2 && r % 2 == 0) split = true;
      out.push_back(backward(0, split));
    }
    for (int i = 0; i < p - r - 1; ++i) {  // 7
      weight();
      out.push_back(backward(0, true));
    }
    while (next_weight < weights.size()) weight();  // 8
    if (split_fused || split_pairs) {
      std::vector<action> split_list;
      for (const action& a : out) {
        const bool fused = a.kind == action_kind::BW && split_fused;
        const bool pair = a.kind == action_kind::overlap_f_bw && split_pairs;
        if (!fused && !pair) {
          split_list.push_back(a);
          continue;
        }
        const action b = ps::passes_of(a).pass[pair ? 1 : 0];  // the BW
        if (pair)
          split_list.push_back(ps::overlapped(ps::passes_of(a).pass[0], {action_kind::B, b.stage, b.microbatch}));
        else
          split_list.push_back({action_kind::B, b.stage, b.microbatch});
        split_list.push_back({action_kind::W, b.stage, b.microbatch});
      }
      out = std::move(split_list);
    }
  }
  if (n == m) return s;
  // Fewer than 2p microbatches: drop the others' passes; an overlapped pair that loses a
  // half becomes the other half alone.
  for (std::vector<action>& list : s.per_device) {
    std::vector<action> kept;
    for (const action& a : list) {
      const ps::action_passes halves = ps::passes_of(a);
      if (halves.count == 2) {
        const bool f = halves.pass[0].microbatch < m, b = halves.pass[1].microbatch < m;
        if (f && b) kept.push_back(a);
        else if (f || b) kept.push_back(halves.pass[f ? 0 : 1]);
      } else if (a.microbatch < m) {
        kept.push_back(a);
      }
    }
    list = std::move(kept);
  }
  return s;
}

// Each pass counted from the halves, apart from the validator.
void check_passes(const ps::schedule& s) {
  std::vector<int> f(static_cast<std::size_t>(s.stages() * s.microbatches())), b(f), w(f), bw(f);
  for (const auto& list : s.per_device)
    for (const action& a : list)
      for (const action& pass : ps::passes_of(a)) {
        const auto k = static_cast<std::size_t>(pass.stage * s.microbatches() + pass.microbatch);
        if (pass.kind == action_kind::F) ++f[k];
        if (pass.kind == action_kind::B) ++b[k];
        if (pass.kind == action_kind::W) ++w[k];
        if (pass.kind == action_kind::BW) ++bw[k];
      }
  for (std::size_t k = 0; k < f.size(); ++k) {
    REQUIRE(f[k] == 1);
    REQUIRE(b[k] + bw[k] == 1);
    REQUIRE(w[k] == b[k]);
  }
}
}  // namespace

TEST_CASE("torch's DualPipeV order at p = 4, m = 8 is the one read off its steps", "[schedule][dualpipe-v]") {
  // Derived by hand from torch's eight steps, device by device (see torch_dualpipe_v).
  const std::vector<std::string> expected = {
      "F0.0 F0.1 F0.2 F0.3 F0.4 F0.5 F0.6 F7.0 B7.0 W7.0 F7.1 B7.1 W7.1 F7.2 B7.2 W7.2 F7.3 F0.7&BW7.3 F7.4&BW0.0 "
      "BW7.4 F7.5&BW0.1 BW7.5 F7.6&BW0.2 BW7.6 F7.7&BW0.3 BW7.7 B0.4 W0.4 B0.5 W0.5 B0.6 W0.6 B0.7 W0.7",
      "F1.0 F1.1 F1.2 F1.3 F1.4 F6.0 F1.5 F6.1 B6.0 W6.0 F6.2 B6.1 W6.1 F6.3 F1.6&BW6.2 F6.4&BW1.0 F1.7&BW6.3 "
      "F6.5&BW1.1 BW6.4 F6.6&BW1.2 BW6.5 F6.7&BW1.3 BW6.6 BW1.4 B6.7 B1.5 W6.7 B1.6 W1.5 B1.7 W1.6 W1.7",
      "F2.0 F2.1 F2.2 F5.0 F2.3 F5.1 F2.4 F5.2 B5.0 W5.0 F5.3 F2.5&BW5.1 F5.4&BW2.0 F2.6&BW5.2 F5.5&BW2.1 "
      "F2.7&BW5.3 F5.6&BW2.2 BW5.4 F5.7&BW2.3 BW5.5 BW2.4 BW5.6 B2.5 B5.7 B2.6 W2.5 B2.7 W5.7 W2.6 W2.7",
      "F3.0 F4.0 F3.1 F4.1 F3.2 F4.2 F3.3 F4.3 F3.4 BW4.0 F4.4&BW3.0 F3.5&BW4.1 F4.5&BW3.1 F3.6&BW4.2 F4.6&BW3.2 "
      "F3.7&BW4.3 F4.7&BW3.3 BW4.4 BW3.4 BW4.5 BW3.5 B4.6 B3.6 B4.7 B3.7 W4.6 W3.6 W4.7 W3.7",
  };
  const ps::schedule torch = torch_dualpipe_v(4, 8);
  for (int d = 0; d < 4; ++d) {
    CAPTURE(d);
    CHECK(line(torch.per_device[static_cast<std::size_t>(d)]) == expected[static_cast<std::size_t>(d)]);
    // The family's published order is torch's.
    CHECK(ps::orders::dualpipe_v(4, 8).per_device[static_cast<std::size_t>(d)] ==
          torch.per_device[static_cast<std::size_t>(d)]);
  }
}

TEST_CASE("the family's published order is the torch-written DualPipeV CSV of the torch CSV fixtures",
          "[schedule][dualpipe-v][torch-csv]") {
  // test/pipesched/torch_csv_fixtures/dualpipev_p4_m10.csv was derived apart from this
  // family (derive_fixtures.py there, from torch's ScheduleDualPipeV as torch writes it).
  std::ifstream in(std::string(PIPESCHED_SOURCE_DIR) + "/test/pipesched/torch_csv_fixtures/dualpipev_p4_m10.csv",
                   std::ios::binary);
  REQUIRE(in);
  std::ostringstream text;
  text << in.rdbuf();
  const ps::schedule torch = ps::io::parse_torch_csv(text.str(), 4).sched;
  REQUIRE(torch.per_device == ps::orders::dualpipe_v(4, 10).per_device);
  REQUIRE(torch.per_device == torch_dualpipe_v(4, 10).per_device);
}

TEST_CASE("the generator writes the same lists as its earlier two-pass form for every split choice",
          "[schedule][dualpipe-v]") {
  const int p = GENERATE(range(1, 11));
  for (int m = 1; m <= 4 * p + 3; ++m)
    for (int variant = 0; variant < 4; ++variant) {
      const bool split_fused = (variant & 1) != 0, split_pairs = (variant & 2) != 0;
      CAPTURE(p, m, split_fused, split_pairs);
      REQUIRE(ps::orders::dualpipe_v(p, m, split_fused, split_pairs) ==
              two_pass_dualpipe_v(p, m, split_fused, split_pairs));
    }
}

TEST_CASE("splitting dualpipe-v's backwards in place keeps every device's peak", "[schedule][dualpipe-v]") {
  // What generate.hpp's choice among the four forms checks on each: the split forms free
  // in W what the fused backward freed, right after it, so the count of live chunk
  // activations peaks alike.
  const int p = GENERATE(1, 2, 3, 4, 5, 8);
  for (int m : {1, 2, 3, p, 2 * p - 1, 2 * p, 3 * p + 1, 5 * p}) {
    CAPTURE(p, m);
    const std::vector<int> published = ps::peak_activations(ps::orders::dualpipe_v(p, m));
    for (int variant = 1; variant < 4; ++variant) {
      const ps::schedule split = ps::orders::dualpipe_v(p, m, (variant & 1) != 0, (variant & 2) != 0);
      CAPTURE(variant);
      REQUIRE(ps::validate(ps::insert_comm(split)));
      REQUIRE(ps::peak_activations(split) == published);
    }
  }
}

TEST_CASE("dualpipe-v is valid and peaks at 2p+1 chunk activations on every device once m >= 2p",
          "[schedule][dualpipe-v]") {
  const int p = GENERATE(1, 2, 3, 4, 5, 8);
  const int m = GENERATE(1, 2, 3, 5, 8, 16, 24, 40);
  CAPTURE(p, m);
  const ps::schedule s = ps::make_schedule(family::dualpipe_v, {p, m, 0});
  REQUIRE(ps::validate(s));
  check_passes(s);
  REQUIRE(s.place == ps::placement::v);
  REQUIRE(s.chunks() == 2);
  const ps::timeline t = ps::simulate(s, {});
  REQUIRE(ps::timeline_peak_activations(t) == ps::peak_activations(s));
  for (int peak : ps::peak_activations(s)) {
    // An overlapped F allocates before its BW frees: one chunk above the 2p in flight.
    if (m >= 2 * p) REQUIRE(peak == 2 * p + 1);
    REQUIRE(peak <= 2 * p + 1);
  }
  if (m >= 2 * p) {
    REQUIRE(ps::peak_activation_units(s) == Approx(p + 0.5));
    // At unit costs: 3m + (p-1)/2 (its pairs split into F&B then W); torch's order takes
    // 3m + p - 1, a third of 1F1B's fill and drain.
    REQUIRE(t.makespan == Approx(3.0 * m + (p - 1) / 2.0));
    REQUIRE(ps::simulate(ps::insert_comm(torch_dualpipe_v(p, m)), {}).makespan == Approx(3.0 * m + p - 1));
  }
}

TEST_CASE("dualpipe-v is never behind torch's DualPipeV order in bubble or peak", "[schedule][dualpipe-v]") {
  const int p = GENERATE(2, 3, 4, 6, 8);
  const int k = GENERATE(2, 3, 4);
  const ps::costs c = GENERATE(ps::costs{}, ps::costs{18.522, 18.086, 9.337, 0.601}, ps::costs{1, 2, 1, 0, 0.5},
                               ps::costs{2, 1, 0.5, 0.25, 1});
  const int m = k * p;
  CAPTURE(p, m, c.f, c.b, c.w, c.comm, c.overlap_gain);
  const ps::schedule ours = ps::make_schedule(family::dualpipe_v, {p, m, 0}, c);
  const ps::schedule torch = ps::insert_comm(torch_dualpipe_v(p, m));
  REQUIRE(ps::validate(torch));
  REQUIRE(ps::simulate(ours, c).makespan <= ps::simulate(torch, c).makespan + 1e-9);
  REQUIRE(ps::simulate(ours, c).bubble <= ps::simulate(torch, c).bubble + 1e-12);
  const std::vector<int> our_peaks = ps::peak_activations(ours), torch_peaks = ps::peak_activations(torch);
  for (int d = 0; d < p; ++d) REQUIRE(our_peaks[d] <= torch_peaks[d]);
}

TEST_CASE("an overlapped F&B takes F + B less the overlap gain times the shorter", "[schedule][overlap]") {
  const double gain = GENERATE(0.0, 0.25, 1.0);
  const bool pairs_split = GENERATE(false, true);  // F&BW, or F&B then W
  CAPTURE(gain, pairs_split);
  const ps::costs c{2, 3, 1, 0, gain};
  const ps::schedule s = ps::insert_comm(ps::orders::dualpipe_v(4, 8, false, pairs_split));
  const ps::timeline t = ps::simulate(s, c);
  const double f = c.f / 2, b = c.b / 2, bw = (c.b + c.w) / 2;  // per chunk (v = 2)
  int overlapped = 0;
  for (const auto& list : t.per_device)
    for (const ps::timed_action& x : list) {
      if (!ps::is_overlap(x.what.kind)) continue;
      ++overlapped;
      REQUIRE(x.what.kind == (pairs_split ? action_kind::overlap_f_b : action_kind::overlap_f_bw));
      const double back = pairs_split ? b : bw;
      REQUIRE(x.end - x.start == Approx(f + back - gain * std::min(f, back)));
    }
  REQUIRE(overlapped > 0);
  // Hiding more of the shorter half never lengthens the schedule.
  const ps::costs none{2, 3, 1, 0, 0};
  REQUIRE(t.makespan <= ps::simulate(s, none).makespan + 1e-9);
  if (gain > 0) REQUIRE(t.makespan < ps::simulate(s, none).makespan);
}

TEST_CASE("an overlap gain outside [0, 1] is refused", "[schedule][overlap][errors]") {
  const double gain = GENERATE(-0.1, 1.5, std::numeric_limits<double>::quiet_NaN());
  const ps::costs c{1, 1, 1, 0, gain};
  REQUIRE_THROWS_WITH(ps::make_schedule(family::dualpipe_v, {2, 4, 0}, c), Catch::Contains("overlap gain"));
  const ps::schedule s = ps::make_schedule(family::dualpipe_v, {2, 4, 0});
  REQUIRE_THROWS_WITH(ps::simulate(s, c), Catch::Contains("overlap gain"));
}

TEST_CASE("an overlapped action counts its F before its backward in memory and comm",
          "[schedule][overlap]") {
  // One device, two stages (stage 1 is the last): F0.0 F1.0 BW1.0 then F0.1&BW0.0, ...
  ps::schedule s{{1, 2, 2}, ps::placement::v, false, {{}}};
  auto& list = s.per_device[0];
  list = {{action_kind::F, 0, 0}, {action_kind::F, 1, 0}, {action_kind::BW, 1, 0},
          ps::overlapped({action_kind::F, 0, 1}, {action_kind::BW, 0, 0}), {action_kind::F, 1, 1},
          {action_kind::BW, 1, 1}, {action_kind::BW, 0, 1}};
  REQUIRE(ps::validate(ps::insert_comm(s)));
  // Live: 1, 2, 1, then the overlapped F makes 2 before its BW frees one.
  REQUIRE(ps::peak_activations(s) == std::vector<int>{2});
  const ps::memory_deltas d{100, 30, 50};  // BW's transient on top of what is live
  REQUIRE(ps::peak_activation_bytes(s, d) == std::vector<long long>{250});
  const ps::timeline t = ps::simulate(s, {1, 1, 1, 0, 0.5});
  REQUIRE(t.per_device[0][3].end - t.per_device[0][3].start == Approx(0.5 + 1.0 - 0.25));
}

TEST_CASE("validate refuses an overlapped backward that waits for its own F, and a microbatch fused and split",
          "[schedule][overlap][errors]") {
  ps::schedule s{{1, 1, 2}, ps::placement::v, true, {{}}};
  s.per_device[0] = {{action_kind::F, 0, 0}, ps::overlapped({action_kind::F, 1, 0}, {action_kind::BW, 1, 0}),
                     {action_kind::BW, 0, 0}};
  REQUIRE_THROWS_WITH(ps::validate(s), Catch::Contains("its own F"));
  s.per_device[0] = {{action_kind::F, 0, 0}, {action_kind::F, 1, 0}, {action_kind::BW, 1, 0},
                     {action_kind::B, 1, 0}, {action_kind::W, 1, 0}, {action_kind::BW, 0, 0}};
  REQUIRE_THROWS_WITH(ps::validate(s), Catch::Contains("appears twice") || Catch::Contains("both"));
  s.per_device[0] = {{action_kind::F, 0, 0}, {action_kind::F, 1, 0}, {action_kind::B, 1, 0},
                     {action_kind::BW, 0, 0}};
  REQUIRE_THROWS_WITH(ps::validate(s), Catch::Contains("weight-gradient pass is missing"));
}

TEST_CASE("the comm pass sends both halves' outputs after an overlapped action", "[schedule][overlap]") {
  const ps::schedule s = ps::make_schedule(family::dualpipe_v, {4, 8, 0});
  int checked = 0;
  for (int d = 0; d < 4; ++d) {
    const auto& list = s.actions(d);
    for (std::size_t i = 0; i < list.size(); ++i) {
      if (!ps::is_overlap(list[i].kind)) continue;
      for (const action& half : ps::passes_of(list[i])) {
        const int to = half.kind == action_kind::F ? half.stage + 1 : half.stage - 1;
        if (to < 0 || to >= s.stages() || s.device_of_stage(to) == d) continue;
        const action send{ps::send_of(half.kind), half.stage, half.microbatch, s.device_of_stage(to)};
        const auto at = std::find(list.begin(), list.end(), send);
        REQUIRE(at != list.end());
        REQUIRE(at - list.begin() > static_cast<std::ptrdiff_t>(i));
        ++checked;
      }
    }
  }
  REQUIRE(checked > 0);
}

TEST_CASE("dualpipe-v offloads through its overlapped actions", "[schedule][overlap][offload]") {
  const ps::costs c{};
  const ps::schedule s = ps::make_schedule(family::dualpipe_v, {4, 8, 0}, c, {.tail = false});
  const ps::schedule off = ps::apply_offload(s, c, {2.0, false}, {ps::offload_kind::full});
  REQUIRE(ps::validate(off));
  REQUIRE(ps::peak_activation_units(off) < ps::peak_activation_units(s));
}

TEST_CASE("dualpipe-v is named, listed and refuses refine", "[schedule][dualpipe-v][errors]") {
  REQUIRE(ps::parse_family("dualpipe-v") == family::dualpipe_v);
  REQUIRE(ps::default_chunks(family::dualpipe_v) == 2);
  REQUIRE_THROWS_WITH(ps::make_schedule(family::dualpipe_v, {4, 8, 3}), Catch::Contains("2 chunks"));
  REQUIRE_THROWS_WITH(ps::make_schedule(family::dualpipe_v, {4, 8, 0}, {}, {.refine_steps = 10}),
                      Catch::Contains("refine"));
  REQUIRE(ps::io::action_label(ps::overlapped({action_kind::F, 0, 7}, {action_kind::BW, 7, 3})) == "F0.7&BW7.3");
}

// The compiler builds DualPipeV too, overlapped actions and all: make_schedule's order
// (the published one or a split variant, whichever is shorter at no higher peak).
using compiled_dualpipe_v = ps::family_schedule<family::dualpipe_v, ps::shape{4, 8, 2}>;
static_assert(compiled_dualpipe_v::same_as_make_schedule);
static_assert(compiled_dualpipe_v::max_peak_activations() <= 2 * 4 + 1);  // the published order's peak

TEST_CASE("the compile-time dualpipe-v is make_schedule's with its comm", "[schedule][dualpipe-v][static]") {
  const ps::schedule s = ps::make_schedule(family::dualpipe_v, {4, 8, 2});
  REQUIRE(compiled_dualpipe_v::to_schedule() == s);
  REQUIRE(ps::peak_activations(s) ==
          std::vector<int>(compiled_dualpipe_v::peak_activations.begin(), compiled_dualpipe_v::peak_activations.end()));
  bool overlapped = false;
  for (const ps::action& a : compiled_dualpipe_v::actions(0)) overlapped = overlapped || ps::is_overlap(a.kind);
  REQUIRE(overlapped);
}

TEST_CASE("the text, SVG and trace outputs name both halves of an overlapped action", "[io][overlap]") {
  const ps::schedule s = ps::insert_comm(torch_dualpipe_v(4, 8));
  const ps::timeline t = ps::simulate(s, {});
  CHECK(line(s.actions(0)).find("F0.7&BW7.3") != std::string::npos);
  const std::string svg = ps::io::render_svg({{"dualpipe-v", &s, &t}});
  CHECK(svg.find("class=\"blk FB") != std::string::npos);
  CHECK(svg.find("F stage 0 microbatch 7 with BW stage 7 microbatch 3") != std::string::npos);
  const std::string trace = ps::io::to_chrome_trace(s, t);
  CHECK(trace.find("\"name\":\"F0.7&BW7.3\",\"cat\":\"F&BW\"") != std::string::npos);
  CHECK(trace.find("\"back_stage\":7,\"back_microbatch\":3") != std::string::npos);
}
