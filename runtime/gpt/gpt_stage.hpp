#pragma once
// One chunk of the GPT model as a `pipesched::runtime::stage`: F, B (input gradients) and
// W (weight gradients) for one microbatch at a time, with every kept activation and
// gradient counted by the device's activation_meter.
//
// Written once over a backend (runtime/gpt/backend/gpt_backend.hpp): the backend owns the
// memory (its `buffer`, metered; its `tensor`, what flows between stages; its
// `host_pool`, where offloads go), says where each parameter's values and gradients are
// (weights(p), grads(p)), runs each op (the kernels/*.hpp references' signatures) and the
// offload copies, now or stream-ordered; the stage decides what is kept, when it is freed
// and what moves.
// gpt_stage is the synchronous CPU backend's stage (cpu_backend.hpp);
// basic_gpt_stage<cpu_stream_backend> runs the same code on a device's CPU streams. The
// backend's element is the storage type (float or bf16, gpt_bf16_stage): the stage keeps
// activations in its buffers, LayerNorm statistics in its stat_buffers (fp32), and
// refreshes the backend's weight working copy at set_batch.
//
// Offload (runtime::offloading_stage, PipeOffload): offload(j, fraction) copies
// offloaded_bytes(deltas().f_alloc, fraction) bytes of what F(j) kept into host memory
// (the backend's host_pool) and releases exactly those bytes from the meter; reload(j)
// allocates them on the meter again and copies them back, bit for bit, so gradients do
// not change.
// Whole buffers go first (in a fixed order); where the fraction ends inside a buffer,
// that buffer's first bytes go to the host and the rest stays on the device, counted as
// its own smaller allocation, until the reload joins them again.
//
// The copies can run on the device's copy engines (runtime::async_offloading_stage, what
// the executor uses): begin_offload(j, fraction) takes the host blocks and returns the
// D2H copy; end_offload(j) releases the device bytes once it has run. begin_reload(j)
// allocates the device bytes again and returns the H2D copy; end_reload(j) gives the
// host blocks back once it has run. The begin and end calls run on the device's thread
// and alone touch the meter and the host pool; a copy touches only the bytes of the
// buffers and blocks it names. offload(j, fraction) and reload(j) are the same three
// steps in one synchronous call: when it returns the memory has left (or is back).
//
// Recompute (runtime::recomputing_stage, activation recomputation): forward_checkpointed(j, x)
// is F(j) keeping only its checkpoint, the stage's input (deltas().f_input bytes: the
// received activation; none on the first stage, whose input is its tokens, re-read); each
// block's activations go as soon as the next block has its input, so the F runs
// deltas().f_checkpoint_temp bytes above the checkpoint at most. recompute(j) runs F(j)
// again from the checkpoint with the same ops on the same values, so it keeps exactly what
// forward(j, x) keeps, bit for bit (f_alloc - f_input bytes more, no transient), and
// B(j) and W(j) go on as after forward. Nothing is sent again: the last block's output
// (the next stage's input) and the loss are not computed a second time. On a stream-
// ordered backend the rebuilt activations are written on the compute stream, before B's
// ops on the same stream: no event is needed. A recomputed microbatch is never offloaded.
#include <concepts>
#include <memory>
#include <type_traits>
#include <utility>
#include <vector>

#include <pipesched/core/vocabulary.hpp>
#include <pipesched/runtime/stage.hpp>

#include "runtime/gpt/backend/cpu_backend.hpp"
#include "runtime/gpt/gpt_batch.hpp"
#include "runtime/gpt/gpt_config.hpp"
#include "runtime/gpt/gpt_params.hpp"

namespace pipesched::gpt {

template <gpt_backend Backend>
class basic_gpt_stage {
 public:
  using backend_type = Backend;
  // What activations, their gradients and the tensors are stored as (float or bf16; the
  // parameters, their gradients and the statistics are fp32 either way).
  using element = typename Backend::element;
  // The activation [B, T, C] sent forward, or its gradient sent backward; empty = none.
  using tensor = typename Backend::tensor;
  // Host memory for offloaded activations: gpt::host_pool on the host backends, pinned
  // (stream::cuda_host_pool) on CUDA, so that the copies there are asynchronous.
  using host_pool = typename Backend::host_pool;

