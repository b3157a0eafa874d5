#include "runtime/cli/kernels_report.hpp"

namespace pipesched::cli {

nlohmann::ordered_json kernels_json(gpt::kernel_mode mode, const std::vector<gpt::kernel_selection>& made) {
  using json = nlohmann::ordered_json;
  json devices = json::array();
  for (const gpt::kernel_selection& s : made) {
    json ops = json::object(), failed = json::object();
    bool checked = false;
    for (const gpt::kernel_decision& d : s.ops) {
      ops[d.op] = d.kernel;
      checked = checked || d.checked;
      if (!d.rejected.empty()) failed[d.op] = d.rejected;
    }
    devices.push_back({{"device", s.where}, {"checked", checked}, {"ops", ops}, {"failed_self_check", failed}});
  }
  return {{"mode", std::string(gpt::to_string(mode))}, {"devices", devices}};
}

std::string kernels_text(gpt::kernel_mode mode, const std::vector<gpt::kernel_selection>& made) {
  std::string out = "; kernels " + std::string(gpt::to_string(mode));
  if (made.empty()) return out;
  const auto words = [](const gpt::kernel_selection& s) {
    std::string w;
    for (const gpt::kernel_decision& d : s.ops) w += (w.empty() ? "" : ", ") + d.op + " " + d.kernel;
    return w;
  };
  out += ": " + words(made.front());
  for (const gpt::kernel_selection& s : made)
    if (words(s) != words(made.front())) return out + " (other GPUs differ: see the JSON)";
  return out;
}

}  // namespace pipesched::cli
