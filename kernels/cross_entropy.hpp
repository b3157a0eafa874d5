#pragma once
// Fused softmax + cross-entropy over a vocabulary of V, llm.c style reference.
//
//   forward:         probs[n,:] = softmax(logits[n,:]) (max-subtracted),
//                    losses[n]  = logsumexp(logits[n,:]) − logits[n, targets[n]]
//   backward-input:  dlogits[n,v] = scale · (probs[n,v] − [v == targets[n]])
//                    i.e. the gradient of  L = scale · Σ_n losses[n].
//                    scale = 1/(B·T) gives the mean loss of one batch; with gradient
//                    accumulation over m microbatches use scale = 1/(m·B·T).
//   backward-weight: none.
//
// Shapes: logits, probs, dlogits [N,V] (N = B·T flattened); targets [N] (int, each in [0,V));
// losses [N]. probs may alias logits (in-place softmax) and dlogits may alias probs.
//
// Napkin math (elements; × sizeof(Scalar) for bytes):
//   forward:  ≈ 4·N·V FLOPs + N·V exps; reads N·V, writes N·V + N.
//   backward: 2·N·V FLOPs; reads N·V + N ints, writes N·V.
//   saved for backward: probs (N·V) and targets (N ints).

#include <cmath>
#include <cstddef>
#include <type_traits>

namespace pipesched::kernels {

// losses and probs are overwritten.
template <class Scalar>
void cross_entropy_forward(Scalar* losses, Scalar* probs, const Scalar* logits, const int* targets,
                           std::size_t N, std::size_t V) {
    for (std::size_t n = 0; n < N; ++n) {
        const Scalar* l = logits + n * V;
        Scalar* p = probs + n * V;
        Scalar maxval = l[0];
        for (std::size_t v = 1; v < V; ++v)
            if (l[v] > maxval) maxval = l[v];
        const Scalar target_logit = l[targets[n]];  // read before p (maybe == l) is written
        Scalar sum = 0;
        for (std::size_t v = 0; v < V; ++v) {
            p[v] = std::exp(l[v] - maxval);
            sum += p[v];
        }
        const Scalar inv = Scalar(1) / sum;
        for (std::size_t v = 0; v < V; ++v) p[v] *= inv;
        losses[n] = std::log(sum) - (target_logit - maxval);
    }
}

// B pass. dlogits is OVERWRITTEN; it may alias probs.
template <class Scalar>
void cross_entropy_backward_input(Scalar* dlogits, const Scalar* probs, const int* targets,
                                  std::type_identity_t<Scalar> scale, std::size_t N,
                                  std::size_t V) {
    for (std::size_t n = 0; n < N; ++n) {
        const Scalar* p = probs + n * V;
        Scalar* d = dlogits + n * V;
        const std::size_t target = static_cast<std::size_t>(targets[n]);
        for (std::size_t v = 0; v < V; ++v)
            d[v] = scale * (p[v] - (v == target ? Scalar(1) : Scalar(0)));
    }
}

}  // namespace pipesched::kernels
