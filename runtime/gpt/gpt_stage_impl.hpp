#pragma once
// basic_gpt_stage's passes, written once for every backend. Included only by the .cpp
// that instantiates the stage for one backend (gpt_stage.cpp: cpu_backend,
// gpt_stream_stage.cpp: cpu_stream_backend). Every op and copy goes through the backend;
// the meter and the host pool are touched here, on the device's thread, only.
#include <algorithm>
#include <cstddef>
#include <new>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <utility>

#include <pipesched/analysis/memory.hpp>

#include "runtime/gpt/backend/byte_copy.hpp"
#include "runtime/gpt/gpt_memory.hpp"
#include "runtime/gpt/gpt_stage.hpp"

namespace pipesched::gpt {

// What one block keeps for one microbatch: F's activations, then B's output gradients
// (the douts the W pass needs).
template <gpt_backend Backend>
struct basic_gpt_stage<Backend>::block_state {
  buffer x_in, ln1_out, qkv, att, attn_out;
  stat_buffer ln1_mean, ln1_rstd;
  buffer x_mid, ln2_out, fc_out, gelu_out;
  stat_buffer ln2_mean, ln2_rstd;
  buffer d_out, d_fc, d_ln2_out, d_mid, d_qkv, d_ln1_out;
};

template <gpt_backend Backend>
struct basic_gpt_stage<Backend>::head_state {
  buffer x_in, ln_out;
  stat_buffer mean, rstd;
  buffer probs;  // becomes dlogits in B (in place), which W reads
  buffer d_ln_out;
};

// One buffer F keeps: an element buffer or a statistics buffer (the same type when the
// element is float), so that offload moves both in one order.
template <gpt_backend Backend>
struct basic_gpt_stage<Backend>::kept_buffer {
  buffer* values = nullptr;
  stat_buffer* stats = nullptr;
  // f(the buffer), whichever it is.
  template <class F>
  decltype(auto) visit(F&& f) const {
    return values ? f(*values) : f(*stats);
  }
};

// One kept buffer of an offloaded microbatch: its first host.size() bytes are in host
// memory; the rest (none when the whole buffer went) stays on the device as `rest`,
// counted on the meter as an allocation of its own until the reload joins them.
template <gpt_backend Backend>
struct basic_gpt_stage<Backend>::offloaded_part {
  using stash = typename Backend::stash;
  kept_buffer target;     // released; the reload allocates it again
  std::size_t count = 0;  // its size in its elements
  typename host_pool::block host;
  stash rest;
  runtime::activation_meter* rest_meter = nullptr;  // set while `rest` is counted

  offloaded_part() = default;
  offloaded_part(offloaded_part&& o) noexcept
      : target(o.target), count(o.count), host(std::move(o.host)), rest(std::move(o.rest)),
        rest_meter(std::exchange(o.rest_meter, nullptr)) {}
  offloaded_part& operator=(offloaded_part&& o) noexcept {
    if (this != &o) {
      release_rest();
      target = o.target;
      count = o.count;
      host = std::move(o.host);
      rest = std::move(o.rest);
      rest_meter = std::exchange(o.rest_meter, nullptr);
    }
    return *this;
  }
  ~offloaded_part() { release_rest(); }

