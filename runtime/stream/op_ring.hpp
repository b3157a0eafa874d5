#pragma once
// The queue behind a cpu_stream: a bounded ring of operation slots for any number of
// producer threads and one consumer (the stream's worker), with no lock and, for a
// callable of up to slot_bytes (every op the runtime enqueues today), no allocation per
// operation. D. Vyukov's bounded queue: each cell's sequence number says whether it is
// free for the producer of this lap (== position) or published for the consumer
// (== position + 1). A producer claims a cell with one CAS on the tail, constructs the
// callable in place, then publishes it; the consumer runs it in place and frees the cell
// for the next lap. A larger (or over-aligned) callable is boxed on the heap.
//
// Publishing and freeing are seq_cst stores, reading a cell's state a seq_cst load: the
// stream pairs them with its own seq_cst flags (sleeping, waiting for space) so that
// either the other side sees the flag or the flag's owner sees the cell (no lost wake).
#include <atomic>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <new>
#include <type_traits>
#include <utility>

namespace pipesched::stream::detail {

class op_ring {
 public:
  static constexpr std::size_t slot_bytes = 96;  // 12 pointers: the widest host op captures 8

  struct alignas(64) cell {
    std::atomic<std::uint64_t> sequence{0};
    void (*invoke)(void*) = nullptr;
    void (*destroy)(void*) noexcept = nullptr;
    bool always = false;  // runs after a failure too (records, waits, frees)
    alignas(std::max_align_t) unsigned char storage[slot_bytes];
    void run() { invoke(storage); }
  };

  explicit op_ring(std::size_t capacity)  // a power of two
      : mask_(capacity - 1), cells_(std::make_unique<cell[]>(capacity)) {
    for (std::size_t i = 0; i < capacity; ++i) cells_[i].sequence.store(i, std::memory_order_relaxed);
  }
  ~op_ring() {
    while (cell* c = front()) pop(c);
  }
  op_ring(const op_ring&) = delete;
  op_ring& operator=(const op_ring&) = delete;

  // Any thread. False (and `f` untouched) when the ring is full.
  template <class F>
  bool try_push(F&& f, bool always) {
    std::uint64_t pos = tail_.load(std::memory_order_relaxed);
    cell* c = nullptr;
    for (;;) {
      c = &cells_[pos & mask_];
      const std::uint64_t seq = c->sequence.load(std::memory_order_acquire);
      const auto lag = static_cast<std::int64_t>(seq - pos);
      if (lag == 0) {
        if (tail_.compare_exchange_weak(pos, pos + 1, std::memory_order_relaxed)) break;
      } else if (lag < 0) {
        return false;  // the consumer has not freed this cell of the last lap yet
      } else {
        pos = tail_.load(std::memory_order_relaxed);  // another producer took it
      }
    }
    c->always = always;
    try {
      construct(*c, std::forward<F>(f));
    } catch (...) {
      // The cell is claimed: publish it as a no-op so the consumer does not stop there.
      c->invoke = [](void*) {};
      c->destroy = [](void*) noexcept {};
      c->always = true;
      c->sequence.store(pos + 1, std::memory_order_seq_cst);
      throw;
    }
    c->sequence.store(pos + 1, std::memory_order_seq_cst);
    return true;
  }

  // Whether a push could find a free cell now (any thread; a hint for waiting producers).
  bool has_space() const {
    const std::uint64_t pos = tail_.load(std::memory_order_seq_cst);
    return cells_[pos & mask_].sequence.load(std::memory_order_seq_cst) == pos;
  }

  // Consumer only: the oldest published operation, or null.
  cell* front() {
    cell* c = &cells_[head_ & mask_];
    return c->sequence.load(std::memory_order_seq_cst) == head_ + 1 ? c : nullptr;
  }
  // Consumer only: destroys front()'s callable and frees its cell for the next lap.
  void pop(cell* c) {
    c->destroy(c->storage);
    c->sequence.store(head_ + mask_ + 1, std::memory_order_seq_cst);
    ++head_;
  }

 private:
  template <class F>
  static void construct(cell& c, F&& f) {
    using fn = std::decay_t<F>;
    if constexpr (sizeof(fn) <= slot_bytes && alignof(fn) <= alignof(std::max_align_t)) {
      ::new (static_cast<void*>(c.storage)) fn(std::forward<F>(f));
      c.invoke = [](void* p) { (*static_cast<fn*>(p))(); };
      c.destroy = [](void* p) noexcept { static_cast<fn*>(p)->~fn(); };
    } else {
      fn* boxed = new fn(std::forward<F>(f));
      ::new (static_cast<void*>(c.storage)) fn*(boxed);
      c.invoke = [](void* p) { (**static_cast<fn**>(p))(); };
      c.destroy = [](void* p) noexcept { delete *static_cast<fn**>(p); };
    }
  }

  const std::size_t mask_;
  std::unique_ptr<cell[]> cells_;
  alignas(64) std::atomic<std::uint64_t> tail_{0};  // next position a producer claims
  alignas(64) std::uint64_t head_ = 0;              // next position the consumer runs
};

}  // namespace pipesched::stream::detail
