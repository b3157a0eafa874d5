#pragma once
// Data-parallel gradient all-reduce on the CPU backend's threads, overlapped with the
// cool-down: the trainer calls arrive(i) on a device thread when one replica has done its
// last backward (W or BW) of local stage i in the step; the w-th arrival *launches* that
// stage's all-reduce on the reducer's own thread (the CPU's stand-in for an NCCL
// all-reduce on a communication stream) and returns at once, so the device goes on with
// its next action (the send of that backward's gradient, the other stages' cool-down)
// while the reduction runs. wait() is the trainer's wait before the optimizer.
//
// The reduction is replica_mean: per element, replica 0 + replica 1 + ... in double,
// divided by w, rounded to float and written to every replica -- a fixed order, so a run
// is reproducible bit for bit whatever the threads' timing, and equal to the sequential
// all-reduce it replaces.
//
// Ordering evidence (for tests): with a sequence counter (set_clock), the reducer stamps
// each stage's launch (on the arriving device thread), start and end (on its thread) with
// clock.fetch_add(1); a device thread that stamps its computes with the same counter gives
// a happens-before order of the step's events, free of timing.
#include <atomic>
#include <condition_variable>
#include <cstddef>
#include <cstdint>
#include <deque>
#include <exception>
#include <functional>
#include <mutex>
#include <thread>
#include <vector>

#include "runtime/gpt/gpt_params.hpp"

namespace pipesched::train {

// The mean of one stage's gradients over its replicas (replicas[r]: replica r's copy), in
// the fixed order above, written to every replica.
void replica_mean(const std::vector<gpt::gpt_params<float>*>& replicas);

// Sequence numbers of a stage's all-reduce in one step (0: did not happen).
struct all_reduce_stamps {
  std::uint64_t launched = 0;  // the w-th replica's last backward of the stage was done
  std::uint64_t started = 0;   // the reducer thread began summing
  std::uint64_t finished = 0;  // every replica holds the mean
};

class replica_reducer {
 public:
  // groups[i][r]: replica r's parameters of local stage i (w = groups[i].size() >= 2),
  // reduced by replica_mean. Starts the reducer thread.
  explicit replica_reducer(std::vector<std::vector<gpt::gpt_params<float>*>> groups);
  // `stages` local stages over `replicas` >= 2 replicas whose reduction is reduce(i), run on
  // the reducer's thread after the stage's readies: a backend whose gradients live on a
  // device enqueues its own there (cuda: cuda_replica_reduce.hpp). Starts the thread.
  replica_reducer(std::size_t stages, int replicas, std::function<void(std::size_t)> reduce);
  ~replica_reducer();  // stops and joins the thread (after waiting for launched work)
  replica_reducer(const replica_reducer&) = delete;
  replica_reducer& operator=(const replica_reducer&) = delete;

  // Before a step: no arrivals; stamps from `clock` (nullptr: none) until the next call.
  void begin_step(std::atomic<std::uint64_t>* clock);
  // One replica's last backward of stage i is done (any thread); the w-th arrival of the
  // step launches the stage's reduction. Thread-safe; never blocks on the reduction.
  // On a stream-ordered backend the backward has only been enqueued when the executor
  // reports it: `ready` (when given) waits until it has run, and the reducer's thread
  // calls every replica's before it reads the stage's gradients.
  void arrive(std::size_t i, std::function<void()> ready = {});
  // Blocks until every launched reduction has finished; rethrows a reduction's failure.
  // Returns the number of stages reduced in this step.
  std::size_t wait();
  // This step's stamps, [i] per local stage (valid after wait()).
  const std::vector<all_reduce_stamps>& stamps() const { return stamps_; }

 private:
  void loop();
  std::uint64_t tick();

  int replicas_;
  std::function<void(std::size_t)> reduce_;
  std::mutex mutex_;
  std::condition_variable work_, idle_;
  std::deque<std::size_t> queue_;   // launched, not yet started
  std::vector<int> arrivals_;       // [i] this step
  std::vector<std::vector<std::function<void()>>> readies_;  // [i] this step
  std::vector<all_reduce_stamps> stamps_;
  std::size_t launched_ = 0, finished_ = 0;
  std::atomic<std::uint64_t>* clock_ = nullptr;
  std::exception_ptr error_;
  bool stop_ = false;
  std::thread thread_;  // last: starts once everything above exists
};

}  // namespace pipesched::train
