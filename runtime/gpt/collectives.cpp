#include "runtime/gpt/collectives.hpp"

#include <algorithm>
#include <ostream>
#include <stdexcept>

#include "runtime/gpt/collective_meeting.hpp"

namespace pipesched::gpt {

const char* to_string(reduce_op op) {
  switch (op) {
    case reduce_op::sum: return "sum";
    case reduce_op::max: return "max";
  }
  return "unknown";
}

std::ostream& operator<<(std::ostream& os, reduce_op op) { return os << to_string(op); }

void combine_in_device_order(const float* const* parts, int p, std::size_t n, reduce_op op, float* out) {
  if (p < 1) return;
  if (out != parts[0]) std::copy(parts[0], parts[0] + n, out);
  for (int d = 1; d < p; ++d) {
    const float* x = parts[d];
    if (op == reduce_op::sum)
      for (std::size_t i = 0; i < n; ++i) out[i] += x[i];
    else
      for (std::size_t i = 0; i < n; ++i) out[i] = std::max(out[i], x[i]);
  }
}

namespace {
enum class kind { broadcast, all_reduce, reduce };
const char* to_string(kind k) {
  switch (k) {
    case kind::broadcast: return "broadcast";
    case kind::all_reduce: return "all_reduce";
    case kind::reduce: return "reduce";
  }
  return "unknown";
}

// One device's call, as posted for the others to read.
struct call {
  kind what = kind::broadcast;
  float* data = nullptr;
  std::size_t n = 0;
  reduce_op op = reduce_op::sum;
  int root = 0;
  bool same_as(const call& o) const { return what == o.what && n == o.n && op == o.op && root == o.root; }
  std::string describe() const {
    std::string s = std::string(to_string(what)) + " of " + std::to_string(n) + " values";
    if (what != kind::broadcast) s += std::string(" (") + gpt::to_string(op) + ")";
    if (what != kind::all_reduce) s += " to root " + std::to_string(root);
    return s;
  }
};
}  // namespace

// A call runs in two rounds of a barrier: every device posts its call (the last to arrive
// checks that they agree), each then computes its result from everyone's data into a
// scratch of its own; once all have read, each writes its scratch into its data.
struct thread_collectives::state : detail::collective_meeting {
  std::vector<call> posted;
  explicit state(int devices) : collective_meeting(devices), posted(static_cast<std::size_t>(devices)) {}
};

class thread_collectives::end final : public collectives {
 public:
  end(state& s, int device) : s_(&s), device_(device) {}
  int device() const override { return device_; }
  int devices() const override { return s_->p; }
  void broadcast(float* data, std::size_t n, int root) override { run({kind::broadcast, data, n, reduce_op::sum, root}); }
  void all_reduce(float* data, std::size_t n, reduce_op op) override { run({kind::all_reduce, data, n, op, 0}); }
  void reduce(float* data, std::size_t n, reduce_op op, int root) override { run({kind::reduce, data, n, op, root}); }

 private:
  void run(const call& c) {
    if (c.what != kind::all_reduce && (c.root < 0 || c.root >= s_->p))
      throw std::invalid_argument("device " + std::to_string(device_) + ": " + c.describe() + ": no such device");
    state& s = *s_;
    std::unique_lock lock(s.mutex);
    s.posted[static_cast<std::size_t>(device_)] = c;
    s.barrier(lock, [&s] {
      for (int d = 1; d < s.p; ++d)
        if (!s.posted[static_cast<std::size_t>(d)].same_as(s.posted[0])) {
          s.mismatch = "collective mismatch: device 0 calls " + s.posted[0].describe() + ", device " +
                       std::to_string(d) + " " + s.posted[static_cast<std::size_t>(d)].describe();
          s.aborted = true;
          return;
        }
    });
    lock.unlock();
    // Round 2: read everyone's data (nobody writes before the next barrier).
    const bool writes = c.what == kind::all_reduce || device_ == c.root;
    if (writes && c.what != kind::broadcast) {
      parts_.clear();
      for (int d = 0; d < s.p; ++d) parts_.push_back(s.posted[static_cast<std::size_t>(d)].data);
      scratch_.resize(c.n);
      combine_in_device_order(parts_.data(), s.p, c.n, c.op, scratch_.data());
    } else if (c.what == kind::broadcast && device_ != c.root) {
      const float* x = s.posted[static_cast<std::size_t>(c.root)].data;
      scratch_.assign(x, x + c.n);
    }
    lock.lock();
    s.barrier(lock, [] {});
    lock.unlock();
    if ((writes && c.what != kind::broadcast) || (c.what == kind::broadcast && device_ != c.root))
      std::copy(scratch_.begin(), scratch_.end(), c.data);
  }

  state* s_;
  int device_;
  std::vector<float> scratch_;
  std::vector<const float*> parts_;
};

thread_collectives::thread_collectives(int devices) {
  if (devices < 1) throw std::invalid_argument("a collective group needs at least 1 device, got " + std::to_string(devices));
  state_ = std::make_unique<state>(devices);
  for (int d = 0; d < devices; ++d) ends_.push_back(std::make_unique<end>(*state_, d));
}

thread_collectives::~thread_collectives() = default;

collectives& thread_collectives::member(int device) {
  if (device < 0 || device >= state_->p)
    throw std::out_of_range("no device " + std::to_string(device) + " in a collective group of " +
                            std::to_string(state_->p));
  return *ends_[static_cast<std::size_t>(device)];
}

int thread_collectives::devices() const { return state_->p; }

void thread_collectives::abort() { state_->stop(); }

bool thread_collectives::aborted() const { return state_->stopped(); }

}  // namespace pipesched::gpt
