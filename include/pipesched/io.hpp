#pragma once
// Printing the vocabulary by name on std::ostream.
#include <ostream>

#include "core/vocabulary.hpp"
#include "generate.hpp"

namespace pipesched {

inline std::ostream& operator<<(std::ostream& os, pass_kind k) { return os << to_string(k); }
inline std::ostream& operator<<(std::ostream& os, action_kind k) { return os << to_string(k); }
inline std::ostream& operator<<(std::ostream& os, placement k) { return os << to_string(k); }
inline std::ostream& operator<<(std::ostream& os, family f) { return os << to_string(f); }
inline std::ostream& operator<<(std::ostream& os, block_check k) { return os << to_string(k); }
inline std::ostream& operator<<(std::ostream& os, const action& a) {
  os << a.kind << '(' << a.stage << ',' << a.microbatch;
  if (is_comm(a.kind)) os << ",peer " << a.peer;
  if (is_overlap(a.kind)) os << ';' << a.back_stage << ',' << a.back_microbatch;  // F&B(0,7;7,3)
  return os << ')';
}

}  // namespace pipesched
