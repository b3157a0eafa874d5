#pragma once
// One number that is the whole of `text`, for the NAME:VALUE policy options (--offload,
// --recompute): decimal as every option reads it (include/pipesched/io/decimal.hpp: "016"
// is 16; no sign prefix, spaces, hex, inf or nan).
#include <string_view>

#include <pipesched/io/decimal.hpp>

namespace pipesched::cli {

template <class Number>
bool parse_number(std::string_view text, Number& out) {
  return io::parse_decimal(text, out) == io::decimal_status::ok;
}

}  // namespace pipesched::cli
