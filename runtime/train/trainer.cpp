#include "runtime/train/trainer.hpp"

#include <algorithm>
#include <atomic>
#include <charconv>
#include <cmath>
#include <cstdint>
#include <exception>
#include <map>
#include <stdexcept>
#include <string>
#include <string_view>
#include <thread>

#include <pipesched/analysis/memory.hpp>
#include <pipesched/core/limits.hpp>
#include <pipesched/core/placement.hpp>

#include "runtime/cpu/run_threads.hpp"
#include "runtime/gpt/gpt_partition.hpp"
#include "runtime/gpt/gpt_memory.hpp"
#include "runtime/gpt/gpt_reference.hpp"
#include "runtime/train/two_bw_stage.hpp"
#ifdef PIPESCHED_HAVE_MPI
#include "runtime/mpi/mpi_transport.hpp"
#include "runtime/mpi/mpi_world.hpp"
#endif

namespace pipesched::train {

namespace {

int rank_device_of(const trainer_options& o);

schedule make_training_schedule(const trainer_options& o) {
  gpt::validate(o.model);
  validate(o.optimizer);
  if (o.devices < 1) throw std::invalid_argument("the number of devices must be at least 1, got " + std::to_string(o.devices));
  if (o.microbatches < 1)
    throw std::invalid_argument("the number of microbatches must be at least 1, got " + std::to_string(o.microbatches));
  if (o.replicas < 1) throw std::invalid_argument("the number of replicas must be at least 1, got " + std::to_string(o.replicas));
  if (o.replicas > limits::max_replicas)
    throw std::invalid_argument("the number of replicas must be at most " + std::to_string(limits::max_replicas) +
                                " (limits::max_replicas), got " + std::to_string(o.replicas));
  // A thread per device and replica on the CPU: refused before any is started.
  if (std::int64_t{o.devices} * o.replicas > limits::max_total_devices)
    throw std::invalid_argument(std::to_string(o.devices) + " devices x " + std::to_string(o.replicas) +
                                " replicas is above limits::max_total_devices (" +
                                std::to_string(limits::max_total_devices) + ")");
  if (o.iterations < 1)
    throw std::invalid_argument("the number of iterations must be at least 1, got " + std::to_string(o.iterations));
  const int K = o.iterations;
  if (K > 1) {
    if (o.fam != family::two_bw)
      throw std::invalid_argument("only 2bw runs several iterations in one step (" + std::string(to_string(o.fam)) +
                                  " flushes after each one); use iterations 1");
    if (o.replicas > 1) throw std::invalid_argument("2bw over several iterations runs one replica (replicas 1)");
    if (!o.local_devices.empty())
      throw std::invalid_argument("2bw over several iterations runs on threads in one process, not over MPI ranks");
    if (o.offload.kind != offload_kind::none)
      throw std::invalid_argument("2bw over several iterations does not offload activations (offload none)");
  }
  const shape sh = checked_shape(o.fam, {o.devices, o.microbatches * K, o.chunks, 0, K});
  if (sh.stages() > o.model.layers)
    throw std::invalid_argument(std::string(to_string(o.fam)) + " on " + std::to_string(o.devices) +
                                " devices cuts the model into " + std::to_string(sh.stages()) +
                                " stages, more than its " + std::to_string(o.model.layers) +
                                " layers (use fewer devices or more layers)");
  if (!o.stage_blocks.empty() && o.stage_blocks.size() != static_cast<std::size_t>(sh.stages()))
    throw std::invalid_argument("the partition names " + std::to_string(o.stage_blocks.size()) + " stages; " +
                                std::string(to_string(o.fam)) + " on " + std::to_string(o.devices) + " devices has " +
                                std::to_string(sh.stages()));
  rank_device_of(o);
  // An offloaded order goes without the tail pass (generation_options::tail says why).
  const schedule order = make_schedule(o.fam, sh, o.order_costs,
                                       {.memory_cap = o.memory_cap_units, .tail = o.offload.kind == offload_kind::none});
  return apply_offload(order, o.offload_costs, o.copy, o.offload);
}

// The options with the partition moved into the model config (see trainer_options).
trainer_options with_partition(trainer_options o) {
  if (o.stage_blocks.empty()) return o;
  if (!o.model.stage_blocks.empty() && o.model.stage_blocks != o.stage_blocks)
    throw std::invalid_argument("the model config has its own stage_blocks, other than the partition given");
  gpt::gpt_config cut = o.model;
  cut.stage_blocks = o.stage_blocks;
  gpt::validate(cut);  // each count >= 1, summing to the layers
  // The even cut stays implicit, so that checkpoints match those of a run without a partition.
  gpt::gpt_config even = o.model;
  even.stage_blocks.clear();
  std::vector<int> even_blocks;
  if (o.stage_blocks.size() <= static_cast<std::size_t>(even.layers))
    for (const gpt::stage_layers& l : gpt::partition(even, static_cast<int>(o.stage_blocks.size())))
      even_blocks.push_back(l.blocks());
  if (even_blocks != o.stage_blocks) o.model.stage_blocks = o.stage_blocks;
  return o;
}

// The one device this process drives under MPI (its rank: r·p + d, device d of replica r),
// or -1 for all of them (threads).
int rank_device_of(const trainer_options& o) {
  if (o.local_devices.empty()) return -1;
  const int w = std::max(o.replicas, 1), n = o.devices * w;
  std::vector<int> mine = o.local_devices;
  std::sort(mine.begin(), mine.end());
  auto first = [&mine](int count) {
    if (mine.size() != static_cast<std::size_t>(count)) return false;
    for (int d = 0; d < count; ++d)
      if (mine[static_cast<std::size_t>(d)] != d) return false;
    return true;
  };
  if (first(o.devices) || first(n)) return -1;  // every device of one pipeline, or of all
  const std::string devices =
      w > 1 ? std::to_string(o.devices) + " devices x " + std::to_string(w) + " replicas" : std::to_string(o.devices) + " devices";
#ifdef PIPESCHED_HAVE_MPI
  const int ranks = mpi::world_size(), rank = mpi::world_rank();
  if (mpi::running() && ranks > 1) {
    if (ranks != n)
      throw std::invalid_argument("MPI runs one rank per device: " + devices + " need mpirun -np " + std::to_string(n) + ", not " + std::to_string(ranks) + " ranks");
    if (mine.size() != 1 || mine.front() != rank)
      throw std::invalid_argument("under MPI, rank " + std::to_string(rank) + " drives exactly device " +
                                  std::to_string(rank) + " (local_devices = {" + std::to_string(rank) + "})");
    return rank;
  }
  throw std::invalid_argument(
      "driving a subset of the devices needs one MPI rank per device (run under mpirun -np " + std::to_string(n) +
      "); leave local_devices empty otherwise");
#else
  throw std::invalid_argument(
      "driving a subset of the devices needs the MPI backend, which this build lacks (configure with "
      "-DPIPESCHED_MPI=ON); leave local_devices empty");
#endif
}

// Parameter elements of the stage with `layers` (as gpt_params::scalars() counts them).
std::size_t scalars_of(const gpt::gpt_config& c, const gpt::stage_layers& l) {
  const std::size_t C = static_cast<std::size_t>(c.dim), V = static_cast<std::size_t>(c.vocab),
                    T = static_cast<std::size_t>(c.seq);
  std::size_t n = static_cast<std::size_t>(l.last - l.first) * (12 * C * C + 13 * C);
  if (l.embedding) n += V * C + T * C;
  if (l.head) n += 2 * C + V * C;
  return n;
}

std::uint64_t parse_count(const std::filesystem::path& file, const checkpoint_metadata& meta, const std::string& key,
                          std::uint64_t largest) {
  const auto it = meta.find(key);
  if (it == meta.end())
    throw checkpoint_error("checkpoint " + file.string() + ": metadata has no \"" + key +
                           "\" (not saved by the training loop)");
  std::uint64_t value = 0;
  const std::string& s = it->second;
  const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), value);
  if (s.empty() || ec != std::errc{} || end != s.data() + s.size() || value > largest)
    throw checkpoint_error("checkpoint " + file.string() + ": metadata \"" + key + "\" is \"" + s +
                           "\", not a non-negative integer");
  return value;
}

