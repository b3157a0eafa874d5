// nvcc on the installed headers: C++20 and --expt-relaxed-constexpr come from the exported
// pipesched::pipesched (test/consumer/CMakeLists.txt sets neither), and schedule queries
// run inside a kernel. Exit 77 (skipped) without a GPU.
#include <pipesched/pipesched.hpp>

#include <cstdio>

namespace ps = pipesched;
using sched = ps::family_schedule<ps::family::one_f_one_b, ps::shape{4, 8, 1}>;
static_assert(sched::peak_activation_units() == 4);

// Thread d counts device d's compute actions: F, B and W of 8 microbatches = 24.
__global__ void count_compute(int* out) {
  const int d = static_cast<int>(threadIdx.x);
  int n = 0;
  for (const ps::action& a : sched::actions(d)) n += ps::is_compute(a.kind) ? 1 : 0;
  out[d] = n;
}

int main() {
  int* counts = nullptr;
  if (cudaMallocManaged(&counts, 4 * sizeof(int)) != cudaSuccess) {
    std::printf("no CUDA device: kernel built, not run\n");
    return 77;
  }
  count_compute<<<1, 4>>>(counts);
  if (cudaDeviceSynchronize() != cudaSuccess) {
    std::printf("count_compute failed: %s\n", cudaGetErrorString(cudaGetLastError()));
    return 1;
  }
  const bool ok = counts[0] == 24 && counts[1] == 24 && counts[2] == 24 && counts[3] == 24;
  std::printf("compute actions per device: %d %d %d %d\n", counts[0], counts[1], counts[2], counts[3]);
  cudaFree(counts);
  return ok ? 0 : 1;
}