  // `params` must hold exactly partition(config, stages)[stage], or its blocks alone (no
  // embedding, no head: a stage of a run with vocabulary parallelism, whose first stage
  // then takes its input and whose last hands out its blocks' output like a middle one). `batch` (may be null
  // until set_batch) and `backend` must outlive the stage; the stage writes only to
  // params' gradients, so stages on different devices share nothing. The backend is the
  // device's (its stages share it, with its meter and streams; whoever builds the
  // device's stages owns it). Offloaded bytes go to `host` (shared by the stages of one
  // device, which must outlive them), or to a pool of the stage's own when null.
  basic_gpt_stage(const gpt_config& config, int stage, int stages, gpt_params<float>& params,
                  const gpt_batch* batch, Backend& backend, host_pool* host = nullptr);
  // The same on a backend of the stage's own, made from the device's meter (gpt_stage's
  // constructor; a stream backend made so has streams of its own).
  basic_gpt_stage(const gpt_config& config, int stage, int stages, gpt_params<float>& params,
                  const gpt_batch* batch, runtime::activation_meter& meter, host_pool* host = nullptr)
    requires std::constructible_from<Backend, runtime::activation_meter&>;
  ~basic_gpt_stage();  // releases what unfinished microbatches still hold
  basic_gpt_stage(basic_gpt_stage&&) noexcept;
  basic_gpt_stage& operator=(basic_gpt_stage&&) noexcept;

  // The passes of runtime::stage. The last stage's B starts from the gradient of the
  // batch's mean loss (each position weighs 1/(m·B·T)), so W accumulated over the m
  // microbatches gives that gradient. The meter counts what the stage keeps between and
  // during passes; the tensors it is handed or returns belong to the transport.
  // On a stream-ordered backend a pass returns once its work is enqueued: gradients and
  // losses are read after the backend's synchronize().
  tensor forward(int microbatch, const tensor& x);
  tensor backward_input(int microbatch, const tensor& dy);
  void backward_weight(int microbatch);
  memory_deltas deltas() const { return deltas_; }

  // runtime::recomputing_stage (see the top of this file): F keeping only its input, and
  // R rebuilding what F keeps before B(j). recompute needs forward_checkpointed(j) before
  // it and B(j) needs recompute(j); both throw std::logic_error out of order.
  tensor forward_checkpointed(int microbatch, const tensor& x);
  void recompute(int microbatch);

  // runtime::offloading_stage (see the top of this file). offload needs F(j) done, B(j)
  // not yet and 0 < fraction <= 1; B(j) needs the reload first. Throws
  // std::invalid_argument for a bad fraction, std::logic_error for a call out of order.
  void offload(int microbatch, double fraction);
  void reload(int microbatch);
  // runtime::async_offloading_stage: the same, cut at the copy (see the top of this
  // file). Each end needs its begin, and its copy run; reload needs end_offload, and B(j)
  // end_reload. Throws like offload and reload. On a stream-ordered backend the copy is
  // on the backend's copy stream already and the copy_work returned does nothing.
  runtime::copy_work begin_offload(int microbatch, double fraction);
  void end_offload(int microbatch);
  runtime::copy_work begin_reload(int microbatch);
  void end_reload(int microbatch);
  const host_pool& host() const { return *host_; }
  // Offloads into `pool` from now on (a device's stages share one; it must outlive the
  // stage). Needs no microbatch offloaded (throws std::logic_error).
  void set_host_pool(host_pool& pool);

  // The next iteration's data; every microbatch of the previous one must have finished
  // its W. Clears the losses. Gradients are left to the caller (params.zero_grad()).
  // Waits for the backend's queued work first (it may still read the old batch).
  void set_batch(const gpt_batch* batch);

