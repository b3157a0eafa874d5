#pragma once
#include "../version.hpp"  // first: the C++20 check
// The words of DESIGN.md as constexpr values: passes, placements, actions, shapes, costs.
#include <cstdint>
#include <string_view>

namespace pipesched {

// One pass of one microbatch through one stage.
enum class pass_kind : std::uint8_t { F, B, W, BW };

// stage -> device: loop (interleaved, s mod p) or V (chunk 0 down the devices, chunk 1 back up).
enum class placement : std::uint8_t { loop, v };

// What a device executes, in order. The comm kinds name the tensor that moves:
// send_forward(s, j) sends F(s, j)'s output to the device of stage s+1;
// recv_forward(s, j) receives F(s, j)'s input from the device of stage s-1;
// send_backward(s, j) sends B(s, j)'s input gradient to the device of stage s-1;
// recv_backward(s, j) receives B(s, j)'s output gradient from the device of stage s+1.
// The overlapped kinds (DualPipe's F&B, torch's OVERLAP_F_B) are one action made of two
// passes of one device: F(stage, microbatch) and the backward B (or BW) of
// (back_stage, back_microbatch). They come last so that the numbers of the others stay.
// recompute (R) runs F(stage, microbatch) again from its kept input before that
// microbatch's backward; the F of a recomputed microbatch keeps only its input
// (activation recomputation, Megatron's and torch.utils.checkpoint's, as an action).
// The vocabulary kinds (core/vocab.hpp says what each computes and waits for) come after
// them all: the passes S, T (output layer: LM head and softmax cross-entropy), E, EW
// (input embedding forward, its weight gradient), then the collectives that join the
// devices' shards. Their `stage` is the device that runs them (its vocabulary shard).
enum class action_kind : std::uint8_t {
  F, B, W, BW,
  send_forward, recv_forward, send_backward, recv_backward,
  offload, reload, optimizer_step,
  overlap_f_b, overlap_f_bw,
  recompute,
  vocab_s, vocab_t, embed_f, embed_w,
  broadcast_output, allreduce_stats, allreduce_grad, reduce_embedding, broadcast_embedding_grad,
};

constexpr std::string_view to_string(pass_kind k) {
  switch (k) {
    case pass_kind::F: return "F";
    case pass_kind::B: return "B";
    case pass_kind::W: return "W";
    case pass_kind::BW: return "BW";
  }
  return "?";
}

constexpr std::string_view to_string(placement k) {
  return k == placement::loop ? "loop" : "v";
}

constexpr std::string_view to_string(action_kind k) {
  switch (k) {
    case action_kind::F: return "F";
    case action_kind::B: return "B";
    case action_kind::W: return "W";
    case action_kind::BW: return "BW";
    case action_kind::send_forward: return "send_forward";
    case action_kind::recv_forward: return "recv_forward";
    case action_kind::send_backward: return "send_backward";
    case action_kind::recv_backward: return "recv_backward";
    case action_kind::offload: return "offload";
    case action_kind::reload: return "reload";
    case action_kind::optimizer_step: return "optimizer_step";
    case action_kind::overlap_f_b: return "F&B";
    case action_kind::overlap_f_bw: return "F&BW";
    case action_kind::recompute: return "R";
    case action_kind::vocab_s: return "S";
    case action_kind::vocab_t: return "T";
    case action_kind::embed_f: return "E";
    case action_kind::embed_w: return "EW";
    case action_kind::broadcast_output: return "broadcast_output";
    case action_kind::allreduce_stats: return "allreduce_stats";
    case action_kind::allreduce_grad: return "allreduce_grad";
    case action_kind::reduce_embedding: return "reduce_embedding";
    case action_kind::broadcast_embedding_grad: return "broadcast_embedding_grad";
  }
  return "?";
}

constexpr bool is_overlap(action_kind k) { return k == action_kind::overlap_f_b || k == action_kind::overlap_f_bw; }
// A single pass: F, B, W or BW.
constexpr bool is_pass(action_kind k) { return k <= action_kind::BW; }
// An action that computes: a pass, an overlapped pair of passes, or a recompute (which
// takes the device for an F's time but sends nothing).
constexpr bool is_compute(action_kind k) { return is_pass(k) || is_overlap(k) || k == action_kind::recompute; }
// A vocabulary pass (S, T, E, EW): device time on a vocabulary shard, no transformer
// activation; not is_compute(), whose actions name a transformer stage.
constexpr bool is_vocab_pass(action_kind k) { return k >= action_kind::vocab_s && k <= action_kind::embed_w; }
// A collective of vocabulary parallelism: every device of the schedule takes part.
constexpr bool is_collective(action_kind k) {
  return k >= action_kind::broadcast_output && k <= action_kind::broadcast_embedding_grad;
}
constexpr bool is_vocab(action_kind k) { return is_vocab_pass(k) || is_collective(k); }
constexpr bool is_comm(action_kind k) {
  return k >= action_kind::send_forward && k <= action_kind::recv_backward;
}
constexpr bool is_send(action_kind k) {
  return k == action_kind::send_forward || k == action_kind::send_backward;
}
static_assert(!is_compute(action_kind::vocab_s) && is_vocab_pass(action_kind::embed_w) &&
              !is_vocab_pass(action_kind::broadcast_output) && is_collective(action_kind::broadcast_embedding_grad) &&
              !is_comm(action_kind::allreduce_grad) && !is_vocab(action_kind::recompute));
constexpr action_kind to_action(pass_kind k) { return static_cast<action_kind>(k); }
constexpr pass_kind to_pass(action_kind k) { return static_cast<pass_kind>(k); }
static_assert(to_action(pass_kind::BW) == action_kind::BW && to_pass(action_kind::W) == pass_kind::W);

// The send that a recv matches and back.
constexpr action_kind matching_comm(action_kind k) {
  switch (k) {
    case action_kind::send_forward: return action_kind::recv_forward;
    case action_kind::recv_forward: return action_kind::send_forward;
    case action_kind::send_backward: return action_kind::recv_backward;
    case action_kind::recv_backward: return action_kind::send_backward;
    default: return k;
  }
}

// The stage at the other end of a comm action: a send goes to the stage that consumes
// its tensor, a recv comes from the stage that produced it.
constexpr int peer_stage(action_kind k, int stage) {
  switch (k) {
    case action_kind::send_forward:
    case action_kind::recv_backward: return stage + 1;
    case action_kind::recv_forward:
    case action_kind::send_backward: return stage - 1;
    default: return stage;
  }
}
static_assert(peer_stage(action_kind::send_forward, 2) == 3 && peer_stage(action_kind::recv_backward, 2) == 3);
static_assert(peer_stage(action_kind::recv_forward, 2) == 1 && peer_stage(action_kind::send_backward, 2) == 1);

// The send that carries a compute pass's output (F: activation, B/BW: input gradient).
constexpr action_kind send_of(action_kind compute) {
  return compute == action_kind::F ? action_kind::send_forward : action_kind::send_backward;
}

// How big a pipeline is. `chunks` is v, the chunks (stages) each device holds.
struct shape {
  int devices = 0;
  int microbatches = 0;
  int chunks = 0;  // per device; 0 asks for the family's default (make_schedule fills it in)
  int group = 0;   // microbatches per group of grouped interleaved 1F1B; 0: p
  // Optimizer iterations the schedule spans (PipeDream-2BW only; the other families flush
  // after one). `microbatches` counts them all: iteration t is microbatches
  // [t*m, (t+1)*m) with m = microbatches / iterations. 0 and 1 both mean one.
  int iterations = 0;
  constexpr int stages() const { return devices * chunks; }
  constexpr int iteration_count() const { return iterations > 1 ? iterations : 1; }
  constexpr int microbatches_per_iteration() const { return microbatches / iteration_count(); }
  friend constexpr bool operator==(const shape&, const shape&) = default;
};

// Where the vocabulary layers (input embedding; LM head with softmax cross-entropy) run
// (core/vocab.hpp): `none`, no vocabulary passes in the schedule; `naive`, the whole
// embedding on the first stage's device and the whole head on the last stage's (the
// usual placement, as passes so that it is timed like the others); the two algorithms of
// Vocabulary Parallelism (Yeung et al., arXiv 2411.05288), each layer sharded by
// vocabulary over all p devices: `algorithm_1` joins the shards with two all-reduces per
// microbatch (softmax statistics after S, input gradient after T) and holds p + 2
// activation units in 1F1B, `algorithm_2` with one (statistics and input gradient
// together after S; T is then only the weight gradient) and holds p + 1.
enum class vocab_placement : std::uint8_t { none, naive, algorithm_1, algorithm_2 };

constexpr std::string_view to_string(vocab_placement v) {
  switch (v) {
    case vocab_placement::none: return "none";
    case vocab_placement::naive: return "naive";
    case vocab_placement::algorithm_1: return "vocab-1";
    case vocab_placement::algorithm_2: return "vocab-2";
  }
  return "?";
}
constexpr bool is_vocab_parallel(vocab_placement v) {
  return v == vocab_placement::algorithm_1 || v == vocab_placement::algorithm_2;
}

// Per-microbatch times of the whole (unsharded) vocabulary layers, in the unit of `costs`:
// head_f the logits and their softmax statistics, head_b the logit gradient with the input
// and weight gradients, input_f the embedding lookup, input_b its weight gradient.
// Sharded over p devices each device's pass takes 1/p of them (core/vocab.hpp). A
// collective (broadcast, all-reduce, reduce over all devices) takes `collective` from
// the moment the last device posts it, as a hop between two devices takes `comm`.
struct vocab_costs {
  double head_f = 0;
  double head_b = 0;
  double input_f = 0;
  double input_b = 0;
  double collective = 0;
  friend constexpr bool operator==(const vocab_costs&, const vocab_costs&) = default;
};

// Per-microbatch times of one full 1F1B stage (1/p of the model); a pass of a v-chunk
// schedule costs T/v. comm is the latency of one hop between devices.
// An overlapped F&B action (is_overlap) takes F + B - overlap_gain·min(F, B), B being
// its backward half (B or BW): 0 runs the halves back to back, 1 hides the shorter one
// entirely in the longer; the analyses refuse a gain outside [0, 1].
struct costs {
  double f = 1.0;
  double b = 1.0;
  double w = 1.0;
  double comm = 0.0;
  double overlap_gain = 0.0;
  vocab_costs vocab{};  // the vocabulary passes' (only schedules with them use these)
  friend constexpr bool operator==(const costs&, const costs&) = default;
};

// Activation bytes one microbatch's pass allocates (+) or frees (-) on one stage.
// The papers' convention is the default a model overrides: F keeps the whole
// activation, B frees nothing, W (or BW) frees it all. A recomputed microbatch's F keeps
// f_input (its input: the checkpoint) and R brings it up to f_alloc again.
struct memory_deltas {
  long long f_alloc = 1;   // kept by F until the backward
  long long b_free = 0;    // freed by B (input-gradient backward)
  long long b_temp = 0;    // transient bytes during B (freed before B ends)
  long long f_input = 0;   // kept by the F of a recomputed microbatch (part of f_alloc)
  long long f_checkpoint_temp = 0;  // transient bytes above f_input while that F runs
  constexpr long long w_free() const { return f_alloc - b_free; }
  friend constexpr bool operator==(const memory_deltas&, const memory_deltas&) = default;
};

// Activation bytes one microbatch's vocabulary passes (core/vocab.hpp) keep on the device
// that runs them, in pass order: S keeps s_alloc until its T and runs s_temp above that;
// T runs t_temp above the live bytes and frees t_free (at most s_alloc). E and EW keep
// nothing (the embedding re-reads the tokens) and the collectives' buffers are the
// transport's. All 0 (the default): the passes add nothing, as without them.
struct vocab_pass_bytes {
  long long s_alloc = 0;
  long long s_temp = 0;
  long long t_temp = 0;
  long long t_free = 0;
  friend constexpr bool operator==(const vocab_pass_bytes&, const vocab_pass_bytes&) = default;
};

// A stage or device number in 16 bits (limits::max_stages and max_devices are 1024); one
// beyond them keeps the nearest 16-bit value, which names no stage or device either, so
// validate() still refuses it.
constexpr std::int16_t narrow_index(int x) {
  return x > INT16_MAX ? std::int16_t{INT16_MAX} : x < INT16_MIN ? std::int16_t{INT16_MIN} : static_cast<std::int16_t>(x);
}

// One entry of a device's ordered list. For comm actions `peer` is the other device. An
// overlapped action (is_overlap) names its F half by stage and microbatch and its
// backward half by back_stage and back_microbatch; the others leave those at -1.
// 16 bytes: a schedule at p = 32, m = 256 holds 10^5 of them and every pass walks them
// all; with five ints (24 bytes) generating it took 30-50% longer. So stages and devices
// are 16 bits (microbatches are not: up to 2^20), and a constructor takes ints, so that
// action{kind, stage, microbatch} reads as before.
struct action {
  action_kind kind = action_kind::F;
  std::int16_t stage = 0;
  int microbatch = 0;
  std::int16_t peer = -1;
  std::int16_t back_stage = -1;
  int back_microbatch = -1;
  constexpr action() = default;
  constexpr action(action_kind k, int stage_ = 0, int microbatch_ = 0, int peer_ = -1, int back_stage_ = -1,
                   int back_microbatch_ = -1)
      : kind(k),
        stage(narrow_index(stage_)),
        microbatch(microbatch_),
        peer(narrow_index(peer_)),
        back_stage(narrow_index(back_stage_)),
        back_microbatch(back_microbatch_) {}
  friend constexpr bool operator==(const action&, const action&) = default;
};
static_assert(sizeof(action) == 16 || sizeof(void*) != 8, "an action is 16 bytes on 64-bit targets");
static_assert(action{action_kind::F, 70000}.stage == INT16_MAX && action{action_kind::W, -70000}.stage == INT16_MIN);

// F(f.stage, f.microbatch) and the backward `back` (B or BW) as one overlapped action.
constexpr action overlapped(const action& f, const action& back) {
  return {back.kind == action_kind::BW ? action_kind::overlap_f_bw : action_kind::overlap_f_b,
          f.stage, f.microbatch, -1, back.stage, back.microbatch};
}

// The passes one action runs, in the order the analyses count them: an overlapped action
// is its F, then its backward (the executor runs them in that order on one stream; on two
// streams F's allocation may come first, so counting it first is the bound for both).
// Any other action is itself.
struct action_passes {
  action pass[2]{};
  int count = 0;
  constexpr const action* begin() const { return pass; }
  constexpr const action* end() const { return pass + count; }
};
constexpr action_passes passes_of(const action& a) {
  if (!is_overlap(a.kind)) return {{a, {}}, 1};
  const action_kind back = a.kind == action_kind::overlap_f_bw ? action_kind::BW : action_kind::B;
  return {{action{action_kind::F, a.stage, a.microbatch}, action{back, a.back_stage, a.back_microbatch}}, 2};
}
static_assert(passes_of(overlapped({action_kind::F, 0, 7}, {action_kind::BW, 7, 3})).pass[1] ==
              action{action_kind::BW, 7, 3});
static_assert(passes_of(overlapped({action_kind::F, 1, 2}, {action_kind::B, 6, 0})).count == 2 &&
              passes_of(action{action_kind::W, 1, 2}).count == 1);

}  // namespace pipesched
