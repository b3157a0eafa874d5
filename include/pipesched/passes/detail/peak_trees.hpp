#pragma once
#include "../../version.hpp"  // first: the C++20 check
// The two trees behind the peak-lowering order (peak_order.hpp). constexpr like the passes
// that use them (they run in static_asserts): plain vectors, recursion log2(n) deep.
#include <cstddef>
#include <vector>

namespace pipesched::detail {

// Live counts over a device's list positions: add over a range, and the largest count
// with how many positions hold it, over the whole list or a range (a stretch's hits on
// the peak, when that largest is the peak).
class live_tree {
 public:
  struct top {
    int value;
    std::size_t count;
  };

  constexpr explicit live_tree(const std::vector<int>& live) {
    while (size_ < live.size()) size_ *= 2;
    node_.assign(2 * size_, {lowest, 0});
    add_.assign(2 * size_, 0);
    for (std::size_t i = 0; i < live.size(); ++i) node_[size_ + i] = {live[i], 1};
    for (std::size_t v = size_ - 1; v >= 1; --v) pull(v);
  }
  constexpr top whole() const { return node_[1]; }
  constexpr top in(std::size_t from, std::size_t to) const {
    return from < to ? in(1, 0, size_, from, to) : top{lowest, 0};
  }
  constexpr void add(std::size_t from, std::size_t to, int delta) {
    if (from < to) add(1, 0, size_, from, to, delta);
  }

 private:
  // Below any count (padding; every add lowers a count by at most one per candidate).
  static constexpr int lowest = -(1 << 30);
  static constexpr top merge(top a, top b) {
    return a.value != b.value ? (a.value > b.value ? a : b) : top{a.value, a.count + b.count};
  }
  // A node holds its subtree's top with the adds made at it and below.
  constexpr void pull(std::size_t v) {
    node_[v] = merge(node_[2 * v], node_[2 * v + 1]);
    node_[v].value += add_[v];
  }
  constexpr top in(std::size_t v, std::size_t lo, std::size_t hi, std::size_t from, std::size_t to) const {
    if (from <= lo && hi <= to) return node_[v];
    const std::size_t mid = lo + (hi - lo) / 2;
    top out{lowest, 0};
    if (from < mid) out = in(2 * v, lo, mid, from, to);
    if (mid < to) out = merge(out, in(2 * v + 1, mid, hi, from, to));
    out.value += add_[v];
    return out;
  }
  constexpr void add(std::size_t v, std::size_t lo, std::size_t hi, std::size_t from, std::size_t to, int delta) {
    if (from <= lo && hi <= to) {
      node_[v].value += delta;
      add_[v] += delta;
      return;
    }
    const std::size_t mid = lo + (hi - lo) / 2;
    if (from < mid) add(2 * v, lo, mid, from, to, delta);
    if (mid < to) add(2 * v + 1, mid, hi, from, to, delta);
    pull(v);
  }

  std::size_t size_ = 1;
  std::vector<top> node_;
  std::vector<int> add_;  // made at each node, for its whole subtree
};

// Slots 0..n-1 (candidates sorted by stretch length), each holding a rank or nothing: the
// smallest rank held in slots [from, n), and the last slot holding one.
class rank_tree {
 public:
  static constexpr std::size_t none = static_cast<std::size_t>(-1);

  constexpr explicit rank_tree(std::size_t n) {
    while (size_ < n) size_ *= 2;
    min_.assign(2 * size_, none);
  }
  constexpr void set(std::size_t slot, std::size_t rank) {
    std::size_t v = size_ + slot;
    min_[v] = rank;
    for (v /= 2; v >= 1; v /= 2) min_[v] = min_[2 * v] < min_[2 * v + 1] ? min_[2 * v] : min_[2 * v + 1];
  }
  constexpr void clear(std::size_t slot) { set(slot, none); }
  constexpr std::size_t smallest_from(std::size_t from) const {
    std::size_t out = none;
    for (std::size_t lo = size_ + from, hi = 2 * size_; lo < hi; lo /= 2, hi /= 2) {
      if (lo & 1) out = min_[lo] < out ? min_[lo] : out, ++lo;
      if (hi & 1) --hi, out = min_[hi] < out ? min_[hi] : out;
    }
    return out;
  }
  // The last slot holding a rank; none when all are empty.
  constexpr std::size_t last() const {
    if (min_[1] == none) return none;
    std::size_t v = 1;
    while (v < size_) v = min_[2 * v + 1] != none ? 2 * v + 1 : 2 * v;
    return v - size_;
  }

 private:
  std::size_t size_ = 1;
  std::vector<std::size_t> min_;
};

}  // namespace pipesched::detail
