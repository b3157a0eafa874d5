#pragma once
// Which kernel runs each op on a GPU (`pipesched train --kernels auto|reference|fast`): the
// decision alone, host code with no CUDA in it, so that the CPU tests drive it with stub
// "kernels". The CUDA side (backend/cuda_kernel_check.cpp) supplies the candidates: for each
// op, the fast kernels in order of preference, each able to run itself or the simple
// reference kernel on a few small random problems (edge tiles, odd sizes) and hand back the
// outputs as floats.
//
// A candidate is a production kernel (cuBLASLt, mma_sync, flash) or a *contender*: a
// hand-written kernel still to earn its place (the Hopper wgmma linear), never run unchecked.
//
//   reference  every op runs its reference kernel; no fast kernel is run, not even to check.
//   auto       (the default) each production candidate in turn runs every problem beside the
//              reference; the first whose every output is within its bound, |got − want| <=
//              atol + rtol·|want| (a NaN, a size mismatch or a thrown error fails), is chosen;
//              each one that fails adds one warning line naming it, the op, the device, the
//              first mismatch and what runs instead; none passing leaves the reference.
//              Contenders are neither run nor chosen.
//   fast       each contender in turn is checked as auto checks; the first that passes runs.
//              None passing (or none offered): the first production candidate runs, unchecked.
//
// The library never prints: the warnings and the record come back in kernel_selection,
// and the caller (the CLI) prints them and puts the record in its JSON.
#include <cstddef>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace pipesched::gpt {

enum class kernel_mode { automatic, reference, fast };

std::string_view to_string(kernel_mode m) noexcept;  // "auto", "reference", "fast"
std::optional<kernel_mode> parse_kernel_mode(std::string_view name) noexcept;
// Why a --kernels value is refused ("'turbo' is none of auto, reference, fast"); the CLI
// prints it after "pipesched: error: --kernels: ".
std::string kernel_mode_refusal(std::string_view name);

// An output element passes when |got − want| <= atol + rtol·|want|.
struct kernel_bound {
  double atol = 0;
  double rtol = 0;
  friend bool operator==(const kernel_bound&, const kernel_bound&) = default;
};

// One problem's outputs, each flattened (e.g. a linear's out, dinp, dweight, dbias).
using kernel_outputs = std::vector<std::vector<float>>;

struct kernel_candidate {
  std::string name;   // "cublaslt", "mma_sync", "flash", "wgmma"
  kernel_bound bound;  // its stated tolerance for this op and dtype
  // Runs problem `i` through this kernel (fast = true) or the op's reference (false) on
  // the same inputs. May throw: a fast kernel that throws fails its check.
  std::function<kernel_outputs(std::size_t i, bool fast)> run;
  bool contender = false;  // runs only in fast mode, and only after passing the check
};

struct kernel_op {
  std::string op;                       // "linear", "attention"
  std::string reference = "simple";     // the reference kernel's name
  std::vector<std::string> problems;    // one label per problem, e.g. "N=67 C=40 OC=136"
  std::vector<kernel_candidate> candidates;  // fast kernels, most preferred first
};

// Where the first element out of bound was.
struct kernel_mismatch {
  std::string problem;
  std::size_t output = 0, index = 0;
  double got = 0, want = 0;
  std::string error;  // a size mismatch or the exception a run threw; then got/want are unset
};

struct kernel_decision {
  std::string op;
  std::string kernel;            // the name that runs: a candidate's or the reference's
  bool checked = false;          // the kernel that runs passed the self-check (auto: also the
                                 // reference, checked against nothing to fall back from)
  std::vector<std::string> rejected;  // candidates that failed their check, in order
};

struct kernel_selection {
  kernel_mode mode = kernel_mode::automatic;
  std::string where;                    // "GPU 0 (bf16)"
  std::vector<kernel_decision> ops;
  std::vector<std::string> warnings;    // whole lines: "pipesched: warning: ..."
  // The kernel chosen for `op`; the reference name "simple" for an op not listed.
  const std::string& kernel_for(std::string_view op) const;
};

// The first element of `got` out of `bound` around `want`, if any.
std::optional<kernel_mismatch> compare_outputs(const kernel_outputs& got, const kernel_outputs& want,
                                               kernel_bound bound);

// The warning line for a candidate that failed (what the caller prints on stderr).
std::string kernel_warning(std::string_view where, std::string_view op, const kernel_candidate& failed,
                           const kernel_mismatch& m, std::string_view instead);

// Decides every op for one device; `where` names it in the warnings ("GPU 0 (bf16)").
kernel_selection choose_kernels(kernel_mode mode, const std::vector<kernel_op>& ops, std::string where);

}  // namespace pipesched::gpt
