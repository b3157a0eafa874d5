// A compile-time schedule's per-device view composes with std::ranges and
// range-v3 pipelines: the counts and values match a plain loop (issue 31 item 6).
#include <catch2/catch.hpp>

#include <pipesched/static_schedule.hpp>

#include <range/v3/view/filter.hpp>
#include <range/v3/view/transform.hpp>

#include <ranges>
#include <type_traits>
#include <vector>

namespace ranges_compose_test {
namespace ps = pipesched;
using sched = ps::family_schedule<ps::family::one_f_one_b, ps::shape{4, 8}>;

// actions(d) is a const lvalue of a view type (computed by index, holding no actions).
using device_view = std::remove_cvref_t<decltype(sched::actions(0))>;
static_assert(std::ranges::view<device_view>);
static_assert(std::ranges::random_access_range<decltype(sched::actions(0))>);
static_assert(ranges::random_access_range<decltype(sched::actions(0))>);

constexpr bool is_forward(const ps::action& a) { return a.kind == ps::action_kind::F; }
constexpr int microbatch_of(const ps::action& a) { return a.microbatch; }

std::vector<int> forwards_by_loop(int device) {
  std::vector<int> out;
  for (const ps::action& a : sched::actions(device))
    if (is_forward(a)) out.push_back(microbatch_of(a));
  return out;
}
}  // namespace ranges_compose_test

TEST_CASE("a device's actions pipe through std::views and range-v3 views", "[static_schedule][ranges]") {
  using namespace ranges_compose_test;
  for (int d = 0; d < sched::devices; ++d) {
    const std::vector<int> expected = forwards_by_loop(d);
    REQUIRE(expected.size() == 8);  // one F per microbatch on every device of 1F1B

    std::vector<int> by_std;
    for (int mb : sched::actions(d) | std::views::filter(is_forward) | std::views::transform(microbatch_of))
      by_std.push_back(mb);
    CHECK(by_std == expected);

    std::vector<int> by_v3;
    for (int mb : sched::actions(d) | ranges::views::filter(is_forward) | ranges::views::transform(microbatch_of))
      by_v3.push_back(mb);
    CHECK(by_v3 == expected);
  }
}
