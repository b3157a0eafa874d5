#include "runtime/gpt/gpt_stage.hpp"

#include <algorithm>
#include <cstring>
#include <stdexcept>
#include <string>
#include <utility>

#include <kernels/attention.hpp>
#include <kernels/cross_entropy.hpp>
#include <kernels/embedding.hpp>
#include <kernels/gelu.hpp>
#include <kernels/layernorm.hpp>
#include <kernels/linear.hpp>
#include <kernels/residual.hpp>
#include <pipesched/analysis/memory.hpp>

#include "runtime/gpt/gpt_memory.hpp"

namespace pipesched::gpt {

using namespace pipesched::kernels;

// What one block keeps for one microbatch: F's activations, then B's output gradients
// (the douts the W pass needs).
struct gpt_stage::block_state {
  metered_buffer x_in, ln1_mean, ln1_rstd, ln1_out, qkv, att, attn_out;
  metered_buffer x_mid, ln2_mean, ln2_rstd, ln2_out, fc_out, gelu_out;
  metered_buffer d_out, d_fc, d_ln2_out, d_mid, d_qkv, d_ln1_out;
};

struct gpt_stage::head_state {
  metered_buffer x_in, mean, rstd, ln_out;
  metered_buffer probs;  // becomes dlogits in B (in place), which W reads
  metered_buffer d_ln_out;
};

// One kept buffer of an offloaded microbatch: its first host.size() bytes are in host
// memory; the rest (none when the whole buffer went) stays on the device as `rest`,
// counted on the meter as an allocation of its own until the reload joins them.
struct gpt_stage::offloaded_part {
  metered_buffer* target = nullptr;  // released; the reload allocates it again
  std::size_t floats = 0;            // its size
  host_pool::block host;
  std::vector<std::byte> rest;
  runtime::activation_meter* rest_meter = nullptr;  // set while `rest` is counted

