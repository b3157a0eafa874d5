#pragma once
// AdamW step (decoupled weight decay, as torch.optim.AdamW), llm.c style reference.
//
// For step t ≥ 1 (the first step is t = 1), elementwise:
//   p ← p − lr·wd·p                                  (decoupled decay, on the old p)
//   m ← β1·m + (1−β1)·g
//   v ← β2·v + (1−β2)·g²
//   m̂ = m / (1−β1ᵗ),  v̂ = v / (1−β2ᵗ)
//   p ← p − lr · m̂ / (sqrt(v̂) + eps)
// Parameters that should not decay (biases, LayerNorm) are stepped with weight_decay = 0.
//
// Shapes: params, grads, m, v [n]; m and v start at zero.
//
// Napkin math (elements; × sizeof(Scalar) for bytes):
//   ≈ 14·n FLOPs + n sqrt + n div; reads 4·n (p, g, m, v), writes 3·n (p, m, v).

#include <cmath>
#include <cstddef>
#include <type_traits>

namespace pipesched::kernels {

// params, m and v are updated in place; grads is read only.
template <class Scalar>
void adamw_step(Scalar* params, const Scalar* grads, Scalar* m, Scalar* v, std::size_t n, int step,
                std::type_identity_t<Scalar> lr, std::type_identity_t<Scalar> beta1,
                std::type_identity_t<Scalar> beta2, std::type_identity_t<Scalar> eps,
                std::type_identity_t<Scalar> weight_decay) {
    // Bias corrections in double (as PyTorch computes them on the host), then rounded once.
    const Scalar bc1 = static_cast<Scalar>(1.0 - std::pow(static_cast<double>(beta1), step));
    const Scalar bc2 = static_cast<Scalar>(1.0 - std::pow(static_cast<double>(beta2), step));
    const Scalar decay = Scalar(1) - lr * weight_decay;
    for (std::size_t i = 0; i < n; ++i) {
        const Scalar g = grads[i];
        const Scalar mi = beta1 * m[i] + (Scalar(1) - beta1) * g;
        const Scalar vi = beta2 * v[i] + (Scalar(1) - beta2) * g * g;
        m[i] = mi;
        v[i] = vi;
        const Scalar mhat = mi / bc1;
        const Scalar vhat = vi / bc2;
        params[i] = params[i] * decay - lr * mhat / (std::sqrt(vhat) + eps);
    }
}

}  // namespace pipesched::kernels
