#pragma once
// torch-csv: a schedule as the CSV that torch.distributed.pipelining reads and writes
// (`_PipelineScheduleRuntime._load_csv` / `_dump_csv`): one row per rank, one cell per
// action in the rank's order, each cell in torch's `_Action` notation
// `<stage><type><microbatch>`.
//
//   ours                    torch     stage in the cell
//   F(s, j)                 sFj       s
//   B(s, j)  (input grad)   sIj       s
//   W(s, j)                 sWj       s
//   BW(s, j) (fused)        sBj       s
//   send_forward(s, j)      sSEND_Fj  s, the sending stage (tensor goes to s+1)
//   recv_forward(s, j)      sRECV_Fj  s, the receiving stage (tensor comes from s-1)
//   send_backward(s, j)     sSEND_Bj  s, the sending stage (tensor goes to s-1)
//   recv_backward(s, j)     sRECV_Bj  s, the receiving stage (tensor comes from s+1)
//
// Both sides name a comm action by the stage on *its own* rank, so the stage numbers
// carry over unchanged (torch's _add_send_recv makes `sSEND_Fj` and `(s+1)RECV_Fj`).
// Rows are ranks = our devices; torch finds a stage's rank from the stage->rank map of
// its schedule class, which for our two placements is:
//   loop (1F1B, interleaved, ZB-H*; torch "loop" style): stage s on rank s mod p;
//   V    (V-Min, V-Half, V-ZB; torch "v" style):         stage s on rank s for s < p,
//                                                         on rank 2p-1-s otherwise.
// Offload, reload and optimizer steps have no torch notation and are left out of the
// export. Import reads F, I, W, B and the four send/recv types; other torch types
// (UNSHARD, RESHARD, REDUCE_GRAD, overlapped F/B) are refused by name.
//
// Standard library only; errors throw pipesched::schedule_error naming rank, column and
// the cell's text.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "../core/error.hpp"
#include "../core/limits.hpp"
#include "../core/placement.hpp"
#include "../schedule.hpp"

