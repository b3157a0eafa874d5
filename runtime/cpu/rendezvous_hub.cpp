#include "rendezvous_hub.hpp"

#include <thread>

#include <pipesched/runtime/transport.hpp>

namespace pipesched::runtime::cpu {

// A recv whose send is not there yet yields this many times before it sleeps on its
// condition variable: the peer usually posts within a few scheduler slices, and waking
// a sleeping thread costs more than the whole action (executor_bench: ~3.9 us per
// action without this, ~1 us with it, on 2 cores). Bounded, so a real wait still sleeps.
constexpr int yield_spins = 64;

rendezvous_hub::rendezvous_hub(int devices) {
  if (devices < 1) throw std::invalid_argument("a rendezvous hub needs at least one device");
  devices_.reserve(static_cast<std::size_t>(devices));
  for (int d = 0; d < devices; ++d) {
    devices_.push_back(std::make_unique<device>());
    devices_.back()->sends.resize(static_cast<std::size_t>(devices));
  }
}

rendezvous_hub::~rendezvous_hub() = default;

void rendezvous_hub::block(device& d, state s, const action& what) {
  d.now = s;
  d.waits_for = what;
  ++blocked_;
  ++events_;  // the watchdog polls: waking it on every block would cost a switch each
}

void rendezvous_hub::unblock(device& d) {
  if (d.now == state::in_recv || d.now == state::in_wait_sends) --blocked_;
  d.now = state::running;
}

// Device `to` if it waits in a recv from `from` (only then is waking it useful).
rendezvous_hub::device* rendezvous_hub::waiting_on(int to, int from) {
  device* d = devices_[static_cast<std::size_t>(to)].get();
  return d->now == state::in_recv && d->waits_for.peer == from ? d : nullptr;
}

void rendezvous_hub::post_send(int from, int to, const action& a, parcel x) {
  device* receiver = nullptr;
  {
    std::lock_guard lock(mutex_);
    if (aborted_) throw run_aborted();
    device& me = *devices_[static_cast<std::size_t>(from)];
    auto& link = me.sends[static_cast<std::size_t>(to)];
    link.push_back({a, std::move(x)});
    ++me.pending;
    ++events_;
    if (link.size() == 1) receiver = waiting_on(to, from);  // a new head
  }
  if (receiver) receiver->wake.notify_one();
}

parcel rendezvous_hub::take(int to, int from, const action& r) {
  std::unique_lock lock(mutex_);
  device& me = *devices_[static_cast<std::size_t>(to)];
  device& src = *devices_[static_cast<std::size_t>(from)];
  auto& link = src.sends[static_cast<std::size_t>(to)];
  for (int spins = 0;;) {
    if (aborted_) {
      unblock(me);
      throw run_aborted();
    }
    if (!link.empty()) break;
    if (spins < yield_spins) {  // the peer is likely about to post: let it run, skip the sleep
      ++spins;
      lock.unlock();
      std::this_thread::yield();
      lock.lock();
      continue;
    }
    if (me.now != state::in_recv) block(me, state::in_recv, r);
    me.wake.wait(lock);
  }
  unblock(me);
  pending_send& head = link.front();
  if (!matches(head.a, r))
    throw std::runtime_error("device " + std::to_string(from) + " sends " + describe(head.a) +
                             " first, which NCCL would pair with this recv (the two devices order their "
                             "sends and recvs differently)");
  parcel x = std::move(head.x);
  link.pop_front();
  --src.pending;
  ++events_;
  // Only the receiver waits on a link, so the one to wake is a sender waiting to drain.
  device* next = src.pending == 0 && src.now == state::in_wait_sends ? &src : nullptr;
  lock.unlock();
  if (next) next->wake.notify_one();
  return x;
}

void rendezvous_hub::wait_sends(int from) {
  std::unique_lock lock(mutex_);
  device& me = *devices_[static_cast<std::size_t>(from)];
  for (;;) {
    if (aborted_) {
      unblock(me);
      throw run_aborted();
    }
    if (me.pending == 0) break;
    if (me.now != state::in_wait_sends) block(me, state::in_wait_sends, first_pending(me)->a);
    me.wake.wait(lock);
  }
  unblock(me);
}

void rendezvous_hub::finish(int index) {
  std::lock_guard lock(mutex_);
  device& d = *devices_[static_cast<std::size_t>(index)];
  if (d.now == state::finished) return;
  unblock(d);
  d.now = state::finished;
  ++finished_;
  ++events_;
  if (finished_ == static_cast<int>(devices_.size())) watch_wake_.notify_one();
}

void rendezvous_hub::abort_locked() {
  aborted_ = true;
  for (auto& d : devices_) d->wake.notify_all();
  watch_wake_.notify_all();
}

bool rendezvous_hub::abort() {
  std::lock_guard lock(mutex_);
  if (aborted_) return false;
  abort_locked();
  return true;
}

bool rendezvous_hub::aborted() const {
  std::lock_guard lock(mutex_);
  return aborted_;
}

// Whether a blocked device's wait could end without anyone else moving (its wake-up is
// only pending). Called with the mutex held.
bool rendezvous_hub::can_proceed(int index) const {
  const device& d = *devices_[static_cast<std::size_t>(index)];
  if (d.now == state::finished) return false;
  if (d.now == state::running) return true;
  if (d.now == state::in_wait_sends) return d.pending == 0;
  const device& src = *devices_[static_cast<std::size_t>(d.waits_for.peer)];
  return !src.sends[static_cast<std::size_t>(index)].empty();
}

// The oldest-listed send of `d` still waiting for its recv (some link's head).
const rendezvous_hub::pending_send* rendezvous_hub::first_pending(const device& d) const {
  for (const auto& link : d.sends)
    if (!link.empty()) return &link.front();
  return nullptr;
}

std::string rendezvous_hub::describe_blocked() const {
  std::string out = "deadlock:";
  const char* sep = " ";
  for (std::size_t i = 0; i < devices_.size(); ++i) {
    const device& d = *devices_[i];
    if (d.now == state::finished) continue;
    out += sep + ("device " + std::to_string(i) + " blocked in " + describe(d.waits_for));
    if (d.now == state::in_recv && d.pending > 0)
      out += " (its sends wait at " + describe(first_pending(d)->a) + ")";
    sep = "; ";
  }
  return out;
}

std::optional<std::string> rendezvous_hub::watch(std::chrono::milliseconds timeout) {
  using clock = std::chrono::steady_clock;
  const auto slice = std::max(std::chrono::milliseconds(1), timeout / 4);
  const int n = static_cast<int>(devices_.size());
  std::unique_lock lock(mutex_);
  std::uint64_t seen = events_;
  auto since = clock::now();
  while (finished_ < n && !aborted_) {
    watch_wake_.wait_for(lock, slice);
    if (finished_ == n || aborted_) break;
    bool stuck = blocked_ + finished_ == n;
    for (int d = 0; stuck && d < n; ++d) stuck = !can_proceed(d);
    const auto now = clock::now();
    if (!stuck || events_ != seen) {
      seen = events_;
      since = now;
      continue;
    }
    if (now - since >= timeout) {
      std::string message = describe_blocked();
      abort_locked();
      return message;
    }
  }
  return std::nullopt;
}

}  // namespace pipesched::runtime::cpu
