#pragma once
// What the CUDA kernel tests share: a stream they own, NaN-poisoned outputs (a kernel that
// leaves an element unwritten shows as NaN against the reference), widening to double for the
// checker, and the launch sequences the fp32 and bf16 tests of a kernel both run (attention,
// cross-entropy), so that both put the same kernels through the same steps.
#include <kernels/cuda/attention.cuh>
#include <kernels/cuda/check.cuh>
#include <kernels/cuda/cross_entropy.cuh>
#include <kernels/cuda/device_buffer.cuh>

#include <cstddef>
#include <tuple>
#include <vector>

namespace pipesched::test {

// The shapes each kernel's fp32 and bf16 tests both run (GENERATE(from_range(...))): ragged
// sizes, not multiples of the block, of a warp, or of each other.
using shape2 = std::tuple<std::size_t, std::size_t>;
using shape3 = std::tuple<std::size_t, std::size_t, std::size_t>;
using shape4 = std::tuple<std::size_t, std::size_t, std::size_t, std::size_t>;
// {B, T, C, V}
inline const std::vector<shape4> embedding_shapes{
    {1, 1, 1, 1}, {2, 3, 5, 7}, {3, 17, 33, 11}, {4, 64, 257, 50}, {2, 1024, 768, 3}};
// {N, C}
inline const std::vector<shape2> layernorm_shapes{{1, 1},   {3, 7},   {17, 255}, {5, 256},
                                                  {4, 257}, {33, 768}, {2, 1000}, {300, 64}};
// {N, C, OC}
inline const std::vector<shape3> linear_shapes{{1, 1, 1},    {3, 5, 7},    {17, 33, 65},
                                               {64, 96, 40}, {8, 768, 3},  {257, 129, 255}};
// {N, V}
inline const std::vector<shape2> cross_entropy_shapes{{1, 1},    {3, 7},    {2, 257},
                                                      {5, 1000}, {4, 50257}, {300, 33}};
// {B, T, C, NH}: T not a multiple of the 128-row tile, head sizes 1 to 200.
inline const std::vector<shape4> attention_shapes{{1, 1, 1, 1},    {2, 3, 6, 2},  {1, 17, 12, 3},
                                                  {2, 33, 40, 5},  {3, 65, 96, 2}, {1, 130, 200, 1},
                                                  {2, 300, 64, 4}};

class stream {
public:
    stream() { PIPESCHED_CUDA_CHECK(cudaStreamCreate(&s_)); }
    ~stream() { (void)cudaStreamDestroy(s_); }
    stream(const stream&) = delete;
    stream& operator=(const stream&) = delete;
    operator cudaStream_t() const { return s_; }
    // Waits for the stream's work and surfaces any fault of the kernels on it.
    void sync() const { PIPESCHED_CUDA_CHECK(cudaStreamSynchronize(s_)); }

private:
    cudaStream_t s_{};
};

inline std::vector<double> widen(const std::vector<float>& x) { return {x.begin(), x.end()}; }

// While it lives, every kernels/cuda launcher's grid has at most `blocks` blocks (0: no cap),
// so grid-stride and block-stride loops run more than once on small inputs.
class grid_cap_scope {
public:
    explicit grid_cap_scope(std::size_t blocks) : before_(kernels::detail::grid_cap()) {
        kernels::detail::grid_cap() = blocks;
    }
    ~grid_cap_scope() { kernels::detail::grid_cap() = before_; }
    grid_cap_scope(const grid_cap_scope&) = delete;
    grid_cap_scope& operator=(const grid_cap_scope&) = delete;

private:
    std::size_t before_;
};

// Runs the rest of the test case twice (a Catch2 generator): with the launchers' grids as they
// are, and capped at 2 blocks, so every grid-stride and block-stride loop runs more than once.
// A macro because GENERATE and CAPTURE must stand in the test case itself.
#define PIPESCHED_GENERATE_GRID_CAP()                                             \
    const std::size_t grid_blocks = GENERATE(std::size_t{0}, std::size_t{2});     \
    const ::pipesched::test::grid_cap_scope grid_cap(grid_blocks);                \
    CAPTURE(grid_blocks)

// A poisoned output: every float is NaN until the kernel writes it.
template <class T>
kernels::device_buffer<T> poisoned(std::size_t n) {
    kernels::device_buffer<T> b(n);
    b.fill_bytes(0xFF);
    return b;
}

// One causal attention forward and backward-input on the GPU, fp32 or bf16: the inputs
// uploaded, out, att and dqkv poisoned, both launched on the run's own stream (capped_grid:
// through the launchers that cap the grid at 3 blocks, so every block-stride loop runs many
// times) and synchronised. Tests read the device buffers.
template <class Scalar>
struct attention_run {
    std::size_t B, T, C, NH;
    stream s;
    kernels::device_buffer<Scalar> qkv, dout, out, att, dqkv;

