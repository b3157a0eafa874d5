#pragma once
// gpt::collectives over an MPI communicator: rank d of the communicator is device d, each
// process one device's end (the vocabulary-parallel run under mpirun, one rank per device).
//
// Same bits as thread_collectives, on purpose: MPI_Allreduce and MPI_Reduce combine in an
// order the library picks (trees, rings, recursive halving; it may differ with the message
// size, the rank count or the transport), so a float sum over ranks need not equal the
// threads' sum in device order 0..p−1. Here every reduction gathers the devices' values
// instead (MPI_Allgather for all_reduce, MPI_Gather to the root for reduce) and combines
// them in device order with combine_in_device_order, the function thread_collectives uses:
// every rank of an all-reduce computes the same bits, and a run over ranks gives the
// threads' run's losses and gradients to the bit. broadcast is MPI_Bcast (a copy). The
// gather moves p·n values where a reduction moves n; the collectives of vocabulary
// parallelism are activation-sized, small beside the passes around them on the CPU.
//
// Before each call the ranks exchange what they call (kind, size, op, root: one
// MPI_Allgather of four ints), so a call that differs between ranks throws
// std::logic_error on every rank naming the two devices that differ, as thread_collectives
// does, instead of MPI truncating or hanging. A root outside [0, p) throws
// std::invalid_argument before any MPI call; a failed MPI call throws mpi::mpi_error.
//
// The calls go over a duplicate of the communicator (MPI_Comm_dup), so its messages never
// meet the point-to-point transport's on the original (whose recv probes any tag). Calls
// may come from a thread other than the one that started MPI (vocab_device runs them on a
// stream of its own while the device's thread runs the transport): that needs
// MPI_THREAD_MULTIPLE, which mpi::environment asks for (mpi::threads_multiple() says
// whether MPI gave it). There is no abort(): a rank that fails ends the run (mpi::abort).
#include <cstddef>
#include <vector>

#include <mpi.h>

#include "runtime/gpt/collectives.hpp"
#include "runtime/mpi/mpi_world.hpp"

namespace pipesched::gpt {

class mpi_collectives final : public collectives {
 public:
  // Collective over `comm` (MPI_Comm_dup). Throws mpi::mpi_error.
  explicit mpi_collectives(MPI_Comm comm);

  int device() const override { return device_; }
  int devices() const override { return devices_; }
  void broadcast(float* data, std::size_t n, int root) override;
  void all_reduce(float* data, std::size_t n, reduce_op op) override;
  void reduce(float* data, std::size_t n, reduce_op op, int root) override;

 private:
  void agree(int kind, std::size_t n, reduce_op op, int root);

  mpi::communicator comm_;
  int device_ = 0;
  int devices_ = 1;
  std::vector<float> gathered_;  // [device * n + i]
  std::vector<const float*> parts_;
};

}  // namespace pipesched::gpt
