#include <catch2/catch.hpp>

#include "recorded_orders_encoder.hpp"

#include <string>
#include <vector>

// The recorded orders (include/pipesched/static_recorded_orders.hpp) a compile-time schedule
// reads where the compiler cannot afford make_schedule's: each is make_schedule's order with
// its comm, and each generation the compile-time plans read has one. Where a generator or a
// pass changes an order, this fails: `bash scripts/record_static_orders.sh` writes them again.

namespace ps = pipesched;
namespace pt = pipesched_test;

namespace {
// A record's order read back, as the compile-time schedule reads it (without the lookup).
ps::schedule decoded(const ps::detail::recorded_order& r) {
  return ps::detail::written_schedule(r.dims.devices, ps::action_capacity(r.dims, r.dims.chunks),
                                      [&r](ps::action* lists, int stride, int* sizes) {
                                        ps::detail::decode_recorded(r, lists, stride, sizes);
                                        return ps::detail::written_frame{r.dims, r.place, r.split};
                                      });
}
ps::detail::recorded_order record_of(const ps::schedule& s, const std::string& text) {
  return {ps::family::gpipe, s.dims, false, s.place, s.split, text.c_str()};
}
}  // namespace

TEST_CASE("every recorded compile-time order is make_schedule's, and every one the plans read is there",
          "[static][recorded]") {
  int records = 0;
  for (const ps::detail::recorded_order& r : ps::detail::recorded_orders) records += r.dims.devices > 0;
  int checked = 0, shared = 0;
  for (const pt::recorded_key& key : pt::recorded_keys()) {
    const auto [f, p, m, no_search] = key;
    INFO(std::string(to_string(f)) << " p=" << p << " m=" << m << (no_search ? " without the slot search" : ""));
    const int i = ps::detail::find_recorded(f, p, m, no_search);
    REQUIRE(i >= 0);
    const ps::detail::recorded_order& r = ps::detail::recorded_orders[i];
    shared += r.no_search != no_search;  // the same order with and without the search: recorded once
    REQUIRE(decoded(r) == pt::recorded_source(key));
    ++checked;
  }
  REQUIRE(checked - shared == records);  // no record that no plan reads
  REQUIRE(checked > 1000);
}

TEST_CASE("a record reads back the order it was written from", "[static][recorded]") {
  // Orders with what the format has beyond the recorded ones' common case: BW passes and Ws
  // out of their lanes (DualPipeV), a W lane with gaps (ZB-H1 with its tail), one chunk.
  for (const ps::schedule& s :
       {ps::make_schedule(ps::family::dualpipe_v, {4, 10}), ps::make_schedule(ps::family::zb_h1, {3, 7}),
        ps::make_schedule(ps::family::v_half, {4, 9}), ps::make_schedule(ps::family::interleaved, {4, 8})}) {
    const std::string text = pt::encode_recorded(s);
    INFO(text);
    CHECK(decoded(record_of(s, text)) == s);
  }
  // A microbatch out of its lane is written as such: 'Z' and two digits.
  const ps::schedule two{
      ps::shape{1, 2, 1}, ps::placement::loop, true, {{{ps::action_kind::F, 0, 1}, {ps::action_kind::F, 0, 0}}}};
  const std::string text = pt::encode_recorded(two);
  CHECK(text.find('Z') != std::string::npos);
  CHECK(decoded(record_of(two, text)) == two);
}

TEST_CASE("a malformed record is an internal error, not a wrong order", "[static][recorded]") {
  const ps::schedule s = ps::make_schedule(ps::family::one_f_one_b, {2, 3});
  for (const char* text : {"A", "A|=|A", "=", "!!", "Z!", "A~}}}", "A?", "A|A|"}) {
    INFO(text);
    std::vector<ps::action> lists(64);
    std::vector<int> sizes(2);
    CHECK_THROWS_AS(ps::detail::decode_recorded(record_of(s, text), lists.data(), 32, sizes.data()),
                    ps::schedule_error);
  }
}
