#pragma once
// The vocabulary passes and collectives of a schedule (core/vocab.hpp) against its
// placement: validate() calls check_vocab() and hands the positions it finds to its
// rendezvous walk, where a pass that waits for a collective waits until every device has
// posted it.
//  - none: no vocabulary action at all;
//  - naive: S, T on the last stage's device and E, EW on the first's, one of each per
//    microbatch, F(last) < S < T < backward(last) and E < F(0), backward(0) < EW there;
//    no collectives;
//  - algorithm 1 and 2: every device has S, T, E, EW and each collective of its placement
//    once per microbatch; on every device a pass comes after the collective it waits for
//    and a collective after what the device contributes to it (the last stage's F before
//    broadcast_output, allreduce_grad before the last stage's backward, reduce_embedding
//    before the first stage's F, its backward before broadcast_embedding_grad); every
//    device posts the collectives in the same order (NCCL matches them by order).
// Every vocabulary action names the device that runs it in `stage`.
#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "../core/error.hpp"
#include "../core/vocab.hpp"
#include "../schedule.hpp"

namespace pipesched::detail {

// Where each collective of each microbatch is on each device's list:
// at[(collective_index * m + j) * p + d], -1 where it is not.
// A class template under an alias: its members are instantiated where used (pipesched.hpp).
template <class = void>
struct basic_collective_positions {
  int devices = 0, microbatches = 0;
  std::vector<int> at;
  constexpr int& of(action_kind k, int j, int d) {
    return at[static_cast<std::size_t>((collective_index(k) * microbatches + j) * devices + d)];
  }
  constexpr int get(action_kind k, int j, int d) const {
    return at[static_cast<std::size_t>((collective_index(k) * microbatches + j) * devices + d)];
  }
};
using collective_positions = basic_collective_positions<>;

// The collective pass `a` of `s` waits for, or a.kind where it waits for none (a
// collective waits for none: posting it never holds up its device).
template <class = void>
constexpr action_kind collective_awaited_by(const schedule& s, const action& a) {
  return awaited_collective(a, s.vocab, s.stages());
}

template <class = void>
inline std::string vocab_message(action_kind first, std::string_view text, action_kind second) {
  return std::string(to_string(first)) + " " + std::string(text) + " " + std::string(to_string(second));
}

// Checks what the header comment says; returns the collectives' positions for the
// rendezvous walk (empty unless the placement has collectives).
template <class = void>
constexpr collective_positions check_vocab(const schedule& s) {
  const int p = s.devices(), m = s.microbatches(), S = s.stages();
  const vocab_placement v = s.vocab;
  collective_positions out{p, m, {}};
  // (validate()'s own walk refuses a vocabulary action where the placement is none: this
  // walk costs nothing then, in constant evaluation too.)
  if (v == vocab_placement::none) return out;
  const bool parallel = is_vocab_parallel(v);
  if (parallel && p < 2) report_error("vocabulary parallelism needs at least 2 devices");
  out.at.assign(static_cast<std::size_t>(collective_kinds * m * p), -1);
  // Positions of the vocabulary passes ([(pass * m + j) * p + d]) and of the transformer
  // passes they meet: F and backward of the first and of the last stage, by microbatch.
  std::vector<int> pass_at(static_cast<std::size_t>(4 * m * p), -1);
  auto pass_pos = [&](action_kind k, int j, int d) -> int& {
    return pass_at[static_cast<std::size_t>(((static_cast<int>(k) - static_cast<int>(action_kind::vocab_s)) * m + j) * p + d)];
  };
  std::vector<int> f_first(static_cast<std::size_t>(m), -1), back_first(f_first), f_last(f_first), back_last(f_first);
  const int first_device = s.device_of_stage(0), last_device = s.device_of_stage(S - 1);
  for (int d = 0; d < p; ++d) {
    const auto& list = s.per_device[static_cast<std::size_t>(d)];
    for (int i = 0; i < static_cast<int>(list.size()); ++i) {
      const action& a = list[static_cast<std::size_t>(i)];
      if (is_pass(a.kind) && a.microbatch >= 0 && a.microbatch < m) {
        const auto j = static_cast<std::size_t>(a.microbatch);
        if (a.kind == action_kind::F && a.stage == 0) f_first[j] = i;
        if (a.kind == action_kind::F && a.stage == S - 1) f_last[j] = i;
        if ((a.kind == action_kind::B || a.kind == action_kind::BW) && a.stage == 0) back_first[j] = i;
        if ((a.kind == action_kind::B || a.kind == action_kind::BW) && a.stage == S - 1) back_last[j] = i;
      }
      if (!is_vocab(a.kind)) continue;
      const where w = at(d, a.stage, a.microbatch, a.kind);
      if (a.stage != d) report_error("a vocabulary pass or collective names another device than the one that runs it", w);
      if (a.microbatch < 0 || a.microbatch >= m) report_error("an action names a microbatch outside the schedule", w);
      if (is_collective(a.kind)) {
        if (!parallel) report_error("the naive placement of the vocabulary layers has no collectives", w);
        if (!has_collective(v, a.kind)) report_error("algorithm 2 has no allreduce_stats (one all-reduce after S)", w);
        int& x = out.of(a.kind, a.microbatch, d);
        if (x >= 0) report_error("a collective appears twice on a device", w);
        x = i;
        continue;
      }
      if (!parallel) {
        const bool head = a.kind == action_kind::vocab_s || a.kind == action_kind::vocab_t;
        if (d != (head ? last_device : first_device))
          report_error(head ? "the naive placement runs S and T on the last stage's device"
                            : "the naive placement runs E and EW on the first stage's device",
                       w);
      }
      int& x = pass_pos(a.kind, a.microbatch, d);
      if (x >= 0) report_error("a vocabulary pass appears twice on a device", w);
      x = i;
    }
  }
  // Completeness, then order.
  for (int d = 0; d < p; ++d)
    for (int j = 0; j < m; ++j) {
      for (action_kind k : {action_kind::vocab_s, action_kind::vocab_t, action_kind::embed_f, action_kind::embed_w}) {
        const bool here = parallel || d == (k == action_kind::vocab_s || k == action_kind::vocab_t ? last_device : first_device);
        if (here && pass_pos(k, j, d) < 0) report_error("a vocabulary pass is missing", at(d, d, j, k));
      }
      for (int c = 0; c < collective_kinds && parallel; ++c) {
        const auto k = static_cast<action_kind>(static_cast<int>(action_kind::broadcast_output) + c);
        if (has_collective(v, k) && out.get(k, j, d) < 0)
          report_error("a collective is missing on this device (every device takes part in each)", at(d, d, j, k));
      }
    }
  // The messages are built only for an order refused: in constant evaluation (make_schedule
  // with .vocab in a constexpr) a schedule that passes builds no std::string.
  auto before = [&](int x, int y, int d, int j, action_kind later, const char* message) {
    if (x >= 0 && y >= 0 && x > y) report_error(message, at(d, d, j, later));
  };
  auto before_named = [&](int x, int y, int d, int j, action_kind later, action_kind first, const char* text,
                          action_kind second) {
    if (x >= 0 && y >= 0 && x > y) report_error(vocab_message(first, text, second).c_str(), at(d, d, j, later));
  };
  for (int j = 0; j < m; ++j) {
    const auto jj = static_cast<std::size_t>(j);
    if (!parallel) {
      const int d = last_device, e = first_device;
      before(f_last[jj], pass_pos(action_kind::vocab_s, j, d), d, j, action_kind::vocab_s,
             "S comes before the last stage's F, whose output it reads");
      before(pass_pos(action_kind::vocab_s, j, d), pass_pos(action_kind::vocab_t, j, d), d, j, action_kind::vocab_t,
             "T comes before its S");
      before(pass_pos(action_kind::vocab_t, j, d), back_last[jj], d, j, action_kind::vocab_t,
             "the last stage's backward comes before T, which makes its output gradient");
      before(pass_pos(action_kind::embed_f, j, e), f_first[jj], e, j, action_kind::embed_f,
             "the first stage's F comes before E, which makes its input");
      before(back_first[jj], pass_pos(action_kind::embed_w, j, e), e, j, action_kind::embed_w,
             "EW comes before the first stage's backward, which makes its input gradient");
      continue;
    }
    for (int d = 0; d < p; ++d) {
      for (action_kind k : {action_kind::vocab_s, action_kind::vocab_t, action_kind::embed_w}) {
        const action_kind c = awaited_collective(k, v);
        before_named(out.get(c, j, d), pass_pos(k, j, d), d, j, k, k, "comes before the collective it waits for,", c);
      }
      for (int c = 0; c < collective_kinds; ++c) {
        const auto k = static_cast<action_kind>(static_cast<int>(action_kind::broadcast_output) + c);
        const action_kind from = contribution_of(k, v);
        if (has_collective(v, k) && is_vocab_pass(from))
          before_named(pass_pos(from, j, d), out.get(k, j, d), d, j, k, k,
                       "comes before what this device contributes to it,", from);
      }
    }
    before(f_last[jj], out.get(action_kind::broadcast_output, j, last_device), last_device, j,
           action_kind::broadcast_output, "broadcast_output comes before the last stage's F, whose output it sends");
    before(out.get(action_kind::allreduce_grad, j, last_device), back_last[jj], last_device, j, action_kind::allreduce_grad,
           "the last stage's backward comes before allreduce_grad, which makes its output gradient");
    before(out.get(action_kind::reduce_embedding, j, first_device), f_first[jj], first_device, j,
           action_kind::reduce_embedding, "the first stage's F comes before reduce_embedding, which makes its input");
    before(back_first[jj], out.get(action_kind::broadcast_embedding_grad, j, first_device), first_device, j,
           action_kind::broadcast_embedding_grad,
           "broadcast_embedding_grad comes before the first stage's backward, whose input gradient it sends");
  }
  // One order of collectives on every device.
  if (parallel) {
    auto collectives = [&](int d) {
      std::vector<action> c;
      for (const action& a : s.per_device[static_cast<std::size_t>(d)])
        if (is_collective(a.kind)) c.push_back({a.kind, 0, a.microbatch});
      return c;
    };
    const std::vector<action> reference = collectives(0);
    for (int d = 1; d < p; ++d) {
      const std::vector<action> mine = collectives(d);
      for (std::size_t i = 0; i < mine.size() && i < reference.size(); ++i)
        if (!(mine[i] == reference[i]))
          report_error("this device posts its collectives in another order than device 0 (NCCL matches collectives "
                       "by order)",
                       at(d, d, mine[i].microbatch, mine[i].kind));
    }
  }
  return out;
}

// Whether every device has posted collective `k` of microbatch j, given each device's
// cursor (the index of its next action).
template <class = void>
constexpr bool collective_posted(const collective_positions& pos, action_kind k, int j, const int* cursor) {
  for (int d = 0; d < pos.devices; ++d)
    if (cursor[d] <= pos.get(k, j, d)) return false;
  return true;
}

}  // namespace pipesched::detail
