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
  // Initialises MPI, unless it is already running, and makes MPI_COMM_WORLD return errors
  // instead of aborting. Throws mpi_error. It asks for MPI_THREAD_MULTIPLE: a
  // vocabulary-parallel rank calls its collectives from a stream thread of its own while
  // its main thread runs the transport (every other run calls MPI from one thread only,
  // which any level MPI grants allows); threads_multiple() says whether MPI granted it.
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

// Whether MPI runs with MPI_THREAD_MULTIPLE (MPI_Query_thread): any thread may call it.
bool threads_multiple();

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

// A communicator this process made (MPI_Comm_split); frees it (MPI_Comm_free) while MPI
// runs. Data-parallel runs split MPI_COMM_WORLD twice: the ranks of one replica's pipeline
// (their point-to-point transport) and the ranks that hold the same device of every
// replica (their gradient all-reduce).
class communicator {
 public:
  communicator() = default;
  explicit communicator(MPI_Comm c) : comm_(c) {}
  ~communicator();
  communicator(communicator&& o) noexcept : comm_(o.comm_) { o.comm_ = MPI_COMM_NULL; }
  communicator& operator=(communicator&& o) noexcept;
  communicator(const communicator&) = delete;
  communicator& operator=(const communicator&) = delete;
  MPI_Comm get() const { return comm_; }
  int rank() const;
  int size() const;

 private:
  MPI_Comm comm_ = MPI_COMM_NULL;
};

// MPI_Comm_split(parent, color, key) with MPI_ERRORS_RETURN on the result. Collective.
communicator split(MPI_Comm parent, int color, int key);

// all_gather over `comm`, rank 0 of comm first. Collective over comm.
std::vector<double> all_gather(std::span<const double> mine, MPI_Comm comm);

// In-place nonblocking sums of double buffers over a communicator (MPI_Iallreduce with
// MPI_SUM), started one by one and waited for together -- the data-parallel gradient
// all-reduce, started when a stage's last backward is done and waited for before the
// optimizer. Every rank of the communicator must start the same buffers (sizes) in the
// same order. A buffer must stay alive and untouched until wait_all() returns.
class all_reduce_requests {
 public:
  all_reduce_requests() = default;
  ~all_reduce_requests();  // an unfinished request (after a failure) is left to MPI_Abort
  all_reduce_requests(const all_reduce_requests&) = delete;
  all_reduce_requests& operator=(const all_reduce_requests&) = delete;

  void start(std::span<double> inout, MPI_Comm comm, const std::string& what);
  void wait_all();
  std::size_t pending() const { return requests_.size(); }

 private:
  std::vector<MPI_Request> requests_;
  std::vector<std::string> names_;
};

}  // namespace pipesched::mpi
