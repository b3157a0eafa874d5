#include "train_command.hpp"

#include <algorithm>
#include <exception>
#include <filesystem>
#include <iostream>
#include <limits>
#include <memory>
#include <optional>
#include <ostream>
#include <span>
#include <stdexcept>
#include <string>
#include <vector>

#include <fmt/format.h>
#include <fmt/ranges.h>
#include <nlohmann/json.hpp>

#include <pipesched/compiled.hpp>
#include <pipesched/core/limits.hpp>
#include <pipesched/generate.hpp>
#include <pipesched/io/trace.hpp>

#include "runtime/gpt/gpt_config.hpp"
#include "runtime/gpt/gpt_layout.hpp"
#include "runtime/gpt/gpt_memory.hpp"
#include "runtime/gpt/gpt_partition.hpp"
#include "runtime/train/cuda_vocab_refusal.hpp"
#include "runtime/train/trainer.hpp"
#include "runtime/cli/kernels_report.hpp"
#include "runtime/gpt/kernel_choice.hpp"
#ifdef PIPESCHED_HAVE_CUDA_TRAINER
#include "runtime/cuda/cuda_probe.hpp"
#include "runtime/gpt/backend/cuda_kernel_check.hpp"
#endif
#include "offload_option.hpp"
#include "recompute_option.hpp"
#include "vocab_option.hpp"
#include "path_options.hpp"
#include "runtime/io/path_checks.hpp"
#include "cuda_refusal.hpp"
#include "runtime/io/safe_file.hpp"
#include "plan_file.hpp"
#ifdef PIPESCHED_HAVE_MPI
#include "runtime/mpi/mpi_world.hpp"
#endif
#include "json_text.hpp"
#include "memory_budget.hpp"
#include "option_checks.hpp"
#include "progress.hpp"
#include "schedule_command.hpp"
#include "thread_room.hpp"

