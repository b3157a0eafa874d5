#include "runtime/gpt/gpt_memory.hpp"

#include <ostream>
#include <stdexcept>

#include <pipesched/runtime/stage.hpp>

namespace pipesched::gpt {

const char* to_string(attention_keeps k) {
  switch (k) {
    case attention_keeps::probabilities: return "probabilities";
    case attention_keeps::logsumexp: return "logsumexp";
  }
  return "unknown";
}

std::ostream& operator<<(std::ostream& os, attention_keeps k) { return os << to_string(k); }

memory_deltas stage_deltas(const gpt_config& c, const stage_layers& layers, activation_storage storage) {
  const tensor_sizes z{c};
  const long long e = storage.element_bytes, s = storage.statistic_bytes;
  // In bytes: an [N, C] activation, a LayerNorm's mean or rstd [N], what attention keeps
  // and the head's logits.
  const long long N = static_cast<long long>(z.rows()) * s, NC = static_cast<long long>(z.acts()) * e,
                  NV = static_cast<long long>(z.logits()) * e,
                  A = storage.attention == attention_keeps::probabilities
                          ? static_cast<long long>(z.att()) * e
                          : static_cast<long long>(z.B * z.NH * z.T) * 4;  // one fp32 logsumexp a row
  // Replay gpt_stage's allocations, in the order the passes make them.
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
  const long long b_free = kept - m.live, b_temp = m.peak - kept;

  // The F of a recomputed microbatch (forward_checkpointed): the stage's input is the
  // checkpoint it keeps (the first stage re-reads its tokens and keeps nothing); each
  // block's output goes into the next block's input (or ln_f's), then the block's
  // activations go, and its input too unless it is the checkpoint; the head's go after
  // the loss. R then allocates the rest of f_alloc, only allocating.
  const long long block = 15 * NC + 4 * N + A;  // what a block keeps besides its input
  const long long f_input = layers.embedding ? 0 : NC;
  runtime::activation_meter r;
  r.allocate(NC);  // block 0's input: received, or the embedding's output
  for (int i = 0; i < layers.blocks(); ++i) {
    const bool next = i + 1 < layers.blocks() || layers.head;  // its output is kept here
    if (next) r.allocate(NC);
    r.allocate(block);
    r.release(block);
    if (i > 0 || layers.embedding) r.release(NC);
  }
  if (layers.head) {
    r.allocate(2 * N + NC + NV);  // mean, rstd, ln_out, the probabilities
    r.release(2 * N + NC + NV + NC);  // and ln_f's input
  }
  if (r.live != f_input) throw std::logic_error("stage_deltas: the checkpointed F's replay does not end at its input");
  return {.f_alloc = kept, .b_free = b_free, .b_temp = b_temp, .f_input = f_input, .f_checkpoint_temp = r.peak - f_input};
}

}  // namespace pipesched::gpt
