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
// Writes where `w` is, "device 1, stage 2, microbatch 3, pass F" (the parts it has), at
// `out` (place_chars at most) and returns its end. In plain characters, not std::string:
// its operations were instantiated in every file that includes pipesched.hpp.
inline constexpr int place_chars = 128;
inline char* describe(const where& w, char* out) {
  char* const begin = out;
  auto label = [&](const char* text) {
    if (out != begin) *out++ = ',', *out++ = ' ';
    while (*text != '\0') *out++ = *text++;
  };
  auto number = [&](int n) {  // n >= 0: at most 10 digits
    char digits[10];
    int k = 0;
    do digits[k++] = static_cast<char>('0' + n % 10);
    while ((n /= 10) > 0);
    while (k > 0) *out++ = digits[--k];
  };
  if (w.device >= 0) label("device "), number(w.device);
  if (w.stage >= 0) label("stage "), number(w.stage);
  if (w.microbatch >= 0) label("microbatch "), number(w.microbatch);
  if (w.has_kind) {
    label("pass ");
    const std::string_view name = to_string(w.kind);
    for (std::size_t i = 0; i < name.size(); ++i) *out++ = name[i];
  }
  return out;
}
}  // namespace detail

// Never returns. Not constexpr on purpose: see the comment at the top.
[[noreturn]] inline void report_error(const char* message, where w = {}) {
  char place[detail::place_chars];
  char* const place_end = detail::describe(w, place);
  if (place_end == place) throw schedule_error(message);
  std::size_t length = 0;
  while (message[length] != '\0') ++length;
  // "place: message", in a buffer freed however the exception is made.
  struct buffer {
    char* text;
    ~buffer() { delete[] text; }
  } joined{new char[static_cast<std::size_t>(place_end - place) + 2 + length + 1]};
  char* out = joined.text;
  for (const char* c = place; c != place_end; ++c) *out++ = *c;
  *out++ = ':', *out++ = ' ';
  for (std::size_t i = 0; i <= length; ++i) *out++ = message[i];
  throw schedule_error(joined.text);
}

// check_costs(), which needs the limits of costs, is in limits.hpp.

}  // namespace pipesched
