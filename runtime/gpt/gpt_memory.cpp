#include "runtime/gpt/gpt_memory.hpp"

#include <pipesched/runtime/stage.hpp>

namespace pipesched::gpt {

memory_deltas stage_deltas(const gpt_config& c, const stage_layers& layers) {
  const tensor_sizes z{c};
  const long long N = static_cast<long long>(z.rows()), NC = static_cast<long long>(z.acts()),
                  A = static_cast<long long>(z.att()), NV = static_cast<long long>(z.logits());
  // Replay gpt_stage's allocations in elements, in the order the passes make them.
  runtime::activation_meter m;
  // F: per block x_in, ln_1 out, qkv (3), attn out, x_mid, ln_2 out, fc out (4), gelu out (4)
  // [16·NC], both LayerNorms' mean and rstd [4·N] and att [A]; the head keeps ln_f's input
  // and output [2·NC], its mean and rstd [2·N] and the probabilities [N·V].
  m.allocate(layers.blocks() * (16 * NC + 4 * N + A) + (layers.head ? 2 * NC + 2 * N + NV : 0));
  const long long kept = m.live;
  m.peak = m.live;

  // B. Head: dlogits overwrite probs in place; then d(ln_f out) and d(last block out).
  // Elsewhere: a copy of dy as d(last block out).
  m.allocate(layers.head ? 2 * NC : NC);
  for (int i = layers.blocks() - 1; i >= 0; --i) {
    m.allocate(4 * NC);  // a: d(fc out)
    m.release(4 * NC);   //    fc out (pre-GELU) is only needed by B
    m.allocate(NC);      // b: d(ln_2 out)
    m.allocate(NC);      // c: d(x_mid)
    m.allocate(NC);      // d: d(attn out), transient
    m.allocate(3 * NC);  // e: d(qkv)
    m.release(NC + 3 * NC + A);  // d(attn out), qkv, att
    m.allocate(NC);              // f: d(ln_1 out)
    if (i > 0 || layers.embedding) m.allocate(NC);  // g: d(x_in), kept for the block below or the embedding
  }
  constexpr long long bytes = sizeof(float);
  return {.f_alloc = kept * bytes, .b_free = (kept - m.live) * bytes, .b_temp = (m.peak - kept) * bytes};
}

}  // namespace pipesched::gpt
