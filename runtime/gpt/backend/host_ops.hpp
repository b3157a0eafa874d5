#pragma once
// The GPT stage's ops on the host: each one the kernels/*.hpp reference with its own
// signature (the linear's three passes, GELU, attention and LayerNorm's forward and B pass:
// kernels/cpu/linear.hpp, gelu.hpp, attention.hpp and layernorm.hpp, equal to their references to the bit and several times faster; bf16's residual add and working copies: kernels/cpu/bf16_convert.hpp), for storage element Element (float, or bf16 with
// fp32 statistics, gradients and losses: kernels/storage.hpp), handed to `Dispatch` as a call to make. The synchronous
// CPU backend's Dispatch makes the call now; the CPU-streams backend's enqueues it on the
// device's compute stream. So both host backends run the same kernels with the same
// arguments in the same order, which is why their results agree bit for bit.
//
// The arguments are captured by value (pointers, sizes): whatever a pointer names must
// stay valid until the call has run, which a stream-ordered backend arranges by freeing
// buffers in stream order and keeping transport tensors alive in its queue.
//
// The weights the ops read (weights(p)): with Element = float a parameter's own host values;
// otherwise an Element working copy per parameter, which refresh_weights(params) rounds from the
// fp32 master values (kernels::to_storage, dispatched like an op, so on a stream it runs
// after the ops before it read the old copy). The stage refreshes at set_batch, the start
// of every iteration, so whatever changed the master values in between (an optimizer
// step, a checkpoint's resume, a test) reaches the copy before a pass reads it.
#include <cstddef>
#include <memory>
#include <stdexcept>
#include <type_traits>
#include <unordered_map>
#include <utility>
#include <vector>

#include <kernels/attention.hpp>
#include <kernels/cross_entropy.hpp>
#include <kernels/embedding.hpp>
#include <kernels/gelu.hpp>
#include <kernels/layernorm.hpp>
#include <kernels/cpu/attention.hpp>
#include <kernels/cpu/bf16_convert.hpp>
#include <kernels/cpu/gelu.hpp>
#include <kernels/cpu/layernorm.hpp>
#include <kernels/cpu/linear.hpp>
#include <kernels/residual.hpp>
#include <kernels/storage.hpp>

#include "runtime/gpt/gpt_params.hpp"

namespace pipesched::gpt {

// `Dispatch` is called with a nullary callable (copyable) and runs it, now or later, in
// the order of the calls.
template <class Dispatch, class Element = float>
class host_ops {
 public:
  using element = Element;

  explicit host_ops(Dispatch dispatch = {}) : dispatch_(std::move(dispatch)) {}

  // A parameter as the ops see it: its host values (float), or its working copy (throws
  // std::logic_error naming it when no refresh_weights made one); its host gradients.
  const Element* weights(const parameter<float>& p) const {
    if constexpr (std::is_same_v<Element, float>) {
      return p.value.data();
    } else {
      const auto it = copies_.find(&p);
      if (it == copies_.end())
        throw std::logic_error("parameter " + p.name + " has no working copy (refresh_weights first)");
      return it->second->data();
    }
  }
  static float* grads(parameter<float>& p) { return p.grad.data(); }
  // The working copies of `params` take their master values (nothing to do for float).
  void refresh_weights(const gpt_params<float>& params) {
    if constexpr (!std::is_same_v<Element, float>) {
      params.for_each([&](const parameter<float>& p) {
        auto& copy = copies_[&p];
        if (!copy || copy->size() != p.size()) copy = std::make_shared<std::vector<Element>>(p.size());
        dispatch_([out = copy, in = p.value.data(), n = p.size()] { to_storage(out->data(), in, n); });
      });
    }
  }