  void release_rest() {
    if (rest_meter) rest_meter->release(static_cast<long long>(rest.size()));
    rest_meter = nullptr;
    rest = stash{};
  }
};

template <gpt_backend Backend>
struct basic_gpt_stage<Backend>::microbatch_state {
  phase at = phase::idle;
  std::vector<block_state> blocks;
  head_state head;
  buffer d_embed;  // d(block 0 input) on the first stage, for the embedding's W
  std::vector<offloaded_part> away;  // non-empty from begin_offload to end_reload
  typename Backend::event copied;    // the offload's or the reload's copy, once started
  residence where = residence::device;
};

template <gpt_backend Backend>
basic_gpt_stage<Backend>::basic_gpt_stage(const gpt_config& config, int stage, int stages, gpt_params<float>& params,
                                          const gpt_batch* batch, Backend& backend, host_pool* host)
    : config_(config), stage_(stage), stages_(stages), params_(&params), batch_(nullptr), backend_(&backend),
      own_host_(host ? nullptr : std::make_unique<host_pool>()), host_(host ? host : own_host_.get()) {
  init(batch);
}

template <gpt_backend Backend>
basic_gpt_stage<Backend>::basic_gpt_stage(const gpt_config& config, int stage, int stages, gpt_params<float>& params,
                                          const gpt_batch* batch, runtime::activation_meter& meter, host_pool* host)
  requires std::constructible_from<Backend, runtime::activation_meter&>
    : config_(config), stage_(stage), stages_(stages), params_(&params), batch_(nullptr),
      own_backend_(std::make_unique<Backend>(meter)), backend_(own_backend_.get()),
      own_host_(host ? nullptr : std::make_unique<host_pool>()), host_(host ? host : own_host_.get()) {
  init(batch);
}

template <gpt_backend Backend>
void basic_gpt_stage<Backend>::init(const gpt_batch* batch) {
  validate(config_);
  if (stage_ < 0 || stage_ >= stages_)
    throw std::invalid_argument("stage " + std::to_string(stage_) + " is outside [0, " + std::to_string(stages_) +
                                ")");
  const stage_layers expected = partition(config_, stages_)[static_cast<std::size_t>(stage_)];
  // Or its blocks alone: with vocabulary parallelism the embedding and the head are
  // sharded over the devices (runtime/train/vocab_stage.hpp runs what is left of them).
  stage_layers blocks_only = expected;
  blocks_only.embedding = blocks_only.head = false;
  if (!(params_->config == config_) || !(params_->layers == expected || params_->layers == blocks_only))
    throw std::invalid_argument("stage " + std::to_string(stage_) + ": the parameters are not those of blocks [" +
                                std::to_string(expected.first) + ", " + std::to_string(expected.last) +
                                ") of this model");
  deltas_ = stage_deltas(config_, params_->layers, Backend::storage);
  set_batch(batch);
}

// Queued work may still write the losses or copy into the host pool's blocks: it ends
// before they go. A failure it held is dropped here (a caller that wants it
// synchronizes the backend first).
template <gpt_backend Backend>
void basic_gpt_stage<Backend>::wait_for_backend() noexcept {
  if (!backend_.p) return;
  try {
    backend_.p->synchronize();
  } catch (...) {
  }
}

template <gpt_backend Backend>
basic_gpt_stage<Backend>::~basic_gpt_stage() {
  wait_for_backend();
}

template <gpt_backend Backend>
basic_gpt_stage<Backend>::basic_gpt_stage(basic_gpt_stage&&) noexcept = default;

template <gpt_backend Backend>
basic_gpt_stage<Backend>& basic_gpt_stage<Backend>::operator=(basic_gpt_stage&& o) noexcept {
  if (this != &o) {
    this->~basic_gpt_stage();
    new (this) basic_gpt_stage(std::move(o));
  }
  return *this;
}

template <gpt_backend Backend>
void basic_gpt_stage<Backend>::set_batch(const gpt_batch* batch) {
  for (const microbatch_state& s : states_)
    if (s.at != phase::idle)
      throw std::logic_error("stage " + std::to_string(stage_) + ": a new batch before every W of the last one");
  if (batch) validate(*batch, config_);
  be().synchronize();  // the queued work may read the old batch and write the losses
  // The weights the passes read take the master values, which may have changed since the
  // last iteration (an optimizer step, a resume): after the queued work read the old ones.
  if (batch) be().refresh_weights(*params_);
  batch_ = batch;
  const std::size_t m = batch ? static_cast<std::size_t>(batch->microbatches) : 0;
  states_.clear();
  states_.resize(m);
  losses_.assign(params_->layers.head ? m : 0, 0.0);
}

template <gpt_backend Backend>
typename basic_gpt_stage<Backend>::microbatch_state& basic_gpt_stage<Backend>::enter(int j, phase expected,
                                                                                     const char* pass) {
  auto where = [&] { return "stage " + std::to_string(stage_) + ": " + pass + "(" + std::to_string(j) + ")"; };
  if (!batch_) throw std::logic_error(where() + " without a batch");
  if (j < 0 || j >= batch_->microbatches)
    throw std::out_of_range(where() + ": the batch has " + std::to_string(batch_->microbatches) + " microbatches");
  microbatch_state& s = states_[static_cast<std::size_t>(j)];
  if (s.at != expected) {
    const char* need = expected == phase::idle            ? "runs once per iteration"
                       : expected == phase::checkpointed  ? "needs a checkpointed F (forward_checkpointed) first, once"
                       : s.at == phase::checkpointed      ? "needs its recompute first (its F kept only its input)"
                       : expected == phase::forwarded     ? "needs its F first, once"
                                                          : "needs its B first, once";
    throw std::logic_error(where() + " " + need);
  }
  return s;
}

// --- F --------------------------------------------------------------------------------

template <gpt_backend Backend>
typename basic_gpt_stage<Backend>::tensor basic_gpt_stage<Backend>::forward(int j, const tensor& x) {
  return run_forward(enter(j, phase::idle, "F"), j, x, forward_mode::keep_all);
}

template <gpt_backend Backend>
typename basic_gpt_stage<Backend>::tensor basic_gpt_stage<Backend>::forward_checkpointed(int j, const tensor& x) {
  return run_forward(enter(j, phase::idle, "F"), j, x, forward_mode::keep_input);
}

template <gpt_backend Backend>
void basic_gpt_stage<Backend>::recompute(int j) {
  run_forward(enter(j, phase::checkpointed, "R"), j, tensor{}, forward_mode::rebuild);
}

// The allocation order below (and the frees of keep_input) is what stage_deltas
// (gpt_memory.cpp) replays for f_alloc, f_input and f_checkpoint_temp.
template <gpt_backend Backend>
typename basic_gpt_stage<Backend>::tensor basic_gpt_stage<Backend>::run_forward(microbatch_state& st, int j,
                                                                                const tensor& x, forward_mode mode) {
  const bool checkpoint = mode == forward_mode::keep_input, rebuild = mode == forward_mode::rebuild;
  const tensor_sizes z{config_};
  const stage_layers& L = params_->layers;
  const std::size_t N = z.rows(), C = z.C;
  if (!rebuild && !L.embedding && Backend::size(x) != z.acts())
    throw std::invalid_argument("stage " + std::to_string(stage_) + ": F(" + std::to_string(j) + ") got " +
                                std::to_string(Backend::size(x)) + " input values, expected B*T*C = " +
                                std::to_string(z.acts()));
  if (!rebuild) st.blocks.resize(static_cast<std::size_t>(L.blocks()));

  // The input: the embedding of the tokens (read again by R: the first stage keeps
  // nothing), or the received activation (R finds it kept: the checkpoint).
  block_state& first = st.blocks.front();
  if (!rebuild || L.embedding) {
    first.x_in = allocate(z.acts());
    if (L.embedding)
      be().embedding_forward(first.x_in.data(), be().upload_tokens(batch_->tokens_of(config_, j), N),
                             be().weights(params_->wte), be().weights(params_->wpe), z.B, z.T, C);
    else
      be().read_tensor(first.x_in, x);
  }

  // Each block writes its output straight into what keeps it: the next block's input,
  // ln_f's input, or the tensor sent to the next stage (not this device's to count; R
  // does not compute it again: the next stage has it). A checkpointed F drops a block's
  // activations once the next block's input is written, all but the checkpoint.
  tensor out;
  const std::size_t blocks = st.blocks.size();
  for (std::size_t i = 0; i < blocks; ++i) {
    element* dest = nullptr;
    if (i + 1 < blocks) {
      st.blocks[i + 1].x_in = allocate(z.acts());
      dest = st.blocks[i + 1].x_in.data();
    } else if (L.head) {
      st.head.x_in = allocate(z.acts());
      dest = st.head.x_in.data();
    } else if (!rebuild) {
      out = be().make_tensor(z.acts());
      dest = Backend::data(out);
    }
    forward_block(st.blocks[i], params_->blocks[i], dest);
    if (checkpoint && (i + 1 < blocks || L.head)) drop_forward(st.blocks[i], i == 0 && !L.embedding);
  }

  if (L.head) {
    head_state& h = st.head;
    h.mean = be().allocate_stats(N);
    h.rstd = be().allocate_stats(N);
    h.ln_out = allocate(z.acts());
    be().layernorm_forward(h.ln_out.data(), h.mean.data(), h.rstd.data(), h.x_in.data(),
                           be().weights(params_->ln_f_weight), be().weights(params_->ln_f_bias), N, C);
    h.probs = allocate(z.logits());
    be().linear_forward(h.probs.data(), h.ln_out.data(), be().weights(params_->lm_head_weight), nullptr, N, C, z.V);
    // The loss itself (fp32 whatever the element), not an activation: not counted. R
    // turns the logits into probabilities again (what B reads) but keeps the F's loss.
    typename Backend::stat_tensor position_losses = be().make_stat_tensor(N);
    be().cross_entropy_forward(Backend::data(position_losses), h.probs.data(), h.probs.data(),
                               be().upload_tokens(batch_->targets_of(config_, j), N), N, z.V);
    if (!rebuild) be().mean_loss(&losses_[static_cast<std::size_t>(j)], Backend::data(position_losses), N);
    be().retain(position_losses);
    if (checkpoint) h = head_state{};
  } else if (!rebuild) {
    be().publish(out);
    if (checkpoint) drop_forward(st.blocks.back(), blocks == 1 && !L.embedding);
  }
  st.at = checkpoint ? phase::checkpointed : phase::forwarded;
  return out;
}

// A checkpointed F's block after the next block has its input: everything it kept goes,
// its input too unless that is the stage's checkpoint.
template <gpt_backend Backend>
void basic_gpt_stage<Backend>::drop_forward(block_state& s, bool keep_input) {
  buffer x_in = std::move(s.x_in);
  s = block_state{};
  if (keep_input) s.x_in = std::move(x_in);
}

template <gpt_backend Backend>
void basic_gpt_stage<Backend>::forward_block(block_state& s, const block_params<float>& p, element* out) {
  const tensor_sizes z{config_};
  const std::size_t N = z.rows(), C = z.C, NC = z.acts();
  Backend& b = be();
  s.ln1_mean = b.allocate_stats(N);
  s.ln1_rstd = b.allocate_stats(N);
  s.ln1_out = allocate(NC);
  b.layernorm_forward(s.ln1_out.data(), s.ln1_mean.data(), s.ln1_rstd.data(), s.x_in.data(),
                      b.weights(p.ln_1_weight), b.weights(p.ln_1_bias), N, C);
  s.qkv = allocate(3 * NC);
  b.linear_forward(s.qkv.data(), s.ln1_out.data(), b.weights(p.qkv_weight), b.weights(p.qkv_bias), N, C, 3 * C);
  s.att = allocate(z.att());
  s.attn_out = allocate(NC);
  b.attention_forward(s.attn_out.data(), s.att.data(), s.qkv.data(), z.B, z.T, C, z.NH);
  s.x_mid = allocate(NC);
  b.linear_forward(s.x_mid.data(), s.attn_out.data(), b.weights(p.attn_proj_weight), b.weights(p.attn_proj_bias),
                   N, C, C);
  b.residual_forward(s.x_mid.data(), s.x_in.data(), s.x_mid.data(), NC);
  s.ln2_mean = b.allocate_stats(N);
  s.ln2_rstd = b.allocate_stats(N);
  s.ln2_out = allocate(NC);
  b.layernorm_forward(s.ln2_out.data(), s.ln2_mean.data(), s.ln2_rstd.data(), s.x_mid.data(),
                      b.weights(p.ln_2_weight), b.weights(p.ln_2_bias), N, C);
  s.fc_out = allocate(4 * NC);
  b.linear_forward(s.fc_out.data(), s.ln2_out.data(), b.weights(p.fc_weight), b.weights(p.fc_bias), N, C, 4 * C);
  s.gelu_out = allocate(4 * NC);
  b.gelu_forward(s.gelu_out.data(), s.fc_out.data(), 4 * NC);
  if (!out) return;  // R's last block: its output was sent by the F, nothing here keeps it
  b.linear_forward(out, s.gelu_out.data(), b.weights(p.mlp_proj_weight), b.weights(p.mlp_proj_bias), N, 4 * C, C);
  b.residual_forward(out, s.x_mid.data(), out, NC);
}

// --- B --------------------------------------------------------------------------------
// The allocation order below is what stage_deltas (gpt_memory.cpp) replays; its step
// letters mark the same points.

template <gpt_backend Backend>
typename basic_gpt_stage<Backend>::tensor basic_gpt_stage<Backend>::backward_input(int j, const tensor& dy) {
  microbatch_state& st = enter(j, phase::forwarded, "B");
  if (st.where != residence::device)
    throw std::logic_error("stage " + std::to_string(stage_) + ": B(" + std::to_string(j) +
                           (st.where == residence::returning ? ") before its reload's copy ended (end_reload first)"
                                                             : ") while its activations are offloaded (reload first)"));
  const tensor_sizes z{config_};
  const stage_layers& L = params_->layers;
  const std::size_t N = z.rows(), C = z.C;
  if (!L.head && Backend::size(dy) != z.acts())
    throw std::invalid_argument("stage " + std::to_string(stage_) + ": B(" + std::to_string(j) + ") got " +
                                std::to_string(Backend::size(dy)) + " gradient values, expected B*T*C = " +
                                std::to_string(z.acts()));
  block_state& last = st.blocks.back();

  if (L.head) {
    head_state& h = st.head;
    // Gradient of the mean loss over all m microbatches: each position weighs 1/(m·B·T).
    const float scale = 1.0f / static_cast<float>(static_cast<std::size_t>(batch_->microbatches) * N);
    be().cross_entropy_backward_input(h.probs.data(), h.probs.data(),
                                      be().upload_tokens(batch_->targets_of(config_, j), N), scale, N, z.V);
    h.d_ln_out = allocate(z.acts());
    be().linear_backward_input(h.d_ln_out.data(), h.probs.data(), be().weights(params_->lm_head_weight), N, C, z.V);
    last.d_out = be().allocate_zeroed(z.acts());  // ln_f's B accumulates
    be().layernorm_backward_input(last.d_out.data(), h.d_ln_out.data(), h.x_in.data(),
                                  be().weights(params_->ln_f_weight), h.mean.data(), h.rstd.data(), N, C);
  } else {
    last.d_out = allocate(z.acts());  // kept: the MLP projection's W reads it
    be().read_tensor(last.d_out, dy);
  }

  tensor dx;
  for (std::size_t i = st.blocks.size(); i-- > 0;) {
    backward_block(st.blocks[i], params_->blocks[i]);
    element* dest = nullptr;  // g: d(block input)
    if (i > 0) {
      st.blocks[i - 1].d_out = allocate(z.acts());
      dest = st.blocks[i - 1].d_out.data();
    } else if (L.embedding) {
      st.d_embed = allocate(z.acts());
      dest = st.d_embed.data();
    } else {
      dx = be().make_tensor(z.acts());  // sent to the previous stage: not this device's to count
      dest = Backend::data(dx);
    }
    backward_block_input(st.blocks[i], params_->blocks[i], dest);
  }
  if (!L.embedding) be().publish(dx);
  st.at = phase::backwarded;
  return dx;
}

template <gpt_backend Backend>
void basic_gpt_stage<Backend>::backward_block(block_state& s, const block_params<float>& p) {
  const tensor_sizes z{config_};
  const std::size_t N = z.rows(), C = z.C, NC = z.acts();
  Backend& b = be();
  // a: through the MLP projection and GELU; the pre-GELU activation is no longer needed.
  s.d_fc = allocate(4 * NC);
  b.linear_backward_input(s.d_fc.data(), s.d_out.data(), b.weights(p.mlp_proj_weight), N, 4 * C, C);
  b.gelu_backward_input(s.d_fc.data(), s.d_fc.data(), s.fc_out.data(), 4 * NC);
  s.fc_out.release();
  // b: through the fc layer.
  s.d_ln2_out = allocate(NC);
  b.linear_backward_input(s.d_ln2_out.data(), s.d_fc.data(), b.weights(p.fc_weight), N, C, 4 * C);
  // c: the residual's skip path, plus ln_2's share.
  s.d_mid = allocate(NC);
  b.residual_backward_input(s.d_mid.data(), s.d_out.data(), s.d_out.data(), NC);
  b.layernorm_backward_input(s.d_mid.data(), s.d_ln2_out.data(), s.x_mid.data(), b.weights(p.ln_2_weight),
                             s.ln2_mean.data(), s.ln2_rstd.data(), N, C);
  // d: through the attention projection (a transient).
  buffer d_attn_out = allocate(NC);
  b.linear_backward_input(d_attn_out.data(), s.d_mid.data(), b.weights(p.attn_proj_weight), N, C, C);
  // e: through attention; qkv and att are only needed by B.
  s.d_qkv = allocate(3 * NC);
  b.attention_backward_input(s.d_qkv.data(), d_attn_out.data(), s.qkv.data(), s.att.data(), z.B, z.T, C, z.NH);
  d_attn_out.release();
  s.qkv.release();
  s.att.release();
  // f: through the qkv layer.
  s.d_ln1_out = allocate(NC);
  b.linear_backward_input(s.d_ln1_out.data(), s.d_qkv.data(), b.weights(p.qkv_weight), N, C, 3 * C);
}

template <gpt_backend Backend>
void basic_gpt_stage<Backend>::backward_block_input(block_state& s, const block_params<float>& p, element* dx) {
  const tensor_sizes z{config_};
  // g: the skip path, plus ln_1's share.
  be().residual_backward_input(dx, s.d_mid.data(), s.d_mid.data(), z.acts());
  be().layernorm_backward_input(dx, s.d_ln1_out.data(), s.x_in.data(), be().weights(p.ln_1_weight), s.ln1_mean.data(),
                                s.ln1_rstd.data(), z.rows(), z.C);
}

// --- offload and reload ------------------------------------------------------------------

namespace detail {
template <class Buffer>
std::byte* bytes_of(Buffer& x) {
  return reinterpret_cast<std::byte*>(x.data());
}
}  // namespace detail

// What F keeps for one microbatch, in the order offload moves it (f_alloc bytes in all).
template <gpt_backend Backend>
std::vector<typename basic_gpt_stage<Backend>::kept_buffer> basic_gpt_stage<Backend>::kept_by_forward(
    microbatch_state& st) {
  std::vector<kept_buffer> out;
  auto value = [&](buffer& x) { out.push_back({&x, nullptr}); };
  auto stat = [&](stat_buffer& x) {
    if constexpr (std::is_same_v<stat_buffer, buffer>)
      out.push_back({&x, nullptr});
    else
      out.push_back({nullptr, &x});
  };
  for (block_state& b : st.blocks) {
    value(b.x_in), stat(b.ln1_mean), stat(b.ln1_rstd), value(b.ln1_out), value(b.qkv), value(b.att);
    value(b.attn_out), value(b.x_mid), stat(b.ln2_mean), stat(b.ln2_rstd), value(b.ln2_out), value(b.fc_out);
    value(b.gelu_out);
  }
  head_state& h = st.head;
  if (!h.x_in.empty()) value(h.x_in);
  if (!h.mean.empty()) stat(h.mean);
  if (!h.rstd.empty()) stat(h.rstd);
  if (!h.ln_out.empty()) value(h.ln_out);
  if (!h.probs.empty()) value(h.probs);
  return out;
}

// The copies below name raw bytes only (device buffers and host blocks, which stay put
// until the matching end), never the microbatch's state or the pool: the copy thread
// touches nothing the device's thread uses meanwhile.
template <gpt_backend Backend>
runtime::copy_work basic_gpt_stage<Backend>::begin_offload(int j, double fraction) {
  auto where = [&] { return "stage " + std::to_string(stage_) + ": offload(" + std::to_string(j) + ")"; };
  if (!(fraction > 0 && fraction <= 1))
    throw std::invalid_argument(where() + ": the fraction must be in (0, 1], got " + std::to_string(fraction));
  microbatch_state& st = enter(j, phase::forwarded, "offload");
  if (st.where != residence::device) throw std::logic_error(where() + " again before its reload");
  const std::vector<kept_buffer> kept = kept_by_forward(st);
  long long total = 0;
  for (const kept_buffer& x : kept) total += x.visit([](auto& b) { return b.bytes(); });
  if (total != deltas_.f_alloc)
    throw std::logic_error(where() + ": F kept " + std::to_string(total) + " bytes, not f_alloc = " +
                           std::to_string(deltas_.f_alloc));

  // Host memory first (a failed allocation changes nothing); the device meter keeps the
  // bytes until end_offload.
  long long left = offloaded_bytes(deltas_.f_alloc, fraction);
  std::vector<offloaded_part> away;
  std::vector<byte_copy> copies;
  for (const kept_buffer& x : kept) {
    if (left == 0) break;
    const auto bytes = static_cast<std::size_t>(x.visit([](auto& b) { return b.bytes(); }));
    const auto moved = std::min(bytes, static_cast<std::size_t>(left));
    offloaded_part part;
    part.target = x;
    part.count = x.visit([](auto& b) { return b.size(); });
    part.host = host_->acquire(moved);
    copies.push_back({part.host.data(), x.visit([](auto& b) { return detail::bytes_of(b); }), moved});
    left -= static_cast<long long>(moved);
    away.push_back(std::move(part));
  }
  st.away = std::move(away);
  st.where = residence::leaving;
  return be().start_d2h(std::move(copies), st.copied);
}

template <gpt_backend Backend>
void basic_gpt_stage<Backend>::end_offload(int j) {
  microbatch_state& st = enter(j, phase::forwarded, "offload");
  if (st.where != residence::leaving)
    throw std::logic_error("stage " + std::to_string(stage_) + ": offload(" + std::to_string(j) +
                           ") ended without its begin");
  be().join_d2h(st.copied);
  // What stays on the device (the tail of a buffer the fraction ends in) is set aside
  // first, so that a failed allocation releases nothing; then the device bytes go.
  for (offloaded_part& part : st.away)
    part.rest = part.target.visit([&](auto& b) { return be().stash_tail(b, part.host.size()); });
  runtime::activation_meter& meter = be().meter();
  for (offloaded_part& part : st.away) {
    part.target.visit([](auto& b) { b.release(); });
    if (!part.rest.empty()) {
      meter.allocate(static_cast<long long>(part.rest.size()));
      part.rest_meter = &meter;
    }
  }
  st.where = residence::host;
}

template <gpt_backend Backend>
void basic_gpt_stage<Backend>::offload(int j, double fraction) {
  begin_offload(j, fraction)();
  end_offload(j);
}

template <gpt_backend Backend>
void basic_gpt_stage<Backend>::set_host_pool(host_pool& pool) {
  for (const microbatch_state& s : states_)
    if (s.where != residence::device)
      throw std::logic_error("stage " + std::to_string(stage_) + ": a new host pool while a microbatch is offloaded");
  host_ = &pool;
  own_host_.reset();
}

template <gpt_backend Backend>
runtime::copy_work basic_gpt_stage<Backend>::begin_reload(int j) {
  microbatch_state& st = enter(j, phase::forwarded, "reload");
  if (st.where != residence::host) {
    const char* why = st.where == residence::device  ? " without its offload"
                      : st.where == residence::leaving ? " before its offload ended"
                                                       : " again before its B";
    throw std::logic_error("stage " + std::to_string(stage_) + ": reload(" + std::to_string(j) + ")" + why);
  }
  // The device allocation grows back to the whole buffer: the meter gains exactly the
  // bytes that were on the host (the resident rest is counted once, not twice). The
  // rest is put back before the H2D copy is handed out, so that the two never write one
  // buffer at the same time.
  std::vector<byte_copy> copies;
  for (offloaded_part& part : st.away) {
    typename Backend::stash rest = std::move(part.rest);
    if (part.rest_meter) part.rest_meter->release(static_cast<long long>(rest.size()));
    part.rest_meter = nullptr;
    if (part.target.values)
      *part.target.values = allocate(part.count);
    else
      *part.target.stats = be().allocate_stats(part.count);
    part.target.visit([&](auto& b) { be().restore_tail(b, part.host.size(), rest); });
    copies.push_back({part.target.visit([](auto& b) { return detail::bytes_of(b); }), part.host.data(),
                      part.host.size()});
  }
  st.where = residence::returning;
  return be().start_h2d(std::move(copies), st.copied);
}

template <gpt_backend Backend>
void basic_gpt_stage<Backend>::end_reload(int j) {
  microbatch_state& st = enter(j, phase::forwarded, "reload");
  if (st.where != residence::returning)
    throw std::logic_error("stage " + std::to_string(stage_) + ": reload(" + std::to_string(j) +
                           ") ended without its begin");
  be().join_h2d(st.copied);
  st.away.clear();  // the host blocks go back to the pool
  st.where = residence::device;
}

template <gpt_backend Backend>
void basic_gpt_stage<Backend>::reload(int j) {
  begin_reload(j)();
  end_reload(j);
}

// --- W --------------------------------------------------------------------------------

template <gpt_backend Backend>
void basic_gpt_stage<Backend>::backward_weight(int j) {
  microbatch_state& st = enter(j, phase::backwarded, "W");
  const tensor_sizes z{config_};
  const stage_layers& L = params_->layers;
  const std::size_t N = z.rows(), C = z.C;
  if (L.embedding)
    be().embedding_backward_weight(be().grads(params_->wte), be().grads(params_->wpe), st.d_embed.data(),
                                   be().upload_tokens(batch_->tokens_of(config_, j), N), z.B, z.T, C);
  for (std::size_t i = 0; i < st.blocks.size(); ++i) weight_block(st.blocks[i], params_->blocks[i]);
  if (L.head) {
    head_state& h = st.head;
    be().layernorm_backward_weight(be().grads(params_->ln_f_weight), be().grads(params_->ln_f_bias),
                                   h.d_ln_out.data(), h.x_in.data(), h.mean.data(), h.rstd.data(), N, C);
    be().linear_backward_weight(be().grads(params_->lm_head_weight), nullptr, h.probs.data(), h.ln_out.data(), N, C,
                                z.V);
  }
  st = microbatch_state{};  // releases everything the microbatch still holds
}

template <gpt_backend Backend>
void basic_gpt_stage<Backend>::weight_block(block_state& s, block_params<float>& p) {
  const tensor_sizes z{config_};
  const std::size_t N = z.rows(), C = z.C;
  Backend& b = be();
  b.layernorm_backward_weight(b.grads(p.ln_1_weight), b.grads(p.ln_1_bias), s.d_ln1_out.data(), s.x_in.data(),
                              s.ln1_mean.data(), s.ln1_rstd.data(), N, C);
  b.linear_backward_weight(b.grads(p.qkv_weight), b.grads(p.qkv_bias), s.d_qkv.data(), s.ln1_out.data(), N, C,
                           3 * C);
  b.linear_backward_weight(b.grads(p.attn_proj_weight), b.grads(p.attn_proj_bias), s.d_mid.data(),
                           s.attn_out.data(), N, C, C);
  b.layernorm_backward_weight(b.grads(p.ln_2_weight), b.grads(p.ln_2_bias), s.d_ln2_out.data(), s.x_mid.data(),
                              s.ln2_mean.data(), s.ln2_rstd.data(), N, C);
  b.linear_backward_weight(b.grads(p.fc_weight), b.grads(p.fc_bias), s.d_fc.data(), s.ln2_out.data(), N, C,
                           4 * C);
  b.linear_backward_weight(b.grads(p.mlp_proj_weight), b.grads(p.mlp_proj_bias), s.d_out.data(),
                           s.gelu_out.data(), N, 4 * C, C);
}

}  // namespace pipesched::gpt
