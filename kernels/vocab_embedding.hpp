#pragma once
// The token embedding sharded by vocabulary (vocabulary parallelism, arXiv 2411.05288):
// each of p devices holds the rows [first, first + V_d) of wte and looks up only the
// tokens in its range; the devices' outputs are summed (exactly one is non-zero per
// position, so the sum is exact) and the position embedding is added after the sum, on
// the device that holds wpe. kernels/embedding.hpp's two passes, cut at that sum.
//
//   forward (each device):      out[n,:] = wte_shard[tokens[n] − first,:] if the token is in
//                               the shard, else 0
//   after the sum (wpe's):      x[b,t,:] = x[b,t,:] + wpe[t,:]
//   backward-weight (each):     dwte_shard[tokens[n] − first,:] += dout[n,:] for tokens in
//                               the shard (n order, as embedding_backward_weight)
//   backward-weight (wpe's):    dwpe[t,:] += dout[b,t,:]
//   backward-input:             none (tokens are integers).
//
// Every value equals kernels/embedding.hpp's to the bit whatever p is: the lookup is a
// copy, adding zeros is exact, the position is added to the same token row, and each
// gradient row accumulates the same values in the same order.
//
// Shapes: tokens [N] = [B, T] (int, in [0, V)); wte_shard, dwte_shard [V_d, C]; wpe, dwpe
// [maxT, C] with T <= maxT; out, x, dout [N, C]. Storage (kernels/storage.hpp): out, x,
// dout, wte_shard, wpe are T; the gradients acc_t<T>.
//
// Napkin math (elements): forward N·C copies (reads ≤ N·C rows, writes N·C); positions
// N·C adds; each backward-weight ≤ N·C adds. Kept for backward: the tokens only.

#include <cstddef>

#include <kernels/storage.hpp>

namespace pipesched::kernels {

// out is overwritten.
template <class Elem>
void vocab_embedding_forward(Elem* out, const int* tokens, const Elem* wte_shard, std::size_t first, std::size_t V,
                             std::size_t N, std::size_t C) {
    for (std::size_t n = 0; n < N; ++n) {
        Elem* o = out + n * C;
        const std::size_t token = static_cast<std::size_t>(tokens[n]);
        if (token >= first && token - first < V) {
            const Elem* te = wte_shard + (token - first) * C;
            for (std::size_t c = 0; c < C; ++c) o[c] = te[c];
        } else {
            for (std::size_t c = 0; c < C; ++c) o[c] = store<Elem>(acc_t<Elem>(0));
        }
    }
}

// x += wpe row by row, in place.
template <class Elem>
void position_embedding_forward(Elem* x, const Elem* wpe, std::size_t B, std::size_t T, std::size_t C) {
    for (std::size_t b = 0; b < B; ++b)
        for (std::size_t t = 0; t < T; ++t) {
            Elem* o = x + (b * T + t) * C;
            const Elem* pe = wpe + t * C;
            for (std::size_t c = 0; c < C; ++c) o[c] = store<Elem>(widen(o[c]) + widen(pe[c]));
        }
}

// W pass; dwte_shard accumulated (+=).
template <class Elem>
void vocab_embedding_backward_weight(acc_t<Elem>* dwte_shard, const Elem* dout, const int* tokens, std::size_t first,
                                     std::size_t V, std::size_t N, std::size_t C) {
    for (std::size_t n = 0; n < N; ++n) {
        const std::size_t token = static_cast<std::size_t>(tokens[n]);
        if (token < first || token - first >= V) continue;
        acc_t<Elem>* te = dwte_shard + (token - first) * C;
        const Elem* d = dout + n * C;
        for (std::size_t c = 0; c < C; ++c) te[c] += widen(d[c]);
    }
}

// W pass; dwpe accumulated (+=).
template <class Elem>
void position_embedding_backward_weight(acc_t<Elem>* dwpe, const Elem* dout, std::size_t B, std::size_t T,
                                        std::size_t C) {
    for (std::size_t b = 0; b < B; ++b)
        for (std::size_t t = 0; t < T; ++t) {
            const Elem* d = dout + (b * T + t) * C;
            acc_t<Elem>* pe = dwpe + t * C;
            for (std::size_t c = 0; c < C; ++c) pe[c] += widen(d[c]);
        }
}

}  // namespace pipesched::kernels