  void embedding_forward(Element* out, const int* tokens, const Element* wte, const Element* wpe, std::size_t B, std::size_t T,
                         std::size_t C) {
    dispatch_([=] { kernels::embedding_forward(out, tokens, wte, wpe, B, T, C); });
  }
  void embedding_backward_weight(float* dwte, float* dwpe, const Element* dout, const int* tokens, std::size_t B,
                                 std::size_t T, std::size_t C) {
    dispatch_([=] { kernels::embedding_backward_weight(dwte, dwpe, dout, tokens, B, T, C); });
  }
  void layernorm_forward(Element* out, float* mean, float* rstd, const Element* inp, const Element* weight, const Element* bias,
                         std::size_t N, std::size_t C) {
    dispatch_([=] { kernels::cpu::layernorm_forward(out, mean, rstd, inp, weight, bias, N, C); });
  }
  void layernorm_backward_input(Element* dinp, const Element* dout, const Element* inp, const Element* weight, const float* mean,
                                const float* rstd, std::size_t N, std::size_t C) {
    dispatch_([=] { kernels::cpu::layernorm_backward_input(dinp, dout, inp, weight, mean, rstd, N, C); });
  }
  void layernorm_backward_weight(float* dweight, float* dbias, const Element* dout, const Element* inp, const float* mean,
                                 const float* rstd, std::size_t N, std::size_t C) {
    dispatch_([=] { kernels::layernorm_backward_weight(dweight, dbias, dout, inp, mean, rstd, N, C); });
  }
  void linear_forward(Element* out, const Element* inp, const Element* weight, const Element* bias, std::size_t N, std::size_t C,
                      std::size_t OC) {
    dispatch_([=] { kernels::cpu::linear_forward(out, inp, weight, bias, N, C, OC); });
  }
  void linear_backward_input(Element* dinp, const Element* dout, const Element* weight, std::size_t N, std::size_t C,
                             std::size_t OC) {
    dispatch_([=] { kernels::cpu::linear_backward_input(dinp, dout, weight, N, C, OC); });
  }
  void linear_backward_weight(float* dweight, float* dbias, const Element* dout, const Element* inp, std::size_t N,
                              std::size_t C, std::size_t OC) {
    dispatch_([=] { kernels::cpu::linear_backward_weight(dweight, dbias, dout, inp, N, C, OC); });
  }
  void attention_forward(Element* out, Element* att, const Element* qkv, std::size_t B, std::size_t T, std::size_t C,
                         std::size_t NH) {
    dispatch_([=] { kernels::cpu::attention_forward(out, att, qkv, B, T, C, NH); });
  }
  void attention_backward_input(Element* dqkv, const Element* dout, const Element* qkv, const Element* att, std::size_t B,
                                std::size_t T, std::size_t C, std::size_t NH) {
    dispatch_([=] { kernels::cpu::attention_backward_input(dqkv, dout, qkv, att, B, T, C, NH); });
  }
  void gelu_forward(Element* out, const Element* inp, std::size_t N) {
    dispatch_([=] { kernels::cpu::gelu_forward(out, inp, N); });
  }
  void gelu_backward_input(Element* dinp, const Element* dout, const Element* inp, std::size_t N) {
    dispatch_([=] { kernels::cpu::gelu_backward_input(dinp, dout, inp, N); });
  }
  void residual_forward(Element* out, const Element* a, const Element* b, std::size_t N) {
    if constexpr (std::is_same_v<Element, kernels::bf16>)
      dispatch_([=] { kernels::cpu::residual_forward(out, a, b, N); });
    else
      dispatch_([=] { kernels::residual_forward(out, a, b, N); });
  }
  void residual_backward_input(Element* da, Element* db, const Element* dout, std::size_t N) {
    dispatch_([=] { kernels::residual_backward_input(da, db, dout, N); });
  }
  void cross_entropy_forward(float* losses, Element* probs, const Element* logits, const int* targets, std::size_t N,
                             std::size_t V) {
    dispatch_([=] { kernels::cross_entropy_forward(losses, probs, logits, targets, N, V); });
  }
  void cross_entropy_backward_input(Element* dlogits, const Element* probs, const int* targets, float scale, std::size_t N,
                                    std::size_t V) {
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
  // The working copy's rounding: SIMD for bf16 (kernels/cpu/bf16_convert.hpp), the reference otherwise.
  static void to_storage(Element* out, const float* in, std::size_t n) {
    if constexpr (std::is_same_v<Element, kernels::bf16>)
      kernels::cpu::to_storage(out, in, n);
    else
      kernels::to_storage(out, in, n);
  }
  // Element != float: each parameter's working copy, by address (shared with queued to_storage
  // calls, so a copy outlives the call that writes it).
  std::unordered_map<const parameter<float>*, std::shared_ptr<std::vector<Element>>> copies_;
};

}  // namespace pipesched::gpt
