// --model specs (parse_gpt_config): refused with std::invalid_argument, or a config that
// passes validate(), stays within the model limits and reads back from its to_string.
#include <stdexcept>

#include <pipesched/core/limits.hpp>

#include "fuzz_support.hpp"
#include "runtime/gpt/gpt_config.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using pipesched::fuzz::require;
  namespace gpt = pipesched::gpt;
  namespace lim = pipesched::limits;
  gpt::gpt_config c;
  try {
    c = gpt::parse_gpt_config(pipesched::fuzz::as_text(data, size));
  } catch (const std::invalid_argument&) {
    return 0;
  }
  try {
    gpt::validate(c);
  } catch (const std::invalid_argument&) {
    require(false, "a parsed config passes validate()");
  }
  require(c.layers <= lim::max_model_layers && c.dim <= lim::max_model_dim && c.heads <= lim::max_model_heads &&
              c.seq <= lim::max_model_seq && c.vocab <= lim::max_model_vocab && c.microbatch <= lim::max_model_batch,
          "a parsed config is within the model limits");
  require(gpt::parse_gpt_config(gpt::to_string(c)) == c, "to_string reads back as the same config");
  return 0;
}
