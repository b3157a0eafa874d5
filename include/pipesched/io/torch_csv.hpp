#pragma once
// torch-csv: a schedule as the CSV that torch.distributed.pipelining (2.15) reads and
// writes (`_PipelineScheduleRuntime._load_csv` / `_dump_csv`): one row per rank, one cell
// per action in the rank's order, each cell in torch's `_Action` notation
// (io/torch_notation.hpp).
//
//   ours                    torch                 stage in the cell
//   F(s, j)                 sFj                   s
//   B(s, j)  (input grad)   sIj                   s
//   W(s, j)                 sWj                   s
//   BW(s, j) (fused)        sBj                   s
//   send_forward(s, j)      sSEND_Fj              s, the sending stage (tensor goes to s+1)
//   recv_forward(s, j)      sRECV_Fj              s, the receiving stage (tensor comes from s-1)
//   send_backward(s, j)     sSEND_Bj              s, the sending stage (tensor goes to s-1)
//   recv_backward(s, j)     sRECV_Bj              s, the receiving stage (tensor comes from s+1)
//
// Both sides name a comm action by the stage on *its own* rank, so the stage numbers
// carry over unchanged (torch's _add_send_recv makes `sSEND_Fj` and `(s+1)RECV_Fj`).
// Rows are ranks = our devices; torch infers a stage's rank from the rows, and both our
// placements are maps it reads back:
//   loop (1F1B, interleaved, ZB-H*; torch "loop" style): stage s on rank s mod p;
//   V    (V-Min, V-Half, V-ZB; torch "v" style):         stage s on rank s for s < p,
//                                                         on rank 2p-1-s otherwise.
//
//   F(a,i)&B(b,j)           (aFi;bIj)OVERLAP_F_B  a and b (the overlapped action, F first)
//   F(a,i)&BW(b,j)          (aFi;bBj)OVERLAP_F_B  a and b
//
// Import. Torch mixes full backward `B` with split `I`/`W` in one schedule: each (stage,
// microbatch) has one F and either one B or one I and one W, as torch's
// `_validate_schedule` counts them, and so does a split pipesched schedule (one with any I
// or W), whose BW may stand for some backwards. REDUCE_GRAD, WAIT_REDUCE_GRAD, UNSHARD and
// RESHARD (gradient reduction and FSDP, which pipesched's runtime does itself) and the
// WAIT_SEND_F/WAIT_SEND_B completions (each after its send on its rank) are skipped and
// counted per rank in `skipped`. Anything else torch 2.15 does not write, or that breaks the
// invariants, is refused naming its rank (row), column and text.
//
// Export. `to_torch_csv` writes the compute-only form torch's `_load_csv` reads by default
// (format "compute_only": F, I, W, B and OVERLAP_F_B only; torch adds the comms itself);
// with `comms` the compute-and-comms form its lowering writes with its default options
// (io/torch_lowering.hpp: UNSHARD/RESHARD, REDUCE_GRAD and its wait, SEND/RECV, a wait per
// send), which torch loads with format "compute_comms".
// Optimizer steps have no torch notation and are left out. A schedule with vocabulary
// passes or collectives (core/vocab.hpp) is refused by name, on export and on import
// (torch's notation has none), and so is one with recompute (R)
// or offload and reload actions: torch 2.15's CSV has neither (its
// recomputation is activation checkpointing inside a stage's module, and it has no
// activation offload), and leaving them out would hand torch an order whose F keeps
// every activation on the device, so its memory would not be the peak pipesched reported.
//
// Standard library only; errors throw pipesched::schedule_error.
#include <algorithm>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_set>
#include <vector>

#include "../core/error.hpp"
#include "../core/limits.hpp"
#include "../core/placement.hpp"
#include "../schedule.hpp"
#include "torch_lowering.hpp"
#include "torch_notation.hpp"