  // Mean cross-entropy of each microbatch, after its F (last stage only; empty elsewhere).
  const std::vector<double>& losses() const { return losses_; }

  int stage() const { return stage_; }
  int stages() const { return stages_; }
  const stage_layers& layers() const { return params_->layers; }
  Backend& backend() { return *backend_.p; }

 private:
  using buffer = typename Backend::buffer;
  using stat_buffer = typename Backend::stat_buffer;
  // checkpointed: F kept only its input (forward_checkpointed); R makes it forwarded.
  enum class phase { idle, checkpointed, forwarded, backwarded };
  // What an F keeps: everything (forward), the input only (forward_checkpointed), or
  // everything again from the kept input (recompute: nothing is sent, no loss written).
  enum class forward_mode { keep_all, keep_input, rebuild };
  // Where a microbatch's kept activations are: on the device, on their way to the host
  // (begin_offload .. end_offload), on the host, or on their way back (begin_reload ..
  // end_reload).
  enum class residence { device, leaving, host, returning };
  struct block_state;
  struct head_state;
  struct microbatch_state;
  struct offloaded_part;
  struct kept_buffer;

  // The backend's pointer, left null by a move, so that only the stage that holds the
  // microbatches waits for the backend when it goes.
  struct backend_ref {
    Backend* p = nullptr;
    explicit backend_ref(Backend* q) : p(q) {}
    backend_ref(backend_ref&& o) noexcept : p(std::exchange(o.p, nullptr)) {}
    backend_ref& operator=(backend_ref&&) = delete;
  };

  void init(const gpt_batch* batch);
  void wait_for_backend() noexcept;
  microbatch_state& enter(int microbatch, phase expected, const char* pass);
  Backend& be() { return *backend_.p; }
  buffer allocate(std::size_t n) { return be().allocate(n); }
  tensor run_forward(microbatch_state& st, int microbatch, const tensor& x, forward_mode mode);
  void forward_block(block_state& s, const block_params<float>& p, element* out);
  static void drop_forward(block_state& s, bool keep_input);
  void backward_block(block_state& s, const block_params<float>& p);
  void backward_block_input(block_state& s, const block_params<float>& p, element* dx);
  std::vector<kept_buffer> kept_by_forward(microbatch_state& st);
  void weight_block(block_state& s, block_params<float>& p);

  gpt_config config_;
  int stage_;
  int stages_;
  gpt_params<float>* params_;
  const gpt_batch* batch_;
  std::unique_ptr<Backend> own_backend_;  // when made from a meter; outlives states_
  backend_ref backend_;
  memory_deltas deltas_;
  std::unique_ptr<host_pool> own_host_;  // when no pool was given; outlives states_
  host_pool* host_;
  std::vector<microbatch_state> states_;
  std::vector<double> losses_;
};

// The synchronous CPU stage: what runs today (explicitly instantiated in gpt_stage.cpp).
using gpt_stage = basic_gpt_stage<cpu_backend>;
extern template class basic_gpt_stage<cpu_backend>;

static_assert(runtime::stage<gpt_stage>);
static_assert(std::is_same_v<gpt_stage::host_pool, host_pool>);  // what the trainer's pools are
static_assert(runtime::offloading_stage<gpt_stage>);
static_assert(runtime::async_offloading_stage<gpt_stage>);
static_assert(runtime::recomputing_stage<gpt_stage>);

// The same with bf16 storage (--dtype bf16 on cpu): fp32 master weights, gradients and
// statistics, bf16 activations and weight working copy (gpt_stage.cpp instantiates it).
using gpt_bf16_stage = basic_gpt_stage<cpu_bf16_backend>;
extern template class basic_gpt_stage<cpu_bf16_backend>;
static_assert(runtime::async_offloading_stage<gpt_bf16_stage>);
static_assert(runtime::recomputing_stage<gpt_bf16_stage>);

}  // namespace pipesched::gpt
