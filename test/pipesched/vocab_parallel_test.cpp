// Vocabulary parallelism as schedule passes (core/vocab.hpp, passes/vocab.hpp): generated,
// validated, counted, simulated and drawn like the other passes.
#include <algorithm>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include <catch2/catch.hpp>

#include <pipesched/generate.hpp>
#include <pipesched/io/svg.hpp>
#include <pipesched/io/torch_csv.hpp>
#include <pipesched/io/trace.hpp>
#include <pipesched/passes/offload.hpp>
#include <pipesched/passes/recompute.hpp>

namespace ps = pipesched;
using ps::action_kind;
using ps::vocab_placement;

namespace vocab_test {
// Costs with a head as heavy as two stages (a large vocabulary), and the unit costs.
ps::costs heavy_head() { return {1, 1, 1, 0.05, 0, {2, 4, 0.1, 0.1, 0.1}}; }
ps::costs unit() { return {1, 1, 1, 0, 0, {}}; }

ps::schedule vocab_schedule(ps::family f, int p, int m, vocab_placement v, const ps::costs& c = heavy_head()) {
  return ps::make_schedule(f, {p, m}, c, {.vocab = v});
}

// The index of an action on a device's list.
std::size_t index_of(const std::vector<ps::action>& list, action_kind k, int microbatch) {
  for (std::size_t i = 0; i < list.size(); ++i)
    if (list[i].kind == k && list[i].microbatch == microbatch) return i;
  FAIL("action not found");
  return 0;
}

int occurrences(const std::string& text, const std::string& what) {
  int n = 0;
  for (std::size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
  return n;
}
}  // namespace vocab_test

TEST_CASE("every vocabulary kind prints by name", "[vocab]") {
  CHECK(ps::to_string(action_kind::vocab_s) == "S");
  CHECK(ps::to_string(action_kind::vocab_t) == "T");
  CHECK(ps::to_string(action_kind::embed_f) == "E");
  CHECK(ps::to_string(action_kind::embed_w) == "EW");
  CHECK(ps::to_string(action_kind::broadcast_output) == "broadcast_output");
  CHECK(ps::to_string(action_kind::allreduce_stats) == "allreduce_stats");
  CHECK(ps::to_string(action_kind::allreduce_grad) == "allreduce_grad");
  CHECK(ps::to_string(action_kind::reduce_embedding) == "reduce_embedding");
  CHECK(ps::to_string(action_kind::broadcast_embedding_grad) == "broadcast_embedding_grad");
  CHECK(ps::to_string(vocab_placement::algorithm_1) == "vocab-1");
  CHECK(ps::to_string(vocab_placement::naive) == "naive");
}

TEST_CASE("every generated vocabulary schedule validates, and its static peak is what the simulator measures",
          "[vocab][validate]") {
  const auto f = GENERATE(ps::family::one_f_one_b, ps::family::zb_h1, ps::family::v_half, ps::family::v_min);
  const auto v = GENERATE(vocab_placement::naive, vocab_placement::algorithm_1, vocab_placement::algorithm_2);
  const int p = GENERATE(2, 3, 4, 8);
  const int m = GENERATE_COPY(1, p, 2 * p + 1);
  const bool heavy = GENERATE(true, false);
  CAPTURE(ps::to_string(f), ps::to_string(v), p, m, heavy);
  const ps::costs c = heavy ? vocab_test::heavy_head() : vocab_test::unit();
  const ps::schedule s = vocab_test::vocab_schedule(f, p, m, v, c);
  REQUIRE(ps::validate(s));
  CHECK(s.vocab == v);
  const ps::timeline t = ps::simulate(s, c);
  CHECK(ps::timeline_peak_activations(t) == ps::peak_activations(s));
  // Each device runs its share of every vocabulary pass: all of them (sharded) or, naive,
  // the head on the last stage's device and the embedding on the first's.
  for (int d = 0; d < p; ++d) {
    int s_passes = 0, e_passes = 0;
    for (const ps::action& a : s.actions(d)) {
      s_passes += a.kind == action_kind::vocab_s;
      e_passes += a.kind == action_kind::embed_f;
    }
    const bool parallel = ps::is_vocab_parallel(v);
    CHECK(s_passes == (parallel || d == s.device_of_stage(s.stages() - 1) ? m : 0));
    CHECK(e_passes == (parallel || d == s.device_of_stage(0) ? m : 0));
  }
}

TEST_CASE("1F1B holds p + 2 activation units with algorithm 1 and p + 1 with algorithm 2, as the paper states",
          "[vocab][memory]") {
  const int p = GENERATE(2, 4, 8);
  const int m = GENERATE_COPY(p + 2, 4 * p);
  for (const auto& [v, extra] : {std::pair{vocab_placement::algorithm_1, 2}, std::pair{vocab_placement::algorithm_2, 1},
                                 std::pair{vocab_placement::naive, 0}}) {
    CAPTURE(p, m, ps::to_string(v));
    const ps::costs c = vocab_test::heavy_head();
    const ps::schedule s = vocab_test::vocab_schedule(ps::family::one_f_one_b, p, m, v, c);
    const std::vector<int> measured = ps::timeline_peak_activations(ps::simulate(s, c));
    for (int d = 0; d < p; ++d) CHECK(measured[static_cast<std::size_t>(d)] == std::min(p - d + extra, m));
    CHECK(ps::peak_activation_units(s) == p + extra);
  }
}

TEST_CASE("V-Half with vocabulary parallelism holds the same peak on every device", "[vocab][memory]") {
  const int p = GENERATE(2, 4, 6, 8);
  const auto v = GENERATE(vocab_placement::algorithm_1, vocab_placement::algorithm_2);
  CAPTURE(p, ps::to_string(v));
  const ps::costs c = vocab_test::heavy_head();
  const ps::schedule s = vocab_test::vocab_schedule(ps::family::v_half, p, 4 * p, v, c);
  const std::vector<int> measured = ps::timeline_peak_activations(ps::simulate(s, c));
  CHECK(std::all_of(measured.begin(), measured.end(), [&](int x) { return x == measured.front(); }));
  // One more activation unit (two chunk activations) per all-reduce the backward waits behind.
  const ps::schedule plain = ps::make_schedule(ps::family::v_half, {p, 4 * p}, c, {.tail = false});
  CHECK(measured.front() == ps::max_peak_activations(plain) + 2 * ps::vocab_extra_in_flight(v));
}

TEST_CASE("peak_activation_bytes counts S's bytes from S to T on the device that runs them, by hand",
          "[vocab][memory]") {
  // Two devices, stages 0 and 1 (F keeps 100, B runs 7 above and frees 30, W the rest).
  // A vocabulary pass names its device in `stage`.
  ps::schedule s{{2, 2, 1}, ps::placement::loop, true, {}, 1, vocab_placement::algorithm_1};
  using k = action_kind;
  s.per_device = {{{k::F, 0, 0}, {k::vocab_s, 0, 0}, {k::vocab_t, 0, 0}, {k::F, 0, 1}, {k::vocab_s, 0, 1},
                   {k::vocab_t, 0, 1}, {k::B, 0, 0}, {k::W, 0, 0}, {k::B, 0, 1}, {k::W, 0, 1}},
                  {{k::vocab_s, 1, 0}, {k::F, 1, 0}, {k::vocab_t, 1, 0}, {k::B, 1, 0}, {k::W, 1, 0}}};
  const std::vector<ps::memory_deltas> deltas(2, ps::memory_deltas{100, 30, 7, 0, 0});
  CHECK(ps::peak_activation_bytes(s, deltas) == std::vector<long long>{207, 107});  // S and T left out
  // Device 0: F0 100, S0 1100 (+50 while it runs: 1150), T0 100, F1 200, S1 1200 (1250).
  // Device 1: S0 500, F0 600, T0 (+80 while it runs: 680) frees 400 of S's 500.
  const std::vector<ps::vocab_pass_bytes> vocab{{.s_alloc = 1000, .s_temp = 50, .t_temp = 20, .t_free = 1000},
                                                {.s_alloc = 500, .s_temp = 0, .t_temp = 80, .t_free = 400}};
  CHECK(ps::peak_activation_bytes(s, deltas, vocab) == std::vector<long long>{1250, 680});
  // All zeros: the walk without them.
  CHECK(ps::peak_activation_bytes(s, deltas, std::vector<ps::vocab_pass_bytes>(2)) == ps::peak_activation_bytes(s, deltas));
  REQUIRE_THROWS_WITH(ps::peak_activation_bytes(s, deltas, {vocab.front()}), Catch::Contains("every device"));
  REQUIRE_THROWS_WITH(ps::peak_activation_bytes(s, deltas, {vocab.front(), {.s_alloc = 1, .t_free = 2}}),
                      Catch::Contains("t_free <= s_alloc"));
}

TEST_CASE("with zero vocabulary bytes a generated schedule's byte peak is the walk without them, and S's bytes count on "
          "every device that runs one",
          "[vocab][memory]") {
  const auto f = GENERATE(ps::family::one_f_one_b, ps::family::v_half);
  const auto v = GENERATE(vocab_placement::naive, vocab_placement::algorithm_1, vocab_placement::algorithm_2);
  const int p = 4, m = 8;
  CAPTURE(ps::to_string(f), ps::to_string(v));
  const ps::schedule s = vocab_test::vocab_schedule(f, p, m, v);
  const std::vector<ps::memory_deltas> deltas(static_cast<std::size_t>(s.stages()), ps::memory_deltas{100, 30, 7, 0, 0});
  const std::vector<long long> without = ps::peak_activation_bytes(s, deltas);
  CHECK(ps::peak_activation_bytes(s, deltas, std::vector<ps::vocab_pass_bytes>(p)) == without);
  const std::vector<long long> with =
      ps::peak_activation_bytes(s, deltas, std::vector<ps::vocab_pass_bytes>(p, {.s_alloc = 1000, .t_free = 1000}));
  for (int d = 0; d < p; ++d) {
    const auto i = static_cast<std::size_t>(d);
    const bool runs_s = ps::is_vocab_parallel(v) || d == s.device_of_stage(s.stages() - 1);
    CAPTURE(d, runs_s);
    if (!runs_s) CHECK(with[i] == without[i]);
    if (runs_s) CHECK(with[i] >= std::max(without[i], 1000LL));
    CHECK(with[i] <= without[i] + 1000LL * m);  // at most every microbatch's S at once
  }
}

TEST_CASE("sharding the vocabulary takes the head off the last device: shorter than the naive placement",
          "[vocab][simulate]") {
  const ps::costs c = vocab_test::heavy_head();
  for (ps::family f : {ps::family::one_f_one_b, ps::family::v_half}) {
    CAPTURE(ps::to_string(f));
    const ps::timeline naive = ps::simulate(vocab_test::vocab_schedule(f, 4, 16, vocab_placement::naive), c);
    const ps::timeline sharded = ps::simulate(vocab_test::vocab_schedule(f, 4, 16, vocab_placement::algorithm_2), c);
    CHECK(sharded.makespan < 0.7 * naive.makespan);
    CHECK(sharded.bubble < naive.bubble);
  }
}

TEST_CASE("the simulator times each vocabulary pass at its share of the layer and each collective once for all",
          "[vocab][simulate]") {
  const ps::costs c = vocab_test::heavy_head();
  const int p = 4, m = 8;
  const ps::schedule s = vocab_test::vocab_schedule(ps::family::one_f_one_b, p, m, vocab_placement::algorithm_1);
  const ps::timeline t = ps::simulate(s, c);
  for (int d = 0; d < p; ++d) {
    double head = 0;
    for (const ps::timed_action& x : t.per_device[static_cast<std::size_t>(d)])
      if (x.what.kind == action_kind::vocab_s || x.what.kind == action_kind::vocab_t) head += x.end - x.start;
    CHECK(head == Approx(m * (c.vocab.head_f + c.vocab.head_b) / p));
  }
  // allreduce_stats(3): one interval on every device, from the end of the last S(3).
  double last_s = 0;
  std::vector<std::pair<double, double>> spans;
  for (const auto& list : t.per_device)
    for (const ps::timed_action& x : list) {
      if (x.what.kind == action_kind::vocab_s && x.what.microbatch == 3) last_s = std::max(last_s, x.end);
      if (x.what.kind == action_kind::allreduce_stats && x.what.microbatch == 3) spans.push_back({x.start, x.end});
    }
  REQUIRE(spans.size() == static_cast<std::size_t>(p));
  for (const auto& [start, end] : spans) {
    CHECK(start == Approx(last_s));
    CHECK(end == Approx(last_s + c.vocab.collective));
  }
}

TEST_CASE("the validator rejects a vocabulary pass moved across its collective", "[vocab][validate]") {
  const ps::schedule good = vocab_test::vocab_schedule(ps::family::one_f_one_b, 4, 8, vocab_placement::algorithm_1);
  REQUIRE(ps::validate(good));

  SECTION("T before the all-reduce of the statistics it needs") {
    ps::schedule s = good;
    auto& list = s.per_device[2];
    const std::size_t t = vocab_test::index_of(list, action_kind::vocab_t, 3);
    const std::size_t stats = vocab_test::index_of(list, action_kind::allreduce_stats, 3);
    const ps::action moved = list[t];
    list.erase(list.begin() + static_cast<std::ptrdiff_t>(t));
    list.insert(list.begin() + static_cast<std::ptrdiff_t>(stats), moved);
    REQUIRE_THROWS_WITH(ps::validate(s), Catch::Contains("device 2") && Catch::Contains("microbatch 3") &&
                                             Catch::Contains("T comes before the collective it waits for"));
  }
  SECTION("the last stage's backward before the all-reduce of its output gradient") {
    ps::schedule s = good;
    auto& list = s.per_device[3];
    const std::size_t grad = vocab_test::index_of(list, action_kind::allreduce_grad, 0);
    std::swap(list[grad], list[vocab_test::index_of(list, action_kind::BW, 0)]);
    REQUIRE_THROWS_WITH(ps::validate(s), Catch::Contains("before allreduce_grad"));
  }
  SECTION("collectives posted in another order than on device 0") {
    ps::schedule s = good;
    auto& list = s.per_device[1];
    // Two collectives next to each other: swapped, each is still after what it needs.
    std::size_t i = 0;
    while (i + 1 < list.size() && !(ps::is_collective(list[i].kind) && ps::is_collective(list[i + 1].kind) &&
                                     list[i].microbatch != list[i + 1].microbatch))
      ++i;
    REQUIRE(i + 1 < list.size());
    std::swap(list[i], list[i + 1]);
    REQUIRE_THROWS_WITH(ps::validate(s), Catch::Contains("another order than device 0"));
  }
  SECTION("a device that leaves out a collective") {
    ps::schedule s = good;
    auto& list = s.per_device[1];
    list.erase(list.begin() + static_cast<std::ptrdiff_t>(vocab_test::index_of(list, action_kind::broadcast_output, 5)));
    REQUIRE_THROWS_WITH(ps::validate(s), Catch::Contains("collective is missing"));
  }
  SECTION("a vocabulary pass in a schedule without vocabulary passes") {
    ps::schedule s = good;
    s.vocab = vocab_placement::none;
    REQUIRE_THROWS_WITH(ps::validate(s), Catch::Contains("without vocabulary passes"));
  }
  SECTION("algorithm 2 has no all-reduce of the statistics") {
    ps::schedule s = good;
    s.vocab = vocab_placement::algorithm_2;
    REQUIRE_THROWS_WITH(ps::validate(s), Catch::Contains("algorithm 2 has no allreduce_stats"));
  }
}

TEST_CASE("vocabulary passes are refused where they are not generated", "[vocab][errors]") {
  REQUIRE_THROWS_WITH(ps::make_schedule(ps::family::interleaved, {4, 8}, {}, {.vocab = vocab_placement::algorithm_1}),
                      Catch::Contains("not for interleaved"));
  REQUIRE_THROWS_WITH(ps::make_schedule(ps::family::one_f_one_b, {1, 8}, {}, {.vocab = vocab_placement::algorithm_2}),
                      Catch::Contains("at least 2"));
  ps::costs negative = vocab_test::heavy_head();
  negative.vocab.head_b = -1;
  REQUIRE_THROWS_WITH(ps::make_schedule(ps::family::one_f_one_b, {4, 8}, negative, {.vocab = vocab_placement::algorithm_2}),
                      Catch::Contains("vocabulary costs"));
}

TEST_CASE("the SVG and the trace draw the vocabulary passes and the torch CSV refuses them by name", "[vocab][io]") {
  const ps::costs c = vocab_test::heavy_head();
  const int p = 4, m = 6;
  const ps::schedule s = vocab_test::vocab_schedule(ps::family::v_half, p, m, vocab_placement::algorithm_1);
  const ps::timeline t = ps::simulate(s, c);
  const std::string svg = ps::io::render_svg({{"v-half vocab-1", &s, &t}});
  CHECK(vocab_test::occurrences(svg, "class=\"blk head") == 2 * p * m);
  CHECK(vocab_test::occurrences(svg, "class=\"blk embed") == 2 * p * m);
  CHECK(vocab_test::occurrences(svg, "S/T output layer") == 1);
  const std::string trace = ps::io::to_chrome_trace(s, t);
  CHECK(vocab_test::occurrences(trace, "\"cat\":\"allreduce_grad\",\"ph\":\"X\",\"pid\":0,\"tid\":1") == m);
  CHECK(vocab_test::occurrences(trace, "\"cat\":\"S\"") == p * m);
  REQUIRE_THROWS_WITH(ps::io::to_torch_csv(s), Catch::Contains("no vocabulary-parallel pass or collective (E)"));
  REQUIRE_THROWS_WITH(ps::io::parse_torch_csv("0S0\n", 1), Catch::Contains("vocabulary pass of pipesched (S)"));
}

TEST_CASE("offload and recompute refuse a schedule with vocabulary passes", "[vocab][errors]") {
  const ps::costs c = vocab_test::heavy_head();
  const ps::schedule s = vocab_test::vocab_schedule(ps::family::one_f_one_b, 4, 8, vocab_placement::algorithm_2);
  REQUIRE_THROWS_WITH(ps::apply_offload(s, c, {}, {ps::offload_kind::full}), Catch::Contains("vocabulary passes"));
  REQUIRE_THROWS_WITH(ps::apply_recompute(s, c, {ps::recompute_kind::full}), Catch::Contains("vocabulary passes"));
}

// The collectives are ordered by detail::merge_sort (the header avoids <algorithm>): under a
// strict total order it must give std::sort's result, at every size and with repeats.
TEST_CASE("the collectives' merge sort gives std::sort's order", "[vocab]") {
  std::uint64_t state = 12345;
  auto next = [&state] { return static_cast<int>((state = state * 6364136223846793005ull + 1442695040888963407ull) >> 58); };
  for (std::size_t n = 0; n <= 70; ++n) {
    std::vector<std::pair<int, int>> v;  // (value in 0..63, index): a total order with many equal values
    for (std::size_t i = 0; i < n; ++i) v.emplace_back(next(), static_cast<int>(i));
    std::vector<std::pair<int, int>> want = v;
    std::sort(want.begin(), want.end());
    ps::detail::merge_sort(v, [](const auto& a, const auto& b) { return a < b; });
    INFO("n = " << n);
    REQUIRE(v == want);
  }
}
