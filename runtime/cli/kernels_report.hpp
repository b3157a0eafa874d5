#pragma once
// What `train --backend cuda` reports of the --kernels decision (runtime/gpt/kernel_choice.hpp):
// the summary JSON's "kernels" object and the header line's words. Each GPU and storage type
// the run used has one entry, in the order the decisions were made:
//   "kernels": {"mode": "auto",
//               "devices": [{"device": "GPU 0 (bf16)", "checked": true,
//                            "ops": {"linear": "cublaslt", "attention": "flash"},
//                            "failed_self_check": {"linear": ["..."]}}]}
// `checked` is true where the self-check ran for what runs (auto mode; fast mode where a
// contender passed); failed_self_check lists, per op, the fast kernels that failed it (empty
// object when none did). A contender that runs is named like any kernel ("linear": "wgmma").
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "runtime/gpt/kernel_choice.hpp"

namespace pipesched::cli {

nlohmann::ordered_json kernels_json(gpt::kernel_mode mode, const std::vector<gpt::kernel_selection>& made);

// "; kernels auto: linear cublaslt, attention flash" (the first device's, and a note when
// other devices differ): what the header line's backend words end with on cuda.
std::string kernels_text(gpt::kernel_mode mode, const std::vector<gpt::kernel_selection>& made);

}  // namespace pipesched::cli