// `s` without its offload and reload actions: the schedule before apply_offload.
schedule without_offload(schedule s) {
  for (auto& list : s.per_device)
    std::erase_if(list, [](const action& a) { return a.kind == action_kind::offload || a.kind == action_kind::reload; });
  s.offload_fraction = 1;
  return s;
}

// The stages of one copy of the pipeline on every device: stage s of chunk c on device d
// runs on params[param_index[s]], metered by meters[d], with one host pool per device.
void build_stages(const trainer_options& o, const schedule& sched, int rank_device,
                  const std::vector<int>& param_index, std::vector<gpt::gpt_params<float>>& params,
                  std::vector<runtime::activation_meter>& meters, std::vector<std::unique_ptr<gpt::host_pool>>& hosts,
                  std::vector<std::vector<gpt::gpt_stage>>& stages) {
  const int S = sched.stages(), p = sched.devices();
  meters.resize(static_cast<std::size_t>(p));
  stages.resize(static_cast<std::size_t>(p));
  for (int d = 0; d < p; ++d) {
    if (rank_device >= 0 && d != rank_device) continue;  // another rank's device
    auto& chunks = stages[static_cast<std::size_t>(d)];
    chunks.reserve(static_cast<std::size_t>(sched.chunks()));
    for (int c = 0; c < sched.chunks(); ++c) {
      const int s = stage_of(sched.place, p, d, c);
      chunks.emplace_back(o.model, s, S, params[static_cast<std::size_t>(param_index[static_cast<std::size_t>(s)])],
                          nullptr, meters[static_cast<std::size_t>(d)]);
    }
  }
  for (int d = 0; d < p; ++d) {  // one host pool per device, shared by its stages
    hosts.push_back(std::make_unique<gpt::host_pool>());
    for (gpt::gpt_stage& st : stages[static_cast<std::size_t>(d)]) st.set_host_pool(*hosts.back());
  }
}

