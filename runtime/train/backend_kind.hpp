#pragma once
// The backend a trainer's stages run on (trainer_options::backend), by name as the CLI's
// --backend spells it: "cpu" (synchronous, today's numbers), "cpu-streams" (the same
// kernels stream-ordered on each device's CPU streams: runtime/stream), "cuda"; and the
// storage element its activations use (trainer_options::dtype, --dtype): "fp32" or "bf16"
// (bf16 activations and weight working copy; master weights, moments, gradients and
// statistics stay fp32, so checkpoints do not depend on it).
#include <iosfwd>
#include <optional>
#include <string_view>

namespace pipesched::train {

enum class backend_kind { cpu, cpu_streams, cuda };

inline constexpr backend_kind all_backend_kinds[] = {backend_kind::cpu, backend_kind::cpu_streams, backend_kind::cuda};

const char* to_string(backend_kind b);
std::ostream& operator<<(std::ostream& os, backend_kind b);
// The backend named `name` (to_string's spelling); nullopt for any other.
std::optional<backend_kind> parse_backend_kind(std::string_view name);

enum class storage_dtype { fp32, bf16 };

inline constexpr storage_dtype all_storage_dtypes[] = {storage_dtype::fp32, storage_dtype::bf16};

const char* to_string(storage_dtype t);
std::ostream& operator<<(std::ostream& os, storage_dtype t);
// The dtype named `name` (to_string's spelling); nullopt for any other.
std::optional<storage_dtype> parse_storage_dtype(std::string_view name);

}  // namespace pipesched::train
