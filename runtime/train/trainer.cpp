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
#include "runtime/gpt/gpt_reference.hpp"

namespace pipesched::train {

namespace {

schedule make_training_schedule(const trainer_options& o) {
  gpt::validate(o.model);
  validate(o.optimizer);
  if (o.devices < 1) throw std::invalid_argument("the number of devices must be at least 1, got " + std::to_string(o.devices));
  if (o.microbatches < 1)
    throw std::invalid_argument("the number of microbatches must be at least 1, got " + std::to_string(o.microbatches));
  const shape sh = checked_shape(o.fam, {o.devices, o.microbatches, o.chunks});
  if (sh.stages() > o.model.layers)
    throw std::invalid_argument(std::string(to_string(o.fam)) + " on " + std::to_string(o.devices) +
                                " devices cuts the model into " + std::to_string(sh.stages()) +
                                " stages, more than its " + std::to_string(o.model.layers) +
                                " layers (use fewer devices or more layers)");
  if (!o.local_devices.empty()) {
    std::vector<int> all(static_cast<std::size_t>(o.devices));
    for (int d = 0; d < o.devices; ++d) all[static_cast<std::size_t>(d)] = d;
    std::vector<int> mine = o.local_devices;
    std::sort(mine.begin(), mine.end());
    if (mine != all)
      throw std::invalid_argument(
          "driving a subset of the devices needs a cross-process transport (the MPI backend), which is not built "
          "yet; leave local_devices empty");
  }
  return apply_offload(make_schedule(o.fam, sh), costs{}, o.copy, o.offload);
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

}  // namespace

trainer::trainer(const trainer_options& options)
    : options_(options), schedule_(make_training_schedule(options)), dataset_(options.model, options.data_seed) {
  const int S = schedule_.stages(), p = schedule_.devices();
  const std::vector<gpt::stage_layers> cut = gpt::partition(options_.model, S);
  params_.reserve(static_cast<std::size_t>(S));
  for (const gpt::stage_layers& l : cut) params_.push_back(gpt::make_params<float>(options_.model, l, options_.seed));
  for (auto& prm : params_) stage_ptrs_.push_back(&prm);

  meters_.resize(static_cast<std::size_t>(p));
  stages_.resize(static_cast<std::size_t>(p));
  std::vector<memory_deltas> deltas(static_cast<std::size_t>(S));
  for (int d = 0; d < p; ++d) {
    auto& chunks = stages_[static_cast<std::size_t>(d)];
    chunks.reserve(static_cast<std::size_t>(schedule_.chunks()));
    for (int c = 0; c < schedule_.chunks(); ++c) {
      const int s = stage_of(schedule_.place, p, d, c);
      chunks.emplace_back(options_.model, s, S, params_[static_cast<std::size_t>(s)], nullptr,
                          meters_[static_cast<std::size_t>(d)]);
      deltas[static_cast<std::size_t>(s)] = chunks.back().deltas();
    }
  }
  bound_ = peak_activation_bytes(schedule_, deltas);
  bound_without_offload_ = peak_activation_bytes(without_offload(schedule_), deltas);
  for (int d = 0; d < p; ++d) {  // one host pool per device, shared by its stages
    hosts_.push_back(std::make_unique<gpt::host_pool>());
    for (gpt::gpt_stage& st : stages_[static_cast<std::size_t>(d)]) st.set_host_pool(*hosts_.back());
  }
  optimizer_ = std::make_unique<adamw_optimizer>(stage_list(stage_ptrs_), options_.optimizer);
}

trainer::~trainer() = default;

long long trainer::tokens_per_step() const {
  return static_cast<long long>(options_.microbatches) * options_.model.positions();
}

std::size_t trainer::parameter_count() const {
  std::size_t n = 0;
  for (const auto& prm : params_) n += prm.scalars();
  return n;
}

step_result trainer::step(bool check) {
  using clock = std::chrono::steady_clock;
  const int p = schedule_.devices(), S = schedule_.stages();
  const gpt::gpt_batch batch = dataset_.batch(options_.microbatches, steps_);

  const auto start = clock::now();
  for (auto& chunks : stages_)
    for (gpt::gpt_stage& st : chunks) st.set_batch(&batch);
  for (auto& prm : params_) prm.zero_grad();
  for (auto& m : meters_) m.reset();
  for (auto& h : hosts_) h->reset_peak();
  runtime::cpu::run_threads(schedule_, stages_, {.watchdog_timeout = options_.watchdog_timeout});
  const auto computed = clock::now();

  step_result r;
  r.step = steps_ + 1;
  const int last = S - 1;
  const gpt::gpt_stage& head = stages_[static_cast<std::size_t>(schedule_.device_of_stage(last))]
                                      [static_cast<std::size_t>(chunk_of(schedule_.place, p, last))];
  for (double l : head.losses()) r.loss += l;
  r.loss /= options_.microbatches;
  for (const auto& m : meters_) r.peak_activation_bytes.push_back(m.peak);
  for (const auto& h : hosts_) r.peak_host_bytes.push_back(h->meter().peak);

  if (check) r.max_grad_error = check_gradients(batch);

  const auto updating = clock::now();
  const double local = adamw_optimizer::local_sq_norm(stage_ptrs_);
  const double total = options_.all_reduce_sum ? options_.all_reduce_sum(local) : local;
  r.grad_norm = std::sqrt(total);
  optimizer_->apply(stage_ptrs_, r.grad_norm);
  const auto done = clock::now();

  for (auto& chunks : stages_)
    for (gpt::gpt_stage& st : chunks) st.set_batch(nullptr);  // `batch` dies here
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

void trainer::save(const std::filesystem::path& file) const {
  const checkpoint_metadata meta{{"step", std::to_string(steps_)},
                                 {"data_seed", std::to_string(dataset_.seed())},
                                 {"family", std::string(to_string(options_.fam))},
                                 {"devices", std::to_string(options_.devices)},
                                 {"microbatches", std::to_string(options_.microbatches)}};
  save_checkpoint(file, stage_ptrs_, *optimizer_, meta);
}

void trainer::resume(const std::filesystem::path& file) {
  // Load into copies and check our own metadata too, so that a refusal changes nothing.
  std::vector<gpt::gpt_params<float>> values = params_;
  std::vector<gpt::gpt_params<float>*> ptrs;
  for (auto& prm : values) ptrs.push_back(&prm);
  adamw_optimizer opt = *optimizer_;
  const checkpoint_metadata meta = load_checkpoint(file, ptrs, opt);
  const auto step = static_cast<std::int64_t>(parse_count(file, meta, "step", INT64_MAX));
  const std::uint64_t seed = parse_count(file, meta, "data_seed", UINT64_MAX);
  sequence_dataset data(options_.model, seed);

  for (std::size_t s = 0; s < params_.size(); ++s) params_[s] = std::move(values[s]);  // same objects, new values
  *optimizer_ = std::move(opt);
  dataset_ = data;
  steps_ = step;
}

}  // namespace pipesched::train