// Microbatches [first, first + m) of `batch`, as a batch of m.
gpt::gpt_batch slice(const gpt::gpt_batch& batch, const gpt::gpt_config& c, int first, int m) {
  const auto n = static_cast<std::ptrdiff_t>(c.positions()), begin = first * n, end = (first + m) * n;
  return gpt::gpt_batch{m, std::vector<int>(batch.tokens.begin() + begin, batch.tokens.begin() + end),
                        std::vector<int>(batch.targets.begin() + begin, batch.targets.begin() + end)};
}

// A measured timeline of one run: device d's thread appends its actions to its own list
// only, each starting where the device's previous action ended (microseconds from `start`).
void record_end(timeline& t, int d, const action& a, std::chrono::steady_clock::time_point start) {
  auto& list = t.per_device[static_cast<std::size_t>(d)];
  const double now = std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - start).count();
  list.push_back({a, list.empty() ? 0.0 : list.back().end, now});
}

// After the run: the makespan is the latest end.
void close_timeline(timeline& t) {
  for (const auto& list : t.per_device)
    if (!list.empty()) t.makespan = std::max(t.makespan, list.back().end);
}

}  // namespace

// Replica r >= 1 of the pipeline: its own parameters (equal to replica 0's), meters, host
// pools and stages (declared after the pools they use, so destroyed before them).
struct trainer::replica {
  std::vector<gpt::gpt_params<float>> params;      // [i]: stage local_stages_[i]
  std::vector<gpt::gpt_params<float>*> ptrs;       // &params[i]
  std::vector<runtime::activation_meter> meters;   // [device]
  std::vector<std::unique_ptr<gpt::host_pool>> hosts;  // [device]
  std::vector<std::vector<gpt::gpt_stage>> stages;     // [device][chunk]
};

#ifdef PIPESCHED_HAVE_MPI
// A run over MPI ranks: the pipeline's communicator (the replica's ranks; MPI_COMM_WORLD
// when w = 1) and, with w > 1, the communicator of device d's ranks across the replicas
// with one double buffer per local stage for its all-reduce.
struct trainer::mpi_state {
  mpi::communicator pipeline;  // empty when w = 1 (MPI_COMM_WORLD)
  mpi::communicator replicas;  // w > 1: the ranks r·p + d for this d, ordered by r
  std::vector<std::vector<double>> buffers;  // [i]: local stage i's gradients
  mpi::all_reduce_requests requests;
  MPI_Comm pipeline_comm() const { return pipeline.get() == MPI_COMM_NULL ? MPI_COMM_WORLD : pipeline.get(); }
};
#else
struct trainer::mpi_state {};
#endif

