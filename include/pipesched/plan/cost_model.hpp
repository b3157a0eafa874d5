#pragma once
// The planner's analytic model of a GPT-2 style transformer (pre-LN blocks, learned
// position table, LM head over the vocabulary) on a stated device: FLOPs, times, bytes.
// Standard library only; every number is a formula stated beside it.
//
// Per block, for a microbatch of b sequences of T tokens, C channels, NH heads:
//   F  = 24·b·T·C² + 4·b·T²·C        (QKV, projection and MLP matmuls; QKᵀ and AV)
//   B  = 24·b·T·C² + 8·b·T²·C        (input gradients of the matmuls; both operands of QKᵀ, AV)
//   W  = 24·b·T·C²                   (weight gradients of the matmuls)
// LM head (the last stage):   F = B = W = 2·b·T·C·V.   Embedding lookups: no FLOPs.
// time = FLOPs / (device TFLOP/s · efficiency · n/(n + n_half)), n = b·T tokens per
// microbatch: small microbatches run matmuls below the device's sustained rate.
//
// Activation bytes one microbatch keeps, bf16, no recompute (Megatron's estimate,
// Korthikanti et al. 2022):
//   block: 34·b·T·C + 5·b·NH·T²
//   head:  4·b·T·C (final LN and LM-head inputs) + 4·b·T·V (fp32 logits for the loss)
//   embedding: 0 (its backward needs only the token ids)
// Parameters: block 12·C² + 13·C; embedding V·C + T·C; head V·C + 2·C (its own copy of the
// tied token table when it sits on another stage than the embedding, as in Megatron).
// Static bytes per parameter: 2 (bf16 weights) + 4 (fp32 master) + 4 (fp32 gradients)
// + 8 (two fp32 Adam moments) = 18; a family with two weight versions (2BW) adds 2.
#include <cstddef>
#include <cstdint>
#include <limits>
#include <vector>

#include "../core/error.hpp"
#include "../core/limits.hpp"

