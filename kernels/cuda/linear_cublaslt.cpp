// The cuBLASLt linear (kernels/cuda/linear_cublaslt.hpp): host code only, built by the C++
// compiler into pipesched_kernels_cuda, linked to CUDA::cublasLt.
#include <kernels/cuda/linear_cublaslt.hpp>

#include <kernels/cuda/gemm_plan_cache.hpp>
#include <kernels/cuda/linear.cuh>

#include <cublasLt.h>

#include <cstdint>
#include <string>
#include <type_traits>
#include <utility>

namespace pipesched::kernels {

namespace {

// "linear forward (bf16, N=67 C=40 OC=136)": what an error names.
template <class Elem>
std::string what(const char* op, std::size_t N, std::size_t C, std::size_t OC) {
  return std::string("linear ") + op + " (" + (std::is_same_v<Elem, float> ? "fp32" : "bf16") +
         ", N=" + std::to_string(N) + " C=" + std::to_string(C) + " OC=" + std::to_string(OC) + ")";
}

[[noreturn]] void fail(const char* call, const std::string& op, cublasStatus_t s) {
  throw cuda_error(std::string(call) + " failed for " + op + ": " + cublasLtGetStatusName(s) + " (" +
                   cublasLtGetStatusString(s) + ")");
}

void check(cublasStatus_t s, const char* call, const std::string& op) {
  if (s != CUBLAS_STATUS_SUCCESS) fail(call, op, s);
}

template <class Elem>
constexpr cudaDataType_t data_type() {
  return std::is_same_v<Elem, float> ? CUDA_R_32F : CUDA_R_16BF;
}

// Descriptors and the heuristic's algorithm for one gemm_key. supported = false: the
// heuristic had nothing for it (kept, so that it is asked once).
struct plan {
  cublasLtMatmulDesc_t desc = nullptr;
  cublasLtMatrixLayout_t a = nullptr, b = nullptr, cd = nullptr;
  cublasLtMatmulHeuristicResult_t heuristic{};
  bool supported = false;

  plan() = default;
  plan(plan&& o) noexcept
      : desc(std::exchange(o.desc, nullptr)), a(std::exchange(o.a, nullptr)), b(std::exchange(o.b, nullptr)),
        cd(std::exchange(o.cd, nullptr)), heuristic(o.heuristic), supported(o.supported) {}
  plan& operator=(plan&&) = delete;
  ~plan() {
    if (cd) cublasLtMatrixLayoutDestroy(cd);
    if (b) cublasLtMatrixLayoutDestroy(b);
    if (a) cublasLtMatrixLayoutDestroy(a);
    if (desc) cublasLtMatmulDescDestroy(desc);
  }
};

// A stored (column-major) matrix: rows × cols with leading dimension rows.
struct stored {
  std::uint64_t rows, cols;
};

}  // namespace

struct cublaslt_linear::impl {
  cublaslt_options options;
  cublasLtHandle_t handle = nullptr;
  void* workspace = nullptr;
  gemm_plan_cache<plan> plans;
  float* scratch = nullptr;  // the bias gradient of the BGRADB epilogue
  std::size_t scratch_floats = 0;