trainer::trainer(const trainer_options& options)
    : options_(with_partition(options)), schedule_(make_training_schedule(options_)),
      dataset_(options_.model, options_.data_seed) {
  const int S = schedule_.stages(), p = schedule_.devices();
  const std::vector<gpt::stage_layers> cut = gpt::partition(options_.model, S);
  if (const int g = rank_device_of(options_); g >= 0) {  // under MPI: device d of replica r
    rank_device_ = g % p;
    rank_replica_ = g / p;
  }
  std::vector<int>& param_index = param_index_;  // [stage] -> index in params_
  param_index.assign(static_cast<std::size_t>(S), -1);
  for (int s = 0; s < S; ++s) {
    parameter_count_ += scalars_of(options_.model, cut[static_cast<std::size_t>(s)]);
    if (rank_device_ >= 0 && schedule_.device_of_stage(s) != rank_device_) continue;
    param_index[static_cast<std::size_t>(s)] = static_cast<int>(local_stages_.size());
    local_stages_.push_back(s);
  }
  params_.reserve(local_stages_.size());
  for (int s : local_stages_)
    params_.push_back(gpt::make_params<float>(options_.model, cut[static_cast<std::size_t>(s)], options_.seed));
  for (auto& prm : params_) stage_ptrs_.push_back(&prm);
  if (rank_device_ < 0) {  // every stage is here: count what they hold
    parameter_count_ = 0;
    for (const auto& prm : params_) parameter_count_ += prm.scalars();
  }

  build_stages(options_, schedule_, rank_device_, param_index, params_, meters_, hosts_, stages_);
  std::vector<memory_deltas> deltas(static_cast<std::size_t>(S));
  for (int s = 0; s < S; ++s) deltas[static_cast<std::size_t>(s)] = gpt::stage_deltas(options_.model, cut[static_cast<std::size_t>(s)]);
  for (int d = 0; d < p; ++d)
    for (int c = 0; c < static_cast<int>(stages_[static_cast<std::size_t>(d)].size()); ++c)
      deltas[static_cast<std::size_t>(stage_of(schedule_.place, p, d, c))] =
          stages_[static_cast<std::size_t>(d)][static_cast<std::size_t>(c)].deltas();
  if (rank_device_ >= 0) pipesched::validate(schedule_);  // run_threads does this for threads
  bound_ = peak_activation_bytes(schedule_, deltas);
  bound_without_offload_ = peak_activation_bytes(without_offload(schedule_), deltas);
  std::vector<long long> weight_bytes(static_cast<std::size_t>(S));
  for (int s = 0; s < S; ++s)
    weight_bytes[static_cast<std::size_t>(s)] =
        static_cast<long long>(scalars_of(options_.model, cut[static_cast<std::size_t>(s)]) * sizeof(float));
  bound_with_weights_ = peak_bytes_with_weights(schedule_, deltas, weight_bytes,
                                                options_.iterations > 1 ? weight_versions(options_.fam) : 1);
  // Every stage's last backward (W or BW) in its device's list: once a device has done it,
  // the stage's gradients of the step are complete.
  last_backward_.assign(static_cast<std::size_t>(S), action{});
  for (const auto& list : schedule_.per_device)
    for (const action& a : list)
      if (a.kind == action_kind::W || a.kind == action_kind::BW) last_backward_[static_cast<std::size_t>(a.stage)] = a;
  // The other replicas (threads): the same weights, their own everything. Under MPI each
  // rank holds one replica's device; the others are other ranks.
  for (int r = 1; rank_device_ < 0 && r < options_.replicas; ++r) {
    auto& rep = *others_.emplace_back(std::make_unique<replica>());
    rep.params = params_;
    for (auto& prm : rep.params) rep.ptrs.push_back(&prm);
    build_stages(options_, schedule_, rank_device_, param_index, rep.params, rep.meters, rep.hosts, rep.stages);
  }
  if (!others_.empty()) {
    std::vector<std::vector<gpt::gpt_params<float>*>> groups(params_.size());
    for (std::size_t i = 0; i < params_.size(); ++i) {
      groups[i].push_back(&params_[i]);
      for (auto& rep : others_) groups[i].push_back(&rep->params[i]);
    }
    reducer_ = std::make_unique<replica_reducer>(std::move(groups));
  }
  optimizer_ = std::make_unique<adamw_optimizer>(stage_list(stage_ptrs_), options_.optimizer);
}

trainer::~trainer() = default;

long long trainer::tokens_per_step() const {
  return static_cast<long long>(options_.replicas) * options_.microbatches * options_.model.positions();
}

stage_list trainer::replica_params(int r) const {
  if (r < 0 || r >= options_.replicas)
    throw std::out_of_range("replica " + std::to_string(r) + " of " + std::to_string(options_.replicas));
  return r == 0 ? stage_list(stage_ptrs_) : stage_list(others_[static_cast<std::size_t>(r - 1)]->ptrs);
}

void trainer::broadcast_parameters() {
  for (auto& rep : others_)
    for (std::size_t i = 0; i < params_.size(); ++i) rep->params[i] = params_[i];  // same objects, new values
}

std::size_t trainer::parameter_count() const { return parameter_count_; }

bool trainer::last_backward(const action& a) const {
  return (a.kind == action_kind::W || a.kind == action_kind::BW) && a == last_backward_[static_cast<std::size_t>(a.stage)];
}

