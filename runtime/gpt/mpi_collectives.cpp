#include "runtime/gpt/mpi_collectives.hpp"

#include <climits>
#include <stdexcept>
#include <string>

#include "runtime/gpt/collective_calls.hpp"

namespace pipesched::gpt {

namespace {
int count_of(std::size_t n, int devices, const char* what) {
  if (n > static_cast<std::size_t>(INT_MAX) / static_cast<std::size_t>(devices))
    throw mpi::mpi_error(std::string(what) + " of " + std::to_string(n) + " values over " + std::to_string(devices) +
                         " ranks: too many for one MPI call");
  return static_cast<int>(n);
}
}  // namespace

mpi_collectives::mpi_collectives(MPI_Comm comm) {
  MPI_Comm dup = MPI_COMM_NULL;
  mpi::check(MPI_Comm_dup(comm, &dup), "MPI_Comm_dup (the collectives' communicator)");
  comm_ = mpi::communicator(dup);
  mpi::check(MPI_Comm_set_errhandler(dup, MPI_ERRORS_RETURN), "MPI_Comm_set_errhandler");
  device_ = comm_.rank();
  devices_ = comm_.size();
}

// Every rank posts {kind, n, op, root}; each checks them all, so all throw together.
void mpi_collectives::agree(int kind, std::size_t n, reduce_op op, int root) {
  if (kind != all_reduce_call && (root < 0 || root >= devices_))
    throw std::invalid_argument("device " + std::to_string(device_) + ": " +
                                describe_call(std::vector<int>{kind, static_cast<int>(n), static_cast<int>(op), root}
                                                  .data()) +
                                ": no such device");
  const int mine[4] = {kind, count_of(n, devices_, "a collective"), kind == broadcast_call ? 0 : static_cast<int>(op),
                       kind == all_reduce_call ? 0 : root};
  std::vector<int> all(4 * static_cast<std::size_t>(devices_));
  mpi::check(MPI_Allgather(mine, 4, MPI_INT, all.data(), 4, MPI_INT, comm_.get()), "MPI_Allgather (the collective's call)");
  check_same_calls(all.data(), devices_);
}

void mpi_collectives::broadcast(float* data, std::size_t n, int root) {
  agree(broadcast_call, n, reduce_op::sum, root);
  mpi::check(MPI_Bcast(data, static_cast<int>(n), MPI_FLOAT, root, comm_.get()),
             "MPI_Bcast of " + std::to_string(n) + " values from device " + std::to_string(root));
}

void mpi_collectives::all_reduce(float* data, std::size_t n, reduce_op op) {
  agree(all_reduce_call, n, op, 0);
  gathered_.resize(n * static_cast<std::size_t>(devices_));
  mpi::check(MPI_Allgather(data, static_cast<int>(n), MPI_FLOAT, gathered_.data(), static_cast<int>(n), MPI_FLOAT,
                           comm_.get()),
             "MPI_Allgather of " + std::to_string(n) + " values (all_reduce)");
  parts_.clear();
  for (int d = 0; d < devices_; ++d) parts_.push_back(gathered_.data() + static_cast<std::size_t>(d) * n);
  combine_in_device_order(parts_.data(), devices_, n, op, data);
}

void mpi_collectives::reduce(float* data, std::size_t n, reduce_op op, int root) {
  agree(reduce_call, n, op, root);
  const bool mine = device_ == root;
  gathered_.resize(mine ? n * static_cast<std::size_t>(devices_) : 0);
  mpi::check(MPI_Gather(data, static_cast<int>(n), MPI_FLOAT, mine ? gathered_.data() : nullptr, static_cast<int>(n),
                        MPI_FLOAT, root, comm_.get()),
             "MPI_Gather of " + std::to_string(n) + " values to device " + std::to_string(root) + " (reduce)");
  if (!mine) return;
  parts_.clear();
  for (int d = 0; d < devices_; ++d) parts_.push_back(gathered_.data() + static_cast<std::size_t>(d) * n);
  combine_in_device_order(parts_.data(), devices_, n, op, data);
}

}  // namespace pipesched::gpt