  // The plan of `key`, the heuristic asked for it the first time. A key without an
  // algorithm throws unless `may_lack` (then its plan says supported = false).
  plan& get(const gemm_key& key, stored A, stored B, stored D, bool may_lack, const std::string& op) {
    return plans.get(key, [&](const gemm_key& k) {
      plan p;
      check(cublasLtMatmulDescCreate(&p.desc, static_cast<cublasComputeType_t>(k.compute), CUDA_R_32F),
            "cublasLtMatmulDescCreate", op);
      const cublasOperation_t ta = k.transa ? CUBLAS_OP_T : CUBLAS_OP_N, tb = k.transb ? CUBLAS_OP_T : CUBLAS_OP_N;
      const auto epilogue = static_cast<cublasLtEpilogue_t>(k.epilogue);
      const auto set = [&](cublasLtMatmulDescAttributes_t attr, const auto& value) {
        check(cublasLtMatmulDescSetAttribute(p.desc, attr, &value, sizeof value), "cublasLtMatmulDescSetAttribute",
              op);
      };
      set(CUBLASLT_MATMUL_DESC_TRANSA, ta);
      set(CUBLASLT_MATMUL_DESC_TRANSB, tb);
      set(CUBLASLT_MATMUL_DESC_EPILOGUE, epilogue);
      if (epilogue == CUBLASLT_EPILOGUE_BGRADB) set(CUBLASLT_MATMUL_DESC_BIAS_DATA_TYPE, std::int32_t{CUDA_R_32F});
      const auto ab = static_cast<cudaDataType_t>(k.ab_type), cdt = static_cast<cudaDataType_t>(k.cd_type);
      check(cublasLtMatrixLayoutCreate(&p.a, ab, A.rows, A.cols, static_cast<std::int64_t>(A.rows)),
            "cublasLtMatrixLayoutCreate", op);
      check(cublasLtMatrixLayoutCreate(&p.b, ab, B.rows, B.cols, static_cast<std::int64_t>(B.rows)),
            "cublasLtMatrixLayoutCreate", op);
      check(cublasLtMatrixLayoutCreate(&p.cd, cdt, D.rows, D.cols, static_cast<std::int64_t>(D.rows)),
            "cublasLtMatrixLayoutCreate", op);
      cublasLtMatmulPreference_t pref = nullptr;
      check(cublasLtMatmulPreferenceCreate(&pref), "cublasLtMatmulPreferenceCreate", op);
      const auto set_pref = [&](cublasLtMatmulPreferenceAttributes_t attr, const auto& value) {
        const cublasStatus_t s = cublasLtMatmulPreferenceSetAttribute(pref, attr, &value, sizeof value);
        if (s != CUBLAS_STATUS_SUCCESS) {
          cublasLtMatmulPreferenceDestroy(pref);
          fail("cublasLtMatmulPreferenceSetAttribute", op, s);
        }
      };
      set_pref(CUBLASLT_MATMUL_PREF_MAX_WORKSPACE_BYTES, std::uint64_t{options.workspace_bytes});
      set_pref(CUBLASLT_MATMUL_PREF_MIN_ALIGNMENT_A_BYTES, static_cast<std::uint32_t>(k.align_a));
      set_pref(CUBLASLT_MATMUL_PREF_MIN_ALIGNMENT_B_BYTES, static_cast<std::uint32_t>(k.align_b));
      set_pref(CUBLASLT_MATMUL_PREF_MIN_ALIGNMENT_C_BYTES, static_cast<std::uint32_t>(k.align_cd));
      set_pref(CUBLASLT_MATMUL_PREF_MIN_ALIGNMENT_D_BYTES, static_cast<std::uint32_t>(k.align_cd));
      int found = 0;
      const cublasStatus_t s =
          cublasLtMatmulAlgoGetHeuristic(handle, p.desc, p.a, p.b, p.cd, p.cd, pref, 1, &p.heuristic, &found);
      cublasLtMatmulPreferenceDestroy(pref);
      p.supported = s == CUBLAS_STATUS_SUCCESS && found > 0;
      if (!p.supported && !may_lack) {
        if (s != CUBLAS_STATUS_SUCCESS) fail("cublasLtMatmulAlgoGetHeuristic", op, s);
        throw cuda_error("cublasLtMatmulAlgoGetHeuristic found no algorithm for " + op);
      }
      return p;
    });
  }

  void matmul(plan& p, const void* A, const void* B, float beta, void* D, cudaStream_t stream, const std::string& op) {
    const float alpha = 1.0f;
    check(cublasLtMatmul(handle, p.desc, &alpha, A, p.a, B, p.b, &beta, D, p.cd, D, p.cd, &p.heuristic.algo,
                         workspace, options.workspace_bytes, stream),
          "cublasLtMatmul", op);
  }

