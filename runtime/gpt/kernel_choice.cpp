#include "runtime/gpt/kernel_choice.hpp"

#include <cmath>
#include <cstdio>
#include <exception>
#include <utility>

namespace pipesched::gpt {

std::string_view to_string(kernel_mode m) noexcept {
  switch (m) {
    case kernel_mode::automatic: return "auto";
    case kernel_mode::reference: return "reference";
    case kernel_mode::fast: return "fast";
  }
  return "?";
}

std::optional<kernel_mode> parse_kernel_mode(std::string_view name) noexcept {
  for (const kernel_mode m : {kernel_mode::automatic, kernel_mode::reference, kernel_mode::fast})
    if (name == to_string(m)) return m;
  return std::nullopt;
}

std::string kernel_mode_refusal(std::string_view name) {
  std::string why = "'";  // appended, not "'" + name: GCC 12's -Wrestrict misfires on that
  why += name;
  why += "' is none of auto, reference, fast";
  return why;
}

const std::string& kernel_selection::kernel_for(std::string_view op) const {
  static const std::string reference = "simple";
  for (const kernel_decision& d : ops)
    if (d.op == op) return d.kernel;
  return reference;
}

namespace {

// %g with enough digits to tell two nearby floats apart.
std::string number(double x) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.7g", x);
  return buf;
}

// A failure that is no element out of bound: a size mismatch or an error.
kernel_mismatch failure(std::string problem, std::string error) {
  kernel_mismatch m;
  m.problem = std::move(problem);
  m.error = std::move(error);
  return m;
}

}  // namespace

std::optional<kernel_mismatch> compare_outputs(const kernel_outputs& got, const kernel_outputs& want,
                                               kernel_bound bound) {
  if (got.size() != want.size())
    return failure("", std::to_string(got.size()) + " outputs, the reference has " + std::to_string(want.size()));
  for (std::size_t o = 0; o < got.size(); ++o) {
    if (got[o].size() != want[o].size())
      return failure("", "output " + std::to_string(o) + " has " + std::to_string(got[o].size()) +
                             " elements, the reference's " + std::to_string(want[o].size()));
    for (std::size_t i = 0; i < got[o].size(); ++i) {
      const double g = got[o][i], w = want[o][i];
      // Written so that a NaN on either side fails.
      if (!(std::abs(g - w) <= bound.atol + bound.rtol * std::abs(w)))
        return kernel_mismatch{.problem = {}, .output = o, .index = i, .got = g, .want = w, .error = {}};
    }
  }
  return std::nullopt;
}

std::string kernel_warning(std::string_view where, std::string_view op, const kernel_candidate& failed,
                           const kernel_mismatch& m, std::string_view instead) {
  std::string line = "pipesched: warning: " + std::string(where) + ": kernel " + failed.name + " for " +
                     std::string(op) + " failed its self-check";
  if (!m.problem.empty()) line += " on " + m.problem;
  if (!m.error.empty())
    line += " (" + m.error + ")";
  else
    line += " (output " + std::to_string(m.output) + " element " + std::to_string(m.index) + ": got " +
            number(m.got) + ", reference " + number(m.want) + ", bound " + number(failed.bound.atol) + " + " +
            number(failed.bound.rtol) + "·|reference|)";
  return line + "; using " + std::string(instead) + " instead";
}

namespace {

// The first problem on which `c` disagrees with the reference, or nothing.
std::optional<kernel_mismatch> check(const kernel_op& op, const kernel_candidate& c) {
  for (std::size_t i = 0; i < op.problems.size(); ++i) {
    kernel_outputs want;
    try {
      want = c.run(i, false);
    } catch (const std::exception& e) {
      // The reference itself failed: nothing to trust the candidate against.
      return failure(op.problems[i], std::string("the reference failed: ") + e.what());
    }
    kernel_outputs got;
    try {
      got = c.run(i, true);
    } catch (const std::exception& e) {
      return failure(op.problems[i], e.what());
    }
    if (auto m = compare_outputs(got, want, c.bound)) {
      m->problem = op.problems[i];
      return m;
    }
  }
  return std::nullopt;
}

}  // namespace

kernel_selection choose_kernels(kernel_mode mode, const std::vector<kernel_op>& ops, std::string where) {
  kernel_selection s{.mode = mode, .where = std::move(where), .ops = {}, .warnings = {}};
  for (const kernel_op& op : ops) {
    kernel_decision d{.op = op.op, .kernel = op.reference, .checked = mode == kernel_mode::automatic, .rejected = {}};
    // Auto checks the production candidates; fast checks the contenders. Failures are
    // collected first: each warning names what finally runs.
    const bool want_contenders = mode == kernel_mode::fast;
    std::vector<std::pair<const kernel_candidate*, kernel_mismatch>> failed;
    bool chosen = false;
    if (mode != kernel_mode::reference) {
      for (const kernel_candidate& c : op.candidates) {
        if (c.contender != want_contenders) continue;
        if (auto m = check(op, c)) {
          failed.emplace_back(&c, std::move(*m));
          d.rejected.push_back(c.name);
          continue;
        }
        d.kernel = c.name;
        d.checked = chosen = true;
        break;
      }
    }
    if (mode == kernel_mode::fast && !chosen) {  // the first production candidate, unchecked
      for (const kernel_candidate& c : op.candidates) {
        if (c.contender) continue;
        d.kernel = c.name;
        break;
      }
    }
    for (const auto& [c, m] : failed) s.warnings.push_back(kernel_warning(s.where, op.op, *c, m, d.kernel));
    s.ops.push_back(std::move(d));
  }
  return s;
}

}  // namespace pipesched::gpt
