#pragma once
// The MPI side of a run with one rank per device: starting and stopping MPI, the rank and
// the world size, and the few collectives the trainer needs. Every MPI call's return is
// checked (MPI_COMM_WORLD's error handler is set to MPI_ERRORS_RETURN) and a failure
// throws mpi_error, whose what() is one line: "MPI_Isend to rank 2 failed: <MPI's text>".
//
//   pipesched::mpi::environment env;          // MPI_Init_thread, unless already running
//   if (env.size() > 1) { ... env.rank() ... }
//                                             // ~environment: MPI_Finalize (if it started MPI)
//
// Only a process that mpirun (or another MPI launcher) started initialises MPI here:
// launched_by_mpi() looks at the launcher's environment variables, so the tool run alone
// does not pay for (or depend on) OpenMPI's singleton start-up.
#include <span>
#include <stdexcept>
#include <string>
#include <vector>

#include <mpi.h>

namespace pipesched::mpi {

class mpi_error : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// Throws mpi_error("<what> failed: <MPI_Error_string(code)>") unless code is MPI_SUCCESS.
void check(int code, const std::string& what);

// Whether an MPI launcher started this process (OpenMPI, MPICH/Hydra, PMIx, Slurm's PMI,
// MVAPICH): one of OMPI_COMM_WORLD_SIZE, PMI_SIZE, PMIX_RANK, MV2_COMM_WORLD_SIZE is set.
bool launched_by_mpi();

// Whether MPI is initialised and not yet finalised (in this process).
bool running();

class environment {
 public:
  // Initialises MPI (MPI_THREAD_FUNNELED: only the thread that started it calls MPI),
  // unless it is already running, and makes MPI_COMM_WORLD return errors instead of
  // aborting. Throws mpi_error.
  environment();
  // MPI_Finalize, when this object initialised MPI.
  ~environment();
  environment(const environment&) = delete;
  environment& operator=(const environment&) = delete;

  int rank() const { return rank_; }
  int size() const { return size_; }

 private:
  bool owner_ = false;
  int rank_ = 0;
  int size_ = 1;
};

// MPI_COMM_WORLD's rank and size (0 and 1 when MPI is not running).
int world_rank();
int world_size();

// Ends every rank of the run with `code` (MPI_Abort); when MPI is not running, std::exit.
[[noreturn]] void abort(int code);

// The lowest rank that passed failed = true, or -1 when none did. Collective.
int first_failing_rank(bool failed);

// Every rank passes the same number of values; returns them all, rank 0's first.
// Collective (MPI_Allgather).
std::vector<double> all_gather(std::span<const double> mine);
std::vector<long long> all_gather(std::span<const long long> mine);

// Root's value on every rank. Collective (MPI_Bcast).
double broadcast(double value, int root);

}  // namespace pipesched::mpi
