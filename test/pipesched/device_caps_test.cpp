// Memory caps per device (generate.hpp: generation_options::memory_caps, v-auto's
// per-device search): every device within its own cap, checked by the order-based count and
// independently on the simulated timeline; a tighter cap on some devices never buys a
// shorter makespan than the looser cap on all of them; the errors name the device and the
// smallest cap that works for it.
#include <catch2/catch.hpp>

#include <pipesched/pipesched.hpp>

#include <cstdlib>
#include <string>
#include <vector>

namespace ps = pipesched;
using ps::family;

namespace {

// The number after "is " in "... the smallest feasible cap for device d is X activation units".
double smallest_in(const std::string& message) {
  const std::string key = " is ";
  const std::size_t at = message.rfind(key);
  REQUIRE(at != std::string::npos);
  return std::strtod(message.c_str() + at + key.size(), nullptr);
}

std::string error_of(family f, ps::shape sh, const std::vector<double>& caps) {
  try {
    (void)ps::make_schedule(f, sh, {}, {.memory_caps = caps});
  } catch (const ps::schedule_error& e) {
    return e.what();
  }
  return {};
}

// Caps in activation units per device: `loose` everywhere but `tight` on the devices `tight_on` picks.
enum class tight_on { ends, first, last, middle };
std::vector<double> caps_of(int p, double loose, double tight, tight_on where) {
  std::vector<double> caps(static_cast<std::size_t>(p), loose);
  for (int d = 0; d < p; ++d) {
    const bool tight_here = where == tight_on::ends     ? d == 0 || d == p - 1
                            : where == tight_on::first  ? d == 0
                            : where == tight_on::last   ? d == p - 1
                                                        : d > 0 && d < p - 1;
    if (tight_here) caps[static_cast<std::size_t>(d)] = tight;
  }
  return caps;
}

}  // namespace

TEST_CASE("v-auto holds every device within its own cap where the caps differ", "[schedule][v-auto][caps]") {
  const int p = GENERATE(4, 8);
  const int m = GENERATE(1, 2, 3) * p;
  const tight_on where = GENERATE(tight_on::ends, tight_on::first, tight_on::last, tight_on::middle);
  const ps::costs c = GENERATE(ps::costs{}, ps::costs{1.0, 1.5, 0.7, 0.1});
  // V-Min's memory on the tight devices, V-Half's (or 1F1B's) on the others.
  const bool v_half_loose = GENERATE(true, false);
  const double tight = (p + 4) / 3, loose = v_half_loose ? (p + 2) / 2 : p;
  const std::vector<double> caps = caps_of(p, loose, tight, where);
  CAPTURE(p, m, int(where), c.f, c.b, c.w, c.comm, loose, tight);

  const ps::schedule s = ps::make_schedule(family::v_auto, {p, m, 0}, c, {.memory_caps = caps});
  REQUIRE(ps::validate(s));
  const std::vector<double> units = ps::peak_activation_units_per_device(s);
  // Independently of the order-based count: the peaks read off the simulated timeline.
  const ps::timeline t = ps::simulate(s, c);
  const std::vector<int> timed = ps::timeline_peak_activations(t);
  REQUIRE(units.size() == caps.size());
  for (std::size_t d = 0; d < caps.size(); ++d) {
    CAPTURE(d);
    CHECK(units[d] <= caps[d] + 1e-12);
    CHECK(timed[d] <= static_cast<int>(2 * caps[d]));  // chunk activations: 2 per unit
  }

  // The looser cap on every device: never longer than under the tighter caps on some.
  const ps::schedule loose_all = ps::make_schedule(family::v_auto, {p, m, 0}, c, {.memory_cap = loose});
  CHECK(ps::simulate(loose_all, c).makespan <= t.makespan + 1e-9);
}

TEST_CASE("per-device caps make v-auto give up memory only on the tight devices", "[schedule][v-auto][caps]") {
  // Not vacuous: under the loose cap everywhere some device holds more than the tight cap, and
  // the per-device search then finds a schedule within it that the uniform tight cap would not
  // (more memory on the loose devices).
  int differs_from_loose = 0, uses_loose_room = 0;
  for (int p : {4, 8})
    for (int m : {2 * p, 3 * p})
      for (tight_on where : {tight_on::ends, tight_on::first, tight_on::last}) {
        const double tight = (p + 4) / 3, loose = p;
        const std::vector<double> caps = caps_of(p, loose, tight, where);
        const ps::schedule mixed = ps::make_schedule(family::v_auto, {p, m, 0}, {}, {.memory_caps = caps});
        const ps::schedule loose_all = ps::make_schedule(family::v_auto, {p, m, 0}, {}, {.memory_cap = loose});
        const ps::schedule tight_all = ps::make_schedule(family::v_auto, {p, m, 0}, {}, {.memory_cap = tight});
        const std::vector<double> loose_units = ps::peak_activation_units_per_device(loose_all);
        for (std::size_t d = 0; d < caps.size(); ++d)
          if (loose_units[d] > caps[d]) {
            ++differs_from_loose;
            break;
          }
        const std::vector<double> units = ps::peak_activation_units_per_device(mixed);
        for (std::size_t d = 0; d < caps.size(); ++d)
          if (units[d] > tight) {
            ++uses_loose_room;
            break;
          }
        // Within the tight cap everywhere is within these caps too: never longer than that.
        CHECK(ps::simulate(mixed, {}).makespan <= ps::simulate(tight_all, {}).makespan + 1e-9);
      }
  CHECK(differs_from_loose > 0);
  CHECK(uses_loose_room > 0);
}

