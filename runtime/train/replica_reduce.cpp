#include "runtime/train/replica_reduce.hpp"

#include <algorithm>
#include <stdexcept>
#include <string>
#include <utility>

namespace pipesched::train {

namespace {
std::vector<gpt::parameter<float>*> tensors_of(gpt::gpt_params<float>& params) {
  std::vector<gpt::parameter<float>*> out;
  params.for_each([&out](gpt::parameter<float>& q) { out.push_back(&q); });
  return out;
}
}  // namespace

void replica_mean(const std::vector<gpt::gpt_params<float>*>& replicas) {
  if (replicas.size() < 2) return;
  const double w = static_cast<double>(replicas.size());
  std::vector<std::vector<gpt::parameter<float>*>> all;
  all.reserve(replicas.size());
  for (gpt::gpt_params<float>* r : replicas) all.push_back(tensors_of(*r));
  for (std::size_t k = 0; k < all.front().size(); ++k) {
    std::vector<float>& g0 = all.front()[k]->grad;
    for (std::size_t e = 0; e < g0.size(); ++e) {
      double sum = 0;  // replica 0 + replica 1 + ...: a fixed order
      for (const auto& rep : all) sum += static_cast<double>(rep[k]->grad[e]);
      const float mean = static_cast<float>(sum / w);
      for (const auto& rep : all) rep[k]->grad[e] = mean;
    }
  }
}

namespace {
// The replicas of every group: at least two, the same in each.
int replicas_of(const std::vector<std::vector<gpt::gpt_params<float>*>>& groups) {
  const std::size_t w = groups.empty() ? 2 : groups.front().size();
  for (const auto& g : groups)
    if (g.size() < 2 || g.size() != w)
      throw std::invalid_argument("a replica all-reduce needs the same replicas, at least two, for every stage");
  return static_cast<int>(w);
}
}  // namespace

replica_reducer::replica_reducer(std::vector<std::vector<gpt::gpt_params<float>*>> groups)
    : replicas_(replicas_of(groups)), arrivals_(groups.size(), 0), readies_(groups.size()), stamps_(groups.size()) {
  reduce_ = [g = std::move(groups)](std::size_t i) { replica_mean(g[i]); };  // sized from them above
  thread_ = std::thread([this] { loop(); });
}

replica_reducer::replica_reducer(std::size_t stages, int replicas, std::function<void(std::size_t)> reduce)
    : replicas_(replicas), reduce_(std::move(reduce)), arrivals_(stages, 0), readies_(stages), stamps_(stages) {
  if (replicas < 2) throw std::invalid_argument("a replica all-reduce needs at least two replicas per stage");
  thread_ = std::thread([this] { loop(); });
}

replica_reducer::~replica_reducer() {
  {
    std::unique_lock lock(mutex_);
    idle_.wait(lock, [this] { return finished_ == launched_; });
    stop_ = true;
  }
  work_.notify_one();
  thread_.join();
}

std::uint64_t replica_reducer::tick() { return clock_ ? clock_->fetch_add(1) : 0; }

void replica_reducer::begin_step(std::atomic<std::uint64_t>* clock) {
  std::lock_guard lock(mutex_);
  if (finished_ != launched_) throw std::logic_error("replica_reducer::begin_step with reductions in flight");
  clock_ = clock;
  std::fill(arrivals_.begin(), arrivals_.end(), 0);
  for (auto& r : readies_) r.clear();
  std::fill(stamps_.begin(), stamps_.end(), all_reduce_stamps{});
  launched_ = finished_ = 0;
  error_ = nullptr;
}

void replica_reducer::arrive(std::size_t i, std::function<void()> ready) {
  {
    std::lock_guard lock(mutex_);
    if (i >= arrivals_.size()) throw std::out_of_range("replica_reducer: no stage " + std::to_string(i));
    const int w = replicas_;
    if (arrivals_[i] >= w)
      throw std::logic_error("replica_reducer: stage " + std::to_string(i) + " arrived more than " +
                             std::to_string(w) + " times in one step");
    if (ready) readies_[i].push_back(std::move(ready));
    if (++arrivals_[i] < w) return;
    stamps_[i].launched = tick();
    queue_.push_back(i);
    ++launched_;
  }
  work_.notify_one();
}

std::size_t replica_reducer::wait() {
  std::unique_lock lock(mutex_);
  idle_.wait(lock, [this] { return finished_ == launched_; });
  if (error_) std::rethrow_exception(std::exchange(error_, nullptr));
  return finished_;
}

void replica_reducer::loop() {
  std::unique_lock lock(mutex_);
  for (;;) {
    work_.wait(lock, [this] { return stop_ || !queue_.empty(); });
    if (queue_.empty()) return;  // stop_, nothing left
    const std::size_t i = queue_.front();
    queue_.pop_front();
    stamps_[i].started = tick();
    lock.unlock();
    // Only this thread touches stage i's gradients now: every replica has done its last
    // backward of it, and nothing else writes them before wait() returns.
    std::exception_ptr failed;
    try {
      for (const auto& ready : readies_[i]) ready();  // each replica's last backward has run
      reduce_(i);
    } catch (...) {
      failed = std::current_exception();
    }
    lock.lock();
    stamps_[i].finished = tick();
    if (failed && !error_) error_ = failed;
    ++finished_;
    idle_.notify_all();
  }
}

}  // namespace pipesched::train
