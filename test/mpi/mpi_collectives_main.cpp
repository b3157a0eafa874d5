// Run under mpirun -np 4 (ctest: mpi_collectives_match_threads, label mpi): every
// collective of gpt::mpi_collectives gives, on every rank, the bits thread_collectives
// gives in one process on the same data (sums whose order changes their bits, so MPI's own
// reduction order would not pass), and a call that differs between ranks throws on every
// rank naming both. Exit 0 on every rank when it holds.
#include <cmath>
#include <cstdio>
#include <cstring>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

#include <mpi.h>

#include "runtime/gpt/collectives.hpp"
#include "runtime/gpt/mpi_collectives.hpp"
#include "runtime/mpi/mpi_world.hpp"

namespace gpt = pipesched::gpt;

namespace {

constexpr std::size_t n = 1000;

// Device d's values: magnitudes from 1e-3 to 1e5, so that float sums depend on their order.
std::vector<float> data_of(int d) {
  std::vector<float> x(n);
  for (std::size_t i = 0; i < n; ++i) {
    const double u = std::sin(static_cast<double>(i * 7919 + static_cast<std::size_t>(d) * 104729 + 1));
    x[i] = static_cast<float>(u * std::pow(10.0, static_cast<double>((i + static_cast<std::size_t>(d)) % 9) - 3.0));
  }
  return x;
}

// What thread_collectives leaves in each device's data after `call` on every device.
template <class Call>
std::vector<std::vector<float>> on_threads(int p, Call call) {
  gpt::thread_collectives group(p);
  std::vector<std::vector<float>> data;
  for (int d = 0; d < p; ++d) data.push_back(data_of(d));
  std::vector<std::thread> threads;
  for (int d = 0; d < p; ++d)
    threads.emplace_back([&, d] { call(group.member(d), data[static_cast<std::size_t>(d)].data()); });
  for (auto& t : threads) t.join();
  return data;
}

int wrong = 0;
void expect(bool ok, int rank, const std::string& what) {
  if (ok) return;
  ++wrong;
  std::fprintf(stderr, "rank %d: %s\n", rank, what.c_str());
}

}  // namespace

int main() {
  pipesched::mpi::environment env;
  const int p = env.size(), d = env.rank();
  gpt::mpi_collectives group(MPI_COMM_WORLD);
  expect(group.device() == d && group.devices() == p, d, "device() and devices() are the rank and the size");
  expect(pipesched::mpi::threads_multiple(), d, "MPI granted MPI_THREAD_MULTIPLE");

  struct check {
    const char* name;
    void (*call)(gpt::collectives&, float*);
  };
  const check checks[] = {
      {"all_reduce sum", [](gpt::collectives& g, float* x) { g.all_reduce(x, n, gpt::reduce_op::sum); }},
      {"all_reduce max", [](gpt::collectives& g, float* x) { g.all_reduce(x, n, gpt::reduce_op::max); }},
      {"reduce sum to the last", [](gpt::collectives& g, float* x) { g.reduce(x, n, gpt::reduce_op::sum, g.devices() - 1); }},
      {"broadcast from the last", [](gpt::collectives& g, float* x) { g.broadcast(x, n, g.devices() - 1); }},
  };
  for (const check& c : checks) {
    const std::vector<std::vector<float>> threads = on_threads(p, c.call);
    std::vector<float> mine = data_of(d);
    c.call(group, mine.data());
    expect(std::memcmp(mine.data(), threads[static_cast<std::size_t>(d)].data(), n * sizeof(float)) == 0, d,
           std::string(c.name) + ": not thread_collectives' bits");
  }

  // The data are order-sensitive: the sum in reverse device order differs somewhere.
  if (p >= 3) {
    std::vector<float> forward(n, 0.0f), reverse(n, 0.0f);
    for (int e = 0; e < p; ++e) {
      const std::vector<float> a = data_of(e), b = data_of(p - 1 - e);
      for (std::size_t i = 0; i < n; ++i) forward[i] += a[i], reverse[i] += b[i];
    }
    expect(std::memcmp(forward.data(), reverse.data(), n * sizeof(float)) != 0, d,
           "the test's data sum to the same bits in any order (they would not catch a wrong order)");
  }

  // Calls that differ: every rank throws, naming device 0's call and the first that differs.
  std::vector<float> x = data_of(d);
  try {
    group.all_reduce(x.data(), d == 1 ? n + 1 : n, gpt::reduce_op::sum);
    expect(false, d, "a size mismatch was accepted");
  } catch (const std::logic_error& e) {
    expect(std::string(e.what()) == "collective mismatch: device 0 calls all_reduce of 1000 values (sum), device 1 "
                                    "all_reduce of 1001 values (sum)",
           d, std::string("mismatch message: ") + e.what());
  }
  try {
    group.broadcast(x.data(), n, p);
    expect(false, d, "a root outside the group was accepted");
  } catch (const std::invalid_argument& e) {
    expect(std::string(e.what()).find("no such device") != std::string::npos, d, e.what());
  }
  // The group still works after both.
  std::vector<float> after = data_of(d);
  group.all_reduce(after.data(), n, gpt::reduce_op::sum);
  const auto threads = on_threads(p, checks[0].call);
  expect(std::memcmp(after.data(), threads[0].data(), n * sizeof(float)) == 0, d, "all_reduce after a refused call");
  return wrong ? 1 : 0;
}