TEST_CASE("one cap in the list is the same as memory_cap", "[schedule][v-auto][caps]") {
  const int p = GENERATE(4, 8);
  const double cap = (p + 4) / 3 + GENERATE(0.0, 0.5, 1.0, 2.5);  // V-Min's memory and above
  CAPTURE(p, cap);
  const ps::shape sh{p, 2 * p, 0};
  CHECK(ps::make_schedule(family::v_auto, sh, {}, {.memory_caps = {cap}}) ==
        ps::make_schedule(family::v_auto, sh, {}, {.memory_cap = cap}));
  // p equal values: the same again.
  CHECK(ps::make_schedule(family::v_auto, sh, {}, {.memory_caps = std::vector<double>(std::size_t(p), cap)}) ==
        ps::make_schedule(family::v_auto, sh, {}, {.memory_cap = cap}));
}

TEST_CASE("a device cap no V block meets names the device and the smallest cap that works for it",
          "[schedule][v-auto][caps][errors]") {
  const int p = GENERATE(4, 8);
  const int which = GENERATE(0, 1, 2);
  const int d = which == 2 ? p - 1 : which;
  CAPTURE(p, d);
  std::vector<double> caps(static_cast<std::size_t>(p), double(p));
  caps[static_cast<std::size_t>(d)] = 0.5;  // one chunk activation: below every V block
  const std::string message = error_of(family::v_auto, {p, 3 * p, 0}, caps);
  INFO(message);
  CHECK(message.rfind("device " + std::to_string(d) + ":", 0) == 0);
  CHECK(message.find("smallest feasible cap for device " + std::to_string(d)) != std::string::npos);
  // Smallest and feasible: at it the search succeeds, half a unit (one chunk) below it not.
  const double smallest = smallest_in(message);
  caps[static_cast<std::size_t>(d)] = smallest;
  const ps::schedule s = ps::make_schedule(family::v_auto, {p, 3 * p, 0}, {}, {.memory_caps = caps});
  CHECK(ps::peak_activation_units_per_device(s)[static_cast<std::size_t>(d)] <= smallest);
  caps[static_cast<std::size_t>(d)] = smallest - 0.5;
  CHECK_FALSE(error_of(family::v_auto, {p, 3 * p, 0}, caps).empty());
}

TEST_CASE("a family's device above its own cap is named with its peak", "[schedule][caps][errors]") {
  const int p = GENERATE(4, 8);
  const family f = GENERATE(family::one_f_one_b, family::zb_h1, family::v_half);
  CAPTURE(p, ps::to_string(f));
  const ps::shape sh{p, 2 * p, 0};
  const std::vector<double> peaks = ps::peak_activation_units_per_device(ps::make_schedule(f, sh));
  // Each device's own peak as its cap: it fits.
  CHECK_NOTHROW(ps::make_schedule(f, sh, {}, {.memory_caps = peaks}));
  // Below it on the last device whose peak is at least one unit: that device is named.
  std::size_t at = peaks.size() - 1;
  while (peaks[at] < 1) --at;
  std::vector<double> caps = peaks;
  caps[at] = peaks[at] - 0.5;
  const std::string message = error_of(f, sh, caps);
  INFO(message);
  CHECK(message.rfind("device " + std::to_string(at) + ":", 0) == 0);
  CHECK(smallest_in(message) == Approx(peaks[at]));
}

TEST_CASE("bad cap lists are refused", "[schedule][caps][errors]") {
  const ps::shape sh{4, 8, 0};
  CHECK_THROWS_WITH(ps::make_schedule(family::v_auto, sh, {}, {.memory_caps = {2, 3, 3}}),
                    Catch::Contains("one value or one per device"));
  CHECK_THROWS_WITH(ps::make_schedule(family::v_auto, sh, {}, {.memory_caps = {2, -3, 3, 2}}),
                    Catch::Contains("must not be negative"));
  CHECK_THROWS_WITH(ps::make_schedule(family::v_auto, sh, {}, {.memory_cap = 2, .memory_caps = {2, 3, 3, 2}}),
                    Catch::Contains("not both"));
}

// Compile time: the unsqueezed search (what schedule<> instantiates) honours each device's cap.
constexpr bool unsqueezed_within_caps() {
  const ps::schedule s =
      ps::detail::generate_order(family::v_auto, {4, 8, 2}, {}, std::vector<double>{2, 4, 4, 2}, false, false);
  const std::vector<int> peaks = ps::peak_activations(s);
  return peaks[0] <= 4 && peaks[3] <= 4 && peaks[1] <= 8 && peaks[2] <= 8;
}
static_assert(unsqueezed_within_caps());

TEST_CASE("the unsqueezed search takes a longer block where only the loose devices need it",
          "[schedule][v-auto][caps]") {
  // Uniform V blocks only, largest k first: the per-device caps admit a block whose peak on
  // the tight devices fits while the uniform tight cap does not admit it.
  const std::vector<double> caps{2, 4, 4, 2};
  const ps::schedule per_device =
      ps::detail::generate_order(family::v_auto, {4, 8, 2}, {}, caps, false, false);
  const ps::schedule tight = ps::detail::generate_order(family::v_auto, {4, 8, 2}, {}, 2.0, false, false);
  const std::vector<double> units = ps::peak_activation_units_per_device(per_device);
  for (std::size_t d = 0; d < caps.size(); ++d) CHECK(units[d] <= caps[d]);
  CHECK(ps::max_peak_activations(per_device) >= ps::max_peak_activations(tight));
}
