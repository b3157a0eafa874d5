#pragma once
// The planner (PipeDream-2BW's, over every family here): for N devices with a memory cap
// each and a global batch of G sequences, enumerate
//   pipeline depth p | N (data-parallel width w = N/p), microbatch size b (powers of two
//   dividing G/w), family (all_families), offload (none, full: kept where it lowers memory),
// cut the model into the family's p·v stages with balanced stage times
// (cost_model.hpp), and keep the plans whose memory per device fits the cap:
//   static bytes of the device's stages (weights, gradients, optimizer state; 2BW's
//   second version) + the schedule's static activation bound in bytes
//   (peak_activation_bytes with each stage's activation bytes as its F's allocation,
//   freed by its W or BW, offloads weighed as the schedule says).
// Plans are ranked by predicted tokens/s = G·T / step, step = simulated pipeline time of
// the microbatches + a ring all-reduce of the gradients over w replicas,
// 2·(w−1)/w · gradient bytes / bandwidth, not overlapped.
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
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <tuple>
#include <vector>

#include "../generate.hpp"
#include "cost_model.hpp"
#include "profile.hpp"

namespace pipesched::plan {

struct plan_request {
  gpt_model model{};
  int devices = 0;            // N
  long long memory_cap = 0;   // bytes per device
  int global_batch = 0;       // G sequences per step
  device_model device{};
  int depth = 0;              // only this pipeline depth p; 0: every p dividing N
  int max_microbatch = 0;     // largest b tried; 0: G/w
  int max_simulated = 0;      // 0: max(16, 4p)
  // Measured costs instead of the analytic model's (device's TFLOP/s, efficiency and byte
  // sizes are then unused); its model must be `model`.
  std::optional<measured_profile> profile;
  friend bool operator==(const plan_request&, const plan_request&) = default;
};

struct plan_choice {
  family fam = family::one_f_one_b;
  int depth = 1;          // p
  int width = 1;          // w = N/p
  int microbatch = 1;     // b sequences
  int microbatches = 1;   // m = G/(w·b)
  bool offload = false;   // full activation offload
  std::vector<int> stage_blocks;  // transformer blocks per stage, in model order
  double step_seconds = 0, pipeline_seconds = 0, allreduce_seconds = 0;
  double tokens_per_second = 0;
  double bubble = 0;           // 1 - work / pipeline time
  long long memory_bytes = 0;  // max over devices of static + activation
  long long static_bytes = 0, activation_bytes = 0;  // of that device
  int peak_device = 0;
  bool extrapolated = false;
  // Every device's static bytes and activation bound (the maximum over devices of their sum
  // is memory_bytes).
  std::vector<long long> device_static_bytes, device_activation_bytes;
  // How to build the schedule this plan was evaluated with (a runtime that runs the plan
  // builds it the same way, so its static bound is this plan's): the order is
  // make_schedule(fam, {depth, m}, order_costs, {.memory_cap = memory_cap_units}), offloads placed by
  // apply_offload(..., costs, {copy_bandwidth}, full). Times in milliseconds;
  // copy_bandwidth in activation units (one microbatch through v chunks) per millisecond.
  costs order_costs{}, costs_ms{};
  double copy_bandwidth = 0;
  double memory_cap_units = 0;  // v-auto's cap; 0 for the other families
};

struct plan_result {
  std::vector<plan_choice> plans;      // within the cap, best first
  std::optional<plan_choice> smallest;  // least memory of all plans (v-auto aside: its least is V-Min's)
  int candidates = 0;                  // plans evaluated
};

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
// (F keeps them, W or BW frees them).
inline std::vector<memory_deltas> stage_deltas(const gpt_model& m, const std::vector<stage_part>& parts, int b) {
  std::vector<memory_deltas> out;
  for (const stage_part& s : parts)
    out.push_back({checked_mul(activation_bytes_of(m, s), b, "a stage's activation bytes overflow 64 bits"), 0, 0});
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
  int fam, depth, microbatches, chunk_cap;
  bool tail;
  friend auto operator<=>(const schedule_key&, const schedule_key&) = default;
};

inline bool has_offloads(const schedule& s) {
  for (const auto& list : s.per_device)
    for (const action& a : list)
      if (a.kind == action_kind::offload) return true;
  return false;
}
}  // namespace detail

