// train --resume FILE (load_checkpoint_bytes) for a one-stage model of one block. Refused
// with checkpoint_error, leaving the parameters as they were, or loaded with the library's
// reserved metadata keys removed.
#include <cstring>
#include <vector>

#include "fuzz_support.hpp"
#include "runtime/gpt/gpt_params.hpp"
#include "runtime/gpt/gpt_partition.hpp"
#include "runtime/train/checkpoint.hpp"

namespace {

namespace gpt = pipesched::gpt;
namespace train = pipesched::train;

// The model of the seed corpus's checkpoint, saved by `pipesched train --model <this>
// --devices 1 --family 1f1b --microbatches 1 --steps 1 --save FILE`.
const gpt::gpt_config model = gpt::parse_gpt_config("layers=1,dim=8,heads=2,seq=4,vocab=8,batch=1");

struct target {
  std::vector<gpt::gpt_params<float>> params;
  std::vector<gpt::gpt_params<float>*> stages;
  train::adamw_optimizer optimizer;
  target() : params(make()), stages{&params[0]}, optimizer(stages) {}
  static std::vector<gpt::gpt_params<float>> make() {
    std::vector<gpt::gpt_params<float>> out;
    out.push_back(gpt::make_params<float>(model, gpt::partition(model, 1)[0], 1));
    return out;
  }
  std::vector<float> values() const {
    std::vector<float> out;
    params[0].for_each([&](const gpt::parameter<float>& p) { out.insert(out.end(), p.value.begin(), p.value.end()); });
    return out;
  }
};

target& state() {
  static target t;
  return t;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using pipesched::fuzz::require;
  target& t = state();
  const std::vector<float> before = t.values();
  try {
    const auto meta = train::load_checkpoint_bytes(pipesched::fuzz::as_text(data, size), t.stages, t.optimizer);
    for (const char* reserved : {"format", "format_version", "config", "optimizer_step", "checksum"})
      require(meta.count(reserved) == 0, "reserved metadata keys are not handed back");
  } catch (const train::checkpoint_error&) {
    const std::vector<float> after = t.values();
    require(before.size() == after.size() &&
                std::memcmp(before.data(), after.data(), before.size() * sizeof(float)) == 0,
            "a refused checkpoint leaves the parameters untouched");
  }
  return 0;
}
