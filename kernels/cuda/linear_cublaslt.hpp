#pragma once
// The production linear on a GPU: kernels/linear.hpp's three GEMMs through cuBLASLt, with
// the same semantics as kernels/cuda/linear.cuh's simple kernels (which stay the reference
// and the fallback). Device pointers; cudaStream_t last.
//
//   forward:          out[n,o]      = bias[o] + Σ_c inp[n,c]·weight[o,c]   (overwrites)
//                     one matmul, the bias in its BIAS epilogue (added in fp32 before the
//                     single rounding of out)
//   backward-input:   dinp[n,c]     = Σ_o dout[n,o]·weight[o,c]            (overwrites)
//   backward-weight:  dweight[o,c] += Σ_n dout[n,o]·inp[n,c]               fp32, beta = 1
//                     dbias[o]     += Σ_n dout[n,o]                        fp32
//                     the bias gradient from the same matmul's BGRADB epilogue into a
//                     scratch vector, then added to dbias (the epilogue overwrites, the op
//                     accumulates across microbatches); where cuBLASLt offers no BGRADB
//                     algorithm for the shape, the plain matmul and the simple bias kernel.
// No GELU epilogue: the stage keeps GELU's input for its backward and runs GELU as its own op
// (kernels/gelu.hpp), so fusing it would change what the stage stores.
//
// Types: bf16 storage (A, B bf16; D bf16 for forward and dX, fp32 for dW) with fp32
// accumulation (CUBLAS_COMPUTE_32F); fp32 storage in exact fp32 (CUBLAS_COMPUTE_32F, no
// TF32) unless cublaslt_options::allow_tf32.
//
// Row-major X[r,c] is column-major Xᵀ, so (m, n, k) in cuBLASLt's column-major terms are:
//   forward   D[OC,N] = Wᵀ(op T of the [C,OC] weight) · inp[C,N]      m=OC n=N  k=C
//   dX        D[C,N]  = W[C,OC] · dout[OC,N]                          m=C  n=N  k=OC
//   dW        D[C,OC] = inp[C,N] · doutᵀ(op T of the [OC,N] dout)     m=C  n=OC k=N
//
// Plans: one heuristic query (the best algorithm for the workspace), its descriptors and
// layouts per distinct gemm_key (kernels/cuda/gemm_plan_cache.hpp), made at the first call
// of a shape and reused. Workspace: workspace_bytes of device memory allocated once, outside
// the activation meter (like the cudaMallocAsync'd tensors), plus a grow-only fp32 scratch
// for the bias gradient. An object must not run on two streams at once (the workspace would
// be shared): the CUDA backend keeps one per pipeline device, on its compute stream.
//
// Errors: kernels::cuda_error with one line naming the cuBLASLt call, the op, the dtype and
// the shape, and cuBLAS's status name and text.
#include <kernels/bf16.hpp>
#include <kernels/cuda/check.cuh>

#include <cstddef>
#include <memory>

namespace pipesched::kernels {

struct cublaslt_options {
  bool allow_tf32 = false;  // fp32 GEMMs on TF32 tensor cores; off: exact fp32
  std::size_t workspace_bytes = std::size_t{32} << 20;  // cuBLAS's advice for Hopper
  friend bool operator==(const cublaslt_options&, const cublaslt_options&) = default;
};

class cublaslt_linear {
 public:
  // On GPU `gpu` (the handle and workspace are made there; calls must run with it current).
  explicit cublaslt_linear(int gpu, cublaslt_options options = {});
  ~cublaslt_linear();
  cublaslt_linear(const cublaslt_linear&) = delete;
  cublaslt_linear& operator=(const cublaslt_linear&) = delete;

  template <class Elem>  // float or bf16
  void forward(Elem* out, const Elem* inp, const Elem* weight, const Elem* bias, std::size_t N, std::size_t C,
               std::size_t OC, cudaStream_t stream);
  template <class Elem>
  void backward_input(Elem* dinp, const Elem* dout, const Elem* weight, std::size_t N, std::size_t C,
                      std::size_t OC, cudaStream_t stream);
  template <class Elem>
  void backward_weight(float* dweight, float* dbias, const Elem* dout, const Elem* inp, std::size_t N,
                       std::size_t C, std::size_t OC, cudaStream_t stream);

  std::size_t plans_made() const noexcept;  // heuristic queries so far (one per distinct key)
  int gpu() const noexcept { return gpu_; }

 private:
  struct impl;
  int gpu_;
  std::unique_ptr<impl> impl_;
};

extern template void cublaslt_linear::forward<float>(float*, const float*, const float*, const float*, std::size_t,
                                                     std::size_t, std::size_t, cudaStream_t);
extern template void cublaslt_linear::forward<bf16>(bf16*, const bf16*, const bf16*, const bf16*, std::size_t,
                                                    std::size_t, std::size_t, cudaStream_t);
extern template void cublaslt_linear::backward_input<float>(float*, const float*, const float*, std::size_t,
                                                            std::size_t, std::size_t, cudaStream_t);
extern template void cublaslt_linear::backward_input<bf16>(bf16*, const bf16*, const bf16*, std::size_t, std::size_t,
                                                           std::size_t, cudaStream_t);
extern template void cublaslt_linear::backward_weight<float>(float*, float*, const float*, const float*, std::size_t,
                                                             std::size_t, std::size_t, cudaStream_t);
extern template void cublaslt_linear::backward_weight<bf16>(float*, float*, const bf16*, const bf16*, std::size_t,
                                                            std::size_t, std::size_t, cudaStream_t);

}  // namespace pipesched::kernels