// Threads, w > 1: every replica's devices at once (replica 0 on this thread's run_threads,
// the others on theirs, each with its own hub and watchdog); a device that has done its
// stage's last backward reports it to the reducer, whose w-th report launches the stage's
// all-reduce. Waits for every all-reduce, then rethrows the first replica's failure.
void trainer::run_replicas(std::optional<timeline>& measured, std::optional<step_result::event_order>& order,
                           std::chrono::steady_clock::time_point start) {
  const int w = options_.replicas, p = schedule_.devices();
  std::atomic<std::uint64_t> sequence{1};
  if (order) order->last_compute.assign(static_cast<std::size_t>(p * w), 0);
  reducer_->begin_step(order ? &sequence : nullptr);
  auto observer_of = [&](int r) {
    return [&, r](int d, const action& a) {
      if (measured && r == 0) record_end(*measured, d, a, start);
      if (order && is_compute(a.kind)) order->last_compute[static_cast<std::size_t>(r * p + d)] = sequence.fetch_add(1);
      if (last_backward(a)) reducer_->arrive(static_cast<std::size_t>(param_index_[static_cast<std::size_t>(a.stage)]));
    };
  };
  const runtime::cpu::run_options run{.watchdog_timeout = options_.watchdog_timeout};
  std::vector<std::exception_ptr> errors(static_cast<std::size_t>(w));
  auto run_replica = [&](int r) {
    try {
      runtime::cpu::run_threads(schedule_, r == 0 ? stages_ : others_[static_cast<std::size_t>(r - 1)]->stages, run,
                                observer_of(r));
    } catch (...) {
      errors[static_cast<std::size_t>(r)] = std::current_exception();
    }
  };
  {
    std::vector<std::thread> threads;
    threads.reserve(static_cast<std::size_t>(w - 1));
    try {
      for (int r = 1; r < w; ++r) threads.emplace_back(run_replica, r);
    } catch (...) {  // a replica's thread could not start: the started ones still finish
      errors[0] = std::current_exception();
    }
    if (!errors[0]) run_replica(0);
    for (auto& t : threads) t.join();
  }
  std::size_t reduced = 0;
  try {
    reduced = reducer_->wait();  // before anything touches a gradient again
  } catch (...) {
    errors.push_back(std::current_exception());
  }
  for (const auto& e : errors)
    if (e) std::rethrow_exception(e);
  if (reduced != params_.size())
    throw std::logic_error("the step all-reduced " + std::to_string(reduced) + " of " + std::to_string(params_.size()) +
                           " stages (a stage's last backward was not seen)");
  if (order) {
    order->all_reduce.resize(params_.size());
    for (std::size_t i = 0; i < params_.size(); ++i)
      order->all_reduce[static_cast<std::size_t>(local_stages_[i])] = reducer_->stamps()[i];
  }
}

void trainer::run_rank() {
#ifdef PIPESCHED_HAVE_MPI
  const int w = options_.replicas;
  if (!mpi_) {  // collective: every rank is in its first step
    auto st = std::make_unique<mpi_state>();
    if (w > 1) {
      st->pipeline = mpi::split(MPI_COMM_WORLD, rank_replica_, rank_device_);
      st->replicas = mpi::split(MPI_COMM_WORLD, rank_device_, rank_replica_);
    }
    st->buffers.resize(params_.size());
    for (std::size_t i = 0; i < params_.size(); ++i) st->buffers[i].resize(params_[i].scalars());
    mpi_ = std::move(st);
  }
  using transport = mpi::mpi_transport<gpt::gpt_stage::tensor>;
  transport t(mpi_->pipeline_comm(), schedule_.stages(), options_.microbatches);
  runtime::executor<std::vector<gpt::gpt_stage>, transport> ex(schedule_, rank_device_,
                                                                stages_[static_cast<std::size_t>(rank_device_)], t);
  if (w == 1) {
    ex.run();
    return;
  }
  // Right after a stage's last backward: its gradients, as doubles, into an
  // MPI_Iallreduce over device d's ranks; the pipeline's next MPI calls progress it.
  ex.run([&](const action& a) {
    if (!last_backward(a)) return;
    const auto i = static_cast<std::size_t>(param_index_[static_cast<std::size_t>(a.stage)]);
    std::vector<double>& buffer = mpi_->buffers[i];
    std::size_t at = 0;
    params_[i].for_each([&](const gpt::parameter<float>& q) {
      for (float g : q.grad) buffer[at++] = static_cast<double>(g);
    });
    mpi_->requests.start(buffer, mpi_->replicas.get(), "stage " + std::to_string(a.stage) + "'s gradients");
  });
  mpi_->requests.wait_all();
  const double n = static_cast<double>(w);
  for (std::size_t i = 0; i < params_.size(); ++i) {
    const std::vector<double>& sum = mpi_->buffers[i];
    std::size_t at = 0;
    params_[i].for_each([&](gpt::parameter<float>& q) {
      for (float& g : q.grad) g = static_cast<float>(sum[at++] / n);
    });
  }
#endif
}

