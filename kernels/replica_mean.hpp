#pragma once
// The data-parallel gradient mean of one buffer over w replicas, llm.c style reference:
//
//   replica_mean:  mean[i] ← float((mean[i] + others[0·n + i] + ... + others[(w-2)·n + i]) / w)
//
// `mean` holds replica 0's gradients on entry and the mean on return; `others` holds
// replicas 1..w-1's, one after another (n each). Per element the sum runs in double, replica
// 0 first, then 1, 2, ... -- a fixed order, so the result does not depend on timing or on
// which device reduces, and equals runtime/train/replica_reduce.cpp's replica_mean bit for
// bit (the same sum, the same division, one rounding to float).
//
// Napkin math (elements; × sizeof(Scalar) for bytes): w·n FLOPs (fp64); reads w·n, writes n.

#include <cstddef>

namespace pipesched::kernels {

template <class Scalar>
void replica_mean(Scalar* mean, const Scalar* others, std::size_t replicas, std::size_t n) {
    const double w = static_cast<double>(replicas);
    for (std::size_t i = 0; i < n; ++i) {
        double sum = static_cast<double>(mean[i]);
        for (std::size_t r = 1; r < replicas; ++r) sum += static_cast<double>(others[(r - 1) * n + i]);
        mean[i] = static_cast<Scalar>(sum / w);
    }
}

}  // namespace pipesched::kernels
