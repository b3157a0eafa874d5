#pragma once
// Softmax + cross-entropy over one device's shard of the vocabulary (vocabulary
// parallelism, arXiv 2411.05288): kernels/cross_entropy.hpp cut at the all-reduce of the
// softmax statistics, so that each of p devices holds the logits of V_d = its shard's
// tokens [first, first + V_d) and the rows' max and sum-exp are combined across devices.
//
//   S (forward, before the all-reduce):
//     max[n]    = max_v logits[n,v]                       (the shard's, v = 0, 1, ...)
//     sumexp[n] = Σ_v exp(logits[n,v] − max[n])           (v order, in acc_t<T>)
//   all-reduce (a collective between the passes):
//     M[n] = max over devices of max[n];  then each device rescales (vocab_rescale_sumexp)
//     sumexp[n] · exp(max[n] − M[n]) and the rescaled sums are summed over devices
//     (d = 0, 1, ..., p−1: a fixed order, so every run gives the same bits): S[n].
//   T (backward, after it):
//     probs[n,v]   = exp(logits[n,v] − M[n]) / S[n], rounded to T
//     dlogits[n,v] = scale · (probs[n,v] − [first + v == targets[n]])
//     losses[n]    = log S[n] − (logits[n, targets[n] − first] − M[n]) where the target
//                    is in the shard, else 0: the devices' losses summed are the loss.
//
// With one device (first = 0, V_d = V) every value equals kernels/cross_entropy.hpp's to the
// bit: the same max and sum in the same order, exp(0) = 1 in the rescale, the same
// probability rounded to T before the gradient reads it. With more, S[n] is the same sum
// grouped by shard, so the results agree within rounding.
//
// Algorithm 2 (the paper's Vocab-2: one all-reduce per microbatch) moves the input
// gradient into S, before the statistics are global, and corrects it after:
//   S: a[n,:] = (scale · softmax_local(logits)[n,:]) · W_d  (the local softmax under the
//      shard's own max and sum-exp: vocab_local_softmax, then the linear layer's backward)
//      b[n,:] = scale · W_d's row of targets[n] where it is in the shard, else 0
//      (vocab_target_rows);
//   after the all-reduce: dx_d = (share[n] / S[n]) · a − b with share the shard's sum-exp
//      rescaled to the global max (vocab_input_grad_part); the devices' dx_d summed are
//      the input gradient, since Σ_d share_d / S · softmax_local_d = the global softmax.
//
// Shapes: logits, dlogits [N, V_d] (dlogits may alias logits); max, sumexp, M, S,
// local_max and losses [N] in acc_t<T>; targets [N] (int, each in [0, V) of the whole
// vocabulary).
//
// Napkin math (elements; × sizeof(T) for bytes, statistics × sizeof(acc_t<T>)):
//   S: ≈ 3·N·V_d FLOPs + N·V_d exps; reads N·V_d, writes 2·N.
//   T: ≈ 4·N·V_d FLOPs + N·V_d exps; reads N·V_d + 3·N, writes N·V_d + N.
//   kept from S to T: the logits (N·V_d) and the statistics (2·N).

#include <cmath>
#include <cstddef>

#include <kernels/storage.hpp>