step_result trainer::step(bool check) {
  if (options_.iterations > 1) {
    if (check)
      throw std::invalid_argument("the gradient check compares one flushed iteration with the unpipelined model; 2bw "
                                  "over several iterations has no such iteration (run without it)");
    return step_two_bw();
  }
  using clock = std::chrono::steady_clock;
  const int p = schedule_.devices(), S = schedule_.stages();
  const int w = options_.replicas, m = options_.microbatches;
  const gpt::gpt_batch batch = dataset_.batch(w * m, steps_);  // replica r: microbatches [r·m, (r+1)·m)
  std::vector<gpt::gpt_batch> slices;  // [r]: replica r's (w > 1; under MPI only this rank's replica's)
  for (int r = 0; w > 1 && r < w; ++r)
    slices.push_back(rank_device_ < 0 || r == rank_replica_ ? slice(batch, options_.model, r * m, m) : gpt::gpt_batch{});
  const gpt::gpt_batch& mine = w == 1 ? batch : slices[static_cast<std::size_t>(rank_replica_)];
  if (check && rank_device_ >= 0)
    throw std::invalid_argument("the gradient check needs every stage in one process (run without MPI)");

  const auto start = clock::now();
  for (auto& chunks : stages_)
    for (gpt::gpt_stage& st : chunks) st.set_batch(&mine);
  for (auto& prm : params_) prm.zero_grad();
  for (auto& mt : meters_) mt.reset();
  for (auto& h : hosts_) h->reset_peak();
  for (std::size_t r = 0; r < others_.size(); ++r) {
    replica& rep = *others_[r];
    for (auto& chunks : rep.stages)
      for (gpt::gpt_stage& st : chunks) st.set_batch(&slices[r + 1]);
    for (auto& prm : rep.params) prm.zero_grad();
    for (auto& mt : rep.meters) mt.reset();
    for (auto& h : rep.hosts) h->reset_peak();
  }
  std::optional<timeline> measured;
  std::optional<step_result::event_order> order;
  if (rank_device_ < 0 && options_.record_timeline) {
    measured.emplace();
    measured->per_device.resize(static_cast<std::size_t>(p));
    for (auto& list : measured->per_device) list.reserve(schedule_.per_device.front().size() + 8);
    if (w > 1) order.emplace();
  }
  if (rank_device_ >= 0) {
    run_rank();
  } else if (w > 1) {
    run_replicas(measured, order, start);
  } else if (measured) {
    runtime::cpu::run_threads(schedule_, stages_, {.watchdog_timeout = options_.watchdog_timeout},
                              [&](int d, const action& a) { record_end(*measured, d, a, start); });
  } else {
    runtime::cpu::run_threads(schedule_, stages_, {.watchdog_timeout = options_.watchdog_timeout});
  }
  if (measured) close_timeline(*measured);
  const auto computed = clock::now();

  step_result r;
  r.step = steps_ + 1;
  r.measured = std::move(measured);
  r.order = std::move(order);
  const int last = S - 1, head_device = schedule_.device_of_stage(last);
  const auto head_chunk = static_cast<std::size_t>(chunk_of(schedule_.place, p, last));
  if (rank_device_ < 0) {
    for (double l : stages_[static_cast<std::size_t>(head_device)][head_chunk].losses()) r.loss += l;
    for (const auto& rep : others_)  // replica order: the order of the w·m microbatches
      for (double l : rep->stages[static_cast<std::size_t>(head_device)][head_chunk].losses()) r.loss += l;
    r.loss /= static_cast<double>(w) * m;
  }
  for (const auto& mt : meters_) r.peak_activation_bytes.push_back(mt.peak);
  for (const auto& h : hosts_) r.peak_host_bytes.push_back(h->meter().peak);
  for (const auto& rep : others_) {  // replica-major: index r·p + d
    for (const auto& mt : rep->meters) r.peak_activation_bytes.push_back(mt.peak);
    for (const auto& h : rep->hosts) r.peak_host_bytes.push_back(h->meter().peak);
  }
#ifdef PIPESCHED_HAVE_MPI
  if (rank_device_ >= 0) {  // every rank returns the same numbers
    // Every head's per-microbatch losses (ranks r·p + head_device), summed in replica then
    // microbatch order, as the threads sum them.
    std::vector<double> losses(static_cast<std::size_t>(m), 0.0);
    if (rank_device_ == head_device) {
      const std::vector<double>& own = stages_[static_cast<std::size_t>(head_device)][head_chunk].losses();
      if (own.size() != losses.size())
        throw std::logic_error("the last stage has " + std::to_string(own.size()) + " losses for " +
                               std::to_string(m) + " microbatches");
      losses = own;
    }
    const std::vector<double> all = mpi::all_gather(losses);  // [rank * m + j]
    for (int rep = 0; rep < w; ++rep)
      for (int j = 0; j < m; ++j) r.loss += all[static_cast<std::size_t>((rep * p + head_device) * m + j)];
    r.loss /= static_cast<double>(w) * m;
    const long long peak = meters_[static_cast<std::size_t>(rank_device_)].peak;
    r.peak_activation_bytes = mpi::all_gather(std::span<const long long>(&peak, 1));  // rank order: r·p + d
    const long long host = hosts_[static_cast<std::size_t>(rank_device_)]->meter().peak;
    r.peak_host_bytes = mpi::all_gather(std::span<const long long>(&host, 1));
  }
#endif

  if (check) r.max_grad_error = check_gradients(batch);

  const auto updating = clock::now();
  // Σg² per stage, summed in stage order, so that a run over ranks sums exactly as one
  // process does (the ranks' per-stage sums are gathered, not reduced in MPI's order).
  std::vector<double> per_stage(static_cast<std::size_t>(S), 0.0);
  for (std::size_t i = 0; i < local_stages_.size(); ++i)
    per_stage[static_cast<std::size_t>(local_stages_[i])] = adamw_optimizer::local_sq_norm(stage_list(&stage_ptrs_[i], 1));
#ifdef PIPESCHED_HAVE_MPI
  if (rank_device_ >= 0 && !options_.all_reduce_sum) {
    std::vector<double> own;  // this rank's stages, in chunk order
    for (int c = 0; c < schedule_.chunks(); ++c)
      own.push_back(per_stage[static_cast<std::size_t>(stage_of(schedule_.place, p, rank_device_, c))]);
    // [rank * chunks + chunk]; replica 0's ranks come first (every replica holds the same
    // all-reduced gradients).
    const std::vector<double> all = mpi::all_gather(own);
    for (int d = 0; d < p; ++d)
      for (int c = 0; c < schedule_.chunks(); ++c)
        per_stage[static_cast<std::size_t>(stage_of(schedule_.place, p, d, c))] =
            all[static_cast<std::size_t>(d * schedule_.chunks() + c)];
  }
#endif
  double local = 0;
  for (double x : per_stage) local += x;
  const double total = options_.all_reduce_sum ? options_.all_reduce_sum(local) : local;
  r.grad_norm = std::sqrt(total);
  r.losses = {r.loss};
  r.grad_norms = {r.grad_norm};
  optimizer_->apply(stage_ptrs_, r.grad_norm);
  broadcast_parameters();
  const auto done = clock::now();

  for (auto& chunks : stages_)
    for (gpt::gpt_stage& st : chunks) st.set_batch(nullptr);  // `batch` dies here
  for (auto& rep : others_)
    for (auto& chunks : rep->stages)
      for (gpt::gpt_stage& st : chunks) st.set_batch(nullptr);
  ++steps_;
  r.seconds = std::chrono::duration<double>((computed - start) + (done - updating)).count();
  r.tokens_per_second = r.seconds > 0 ? static_cast<double>(tokens_per_step()) / r.seconds : 0;
  return r;
}

