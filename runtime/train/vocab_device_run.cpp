#include "runtime/train/vocab_device_run.hpp"

namespace pipesched::train {

vocab_split split_vocab_actions(const schedule& s) {
  vocab_split out{s, std::vector<vocab_split_list>(static_cast<std::size_t>(s.devices()))};
  out.plain.vocab = vocab_placement::none;
  for (int d = 0; d < s.devices(); ++d) {
    auto& list = out.plain.per_device[static_cast<std::size_t>(d)];
    list.clear();
    vocab_split_list& cut = out.cuts[static_cast<std::size_t>(d)];
    for (const action& a : s.per_device[static_cast<std::size_t>(d)]) {
      if (!is_vocab(a.kind)) {
        list.push_back(a);
        cut.after.emplace_back();
      } else {
        (cut.after.empty() ? cut.leading : cut.after.back()).push_back(a);
      }
    }
  }
  return out;
}

}  // namespace pipesched::train
