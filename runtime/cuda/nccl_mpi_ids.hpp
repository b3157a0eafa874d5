#pragma once
// The NCCL ids of a run with one MPI rank per pipeline device: rank 0 makes one
// ncclUniqueId per link (ncclGetUniqueId) and MPI broadcasts them, so every rank creates
// its ends of the links (nccl_links' MPI constructor) from the same ids, in the same order.
//
//   auto ids = pipesched::cuda::nccl_ids_from_rank0(links.size());  // collective
//   nccl_links here(rank, local_gpu, world_size, links, ids);
//
// Built only with MPI (PIPESCHED_HAVE_MPI); called from the thread that started MPI.
#include <nccl.h>

#include <cstddef>
#include <vector>

namespace pipesched::cuda {

// `count` ids, the same on every rank of MPI_COMM_WORLD. Collective (MPI_Bcast); throws
// nccl_error (rank 0's ncclGetUniqueId) or mpi::mpi_error.
std::vector<ncclUniqueId> nccl_ids_from_rank0(std::size_t count);

}  // namespace pipesched::cuda
