#pragma once
// The planner (PipeDream-2BW's, over every family here): for N devices with a memory cap
// each and a global batch of G sequences, enumerate
//   pipeline depth p | N (data-parallel width w = N/p), microbatch size b (powers of two
//   dividing G/w), family (all_families), offload (none, full: kept where it lowers memory),
//   recompute (none, full, auto: the most recomputes within 2% more simulated time;
//   passes/recompute.hpp; each kept where it lowers memory, auto where it differs from full;
//   an R costs its F's time in the simulation, and the F of a recomputed microbatch keeps its
//   stage's input: stage_deltas),
// cut the model into the family's p·v stages (the layout search: the cut with balanced
// stage times, cost_model.hpp, and the memory cuts of detail::memory_cuts, each evaluated,
// the fastest that fits kept per variant; or the request's own layout), and keep the plans
// whose memory fits on every device, each device
// against its own cap (plan_request::memory_caps; one cap for all by default):
//   static bytes of the device's stages (weights, gradients, optimizer state; 2BW's
//   second version; the embedding's on the first stage, the LM head's on the last, so the
//   devices holding those stages differ) + the schedule's static activation bound in bytes
//   (peak_activation_bytes with each stage's activation bytes as its F's allocation,
//   freed by its W or BW, offloads weighed as the schedule says): that sum is
//   peak_bytes_with_weights (analysis/memory.hpp) with the static bytes as the weights'.
// Plans are ranked by predicted tokens/s = G·T / step, step = simulated pipeline time of
// the microbatches + a ring all-reduce of the gradients over w replicas,
// 2·(w−1)/w · gradient bytes / bandwidth, not overlapped.
//
// Vocabulary parallelism (plan_request::vocab_parallel): 1F1B, ZB-H1, V-Half and V-Min are
// also evaluated with the embedding and the head sharded by vocabulary over the p devices
// (vocab_placement algorithm_1 and algorithm_2: make_schedule's vocabulary passes and
// collectives, costs::vocab from vocab_parallel.hpp). Their stages hold transformer blocks
// only (the layout search balances blocks alone); each device's static bytes add its shard
// of the vocabulary parameters, its activation bound the bytes each S keeps until its T
// (vocab_pass_bytes_of, counted by peak_activation_bytes) and what the first and the last
// stage keep of the layers around them (vocab_stage_deltas, as the runtime's stages keep
// it); offload and recompute are not combined with it.
//
// Costs: the analytic model (cost_model.hpp) by default; with plan_request::profile, the
// measured per-part times and bytes of `pipesched profile` (profile.hpp): stage times are
// sums of measured part times, scaled linearly in the microbatch size from the profiled
// one; stage activation deltas are the runtime's own (F's, B's transient and net bytes);
// static bytes per parameter and the bytes sent between stages are the profile's.
//
// Simplifications, stated:
// - the schedule library times every stage alike: the costs given to it are the slowest
//   stage's F, B and W (each a max over stages), so a partition's imbalance is paid in full;
//   memory uses each stage's own bytes. It stays so while simulate() (analysis/simulate.hpp)
//   takes one cost per pass kind for every stage: per-stage costs there would let the rank
//   time each stage by its own (the maximum over-states a plan's time, never under-states it);
// - the pipeline time is the global makespan (a flush per step); a family without a flush
//   (PipeDream-2BW, named "2bw") is timed in steady state: what a second iteration adds
//   to the makespan of one;
// - a schedule with more than `max_simulated` microbatches is simulated at that many and at
//   half of it, and the time extrapolated linearly (the schedules repeat in steady state);
//   its memory is the bound at that many, which steady state has reached. GPipe (peak = m)
//   is not extrapolated and skipped there;
// - schedules (orders) are generated once per (family, p, m) with the costs of the first
//   microbatch size that needs them and timed with each size's own costs; twice in fact,
//   as the trainer runs them: with the tail pass for the plain plan, without for offload;
// - optimizer step, embedding and LayerNorm FLOPs are left out.
#include <algorithm>
#include <array>
#include <cstdint>
#include <cstdio>
#include <limits>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <tuple>
#include <vector>

#include "../generate.hpp"
#include "../passes/offload.hpp"
#include "../passes/recompute.hpp"
#include "cost_model.hpp"
#include "profile.hpp"
#include "vocab_parallel.hpp"