inline void check_request(const plan_request& r) {
  check_model(r.model);
  if (r.devices < 1) report_error("the number of devices must be at least 1");
  if (r.memory_cap <= 0) report_error("the memory cap must be positive");
  if (r.global_batch < 1) report_error("the global batch must be at least 1 sequence");
  const device_model& d = r.device;
  if (!(d.tflops > 0) || !(d.efficiency > 0 && d.efficiency <= 1) || !(d.half_tokens >= 0) ||
      !(d.bandwidth_gbps > 0) || !(d.offload_gbps > 0))
    report_error("device TFLOP/s and bandwidths must be positive, the efficiency in (0, 1]");
  if (r.max_microbatch < 0 || r.max_simulated < 0) report_error("limits must not be negative");
  if (r.depth < 0 || (r.depth > 0 && r.devices % r.depth != 0))
    report_error("the pipeline depth must divide the number of devices");
  if (r.profile) {
    check_profile(*r.profile);
    if (!(r.profile->model == r.model)) report_error("the profile was measured for another model than the request's");
  }
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

  for (int p = 1; p <= r.devices; ++p) {
    if (r.devices % p != 0 || (r.depth != 0 && p != r.depth)) continue;
    const int w = r.devices / p;
    if (r.global_batch % w != 0) continue;
    any_depth = true;
    const int per_pipeline = r.global_batch / w;
    const int sim_limit = r.max_simulated > 0 ? r.max_simulated : std::max(16, 4 * p);
    for (int b = 1; b <= per_pipeline && (r.max_microbatch == 0 || b <= r.max_microbatch); b *= 2) {
      if (per_pipeline % b != 0) break;  // powers of two: none larger divides either
      const int m = per_pipeline / b;
      for (family f : all_families) {
        const int v = default_chunks(f);
        const int stages = p * v;
        if (stages > model.layers) continue;  // every stage holds at least one block
        if (f == family::gpipe && m > sim_limit) continue;
        auto part_it = partitions.find(stages);
        if (part_it == partitions.end())
          part_it =
              partitions.emplace(stages, prof ? balanced_partition(*prof, stages) : balanced_partition(model, stages))
                  .first;
        const std::vector<stage_part>& parts = part_it->second;
        const std::vector<memory_deltas> deltas = deltas_at(parts, b);

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
        const double boundary = prof ? static_cast<double>(scaled_bytes(prof->boundary_bytes, b, prof->microbatch))
                                     : static_cast<double>(boundary_bytes(model)) * b;
        // The schedule library's time unit here is the millisecond (its tolerances are absolute).
        const double ms = 1e3;
        const costs c{v * worst.f * ms, v * worst.b * ms, v * worst.w * ms,
                      boundary / (dev.bandwidth_gbps * 1e9) * ms};
        const copy_engines engines{dev.offload_gbps * 1e9 / ms / (static_cast<double>(v) * chunk_bytes), false};
        const long long per_param = per_param_of(f);

        // v-auto searches under the cap, in chunk activations of the largest chunk.
        int chunk_cap = 0;
        if (f == family::v_auto) {
          long long most_static = 0;
          for (int d = 0; d < p; ++d)
            most_static =
                std::max(most_static, (params(parts[static_cast<std::size_t>(d)]) +
                                       params(parts[static_cast<std::size_t>(2 * p - 1 - d)])) *
                                          per_param);
          const long long budget = r.memory_cap - most_static;
          if (budget <= 0) continue;
          chunk_cap = static_cast<int>(std::min<long long>(2LL * p, budget / chunk_bytes));
          if (chunk_cap < 1) continue;
        }
        const double cap_units = f == family::v_auto && chunk_cap < 2 * p ? chunk_cap / 2.0 : 0.0;
        // The orders the trainer runs (runtime/train/trainer.cpp): the plain plan's with the
        // tail pass, the offloaded plan's without it (generation_options::tail says why).
        auto get = [&](int mb, bool tail) -> const std::pair<std::optional<schedule>, costs>& {
          const detail::schedule_key key{static_cast<int>(f), p, mb, chunk_cap, tail};
          auto it = made.find(key);
          if (it != made.end()) return it->second;
          std::optional<schedule> s;
          try {
            s = make_schedule(f, shape{p, mb, 0}, c, {.memory_cap = cap_units, .tail = tail});
          } catch (const schedule_error&) {
            // outside what the family supports at this shape (or under this cap)
          }
          return made.emplace(key, std::pair{std::move(s), c}).first->second;
        };
        const bool extrapolate = m > sim_limit;
        const int m_hi = extrapolate ? sim_limit : m;
        const int m_lo = sim_limit / 2;

        long long memory_without_offload = 0;
        for (bool offload : {false, true}) {
          const auto& [base, order_costs] = get(m_hi, !offload);
          if (!base) break;  // the family does not take this shape, with or without offload
          const std::optional<schedule>* lower = nullptr;
          if (extrapolate) {
            lower = &get(m_lo, !offload).first;
            if (!*lower) break;
          }
          const offload_policy policy{offload ? offload_kind::full : offload_kind::none};
          auto placed = [&](const schedule& order) {
            return offload ? apply_offload(order, c, engines, policy) : order;
          };
          const schedule s = placed(*base);
          if (offload && !detail::has_offloads(s)) continue;  // nothing to move: same as none
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
          std::vector<long long> statics(static_cast<std::size_t>(s.devices()), 0);
          for (int st = 0; st < s.stages(); ++st)
            statics[static_cast<std::size_t>(s.device_of_stage(st))] +=
                params(parts[static_cast<std::size_t>(st)]) * per_param;
          const std::vector<long long> acts = peak_activation_bytes(s, deltas);
          plan_choice x;
          x.fam = f;
          x.depth = p;
          x.width = w;
          x.microbatch = b;
          x.microbatches = m;
          x.offload = offload;
          for (const stage_part& sp : parts) x.stage_blocks.push_back(sp.blocks());
          x.device_static_bytes = statics;
          x.device_activation_bytes = acts;
          x.order_costs = order_costs;
          x.costs_ms = c;
          x.copy_bandwidth = offload ? engines.bandwidth : 0.0;
          x.memory_cap_units = cap_units;
          for (int d = 0; d < p; ++d) {
            const long long total = statics[d] + acts[d];
            if (total > x.memory_bytes) {
              x.memory_bytes = total;
              x.static_bytes = statics[d];
              x.activation_bytes = acts[d];
              x.peak_device = d;
            }
          }
          // An offload plan that saves no memory is the same plan, slower: not a candidate.
          if (!offload) memory_without_offload = x.memory_bytes;
          if (offload && x.memory_bytes >= memory_without_offload) continue;
          long long most_params = 0;
          for (long long st : statics) most_params = std::max(most_params, st / per_param);
          x.allreduce_seconds = w > 1 ? 2.0 * (w - 1) / w * static_cast<double>(most_params * grad_bytes) /
                                            (dev.bandwidth_gbps * 1e9)
                                      : 0.0;
          x.pipeline_seconds = pipeline / ms;
          x.step_seconds = x.pipeline_seconds + x.allreduce_seconds;
          x.tokens_per_second = static_cast<double>(r.global_batch) * model.seq / x.step_seconds;
          x.bubble = 1.0 - m * (c.f + c.b + c.w) / pipeline;
          x.extrapolated = extrapolate;
          ++out.candidates;
          if (f != family::v_auto && (!out.smallest || x.memory_bytes < out.smallest->memory_bytes))
            out.smallest = x;
          if (x.memory_bytes <= r.memory_cap) out.plans.push_back(std::move(x));
        }
      }
    }
  }
  if (!any_depth)
    report_error("no pipeline depth p dividing the devices leaves a width N/p that divides the global batch");
  std::stable_sort(out.plans.begin(), out.plans.end(), [](const plan_choice& a, const plan_choice& b) {
    if (a.tokens_per_second != b.tokens_per_second) return a.tokens_per_second > b.tokens_per_second;
    return a.memory_bytes < b.memory_bytes;
  });
  return out;
}

}  // namespace pipesched::plan