namespace pipesched::cli {

namespace {

namespace fs = std::filesystem;

// Bad input: reported before any step, exit 2.
struct usage_error : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// A checkpoint or trace that could not be written after the work (a full disk): exit 1.
struct write_failure : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// The files this process writes and reads, as io::check_paths takes them. Under MPI each
// rank reads and writes its own checkpoint file (rank_checkpoint_path; replica 0's ranks
// write, `writes` false for the others), so those names, not --save's, are probed.
std::vector<io::path_use> train_paths(const train_options& o, int rank, int ranks, int devices, bool writes) {
  const auto own = [&](const std::string& file, int device) {
    return file.empty() || ranks == 1 ? file : train::rank_checkpoint_path(file, device, devices).string();
  };
  return {{"--save", writes ? own(o.save, rank) : std::string(), true, "a checkpoint", true},
          {"--trace", o.trace, true, "a trace"},
          {"--resume", own(o.resume, rank % devices), false, "a checkpoint"},
          {"--plan", o.plan, false, "a plan"}};
}

// What a rank prints on standard output besides its files (io::check_paths).
std::string printed_text(const train_options& o, int rank) {
  if (rank != 0) return "";
  return o.format == "text" ? "the run's text" : "the run's JSON";
}

// A failure during training that every MPI rank meets alike (it depends only on numbers
// every rank has): rank 0 reports it and every rank exits 2, with no MPI_Abort.
struct collective_error : std::runtime_error {
  using std::runtime_error::runtime_error;
};

std::string family_names() {
  std::string out;
  for (family f : all_families) out += (out.empty() ? "" : ", ") + std::string(to_string(f));
  return out;
}

// How the cuda backend placed the pipeline devices, for the header line.
std::string cuda_placement([[maybe_unused]] const train::trainer& t) {
#ifdef PIPESCHED_HAVE_CUDA_TRAINER
  const int p = t.sched().devices(), gpus = std::min(train::cuda_gpus_used(t.options()), p);
#ifdef PIPESCHED_HAVE_NCCL
  // Vocabulary parallelism hands tensors over the hub (cuda_vocab_launch.cpp).
  const bool nccl = t.options().vocab == vocab_placement::none &&
                    train::uses_nccl_links(t.options().transport, p * t.options().replicas, gpus, true);
#else
  const bool nccl = false;
#endif
  const std::string links = nccl ? ", tensors over NCCL links" : "";
  if (gpus == 1) return (p > 1 ? " on 1 GPU (single-GPU mode: each device its own streams and pool)" : " on 1 GPU") + links;
  return (p > gpus ? fmt::format(" on {} GPUs (device d on GPU d mod {})", gpus, gpus)
                   : fmt::format(" on {} GPUs (device d on GPU d)", gpus)) + links;
#else
  return "";
#endif
}

struct backend_choice {
  train::backend_kind kind = train::backend_kind::cpu;
  std::string header;  // the header line's name, and why for auto
};

// The --kernels decisions this process made (one per GPU and storage type), none without CUDA.
std::vector<gpt::kernel_selection> cuda_kernels_made() {
#ifdef PIPESCHED_HAVE_CUDA_TRAINER
  return gpt::cuda_kernel_selections();
#else
  return {};
#endif
}

// With vocabulary parallelism (--vocab-parallel, or a plan that shards the vocabulary) on a
// machine where cuda runs: why its GPUs cannot run the vocabulary passes
// (train/cuda_vocab_refusal.hpp), so that auto falls back to cpu. A plan sets the devices
// and the sharding, so it is read first and asked here.
std::optional<std::string> cuda_vocab_refusal_here([[maybe_unused]] const train_options& o,
                                                   [[maybe_unused]] const plan_run* plan) {
#ifdef PIPESCHED_HAVE_CUDA_TRAINER
  const bool vocab = plan ? plan->vocab_parallel != vocab_placement::none : o.vocab_parallel != 0;
  if (!vocab) return std::nullopt;
  return train::cuda_vocab_refusal(plan ? plan->depth : o.devices);
#else
  return std::nullopt;  // cuda_refusal() refuses cuda first
#endif
}

// The backend this run uses (--backend), or one usage_error line for cuda that cannot run;
// `plan`: the run's plan (--plan), null without one.
backend_choice choose_backend(const train_options& o, const plan_run* plan) {
  const std::string& asked = o.backend;
  const auto kind = train::parse_backend_kind(asked);
  if (kind == train::backend_kind::cuda) {
    const auto refusal = cuda_refusal();
    if (refusal) throw usage_error(*refusal);
  }
  if (kind) return {*kind, train::to_string(*kind)};
  // auto: cuda when it can run, else cpu, saying why not cuda.
  if (const auto refusal = cuda_refusal()) return {train::backend_kind::cpu, "cpu (auto: " + *refusal + ")"};
  if (const auto refusal = cuda_vocab_refusal_here(o, plan)) return {train::backend_kind::cpu, "cpu (auto: " + *refusal + ")"};
  return {train::backend_kind::cuda, "cuda (auto)"};
}

// Bytes stage 0 keeps per microbatch (the trace's activation counter is in chunk units).
long long stage_f_alloc(const train::trainer& t) {
  const gpt::gpt_config& c = t.options().model;
  return gpt::stage_deltas(c, gpt::partition(c, t.stages()).front()).f_alloc;
}

// The last step as a Chrome trace (Perfetto): a track per device and stream, measured
// microseconds, and an activation counter from the order at stage 0's bytes per chunk.
std::string measured_trace(const train::trainer& t, const timeline& measured) {
  io::trace_options opt;
  opt.us_per_unit = 1;  // the measured times are in microseconds
  opt.activation_bytes = t.sched().chunks() * stage_f_alloc(t);
  opt.name = fmt::format("pipesched train: {} on {} devices, step {} (measured)", to_string(t.options().fam),
                         t.sched().devices(), t.steps_taken());
  return compiled::to_chrome_trace(t.sched(), measured, opt);
}

// The numbers the options make together against their limits (core/limits.hpp), before any
// work (each option alone was checked as it was read: add_count, add_real): `--replicas
// 100000` would start 200,000 threads.
void check_numbers(const train_options& o) {
  check_count(std::int64_t{o.devices} * o.replicas, 1, limits::max_total_devices, "--devices x --replicas",
              "max_total_devices");
}

// The threads a run starts at most (train/thread_launch.hpp, cpu/run_threads.hpp): one per
// device it drives, one per replica after the first and the replicas' reducer; cpu-streams
// adds each device's compute, D2H and H2D stream workers, vocabulary parallelism each
// device's collective stream. Under MPI a rank drives one device.
std::int64_t threads_needed(const train::trainer_options& t, int ranks) {
  const std::int64_t devices = ranks > 1 ? 1 : std::int64_t{t.devices} * t.replicas;
  const std::int64_t per_device =
      (t.backend == train::backend_kind::cpu_streams ? 4 : 1) + (t.vocab != vocab_placement::none ? 1 : 0);
  return devices * per_device + (ranks > 1 ? 0 : t.replicas - 1) + (t.replicas > 1 ? 1 : 0);
}

train::trainer_options trainer_options_of(const train_options& o) {
  train::trainer_options t;
  const auto fam = parse_family(o.family);
  if (!fam) throw usage_error(fmt::format("unknown family '{}' (known: {})", o.family, family_names()));
  t.fam = *fam;
  if (o.replicas < 1) throw usage_error("--replicas must be at least 1, got " + std::to_string(o.replicas));
  t.devices = o.devices;
  t.microbatches = o.microbatches;
  t.replicas = o.replicas;
  t.model = gpt::parse_gpt_config(o.model);
  t.optimizer.lr = static_cast<float>(o.lr);
  t.seed = o.seed;
  t.data_seed = o.seed;
  t.offload = parse_offload(o.offload);
  t.recompute = parse_recompute(o.recompute);
  if (!(o.offload_bandwidth >= 0 && o.offload_bandwidth <= std::numeric_limits<double>::max()))
    throw usage_error(fmt::format("--offload-bandwidth must be finite and not negative, got {}", o.offload_bandwidth));
  t.copy = {o.offload_bandwidth, o.shared_link};
  t.vocab = vocab_placement_of(o.vocab_parallel);
  // The vocabulary passes placed with the model's costs, as `schedule --model` places them
  // (vocab_option.hpp), so that a run executes the schedule that command prints.
  if (t.vocab != vocab_placement::none)
    t.order_costs.vocab = vocab_costs_of_model(o.model, t.order_costs, o.devices, t.order_costs.comm);
  if (!o.layout.empty()) {
    if (!o.plan.empty()) throw usage_error("--layout cannot be given with --plan: the plan sets the stages' blocks");
    t.stage_blocks = gpt::parse_layout(o.layout, t.model.layers);
  }
  return t;
}

bool was_given(const train_options& o, const std::string& name) {
  return std::find(o.given.begin(), o.given.end(), name) != o.given.end();
}

// The run's options from plan `p` (see --plan in train_command.hpp), after its refusals.
void apply_plan(const train_options& o, const plan_run& p, train::trainer_options& t) {
  for (const char* name :
       {"--family", "--devices", "--microbatches", "--offload", "--offload-bandwidth", "--shared-link", "--recompute",
        "--vocab-parallel"})
    if (was_given(o, name))
      throw usage_error(fmt::format("{} cannot be given with --plan: plan {} of {} sets it", name, p.index, p.file));
  const gpt::gpt_config& c = t.model;
  if (c.layers != p.layers || c.dim != p.dim || c.heads != p.heads || c.seq != p.seq || c.vocab != p.vocab)
    throw usage_error(fmt::format("--plan {} was planned for model {}, not this run's model {} (--model {})", p.file,
                                  p.model,
                                  fmt::format("layers={},dim={},heads={},seq={},vocab={}", c.layers, c.dim, c.heads,
                                              c.seq, c.vocab),
                                  o.model));
  if (o.model.find("batch=") != std::string::npos && c.microbatch != p.microbatch)
    throw usage_error(fmt::format("--model batch={} differs from plan {}'s microbatch of {} sequences (leave batch out: "
                                  "the plan sets it)",
                                  c.microbatch, p.index, p.microbatch));
  if (was_given(o, "--replicas") && o.replicas != p.width)
    throw usage_error(fmt::format("--replicas {} differs from plan {}'s width {} (its data-parallel replicas); give "
                                  "--replicas {} or leave it out",
                                  o.replicas, p.index, p.width, p.width));
  // A sharded plan runs with --vocab-parallel's passes (trainer_options::vocab), which take
  // one replica and neither offload nor recompute: a plan asking for one of those is refused
  // by its field (plan --vocab-parallel writes none of them).
  if (p.vocab_parallel != vocab_placement::none) {
    auto refuse = [&](const std::string& what) {
      return usage_error(fmt::format("--plan {}: plan {}: {} with vocab {}: train runs a sharded vocabulary on one "
                                     "replica, without offload or recompute",
                                     p.file, p.index, what, to_string(p.vocab_parallel)));
    };
    if (p.width != 1) throw refuse(fmt::format("width {}", p.width));
    if (p.offload != "none") throw refuse("offload " + p.offload);
    if (p.recompute != "none") throw refuse("recompute " + p.recompute);
  }
  t.vocab = p.vocab_parallel;
  t.fam = p.fam;
  t.devices = p.depth;
  t.replicas = p.width;
  t.microbatches = p.microbatches;
  t.chunks = p.chunks;
  t.model.microbatch = p.microbatch;
  t.stage_blocks = p.stage_blocks;
  // The plan's layout text says the cut a user reads; a file where it is not stage_blocks'
  // was edited by hand in one place: refused rather than run with either. A sharded plan's
  // layout has no E and no L (plan_command.cpp's layout_of): read with them put back.
  if (!p.layout.empty()) {
    const bool sharded = p.vocab_parallel != vocab_placement::none;
    if (sharded && p.layout.find_first_of("EL") != std::string::npos)
      throw usage_error(fmt::format("--plan {}: plan {}: layout '{}' places E or L, but vocab {} shards the "
                                    "vocabulary layers over the devices (its stages hold blocks only)",
                                    p.file, p.index, p.layout, to_string(p.vocab_parallel)));
    std::vector<int> read;
    try {
      read = gpt::parse_layout(sharded ? "E" + p.layout + "L" : p.layout, p.layers);
    } catch (const std::invalid_argument& e) {
      throw usage_error(fmt::format("--plan {}: plan {}: {}", p.file, p.index, e.what()));
    }
    if (read != p.stage_blocks)
      throw usage_error(fmt::format("--plan {}: plan {}: layout '{}' is not the cut of stage_blocks {}", p.file,
                                    p.index, p.layout, fmt::join(p.stage_blocks, ",")));
  }
  t.offload = parse_offload(p.offload);
  t.recompute = parse_recompute(p.recompute);
  t.copy = {p.copy_bandwidth, false};
  t.order_costs = p.order_costs;
  t.offload_costs = p.offload_costs;
  t.memory_cap_units = p.memory_cap_units;
  t.memory_caps_units = p.memory_caps_units;
}

// Each device's measured peak against the plan's prediction (index r·p + d against d).
std::vector<std::size_t> over_prediction(const std::vector<long long>& peak, const std::vector<long long>& predicted) {
  std::vector<std::size_t> out;
  for (std::size_t i = 0; i < peak.size(); ++i)
    if (peak[i] > predicted[i % predicted.size()]) out.push_back(i);
  return out;
}

// Each device's "dD PEAK/BOUND" (with replicas: "rRdD", index r·p + d), '!' where they differ.
std::string bytes_against_bound(const std::vector<long long>& peak, const std::vector<long long>& bound, int p,
                                bool replicas) {
  std::string out;
  for (std::size_t i = 0; i < peak.size(); ++i) {
    const std::string name = replicas ? fmt::format("r{}d{}", i / static_cast<std::size_t>(p), i % static_cast<std::size_t>(p))
                                      : fmt::format("d{}", i);
    out += fmt::format("{}{} {}/{}{}", i ? " " : "", name, peak[i], bound[i], peak[i] == bound[i] ? "" : "!");
  }
  return out;
}

// A per-device array of one pipeline, repeated for every replica (replica-major).
std::vector<long long> per_replica(const std::vector<long long>& v, int replicas) {
  std::vector<long long> out;
  for (int r = 0; r < replicas; ++r) out.insert(out.end(), v.begin(), v.end());
  return out;
}

struct run_summary {
  std::vector<double> losses, grad_norms;
  std::vector<long long> peak;  // max over steps, per device
  std::vector<long long> host_peak;  // offloaded bytes in host memory: max over steps, per device
  std::vector<long long> pool_peak;  // cuda: each device's memory pool high water, max over steps
  std::optional<double> max_grad_error;
  double seconds = 0;
  double cpu_seconds = 0;  // the process's CPU seconds over the same spans as seconds
  long long tokens = 0;
  std::int64_t first_step = 0;
  std::vector<std::string> saved;  // "FILE at step K"
  double tokens_per_second() const { return seconds > 0 ? static_cast<double>(tokens) / seconds : 0; }
};

// The run's summary: --format json's document, and jsonl's last line (with "type").
nlohmann::ordered_json summary_json(const train_options& o, const std::string& backend, const train::trainer& t,
                                    const run_summary& s, const std::optional<plan_run>& plan, bool typed) {
  using json = nlohmann::ordered_json;
  const auto maybe = [](const std::optional<double>& x) { return x ? json(*x) : json(nullptr); };
  json doc = {{"schema", json_schema("train")}};
  if (typed) doc["type"] = "summary";
  const json rest = {{"backend", backend.substr(0, backend.find(' '))},
              {"dtype", to_string(t.options().dtype)},
              {"family", std::string(to_string(t.options().fam))},
              {"devices", t.sched().devices()},
              {"replicas", t.replicas()},
              {"chunks", t.sched().chunks()},
              {"stages", t.stages()},
              {"microbatches", t.options().microbatches},
              {"model", gpt::to_string(t.options().model)},
              {"parameters", t.parameter_count()},
              {"tokens_per_step", t.tokens_per_step()},
              {"lr", t.options().optimizer.lr},
              {"first_step", s.first_step},
              {"steps", s.losses.size()},
              {"losses", s.losses},
              {"grad_norms", s.grad_norms},
              {"max_grad_error", maybe(s.max_grad_error)},
              {"peak_activation_bytes", s.peak},
              {"bound_activation_bytes", per_replica(t.bound_activation_bytes(), t.replicas())},
              {"offload", plan ? plan->offload : o.offload},
              {"offload_bandwidth", t.options().copy.bandwidth},
              {"shared_link", t.options().copy.shared_link},
              {"peak_activation_bytes_without_offload",
               per_replica(t.bound_activation_bytes_without_offload(), t.replicas())},
              {"recompute", plan ? plan->recompute : o.recompute},
              {"recompute_actions", train::count_actions(t.sched(), action_kind::recompute)},
              {"peak_activation_bytes_without_recompute",
               per_replica(t.bound_activation_bytes_without_recompute(), t.replicas())},
              {"peak_host_bytes", s.host_peak},
              {"tokens_per_second", s.tokens_per_second()},
              {"seconds", s.seconds},
              {"cpu_seconds", s.cpu_seconds},
              {"resumed_from", o.resume.empty() ? json(nullptr) : json(o.resume)},
              {"saved", o.save.empty() ? json(nullptr) : json(o.save)}};
  for (const auto& [key, value] : rest.items()) doc[key] = value;
  if (!s.pool_peak.empty()) doc["peak_pool_bytes"] = s.pool_peak;  // cuda: the pools' high water
  if (t.options().backend == train::backend_kind::cuda)  // which kernel ran each op on each GPU
    doc["kernels"] = kernels_json(t.options().kernels, cuda_kernels_made());
  if (t.iterations() > 1) {
    doc["iterations"] = t.iterations();
    doc["bytes_with_weights"] = t.bound_bytes_with_weights();
  }
  if (plan)
    doc["plan"] = {{"file", plan->file},
                   {"index", plan->index},
                   {"costs", plan->cost_source},
                   {"vocab", std::string(to_string(plan->vocab_parallel))},
                   {"stage_blocks", plan->stage_blocks},
                   {"extrapolated", plan->extrapolated},
                   {"predicted_activation_bytes", plan->predicted},
                   {"within_prediction", over_prediction(s.peak, plan->predicted).empty()}};
  return doc;
}

// jsonl's line for one iteration, printed (and flushed) as soon as it is done.
std::string step_line(const train::step_result& r, std::int64_t step, double loss, double grad_norm) {
  using json = nlohmann::ordered_json;
  const json line = {{"schema", json_schema("train")},
                     {"type", "step"},
                     {"step", step},
                     {"loss", loss},
                     {"grad_norm", grad_norm},
                     {"tokens_per_second", r.tokens_per_second},
                     {"seconds", r.seconds},
                     {"cpu_seconds", r.cpu_seconds},
                     {"peak_activation_bytes", r.peak_activation_bytes},
                     {"peak_host_bytes", r.peak_host_bytes},
                     {"max_grad_error", r.max_grad_error ? json(*r.max_grad_error) : json(nullptr)}};
  return json_text(line) + '\n';
}

}  // namespace

// --iterations K (2bw only, K > 1): each trainer step is one run of the K-iteration 2bw
// schedule without a flush (runtime/train/trainer.hpp); --steps counts iterations and must
// be a multiple of K.
int run_train(const train_options& o, std::ostream& out_of_every_rank, std::ostream& err) {
  const int iterations = o.iterations;
  // Under mpirun (with MPI built): one rank per device, rank r·p + d drives device d of
  // replica r (rank d: device d when there is one replica), MPI carries the tensors and the
  // replicas' gradient all-reduce, and only rank 0 prints. Errors still print one line and exit 2.
  int rank = 0, ranks = 1;
#ifdef PIPESCHED_HAVE_MPI
  std::optional<mpi::environment> mpi_env;
  try {
    if (mpi::launched_by_mpi()) mpi_env.emplace();
  } catch (const std::exception& e) {
    err << error_line(e.what()) << std::flush;
    return exit_usage;
  }
  if (mpi_env) rank = mpi_env->rank(), ranks = mpi_env->size();
#endif
  std::ostream silent(nullptr);  // the other ranks' output goes nowhere
  std::ostream& out = rank == 0 ? out_of_every_rank : silent;

  // Everything that can be refused is refused here, before a step or a byte of output.
  std::string backend;  // the header line's
  std::unique_ptr<train::trainer> t;
  std::optional<plan_run> plan;
  std::string refused;
  try {
    backend_choice chosen = choose_backend(o, nullptr);
    if (o.chaos_seed && chosen.kind != train::backend_kind::cpu_streams)
      throw usage_error("--chaos-seed delays the ops of CPU streams; it needs --backend cpu-streams");
    if (o.gpus != 0 && o.backend != "cuda" && o.backend != "auto")
      throw usage_error("--gpus spreads the pipeline devices over GPUs; it needs --backend cuda (or auto)");
    if (o.gpus < 0) throw usage_error("--gpus must be at least 1 (0: every GPU), got " + std::to_string(o.gpus));
    if (o.transport != "auto" && o.backend != "cuda" && o.backend != "auto")
      throw usage_error("--transport picks how GPUs hand tensors over; it needs --backend cuda (or auto)");
    check_numbers(o);
    // A resumed run takes its weights and its dataset's seed and position from the checkpoint.
    if (!o.resume.empty() && was_given(o, "--seed"))
      throw usage_error("--seed cannot be given with --resume: the checkpoint holds the weights and the dataset's seed");
    if (o.save_every > 0 && o.save.empty()) throw usage_error("--save-every needs --save FILE");
    if (ranks == 1) io::check_paths(train_paths(o, 0, 1, 1, true), printed_text(o, rank));
    // The plan before the choice is used: a plan may shard the vocabulary, which auto's
    // choice asks about (cuda_vocab_refusal_here).
    if (!o.plan.empty()) {
      plan.emplace(read_plan(o.plan, o.plan_index));
      if (!train::parse_backend_kind(o.backend)) chosen = choose_backend(o, &*plan);
    } else if (o.plan_index != 0) {
      throw usage_error("--plan-index needs --plan FILE");
    }
    backend = chosen.header;
    if (ranks > 1) backend += fmt::format(" over MPI, {} ranks (one per device)", ranks);
    train::trainer_options options = trainer_options_of(o);
    options.backend = chosen.kind;
    options.dtype = *train::parse_storage_dtype(o.dtype);  // CLI::IsMember checked the name
    if (options.dtype == train::storage_dtype::bf16) backend += " (bf16 storage)";
    options.gpus = o.gpus;
    options.transport = *train::parse_cuda_transport(o.transport);  // CLI::IsMember checked the name
    // The CPU backends have their reference kernels only: auto and reference mean them;
    // fast asks for kernels that are not there.
    const std::optional<gpt::kernel_mode> kernels = gpt::parse_kernel_mode(o.kernels);
    if (!kernels) throw usage_error("--kernels: " + gpt::kernel_mode_refusal(o.kernels));
    if (*kernels == gpt::kernel_mode::fast && chosen.kind != train::backend_kind::cuda)
      throw usage_error(fmt::format("--kernels fast runs the GPU's contender kernels, each once its self-check passes; the {} backend has only its "
                                    "reference kernels (use --kernels auto or reference)",
                                    train::to_string(chosen.kind)));
    options.kernels = *kernels;
#ifndef PIPESCHED_HAVE_NCCL
    if (options.transport == train::cuda_transport::nccl)
      throw usage_error("--transport nccl needs NCCL, which this build lacks (configure with NCCL found, or NCCL_ROOT)");
#endif
    if (o.chaos_seed) options.streams.chaos = {.enabled = true, .seed = *o.chaos_seed};
    if (plan) apply_plan(o, *plan, options);
    // --vocab-parallel's or the plan's algorithm.
    if (options.vocab != vocab_placement::none)
      backend += fmt::format(" (vocabulary parallel, algorithm {})", options.vocab == vocab_placement::algorithm_1 ? 1 : 2);
    options.record_timeline = !o.trace.empty();
    if (iterations < 1) throw usage_error("--iterations must be at least 1, got " + std::to_string(iterations));
    if (iterations > 1) {
      if (options.fam != family::two_bw)
        throw usage_error(fmt::format("--iterations {} is 2bw's alone: {} flushes after every iteration (use --family "
                                      "2bw, or --iterations 1)",
                                      iterations, to_string(options.fam)));
      if (o.steps % iterations != 0)
        throw usage_error(fmt::format("--steps {} is not a multiple of --iterations {} (each run of the 2bw schedule "
                                      "takes {} steps)",
                                      o.steps, iterations, iterations));
      if (ranks > 1)
        throw usage_error("2bw with --iterations > 1 runs on threads in one process; run it without mpirun (or "
                          "with --iterations 1)");
      if (o.check)
        throw usage_error("--check compares a flushed step with the unpipelined model; 2bw with --iterations > 1 has "
                          "none (leave out --check, or use --iterations 1)");
      options.iterations = iterations;
    }
    if (ranks > 1) {
      if (o.check) throw usage_error("--check needs every stage in one process; run it without mpirun");
      if (!o.trace.empty()) throw usage_error("--trace records the threads of one process; run it without mpirun");
      // Rank r·p + d drives device d of replica r (replica-major, as the peaks are listed).
      const int needed = options.devices * options.replicas;
      if (needed != ranks)
        throw usage_error(
            options.replicas > 1
                ? fmt::format("{} {} x --replicas {} needs one MPI rank per device (mpirun -np {}), not {} ranks",
                              plan ? "the plan's depth" : "--devices", options.devices, options.replicas, needed, ranks)
                : fmt::format("{} {} needs one MPI rank per device (mpirun -np {}), not {} ranks",
                              plan ? "the plan's depth" : "--devices", options.devices, options.devices, ranks));
      options.local_devices = {rank};
      io::check_paths(train_paths(o, rank, ranks, options.devices, rank < options.devices), printed_text(o, rank));
    }
    const memory_budget budget = parse_max_memory(o.max_memory);
    check_schedule_fits(options.fam, shape{options.devices, options.microbatches * options.iterations, options.chunks,
                                           0, options.iterations},
                        budget);
    // fp32 weights and gradients in every replica and AdamW's two moments once: 8 W + 8
    // bytes a parameter before any activation, so a model the machine cannot hold is
    // refused here instead of ending in std::bad_alloc.
    const char* too_large = "the model's size overflows 64 bits";
    const std::int64_t parameters = gpt::parameter_count(options.model);
    check_fits(checked_mul(parameters, checked_add(checked_mul(8, options.replicas, too_large), 8, too_large), too_large),
               fmt::format("the model's weights, gradients and AdamW moments ({} parameters)", parameters), budget,
               "give a smaller --model or fewer --replicas");
    check_thread_room(threads_needed(options, ranks),
                      fmt::format("train on {} pipeline devices x {} replicas (backend {})", options.devices,
                                  options.replicas, train::to_string(options.backend)));
    t = std::make_unique<train::trainer>(options);
    if (t->options().backend == train::backend_kind::cuda) {
      backend += cuda_placement(*t);
      // The self-check ran as the devices were made: a fast kernel that failed it is one line.
      const std::vector<gpt::kernel_selection> made = cuda_kernels_made();
      for (const gpt::kernel_selection& k : made)
        for (const std::string& w : k.warnings) err << w << '\n';
      err << std::flush;
      backend += kernels_text(options.kernels, made);
    }
    if (!o.resume.empty()) t->resume(o.resume);
  } catch (const std::exception& e) {
    refused = e.what();
    if (refused.empty()) refused = "training setup failed";
  }
#ifdef PIPESCHED_HAVE_MPI
  if (ranks > 1) {  // every rank must agree to start: the lowest refusing rank says why
    try {
      const int first = mpi::first_failing_rank(!refused.empty());
      if (first >= 0) {
        if (rank == first) err << error_line(refused) << std::flush;
        return exit_usage;
      }
      const long long mine = t->steps_taken();
      const std::vector<long long> steps = mpi::all_gather(std::span<const long long>(&mine, 1));
      for (std::size_t r = 1; r < steps.size(); ++r)
        if (steps[r] != steps[0]) {
          if (rank == 0)
            err << error_line(fmt::format("--resume {}: rank 0 resumed after step {}, rank {} after step {}; every "
                                          "rank needs its file of the same step",
                                          o.resume, steps[0], r, steps[r]))
                << std::flush;
          return exit_usage;
        }
    } catch (const std::exception& e) {
      err << error_line(e.what()) << std::flush;
      mpi::abort(exit_usage);
    }
  }
#endif
  if (!refused.empty()) {
    err << error_line(refused) << std::flush;
    return exit_usage;
  }

  const bool text = o.format == "text", lines = o.format == "jsonl";
  run_summary s;
  s.first_step = t->steps_taken();
  const int w = t->replicas(), p = t->sched().devices();
  s.peak.assign(static_cast<std::size_t>(p) * static_cast<std::size_t>(w), 0);
  const std::vector<long long> bound = per_replica(t->bound_activation_bytes(), w);  // replica-major
  try {
    if (text) {
      out << fmt::format(
          "pipesched train: backend {}; {} on {} devices x {} chunks = {} stages{}, {} microbatches of {} tokens; "
          "model {} ({} parameters); AdamW lr {:g}, clip {:g}\n",
          backend, to_string(t->options().fam), t->sched().devices(), t->sched().chunks(), t->stages(),
          w > 1 ? fmt::format(", {} data-parallel replicas ({} devices, gradients all-reduced)", w, p * w) : "",
          w > 1 ? fmt::format("{} x {}", w, t->options().microbatches) : std::to_string(t->options().microbatches), t->options().model.positions(), gpt::to_string(t->options().model), t->parameter_count(),
          t->options().optimizer.lr, t->options().optimizer.clip_norm);
      if (plan)
        out << fmt::format("plan {} #{}: {}, p={}, w={}, b={}, m={}, offload {}{}; blocks per stage {}; {} costs; "
                           "predicted activation bytes per device {}{}\n",
                           plan->file, plan->index, to_string(plan->fam), plan->depth, plan->width, plan->microbatch,
                           plan->microbatches, plan->offload,
                           plan->vocab_parallel != vocab_placement::none ? fmt::format(", vocab {}", to_string(plan->vocab_parallel)) : "",
                           fmt::join(plan->stage_blocks, "/"), plan->cost_source,
                           fmt::join(plan->predicted, " "),
                           plan->extrapolated ? " (at fewer microbatches: the plan was extrapolated)" : "");
      if (!o.resume.empty()) out << fmt::format("resumed from {} after step {}\n", o.resume, s.first_step);
      if ((plan ? plan->offload : o.offload) != "none")
        out << fmt::format("offload {} (host link {:g} units per time unit{}): static bound without offload {}\n",
                           plan ? plan->offload : o.offload, t->options().copy.bandwidth,
                           t->options().copy.shared_link ? ", shared" : "",
                           fmt::join(t->bound_activation_bytes_without_offload(), " "));
      if (const std::string& policy = plan ? plan->recompute : o.recompute; policy != "none")
        out << fmt::format("recompute {}: {} R actions (an F again from the kept stage input, before its backward); "
                           "static bound without them {}\n",
                           policy, train::count_actions(t->sched(), action_kind::recompute),
                           fmt::join(t->bound_activation_bytes_without_recompute(), " "));
      if (t->iterations() > 1)
        out << fmt::format("2bw: {} runs of {} iterations each, no flush within a run; iteration t runs on W(t-1), "
                           "W(t+1) = AdamW(W(t), g(W(t-1))) with the global-norm clip; static bytes with both "
                           "weight versions per device {}\n",
                           o.steps / t->iterations(), t->iterations(), fmt::join(t->bound_bytes_with_weights(), " "));
      out << "columns: step, mean loss, tokens/s, per device "
          << (w > 1 ? "rRdD (replica R, device D)" : "d") << ": measured peak / static bound activation bytes"
          << (o.check ? ", largest gradient error vs the unpipelined model" : "") << '\n'
          << std::flush;
    }
    std::optional<timeline> last_measured;
    const int K = t->iterations();
    progress bar("train", o.steps / K, text || lines, rank == 0);
    for (int i = 0; i < o.steps / K; bar.set(++i)) {
      train::step_result r = t->step(o.check);
      if (r.measured) last_measured = std::move(r.measured);
      s.losses.insert(s.losses.end(), r.losses.begin(), r.losses.end());
      s.grad_norms.insert(s.grad_norms.end(), r.grad_norms.begin(), r.grad_norms.end());
      s.seconds += r.seconds;
      s.cpu_seconds += r.cpu_seconds;
      s.tokens += K * t->tokens_per_step();
      for (std::size_t d = 0; d < s.peak.size(); ++d) s.peak[d] = std::max(s.peak[d], r.peak_activation_bytes[d]);
      s.host_peak.resize(r.peak_host_bytes.size(), 0);
      for (std::size_t d = 0; d < s.host_peak.size(); ++d) s.host_peak[d] = std::max(s.host_peak[d], r.peak_host_bytes[d]);
      s.pool_peak.resize(r.peak_pool_bytes.size(), 0);
      for (std::size_t d = 0; d < s.pool_peak.size(); ++d) s.pool_peak[d] = std::max(s.pool_peak[d], r.peak_pool_bytes[d]);
      if (r.max_grad_error) s.max_grad_error = std::max(s.max_grad_error.value_or(0.0), *r.max_grad_error);
      for (int k = 0; text && k + 1 < static_cast<int>(r.losses.size()); ++k)  // 2bw: the run's earlier iterations
        out << fmt::format("step {:>4}  loss {:.4f}  {:>7.0f} tokens/s  {}\n", r.step - K + k + 1,
                           r.losses[static_cast<std::size_t>(k)], r.tokens_per_second,
                           bytes_against_bound(r.peak_activation_bytes, bound, p, w > 1));
      for (std::size_t k = 0; lines && k < r.losses.size(); ++k)  // 2bw: a line per iteration of the run
        out << step_line(r, r.step - K + 1 + static_cast<std::int64_t>(k), r.losses[k], r.grad_norms[k]) << std::flush;
      if (text) {
        out << fmt::format("step {:>4}  loss {:.4f}  {:>7.0f} tokens/s  {}", r.step, r.loss, r.tokens_per_second,
                           bytes_against_bound(r.peak_activation_bytes, bound, p, w > 1));
        if (r.max_grad_error) out << fmt::format("  grad err {:.1e}", *r.max_grad_error);
        out << '\n' << std::flush;
      }
      if (r.peak_activation_bytes != bound)
        throw collective_error(fmt::format("step {}: measured peak activation bytes differ from the static bound ({})",
                                             r.step, bytes_against_bound(r.peak_activation_bytes, bound, p, w > 1)));
      const bool last = i + 1 == o.steps / K;
      if (!o.save.empty() && (last || (o.save_every > 0 && r.step / o.save_every != (r.step - K) / o.save_every))) {
        try {
          t->save(o.save);
        } catch (const std::exception& e) {
          throw write_failure(e.what());
        }
        if (text)
          out << fmt::format("saved {} at step {}\n",
                             ranks > 1 ? fmt::format("{} (a file per {}: {}, ...)", o.save,
                                                     w > 1 ? "device of replica 0" : "rank",
                                                     train::rank_checkpoint_path(o.save, 0, p).string())
                                       : o.save,
                             r.step)
              << std::flush;
      }
    }
    if (last_measured) io::write_file(o.trace, measured_trace(*t, *last_measured));
  } catch (const collective_error& e) {
    if (rank == 0) err << error_line(e.what()) << std::flush;
    return exit_usage;
  } catch (const write_failure& e) {  // after the work: the input was sound
    err << error_line(e.what()) << std::flush;
#ifdef PIPESCHED_HAVE_MPI
    if (ranks > 1) mpi::abort(exit_write_failed);
#endif
    return exit_write_failed;
  } catch (const io::write_error& e) {
    err << error_line(e.what()) << std::flush;
    return exit_write_failed;
  } catch (const std::exception& e) {
    err << error_line(e.what()) << std::flush;
#ifdef PIPESCHED_HAVE_MPI
    if (ranks > 1) mpi::abort(exit_usage);  // the other ranks may wait for this one forever
#endif
    return exit_usage;
  }

  if (text) {
    out << fmt::format("done: {} steps in {:.2f} s, loss {:.4f} -> {:.4f}, {:.0f} tokens/s; measured peak "
                       "activation bytes = static bound on every device",
                       s.losses.size(), s.seconds, s.losses.front(), s.losses.back(), s.tokens_per_second());
    if (s.max_grad_error) out << fmt::format("; largest gradient error vs the unpipelined model {:.1e}", *s.max_grad_error);
    out << '\n';
    if (plan) {
      const std::vector<std::size_t> over = over_prediction(s.peak, plan->predicted);
      if (over.empty()) {
        out << "plan: measured peak activation bytes within the plan's prediction on every device\n";
      } else {
        std::string which;
        const std::size_t pd = plan->predicted.size();
        for (std::size_t i : over)
          which += fmt::format("{}{} {}/{}", which.empty() ? "" : ", ",
                               w > 1 ? fmt::format("r{}d{}", i / pd, i % pd) : fmt::format("d{}", i), s.peak[i],
                               plan->predicted[i % pd]);
        out << fmt::format("plan: measured peak activation bytes above the plan's prediction on {} of {} devices "
                           "(peak/predicted: {}){}\n",
                           over.size(), s.peak.size(), which,
                           plan->cost_source == "analytic"
                               ? "; its costs are analytic (bf16 bytes): plan with --profile for the runtime's own"
                               : "");
      }
    }
    out << std::flush;
  } else {
    const nlohmann::ordered_json doc = summary_json(o, backend, *t, s, plan, lines);
    out << json_text(doc, lines ? -1 : 2) << '\n' << std::flush;
  }
  return 0;
}

void add_train_command(CLI::App& app) {
  auto o = std::make_shared<train_options>();
  o->lr = train::default_training_optimizer.lr;
  CLI::App* cmd = app.add_subcommand(
      "train", "Train the GPT model on the embedded dataset through a schedule (every option has a default)");
  cmd->add_option("--backend", o->backend,
                  "cpu, cpu-streams (the same kernels stream-ordered on CPU streams: equal numbers), cuda (fp32, "
                  "one process, one replica), or auto (cuda when a device answers, else cpu)")
      ->check(CLI::IsMember({"cpu", "cpu-streams", "cuda", "auto"}))
      ->capture_default_str();
  cmd->add_option("--dtype", o->dtype,
                  "what activations, their gradients and the weights' working copy are stored as: fp32, or bf16 "
                  "(every backend; master weights, AdamW moments, gradients and LayerNorm statistics stay fp32, "
                  "so checkpoints are the same either way)")
      ->check(CLI::IsMember({"fp32", "bf16"}))
      ->capture_default_str();
  namespace lim = limits;
  add_count(cmd, "--chaos-seed", o->chaos_seed,
            "cpu-streams only: chaos on with this seed (a random delay before each queued op, NaN in fresh and "
            "freed memory), so that a missing event wait shows as a wrong number",
            0, UINT64_MAX);
  add_count(cmd, "--gpus", o->gpus,
            "cuda: GPUs the pipeline devices are spread over, device d on GPU d mod N (more devices than GPUs "
            "share them: single-GPU mode); 0: every GPU",
            0, lim::max_devices, "max_devices")
      ->capture_default_str();
  cmd->add_option("--transport", o->transport,
                  "cuda: how devices hand tensors over: hub (device memory and a ready event through the host's "
                  "rendezvous; peer copies), nccl (a 2-rank NCCL communicator per directed link), or auto (nccl "
                  "when every device has a GPU of its own, else hub)")
      ->check(CLI::IsMember({"auto", "hub", "nccl"}))
      ->capture_default_str();
  cmd->add_option("--kernels", o->kernels,
                  "cuda: which kernels run the linear and attention: auto (each fast kernel -- cuBLASLt, the "
                  "tensor-core linear, flash attention in bf16 -- checked against the simple one at the first step "
                  "on each GPU, falling back with a warning), reference (the simple kernels only) or fast (the hand-written "
                  "contenders -- the Hopper wgmma linear -- each run once its self-check passes, else the first fast "
                  "kernel unchecked; cuda only). The CPU backends run their reference kernels")
      ->check(CLI::Validator(
          [](std::string& value) {
            return gpt::parse_kernel_mode(value) ? std::string() : gpt::kernel_mode_refusal(value);
          },
          "auto|reference|fast", "kernels"))
      ->capture_default_str();
  cmd->add_option("--family", o->family, "Schedule family: " + family_names())->capture_default_str();
  add_count(cmd, "--devices", o->devices, "Pipeline devices P", 1, lim::max_devices, "max_devices")
      ->capture_default_str();
  add_count(cmd, "--microbatches", o->microbatches, "Microbatches m per step (gradients accumulate over them)", 1,
            lim::max_microbatches, "max_microbatches")
      ->capture_default_str();
  add_count(cmd, "--steps", o->steps, "Training steps this run takes", 1, lim::max_steps, "max_steps")
      ->capture_default_str();
  cmd->add_option("--model", o->model,
                  "tiny, small, or key=value pairs (layers, dim, heads, seq, vocab, batch), after a preset or not")
      ->capture_default_str();
  add_real(cmd, "--lr", o->lr, "AdamW learning rate", {.above_lo = true})->capture_default_str();
  add_count(cmd, "--seed", o->seed, "Seed of the initial weights and of the dataset", 0, UINT64_MAX)
      ->capture_default_str();
  cmd->add_flag("--check", o->check,
                "Also run every step's batch through the unpipelined model and report the largest gradient error");
  add_path_option(cmd, "--save", o->save, "Write a checkpoint (safetensors) at the end, whole or not at all");
  add_path_option(cmd, "--trace", o->trace,
                  "Write the last step's measured timeline as a Chrome trace (open it in Perfetto)");
  add_count(cmd, "--save-every", o->save_every, "Also save every K steps (0: only at the end)", 0, lim::max_steps,
            "max_steps")
      ->capture_default_str();
  add_path_option(cmd, "--resume", o->resume, "Continue from a checkpoint of the same model and partition");
  cmd->add_option("--offload", o->offload,
                  "Activation offload: none, full, ratio:R, selective:K (per device), chunk:C or auto[:EPS] (most "
                  "offloads within EPS more simulated makespan)")
      ->capture_default_str();
  cmd->add_option("--recompute", o->recompute,
                  "Activation recomputation: none, full (every microbatch kept across other passes), selective:K "
                  "(per device) or auto[:EPS] (most recomputes within EPS more simulated makespan); a recomputed F "
                  "keeps only its stage input and an R pass rebuilds the rest before its backward; applied before "
                  "--offload")
      ->capture_default_str();
  add_real(cmd, "--offload-bandwidth", o->offload_bandwidth,
           "Host link bandwidth in activation units per time unit, where offloads are placed (0: copies "
           "take no time)",
           {})
      ->capture_default_str();
  cmd->add_flag("--shared-link", o->shared_link, "Two devices share one host link (half the bandwidth each)");
  add_count(cmd, "--replicas", o->replicas,
            "Data-parallel replicas W of the pipeline (P·W devices; each step draws W·M microbatches and "
            "all-reduces each stage's gradients as soon as every replica has done its last backward; under "
            "mpirun -np P·W, rank r·P + d drives device d of replica r)",
            1, lim::max_replicas, "max_replicas")
      ->capture_default_str();
  add_path_option(cmd, "--plan", o->plan,
                  "Train with a plan of pipesched plan --format json (its family, depth, microbatches, chunks, "
                  "offload, microbatch size, per-stage layer partition, width and vocabulary placement)");
  cmd->add_option("--layout", o->layout,
                  "Transformer blocks per stage in Megatron's --pipeline-model-parallel-layout grammar: stages in model "
                  "order split by |, E embedding, t block, L loss, X*N repeats (Et*3|(tt|)*2ttL)");
  add_count(cmd, "--plan-index", o->plan_index, "Which of the file's plans (0: the top one)", 0,
            std::numeric_limits<int>::max())
      ->capture_default_str();
  add_count(cmd, "--iterations", o->iterations,
            "2bw only: optimizer iterations per run of the schedule (PipeDream-2BW, no flush between them; "
            "--steps must be a multiple)",
            1, lim::max_iterations, "max_iterations")
      ->capture_default_str();
  add_count(cmd, "--vocab-parallel", o->vocab_parallel,
            "Vocabulary parallelism: wte and the LM head sharded by vocabulary over every device, their passes "
            "and collectives placed in the schedule (the paper's algorithm 1: two all-reduces per microbatch, 2: "
            "one; 0: none). cpu and cpu-streams backends; 1f1b, zb-h1, v-half, v-min",
            0, 2)
      ->capture_default_str();
  cmd->add_option("--max-memory", o->max_memory,
                  "Refuse a schedule, or the model's weights, gradients and AdamW moments, estimated above these "
                  "bytes before building them (8GB; default: half the physical memory)");
  cmd->add_option("--format", o->format,
                  "Output format: text, json (one document at the end) or jsonl (a JSON line per step as it "
                  "completes, then the summary)")
      ->check(CLI::IsMember({"text", "json", "jsonl"}))
      ->capture_default_str();
  cmd->callback([o, cmd] {
    o->given.clear();
    for (const CLI::Option* opt : cmd->get_options())
      if (opt->count() > 0) o->given.push_back(opt->get_name());
    if (const int status = run_train(*o, std::cout, std::cerr); status != 0) throw CLI::RuntimeError(status);
  });
}

}  // namespace pipesched::cli
