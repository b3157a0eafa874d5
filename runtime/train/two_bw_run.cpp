#include "runtime/train/two_bw_run.hpp"

#include <map>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>

#include <pipesched/core/placement.hpp>

#include "runtime/cpu/run_threads.hpp"
#include "runtime/train/step_timeline.hpp"
#include "runtime/train/two_bw_stage.hpp"

namespace pipesched::train {

step_result run_two_bw(const trainer_options& options, const pipeline_layout& layout,
                       const std::vector<gpt::gpt_batch>& batches, std::vector<gpt::gpt_params<float>>& params,
                       adamw_optimizer& optimizer, device_memory& memory) {
  const schedule& sched = *layout.sched;
  const int p = sched.devices(), S = sched.stages(), K = static_cast<int>(batches.size()), m = options.microbatches;
  memory.reset_peaks();
  two_bw_norms norms(S, K);
  std::vector<std::vector<two_bw_stage>> stages(static_cast<std::size_t>(p));
  for (int d = 0; d < p; ++d) {
    auto& chunks = stages[static_cast<std::size_t>(d)];
    chunks.reserve(static_cast<std::size_t>(sched.chunks()));
    for (int c = 0; c < sched.chunks(); ++c) {
      const int s = stage_of(sched.place, p, d, c);
      chunks.emplace_back(options.model, s, S, params[static_cast<std::size_t>(layout.param_index[static_cast<std::size_t>(s)])],
                          optimizer, batches, norms, memory.meters[static_cast<std::size_t>(d)]);
    }
  }
  step_result r;
  const runtime::cpu::run_options run{.watchdog_timeout = options.watchdog_timeout};
  if (options.record_timeline) {
    timeline_recorder recorder(p, 0);
    runtime::cpu::run_threads(sched, stages, run, [&](int d, const action& a) { recorder.record(d, a); });
    r.measured = std::move(recorder).finish();
  } else {
    runtime::cpu::run_threads(sched, stages, run);
  }

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
  const two_bw_stage& head = stages[static_cast<std::size_t>(layout.head_device())][layout.head_chunk()];
  for (int t = 0; t < K; ++t) {
    double sum = 0;
    for (double l : head.losses(t)) sum += l;
    r.losses.push_back(sum / m);
  }
  // W(K) and the moments back into the trainer (the same objects, new values).
  std::map<std::string_view, adamw_moments*> moments;
  for (adamw_moments& mo : optimizer.moments()) moments.emplace(mo.name, &mo);
  const int steps_after = optimizer.steps() + K;
  for (auto& chunks : stages)
    for (const two_bw_stage& st : chunks) {
      gpt::gpt_params<float>& mine = params[static_cast<std::size_t>(layout.param_index[static_cast<std::size_t>(st.stage())])];
      std::vector<const gpt::parameter<float>*> newest;
      st.weights().for_each([&](const gpt::parameter<float>& q) { newest.push_back(&q); });
      std::size_t i = 0;
      mine.for_each([&](gpt::parameter<float>& q) { q.value = newest[i++]->value; });
      mine.zero_grad();
      if (st.optimizer().steps() != steps_after)
        throw std::logic_error("2bw: stage " + std::to_string(st.stage()) + " took " +
                               std::to_string(st.optimizer().steps() - optimizer.steps()) + " of " +
                               std::to_string(K) + " steps");
      for (const adamw_moments& mo : st.optimizer().moments()) {
        adamw_moments* to = moments.at(mo.name);
        to->exp_avg = mo.exp_avg;
        to->exp_avg_sq = mo.exp_avg_sq;
      }
    }
  optimizer.set_steps(steps_after);

  r.loss = r.losses.back();
  r.grad_norm = r.grad_norms.back();
  memory.append_peaks(r.peak_activation_bytes, r.peak_host_bytes);
  return r;
}

}  // namespace pipesched::train