namespace pipesched::io {

// torch's name of a pass or comm kind ("F", "I", "W", "B", "SEND_F", ...); empty for kinds
// torch has no single notation for.
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

// The torch op of one pass or comm action (nullopt for kinds without a single notation).
constexpr std::optional<torch_op> to_torch_op(const action& a) {
  const std::string_view t = torch_type(a.kind);
  if (t.empty()) return std::nullopt;
  return torch_op{*torch_kind_named(t), a.stage, a.microbatch};
}

// The torch cell of one action: an overlapped one is torch's OVERLAP_F_B of its halves;
// nullopt for kinds without notation.
inline std::optional<torch_entry> to_torch_entry(const action& a) {
  if (!is_overlap(a.kind)) {
    const auto op = to_torch_op(a);
    if (!op) return std::nullopt;
    return torch_entry{*op, {}};
  }
  torch_entry e{{torch_kind::OVERLAP_F_B, -1, -1}, {}};
  for (const action& half : passes_of(a)) e.subs.push_back(*to_torch_op(half));
  return e;
}

// "1W0", "0SEND_F3", "(0F7;7B3)OVERLAP_F_B": the torch cell of one action (empty for kinds
// without notation).
inline std::string torch_action(const action& a) {
  const auto e = to_torch_entry(a);
  return e ? torch_text(*e) : std::string{};
}

struct torch_csv_options {
  // The compute-and-comms form (torch's `_load_csv(..., format="compute_comms")`): FSDP's
  // UNSHARD/RESHARD, REDUCE_GRAD and its wait, SEND/RECV and their waits placed as torch
  // 2.15's lowering places them.
  bool comms = false;
};

namespace detail {
// Our compute-only order as torch entries, each device's list in its order.
inline std::vector<std::vector<torch_entry>> torch_compute_order(const schedule& s) {
  std::vector<std::vector<torch_entry>> out(static_cast<std::size_t>(s.devices()));
  for (int d = 0; d < s.devices(); ++d)
    for (const action& a : s.actions(d))
      if (is_compute(a.kind))
        if (auto e = to_torch_entry(a)) out[d].push_back(std::move(*e));
  return out;
}

inline std::string csv_rows(const std::vector<std::vector<torch_entry>>& rows) {
  std::string out;
  for (const auto& row : rows) {
    for (std::size_t i = 0; i < row.size(); ++i) {
      if (i) out += ',';
      out += torch_text(row[i]);
    }
    out += '\n';
  }
  return out;
}
}  // namespace detail

// The whole schedule, one line per device, cells separated by commas, "\n" line ends.
inline std::string to_torch_csv(const schedule& s, const torch_csv_options& o = {}) {
  for (int d = 0; d < s.devices(); ++d)
    for (const action& a : s.actions(d))
      if (a.kind == action_kind::recompute)
        report_error("torch 2.15's schedule CSV has no recompute action: export the schedule without recompute "
                     "(and checkpoint inside the stage's module in torch)",
                     at(d, a.stage, a.microbatch, a.kind));
      else if (is_vocab(a.kind))
        report_error((std::string("torch 2.15's schedule CSV has no vocabulary-parallel pass or collective (") +
                      std::string(to_string(a.kind)) +
                      "): export the schedule without vocabulary passes (generation_options::vocab none)")
                         .c_str(),
                     at(d, a.stage, a.microbatch, a.kind));
      else if (a.kind == action_kind::offload || a.kind == action_kind::reload)
        report_error("torch 2.15's schedule CSV has no offload action: export the schedule without offload (left "
                     "out, its order would hold more memory than the peak reported for it)",
                     at(d, a.stage, a.microbatch, a.kind));
  std::vector<std::vector<torch_entry>> rows = detail::torch_compute_order(s);
  if (o.comms) rows = lower_like_torch(rows, s.stages(), s.microbatches(), [&](int st) { return s.device_of_stage(st); });
  return detail::csv_rows(rows);
}

// One action of the import and the cell it came from.
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

// Cells of one type that the import skipped on one rank.
struct torch_skipped {
  int rank = 0;
  torch_kind kind = torch_kind::REDUCE_GRAD;
  int count = 0;
  friend constexpr bool operator==(const torch_skipped&, const torch_skipped&) = default;
};

struct torch_import {
  schedule sched;                     // the CSV's order (comm actions as read, peers filled in)
  std::vector<torch_cell> cells;      // one per action of `sched`, row by row
  std::vector<torch_skipped> skipped; // per rank, by type in order of first appearance
  bool had_comm = false;              // whether the CSV lists any send/recv
  bool placement_inferred = false;    // whether `sched.place` was inferred from the rows
};

// "rank 0: 2 REDUCE_GRAD, 1 UNSHARD; rank 1: ...": the skipped cells, for a report line.
inline std::string describe(const std::vector<torch_skipped>& skipped) {
  std::string out;
  for (std::size_t i = 0; i < skipped.size(); ++i) {
    const bool new_rank = i == 0 || skipped[i].rank != skipped[i - 1].rank;
    if (new_rank) {
      if (i) out += "; ";
      out += "rank " + std::to_string(skipped[i].rank) + ": ";
    } else {
      out += ", ";
    }
    out += std::to_string(skipped[i].count) + " " + std::string(to_string(skipped[i].kind));
  }
  return out;
}

namespace detail {
// A cell as read: its entry and where it was.
struct read_cell {
  torch_entry entry;
  int rank = 0;
  int column = 0;
  std::string_view text;
};

inline std::string describe(const read_cell& c) {
  return "rank " + std::to_string(c.rank) + ", column " + std::to_string(c.column) + " '" + std::string(c.text) + "'";
}

[[noreturn]] inline void cell_error(const read_cell& c, const std::string& what) {
  throw schedule_error(describe(c) + ": " + what);
}

inline std::string_view trim_cell(std::string_view s) {
  const auto space = [](char c) { return c == ' ' || c == '\t' || c == '\r' || c == '"'; };
  while (!s.empty() && space(s.front())) s.remove_prefix(1);
  while (!s.empty() && space(s.back())) s.remove_suffix(1);
  return s;
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

inline constexpr std::string_view known_types =
    "F, I, W, B, SEND_F, RECV_F, SEND_B, RECV_B, WAIT_SEND_F, WAIT_SEND_B, REDUCE_GRAD, WAIT_REDUCE_GRAD, "
    "UNSHARD, RESHARD, and (...)OVERLAP_F_B";

// `<stage><type><microbatch>`, the microbatch only where torch writes one.
inline torch_op parse_op(std::string_view text, const read_cell& c) {
  std::string_view rest = trim_cell(text);
  const int stage = leading_number(rest);
  if (stage < 0) cell_error(c, "an action starts with its stage number, as in 2F0");
  std::size_t type_len = 0;
  while (type_len < rest.size() && !(rest[type_len] >= '0' && rest[type_len] <= '9')) ++type_len;
  const std::string_view type = rest.substr(0, type_len);
  rest.remove_prefix(type_len);
  const auto kind = torch_kind_named(type);
  for (action_kind k : {action_kind::vocab_s, action_kind::vocab_t, action_kind::embed_f, action_kind::embed_w})
    if (!kind && type == to_string(k))
      cell_error(c, "'" + std::string(type) + "' is a vocabulary pass of pipesched (" + std::string(to_string(k)) +
                        "): torch's notation has no vocabulary-parallel pass or collective, so its CSV cannot say one");
  if (!kind || is_torch_composite(*kind))
    cell_error(c, "unknown action type '" + std::string(type) + "' (known: " + std::string(known_types) + ")");
  int mb = -1;
  if (!rest.empty()) {
    mb = leading_number(rest);
    if (mb < 0 || !rest.empty()) cell_error(c, "an action ends with its microbatch number, as in 2F0");
  }
  if (mb < 0 && !torch_kind_takes_no_microbatch(*kind))
    cell_error(c, "an action ends with its microbatch number, as in 2F0");
  return {*kind, stage, mb};
}

// A cell: one op, or `(<op>;<op>...)<type>`.
inline torch_entry parse_entry(const read_cell& c) {
  const std::string_view text = c.text;
  if (text.empty() || text.front() != '(') return {parse_op(text, c), {}};
  const std::size_t close = text.find(')');
  if (close == std::string_view::npos) cell_error(c, "a composite action closes its sub-actions with ')'");
  const auto kind = torch_kind_named(trim_cell(text.substr(close + 1)));
  if (!kind || !is_torch_composite(*kind))
    cell_error(c, "a composite action ends with OVERLAP_F_B after its ')'");
  torch_entry e{{*kind, -1, -1}, {}};
  std::string_view inner = text.substr(1, close - 1);
  for (;;) {
    const std::size_t semi = inner.find(';');
    const std::string_view part = trim_cell(inner.substr(0, semi));
    if (!part.empty()) e.subs.push_back(parse_op(part, c));
    if (semi == std::string_view::npos) break;
    inner.remove_prefix(semi + 1);
  }
  if (e.subs.size() != 2 || e.subs[0].kind != torch_kind::F ||
      (e.subs[1].kind != torch_kind::B && e.subs[1].kind != torch_kind::I))
    cell_error(c, "OVERLAP_F_B runs one F then one backward (B or I) of another stage or microbatch, as in "
                  "(0F7;7B3)OVERLAP_F_B");
  return e;
}

inline bool holds(placement place, int devices, int chunks, int rank, int stage) {
  if (place == placement::v && chunks != 2) return false;
  return stage < devices * chunks && device_of(place, devices, stage) == rank;
}

constexpr action_kind our_kind(torch_kind k) {
  switch (k) {
    case torch_kind::F: return action_kind::F;
    case torch_kind::I: return action_kind::B;
    case torch_kind::W: return action_kind::W;
    case torch_kind::B: return action_kind::BW;
    case torch_kind::SEND_F: return action_kind::send_forward;
    case torch_kind::RECV_F: return action_kind::recv_forward;
    case torch_kind::SEND_B: return action_kind::send_backward;
    default: return action_kind::recv_backward;
  }
}
}  // namespace detail

// Reads a torch CSV for `devices` ranks. The stages are 0..S-1 with S the largest stage
// named + 1 (a multiple of `devices`: chunks = S / devices), the microbatches 0..m-1 with m
// the largest named + 1. `place`: the stage->rank map; nullopt infers it (V when every
// action sits on the rank V puts its stage on and loop does not fit, else loop). Reports
// the first cell that is malformed, on a rank that does not hold its stage, repeated, or a
// wait before what it waits for, and the first action of the whole schedule that no row
// lists. Order is not checked here: validate() does that (run insert_comm first when
// `had_comm` is false).
inline torch_import parse_torch_csv(std::string_view text, int devices, std::optional<placement> place = {}) {
  static_assert(limits::max_devices == 1024 && limits::max_torch_csv_bytes == 64 << 20,
                "the messages below state these limits");
  if (devices < 1) throw schedule_error("the number of devices must be at least 1");
  if (devices > limits::max_devices)
    throw schedule_error("the number of devices must be at most 1024 (limits::max_devices)");
  if (static_cast<std::int64_t>(text.size()) > limits::max_torch_csv_bytes)
    throw schedule_error("the CSV is larger than 64 MiB (limits::max_torch_csv_bytes)");
  std::vector<detail::read_cell> read;
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
      if (!cell.empty()) {
        detail::read_cell c{{}, row, column, cell};
        c.entry = detail::parse_entry(c);
        read.push_back(std::move(c));
      }
      ++column;
      if (comma == std::string_view::npos) break;
      line.remove_prefix(comma + 1);
    }
    ++row;
  }
  if (row < devices)
    throw schedule_error("the CSV has " + std::to_string(row) + " rows but " + std::to_string(devices) +
                         " ranks were given (one row per rank)");

