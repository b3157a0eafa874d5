#pragma once
// The static activation bound of a schedule with vocabulary passes, in bytes per device:
// analysis/memory.hpp's walk (an activation from its F until its W or BW, B freeing
// b_free, b_temp above while it runs) with the output layer's S and T counted on the
// device that runs them (runtime/gpt/vocab_memory.hpp: S keeps s_alloc until its T and
// runs s_temp above that, T runs t_temp above and frees t_free). The library's peak_activation_bytes leaves the
// vocabulary passes out; with all their bytes 0 this is its result.
// Schedules with offload or recompute actions are refused (a run with vocabulary
// parallelism has neither yet).
#include <vector>

#include <pipesched/schedule.hpp>

#include "runtime/gpt/vocab_memory.hpp"

namespace pipesched::train {

// `deltas[stage]`, `vocab[device]`. Throws std::invalid_argument for a schedule with
// offload or recompute, or sizes that do not match it.
std::vector<long long> peak_bytes_with_vocab(const schedule& s, const std::vector<memory_deltas>& deltas,
                                             const std::vector<gpt::vocab_pass_bytes>& vocab);

}  // namespace pipesched::train