  offloaded_part() = default;
  offloaded_part(offloaded_part&& o) noexcept
      : target(o.target), floats(o.floats), host(std::move(o.host)), rest(std::move(o.rest)),
        rest_meter(std::exchange(o.rest_meter, nullptr)) {}
  offloaded_part& operator=(offloaded_part&& o) noexcept {
    if (this != &o) {
      release_rest();
      target = o.target;
      floats = o.floats;
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
    std::vector<std::byte>().swap(rest);
  }
};

// Where a microbatch's kept activations are: on the device, on their way to the host
// (begin_offload .. end_offload), on the host, or on their way back (begin_reload ..
// end_reload).
enum class gpt_stage::residence { device, leaving, host, returning };

struct gpt_stage::microbatch_state {
  phase at = phase::idle;
  std::vector<block_state> blocks;
  head_state head;
  metered_buffer d_embed;  // d(block 0 input) on the first stage, for the embedding's W
  std::vector<offloaded_part> away;  // non-empty from begin_offload to end_reload
  residence where = residence::device;
};

gpt_stage::gpt_stage(const gpt_config& config, int stage, int stages, gpt_params<float>& params,
                     const gpt_batch* batch, runtime::activation_meter& meter, host_pool* host)
    : config_(config), stage_(stage), stages_(stages), params_(&params), batch_(nullptr), meter_(&meter),
      own_host_(host ? nullptr : std::make_unique<host_pool>()), host_(host ? host : own_host_.get()) {
  validate(config);
  if (stage < 0 || stage >= stages)
    throw std::invalid_argument("stage " + std::to_string(stage) + " is outside [0, " + std::to_string(stages) + ")");
  const stage_layers expected = partition(config, stages)[static_cast<std::size_t>(stage)];
  if (!(params.config == config) || !(params.layers == expected))
    throw std::invalid_argument("stage " + std::to_string(stage) + ": the parameters are not those of blocks [" +
                                std::to_string(expected.first) + ", " + std::to_string(expected.last) +
                                ") of this model");
  deltas_ = stage_deltas(config, expected);
  set_batch(batch);
}

gpt_stage::~gpt_stage() = default;
gpt_stage::gpt_stage(gpt_stage&&) noexcept = default;
gpt_stage& gpt_stage::operator=(gpt_stage&&) noexcept = default;

void gpt_stage::set_batch(const gpt_batch* batch) {
  for (const microbatch_state& s : states_)
    if (s.at != phase::idle)
      throw std::logic_error("stage " + std::to_string(stage_) + ": a new batch before every W of the last one");
  if (batch) validate(*batch, config_);
  batch_ = batch;
  const std::size_t m = batch ? static_cast<std::size_t>(batch->microbatches) : 0;
  states_.clear();
  states_.resize(m);
  losses_.assign(params_->layers.head ? m : 0, 0.0);
}

gpt_stage::microbatch_state& gpt_stage::enter(int j, phase expected, const char* pass) {
  auto where = [&] { return "stage " + std::to_string(stage_) + ": " + pass + "(" + std::to_string(j) + ")"; };
  if (!batch_) throw std::logic_error(where() + " without a batch");
  if (j < 0 || j >= batch_->microbatches)
    throw std::out_of_range(where() + ": the batch has " + std::to_string(batch_->microbatches) + " microbatches");
  microbatch_state& s = states_[static_cast<std::size_t>(j)];
  if (s.at != expected) {
    const char* need = expected == phase::idle ? "runs once per iteration"
                       : expected == phase::forwarded ? "needs its F first, once"
                                                      : "needs its B first, once";
    throw std::logic_error(where() + " " + need);
  }
  return s;
}

// --- F --------------------------------------------------------------------------------

gpt_stage::tensor gpt_stage::forward(int j, const tensor& x) {
  microbatch_state& st = enter(j, phase::idle, "F");
  const tensor_sizes z{config_};
  const stage_layers& L = params_->layers;
  const std::size_t N = z.rows(), C = z.C;
  st.blocks.resize(static_cast<std::size_t>(L.blocks()));

  block_state& first = st.blocks.front();
  first.x_in = buffer(z.acts());
  if (L.embedding) {
    embedding_forward(first.x_in.data(), batch_->tokens_of(config_, j), params_->wte.value.data(),
                      params_->wpe.value.data(), z.B, z.T, C);
  } else {
    if (x.size() != z.acts())
      throw std::invalid_argument("stage " + std::to_string(stage_) + ": F(" + std::to_string(j) + ") got " +
                                  std::to_string(x.size()) + " input values, expected B*T*C = " +
                                  std::to_string(z.acts()));
    std::copy(x.begin(), x.end(), first.x_in.data());
  }

  // Each block writes its output straight into what keeps it: the next block's input,
  // ln_f's input, or the tensor sent to the next stage (not this device's to count).
  tensor out;
  for (std::size_t i = 0; i < st.blocks.size(); ++i) {
    float* dest = nullptr;
    if (i + 1 < st.blocks.size()) {
      st.blocks[i + 1].x_in = buffer(z.acts());
      dest = st.blocks[i + 1].x_in.data();
    } else if (L.head) {
      st.head.x_in = buffer(z.acts());
      dest = st.head.x_in.data();
    } else {
      out.resize(z.acts());
      dest = out.data();
    }
    forward_block(st.blocks[i], params_->blocks[i], dest);
  }

  if (L.head) {
    head_state& h = st.head;
    h.mean = buffer(N);
    h.rstd = buffer(N);
    h.ln_out = buffer(z.acts());
    layernorm_forward(h.ln_out.data(), h.mean.data(), h.rstd.data(), h.x_in.data(), params_->ln_f_weight.value.data(),
                      params_->ln_f_bias.value.data(), N, C);
    h.probs = buffer(z.logits());
    linear_forward(h.probs.data(), h.ln_out.data(), params_->lm_head_weight.value.data(), nullptr, N, C, z.V);
    std::vector<float> position_losses(N);  // the loss itself, not an activation: not counted
    cross_entropy_forward(position_losses.data(), h.probs.data(), h.probs.data(), batch_->targets_of(config_, j), N, z.V);
    double sum = 0;
    for (float l : position_losses) sum += l;
    losses_[static_cast<std::size_t>(j)] = sum / static_cast<double>(N);
  }
  st.at = phase::forwarded;
  return out;
}

void gpt_stage::forward_block(block_state& s, const block_params<float>& p, float* out) {
  const tensor_sizes z{config_};
  const std::size_t N = z.rows(), C = z.C, NC = z.acts();
  s.ln1_mean = buffer(N);
  s.ln1_rstd = buffer(N);
  s.ln1_out = buffer(NC);
  layernorm_forward(s.ln1_out.data(), s.ln1_mean.data(), s.ln1_rstd.data(), s.x_in.data(), p.ln_1_weight.value.data(),
                    p.ln_1_bias.value.data(), N, C);
  s.qkv = buffer(3 * NC);
  linear_forward(s.qkv.data(), s.ln1_out.data(), p.qkv_weight.value.data(), p.qkv_bias.value.data(), N, C, 3 * C);
  s.att = buffer(z.att());
  s.attn_out = buffer(NC);
  attention_forward(s.attn_out.data(), s.att.data(), s.qkv.data(), z.B, z.T, C, z.NH);
  s.x_mid = buffer(NC);
  linear_forward(s.x_mid.data(), s.attn_out.data(), p.attn_proj_weight.value.data(), p.attn_proj_bias.value.data(), N,
                 C, C);
  residual_forward(s.x_mid.data(), s.x_in.data(), s.x_mid.data(), NC);
  s.ln2_mean = buffer(N);
  s.ln2_rstd = buffer(N);
  s.ln2_out = buffer(NC);
  layernorm_forward(s.ln2_out.data(), s.ln2_mean.data(), s.ln2_rstd.data(), s.x_mid.data(), p.ln_2_weight.value.data(),
                    p.ln_2_bias.value.data(), N, C);
  s.fc_out = buffer(4 * NC);
  linear_forward(s.fc_out.data(), s.ln2_out.data(), p.fc_weight.value.data(), p.fc_bias.value.data(), N, C, 4 * C);
  s.gelu_out = buffer(4 * NC);
  gelu_forward(s.gelu_out.data(), s.fc_out.data(), 4 * NC);
  linear_forward(out, s.gelu_out.data(), p.mlp_proj_weight.value.data(), p.mlp_proj_bias.value.data(), N, 4 * C, C);
  residual_forward(out, s.x_mid.data(), out, NC);
}

// --- B --------------------------------------------------------------------------------
// The allocation order below is what stage_deltas (gpt_memory.cpp) replays; its step
// letters mark the same points.

gpt_stage::tensor gpt_stage::backward_input(int j, const tensor& dy) {
  microbatch_state& st = enter(j, phase::forwarded, "B");
  if (st.where != residence::device)
    throw std::logic_error("stage " + std::to_string(stage_) + ": B(" + std::to_string(j) +
                           (st.where == residence::returning ? ") before its reload's copy ended (end_reload first)"
                                                             : ") while its activations are offloaded (reload first)"));
  const tensor_sizes z{config_};
  const stage_layers& L = params_->layers;
  const std::size_t N = z.rows(), C = z.C;
  block_state& last = st.blocks.back();

  if (L.head) {
    head_state& h = st.head;
    // Gradient of the mean loss over all m microbatches: each position weighs 1/(m·B·T).
    const float scale = 1.0f / static_cast<float>(static_cast<std::size_t>(batch_->microbatches) * N);
    cross_entropy_backward_input(h.probs.data(), h.probs.data(), batch_->targets_of(config_, j), scale, N, z.V);
    h.d_ln_out = buffer(z.acts());
    linear_backward_input(h.d_ln_out.data(), h.probs.data(), params_->lm_head_weight.value.data(), N, C, z.V);
    last.d_out = buffer(z.acts());  // zeroed: ln_f's B accumulates
    layernorm_backward_input(last.d_out.data(), h.d_ln_out.data(), h.x_in.data(), params_->ln_f_weight.value.data(),
                             h.mean.data(), h.rstd.data(), N, C);
  } else {
    if (dy.size() != z.acts())
      throw std::invalid_argument("stage " + std::to_string(stage_) + ": B(" + std::to_string(j) + ") got " +
                                  std::to_string(dy.size()) + " gradient values, expected B*T*C = " +
                                  std::to_string(z.acts()));
    last.d_out = buffer(z.acts());  // kept: the MLP projection's W reads it
    std::copy(dy.begin(), dy.end(), last.d_out.data());
  }

  tensor dx;
  for (std::size_t i = st.blocks.size(); i-- > 0;) {
    backward_block(st.blocks[i], params_->blocks[i]);
    float* dest = nullptr;  // g: d(block input)
    if (i > 0) {
      st.blocks[i - 1].d_out = buffer(z.acts());
      dest = st.blocks[i - 1].d_out.data();
    } else if (L.embedding) {
      st.d_embed = buffer(z.acts());
      dest = st.d_embed.data();
    } else {
      dx.resize(z.acts());  // sent to the previous stage: not this device's to count
      dest = dx.data();
    }
    backward_block_input(st.blocks[i], params_->blocks[i], dest);
  }
  st.at = phase::backwarded;
  return dx;
}

void gpt_stage::backward_block(block_state& s, const block_params<float>& p) {
  const tensor_sizes z{config_};
  const std::size_t N = z.rows(), C = z.C, NC = z.acts();
  // a: through the MLP projection and GELU; the pre-GELU activation is no longer needed.
  s.d_fc = buffer(4 * NC);
  linear_backward_input(s.d_fc.data(), s.d_out.data(), p.mlp_proj_weight.value.data(), N, 4 * C, C);
  gelu_backward_input(s.d_fc.data(), s.d_fc.data(), s.fc_out.data(), 4 * NC);
  s.fc_out.release();
  // b: through the fc layer.
  s.d_ln2_out = buffer(NC);
  linear_backward_input(s.d_ln2_out.data(), s.d_fc.data(), p.fc_weight.value.data(), N, C, 4 * C);
  // c: the residual's skip path, plus ln_2's share.
  s.d_mid = buffer(NC);
  residual_backward_input(s.d_mid.data(), s.d_out.data(), s.d_out.data(), NC);
  layernorm_backward_input(s.d_mid.data(), s.d_ln2_out.data(), s.x_mid.data(), p.ln_2_weight.value.data(),
                           s.ln2_mean.data(), s.ln2_rstd.data(), N, C);
  // d: through the attention projection (a transient).
  metered_buffer d_attn_out = buffer(NC);
  linear_backward_input(d_attn_out.data(), s.d_mid.data(), p.attn_proj_weight.value.data(), N, C, C);
  // e: through attention; qkv and att are only needed by B.
  s.d_qkv = buffer(3 * NC);
  attention_backward_input(s.d_qkv.data(), d_attn_out.data(), s.qkv.data(), s.att.data(), z.B, z.T, C, z.NH);
  d_attn_out.release();
  s.qkv.release();
  s.att.release();
  // f: through the qkv layer.
  s.d_ln1_out = buffer(NC);
  linear_backward_input(s.d_ln1_out.data(), s.d_qkv.data(), p.qkv_weight.value.data(), N, C, 3 * C);
}

void gpt_stage::backward_block_input(block_state& s, const block_params<float>& p, float* dx) {
  const tensor_sizes z{config_};
  // g: the skip path, plus ln_1's share.
  residual_backward_input(dx, s.d_mid.data(), s.d_mid.data(), z.acts());
  layernorm_backward_input(dx, s.d_ln1_out.data(), s.x_in.data(), p.ln_1_weight.value.data(), s.ln1_mean.data(),
                           s.ln1_rstd.data(), z.rows(), z.C);
}

// --- offload and reload ------------------------------------------------------------------

namespace {
// What F keeps for one microbatch, in the order offload moves it (f_alloc bytes in all).
template <class Block, class Head>
std::vector<metered_buffer*> kept_by_forward(std::vector<Block>& blocks, Head& head) {
  std::vector<metered_buffer*> out;
  for (Block& b : blocks)
    for (metered_buffer* x : {&b.x_in, &b.ln1_mean, &b.ln1_rstd, &b.ln1_out, &b.qkv, &b.att, &b.attn_out, &b.x_mid,
                              &b.ln2_mean, &b.ln2_rstd, &b.ln2_out, &b.fc_out, &b.gelu_out})
      out.push_back(x);
  for (metered_buffer* x : {&head.x_in, &head.mean, &head.rstd, &head.ln_out, &head.probs})
    if (!x->empty()) out.push_back(x);
  return out;
}

// One copy between device and host memory; the copy engine's thread runs a list of them.
struct byte_copy {
  std::byte* to;
  const std::byte* from;
  std::size_t bytes;
};

runtime::copy_work copy_all(std::vector<byte_copy> copies) {
  return [copies = std::move(copies)] {
    for (const byte_copy& c : copies) std::memcpy(c.to, c.from, c.bytes);
  };
}

std::byte* bytes_of(metered_buffer& x) { return reinterpret_cast<std::byte*>(x.data()); }
}  // namespace

// The copies below name raw bytes only (device buffers and host blocks, which stay put
// until the matching end), never the microbatch's state or the pool: the copy thread
// touches nothing the device's thread uses meanwhile.
runtime::copy_work gpt_stage::begin_offload(int j, double fraction) {
  auto where = [&] { return "stage " + std::to_string(stage_) + ": offload(" + std::to_string(j) + ")"; };
  if (!(fraction > 0 && fraction <= 1))
    throw std::invalid_argument(where() + ": the fraction must be in (0, 1], got " + std::to_string(fraction));
  microbatch_state& st = enter(j, phase::forwarded, "offload");
  if (st.where != residence::device) throw std::logic_error(where() + " again before its reload");
  const std::vector<metered_buffer*> kept = kept_by_forward(st.blocks, st.head);
  long long total = 0;
  for (const metered_buffer* x : kept) total += x->bytes();
  if (total != deltas_.f_alloc)
    throw std::logic_error(where() + ": F kept " + std::to_string(total) + " bytes, not f_alloc = " +
                           std::to_string(deltas_.f_alloc));

  // Host memory first (a failed allocation changes nothing); the device meter keeps the
  // bytes until end_offload.
  long long left = offloaded_bytes(deltas_.f_alloc, fraction);
  std::vector<offloaded_part> away;
  std::vector<byte_copy> copies;
  for (metered_buffer* x : kept) {
    if (left == 0) break;
    const auto moved = std::min(static_cast<std::size_t>(x->bytes()), static_cast<std::size_t>(left));
    offloaded_part part;
    part.target = x;
    part.floats = x->size();
    part.host = host_->acquire(moved);
    copies.push_back({part.host.data(), bytes_of(*x), moved});
    left -= static_cast<long long>(moved);
    away.push_back(std::move(part));
  }
  st.away = std::move(away);
  st.where = residence::leaving;
  return copy_all(std::move(copies));
}

void gpt_stage::end_offload(int j) {
  microbatch_state& st = enter(j, phase::forwarded, "offload");
  if (st.where != residence::leaving)
    throw std::logic_error("stage " + std::to_string(stage_) + ": offload(" + std::to_string(j) +
                           ") ended without its begin");
  // What stays on the device (the tail of a buffer the fraction ends in) is set aside
  // first, so that a failed allocation releases nothing; then the device bytes go.
  for (offloaded_part& part : st.away) {
    const std::byte* from = bytes_of(*part.target);
    part.rest.assign(from + part.host.size(), from + part.target->bytes());
  }
  for (offloaded_part& part : st.away) {
    part.target->release();
    if (!part.rest.empty()) {
      meter_->allocate(static_cast<long long>(part.rest.size()));
      part.rest_meter = meter_;
    }
  }
  st.where = residence::host;
}

void gpt_stage::offload(int j, double fraction) {
  begin_offload(j, fraction)();
  end_offload(j);
}

void gpt_stage::set_host_pool(host_pool& pool) {
  for (const microbatch_state& s : states_)
    if (s.where != residence::device)
      throw std::logic_error("stage " + std::to_string(stage_) + ": a new host pool while a microbatch is offloaded");
  host_ = &pool;
  own_host_.reset();
}

runtime::copy_work gpt_stage::begin_reload(int j) {
  microbatch_state& st = enter(j, phase::forwarded, "reload");
  if (st.where != residence::host) {
    const char* why = st.where == residence::device  ? " without its offload"
                      : st.where == residence::leaving ? " before its offload ended"
                                                       : " again before its B";
    throw std::logic_error("stage " + std::to_string(stage_) + ": reload(" + std::to_string(j) + ")" + why);
  }
  // The device allocation grows back to the whole buffer: the meter gains exactly the
  // bytes that were on the host (the resident rest is counted once, not twice). The
  // rest is copied in here, before the H2D copy is handed out, so that the two threads
  // never write one buffer at the same time.
  std::vector<byte_copy> copies;
  for (offloaded_part& part : st.away) {
    std::vector<std::byte> rest = std::move(part.rest);
    if (part.rest_meter) part.rest_meter->release(static_cast<long long>(rest.size()));
    part.rest_meter = nullptr;
    *part.target = buffer(part.floats);
    std::byte* to = bytes_of(*part.target);
    if (!rest.empty()) std::memcpy(to + part.host.size(), rest.data(), rest.size());
    copies.push_back({to, part.host.data(), part.host.size()});
  }
  st.where = residence::returning;
  return copy_all(std::move(copies));
}

void gpt_stage::end_reload(int j) {
  microbatch_state& st = enter(j, phase::forwarded, "reload");
  if (st.where != residence::returning)
    throw std::logic_error("stage " + std::to_string(stage_) + ": reload(" + std::to_string(j) +
                           ") ended without its begin");
  st.away.clear();  // the host blocks go back to the pool
  st.where = residence::device;
}

void gpt_stage::reload(int j) {
  begin_reload(j)();
  end_reload(j);
}

// --- W --------------------------------------------------------------------------------

void gpt_stage::backward_weight(int j) {
  microbatch_state& st = enter(j, phase::backwarded, "W");
  const tensor_sizes z{config_};
  const stage_layers& L = params_->layers;
  const std::size_t N = z.rows(), C = z.C;
  if (L.embedding)
    embedding_backward_weight(params_->wte.grad.data(), params_->wpe.grad.data(), st.d_embed.data(),
                              batch_->tokens_of(config_, j), z.B, z.T, C);
  for (std::size_t i = 0; i < st.blocks.size(); ++i) weight_block(st.blocks[i], params_->blocks[i]);
  if (L.head) {
    head_state& h = st.head;
    layernorm_backward_weight(params_->ln_f_weight.grad.data(), params_->ln_f_bias.grad.data(), h.d_ln_out.data(),
                              h.x_in.data(), h.mean.data(), h.rstd.data(), N, C);
    linear_backward_weight(params_->lm_head_weight.grad.data(), nullptr, h.probs.data(), h.ln_out.data(), N, C, z.V);
  }
  st = microbatch_state{};  // releases everything the microbatch still holds
}

void gpt_stage::weight_block(block_state& s, block_params<float>& p) {
  const tensor_sizes z{config_};
  const std::size_t N = z.rows(), C = z.C;
  layernorm_backward_weight(p.ln_1_weight.grad.data(), p.ln_1_bias.grad.data(), s.d_ln1_out.data(), s.x_in.data(),
                            s.ln1_mean.data(), s.ln1_rstd.data(), N, C);
  linear_backward_weight(p.qkv_weight.grad.data(), p.qkv_bias.grad.data(), s.d_qkv.data(), s.ln1_out.data(), N, C,
                         3 * C);
  linear_backward_weight(p.attn_proj_weight.grad.data(), p.attn_proj_bias.grad.data(), s.d_mid.data(),
                         s.attn_out.data(), N, C, C);
  layernorm_backward_weight(p.ln_2_weight.grad.data(), p.ln_2_bias.grad.data(), s.d_ln2_out.data(), s.x_mid.data(),
                            s.ln2_mean.data(), s.ln2_rstd.data(), N, C);
  linear_backward_weight(p.fc_weight.grad.data(), p.fc_bias.grad.data(), s.d_fc.data(), s.ln2_out.data(), N, C, 4 * C);
  linear_backward_weight(p.mlp_proj_weight.grad.data(), p.mlp_proj_bias.grad.data(), s.d_out.data(),
                         s.gelu_out.data(), N, 4 * C, C);
}

}  // namespace pipesched::gpt
