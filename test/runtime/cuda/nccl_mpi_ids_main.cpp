// Run under mpirun (ctest: nccl_ids_from_rank0_reach_every_rank, label mpi): every rank
// gets rank 0's NCCL ids, byte for byte, one distinct id per link. ncclGetUniqueId needs
// no GPU, so this runs on CPU machines too. Exit 0 on every rank when it holds.
#include "runtime/cuda/nccl_mpi_ids.hpp"
#include "runtime/mpi/mpi_world.hpp"

#include <mpi.h>

#include <cstdio>
#include <cstring>
#include <vector>

int main() {
  pipesched::mpi::environment env;
  const std::size_t links = 6;
  const std::vector<ncclUniqueId> ids = pipesched::cuda::nccl_ids_from_rank0(links);
  // Rank 0's ids against this rank's: gather everyone's bytes on every rank.
  const int bytes = static_cast<int>(links * sizeof(ncclUniqueId));
  std::vector<char> all(static_cast<std::size_t>(bytes) * static_cast<std::size_t>(env.size()));
  pipesched::mpi::check(MPI_Allgather(ids.data(), bytes, MPI_BYTE, all.data(), bytes, MPI_BYTE, MPI_COMM_WORLD),
                        "MPI_Allgather");
  int wrong = 0;
  for (int r = 1; r < env.size(); ++r)
    wrong += std::memcmp(all.data(), all.data() + static_cast<std::size_t>(r) * static_cast<std::size_t>(bytes),
                         static_cast<std::size_t>(bytes)) != 0;
  for (std::size_t i = 0; i < links; ++i)
    for (std::size_t j = i + 1; j < links; ++j)
      wrong += std::memcmp(&ids[i], &ids[j], sizeof(ncclUniqueId)) == 0;
  if (wrong) std::fprintf(stderr, "rank %d: %d ids differ from rank 0's or repeat\n", env.rank(), wrong);
  return wrong ? 1 : 0;
}
