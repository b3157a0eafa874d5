#pragma once
// A rank's peaks of one iteration, gathered from every rank (rank d drives device d), so
// that each rank reports every device's as the threads' launch does. Used by the MPI
// launches (rank_launch.cpp, vocab_rank_launch.cpp); collective over MPI_COMM_WORLD.
#include <cstddef>
#include <span>

#include "runtime/mpi/mpi_world.hpp"
#include "runtime/train/launch.hpp"
#include "runtime/train/pipeline_copy.hpp"

namespace pipesched::train {

template <class HostPool>
void gather_rank_peaks(const basic_device_memory<HostPool>& memory, int device, iteration_outcome& out) {
  const long long peak = memory.meters[static_cast<std::size_t>(device)].peak;
  out.peak_activation_bytes = mpi::all_gather(std::span<const long long>(&peak, 1));
  const long long host = memory.hosts[static_cast<std::size_t>(device)]->meter().peak;
  out.peak_host_bytes = mpi::all_gather(std::span<const long long>(&host, 1));
}

}  // namespace pipesched::train
