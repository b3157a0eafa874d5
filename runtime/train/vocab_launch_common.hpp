#pragma once
// What the two launches of a run with vocabulary parallelism share, on threads
// (vocab_thread_launch.hpp) and on MPI ranks (vocab_rank_launch.hpp): the stages of blocks
// (a pipeline_copy of one replica), the vocabulary layers, where the optimizer finds the
// parameters, and the launch's overrides that read only those.
#include <memory>
#include <stdexcept>
#include <type_traits>
#include <vector>

#include "runtime/train/launch.hpp"
#include "runtime/train/pipeline_copy.hpp"
#include "runtime/train/vocab_device_run.hpp"

namespace pipesched::train {

template <class Backend>
class vocab_launch_common : public launch {
 public:
  using inner = typename Backend::inner;

  void finish() override { copy_.end_iteration(); }
  void broadcast_parameters() override {}  // one replica (on ranks: each resumes its own file)
  stage_list replica_params(int) const override { return stage_list(ptrs_); }
  parameter_backend* parameters() override { return parameters_.get(); }
  device_memory& memory() override {
    if constexpr (std::is_same_v<typename pipeline_copy<inner>::memory_type, device_memory>)
      return copy_.memory();
    else  // training_schedule refuses 2bw over several iterations on such a backend
      throw std::logic_error("2bw's stages run on the host backends' memory only");
  }

 protected:
  vocab_launch_common(const trainer_options& options, const pipeline_layout& layout,
                      std::vector<gpt::gpt_params<float>>& params, gpt::gpt_params<float>& layers)
      : options_(&options), layout_(&layout), layers_(&layers), split_(split_vocab_actions(*layout.sched)),
        copy_(options, 0, layout, params) {
    for (auto& prm : params) ptrs_.push_back(&prm);
    parameters_ = Backend::make_parameters(copy_, layers);
  }

  const trainer_options* options_;
  const pipeline_layout* layout_;
  gpt::gpt_params<float>* layers_;
  std::vector<gpt::gpt_params<float>*> ptrs_;
  vocab_split split_;          // the lists without their vocabulary actions, and where those go
  pipeline_copy<inner> copy_;  // the stages of blocks, their meters and backends
  std::unique_ptr<parameter_backend> parameters_;  // null: the host
};

}  // namespace pipesched::train
