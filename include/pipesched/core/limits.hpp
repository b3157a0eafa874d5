#pragma once
// Every size a user or a file can set, with its limit, in one place. Each is checked before
// anything is allocated for it; the README's "Limits" table lists the same numbers (a test
// compares them). Size arithmetic on these goes through checked_mul/checked_add, which
// report instead of wrapping.
#include <cstdint>

#include "error.hpp"

namespace pipesched::limits {

// --- Schedules ---------------------------------------------------------------------------
inline constexpr int max_devices = 1024;        // pipeline devices p
inline constexpr int max_chunks = 64;           // chunks per device v
inline constexpr int max_stages = 1024;         // p * v, every family
inline constexpr int max_microbatches = 1 << 20;  // all iterations together
inline constexpr int max_iterations = 1024;     // 2bw's K
inline constexpr int max_refine_steps = 10'000'000;
// A schedule's action lists are refused above this many actions (compute, comm and offload
// together) whatever the memory budget: about 64 bytes each, so 4 GiB of lists.
inline constexpr std::int64_t max_actions = std::int64_t{1} << 26;

// --- Training ------------------------------------------------------------------------------
inline constexpr int max_replicas = 1024;
inline constexpr int max_total_devices = 1024;  // p * replicas: a thread each on the CPU
inline constexpr std::int64_t max_steps = 1'000'000'000;
inline constexpr int max_model_layers = 4096;
inline constexpr int max_model_dim = 1 << 16;
inline constexpr int max_model_heads = 1024;
inline constexpr int max_model_seq = 1 << 20;
inline constexpr int max_model_vocab = 1 << 24;
inline constexpr int max_model_batch = 1 << 20;
inline constexpr std::int64_t max_model_parameters = std::int64_t{1} << 40;

// --- Files read ----------------------------------------------------------------------------
inline constexpr std::int64_t max_torch_csv_bytes = std::int64_t{64} << 20;
inline constexpr std::int64_t max_plan_file_bytes = std::int64_t{64} << 20;
inline constexpr std::int64_t max_profile_bytes = std::int64_t{16} << 20;
inline constexpr std::int64_t max_checkpoint_header_bytes = std::int64_t{100} << 20;  // as safetensors

}  // namespace pipesched::limits

namespace pipesched {

// a * b and a + b for sizes, reporting `what` on overflow instead of wrapping. Usable in
// constant expressions (the builtins are constexpr in GCC, Clang and nvcc's host pass).
constexpr std::int64_t checked_mul(std::int64_t a, std::int64_t b, const char* what) {
  std::int64_t r = 0;
  if (__builtin_mul_overflow(a, b, &r)) report_error(what);
  return r;
}
constexpr std::int64_t checked_add(std::int64_t a, std::int64_t b, const char* what) {
  std::int64_t r = 0;
  if (__builtin_add_overflow(a, b, &r)) report_error(what);
  return r;
}

}  // namespace pipesched