  torch_import out;
  int stages = 0, microbatches = 0;
  std::int64_t computes = 0;
  bool any_split = false;
  for (const detail::read_cell& c : read)
    for (const torch_op& a : detail::leaves(c.entry)) {
      stages = std::max(stages, a.stage + 1);
      microbatches = std::max(microbatches, a.microbatch + 1);
      computes += is_torch_compute(a.kind) ? 1 : 0;
      any_split = any_split || a.kind == torch_kind::I || a.kind == torch_kind::W;
      out.had_comm = out.had_comm || is_torch_p2p(a.kind);
    }
  if (computes == 0) throw schedule_error("the CSV lists no actions");
  if (stages % devices != 0)
    throw schedule_error("the CSV names stages 0.." + std::to_string(stages - 1) + ", not a multiple of " +
                         std::to_string(devices) + " ranks (every rank holds the same number of stages)");
  const int chunks = stages / devices;
  // Numbers in cells are bounded before anything is sized from them: the table of seen
  // actions below has 8 entries per (stage, microbatch), so an 11-byte cell 99999999F0 once
  // asked for 3.2 GB of it. Every (stage, microbatch) needs at least two passes, so a CSV
  // naming more of them than it has passes is missing some: refused before the table is made.
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
  if (std::int64_t{stages} * microbatches > computes)
    throw schedule_error("the CSV names stages 0.." + std::to_string(stages - 1) + " and microbatches 0.." +
                         std::to_string(microbatches - 1) + " but lists only " + std::to_string(computes) +
                         " passes: every stage needs an F and a backward of every microbatch");

