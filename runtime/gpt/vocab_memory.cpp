#include "runtime/gpt/vocab_memory.hpp"

#include <pipesched/core/vocab.hpp>
#include <pipesched/runtime/stage.hpp>

namespace pipesched::gpt {

vocab_pass_bytes vocab_output_deltas(const gpt_config& c, vocab_range range, activation_storage storage,
                                     bool input_parts) {
  const tensor_sizes z{c};
  const long long e = storage.element_bytes, s = storage.statistic_bytes;
  const long long N = static_cast<long long>(z.rows()), C = static_cast<long long>(z.C), V = range.count;
  // Replay vocab_output_shard's allocations: S keeps x, the logits, the max and the
  // sum-exp; T allocates nothing and releases them all.
  runtime::activation_meter m;
  m.allocate(N * C * e);
  m.allocate(N * V * e);
  m.allocate(2 * N * s);
  const long long kept = m.live;
  m.peak = m.live;
  m.release(kept);
  return {.s_alloc = kept, .s_temp = input_parts ? N * V * e : 0, .t_temp = m.peak - kept, .t_free = kept - m.live};
}

memory_deltas vocab_stage_deltas(memory_deltas blocks, const gpt_config& config, bool first, bool last) {
  const tensor_sizes z{config};  // fp32 activations and statistics, as the stages keep them
  return pipesched::vocab_end_stage_deltas(blocks, static_cast<long long>(z.acts() * sizeof(float)),
                                           2 * static_cast<long long>(z.rows() * sizeof(float)), first, last);
}

long long vocab_parameter_bytes(const gpt_config& c, vocab_range range, int value_bytes) {
  return 2LL * range.count * c.dim * value_bytes;
}

}  // namespace pipesched::gpt
