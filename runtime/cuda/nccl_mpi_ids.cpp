#include "runtime/cuda/nccl_mpi_ids.hpp"

#include <mpi.h>

#include <climits>
#include <string>

#include "runtime/cuda/nccl_check.hpp"
#include "runtime/mpi/mpi_world.hpp"

namespace pipesched::cuda {

std::vector<ncclUniqueId> nccl_ids_from_rank0(std::size_t count) {
  const std::size_t bytes = count * sizeof(ncclUniqueId);
  if (bytes > static_cast<std::size_t>(INT_MAX))  // the same on every rank: all throw
    throw nccl_error("nccl_ids_from_rank0: " + std::to_string(count) + " ids do not fit one MPI_Bcast");
  std::vector<ncclUniqueId> ids(count);
  // Rank 0 says whether it made them before anyone waits for them, so its failure ends
  // every rank with an error instead of leaving the others in the broadcast.
  std::string failure;
  int made = 1;
  if (mpi::world_rank() == 0) {
    try {
      for (ncclUniqueId& id : ids) PIPESCHED_NCCL_CHECK(ncclGetUniqueId(&id));
    } catch (const nccl_error& e) {
      failure = e.what();
      made = 0;
    }
  }
  mpi::check(MPI_Bcast(&made, 1, MPI_INT, 0, MPI_COMM_WORLD), "MPI_Bcast of whether the NCCL ids were made");
  if (!made) throw nccl_error(failure.empty() ? "rank 0 could not make the NCCL ids" : failure);
  mpi::check(MPI_Bcast(ids.data(), static_cast<int>(bytes), MPI_BYTE, 0, MPI_COMM_WORLD),
             "MPI_Bcast of the NCCL ids");
  return ids;
}

}  // namespace pipesched::cuda
