#pragma once
// Printing the vocabulary by name on std::ostream. Declared on <iosfwd> as templates over
// the stream's traits, so that the umbrella header does not parse <ostream> (what a file
// that prints includes anyway: std::cout needs <iostream>).
#include <iosfwd>

#include "core/vocabulary.hpp"
#include "generate.hpp"

namespace pipesched {

template <class Traits>
std::basic_ostream<char, Traits>& operator<<(std::basic_ostream<char, Traits>& os, pass_kind k) {
  return os << to_string(k);
}
template <class Traits>
std::basic_ostream<char, Traits>& operator<<(std::basic_ostream<char, Traits>& os, action_kind k) {
  return os << to_string(k);
}
template <class Traits>
std::basic_ostream<char, Traits>& operator<<(std::basic_ostream<char, Traits>& os, placement k) {
  return os << to_string(k);
}
template <class Traits>
std::basic_ostream<char, Traits>& operator<<(std::basic_ostream<char, Traits>& os, family f) {
  return os << to_string(f);
}
template <class Traits>
std::basic_ostream<char, Traits>& operator<<(std::basic_ostream<char, Traits>& os, block_check k) {
  return os << to_string(k);
}
template <class Traits>
std::basic_ostream<char, Traits>& operator<<(std::basic_ostream<char, Traits>& os, const action& a) {
  os << a.kind << '(' << a.stage << ',' << a.microbatch;
  if (is_comm(a.kind)) os << ",peer " << a.peer;
  if (is_overlap(a.kind)) os << ';' << a.back_stage << ',' << a.back_microbatch;  // F&B(0,7;7,3)
  return os << ')';
}

}  // namespace pipesched
