#pragma once
// One validation path for both worlds: constexpr checks call report_error() on failure.
// report_error is not constexpr, so inside a static_assert or a constant expression the
// call itself is the compile error (the compiler shows the failing line and its message);
// at run time it throws pipesched::schedule_error naming device, stage, microbatch, pass.
#include <limits>
#include <stdexcept>
#include <string>

#include "vocabulary.hpp"

namespace pipesched {

class schedule_error : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// Where a problem is; -1 means "not about one".
struct where {
  int device = -1;
  int stage = -1;
  int microbatch = -1;
  action_kind kind = action_kind::F;
  bool has_kind = false;
};

constexpr where at_device(int device) { return {device, -1, -1, action_kind::F, false}; }
constexpr where at(int device, int stage, int microbatch, action_kind kind) {
  return {device, stage, microbatch, kind, true};
}
constexpr where at(int device, int stage, pass_kind pass) {
  return {device, stage, -1, to_action(pass), true};
}

namespace detail {
inline std::string describe(const where& w) {
  std::string s;
  auto add = [&s](const std::string& part) { s += (s.empty() ? "" : ", ") + part; };
  if (w.device >= 0) add("device " + std::to_string(w.device));
  if (w.stage >= 0) add("stage " + std::to_string(w.stage));
  if (w.microbatch >= 0) add("microbatch " + std::to_string(w.microbatch));
  if (w.has_kind) add("pass " + std::string(to_string(w.kind)));
  return s;
}
}  // namespace detail

// Never returns. Not constexpr on purpose: see the comment at the top.
[[noreturn]] inline void report_error(const char* message, where w = {}) {
  const std::string place = detail::describe(w);
  throw schedule_error(place.empty() ? std::string(message) : place + ": " + message);
}

// check_costs(), which needs the limits of costs, is in limits.hpp.

}  // namespace pipesched
