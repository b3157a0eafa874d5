#include "runtime/train/two_bw_run.hpp"

#include <map>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <type_traits>

#include <pipesched/core/placement.hpp>

#include "runtime/cpu/run_threads.hpp"
#include "runtime/train/step_timeline.hpp"
#include "runtime/train/two_bw_stage.hpp"

namespace pipesched::train {

namespace {

template <class Inner>
step_result run_on(const trainer_options& options, const pipeline_layout& layout,
                   const std::vector<gpt::gpt_batch>& batches, std::vector<gpt::gpt_params<float>>& params,
                   adamw_optimizer& optimizer, device_memory& memory) {
  using stage_type = basic_two_bw_stage<Inner>;
  using device_type = typename stage_type::device_type;
  const schedule& sched = *layout.sched;
  const int p = sched.devices(), S = sched.stages(), K = static_cast<int>(batches.size()), m = options.microbatches;
  memory.reset_peaks();
  two_bw_norms norms(S, K);
  // What device d's stages share (two_bw_device): its meter on the cpu backend; on
  // cpu-streams a backend of its own on that meter, with the run's chaos (device d of
  // replica 0 draws the flushed run's device d's delays). Declared before the stages:
  // destroyed after them.
  std::vector<std::unique_ptr<two_bw_stream_device>> own;
  std::vector<device_type*> devices;
  for (int d = 0; d < p; ++d) {
    runtime::activation_meter& meter = memory.meters[static_cast<std::size_t>(d)];
    if constexpr (std::is_same_v<device_type, runtime::activation_meter>) {
      devices.push_back(&meter);
    } else {
      own.push_back(std::make_unique<device_type>(meter, options.streams, d, options.two_bw_skip_join));
      devices.push_back(own.back().get());
    }
  }
  std::vector<std::vector<stage_type>> stages(static_cast<std::size_t>(p));
  for (int d = 0; d < p; ++d) {
    auto& chunks = stages[static_cast<std::size_t>(d)];
    chunks.reserve(static_cast<std::size_t>(sched.chunks()));
    for (int c = 0; c < sched.chunks(); ++c) {
      const int s = stage_of(sched.place, p, d, c);
      chunks.emplace_back(options.model, s, S, params[static_cast<std::size_t>(layout.param_index[static_cast<std::size_t>(s)])],
                          optimizer, batches, norms, *devices[static_cast<std::size_t>(d)]);
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

  for (device_type* device : devices) two_bw_device<Inner>::drain(*device);
  // The last iteration's step is ours, after the run; then every pending update.
  for (auto& chunks : stages)
    for (stage_type& st : chunks) {
      st.optimizer_step(K - 1);
      st.finish();
    }
  for (int t = 0; t < K; ++t) {
    const std::optional<double> norm = norms.norm(t);
    if (!norm) throw std::logic_error("2bw: iteration " + std::to_string(t) + "'s norm is missing after the run");
    r.grad_norms.push_back(*norm);
  }
  const stage_type& head = stages[static_cast<std::size_t>(layout.head_device())][layout.head_chunk()];
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
    for (const stage_type& st : chunks) {
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

}  // namespace

step_result run_two_bw(const trainer_options& options, const pipeline_layout& layout,
                       const std::vector<gpt::gpt_batch>& batches, std::vector<gpt::gpt_params<float>>& params,
                       adamw_optimizer& optimizer, device_memory& memory) {
  switch (options.backend) {
    case backend_kind::cpu: return run_on<gpt::gpt_stage>(options, layout, batches, params, optimizer, memory);
    case backend_kind::cpu_streams:
      return run_on<gpt::gpt_stream_stage>(options, layout, batches, params, optimizer, memory);
    case backend_kind::cuda: break;  // refused by make_training_schedule
  }
  throw std::invalid_argument(std::string("2bw over several iterations does not run on the ") +
                              to_string(options.backend) + " backend");
}

}  // namespace pipesched::train
