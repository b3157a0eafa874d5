#pragma once
// Where the devices of an in-process collective group meet on the host: a barrier of p
// devices under one mutex, with the group's abort and the mismatch of two devices' calls.
// thread_collectives (collectives.cpp) and cuda_thread_collectives (cuda_thread_collectives.hpp)
// meet here, so both stop the same way: a mismatch throws std::logic_error on every device
// (the message names the two that differ), an abort wakes every waiting device with
// runtime::cpu::run_aborted, and every later call throws the same.
#include <condition_variable>
#include <mutex>
#include <stdexcept>
#include <string>

#include "runtime/cpu/rendezvous_hub.hpp"  // run_aborted

namespace pipesched::gpt::detail {

struct collective_meeting {
  int p;
  std::mutex mutex;
  std::condition_variable wake;
  int arrived = 0;
  unsigned long long round = 0;  // barrier rounds completed
  bool aborted = false;
  std::string mismatch;  // set when the devices' calls disagree

  explicit collective_meeting(int devices) : p(devices) {}

  void throw_if_stopped() const {
    if (!mismatch.empty()) throw std::logic_error(mismatch);
    if (aborted) throw runtime::cpu::run_aborted();
  }

  // Waits (holding `lock` on `mutex`) until all p devices have arrived at this round;
  // `last` runs (under the lock) on the device that arrives last.
  template <class Last>
  void barrier(std::unique_lock<std::mutex>& lock, Last&& last) {
    throw_if_stopped();
    const unsigned long long mine = round;
    if (++arrived == p) {
      arrived = 0;
      ++round;
      last();
      wake.notify_all();
    } else {
      wake.wait(lock, [&] { return round != mine || aborted; });
      if (round == mine) throw_if_stopped();  // woken by abort before the round completed
    }
    throw_if_stopped();
  }

  // A failure the other devices should stop on (`why` for the mismatch, empty for an abort).
  void stop(std::string why = {}) {
    {
      std::lock_guard lock(mutex);
      if (!why.empty() && mismatch.empty()) mismatch = std::move(why);
      aborted = true;
    }
    wake.notify_all();
  }
  bool stopped() {
    std::lock_guard lock(mutex);
    return aborted;
  }
};

}  // namespace pipesched::gpt::detail
