#pragma once
// The GPT stage's ops on the host: each one the kernels/*.hpp reference with its own
// signature (fp32), handed to `Dispatch` as a call to make. The synchronous CPU backend's
// Dispatch makes the call now; the CPU-streams backend's enqueues it on the device's
// compute stream. So both host backends run the same kernels with the same arguments in
// the same order, which is why their results agree bit for bit.
//
// The arguments are captured by value (pointers, sizes): whatever a pointer names must
// stay valid until the call has run, which a stream-ordered backend arranges by freeing
// buffers in stream order and keeping transport tensors alive in its queue.
#include <cstddef>
#include <utility>

#include <kernels/attention.hpp>
#include <kernels/cross_entropy.hpp>
#include <kernels/embedding.hpp>
#include <kernels/gelu.hpp>
#include <kernels/layernorm.hpp>
#include <kernels/linear.hpp>
#include <kernels/residual.hpp>

#include "runtime/gpt/gpt_params.hpp"

namespace pipesched::gpt {

// `Dispatch` is called with a nullary callable (copyable) and runs it, now or later, in
// the order of the calls.
template <class Dispatch>
class host_ops {
 public:
  explicit host_ops(Dispatch dispatch = {}) : dispatch_(std::move(dispatch)) {}

  // A parameter as the ops see it: its own host vectors.
  static const float* weights(const parameter<float>& p) { return p.value.data(); }
  static float* grads(parameter<float>& p) { return p.grad.data(); }

  void embedding_forward(float* out, const int* tokens, const float* wte, const float* wpe, std::size_t B,
                         std::size_t T, std::size_t C) {
    dispatch_([=] { kernels::embedding_forward(out, tokens, wte, wpe, B, T, C); });
  }
  void embedding_backward_weight(float* dwte, float* dwpe, const float* dout, const int* tokens, std::size_t B,
                                 std::size_t T, std::size_t C) {
    dispatch_([=] { kernels::embedding_backward_weight(dwte, dwpe, dout, tokens, B, T, C); });
  }
  void layernorm_forward(float* out, float* mean, float* rstd, const float* inp, const float* weight,
                         const float* bias, std::size_t N, std::size_t C) {
    dispatch_([=] { kernels::layernorm_forward(out, mean, rstd, inp, weight, bias, N, C); });
  }
  void layernorm_backward_input(float* dinp, const float* dout, const float* inp, const float* weight,
                                const float* mean, const float* rstd, std::size_t N, std::size_t C) {
    dispatch_([=] { kernels::layernorm_backward_input(dinp, dout, inp, weight, mean, rstd, N, C); });
  }
  void layernorm_backward_weight(float* dweight, float* dbias, const float* dout, const float* inp,
                                 const float* mean, const float* rstd, std::size_t N, std::size_t C) {
    dispatch_([=] { kernels::layernorm_backward_weight(dweight, dbias, dout, inp, mean, rstd, N, C); });
  }
  void linear_forward(float* out, const float* inp, const float* weight, const float* bias, std::size_t N,
                      std::size_t C, std::size_t OC) {
    dispatch_([=] { kernels::linear_forward(out, inp, weight, bias, N, C, OC); });
  }
  void linear_backward_input(float* dinp, const float* dout, const float* weight, std::size_t N, std::size_t C,
                             std::size_t OC) {
    dispatch_([=] { kernels::linear_backward_input(dinp, dout, weight, N, C, OC); });
  }
  void linear_backward_weight(float* dweight, float* dbias, const float* dout, const float* inp, std::size_t N,
                              std::size_t C, std::size_t OC) {
    dispatch_([=] { kernels::linear_backward_weight(dweight, dbias, dout, inp, N, C, OC); });
  }
  void attention_forward(float* out, float* att, const float* qkv, std::size_t B, std::size_t T, std::size_t C,
                         std::size_t NH) {
    dispatch_([=] { kernels::attention_forward(out, att, qkv, B, T, C, NH); });
  }
  void attention_backward_input(float* dqkv, const float* dout, const float* qkv, const float* att, std::size_t B,
                                std::size_t T, std::size_t C, std::size_t NH) {
    dispatch_([=] { kernels::attention_backward_input(dqkv, dout, qkv, att, B, T, C, NH); });
  }
  void gelu_forward(float* out, const float* inp, std::size_t N) {
    dispatch_([=] { kernels::gelu_forward(out, inp, N); });
  }
  void gelu_backward_input(float* dinp, const float* dout, const float* inp, std::size_t N) {
    dispatch_([=] { kernels::gelu_backward_input(dinp, dout, inp, N); });
  }
  void residual_forward(float* out, const float* a, const float* b, std::size_t N) {
    dispatch_([=] { kernels::residual_forward(out, a, b, N); });
  }
  void residual_backward_input(float* da, float* db, const float* dout, std::size_t N) {
    dispatch_([=] { kernels::residual_backward_input(da, db, dout, N); });
  }
  void cross_entropy_forward(float* losses, float* probs, const float* logits, const int* targets, std::size_t N,
                             std::size_t V) {
    dispatch_([=] { kernels::cross_entropy_forward(losses, probs, logits, targets, N, V); });
  }
  void cross_entropy_backward_input(float* dlogits, const float* probs, const int* targets, float scale,
                                    std::size_t N, std::size_t V) {
    dispatch_([=] { kernels::cross_entropy_backward_input(dlogits, probs, targets, scale, N, V); });
  }

  // The loss read-out: *out = the mean of n position losses, summed in double in order.
  void mean_loss(double* out, const float* losses, std::size_t n) {
    dispatch_([=] {
      double sum = 0;
      for (std::size_t i = 0; i < n; ++i) sum += losses[i];
      *out = sum / static_cast<double>(n);
    });
  }

 protected:
  Dispatch& dispatch() { return dispatch_; }

 private:
  Dispatch dispatch_;
};

}  // namespace pipesched::gpt
