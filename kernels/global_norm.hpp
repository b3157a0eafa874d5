#pragma once
// Global gradient norm and clipping (torch.nn.utils.clip_grad_norm_ semantics, without its
// 1e-6 fudge), llm.c style reference.
//
//   global_norm_squared:  *sumsq += Σ_i g_i²   (accumulated in double)
//   clip_coefficient:     min(1, max_norm / norm)   (1 when norm ≤ max_norm, incl. norm = 0)
//   clip_grads:           g ← g · clip_coefficient(norm, max_norm)
//
// The norm spans all of a model's gradients, which live in several buffers (per stage, per
// device, per rank), so the squared sum ACCUMULATES into a caller-owned double: zero it, call
// global_norm_squared once per buffer (and all-reduce across ranks), take sqrt, then clip every
// buffer with that one norm. Writing through a pointer rather than returning lets a CUDA
// launcher with this argument list keep the sum on the device.
//
// Napkin math (elements; × sizeof(Scalar) for bytes):
//   global_norm_squared: 2·n FLOPs; reads n.
//   clip_grads:          n FLOPs;   reads n, writes n (nothing when the coefficient is 1).

#include <cstddef>

namespace pipesched::kernels {

template <class Scalar>
void global_norm_squared(double* sumsq, const Scalar* grads, std::size_t n) {
    double acc = 0;
    for (std::size_t i = 0; i < n; ++i) {
        const double g = static_cast<double>(grads[i]);
        acc += g * g;
    }
    *sumsq += acc;
}

constexpr double clip_coefficient(double norm, double max_norm) {
    return norm > max_norm ? max_norm / norm : 1.0;
}

// Scales grads by clip_coefficient(norm, max_norm); norm is the global norm (sqrt of the
// accumulated squared sum). Leaves grads untouched when no clipping is needed.
template <class Scalar>
void clip_grads(Scalar* grads, std::size_t n, double norm, double max_norm) {
    const double coef = clip_coefficient(norm, max_norm);
    if (coef == 1.0) return;
    const Scalar s = static_cast<Scalar>(coef);
    for (std::size_t i = 0; i < n; ++i) grads[i] *= s;
}

}  // namespace pipesched::kernels
