#pragma once
// The collectives vocabulary parallelism needs between its passes (arXiv 2411.05288):
// the broadcast of the last block's output to every device, the all-reduce of the
// softmax statistics, and the reduction of the input gradient's partial sums (and of the
// sharded embedding's outputs). `collectives` is one device's end of a group of p devices;
// every device of the group makes the same calls in the same order (as with NCCL), each
// call returning once the device's own data holds its result.
//
// Reductions combine the devices' values in the fixed order 0, 1, ..., p−1 in float
// (combine_in_device_order), so every device of an all-reduce gets the same bits and a run
// gives the same bits as the run before it, whatever the threads' timing -- and an
// implementation over other processes (mpi_collectives.hpp) or GPUs (nccl_collectives.hpp:
// device pointers, each call enqueued on the device's stream, its result there in stream
// order) the same bits as this one.
//
// thread_collectives is the in-process group over CPU threads (a device per thread, as
// runtime/cpu's run_threads). A call whose kind, size, op or root differs between the
// devices throws std::logic_error on every device naming the two that differ, and the
// group is aborted; abort() (another device failed) wakes every waiting device with
// runtime::cpu::run_aborted, and every later call throws it too.
#include <cstddef>
#include <iosfwd>
#include <memory>
#include <string>
#include <vector>

namespace pipesched::gpt {

enum class reduce_op { sum, max };
const char* to_string(reduce_op op);
std::ostream& operator<<(std::ostream& os, reduce_op op);

class collectives {
 public:
  virtual ~collectives() = default;
  virtual int device() const = 0;
  virtual int devices() const = 0;
  // Every device's data[0, n) becomes root's.
  virtual void broadcast(float* data, std::size_t n, int root) = 0;
  // Every device's data[i] becomes op over the devices' data[i], in device order.
  virtual void all_reduce(float* data, std::size_t n, reduce_op op) = 0;
  // root's data[i] becomes op over the devices' data[i], in device order; the others'
  // data are left as they were.
  virtual void reduce(float* data, std::size_t n, reduce_op op, int root) = 0;
};

// out[i] = op over parts[0][i], parts[1][i], ..., parts[p−1][i], combined left to right in
// float: (((parts[0][i] op parts[1][i]) op parts[2][i]) ...). `out` may be parts[0]. The one
// combination every implementation uses, so that they agree to the bit.
void combine_in_device_order(const float* const* parts, int p, std::size_t n, reduce_op op, float* out);

class thread_collectives {
 public:
  // Throws std::invalid_argument for devices < 1.
  explicit thread_collectives(int devices);
  ~thread_collectives();
  thread_collectives(const thread_collectives&) = delete;
  thread_collectives& operator=(const thread_collectives&) = delete;

  // Device d's end, for d's thread only (std::out_of_range outside [0, devices)).
  collectives& member(int device);
  int devices() const;
  void abort();
  bool aborted() const;

 private:
  struct state;
  class end;
  std::unique_ptr<state> state_;
  std::vector<std::unique_ptr<end>> ends_;
};

}  // namespace pipesched::gpt