namespace pipesched::kernels {

// S: max and sumexp are overwritten.
template <class T>
void vocab_softmax_stats(acc_t<T>* max, acc_t<T>* sumexp, const T* logits, std::size_t N, std::size_t V) {
    using A = acc_t<T>;
    for (std::size_t n = 0; n < N; ++n) {
        const T* l = logits + n * V;
        A m = widen(l[0]);
        for (std::size_t v = 1; v < V; ++v)
            if (widen(l[v]) > m) m = widen(l[v]);
        A sum = 0;
        for (std::size_t v = 0; v < V; ++v) sum += std::exp(widen(l[v]) - m);
        max[n] = m;
        sumexp[n] = sum;
    }
}

// Between the all-reduce of the maxima and that of the sums: sumexp[n] *= exp(local_max[n]
// − global_max[n]), in place.
template <class A>
void vocab_rescale_sumexp(A* sumexp, const A* local_max, const A* global_max, std::size_t N) {
    for (std::size_t n = 0; n < N; ++n) sumexp[n] *= std::exp(local_max[n] - global_max[n]);
}

// T: losses and dlogits are OVERWRITTEN; dlogits may alias logits. max and sum are the
// all-reduced M and S.
template <class T>
void vocab_cross_entropy_backward(acc_t<T>* losses, T* dlogits, const T* logits, const acc_t<T>* max,
                                  const acc_t<T>* sum, const int* targets, std::size_t first, acc_t<T> scale,
                                  std::size_t N, std::size_t V) {
    using A = acc_t<T>;
    for (std::size_t n = 0; n < N; ++n) {
        const T* l = logits + n * V;
        T* d = dlogits + n * V;
        const std::size_t target = static_cast<std::size_t>(targets[n]);
        const bool here = target >= first && target - first < V;
        const A inv = A(1) / sum[n];
        // The loss reads the target's logit before d (maybe == l) is written.
        losses[n] = here ? std::log(sum[n]) - (widen(l[target - first]) - max[n]) : A(0);
        for (std::size_t v = 0; v < V; ++v) {
            const T p = store<T>(std::exp(widen(l[v]) - max[n]) * inv);
            d[v] = store<T>(scale * (widen(p) - (here && v == target - first ? A(1) : A(0))));
        }
    }
}

// Algorithm 2's S: probs [N, V_d] (overwritten) = scale · exp(logits − max[n]) / sumexp[n]
// under the shard's own statistics (vocab_softmax_stats's), rounded to T.
template <class T>
void vocab_local_softmax(T* probs, const T* logits, const acc_t<T>* max, const acc_t<T>* sumexp, acc_t<T> scale,
                         std::size_t N, std::size_t V) {
    using A = acc_t<T>;
    for (std::size_t n = 0; n < N; ++n) {
        const A inv = A(1) / sumexp[n];
        for (std::size_t v = 0; v < V; ++v)
            probs[n * V + v] = store<T>(scale * (std::exp(widen(logits[n * V + v]) - max[n]) * inv));
    }
}

// Algorithm 2's S: rows [N, C] (overwritten) = scale · weight_shard's row of targets[n]
// where it is in the shard [first, first + V), zeros elsewhere; weight_shard [V, C].
template <class T>
void vocab_target_rows(T* rows, const T* weight_shard, const int* targets, std::size_t first, acc_t<T> scale,
                       std::size_t N, std::size_t C, std::size_t V) {
    using A = acc_t<T>;
    for (std::size_t n = 0; n < N; ++n) {
        const std::size_t t = static_cast<std::size_t>(targets[n]);
        const bool here = t >= first && t - first < V;
        for (std::size_t c = 0; c < C; ++c)
            rows[n * C + c] = store<T>(here ? scale * widen(weight_shard[(t - first) * C + c]) : A(0));
    }
}

// Algorithm 2, once the statistics are global: this shard's part of the input gradient,
// dx [N, C] (overwritten) = (share[n] / sum[n]) · a − b; share the shard's sum-exp rescaled
// to the global max (vocab_rescale_sumexp), sum the global sum-exp.
template <class T>
void vocab_input_grad_part(T* dx, const T* a, const T* b, const acc_t<T>* share, const acc_t<T>* sum, std::size_t N,
                           std::size_t C) {
    using A = acc_t<T>;
    for (std::size_t n = 0; n < N; ++n) {
        const A c = share[n] / sum[n];
        for (std::size_t i = 0; i < C; ++i) dx[n * C + i] = store<T>(c * widen(a[n * C + i]) - widen(b[n * C + i]));
    }
}

}  // namespace pipesched::kernels
