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
// Storage (kernels/storage.hpp): logits, probs and dlogits are T; losses and scale are
// acc_t<T> (fp32 for bf16). The softmax sums in acc_t<T> over a scratch row, so each
// probability is rounded to T once.
//
// Napkin math (elements; × sizeof(T) for bytes, losses × sizeof(acc_t<T>)):
//   forward:  ≈ 4·N·V FLOPs + N·V exps; reads N·V, writes N·V + N.
//   backward: 2·N·V FLOPs; reads N·V + N ints, writes N·V.
//   saved for backward: probs (N·V) and targets (N ints).

#include <cmath>
#include <cstddef>
#include <vector>

#include <kernels/storage.hpp>

namespace pipesched::kernels {

// losses and probs are overwritten.
template <class T>
void cross_entropy_forward(acc_t<T>* losses, T* probs, const T* logits, const int* targets,
                           std::size_t N, std::size_t V) {
    using A = acc_t<T>;
    std::vector<A> row(V);  // exp(logit − max), then read before p (maybe == l) is written
    for (std::size_t n = 0; n < N; ++n) {
        const T* l = logits + n * V;
        T* p = probs + n * V;
        A maxval = widen(l[0]);
        for (std::size_t v = 1; v < V; ++v)
            if (widen(l[v]) > maxval) maxval = widen(l[v]);
        const A target_logit = widen(l[targets[n]]);  // read before p (maybe == l) is written
        A sum = 0;
        for (std::size_t v = 0; v < V; ++v) {
            row[v] = std::exp(widen(l[v]) - maxval);
            sum += row[v];
        }
        const A inv = A(1) / sum;
        for (std::size_t v = 0; v < V; ++v) p[v] = store<T>(row[v] * inv);
        losses[n] = std::log(sum) - (target_logit - maxval);
    }
}

// B pass. dlogits is OVERWRITTEN; it may alias probs.
template <class T>
void cross_entropy_backward_input(T* dlogits, const T* probs, const int* targets,
                                  acc_t<T> scale, std::size_t N, std::size_t V) {
    using A = acc_t<T>;
    for (std::size_t n = 0; n < N; ++n) {
        const T* p = probs + n * V;
        T* d = dlogits + n * V;
        const std::size_t target = static_cast<std::size_t>(targets[n]);
        for (std::size_t v = 0; v < V; ++v)
            d[v] = store<T>(scale * (widen(p[v]) - (v == target ? A(1) : A(0))));
    }
}

}  // namespace pipesched::kernels
