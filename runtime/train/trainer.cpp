#include "runtime/train/trainer.hpp"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <string_view>

#include <pipesched/analysis/memory.hpp>
#include <pipesched/core/placement.hpp>

#include "runtime/cpu/run_threads.hpp"
#include "runtime/gpt/gpt_partition.hpp"
#include "runtime/gpt/gpt_memory.hpp"
#include "runtime/gpt/gpt_reference.hpp"
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
  if (o.replicas > 1 && !o.local_devices.empty()) {
    std::vector<int> mine = o.local_devices;
    std::sort(mine.begin(), mine.end());
    if (mine.size() != static_cast<std::size_t>(o.devices) || mine.front() != 0 || mine.back() != o.devices - 1 ||
        std::adjacent_find(mine.begin(), mine.end()) != mine.end())
      throw std::invalid_argument("data-parallel replicas (" + std::to_string(o.replicas) +
                                  ") across processes are not implemented (MPI runs one replica); use replicas = 1");
  }
  const shape sh = checked_shape(o.fam, {o.devices, o.microbatches, o.chunks});
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
  return apply_offload(make_schedule(o.fam, sh, o.order_costs, o.memory_cap_units), o.offload_costs, o.copy,
                       o.offload);
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

// The one device this process drives under MPI, or -1 for all of them (threads).
int rank_device_of(const trainer_options& o) {
  if (o.local_devices.empty()) return -1;
  std::vector<int> all(static_cast<std::size_t>(o.devices));
  for (int d = 0; d < o.devices; ++d) all[static_cast<std::size_t>(d)] = d;
  std::vector<int> mine = o.local_devices;
  std::sort(mine.begin(), mine.end());
  if (mine == all) return -1;
#ifdef PIPESCHED_HAVE_MPI
  const int ranks = mpi::world_size(), rank = mpi::world_rank();
  if (mpi::running() && ranks > 1) {
    if (ranks != o.devices)
      throw std::invalid_argument("MPI runs one rank per device: " + std::to_string(o.devices) +
                                  " devices need mpirun -np " + std::to_string(o.devices) + ", not " +
                                  std::to_string(ranks) + " ranks");
    if (mine.size() != 1 || mine.front() != rank)
      throw std::invalid_argument("under MPI, rank " + std::to_string(rank) + " drives exactly device " +
                                  std::to_string(rank) + " (local_devices = {" + std::to_string(rank) + "})");
    return rank;
  }
  throw std::invalid_argument(
      "driving a subset of the devices needs one MPI rank per device (run under mpirun -np " +
      std::to_string(o.devices) + "); leave local_devices empty otherwise");
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

// The parameters of `params`, in for_each order (the same in every replica).
std::vector<gpt::parameter<float>*> tensors_of(gpt::gpt_params<float>& params) {
  std::vector<gpt::parameter<float>*> out;
  params.for_each([&out](gpt::parameter<float>& q) { out.push_back(&q); });
  return out;
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

trainer::trainer(const trainer_options& options)
    : options_(with_partition(options)), schedule_(make_training_schedule(options_)),
      dataset_(options_.model, options_.data_seed) {
  const int S = schedule_.stages(), p = schedule_.devices();
  const std::vector<gpt::stage_layers> cut = gpt::partition(options_.model, S);
  rank_device_ = rank_device_of(options_);  // -1: every device here, as threads
  std::vector<int> param_index(static_cast<std::size_t>(S), -1);  // [stage] -> index in params_
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
  for (int r = 1; r < options_.replicas; ++r) {  // the other replicas: the same weights, their own everything
    auto& rep = *others_.emplace_back(std::make_unique<replica>());
    rep.params = params_;
    for (auto& prm : rep.params) rep.ptrs.push_back(&prm);
    build_stages(options_, schedule_, rank_device_, param_index, rep.params, rep.meters, rep.hosts, rep.stages);
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

void trainer::all_reduce_gradients() {
  if (others_.empty()) return;
  const double w = static_cast<double>(options_.replicas);
  for (std::size_t i = 0; i < params_.size(); ++i) {
    std::vector<std::vector<gpt::parameter<float>*>> all{tensors_of(params_[i])};
    for (auto& rep : others_) all.push_back(tensors_of(rep->params[i]));
    for (std::size_t k = 0; k < all.front().size(); ++k) {
      std::vector<float>& g0 = all.front()[k]->grad;
      for (std::size_t e = 0; e < g0.size(); ++e) {
        double sum = 0;  // replica 0 + replica 1 + ...: a fixed order
        for (const auto& rep : all) sum += static_cast<double>(rep[k]->grad[e]);
        const float mean = static_cast<float>(sum / w);
        for (const auto& rep : all) rep[k]->grad[e] = mean;
      }
    }
  }
}

void trainer::broadcast_parameters() {
  for (auto& rep : others_)
    for (std::size_t i = 0; i < params_.size(); ++i) rep->params[i] = params_[i];  // same objects, new values
}

std::size_t trainer::parameter_count() const { return parameter_count_; }

step_result trainer::step(bool check) {
  using clock = std::chrono::steady_clock;
  const int p = schedule_.devices(), S = schedule_.stages();
  const int w = options_.replicas, m = options_.microbatches;
  const gpt::gpt_batch batch = dataset_.batch(w * m, steps_);  // replica r: microbatches [r·m, (r+1)·m)
  std::vector<gpt::gpt_batch> slices;  // [r - 1]: replica r's
  for (int r = 1; r < w; ++r) slices.push_back(slice(batch, options_.model, r * m, m));
  const gpt::gpt_batch first = w == 1 ? gpt::gpt_batch{} : slice(batch, options_.model, 0, m);
  const gpt::gpt_batch& mine = w == 1 ? batch : first;
  if (check && rank_device_ >= 0)
    throw std::invalid_argument("the gradient check needs every stage in one process (run without MPI)");

  const auto start = clock::now();
  for (auto& chunks : stages_)
    for (gpt::gpt_stage& st : chunks) st.set_batch(&mine);
  for (auto& prm : params_) prm.zero_grad();
  for (auto& mt : meters_) mt.reset();
  for (auto& h : hosts_) h->reset_peak();
  std::optional<timeline> measured;
  if (rank_device_ < 0 && options_.record_timeline) {
    measured.emplace();
    measured->per_device.resize(static_cast<std::size_t>(p));
    for (auto& list : measured->per_device) list.reserve(schedule_.per_device.front().size() + 8);
    // Each device thread appends to its own list only.
    runtime::cpu::run_threads(schedule_, stages_, {.watchdog_timeout = options_.watchdog_timeout},
                              [&](int d, const action& a) {
                                auto& list = measured->per_device[static_cast<std::size_t>(d)];
                                const double now =
                                    std::chrono::duration<double, std::micro>(clock::now() - start).count();
                                list.push_back({a, list.empty() ? 0.0 : list.back().end, now});
                              });
    for (const auto& list : measured->per_device)
      if (!list.empty()) measured->makespan = std::max(measured->makespan, list.back().end);
  } else if (rank_device_ < 0) {
    runtime::cpu::run_threads(schedule_, stages_, {.watchdog_timeout = options_.watchdog_timeout});
  } else {
#ifdef PIPESCHED_HAVE_MPI
    using transport = mpi::mpi_transport<gpt::gpt_stage::tensor>;
    transport t(MPI_COMM_WORLD, S, options_.microbatches);
    runtime::executor<std::vector<gpt::gpt_stage>, transport> ex(schedule_, rank_device_,
                                                                  stages_[static_cast<std::size_t>(rank_device_)], t);
    ex.run();
#endif
  }
  for (std::size_t r = 0; r < others_.size(); ++r) {  // the other replicas, one after another
    replica& rep = *others_[r];
    for (auto& chunks : rep.stages)
      for (gpt::gpt_stage& st : chunks) st.set_batch(&slices[r]);
    for (auto& prm : rep.params) prm.zero_grad();
    for (auto& mt : rep.meters) mt.reset();
    for (auto& h : rep.hosts) h->reset_peak();
    runtime::cpu::run_threads(schedule_, rep.stages, {.watchdog_timeout = options_.watchdog_timeout});
  }
  all_reduce_gradients();
  const auto computed = clock::now();

  step_result r;
  r.step = steps_ + 1;
  r.measured = std::move(measured);
  const int last = S - 1, head_device = schedule_.device_of_stage(last);
  if (rank_device_ < 0 || rank_device_ == head_device) {
    const auto head_chunk = static_cast<std::size_t>(chunk_of(schedule_.place, p, last));
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
    r.loss = mpi::broadcast(r.loss, head_device);
    const long long mine = meters_[static_cast<std::size_t>(rank_device_)].peak;
    r.peak_activation_bytes = mpi::all_gather(std::span<const long long>(&mine, 1));
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
    std::vector<double> mine;  // this rank's stages, in chunk order
    for (int c = 0; c < schedule_.chunks(); ++c)
      mine.push_back(per_stage[static_cast<std::size_t>(stage_of(schedule_.place, p, rank_device_, c))]);
    const std::vector<double> all = mpi::all_gather(mine);  // [device * chunks + chunk]
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
