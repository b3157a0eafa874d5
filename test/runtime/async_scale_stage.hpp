#pragma once
// scale_stage with its offload cut at the copy (runtime::async_offloading_stage), to
// watch how the executor drives a device's copy engines. The meter moves where the
// interface says (end_offload releases, begin_reload allocates, through scale_stage's own
// offload and reload); each copy records the thread it ran on and marks itself done, and
// each end checks that its copy has run. A copy can be told to throw, or to hold until
// the device has run a pass after the copy began -- which a copy run on the device's own
// thread would wait for forever, so it gives up after a long bound and throws instead.
#include <chrono>
#include <condition_variable>
#include <map>
#include <memory>
#include <mutex>
#include <stdexcept>
#include <thread>
#include <vector>

#include <pipesched/runtime/stage.hpp>

#include "scale_stage.hpp"

namespace scale_test {

// What the copies of one device's stages saw; shared by those stages and the test.
struct copy_probe {
  bool hold = false;         // each copy waits for a pass that began after it did
  int throw_in_offload = -1;  // the D2H copy of this microbatch throws
  int throw_in_reload = -1;   // the H2D copy of this microbatch throws

  std::mutex mutex;
  std::condition_variable pass_ran;
  long long passes = 0;  // passes the device has run
  std::vector<std::thread::id> device_threads, offload_threads, reload_threads;

  void note_pass() {
    {
      std::lock_guard lock(mutex);
      ++passes;
      device_threads.push_back(std::this_thread::get_id());
    }
    pass_ran.notify_all();
  }
};

class async_scale_stage {
 public:
  using tensor = scale_test::tensor;

  async_scale_stage(int stage, int stages, rt::activation_meter* meter, std::vector<pipesched::action>* log,
                    std::shared_ptr<copy_probe> probe)
      : inner_(stage, stages, meter, log), probe_(std::move(probe)) {}

  pipesched::memory_deltas deltas() const { return inner_.deltas(); }
  double grad() const { return inner_.grad(); }

  tensor forward(int j, const tensor& x) {
    probe_->note_pass();
    return inner_.forward(j, x);
  }
  tensor backward_input(int j, const tensor& dy) {
    probe_->note_pass();
    if (away_.contains(j)) throw std::logic_error("B ran before its reload ended");
    return inner_.backward_input(j, dy);
  }
  void backward_weight(int j) {
    probe_->note_pass();
    inner_.backward_weight(j);
  }

  // offloading_stage (the executor must not call these for an async stage).
  void offload(int, double) { throw std::logic_error("the synchronous offload of an async stage was called"); }
  void reload(int) { throw std::logic_error("the synchronous reload of an async stage was called"); }

  rt::copy_work begin_offload(int j, double fraction) {
    if (away_.contains(j)) throw std::logic_error("begin_offload twice");
    away_[j] = {std::make_shared<bool>(false), fraction};
    return copy(away_[j].copied, j, false);
  }
  void end_offload(int j) {
    part& p = checked(j, "end_offload");
    inner_.offload(j, p.fraction);  // the device bytes leave now
    p.copied = std::make_shared<bool>(false);
    p.reloading = false;
  }
  rt::copy_work begin_reload(int j) {
    auto it = away_.find(j);
    if (it == away_.end() || it->second.reloading || *it->second.copied)
      throw std::logic_error("begin_reload before end_offload");
    inner_.reload(j);  // the device bytes come back now
    it->second.reloading = true;
    return copy(it->second.copied, j, true);
  }
  void end_reload(int j) {
    checked(j, "end_reload");
    away_.erase(j);
  }

 private:
  struct part {
    std::shared_ptr<bool> copied;  // set by the copy (under the probe's mutex)
    double fraction = 1;
    bool reloading = false;
  };

  part& checked(int j, const char* what) {
    auto it = away_.find(j);
    if (it == away_.end()) throw std::logic_error(std::string(what) + " without its begin");
    std::lock_guard lock(probe_->mutex);
    if (!*it->second.copied) throw std::logic_error(std::string(what) + " before its copy ran");
    return it->second;
  }

  rt::copy_work copy(std::shared_ptr<bool> done, int j, bool reload) {
    std::shared_ptr<copy_probe> probe = probe_;
    long long began_at = 0;
    {
      std::lock_guard lock(probe->mutex);
      began_at = probe->passes;
    }
    return [probe, done, j, reload, began_at] {
      std::unique_lock lock(probe->mutex);
      (reload ? probe->reload_threads : probe->offload_threads).push_back(std::this_thread::get_id());
      if (probe->hold) {
        // Not a timing assumption: only a copy that blocks the device's thread reaches it.
        if (!probe->pass_ran.wait_for(lock, std::chrono::seconds(15), [&] { return probe->passes > began_at; }))
          throw std::runtime_error("no pass ran while the copy was pending");
      }
      if (j == (reload ? probe->throw_in_reload : probe->throw_in_offload))
        throw std::runtime_error("copy failed in a test stage");
      *done = true;
    };
  }

  scale_stage<false> inner_;
  std::shared_ptr<copy_probe> probe_;
  std::map<int, part> away_;  // microbatches from begin_offload to end_reload
};

static_assert(rt::async_offloading_stage<async_scale_stage>);

}  // namespace scale_test
