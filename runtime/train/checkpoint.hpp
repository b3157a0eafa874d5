#pragma once
// Checkpoints of a training run in the safetensors format
// (https://github.com/huggingface/safetensors): an 8-byte little-endian header length N,
// N bytes of JSON header, then the tensors' raw little-endian bytes, back to back.
//
// Tensors (all F32; shapes as in kernels/, linear weights [OC, C], the rest 1-D):
//   "<name>"             the value of each parameter of the given stages ("wte",
//                        "h.3.attn.qkv.weight", "lm_head.weight", ... as gpt_params names them)
//   "<name>.exp_avg"     AdamW's first moment of that parameter
//   "<name>.exp_avg_sq"  AdamW's second moment
// Data is laid out in stage order, then parameter order, value before moments.
//
// __metadata__ (strings): the caller's keys (for example "step" — the training step — and
// "data_seed", whatever the loop needs to continue the same batch sequence), plus keys
// the library writes and checks on load (the caller may not use them):
//   "format"          "pipesched-checkpoint"
//   "format_version"  "2" (version 1's checksum covered the data alone; it is refused)
//   "config"          to_string(gpt_config), which must equal the loading model's
//   "optimizer_step"  adamw_optimizer::steps()
//   "checksum"        FNV-1a 64, 16 hex digits, of the header without this entry (as
//                     nlohmann's dump() writes it: keys sorted, no spaces) then the data
//                     bytes: catches truncation, flipped bytes and an edited metadata value
//
// Saving goes through runtime/io/safe_file.hpp: a unique temporary file beside <file>,
// flushed to disk and renamed over it, so a crash leaves the previous checkpoint or the new
// one, never half of one (a symbolic link's target is replaced; a device or FIFO is written
// in place as a stream). Loading reads the
// whole file and checks everything (header, dtypes, shapes, the exact set of tensors,
// contiguous offsets, checksum, config) before copying a byte into the live parameters
// and optimizer: a refused checkpoint leaves them untouched. Only a regular file no longer
// than the stages' data plus the largest header (limits::max_checkpoint_header_bytes) is
// read: a device, a FIFO or a larger file is refused before anything is allocated for it.
//
// Several ranks: each rank saves and loads only the stages it holds, in its own file,
// named by rank_checkpoint_path ("ckpt.safetensors" -> "ckpt.rank1-of-4.safetensors").
// A file holds exactly its rank's tensors, so loading another rank's file (or a file cut
// for another partition) is refused. The ranks' renames are not one atomic act: keep the
// step in the file name (or check after loading that every rank read the same "step").
#include <filesystem>
#include <map>
#include <stdexcept>
#include <string>
#include <string_view>

#include "runtime/train/optimizer.hpp"

namespace pipesched::train {

// Every refused save or load; what() is one line: "checkpoint <file>: <problem>".
class checkpoint_error : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

using checkpoint_metadata = std::map<std::string, std::string>;

// Writes the parameter values of `stages`, `optimizer`'s moments for them and step count,
// and `metadata`. The stages must share one config, and the optimizer must have been
// built for exactly these stages. Throws checkpoint_error (no temporary file left, an
// older <file> kept) when that is not so, when a metadata key is reserved,
// or when the file cannot be written.
void save_checkpoint(const std::filesystem::path& file, stage_list stages, const adamw_optimizer& optimizer,
                     const checkpoint_metadata& metadata = {});

// Reads a checkpoint saved for the same stages into their values and `optimizer`
// (moments and step count), and returns the caller's metadata (the reserved keys
// removed). Throws checkpoint_error, with nothing modified, when the file is missing,
// not a safetensors file, corrupt or truncated, or saved for another model or partition.
// Gradients are left as they are.
checkpoint_metadata load_checkpoint(const std::filesystem::path& file, stage_list stages,
                                    adamw_optimizer& optimizer);

// load_checkpoint on bytes already in memory (the whole file's content), with every check
// it makes; `file` only names them in messages. The fuzz target calls this.
checkpoint_metadata load_checkpoint_bytes(std::string_view bytes, stage_list stages, adamw_optimizer& optimizer,
                                          const std::filesystem::path& file = "(bytes)");

// The file of rank `rank` of `ranks`: `file` itself when ranks == 1, else ".rank<k>-of-<n>"
// inserted before the extension. Throws std::invalid_argument unless 0 <= rank < ranks.
std::filesystem::path rank_checkpoint_path(const std::filesystem::path& file, int rank, int ranks);

}  // namespace pipesched::train