    attention_run(const std::vector<Scalar>& qkv_host, const std::vector<Scalar>& dout_host,
                  std::size_t B_, std::size_t T_, std::size_t C_, std::size_t NH_,
                  bool capped_grid)
        : B(B_), T(T_), C(C_), NH(NH_), qkv(qkv_host), dout(dout_host),
          out(poisoned<Scalar>(B * T * C)), att(poisoned<Scalar>(B * NH * T * T)),
          dqkv(poisoned<Scalar>(B * T * 3 * C)) {
        if (capped_grid) {
            kernels::detail::attention_forward_cuda_capped(out.data(), att.data(), qkv.data(), B,
                                                           T, C, NH, 3, s);
            kernels::detail::attention_backward_input_cuda_capped(
                dqkv.data(), dout.data(), qkv.data(), att.data(), B, T, C, NH, 3, s);
        } else {
            kernels::attention_forward_cuda(out.data(), att.data(), qkv.data(), B, T, C, NH, s);
            kernels::attention_backward_input_cuda(dqkv.data(), dout.data(), qkv.data(),
                                                   att.data(), B, T, C, NH, s);
        }
        s.sync();
    }

    // A second backward-input into a fresh poisoned buffer: the kernels use no atomics, so a
    // test expects it to equal dqkv bit for bit.
    std::vector<Scalar> backward_again() {
        auto again = poisoned<Scalar>(B * T * 3 * C);
        kernels::attention_backward_input_cuda(again.data(), dout.data(), qkv.data(), att.data(),
                                               B, T, C, NH, s);
        s.sync();
        return again.download();
    }
};

// What one cross-entropy forward and backward-input on the GPU wrote (fp32 or bf16 storage;
// the losses are fp32 in both).
template <class Scalar>
struct cross_entropy_outputs {
    std::vector<float> losses;
    std::vector<Scalar> probs, dlogits;
};

// Runs the forward, then the backward-input from the forward's own probabilities, with probs
// and dlogits in poisoned buffers of their own or (in_place) over the logits, as the trainer
// runs them; probs are read back before the backward may overwrite them.
template <class Scalar>
cross_entropy_outputs<Scalar> cross_entropy_on_gpu(const std::vector<Scalar>& logits,
                                                   const std::vector<int>& targets, float scale,
                                                   std::size_t N, std::size_t V, bool in_place) {
    stream s;
    kernels::device_buffer<Scalar> d_logits(logits);
    kernels::device_buffer<int> d_targets(targets);
    auto d_losses = poisoned<float>(N);
    auto d_probs_own = poisoned<Scalar>(in_place ? 0 : N * V);
    auto d_dlogits_own = poisoned<Scalar>(in_place ? 0 : N * V);
    Scalar* probs = in_place ? d_logits.data() : d_probs_own.data();
    Scalar* dlogits = in_place ? probs : d_dlogits_own.data();
    kernels::cross_entropy_forward_cuda(d_losses.data(), probs, d_logits.data(), d_targets.data(),
                                        N, V, s);
    s.sync();
    cross_entropy_outputs<Scalar> result;
    result.probs = in_place ? d_logits.download() : d_probs_own.download();
    kernels::cross_entropy_backward_input_cuda(dlogits, probs, d_targets.data(), scale, N, V, s);
    s.sync();
    result.dlogits = in_place ? d_logits.download() : d_dlogits_own.download();
    result.losses = d_losses.download();
    return result;
}

}  // namespace pipesched::test
