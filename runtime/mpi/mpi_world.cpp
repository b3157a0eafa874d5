#include "runtime/mpi/mpi_world.hpp"

#include <climits>
#include <cstdlib>

namespace pipesched::mpi {

void check(int code, const std::string& what) {
  if (code == MPI_SUCCESS) return;
  char text[MPI_MAX_ERROR_STRING] = {};
  int length = 0;
  if (MPI_Error_string(code, text, &length) != MPI_SUCCESS) length = 0;
  throw mpi_error(what + " failed: " + (length > 0 ? std::string(text, static_cast<std::size_t>(length))
                                                   : "MPI error code " + std::to_string(code)));
}

bool launched_by_mpi() {
  for (const char* name : {"OMPI_COMM_WORLD_SIZE", "PMI_SIZE", "PMIX_RANK", "MV2_COMM_WORLD_SIZE"})
    if (std::getenv(name) != nullptr) return true;
  return false;
}

bool running() {
  int initialized = 0, finalized = 0;
  MPI_Initialized(&initialized);
  MPI_Finalized(&finalized);
  return initialized != 0 && finalized == 0;
}

environment::environment() {
  if (!running()) {
    int provided = 0;
    check(MPI_Init_thread(nullptr, nullptr, MPI_THREAD_MULTIPLE, &provided), "MPI_Init_thread");
    owner_ = true;
  }
  check(MPI_Comm_set_errhandler(MPI_COMM_WORLD, MPI_ERRORS_RETURN), "MPI_Comm_set_errhandler");
  check(MPI_Comm_rank(MPI_COMM_WORLD, &rank_), "MPI_Comm_rank");
  check(MPI_Comm_size(MPI_COMM_WORLD, &size_), "MPI_Comm_size");
}

environment::~environment() {
  if (owner_ && running()) MPI_Finalize();
}

bool threads_multiple() {
  if (!running()) return false;
  int level = MPI_THREAD_SINGLE;
  check(MPI_Query_thread(&level), "MPI_Query_thread");
  return level == MPI_THREAD_MULTIPLE;
}

int world_rank() {
  if (!running()) return 0;
  int rank = 0;
  check(MPI_Comm_rank(MPI_COMM_WORLD, &rank), "MPI_Comm_rank");
  return rank;
}

int world_size() {
  if (!running()) return 1;
  int size = 1;
  check(MPI_Comm_size(MPI_COMM_WORLD, &size), "MPI_Comm_size");
  return size;
}

void abort(int code) {
  if (running()) MPI_Abort(MPI_COMM_WORLD, code);
  std::exit(code);
}

int first_failing_rank(bool failed) {
  const int size = world_size();
  const int mine = failed ? world_rank() : size;
  int lowest = size;
  check(MPI_Allreduce(&mine, &lowest, 1, MPI_INT, MPI_MIN, MPI_COMM_WORLD), "MPI_Allreduce (failing rank)");
  return lowest < size ? lowest : -1;
}

namespace {
template <class T>
std::vector<T> gather_all(std::span<const T> mine, MPI_Datatype type, MPI_Comm comm) {
  int size = 1;
  check(MPI_Comm_size(comm, &size), "MPI_Comm_size");
  std::vector<T> all(mine.size() * static_cast<std::size_t>(size));
  check(MPI_Allgather(mine.data(), static_cast<int>(mine.size()), type, all.data(), static_cast<int>(mine.size()),
                      type, comm),
        "MPI_Allgather");
  return all;
}
}  // namespace

std::vector<double> all_gather(std::span<const double> mine) { return gather_all(mine, MPI_DOUBLE, MPI_COMM_WORLD); }
std::vector<long long> all_gather(std::span<const long long> mine) {
  return gather_all(mine, MPI_LONG_LONG, MPI_COMM_WORLD);
}
std::vector<double> all_gather(std::span<const double> mine, MPI_Comm comm) {
  return gather_all(mine, MPI_DOUBLE, comm);
}

communicator::~communicator() {
  if (comm_ != MPI_COMM_NULL && running()) MPI_Comm_free(&comm_);
}

communicator& communicator::operator=(communicator&& o) noexcept {
  if (this != &o) {
    if (comm_ != MPI_COMM_NULL && running()) MPI_Comm_free(&comm_);
    comm_ = o.comm_;
    o.comm_ = MPI_COMM_NULL;
  }
  return *this;
}

int communicator::rank() const {
  int r = 0;
  check(MPI_Comm_rank(comm_, &r), "MPI_Comm_rank");
  return r;
}

int communicator::size() const {
  int n = 1;
  check(MPI_Comm_size(comm_, &n), "MPI_Comm_size");
  return n;
}

communicator split(MPI_Comm parent, int color, int key) {
  MPI_Comm c = MPI_COMM_NULL;
  check(MPI_Comm_split(parent, color, key, &c),
        "MPI_Comm_split (color " + std::to_string(color) + ", key " + std::to_string(key) + ")");
  communicator out(c);
  check(MPI_Comm_set_errhandler(c, MPI_ERRORS_RETURN), "MPI_Comm_set_errhandler");
  return out;
}

all_reduce_requests::~all_reduce_requests() = default;

void all_reduce_requests::start(std::span<double> inout, MPI_Comm comm, const std::string& what) {
  if (inout.size() > static_cast<std::size_t>(INT_MAX))
    throw mpi_error("MPI_Iallreduce of " + what + ": " + std::to_string(inout.size()) + " values, too many for one call");
  MPI_Request request = MPI_REQUEST_NULL;
  check(MPI_Iallreduce(MPI_IN_PLACE, inout.data(), static_cast<int>(inout.size()), MPI_DOUBLE, MPI_SUM, comm, &request),
        "MPI_Iallreduce of " + what);
  requests_.push_back(request);
  names_.push_back(what);
}

void all_reduce_requests::wait_all() {
  for (std::size_t i = 0; i < requests_.size(); ++i)
    check(MPI_Wait(&requests_[i], MPI_STATUS_IGNORE), "MPI_Wait for the all-reduce of " + names_[i]);
  requests_.clear();
  names_.clear();
}

double broadcast(double value, int root) {
  check(MPI_Bcast(&value, 1, MPI_DOUBLE, root, MPI_COMM_WORLD), "MPI_Bcast from rank " + std::to_string(root));
  return value;
}

}  // namespace pipesched::mpi