namespace pipesched::plan {

struct plan_request {
  gpt_model model{};
  int devices = 0;            // N
  long long memory_cap = 0;   // bytes per device, every device alike
  // Bytes per device where devices differ (instead of memory_cap): N values, one per device
  // in rank order (device d of replica r is r·p + d; a pipeline position must fit on every
  // replica's device there, so its cap is their least), or, with `depth` set, p values, one
  // per pipeline position for every replica. Empty: memory_cap everywhere.
  std::vector<long long> memory_caps;
  int global_batch = 0;       // G sequences per step
  device_model device{};
  int depth = 0;              // only this pipeline depth p; 0: every p dividing N
  int max_microbatch = 0;     // largest b tried; 0: G/w
  int max_simulated = 0;      // 0: max(16, 4p)
  // Measured costs instead of the analytic model's (device's TFLOP/s, efficiency and byte
  // sizes are then unused); its model must be `model`.
  std::optional<measured_profile> profile;
  // A layout (transformer blocks per stage, in model order; the embedding on the first stage,
  // the head on the last) to evaluate instead of searching: only the families and depths
  // with as many stages are candidates. Empty: the planner searches layouts.
  std::vector<int> layout;
  // Also try each candidate of 1F1B, ZB-H1, V-Half and V-Min with the vocabulary layers
  // sharded over the p devices (vocab_placement algorithm_1 and algorithm_2; stages of
  // transformer blocks only; vocab_parallel.hpp). With a profile, its head and embedding
  // timings are the vocabulary layers' (one that has none is refused).
  bool vocab_parallel = false;
  friend bool operator==(const plan_request&, const plan_request&) = default;
};

struct plan_choice {
  family fam = family::one_f_one_b;
  int depth = 1;          // p
  int width = 1;          // w = N/p
  int microbatch = 1;     // b sequences
  int microbatches = 1;   // m = G/(w·b)
  bool offload = false;   // full activation offload
  // Activation recomputation (none, full or automatic), placed by apply_recompute(order,
  // order_costs, recompute) before the offloads; never with offload here.
  recompute_policy recompute{};
  std::vector<int> stage_blocks;  // transformer blocks per stage, in model order
  // Where the vocabulary layers are: none (the embedding on the first stage, the head on
  // the last, today's), or sharded over the p devices by algorithm_1 or algorithm_2 (the
  // schedule's vocabulary passes; order_costs.vocab holds their costs; stages hold
  // transformer blocks only).
  vocab_placement vocab = vocab_placement::none;
  double step_seconds = 0, pipeline_seconds = 0, allreduce_seconds = 0;
  double tokens_per_second = 0;
  double bubble = 0;           // 1 - work / pipeline time
  long long memory_bytes = 0;  // max over devices of static + activation
  long long static_bytes = 0, activation_bytes = 0;  // of that device
  int peak_device = 0;
  bool extrapolated = false;
  // Every device's static bytes and activation bound (the maximum over devices of their sum
  // is memory_bytes), and the cap it was held to (bytes).
  std::vector<long long> device_static_bytes, device_activation_bytes, device_memory_caps;
  // How to build the schedule this plan was evaluated with (a runtime that runs the plan
  // builds it the same way, so its static bound is this plan's): the order is
  // make_schedule(fam, {depth, m}, order_costs, {.memory_cap = memory_cap_units}) (a sharded
  // vocabulary's: make_schedule(fam, {depth, m}, order_costs, {.vocab = vocab})), recomputes placed by
  // apply_recompute(..., order_costs, recompute), offloads by apply_offload(..., costs, {copy_bandwidth}, full). Times in milliseconds;
  // copy_bandwidth in activation units (one microbatch through v chunks) per millisecond.
  costs order_costs{}, costs_ms{};
  double copy_bandwidth = 0;
  double memory_cap_units = 0;  // v-auto's cap; 0 for the other families
  // v-auto's cap per device where the devices' caps differ (then memory_cap_units is 0 and
  // the order is make_schedule(..., {.memory_caps = memory_caps_units})); empty otherwise.
  std::vector<double> memory_caps_units;
};

// How far a plan is above its caps: the most over devices of (static + activation − cap)
// bytes, and that device (≤ 0: it fits everywhere).
struct cap_excess {
  long long bytes = 0;
  int device = 0;
};
inline cap_excess excess_over_caps(const plan_choice& x) {
  cap_excess out{std::numeric_limits<long long>::min(), 0};
  for (std::size_t d = 0; d < x.device_memory_caps.size(); ++d) {
    const long long over = x.device_static_bytes[d] + x.device_activation_bytes[d] - x.device_memory_caps[d];
    if (over > out.bytes) out = {over, static_cast<int>(d)};
  }
  return out;
}

// Why a candidate (a family at a pipeline depth and microbatch size) was dropped before it
// became a plan: each is counted (plan_result::dropped), so "no plan can be built" can say why.
enum class drop_reason : int {
  too_few_blocks,      // the family's p·v stages outnumber the model's blocks
  gpipe_too_long,      // GPipe above max_simulated microbatches (its peak grows with m: not extrapolated)
  no_room,             // v-auto: the static bytes leave no device room for one chunk's activations
  costs_out_of_limits, // the stage costs break check_costs (core/limits.hpp: range or ratio)
  shape_unsupported,   // the family does not take this shape (or cap): make_schedule refused it
};
inline constexpr int drop_reason_count = 5;

constexpr std::string_view to_string(drop_reason r) {
  switch (r) {
    case drop_reason::too_few_blocks: return "too_few_blocks";
    case drop_reason::gpipe_too_long: return "gpipe_too_long";
    case drop_reason::no_room: return "no_room";
    case drop_reason::costs_out_of_limits: return "costs_out_of_limits";
    case drop_reason::shape_unsupported: return "shape_unsupported";
  }
  return "?";
}

// The reason as a clause: "N candidates dropped: <this>".
constexpr std::string_view explain(drop_reason r) {
  switch (r) {
    case drop_reason::too_few_blocks: return "the family needs more stages than the model has blocks";
    case drop_reason::gpipe_too_long: return "GPipe above the simulated microbatches (not extrapolated: its peak grows with m)";
    case drop_reason::no_room: return "v-auto: the weights leave no device room for one chunk's activations";
    case drop_reason::costs_out_of_limits: return "their costs break the schedule library's limits";
    case drop_reason::shape_unsupported: return "the family does not take this shape";
  }
  return "?";
}

struct plan_result {
  std::vector<plan_choice> plans;      // within the cap, best first
  // The plan nearest its caps (least excess_over_caps; one cap for every device: the least
  // memory) of all plans (v-auto aside: its least is V-Min's).
  std::optional<plan_choice> smallest;
  int candidates = 0;                  // plans evaluated
  // Candidates (family, depth, microbatch size) dropped before evaluation, by drop_reason;
  // for costs_out_of_limits, the first one's check_costs message and costs.
  std::array<int, drop_reason_count> dropped{};
  std::string costs_example;
  int dropped_total() const {
    int n = 0;
    for (int x : dropped) n += x;
    return n;
  }
};

// "12 candidates dropped: 8 because their costs break ... (e.g. ...), 4 because ..."; empty
// when none was.
inline std::string dropped_text(const plan_result& r) {
  if (r.dropped_total() == 0) return "";
  std::string out = std::to_string(r.dropped_total()) + (r.dropped_total() == 1 ? " candidate" : " candidates") +
                    " (family, depth, microbatch size) dropped:";
  const char* sep = " ";
  for (int i = 0; i < drop_reason_count; ++i) {
    if (r.dropped[static_cast<std::size_t>(i)] == 0) continue;
    const auto reason = static_cast<drop_reason>(i);
    out += sep + std::to_string(r.dropped[static_cast<std::size_t>(i)]) + " because " + std::string(explain(reason));
    if (reason == drop_reason::costs_out_of_limits && !r.costs_example.empty()) out += " (" + r.costs_example + ")";
    sep = "; ";
  }
  return out;
}

// PipeDream-2BW keeps two weight versions and never flushes; recognised by its name.
constexpr bool two_weight_versions(family f) {
  const std::string_view n = to_string(f);
  return n == "2bw" || n == "pipedream-2bw";
}

// Bytes of static state per parameter under family f.
constexpr long long static_bytes_per_param(const device_model& d, family f) {
  return d.bytes_per_param + (two_weight_versions(f) ? d.second_version_bytes : 0);
}

// Each stage's activation bytes per microbatch of b sequences, as the schedule library's deltas
// (F keeps them, W or BW frees them), and a recomputed microbatch's F (checkpointed_forward:
// its input is one bf16 [b, T, C] activation, boundary_bytes).
inline std::vector<memory_deltas> stage_deltas(const gpt_model& m, const std::vector<stage_part>& parts, int b) {
  std::vector<memory_deltas> out;
  const char* overflow = "a stage's activation bytes overflow 64 bits";
  const long long input = checked_mul(boundary_bytes(m), b, overflow);
  const long long block = checked_mul(block_activation_bytes(m), b, overflow);
  const long long head = checked_mul(head_activation_bytes(m), b, overflow);
  for (const stage_part& s : parts) {
    const checkpointed_bytes r = checkpointed_forward(s, input, block, head);
    out.push_back({checked_mul(activation_bytes_of(m, s), b, overflow), 0, 0, r.input, r.temp});
  }
  return out;
}

// Static bytes on each device of `s` for these stages.
inline std::vector<long long> device_static_bytes(const gpt_model& m, const std::vector<stage_part>& parts,
                                                  const schedule& s, long long per_param) {
  std::vector<long long> out(static_cast<std::size_t>(s.devices()), 0);
  for (int st = 0; st < s.stages(); ++st) {
    const char* overflow = "a device's parameter bytes overflow 64 bits";
    long long& bytes = out[static_cast<std::size_t>(s.device_of_stage(st))];
    bytes = checked_add(bytes, checked_mul(params_of(m, parts[static_cast<std::size_t>(st)]), per_param, overflow),
                        overflow);
  }
  return out;
}

namespace detail {
struct schedule_key {
  int fam, depth, microbatches;
  std::vector<int> chunk_caps;
  bool tail;
  int vocab;  // vocab_placement
  friend auto operator<=>(const schedule_key&, const schedule_key&) = default;
};

// The vocabulary placements tried for family f at depth p: none (today's), and with
// `vocab_parallel` both algorithms where f places vocabulary passes (takes_vocab_passes)
// and there are at least 2 devices and a vocabulary row for each.
inline std::vector<vocab_placement> vocab_placements(family f, int p, int vocab, bool vocab_parallel) {
  if (!vocab_parallel || !takes_vocab_passes(f) || p < 2 || vocab < p) return {vocab_placement::none};
  return {vocab_placement::none, vocab_placement::algorithm_1, vocab_placement::algorithm_2};
}

// The cut `parts` with no embedding or head part: the vocabulary layers sharded over the
// devices instead.
inline std::vector<stage_part> blocks_only(std::vector<stage_part> parts) {
  for (stage_part& x : parts) x.embedding = x.head = false;
  return parts;
}

// "1.2e+07", "0.0012": three significant digits, for messages.
inline std::string short_number(double x) {
  char text[32];
  std::snprintf(text, sizeof text, "%.3g", x);
  return text;
}

inline bool has_offloads(const schedule& s) {
  for (const auto& list : s.per_device)
    for (const action& a : list)
      if (a.kind == action_kind::offload) return true;
  return false;
}

// The most activations of each stage that its device holds at once in the order `s`
// (peak_activation_bytes with one byte for that stage's F and none for the others').
inline std::vector<int> stage_unit_peaks(const schedule& s) {
  std::vector<int> out;
  for (int st = 0; st < s.stages(); ++st) {
    std::vector<memory_deltas> unit(static_cast<std::size_t>(s.stages()), memory_deltas{0, 0, 0, 0, 0});
    unit[static_cast<std::size_t>(st)].f_alloc = 1;
    out.push_back(static_cast<int>(peak_activation_bytes(s, unit)[static_cast<std::size_t>(s.device_of_stage(st))]));
  }
  return out;
}

// The layout search's cuts beside the time-balanced one (`first`): the fastest cut whose
// costliest stage in bytes (memory(k, i, j): stage k holding blocks [i, j), its weights and
// the activations its order keeps at once) is the least any cut reaches, and the fastest
// within half-way between that and `first`'s (time(k, i, j): the stage's F + B + W). Each
// differs from `first` and from the other; none where `first` is already the least.
// With one stage per device the bytes of a stage are its device's; with v chunks per
// device a stage is held to the budget alone, which evens the device's sum only roughly.
template <class Memory, class Time>
std::vector<std::vector<stage_part>> memory_cuts(int layers, int stages, const std::vector<stage_part>& first,
                                                 Memory&& memory, Time&& time) {
  auto most = [&](const std::vector<stage_part>& parts) {
    long long x = 0;
    for (std::size_t k = 0; k < parts.size(); ++k)
      x = std::max<long long>(x, memory(static_cast<int>(k), parts[k].first, parts[k].last));
    return x;
  };
  const std::vector<stage_part> least = min_max_partition(
      layers, stages, [&](int k, int i, int j) { return static_cast<double>(memory(k, i, j)); },
      [](int, int, int) { return true; });
  std::vector<std::vector<stage_part>> out;
  if (least.empty()) return out;
  const long long low = most(least), high = most(first);
  for (const long long level : {low, low + (high - low) / 2}) {
    if (level >= high) continue;  // `first` is within it, and the fastest there
    std::vector<stage_part> parts =
        min_max_partition(layers, stages, time, [&](int k, int i, int j) { return memory(k, i, j) <= level; });
    if (!parts.empty() && parts != first && std::find(out.begin(), out.end(), parts) == out.end())
      out.push_back(std::move(parts));
  }
  return out;
}
}  // namespace detail

inline void check_request(const plan_request& r) {
  check_model(r.model);
  if (r.devices < 1) report_error("the number of devices must be at least 1");
  if (r.memory_caps.empty() && r.memory_cap <= 0) report_error("the memory cap must be positive");
  if (!r.memory_caps.empty()) {
    if (r.memory_cap != 0) report_error("give memory_cap or memory_caps, not both");
    for (long long x : r.memory_caps)
      if (x <= 0) report_error("every device's memory cap must be positive");
    const auto n = static_cast<std::int64_t>(r.memory_caps.size());
    if (n != r.devices && !(r.depth > 0 && n == r.depth))
      report_error("the memory caps must be one per device (N values) or, with a depth, one per pipeline position");
  }
  if (r.global_batch < 1) report_error("the global batch must be at least 1 sequence");
  const device_model& d = r.device;
  constexpr double most = std::numeric_limits<double>::max();
  if (!(d.tflops > 0 && d.tflops <= most) || !(d.efficiency > 0 && d.efficiency <= 1) ||
      !(d.half_tokens >= 0 && d.half_tokens <= most) || !(d.bandwidth_gbps > 0 && d.bandwidth_gbps <= most) ||
      !(d.offload_gbps > 0 && d.offload_gbps <= most))
    report_error("device TFLOP/s and bandwidths must be positive and finite, the efficiency in (0, 1]");
  // Sizes of tensors kept per parameter: at least a byte each (static_bytes_per_param sizes
  // every device's static bytes).
  for (long long x : {d.bytes_per_param, d.second_version_bytes, d.grad_bytes})
    if (x < 1 || x > limits::max_bytes_per_parameter)
      report_error("the device's bytes per parameter (static, second version, gradient) must be between 1 and 1024 "
                   "(limits::max_bytes_per_parameter)");
  if (r.max_microbatch < 0 || r.max_simulated < 0) report_error("limits must not be negative");
  if (r.depth < 0 || (r.depth > 0 && r.devices % r.depth != 0))
    report_error("the pipeline depth must divide the number of devices");
  if (r.profile) {
    check_profile(*r.profile);
    if (!(r.profile->model == r.model)) report_error("the profile was measured for another model than the request's");
    if (r.vocab_parallel) (void)vocab_costs_measured(*r.profile, r.profile->microbatch);  // refuses a head untimed
  }
  if (r.vocab_parallel && (r.devices < 2 || r.depth == 1))
    report_error("vocab_parallel shards the vocabulary over a pipeline's devices: it needs a depth of at least 2 "
                 "(more than 1 device, and no depth 1)");
  if (!r.layout.empty()) {
    if (r.layout.size() > static_cast<std::size_t>(limits::max_stages))
      report_error("a layout has at most limits::max_stages (1024) stages");
    long long blocks = 0;
    for (int n : r.layout) {
      if (n < 1) report_error("every stage of a layout holds at least one transformer block");
      blocks += n <= limits::max_model_layers ? n : limits::max_model_layers + 1LL;
    }
    if (blocks != r.model.layers) report_error("the layout's stages hold another number of transformer blocks than the model's layers");
  }
}

// The cap of each of the p pipeline positions (bytes): memory_cap for each, the list as it
// is (p values), or the least of the replicas' devices at that position (N values).
inline std::vector<long long> position_caps(const plan_request& r, int p) {
  if (r.memory_caps.empty()) return std::vector<long long>(static_cast<std::size_t>(p), r.memory_cap);
  if (static_cast<int>(r.memory_caps.size()) == p) return r.memory_caps;  // p = N, or p values for --depth p
  std::vector<long long> out(static_cast<std::size_t>(p), std::numeric_limits<long long>::max());
  for (std::size_t i = 0; i < r.memory_caps.size(); ++i)
    out[i % static_cast<std::size_t>(p)] = std::min(out[i % static_cast<std::size_t>(p)], r.memory_caps[i]);
  return out;
}

inline plan_result make_plans(const plan_request& r) {
  check_request(r);
  const gpt_model& model = r.model;
  const device_model& dev = r.device;
  const measured_profile* prof = r.profile ? &*r.profile : nullptr;
  // The cost source: the profile's measurements, or the analytic model.
  auto seconds = [&](const stage_part& s, int b) -> stage_seconds {
    if (prof) return seconds_of(*prof, s, b);
    const stage_flops x = flops_of(model, s);
    const double spf = seconds_per_flop(model, dev, b);
    return {x.f * b * spf, x.b * b * spf, x.w * b * spf};
  };
  auto deltas_at = [&](const std::vector<stage_part>& parts, int b) {
    if (!prof) return stage_deltas(model, parts, b);
    std::vector<memory_deltas> out;
    for (const stage_part& s : parts) out.push_back(deltas_of(*prof, s, b));
    return out;
  };
  // One [b, T, C] activation, what a stage sends the next (bf16 analytic, or as profiled).
  auto activation_at = [&](int b) {
    return prof ? scaled_bytes(prof->boundary_bytes, b, prof->microbatch)
                : checked_mul(boundary_bytes(model), b, "a stage boundary's bytes overflow 64 bits");
  };
  auto params = [&](const stage_part& s) { return prof ? params_of(*prof, s) : params_of(model, s); };
  auto per_param_of = [&](family f) {
    return prof ? prof->static_bytes_per_param + (two_weight_versions(f) ? prof->second_version_bytes : 0)
                : static_bytes_per_param(dev, f);
  };
  const long long grad_bytes = prof ? prof->grad_bytes : dev.grad_bytes;
  plan_result out;
  std::map<int, std::vector<stage_part>> partitions;  // by stage count
  // Each schedule with the costs its order was generated with.
  std::map<detail::schedule_key, std::pair<std::optional<schedule>, costs>> made;
  bool any_depth = false;
  bool any_layout_stages = false;  // some family at some depth has the layout's stage count
  std::vector<int> stage_counts;   // p·v of the depths and families tried (for that message)

  for (int p = 1; p <= r.devices; ++p) {
    if (r.devices % p != 0 || (r.depth != 0 && p != r.depth)) continue;
    const int w = r.devices / p;
    if (r.global_batch % w != 0) continue;
    any_depth = true;
    const int per_pipeline = r.global_batch / w;
    const std::vector<long long> caps = position_caps(r, p);
    const int sim_limit = r.max_simulated > 0 ? r.max_simulated : std::max(16, 4 * p);
    for (int b = 1; b <= per_pipeline && (r.max_microbatch == 0 || b <= r.max_microbatch); b *= 2) {
      if (per_pipeline % b != 0) break;  // powers of two: none larger divides either
      const int m = per_pipeline / b;
      for (family f : all_families) {
        const int v = default_chunks(f);
        const int stages = p * v;
        auto drop = [&](drop_reason why) { ++out.dropped[static_cast<std::size_t>(why)]; };
        // A layout fixes the stage count: the families and depths of another are no candidates.
        if (std::find(stage_counts.begin(), stage_counts.end(), stages) == stage_counts.end())
          stage_counts.push_back(stages);
        if (!r.layout.empty() && stages != static_cast<int>(r.layout.size())) continue;
        any_layout_stages = true;
        if (stages > model.layers) {  // every stage holds at least one block
          drop(drop_reason::too_few_blocks);
          continue;
        }
        if (f == family::gpipe && m > sim_limit) {
          drop(drop_reason::gpipe_too_long);
          continue;
        }
        // The layout's cut, or the time-balanced one (the same for every microbatch size).
        std::vector<stage_part> first_parts;
        if (!r.layout.empty()) {
          first_parts = partition_of(r.layout);
        } else {
          auto part_it = partitions.find(stages);
          if (part_it == partitions.end())
            part_it = partitions
                          .emplace(stages, prof ? balanced_partition(*prof, stages) : balanced_partition(model, stages))
                          .first;
          first_parts = part_it->second;
        }
        // The placements of the vocabulary layers tried: today's (the embedding on the first
        // stage, the head on the last) and, with vocab_parallel, both algorithms of
        // Vocabulary Parallelism where the family places vocabulary passes; sharded, the
        // stages hold transformer blocks only (the same cut rule, blocks balanced alone).
        for (const vocab_placement vp : detail::vocab_placements(f, p, model.vocab, r.vocab_parallel)) {
          const bool sharded = vp != vocab_placement::none;
          const std::vector<stage_part> cut_parts =
              sharded ? detail::blocks_only(r.layout.empty() ? even_partition(model.layers, stages) : first_parts)
                      : first_parts;
          // Every variant of every cut tried, fitting or not, with its variant's index.
          struct found_plan {
            int variant;
            plan_choice x;
          };
          std::vector<found_plan> found;
          bool evaluated = false;                  // some variant of some cut became a plan
          bool dropped = false;                    // the first cut was dropped for a counted reason
          const schedule* plain_order = nullptr;   // the first cut's plain order (its memory per stage)
          // Evaluates every variant of the cut `parts` into `found`; drops are counted for the
          // first cut of today's placement only (one candidate, however many cuts and
          // placements).
          auto evaluate = [&](const std::vector<stage_part>& parts, bool first_cut) {
            const bool count_drops = first_cut && !sharded;
            const double boundary = prof ? static_cast<double>(scaled_bytes(prof->boundary_bytes, b, prof->microbatch))
                                         : static_cast<double>(boundary_bytes(model)) * b;
            // Sharded: the first and last stages keep what the layers around them need
            // (vocab_parallel.hpp, as the runtime's stages keep it), one boundary each.
            const std::vector<memory_deltas> deltas =
                sharded ? vocab_stage_deltas(deltas_at(parts, b), model, b, activation_at(b)) : deltas_at(parts, b);

            // Costs of one full 1F1B stage (v chunks' worth of the slowest chunk).
            stage_seconds worst{};
            long long chunk_bytes = 1;
            for (std::size_t i = 0; i < parts.size(); ++i) {
              const stage_seconds x = seconds(parts[i], b);
              worst.f = std::max(worst.f, x.f);
              worst.b = std::max(worst.b, x.b);
              worst.w = std::max(worst.w, x.w);
              chunk_bytes = std::max(chunk_bytes, deltas[i].f_alloc);
            }
            // The schedule library's time unit here is the millisecond (its tolerances are absolute).
            const double ms = 1e3;
            costs c{v * worst.f * ms, v * worst.b * ms, v * worst.w * ms,
                    boundary / (dev.bandwidth_gbps * 1e9) * ms};
            // Sharded: the whole vocabulary layers' costs (vocab_parallel.hpp), each device's
            // passes 1/p of them.
            if (sharded) {
              const vocab_costs whole = prof ? vocab_costs_measured(*prof, b) : vocab_costs_analytic(model, dev, b);
              c.vocab = {whole.head_f * ms, whole.head_b * ms, whole.input_f * ms, whole.input_b * ms,
                         vocab_collective_seconds(static_cast<long long>(boundary), model, b, p, dev.bandwidth_gbps,
                                                  c.comm / ms) *
                             ms};
            }
            // Costs the schedule library refuses (an extreme --bandwidth makes comm a million
            // times F): counted and named, the first with its numbers.
            try {
              check_costs(c);
            } catch (const schedule_error& e) {
              if (count_drops && out.costs_example.empty())
                out.costs_example = std::string(e.what()) + "; e.g. " + std::string(to_string(f)) + " at p=" +
                                    std::to_string(p) + ", b=" + std::to_string(b) + ": F " + detail::short_number(c.f) +
                                    ", B " + detail::short_number(c.b) + ", W " + detail::short_number(c.w) + ", comm " +
                                    detail::short_number(c.comm) + " ms";
              if (count_drops) {
                drop(drop_reason::costs_out_of_limits);
                dropped = true;
              }
              return;
            }
            const copy_engines engines{dev.offload_gbps * 1e9 / ms / (static_cast<double>(v) * chunk_bytes), false};
            const long long per_param = per_param_of(f);

            // v-auto searches under each device's own cap, in chunk activations of the larger of
            // its two chunks (V places stages d and 2p-1-d on device d: device 0 holds both the
            // embedding and the head), after the static bytes of those stages.
            std::vector<int> chunk_caps;
            if (f == family::v_auto) {
              for (int d = 0; d < p; ++d) {
                const auto lo = static_cast<std::size_t>(d), hi = static_cast<std::size_t>(2 * p - 1 - d);
                const long long budget = caps[lo] - (params(parts[lo]) + params(parts[hi])) * per_param;
                const long long bytes = std::max({1LL, deltas[lo].f_alloc, deltas[hi].f_alloc});
                chunk_caps.push_back(budget <= 0 ? 0 : static_cast<int>(std::min<long long>(2LL * p, budget / bytes)));
              }
              if (*std::min_element(chunk_caps.begin(), chunk_caps.end()) < 1) {
                if (count_drops) {
                  drop(drop_reason::no_room);
                  dropped = true;
                }
                return;
              }
            }
            // In activation units (0: none, at or above 1F1B's memory); one value where the
            // devices' caps agree.
            std::vector<double> caps_units;
            for (int x : chunk_caps) caps_units.push_back(x < 2 * p ? x / 2.0 : 0.0);
            const bool caps_alike =
                caps_units.empty() || std::equal(caps_units.begin() + 1, caps_units.end(), caps_units.begin());
            const double cap_units = caps_alike && !caps_units.empty() ? caps_units.front() : 0.0;
            if (caps_alike) caps_units.clear();
            // The orders the trainer runs (runtime/train/trainer.cpp): the plain plan's with the
            // tail pass, the offloaded plan's without it (generation_options::tail says why).
            auto get = [&](int mb, bool tail) -> const std::pair<std::optional<schedule>, costs>& {
              const detail::schedule_key key{static_cast<int>(f), p, mb, chunk_caps, tail, static_cast<int>(vp)};
              auto it = made.find(key);
              if (it != made.end()) return it->second;
              std::optional<schedule> s;
              try {
                s = sharded ? make_schedule(f, shape{p, mb, 0}, c, {.vocab = vp})
                            : make_schedule(f, shape{p, mb, 0}, c,
                                            {.memory_cap = cap_units, .memory_caps = caps_units, .tail = tail});
              } catch (const schedule_error&) {
                // outside what the family supports at this shape (or under this cap)
              }
              return made.emplace(key, std::pair{std::move(s), c}).first->second;
            };
            const bool extrapolate = m > sim_limit;
            const int m_hi = extrapolate ? sim_limit : m;
            const int m_lo = sim_limit / 2;

            // The plain plan first: the others are kept only where they lower its memory.
            struct variant {
              bool offload;
              recompute_policy recompute;
            };
            constexpr variant variants[] = {{false, {}},
                                            {true, {}},
                                            {false, {recompute_kind::full}},
                                            {false, {recompute_kind::automatic}}};
            long long memory_plain = 0, excess_plain = 0;
            std::vector<int> full_recomputes;  // per device, under full recompute
            for (const variant& var : variants) {
              const bool offload = var.offload;
              const bool recompute = var.recompute.kind != recompute_kind::none;
              // Offload and recompute place no vocabulary passes: a sharded plan is plain.
              if (sharded && (offload || recompute)) continue;
              // Named references, not a structured binding: clang 14 (the fuzz build) does not
              // let the lambda below capture a binding.
              const auto& entry = get(m_hi, !offload);
              if (first_cut && !offload && entry.first) plain_order = &*entry.first;
              const auto& base = entry.first;
              const auto& order_costs = entry.second;
              if (!base) continue;  // the family does not take this shape
              const std::optional<schedule>* lower = nullptr;
              if (extrapolate) {
                lower = &get(m_lo, !offload).first;
                if (!*lower) continue;
              }
              const offload_policy policy{offload ? offload_kind::full : offload_kind::none};
              // Recomputes with the costs the order was made with (what the trainer does), then
              // offloads with this size's.
              auto placed = [&](const schedule& order) {
                schedule x = recompute ? apply_recompute(order, order_costs, var.recompute) : order;
                return offload ? apply_offload(x, c, engines, policy) : x;
              };
              const schedule s = placed(*base);
              if (offload && !detail::has_offloads(s)) continue;  // nothing to move: same as none
              if (recompute) {
                const std::vector<int> counts = recompute_counts(s);
                if (std::all_of(counts.begin(), counts.end(), [](int n) { return n == 0; })) continue;  // none placed
                if (var.recompute.kind == recompute_kind::full) full_recomputes = counts;
                else if (counts == full_recomputes) continue;  // auto chose them all: full's plan
              }
              // The time of one step with `mb` microbatches, given that size's one-iteration
              // schedule with its offloads placed. PipeDream-2BW never flushes: in steady state a
              // step costs what one more iteration adds, makespan(2 iterations) - makespan(1)
              // (2BW needs mb >= p-1 for two iterations; below that it is timed with the flush,
              // like the others).
              auto step_time = [&](const schedule& one_iteration, int mb) {
                const double one = simulate(one_iteration, c, engines).makespan;
                if (!two_weight_versions(f) || mb < p - 1) return one;
                return simulate(placed(make_schedule(f, shape{p, 2 * mb, 0, 0, 2}, c)), c, engines).makespan - one;
              };
              double pipeline = step_time(s, m_hi);
              if (extrapolate) {
                const double lo_time = step_time(placed(**lower), m_lo);
                pipeline += (m - m_hi) * (pipeline - lo_time) / (m_hi - m_lo);
              }
              // Each device's parameters, and their static bytes.
              std::vector<long long> device_params(static_cast<std::size_t>(s.devices()), 0);
              for (int st = 0; st < s.stages(); ++st)
                device_params[static_cast<std::size_t>(s.device_of_stage(st))] += params(parts[static_cast<std::size_t>(st)]);
              // Sharded: each device's shard of the vocabulary parameters too (vocab_parallel.hpp).
              for (int d = 0; sharded && d < p; ++d)
                device_params[static_cast<std::size_t>(d)] +=
                    vocab_shard_params(model, d, p, d == s.device_of_stage(0), d == s.device_of_stage(s.stages() - 1));
              std::vector<long long> statics;
              for (long long n : device_params) statics.push_back(n * per_param);
              // Sharded: the bytes each device's S keeps until its T (and algorithm 2's S runs
              // above them) join its activation bound, walked by the library's analysis.
              // S's copy of X is one activation in the planner's dtype (a profile's: the runtime's).
              std::vector<vocab_pass_bytes> vocab_bytes;
              for (int d = 0; sharded && d < p; ++d)
                vocab_bytes.push_back(vocab_pass_bytes_of(model, d, p, b, vp, activation_at(b)));
              const std::vector<long long> acts = peak_activation_bytes(s, deltas, vocab_bytes);
              plan_choice x;
              x.fam = f;
              x.depth = p;
              x.width = w;
              x.microbatch = b;
              x.microbatches = m;
              x.offload = offload;
              x.recompute = var.recompute;
              x.vocab = vp;
              for (const stage_part& sp : parts) x.stage_blocks.push_back(sp.blocks());
              x.device_static_bytes = statics;
              x.device_activation_bytes = acts;
              x.order_costs = order_costs;
              x.costs_ms = c;
              x.copy_bandwidth = offload ? engines.bandwidth : 0.0;
              x.memory_cap_units = cap_units;
              x.memory_caps_units = caps_units;
              x.device_memory_caps = caps;
              for (int d = 0; d < p; ++d) {
                const long long total = statics[d] + acts[d];
                if (total > x.memory_bytes) {
                  x.memory_bytes = total;
                  x.static_bytes = statics[d];
                  x.activation_bytes = acts[d];
                  x.peak_device = d;
                }
              }
              // An offload or recompute plan that saves no memory is the same plan, slower: not a
              // candidate. (Where the caps differ, saving it on the device most above its own cap
              // counts too.)
              const cap_excess over = excess_over_caps(x);
              if (!offload && !recompute) {
                memory_plain = x.memory_bytes;
                excess_plain = over.bytes;
              } else if (x.memory_bytes >= memory_plain && over.bytes >= excess_plain) {
                continue;
              }
              // The all-reduce moves the gradients of the device holding the most parameters.
              const long long most_params = *std::max_element(device_params.begin(), device_params.end());
              x.allreduce_seconds = w > 1 ? 2.0 * (w - 1) / w * static_cast<double>(most_params * grad_bytes) /
                                                (dev.bandwidth_gbps * 1e9)
                                          : 0.0;
              x.pipeline_seconds = pipeline / ms;
              x.step_seconds = x.pipeline_seconds + x.allreduce_seconds;
              x.tokens_per_second = static_cast<double>(r.global_batch) * model.seq / x.step_seconds;
              // (The vocabulary passes' work as simulate() counts it: spread evenly; 0 unsharded.)
              x.bubble = 1.0 - m * (c.f + c.b + c.w + (sharded ? vocab_work_per_device(c.vocab, p) : 0.0)) / pipeline;
              x.extrapolated = extrapolate;
              evaluated = true;
              found.push_back({static_cast<int>(&var - variants), std::move(x)});
            }
          };
          evaluate(cut_parts, true);
          // The layout search: cuts that trade the slowest stage's time for memory, found
          // from the first cut's plain order (memory_cuts); each is evaluated like the first
          // and the fastest fitting plan of each variant kept. The cuts tried do not depend
          // on the caps, so the smallest plan below a cap is the smallest at every cap.
          if (r.layout.empty() && plain_order) {
            const long long per_param = per_param_of(f);
            const std::vector<int> unit_peaks = detail::stage_unit_peaks(*plain_order);
            // A stage's weights and deltas depend on its block count and ends only: tabled once.
            struct stage_bytes {
              long long statics = 0;
              memory_deltas deltas{};
            };
            std::vector<stage_bytes> table(4 * static_cast<std::size_t>(model.layers + 1));
            auto slot = [&](int n, bool embedding, bool head) -> stage_bytes& {
              return table[(static_cast<std::size_t>(n) * 2 + embedding) * 2 + head];
            };
            const char* overflow = "a stage's bytes overflow 64 bits";
            for (int n = 1; n <= model.layers; ++n)
              for (const bool e : {false, true})
                for (const bool h : {false, true}) {
                  const stage_part s{0, n, e, h};
                  slot(n, e, h) = {checked_mul(params(s), per_param, overflow), deltas_at({s}, b).front()};
                }
            // Sharded: the end stages' deltas with what they keep around the blocks (as evaluated).
            const long long end_activation = activation_at(b), end_statistics = final_norm_statistics_bytes(model, b);
            auto memory = [&](int k, int i, int j) {
              const stage_bytes& x = slot(j - i, !sharded && k == 0, !sharded && k == stages - 1);
              const memory_deltas d = sharded && (k == 0 || k == stages - 1)
                                          ? vocab_end_stage_deltas(x.deltas, end_activation, end_statistics, k == 0,
                                                                   k == stages - 1)
                                          : x.deltas;
              return checked_add(x.statics,
                                 checked_add(checked_mul(unit_peaks[static_cast<std::size_t>(k)], d.f_alloc, overflow),
                                             std::max(0LL, d.b_temp), overflow),
                                 overflow);
            };
            auto time = [&](int k, int i, int j) {
              return seconds({i, j, !sharded && k == 0, !sharded && k == stages - 1}, b).total();
            };
            for (const std::vector<stage_part>& parts : detail::memory_cuts(model.layers, stages, cut_parts, memory, time))
              evaluate(parts, false);
          }
          for (const found_plan& y : found) {
            ++out.candidates;
            if (f != family::v_auto && (!out.smallest || excess_over_caps(y.x).bytes < excess_over_caps(*out.smallest).bytes))
              out.smallest = y.x;
          }
          // Of each variant, the fastest plan that fits (among equally fast, the least memory).
          for (int vi = 0; vi < 4; ++vi) {
            const found_plan* best = nullptr;
            for (const found_plan& y : found)
              if (y.variant == vi && excess_over_caps(y.x).bytes <= 0 &&
                  (!best || y.x.tokens_per_second > best->x.tokens_per_second ||
                   (y.x.tokens_per_second == best->x.tokens_per_second && y.x.memory_bytes < best->x.memory_bytes)))
                best = &y;
            if (best) out.plans.push_back(best->x);
          }
          // Not one variant's order could be made (a variant left out for saving no memory
          // needs the plain one, which is a plan).
          if (!sharded && !evaluated && !dropped) drop(drop_reason::shape_unsupported);
        }
      }
    }
  }
  if (!any_depth)
    report_error("no pipeline depth p dividing the devices leaves a width N/p that divides the global batch");
  if (!r.layout.empty() && !any_layout_stages) {
    std::sort(stage_counts.begin(), stage_counts.end());
    std::string counts;
    for (int n : stage_counts) counts += (counts.empty() ? "" : ", ") + std::to_string(n);
    const std::string message = "the layout has " + std::to_string(r.layout.size()) +
                                " stages; the families at the depths tried have " + counts +
                                " (p stages with one chunk per device, 2p with two)";
    report_error(message.c_str());
  }
  std::stable_sort(out.plans.begin(), out.plans.end(), [](const plan_choice& a, const plan_choice& b) {
    if (a.tokens_per_second != b.tokens_per_second) return a.tokens_per_second > b.tokens_per_second;
    return a.memory_bytes < b.memory_bytes;
  });
  return out;
}

}  // namespace pipesched::plan