namespace pipesched::io {

// torch's name of an action kind ("F", "I", "W", "B", "SEND_F", ...); empty for kinds
// torch has no notation for.
constexpr std::string_view torch_type(action_kind k) {
  switch (k) {
    case action_kind::F: return "F";
    case action_kind::B: return "I";
    case action_kind::W: return "W";
    case action_kind::BW: return "B";
    case action_kind::send_forward: return "SEND_F";
    case action_kind::recv_forward: return "RECV_F";
    case action_kind::send_backward: return "SEND_B";
    case action_kind::recv_backward: return "RECV_B";
    default: return "";
  }
}

constexpr std::optional<action_kind> from_torch_type(std::string_view t) {
  for (int k = 0; k <= static_cast<int>(action_kind::recv_backward); ++k) {
    const auto kind = static_cast<action_kind>(k);
    if (torch_type(kind) == t) return kind;
  }
  return std::nullopt;
}
static_assert(from_torch_type("I") == action_kind::B && from_torch_type("B") == action_kind::BW);
static_assert(from_torch_type("RECV_B") == action_kind::recv_backward && !from_torch_type("UNSHARD"));

// "1W0", "0SEND_F3": the torch cell of one action (empty for kinds without notation).
inline std::string torch_action(const action& a) {
  const std::string_view t = torch_type(a.kind);
  if (t.empty()) return {};
  return std::to_string(a.stage) + std::string(t) + std::to_string(a.microbatch);
}

// The whole schedule, one line per device, cells separated by commas, "\n" line ends.
inline std::string to_torch_csv(const schedule& s) {
  std::string out;
  for (int d = 0; d < s.devices(); ++d) {
    bool first = true;
    for (const action& a : s.actions(d)) {
      const std::string cell = torch_action(a);
      if (cell.empty()) continue;
      if (!first) out += ',';
      out += cell;
      first = false;
    }
    out += '\n';
  }
  return out;
}

// One parsed cell and where it was.
struct torch_cell {
  action what{};
  int rank = 0;
  int column = 0;  // 0-based index of the cell in its row
  std::string text;
};

// Where a CSV cell is, for messages: "rank 1, column 4 '1W0'".
inline std::string describe(const torch_cell& c) {
  return "rank " + std::to_string(c.rank) + ", column " + std::to_string(c.column) + " '" + c.text + "'";
}

struct torch_import {
  schedule sched;                  // the CSV's order (comm actions as read, peers filled in)
  std::vector<torch_cell> cells;   // every non-empty cell, row by row
  bool had_comm = false;           // whether the CSV lists any send/recv
  bool placement_inferred = false; // whether `sched.place` was inferred from the rows
};

namespace detail {
inline std::string_view trim_cell(std::string_view s) {
  const auto space = [](char c) { return c == ' ' || c == '\t' || c == '\r' || c == '"'; };
  while (!s.empty() && space(s.front())) s.remove_prefix(1);
  while (!s.empty() && space(s.back())) s.remove_suffix(1);
  return s;
}

[[noreturn]] inline void cell_error(const torch_cell& c, const std::string& what) {
  throw schedule_error(describe(c) + ": " + what);
}

// Digits at the front of `s` as a non-negative int; -1 when there are none (or too many).
inline int leading_number(std::string_view& s) {
  int value = 0;
  std::size_t n = 0;
  while (n < s.size() && s[n] >= '0' && s[n] <= '9') {
    if (n >= 8) return -1;
    value = value * 10 + (s[n] - '0');
    ++n;
  }
  if (n == 0) return -1;
  s.remove_prefix(n);
  return value;
}

inline torch_cell parse_cell(std::string_view text, int rank, int column) {
  torch_cell c{{}, rank, column, std::string(text)};
  std::string_view rest = text;
  const int stage = leading_number(rest);
  if (stage < 0) cell_error(c, "an action starts with its stage number, as in 2F0");
  std::size_t type_len = 0;
  while (type_len < rest.size() && !(rest[type_len] >= '0' && rest[type_len] <= '9')) ++type_len;
  const std::string_view type = rest.substr(0, type_len);
  rest.remove_prefix(type_len);
  const auto kind = from_torch_type(type);
  if (!kind) {
    if (type == "UNSHARD" || type == "RESHARD" || type == "REDUCE_GRAD" || type == "OVERLAP_F_B")
      cell_error(c, "torch's " + std::string(type) + " has no pipesched equivalent");
    cell_error(c, "unknown action type '" + std::string(type) +
                      "' (known: F, I, W, B, SEND_F, RECV_F, SEND_B, RECV_B)");
  }
  const int mb = leading_number(rest);
  if (mb < 0 || !rest.empty()) cell_error(c, "an action ends with its microbatch number, as in 2F0");
  c.what = {*kind, stage, mb, -1};
  return c;
}

inline bool holds(placement place, int devices, int chunks, const torch_cell& c) {
  if (place == placement::v && chunks != 2) return false;
  return c.what.stage < devices * chunks && device_of(place, devices, c.what.stage) == c.rank;
}
}  // namespace detail

// Reads a torch CSV for `devices` ranks. The stages are 0..S-1 with S the largest stage
// named + 1 (a multiple of `devices`: chunks = S / devices), the microbatches 0..m-1 with m
// the largest named + 1. `place`: the stage->rank map; nullopt infers it (V when every
// action sits on the rank V puts its stage on and loop does not fit, else loop). Reports
// the first cell that is malformed, on a rank that does not hold its stage, or repeated,
// and the first action of the whole schedule that no row lists. Order is not checked
// here: validate() does that (run insert_comm first when `had_comm` is false).
inline torch_import parse_torch_csv(std::string_view text, int devices, std::optional<placement> place = {}) {
  static_assert(limits::max_devices == 1024 && limits::max_torch_csv_bytes == 64 << 20,
                "the messages below state these limits");
  if (devices < 1) throw schedule_error("the number of devices must be at least 1");
  if (devices > limits::max_devices)
    throw schedule_error("the number of devices must be at most 1024 (limits::max_devices)");
  if (static_cast<std::int64_t>(text.size()) > limits::max_torch_csv_bytes)
    throw schedule_error("the CSV is larger than 64 MiB (limits::max_torch_csv_bytes)");
  torch_import out;
  int row = 0;
  while (!text.empty()) {
    const std::size_t eol = text.find('\n');
    std::string_view line = text.substr(0, eol);
    text.remove_prefix(eol == std::string_view::npos ? text.size() : eol + 1);
    if (detail::trim_cell(line).empty() && text.empty()) break;  // a trailing blank line
    if (row >= devices)
      throw schedule_error("the CSV has more than " + std::to_string(devices) +
                           " rows (one per rank; check --devices)");
    int column = 0;
    for (;;) {
      const std::size_t comma = line.find(',');
      const std::string_view cell = detail::trim_cell(line.substr(0, comma));
      if (!cell.empty()) out.cells.push_back(detail::parse_cell(cell, row, column));
      ++column;
      if (comma == std::string_view::npos) break;
      line.remove_prefix(comma + 1);
    }
    ++row;
  }
  if (row < devices)
    throw schedule_error("the CSV has " + std::to_string(row) + " rows but " + std::to_string(devices) +
                         " ranks were given (one row per rank)");
  if (out.cells.empty()) throw schedule_error("the CSV lists no actions");

  int stages = 0, microbatches = 0;
  bool any_b = false, any_split = false;
  for (const torch_cell& c : out.cells) {
    stages = c.what.stage + 1 > stages ? c.what.stage + 1 : stages;
    microbatches = c.what.microbatch + 1 > microbatches ? c.what.microbatch + 1 : microbatches;
    any_b = any_b || c.what.kind == action_kind::BW;
    any_split = any_split || c.what.kind == action_kind::B || c.what.kind == action_kind::W;
    out.had_comm = out.had_comm || is_comm(c.what.kind);
  }
  if (stages % devices != 0)
    throw schedule_error("the CSV names stages 0.." + std::to_string(stages - 1) + ", not a multiple of " +
                         std::to_string(devices) + " ranks (every rank holds the same number of stages)");
  const int chunks = stages / devices;
  // Numbers in cells are bounded before anything is sized from them: the table of seen
  // actions below has 8 entries per (stage, microbatch), so an 11-byte cell 99999999F0 once
  // asked for 3.2 GB of it. Every (stage, microbatch) needs at least two cells, so a CSV
  // naming more of them than it has cells is missing some: refused before the table is made.
  static_assert(limits::max_stages == 1024 && limits::max_microbatches == 1048576 && limits::max_chunks == 64,
                "the messages below state these limits");
  if (stages > limits::max_stages)
    throw schedule_error("the CSV names stage " + std::to_string(stages - 1) +
                         "; at most 1024 stages are supported (limits::max_stages)");
  if (chunks > limits::max_chunks)
    throw schedule_error("the CSV puts " + std::to_string(chunks) +
                         " stages on each rank; at most 64 are supported (limits::max_chunks)");
  if (microbatches > limits::max_microbatches)
    throw schedule_error("the CSV names microbatch " + std::to_string(microbatches - 1) +
                         "; at most 1048576 microbatches are supported (limits::max_microbatches)");
  if (std::int64_t{stages} * microbatches > static_cast<std::int64_t>(out.cells.size()))
    throw schedule_error("the CSV names stages 0.." + std::to_string(stages - 1) + " and microbatches 0.." +
                         std::to_string(microbatches - 1) + " but lists only " + std::to_string(out.cells.size()) +
                         " actions: every stage needs an F and a backward of every microbatch");

  if (!place) {
    out.placement_inferred = true;
    auto fits = [&](placement pl) {
      for (const torch_cell& c : out.cells)
        if (!detail::holds(pl, devices, chunks, c)) return false;
      return true;
    };
    place = !fits(placement::loop) && fits(placement::v) ? placement::v : placement::loop;
  }
  if (*place == placement::v && chunks != 2)
    throw schedule_error("the V placement needs exactly 2 stages per rank; the CSV has " +
                         std::to_string(chunks));
  for (const torch_cell& c : out.cells)
    if (!detail::holds(*place, devices, chunks, c))
      detail::cell_error(c, "rank " + std::to_string(c.rank) + " does not hold stage " +
                                std::to_string(c.what.stage) + " under the " + std::string(to_string(*place)) +
                                " placement (stage " + std::to_string(c.what.stage) + " is on rank " +
                                std::to_string(device_of(*place, devices, c.what.stage)) + ")");
  if (any_b && any_split) {
    for (const torch_cell& c : out.cells)
      if (c.what.kind == action_kind::BW)
        detail::cell_error(c, "a full backward (B) in a schedule that also splits I and W");
  }

  schedule& s = out.sched;
  s.dims = shape{devices, microbatches, chunks};
  s.place = *place;
  s.split = !any_b;
  s.per_device.resize(static_cast<std::size_t>(devices));
  // First cell of every (kind, stage, microbatch), to report repeats.
  const int kinds = static_cast<int>(action_kind::recv_backward) + 1;
  std::vector<int> seen(static_cast<std::size_t>(kinds * stages * microbatches), -1);
  auto slot = [&](action_kind k, int st, int j) -> int& {
    return seen[static_cast<std::size_t>((static_cast<int>(k) * stages + st) * microbatches + j)];
  };
  for (std::size_t i = 0; i < out.cells.size(); ++i) {
    torch_cell& c = out.cells[i];
    action& a = c.what;
    if (is_comm(a.kind)) {
      const int peer = peer_stage(a.kind, a.stage);
      if (peer < 0 || peer >= stages)
        detail::cell_error(c, "a send or recv with no stage at the other end");
      a.peer = s.device_of_stage(peer);
      if (a.peer == c.rank) detail::cell_error(c, "a send or recv between two stages of the same rank");
    }
    int& first = slot(a.kind, a.stage, a.microbatch);
    if (first >= 0)
      detail::cell_error(c, "this action appears twice (first at " + describe(out.cells[first]) + ")");
    first = static_cast<int>(i);
    s.per_device[c.rank].push_back(a);
  }
  // Every pass of every (stage, microbatch) must be there.
  const action_kind needed_split[] = {action_kind::F, action_kind::B, action_kind::W};
  const action_kind needed_fused[] = {action_kind::F, action_kind::BW};
  for (int st = 0; st < stages; ++st)
    for (int j = 0; j < microbatches; ++j) {
      const auto check = [&](action_kind k) {
        if (slot(k, st, j) < 0)
          throw schedule_error("rank " + std::to_string(s.device_of_stage(st)) + ": " +
                               torch_action({k, st, j, -1}) + " is missing (no row lists it)");
      };
      if (s.split)
        for (action_kind k : needed_split) check(k);
      else
        for (action_kind k : needed_fused) check(k);
    }
  return out;
}

// The cell that lists `a` on `device`, if the CSV has one.
inline const torch_cell* find_cell(const torch_import& imp, int device, const action& a) {
  for (const torch_cell& c : imp.cells)
    if (c.rank == device && c.what.kind == a.kind && c.what.stage == a.stage && c.what.microbatch == a.microbatch)
      return &c;
  return nullptr;
}

}  // namespace pipesched::io