// PipeDream-2BW over K iterations in one run (see the top of trainer.hpp): a two_bw_stage
// per stage, seeded with the trainer's weights and moments; the run; the last iteration's
// step; the weights W(K) and the moments back into the trainer.
step_result trainer::step_two_bw() {
  using clock = std::chrono::steady_clock;
  const int p = schedule_.devices(), S = schedule_.stages(), K = options_.iterations, m = options_.microbatches;
  std::vector<gpt::gpt_batch> batches;
  batches.reserve(static_cast<std::size_t>(K));
  for (int t = 0; t < K; ++t) batches.push_back(dataset_.batch(m, steps_ + t));

  const auto start = clock::now();
  for (auto& mt : meters_) mt.reset();
  for (auto& h : hosts_) h->reset_peak();
  two_bw_norms norms(S, K);
  std::vector<std::vector<two_bw_stage>> stages(static_cast<std::size_t>(p));
  for (int d = 0; d < p; ++d) {
    auto& chunks = stages[static_cast<std::size_t>(d)];
    chunks.reserve(static_cast<std::size_t>(schedule_.chunks()));
    for (int c = 0; c < schedule_.chunks(); ++c) {
      const int s = stage_of(schedule_.place, p, d, c);
      chunks.emplace_back(options_.model, s, S, params_[static_cast<std::size_t>(param_index_[static_cast<std::size_t>(s)])],
                          *optimizer_, batches, norms, meters_[static_cast<std::size_t>(d)]);
    }
  }
  std::optional<timeline> measured;
  if (options_.record_timeline) {
    measured.emplace();
    measured->per_device.resize(static_cast<std::size_t>(p));
    runtime::cpu::run_threads(schedule_, stages, {.watchdog_timeout = options_.watchdog_timeout},
                              [&](int d, const action& a) { record_end(*measured, d, a, start); });
    close_timeline(*measured);
  } else {
    runtime::cpu::run_threads(schedule_, stages, {.watchdog_timeout = options_.watchdog_timeout});
  }

  step_result r;
  // The last iteration's step is ours, after the run; then every pending update.
  for (auto& chunks : stages)
    for (two_bw_stage& st : chunks) {
      st.optimizer_step(K - 1);
      st.finish();
    }
  for (int t = 0; t < K; ++t) {
    const std::optional<double> norm = norms.norm(t);
    if (!norm) throw std::logic_error("2bw: iteration " + std::to_string(t) + "'s norm is missing after the run");
    r.grad_norms.push_back(*norm);
  }
  const int last = S - 1, head_device = schedule_.device_of_stage(last);
  const auto head_chunk = static_cast<std::size_t>(chunk_of(schedule_.place, p, last));
  const two_bw_stage& head = stages[static_cast<std::size_t>(head_device)][head_chunk];
  for (int t = 0; t < K; ++t) {
    double sum = 0;
    for (double l : head.losses(t)) sum += l;
    r.losses.push_back(sum / m);
  }
  // W(K) and the moments back into the trainer (the same objects, new values).
  std::map<std::string_view, adamw_moments*> moments;
  for (adamw_moments& mo : optimizer_->moments()) moments.emplace(mo.name, &mo);
  const int steps_after = optimizer_->steps() + K;
  for (auto& chunks : stages)
    for (const two_bw_stage& st : chunks) {
      gpt::gpt_params<float>& mine = params_[static_cast<std::size_t>(param_index_[static_cast<std::size_t>(st.stage())])];
      std::vector<const gpt::parameter<float>*> newest;
      st.weights().for_each([&](const gpt::parameter<float>& q) { newest.push_back(&q); });
      std::size_t i = 0;
      mine.for_each([&](gpt::parameter<float>& q) { q.value = newest[i++]->value; });
      mine.zero_grad();
      if (st.optimizer().steps() != steps_after)
        throw std::logic_error("2bw: stage " + std::to_string(st.stage()) + " took " +
                               std::to_string(st.optimizer().steps() - optimizer_->steps()) + " of " +
                               std::to_string(K) + " steps");
      for (const adamw_moments& mo : st.optimizer().moments()) {
        adamw_moments* to = moments.at(mo.name);
        to->exp_avg = mo.exp_avg;
        to->exp_avg_sq = mo.exp_avg_sq;
      }
    }
  optimizer_->set_steps(steps_after);
  const auto done = clock::now();

  r.step = steps_ + K;
  r.loss = r.losses.back();
  r.grad_norm = r.grad_norms.back();
  r.measured = std::move(measured);
  for (const auto& mt : meters_) r.peak_activation_bytes.push_back(mt.peak);
  for (const auto& h : hosts_) r.peak_host_bytes.push_back(h->meter().peak);
  steps_ += K;
  r.seconds = std::chrono::duration<double>(done - start).count();
  r.tokens_per_second = r.seconds > 0 ? static_cast<double>(K) * static_cast<double>(tokens_per_step()) / r.seconds : 0;
  return r;
}