  void set_bias(plan& p, const void* bias, const std::string& op) {
    check(cublasLtMatmulDescSetAttribute(p.desc, CUBLASLT_MATMUL_DESC_BIAS_POINTER, &bias, sizeof bias),
          "cublasLtMatmulDescSetAttribute", op);
  }

  float* bias_scratch(std::size_t n, cudaStream_t stream) {
    if (n > scratch_floats) {
      if (scratch) PIPESCHED_CUDA_CHECK(cudaFreeAsync(scratch, stream));
      scratch = nullptr;
      scratch_floats = 0;
      void* p = nullptr;
      PIPESCHED_CUDA_CHECK(cudaMallocAsync(&p, n * sizeof(float), stream));
      scratch = static_cast<float*>(p);
      scratch_floats = n;
    }
    return scratch;
  }

  int compute_type(bool fp32) const {
    return fp32 && options.allow_tf32 ? CUBLAS_COMPUTE_32F_FAST_TF32 : CUBLAS_COMPUTE_32F;
  }
};

cublaslt_linear::cublaslt_linear(int gpu, cublaslt_options options) : gpu_(gpu), impl_(std::make_unique<impl>()) {
  impl_->options = options;
  const std::string op = "a cuBLASLt handle on GPU " + std::to_string(gpu);
  check(cublasLtCreate(&impl_->handle), "cublasLtCreate", op);
  if (options.workspace_bytes > 0) {
    const cudaError_t err = cudaMalloc(&impl_->workspace, options.workspace_bytes);
    if (err != cudaSuccess) {
      cublasLtDestroy(impl_->handle);
      PIPESCHED_CUDA_CHECK(err);
    }
  }
}

cublaslt_linear::~cublaslt_linear() {
  if (impl_->scratch) (void)cudaFree(impl_->scratch);
  if (impl_->workspace) (void)cudaFree(impl_->workspace);
  if (impl_->handle) cublasLtDestroy(impl_->handle);
}

std::size_t cublaslt_linear::plans_made() const noexcept { return impl_->plans.misses(); }

template <class Elem>
void cublaslt_linear::forward(Elem* out, const Elem* inp, const Elem* weight, const Elem* bias, std::size_t N,
                              std::size_t C, std::size_t OC, cudaStream_t stream) {
  if (N == 0 || C == 0 || OC == 0) {  // out = bias (or nothing): no GEMM to plan
    linear_forward_cuda(out, inp, weight, bias, N, C, OC, stream);
    return;
  }
  const detail::nvtx_range range{"linear_forward_cublaslt"};
  const std::string op = what<Elem>("forward", N, C, OC);
  const gemm_key key{.m = static_cast<std::int64_t>(OC), .n = static_cast<std::int64_t>(N),
                     .k = static_cast<std::int64_t>(C), .transa = true, .transb = false,
                     .ab_type = data_type<Elem>(), .cd_type = data_type<Elem>(),
                     .compute = impl_->compute_type(std::is_same_v<Elem, float>),
                     .epilogue = bias ? CUBLASLT_EPILOGUE_BIAS : CUBLASLT_EPILOGUE_DEFAULT, .accumulate = false,
                     .align_a = alignment_of(weight), .align_b = alignment_of(inp), .align_cd = alignment_of(out)};
  plan& p = impl_->get(key, {C, OC}, {C, N}, {OC, N}, false, op);
  if (bias) impl_->set_bias(p, bias, op);
  impl_->matmul(p, weight, inp, 0.0f, out, stream, op);
}

template <class Elem>
void cublaslt_linear::backward_input(Elem* dinp, const Elem* dout, const Elem* weight, std::size_t N, std::size_t C,
                                     std::size_t OC, cudaStream_t stream) {
  if (N == 0 || C == 0 || OC == 0) {  // dinp = 0 (or nothing)
    linear_backward_input_cuda(dinp, dout, weight, N, C, OC, stream);
    return;
  }
  const detail::nvtx_range range{"linear_backward_input_cublaslt"};
  const std::string op = what<Elem>("backward-input", N, C, OC);
  const gemm_key key{.m = static_cast<std::int64_t>(C), .n = static_cast<std::int64_t>(N),
                     .k = static_cast<std::int64_t>(OC), .transa = false, .transb = false,
                     .ab_type = data_type<Elem>(), .cd_type = data_type<Elem>(),
                     .compute = impl_->compute_type(std::is_same_v<Elem, float>),
                     .epilogue = CUBLASLT_EPILOGUE_DEFAULT, .accumulate = false, .align_a = alignment_of(weight),
                     .align_b = alignment_of(dout), .align_cd = alignment_of(dinp)};
  plan& p = impl_->get(key, {C, OC}, {OC, N}, {C, N}, false, op);
  impl_->matmul(p, weight, dout, 0.0f, dinp, stream, op);
}

template <class Elem>
void cublaslt_linear::backward_weight(float* dweight, float* dbias, const Elem* dout, const Elem* inp, std::size_t N,
                                      std::size_t C, std::size_t OC, cudaStream_t stream) {
  if (N == 0 || C == 0 || OC == 0) {  // nothing to add, or only dbias's sums of nothing
    linear_backward_weight_cuda(dweight, dbias, dout, inp, N, C, OC, stream);
    return;
  }
  const detail::nvtx_range range{"linear_backward_weight_cublaslt"};
  const std::string op = what<Elem>("backward-weight", N, C, OC);
  gemm_key key{.m = static_cast<std::int64_t>(C), .n = static_cast<std::int64_t>(OC),
               .k = static_cast<std::int64_t>(N), .transa = false, .transb = true, .ab_type = data_type<Elem>(),
               .cd_type = CUDA_R_32F, .compute = impl_->compute_type(std::is_same_v<Elem, float>),
               .epilogue = CUBLASLT_EPILOGUE_DEFAULT, .accumulate = true, .align_a = alignment_of(inp),
               .align_b = alignment_of(dout), .align_cd = alignment_of(dweight)};
  const stored A{C, N}, B{OC, N}, D{C, OC};
  if (dbias) {
    key.epilogue = CUBLASLT_EPILOGUE_BGRADB;
    plan& fused = impl_->get(key, A, B, D, true, op);
    if (fused.supported) {
      float* partial = impl_->bias_scratch(OC, stream);
      impl_->set_bias(fused, partial, op);
      impl_->matmul(fused, inp, dout, 1.0f, dweight, stream, op);
      linear_bias_accumulate_cuda(dbias, partial, OC, stream);
      return;
    }
    key.epilogue = CUBLASLT_EPILOGUE_DEFAULT;
  }
  plan& p = impl_->get(key, A, B, D, false, op);
  impl_->matmul(p, inp, dout, 1.0f, dweight, stream, op);
  if (dbias) linear_backward_bias_cuda(dbias, dout, N, OC, stream);
}

template void cublaslt_linear::forward<float>(float*, const float*, const float*, const float*, std::size_t,
                                              std::size_t, std::size_t, cudaStream_t);
template void cublaslt_linear::forward<bf16>(bf16*, const bf16*, const bf16*, const bf16*, std::size_t, std::size_t,
                                             std::size_t, cudaStream_t);
template void cublaslt_linear::backward_input<float>(float*, const float*, const float*, std::size_t, std::size_t,
                                                     std::size_t, cudaStream_t);
template void cublaslt_linear::backward_input<bf16>(bf16*, const bf16*, const bf16*, std::size_t, std::size_t,
                                                    std::size_t, cudaStream_t);
template void cublaslt_linear::backward_weight<float>(float*, float*, const float*, const float*, std::size_t,
                                                      std::size_t, std::size_t, cudaStream_t);
template void cublaslt_linear::backward_weight<bf16>(float*, float*, const bf16*, const bf16*, std::size_t,
                                                     std::size_t, std::size_t, cudaStream_t);

}  // namespace pipesched::kernels
