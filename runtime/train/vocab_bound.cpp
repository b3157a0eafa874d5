#include "runtime/train/vocab_bound.hpp"

#include <algorithm>
#include <stdexcept>

namespace pipesched::train {

std::vector<long long> peak_bytes_with_vocab(const schedule& s, const std::vector<memory_deltas>& deltas,
                                             const std::vector<gpt::vocab_pass_bytes>& vocab) {
  if (deltas.size() != static_cast<std::size_t>(s.stages()) || vocab.size() != static_cast<std::size_t>(s.devices()))
    throw std::invalid_argument("peak_bytes_with_vocab needs the deltas of every stage and the vocabulary bytes of every device");
  std::vector<long long> peaks(static_cast<std::size_t>(s.devices()), 0);
  for (int d = 0; d < s.devices(); ++d) {
    const gpt::vocab_pass_bytes& v = vocab[static_cast<std::size_t>(d)];
    long long live = 0, peak = 0;
    for (const action& a : s.per_device[static_cast<std::size_t>(d)]) {
      if (a.kind == action_kind::offload || a.kind == action_kind::reload || a.kind == action_kind::recompute || is_overlap(a.kind))
        throw std::invalid_argument("peak_bytes_with_vocab: a schedule with offload, recompute or overlapped actions");
      const memory_deltas* m = is_compute(a.kind) ? &deltas[static_cast<std::size_t>(a.stage)] : nullptr;
      long long high = live;
      switch (a.kind) {
        case action_kind::F: live += m->f_alloc; high = live; break;
        case action_kind::B: high = live + m->b_temp; live -= m->b_free; break;
        case action_kind::W: live -= m->w_free(); break;
        case action_kind::BW: high = live + m->b_temp; live -= m->f_alloc; break;
        case action_kind::vocab_s: live += v.s_alloc; high = live + v.s_temp; break;
        case action_kind::vocab_t: high = live + v.t_temp; live -= v.t_free; break;
        default: break;
      }
      peak = std::max(peak, high);
    }
    peaks[static_cast<std::size_t>(d)] = peak;
  }
  return peaks;
}

}  // namespace pipesched::train