  if (!place) {
    out.placement_inferred = true;
    auto fits = [&](placement pl) {
      for (const detail::read_cell& c : read)
        for (const torch_op& a : detail::leaves(c.entry))
          if (!detail::holds(pl, devices, chunks, c.rank, a.stage)) return false;
      return true;
    };
    place = !fits(placement::loop) && fits(placement::v) ? placement::v : placement::loop;
  }
  if (*place == placement::v && chunks != 2)
    throw schedule_error("the V placement needs exactly 2 stages per rank; the CSV has " +
                         std::to_string(chunks));
  for (const detail::read_cell& c : read)
    for (const torch_op& a : detail::leaves(c.entry))
      if (!detail::holds(*place, devices, chunks, c.rank, a.stage))
        detail::cell_error(c, "rank " + std::to_string(c.rank) + " does not hold stage " + std::to_string(a.stage) +
                                  " under the " + std::string(to_string(*place)) + " placement (stage " +
                                  std::to_string(a.stage) + " is on rank " +
                                  std::to_string(device_of(*place, devices, a.stage)) + ")");

  schedule& s = out.sched;
  const bool split = any_split;
  s.dims = shape{devices, microbatches, chunks};
  s.place = *place;
  s.split = split;
  s.per_device.resize(static_cast<std::size_t>(devices));
  // The cell (index into `read`) of every pass and comm action by (kind, stage,
  // microbatch), to report repeats and a backward that is both full and split.
  const int kinds = static_cast<int>(action_kind::recv_backward) + 1;
  std::vector<int> seen(static_cast<std::size_t>(kinds) * stages * microbatches, -1);
  auto slot = [&](action_kind k, int st, int j) -> int& {
    return seen[(static_cast<std::size_t>(k) * stages + st) * microbatches + j];
  };
  const auto note = [&](std::size_t from, const action& a) {
    const detail::read_cell& c = read[from];
    int& first = slot(a.kind, a.stage, a.microbatch);
    if (first >= 0)
      detail::cell_error(c, "this action appears twice (first at " +
                                detail::describe(read[static_cast<std::size_t>(first)]) + ")");
    const bool full = a.kind == action_kind::BW;
    if (full || a.kind == action_kind::B || a.kind == action_kind::W)
      for (action_kind other : {action_kind::B, action_kind::W, action_kind::BW})
        if (const int o = slot(other, a.stage, a.microbatch); (other == action_kind::BW) != full && o >= 0)
          detail::cell_error(c, "stage " + std::to_string(a.stage) + ", microbatch " + std::to_string(a.microbatch) +
                                    " has a full backward and a split one (first at " +
                                    detail::describe(read[static_cast<std::size_t>(o)]) +
                                    "); each needs either one B or one I and one W");
    first = static_cast<int>(from);
  };
  const auto add = [&](std::size_t from, action a) {
    const detail::read_cell& c = read[from];
    if (is_comm(a.kind)) {
      const int peer = peer_stage(a.kind, a.stage);
      if (peer < 0 || peer >= stages) detail::cell_error(c, "a send or recv with no stage at the other end");
      a.peer = s.device_of_stage(peer);
      if (a.peer == c.rank) detail::cell_error(c, "a send or recv between two stages of the same rank");
    }
    s.per_device[c.rank].push_back(a);
    out.cells.push_back({a, c.rank, c.column, std::string(c.text)});
  };
  const auto skip = [&](const detail::read_cell& c, torch_kind k) {
    for (torch_skipped& k_seen : out.skipped)
      if (k_seen.rank == c.rank && k_seen.kind == k) {
        ++k_seen.count;
        return;
      }
    out.skipped.push_back({c.rank, k, 1});
  };
  for (std::size_t i = 0; i < read.size(); ++i) {
    const detail::read_cell& c = read[i];
    const torch_entry& e = c.entry;
    if (e.op.kind == torch_kind::OVERLAP_F_B) {  // F, then B (our BW) or I (our B)
      const action f{action_kind::F, e.subs[0].stage, e.subs[0].microbatch};
      const action back{detail::our_kind(e.subs[1].kind), e.subs[1].stage, e.subs[1].microbatch};
      note(i, f);
      note(i, back);
      add(i, overlapped(f, back));
      continue;
    }
    for (const torch_op& a : detail::leaves(e)) {
      if (torch_kind_takes_no_microbatch(a.kind)) {
        skip(c, a.kind);
        continue;
      }
      if (is_torch_wait(a.kind)) {
        const action w{detail::our_kind(waited(a.kind)), a.stage, a.microbatch};
        const int at = slot(w.kind, w.stage, w.microbatch);
        if (at < 0 || read[static_cast<std::size_t>(at)].rank != c.rank)
          detail::cell_error(c, "a wait for " + torch_text(torch_op{waited(a.kind), a.stage, a.microbatch}) +
                                    ", which no cell before it on rank " + std::to_string(c.rank) + " lists");
        skip(c, a.kind);
        continue;
      }
      const action x{detail::our_kind(a.kind), a.stage, a.microbatch};
      note(i, x);
      add(i, x);
    }
  }
  // Every pass of every (stage, microbatch) must be there: F, and BW or (split) B and W.
  for (int st = 0; st < stages; ++st)
    for (int j = 0; j < microbatches; ++j) {
      const auto missing = [&](action_kind k) {
        throw schedule_error("rank " + std::to_string(s.device_of_stage(st)) + ": " + torch_action({k, st, j}) +
                             " is missing (no row lists it)");
      };
      if (slot(action_kind::F, st, j) < 0) missing(action_kind::F);
      if (slot(action_kind::BW, st, j) >= 0) continue;
      if (!split) missing(action_kind::BW);
      if (slot(action_kind::B, st, j) < 0) missing(action_kind::B);
      if (slot(action_kind::W, st, j) < 0) missing(action_kind::W);
    }
  return out;
}

// The cell that lists `a` (a pass, also one half of an overlapped action) on `device`.
inline const torch_cell* find_cell(const torch_import& imp, int device, const action& a) {
  for (const torch_cell& c : imp.cells)
    if (c.rank == device)
      for (const action& pass : passes_of(c.what))
        if (pass.kind == a.kind && pass.stage == a.stage && pass.microbatch == a.microbatch) return &c;
  return nullptr;
}

}  // namespace pipesched::io
