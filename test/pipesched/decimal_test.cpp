// include/pipesched/io/decimal.hpp: the one reader of numbers in text (options, --costs,
// --model, byte sizes). Decimal only, the whole text, the type's range.
#include <pipesched/io/decimal.hpp>

#include <cstdint>
#include <limits>

#include <catch2/catch.hpp>

using pipesched::io::decimal_status;
using pipesched::io::parse_decimal;

namespace decimal_test {

template <class T>
decimal_status read(const char* text, T& out) {
  return parse_decimal(std::string_view(text), out);
}

}  // namespace decimal_test

TEST_CASE("integers are decimal digits with leading zeros ignored", "[io][decimal]") {
  int x = -7;
  CHECK(decimal_test::read("016", x) == decimal_status::ok);
  CHECK(x == 16);
  CHECK(decimal_test::read("09", x) == decimal_status::ok);
  CHECK(x == 9);
  CHECK(decimal_test::read("-0012", x) == decimal_status::ok);
  CHECK(x == -12);
  CHECK(decimal_test::read("2147483647", x) == decimal_status::ok);
  CHECK(decimal_test::read("2147483648", x) == decimal_status::out_of_range);
  CHECK(decimal_test::read("-99999999999999999999", x) == decimal_status::out_of_range);
  CHECK(x == 2147483647);  // untouched by a failed read
  std::uint64_t u = 0;
  CHECK(decimal_test::read("18446744073709551615", u) == decimal_status::ok);
  CHECK(u == std::numeric_limits<std::uint64_t>::max());
  CHECK(decimal_test::read("18446744073709551616", u) == decimal_status::out_of_range);
  CHECK(decimal_test::read("-1", u) == decimal_status::not_decimal);  // no sign where the type has none
  for (const char* bad : {"", "-", "+1", " 1", "1 ", "0x10", "0X10", "0b1", "0o7", "1e3", "1.0", "1_000", "1,000",
                          "\xd9\xa1"}) {
    INFO("'" << bad << "'");
    CHECK(decimal_test::read(bad, x) == decimal_status::not_decimal);
  }
}

TEST_CASE("reals are finite decimal: no hex, inf, nan or '+'", "[io][decimal]") {
  double x = -1;
  CHECK(decimal_test::read("0.1", x) == decimal_status::ok);
  CHECK(x == 0.1);
  CHECK(decimal_test::read("016", x) == decimal_status::ok);
  CHECK(x == 16);
  CHECK(decimal_test::read(".5", x) == decimal_status::ok);
  CHECK(x == 0.5);
  CHECK(decimal_test::read("5.", x) == decimal_status::ok);
  CHECK(decimal_test::read("-2.5e-3", x) == decimal_status::ok);
  CHECK(x == -0.0025);
  CHECK(decimal_test::read("1E+2", x) == decimal_status::ok);
  CHECK(x == 100);
  CHECK(decimal_test::read("1e999", x) == decimal_status::out_of_range);
  CHECK(decimal_test::read("-1e999", x) == decimal_status::out_of_range);
  for (const char* bad : {"", ".", "-", "+1", " 1", "1 ", "0x1p3", "0x10", "inf", "-inf", "nan", "infinity", "1e",
                          "1e+", "e5", "1.2.3", "1,5", "1..2"}) {
    INFO("'" << bad << "'");
    CHECK(decimal_test::read(bad, x) == decimal_status::not_decimal);
  }
}
