#pragma once
#include "../version.hpp"  // first: the C++20 check
// torch.distributed.pipelining's action notation as torch 2.15 has it (schedules.py:
// `_ComputationType`, `_Action.__repr__`, `_Action.from_str`): a cell is
// `<stage><type><microbatch>` as 2.15's `_action_regex`
// `(\d+)(WAIT_REDUCE_GRAD|WAIT_SEND_F|WAIT_SEND_B|REDUCE_GRAD|UNSHARD|RESHARD|SEND_F|RECV_F|SEND_B|RECV_B|F|I|B|W)(\d*)`
// reads it (REDUCE_GRAD, WAIT_REDUCE_GRAD, UNSHARD and RESHARD are written without a
// microbatch), or a composite `(<sub>;<sub>)OVERLAP_F_B` whose sub-actions run in the order
// listed (torch's DualPipeV writes `(0F7;7B3)OVERLAP_F_B`: F of stage 0 and the full
// backward of stage 7 on one rank). WAIT_SEND_F/WAIT_SEND_B complete a send (torch's
// `_add_wait_send`); 2.15 has no wait for a receive (a RECV is waited on by the compute
// that consumes it). This header only names and prints; io/torch_csv.hpp reads.
#include <cstdint>
#include <optional>
#include <ostream>
#include <string>
#include <string_view>
#include <vector>

namespace pipesched::io {

enum class torch_kind : std::uint8_t {
  F, I, W, B,                                   // compute: forward, input grad, weight grad, full backward
  SEND_F, RECV_F, SEND_B, RECV_B,               // point-to-point, named by the stage on its own rank
  WAIT_SEND_F, WAIT_SEND_B,                     // completion of a send
  REDUCE_GRAD, WAIT_REDUCE_GRAD, UNSHARD, RESHARD,  // gradient reduction and FSDP: no microbatch
  OVERLAP_F_B,                                  // the composite
};
inline constexpr int torch_kind_count = static_cast<int>(torch_kind::OVERLAP_F_B) + 1;

constexpr std::string_view to_string(torch_kind k) {
  switch (k) {
    case torch_kind::F: return "F";
    case torch_kind::I: return "I";
    case torch_kind::W: return "W";
    case torch_kind::B: return "B";
    case torch_kind::SEND_F: return "SEND_F";
    case torch_kind::RECV_F: return "RECV_F";
    case torch_kind::SEND_B: return "SEND_B";
    case torch_kind::RECV_B: return "RECV_B";
    case torch_kind::WAIT_SEND_F: return "WAIT_SEND_F";
    case torch_kind::WAIT_SEND_B: return "WAIT_SEND_B";
    case torch_kind::REDUCE_GRAD: return "REDUCE_GRAD";
    case torch_kind::WAIT_REDUCE_GRAD: return "WAIT_REDUCE_GRAD";
    case torch_kind::UNSHARD: return "UNSHARD";
    case torch_kind::RESHARD: return "RESHARD";
    case torch_kind::OVERLAP_F_B: return "OVERLAP_F_B";
  }
  return "?";
}

inline std::ostream& operator<<(std::ostream& os, torch_kind k) { return os << to_string(k); }

constexpr std::optional<torch_kind> torch_kind_named(std::string_view name) {
  for (int k = 0; k < torch_kind_count; ++k)
    if (to_string(static_cast<torch_kind>(k)) == name) return static_cast<torch_kind>(k);
  return std::nullopt;
}
static_assert(torch_kind_named("I") == torch_kind::I && torch_kind_named("OVERLAP_F_B") == torch_kind::OVERLAP_F_B);
static_assert(!torch_kind_named("Bx") && !torch_kind_named("") && !torch_kind_named("WAIT_RECV_F"));

constexpr bool is_torch_compute(torch_kind k) { return k <= torch_kind::B; }
constexpr bool is_torch_p2p(torch_kind k) { return k >= torch_kind::SEND_F && k <= torch_kind::RECV_B; }
constexpr bool is_torch_wait(torch_kind k) { return k == torch_kind::WAIT_SEND_F || k == torch_kind::WAIT_SEND_B; }
constexpr bool is_torch_composite(torch_kind k) { return k == torch_kind::OVERLAP_F_B; }
// Written without a microbatch by torch (`2REDUCE_GRAD`, `0UNSHARD`).
constexpr bool torch_kind_takes_no_microbatch(torch_kind k) {
  return k >= torch_kind::REDUCE_GRAD && k <= torch_kind::RESHARD;
}
// The send a wait completes.
constexpr torch_kind waited(torch_kind wait) {
  return wait == torch_kind::WAIT_SEND_F ? torch_kind::SEND_F : torch_kind::SEND_B;
}
static_assert(waited(torch_kind::WAIT_SEND_F) == torch_kind::SEND_F && waited(torch_kind::WAIT_SEND_B) == torch_kind::SEND_B);

// One torch action (not a composite). microbatch -1: none written.
struct torch_op {
  torch_kind kind = torch_kind::F;
  int stage = 0;
  int microbatch = -1;
  friend constexpr bool operator==(const torch_op&, const torch_op&) = default;
};

// One cell's action: a single op, or a composite (op.kind OVERLAP_F_B) with its
// sub-actions in the cell's order.
struct torch_entry {
  torch_op op{};
  std::vector<torch_op> subs;
  friend bool operator==(const torch_entry&, const torch_entry&) = default;
};

inline std::string torch_text(const torch_op& a) {
  std::string out = std::to_string(a.stage) + std::string(to_string(a.kind));
  if (a.microbatch >= 0) out += std::to_string(a.microbatch);
  return out;
}

// "1W0", "2REDUCE_GRAD", "(0F7;7B3)OVERLAP_F_B": the cell as torch's __repr__ writes it.
inline std::string torch_text(const torch_entry& e) {
  if (!is_torch_composite(e.op.kind)) return torch_text(e.op);
  std::string out = "(";
  for (std::size_t i = 0; i < e.subs.size(); ++i) {
    if (i) out += ';';
    out += torch_text(e.subs[i]);
  }
  return out + ")" + std::string(to_string(e.op.kind));
}

}  // namespace pipesched::io