namespace pipesched::plan {

struct gpt_model {
  int layers = 0;  // L transformer blocks
  int dim = 0;     // C
  int heads = 0;   // NH
  int seq = 0;     // T
  int vocab = 0;   // V
  friend constexpr bool operator==(const gpt_model&, const gpt_model&) = default;
};

namespace presets {
// GPT-2 XL class: 48 × 1600, 25 heads, T = 1024, GPT-2's vocabulary (~1.56 B parameters).
inline constexpr gpt_model gpt_1_5b{.layers = 48, .dim = 1600, .heads = 25, .seq = 1024, .vocab = 50257};
// LLaMA-7B class shape with GPT-2's blocks: 32 × 4096, 32 heads, T = 2048 (~6.7 B parameters).
inline constexpr gpt_model gpt_7b{.layers = 32, .dim = 4096, .heads = 32, .seq = 2048, .vocab = 50257};
}  // namespace presets

// The device and the links, stated.
struct device_model {
  double tflops = 400;          // sustained dense bf16 TFLOP/s the efficiency applies to
  double efficiency = 0.5;      // fraction of it a large microbatch reaches
  double half_tokens = 512;     // tokens per microbatch at which half of that is reached
  double bandwidth_gbps = 50;   // GB/s between devices (pipeline hops and the all-reduce)
  double offload_gbps = 25;     // GB/s of each device's host link (activation offload)
  long long bytes_per_param = 18;  // 2 bf16 + 4 master + 4 grad + 8 Adam
  long long second_version_bytes = 2;  // 2BW's second bf16 weight version
  long long grad_bytes = 4;         // fp32 gradients, what the all-reduce moves
  friend constexpr bool operator==(const device_model&, const device_model&) = default;
};

constexpr void check_model(const gpt_model& m) {
  if (m.layers < 1 || m.dim < 1 || m.heads < 1 || m.seq < 1 || m.vocab < 1)
    report_error("model sizes (layers, dim, heads, seq, vocab) must be positive");
  static_assert(limits::max_model_layers == 4096 && limits::max_model_dim == 65536 && limits::max_model_heads == 1024 &&
                    limits::max_model_seq == 1048576 && limits::max_model_vocab == 16777216,
                "the message below states these limits");
  if (m.layers > limits::max_model_layers || m.dim > limits::max_model_dim || m.heads > limits::max_model_heads ||
      m.seq > limits::max_model_seq || m.vocab > limits::max_model_vocab)
    report_error("model sizes must be at most layers 4096, dim 65536, heads 1024, seq 1048576, vocab 16777216 "
                 "(limits::max_model_*)");
  if (m.dim % m.heads != 0) report_error("the model's dim must be a multiple of its heads");
}

// Per-sequence (b = 1) quantities; everything here scales linearly with b.
constexpr double block_flops_f(const gpt_model& m) {
  const double T = m.seq, C = m.dim;
  return 24 * T * C * C + 4 * T * T * C;
}
constexpr double block_flops_b(const gpt_model& m) {
  const double T = m.seq, C = m.dim;
  return 24 * T * C * C + 8 * T * T * C;
}
constexpr double block_flops_w(const gpt_model& m) {
  const double T = m.seq, C = m.dim;
  return 24 * T * C * C;
}
constexpr double head_flops(const gpt_model& m) { return 2.0 * m.seq * m.dim * m.vocab; }

// Within check_model's limits these fit in 64 bits (T², at most 2^40, times 5·NH, at most
// 2^13: 2^53); the sums over a stage's blocks and microbatch are the ones checked.
constexpr long long block_activation_bytes(const gpt_model& m) {
  const long long T = m.seq, C = m.dim, NH = m.heads;
  return 34 * T * C + 5 * NH * T * T;
}
constexpr long long head_activation_bytes(const gpt_model& m) {
  const long long T = m.seq, C = m.dim, V = m.vocab;
  return 4 * T * C + 4 * T * V;
}
// What crosses a stage boundary per sequence: one bf16 [T, C] activation (or its gradient).
constexpr long long boundary_bytes(const gpt_model& m) { return 2LL * m.seq * m.dim; }

constexpr long long block_params(const gpt_model& m) {
  const long long C = m.dim;
  return 12 * C * C + 13 * C;
}
constexpr long long embedding_params(const gpt_model& m) { return 1LL * (m.vocab + m.seq) * m.dim; }
constexpr long long head_params(const gpt_model& m) { return 1LL * m.vocab * m.dim + 2LL * m.dim; }
constexpr long long model_params(const gpt_model& m) {
  return m.layers * block_params(m) + embedding_params(m) + 2LL * m.dim;  // tied head: final LN only
}

// Seconds per FLOP at microbatch size b.
constexpr double seconds_per_flop(const gpt_model& m, const device_model& d, int b) {
  const double n = static_cast<double>(b) * m.seq;
  return 1.0 / (d.tflops * 1e12 * d.efficiency * (n / (n + d.half_tokens)));
}

// One stage of the model: contiguous blocks, with the embedding (first stage) and the
// head (last stage).
struct stage_part {
  int first = 0, last = 0;  // blocks [first, last)
  bool embedding = false, head = false;
  constexpr int blocks() const { return last - first; }
  friend constexpr bool operator==(const stage_part&, const stage_part&) = default;
};

// Per-sequence FLOPs of a stage's passes.
struct stage_flops {
  double f = 0, b = 0, w = 0;
  constexpr double total() const { return f + b + w; }
};
constexpr stage_flops flops_of(const gpt_model& m, const stage_part& s) {
  const double n = s.blocks();
  stage_flops out{n * block_flops_f(m), n * block_flops_b(m), n * block_flops_w(m)};
  if (s.head) {
    out.f += head_flops(m);
    out.b += head_flops(m);
    out.w += head_flops(m);
  }
  return out;
}
constexpr long long activation_bytes_of(const gpt_model& m, const stage_part& s) {
  const char* overflow = "the model's activation bytes per stage overflow 64 bits";
  return checked_add(checked_mul(s.blocks(), block_activation_bytes(m), overflow),
                     s.head ? head_activation_bytes(m) : 0, overflow);
}
constexpr long long params_of(const gpt_model& m, const stage_part& s) {
  long long n = s.blocks() * block_params(m);
  if (s.embedding) n += embedding_params(m);
  if (s.head) n += s.embedding ? 2LL * m.dim : head_params(m);
  return n;
}

// A recomputed microbatch's F on stage `s` (passes/recompute.hpp): what it keeps, the
// stage's input (`input`: one [b, T, C] activation; the first stage keeps nothing, it
// re-reads its tokens), and the most it holds above that while it runs. The replay of the
// runtime's checkpointed forward (runtime/gpt/gpt_memory.cpp): each block's output goes
// into the next block's input (or the head's), then the block's activations go, and its
// input too unless it is the checkpoint; the head's go after the loss. `block` and `head`
// are what a block and the head keep in a plain F, their input included.
struct checkpointed_bytes {
  long long input = 0, temp = 0;
};
constexpr checkpointed_bytes checkpointed_forward(const stage_part& s, long long input, long long block,
                                                  long long head) {
  const char* overflow = "a stage's recompute bytes overflow 64 bits";
  const long long kept = s.embedding ? 0 : input;
  long long live = input, peak = input;  // block 0's input: received, or the embedding's output
  for (int i = 0; i < s.blocks(); ++i) {
    if (i + 1 < s.blocks() || s.head) live = checked_add(live, input, overflow);  // its output
    const long long high = checked_add(live, block - input, overflow);
    peak = high > peak ? high : peak;
    if (i > 0 || s.embedding) live -= input;
  }
  if (s.head) {
    const long long high = checked_add(live, head - input, overflow);
    peak = high > peak ? high : peak;
  }
  return {kept, peak - kept};
}

// Stages holding `blocks[k]` transformer blocks each, in model order: the embedding on the
// first, the head on the last. Every stage holds at least one block.
inline std::vector<stage_part> partition_of(const std::vector<int>& blocks) {
  if (blocks.empty()) report_error("a partition needs at least one stage");
  std::vector<stage_part> out;
  int first = 0;
  for (std::size_t k = 0; k < blocks.size(); ++k) {
    if (blocks[k] < 1) report_error("every stage of a partition holds at least one transformer block");
    if (blocks[k] > limits::max_model_layers - first) report_error("a partition holds more blocks than a model may");
    out.push_back({first, first + blocks[k], k == 0, k + 1 == blocks.size()});
    first += blocks[k];
  }
  return out;
}

// The even cut (what a pipeline gets without a layout): `layers` blocks over `stages`, the
// first `layers mod stages` stages one block more.
inline std::vector<stage_part> even_partition(int layers, int stages) {
  if (stages < 1) report_error("a partition needs at least one stage");
  if (stages > layers) report_error("more stages than transformer blocks");
  std::vector<int> blocks(static_cast<std::size_t>(stages), layers / stages);
  for (int k = 0; k < layers % stages; ++k) ++blocks[static_cast<std::size_t>(k)];
  return partition_of(blocks);
}

namespace detail {
// (Outside the template: g++ 12 crashes on a local struct whose member initialisers read a
// local constexpr of a function template.)
struct partition_value {
  double worst = std::numeric_limits<double>::infinity(), squares = std::numeric_limits<double>::infinity();
};
}  // namespace detail

// The exact min-max cut (dynamic programming over the cut points): `layers` blocks into
// `stages` contiguous stages of at least one block each, where stage k holding blocks
// [i, j) costs cost(k, i, j) and may be used only where allowed(k, i, j); the cut whose
// costliest stage costs least wins, among equally costly cuts the one whose stages' costs
// are the most even (least sum of squares). Empty where no allowed cut exists. Costs must
// be finite, non-negative and at most 1e100 (so that the sums of squares stay finite).
template <class Cost, class Allowed>
std::vector<stage_part> min_max_partition(int layers, int stages, Cost&& cost, Allowed&& allowed) {
  if (stages < 1) report_error("a partition needs at least one stage");
  if (stages > layers) report_error("more stages than transformer blocks");
  const int L = layers;
  constexpr double inf = std::numeric_limits<double>::infinity();
  // best[k][j]: (bottleneck, sum of squares) of the first k stages covering blocks [0, j).
  using value = detail::partition_value;
  auto better = [](value a, value b) {
    const double tol = 1e-9 * (a.worst > b.worst ? a.worst : b.worst);
    if (a.worst < b.worst - tol) return true;
    if (a.worst > b.worst + tol) return false;
    return a.squares < b.squares;
  };
  std::vector<std::vector<value>> best(stages + 1, std::vector<value>(L + 1));
  std::vector<std::vector<int>> cut(stages + 1, std::vector<int>(L + 1, -1));
  best[0][0] = {0, 0};
  for (int k = 1; k <= stages; ++k)
    for (int j = k; j <= L - (stages - k); ++j)
      for (int i = k - 1; i < j; ++i) {
        if (best[k - 1][i].worst == inf || !allowed(k - 1, i, j)) continue;
        const double c = cost(k - 1, i, j);
        const value v{c > best[k - 1][i].worst ? c : best[k - 1][i].worst, best[k - 1][i].squares + c * c};
        if (better(v, best[k][j])) best[k][j] = v, cut[k][j] = i;
      }
  if (cut[stages][L] < 0) return {};
  std::vector<stage_part> out(static_cast<std::size_t>(stages));
  for (int k = stages, j = L; k > 0; --k) {
    const int i = cut[k][j];
    if (i < 0) report_error("internal: the partition found no cut");  // never indexes with -1
    out[k - 1] = {i, j, k == 1, k == stages};
    j = i;
  }
  return out;
}

// Cuts `layers` transformer blocks into `stages` contiguous stages of at least one block
// each, where a stage of k blocks costs k·block, plus `embedding` on the first stage and
// `head` on the last, so that the slowest stage is as fast as it can be (min_max_partition).
// Costs are any one unit (FLOPs, seconds).
inline std::vector<stage_part> balanced_partition(int layers, int stages, double block, double embedding,
                                                  double head) {
  if (stages < 1) report_error("a partition needs at least one stage");
  if (stages > layers) report_error("more stages than transformer blocks");
  // Bounded so that a stage's cost squared, summed over the stages, stays finite (1e200
  // once made every sum infinite and no cut was ever recorded).
  constexpr double most = 1e100;
  if (!(block >= 0 && block <= most) || !(embedding >= 0 && embedding <= most) || !(head >= 0 && head <= most))
    report_error("partition costs must be finite, non-negative and at most 1e100");
  auto cost = [&](int k, int i, int j) {
    return (j - i) * block + (k == 0 ? embedding : 0.0) + (k == stages - 1 ? head : 0.0);
  };
  std::vector<stage_part> out = min_max_partition(layers, stages, cost, [](int, int, int) { return true; });
  if (out.empty()) report_error("internal: the partition found no cut");
  return out;
}

// The analytic model's cut: stage time F + B + W in FLOPs (the head on the last stage; the
// embedding has none).
inline std::vector<stage_part> balanced_partition(const gpt_model& m, int stages) {
  check_model(m);
  return balanced_partition(m.layers, stages, block_flops_f(m) + block_flops_b(m) + block_flops_w(m), 0.0,
                            3 * head_flops(m));
}

}  // namespace pipesched::plan