double trainer::check_gradients(const gpt::gpt_batch& batch) {
  if (!whole_) whole_ = gpt::make_params<float>(options_.model, gpt::whole_model(options_.model), options_.seed);
  for (const auto& prm : params_)
    prm.for_each([&](const gpt::parameter<float>& q) { whole_->find(q.name)->value = q.value; });
  gpt::reference_step(*whole_, batch);
  double worst = 0;
  for (const auto& prm : params_)
    prm.for_each([&](const gpt::parameter<float>& q) {
      const std::vector<float>& ref = whole_->find(q.name)->grad;
      double scale = 0, diff = 0;
      for (std::size_t i = 0; i < ref.size(); ++i) {
        scale = std::max(scale, std::abs(static_cast<double>(ref[i])));
        diff = std::max(diff, std::abs(static_cast<double>(q.grad[i]) - static_cast<double>(ref[i])));
      }
      if (std::isnan(diff)) diff = INFINITY;
      worst = std::max(worst, scale > 0 ? diff / scale : diff > 0 ? INFINITY : 0.0);
    });
  return worst;
}

std::filesystem::path trainer::rank_file(const std::filesystem::path& file) const {
  return rank_device_ < 0 ? file : rank_checkpoint_path(file, rank_device_, schedule_.devices());
}

void trainer::save(const std::filesystem::path& file) const {
  if (rank_replica_ > 0) return;  // under MPI, replica 0's ranks write every device's file
  const checkpoint_metadata meta{{"step", std::to_string(steps_)},
                                 {"data_seed", std::to_string(dataset_.seed())},
                                 {"family", std::string(to_string(options_.fam))},
                                 {"devices", std::to_string(options_.devices)},
                                 {"microbatches", std::to_string(options_.microbatches)}};
  // Replica 0's state: every replica holds the same (a w = 1 run's file has no "replicas").
  checkpoint_metadata with_replicas = meta;
  if (options_.replicas > 1) with_replicas.emplace("replicas", std::to_string(options_.replicas));
  save_checkpoint(rank_file(file), stage_ptrs_, *optimizer_, with_replicas);
}

void trainer::resume(const std::filesystem::path& file) {
  // Load into copies and check our own metadata too, so that a refusal changes nothing.
  std::vector<gpt::gpt_params<float>> values = params_;
  std::vector<gpt::gpt_params<float>*> ptrs;
  for (auto& prm : values) ptrs.push_back(&prm);
  adamw_optimizer opt = *optimizer_;
  const std::filesystem::path mine = rank_file(file);
  const checkpoint_metadata meta = load_checkpoint(mine, ptrs, opt);
  const auto step = static_cast<std::int64_t>(parse_count(mine, meta, "step", INT64_MAX));
  const std::uint64_t seed = parse_count(mine, meta, "data_seed", UINT64_MAX);
  sequence_dataset data(options_.model, seed);

  for (std::size_t s = 0; s < params_.size(); ++s) params_[s] = std::move(values[s]);  // same objects, new values
  *optimizer_ = std::move(opt);
  dataset_ = data;
  steps_ = step;
  broadcast_parameters();  // every replica holds replica 0's state
}

}  // namespace pipesched::train
