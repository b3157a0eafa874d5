#pragma once
// What a user's stage must provide so that the executor can drive it: one chunk of the
// model (a contiguous slice of layers) on one device, run pass by pass for one
// microbatch at a time. Our GPT stages and a user's own model are both just types that
// satisfy `pipesched::runtime::stage`.
#include <concepts>
#include <functional>

#include "../core/vocabulary.hpp"

namespace pipesched::runtime {

// Activation bytes held by one device, counted by whoever allocates them (the stage,
// through the meter its device gives it). `peak` is what invariant 4 compares with the
// static bound of analysis/memory.hpp. One meter per device; a device's passes run on
// one thread, so no atomics are needed.
struct activation_meter {
  long long live = 0;
  long long peak = 0;
  constexpr void allocate(long long bytes) {
    live += bytes;
    peak = live > peak ? live : peak;
  }
  constexpr void release(long long bytes) { live -= bytes; }
  constexpr void reset() { live = peak = 0; }
};

// A stage `S` of the model. `S::tensor` is what flows between stages (an activation
// forward, its gradient backward); a default-constructed tensor means "none".
//
//   forward(j, x)          F(s, j): x is the input activation (none on the first stage,
//                          which reads its own microbatch j); returns the output (none
//                          on the last stage, which computes the loss). Keeps what the
//                          backward needs: deltas().f_alloc bytes.
//   backward_input(j, dy)  B(s, j): dy is the gradient of the output (none on the last
//                          stage, which starts from its loss); returns the gradient of
//                          the input (none on the first stage). Frees deltas().b_free
//                          bytes; may use deltas().b_temp bytes while it runs.
//   backward_weight(j)     W(s, j): accumulates the weight gradients of microbatch j and
//                          frees the rest of its activations (f_alloc - b_free).
//   deltas()               the byte deltas above, the same for every microbatch, so the
//                          static bound of the schedule is in bytes.
//
// A fused BW(s, j) is backward_input followed by backward_weight, unless the stage has
// a `backward(j, dy)` of its own (see `fused_stage`).
template <class S>
concept stage = requires(S& s, const S& cs, int microbatch, const typename S::tensor& x) {
  typename S::tensor;
  requires std::default_initializable<typename S::tensor>;
  { s.forward(microbatch, x) } -> std::same_as<typename S::tensor>;
  { s.backward_input(microbatch, x) } -> std::same_as<typename S::tensor>;
  { s.backward_weight(microbatch) } -> std::same_as<void>;
  { cs.deltas() } -> std::convertible_to<memory_deltas>;
};

// A stage that also has its own fused backward (B and W in one pass).
template <class S>
concept fused_stage = stage<S> && requires(S& s, int microbatch, const typename S::tensor& dy) {
  { s.backward(microbatch, dy) } -> std::same_as<typename S::tensor>;
};

// A stage that can move a microbatch's kept activations to host memory and back
// (PipeOffload; passes/offload.hpp places the actions):
//   offload(j, fraction)  moves offloaded_bytes(deltas().f_alloc, fraction) bytes of what
//                         F(j) kept off the device (its meter releases exactly that);
//   reload(j)             brings them back (the meter allocates them again) before B(j).
// The executor calls them at the schedule's offload and reload actions (unless the
// stage is also an async_offloading_stage, below); a schedule with those actions needs
// stages that satisfy this.
template <class S>
concept offloading_stage = stage<S> && requires(S& s, int microbatch, double fraction) {
  { s.offload(microbatch, fraction) } -> std::same_as<void>;
  { s.reload(microbatch) } -> std::same_as<void>;
};

// A stage that can drop what F keeps and rebuild it before the backward (activation
// recomputation; passes/recompute.hpp places the R actions):
//   forward_checkpointed(j, x)  the F of a microbatch the schedule recomputes: returns
//                               what forward(j, x) returns, but keeps only its input, so
//                               the meter ends deltas().f_input bytes above where it began
//                               (and goes at most deltas().f_checkpoint_temp above that
//                               while it runs);
//   recompute(j)                R(s, j): runs F(j) again from the kept input and keeps
//                               what forward keeps (the meter allocates f_alloc - f_input
//                               more) before B(j) or BW(j). Nothing is sent again.
// The executor calls forward_checkpointed at each F whose (stage, microbatch) has an R
// on the device's list; a schedule with R actions needs stages that satisfy this.
template <class S>
concept recomputing_stage = stage<S> && requires(S& s, int microbatch, const typename S::tensor& x) {
  { s.forward_checkpointed(microbatch, x) } -> std::same_as<typename S::tensor>;
  { s.recompute(microbatch) } -> std::same_as<void>;
};

// A copy a stage hands to a copy engine (copy_stream.hpp): it moves bytes between
// buffers that the stage named when it made it, and touches nothing else.
using copy_work = std::function<void()>;

// An offloading stage whose copies can run on the device's copy engines while its
// computes go on (PipeOffload's D2H and H2D streams). Each copy is cut where a
// stream-ordered backend cuts it, at the points where the static bound moves memory:
//   begin_offload(j, fraction)  right after F(j): reserves the host memory and returns
//                               the D2H copy of what offload(j, fraction) would move; the
//                               meter does not change (the bytes are still on the device);
//   end_offload(j)              at the offload action, once that copy has run: the meter
//                               releases the offloaded bytes;
//   begin_reload(j)             at the reload action: the meter allocates the bytes again
//                               (memory comes back when the reload starts); returns the
//                               H2D copy into them;
//   end_reload(j)               before B(j) or BW(j), once that copy has run: gives the
//                               host memory back; B(j) may run.
// begin_* and end_* run on the device's thread (they alone touch the meter and the host
// memory's bookkeeping); a copy runs on a copy engine's thread between its begin and its
// end and writes nothing else, so that nothing it touches is used by both threads at once.
// offload(j, fraction) and reload(j) stay: each is its begin, copy and end in one call.
template <class S>
concept async_offloading_stage = offloading_stage<S> && requires(S& s, int microbatch, double fraction) {
  { s.begin_offload(microbatch, fraction) } -> std::convertible_to<copy_work>;
  { s.end_offload(microbatch) } -> std::same_as<void>;
  { s.begin_reload(microbatch) } -> std::convertible_to<copy_work>;
  { s.end_reload(microbatch) } -> std::same_as<void>;
};

// A stage that keeps weight versions and takes its own optimizer steps inside a run
// (PipeDream-2BW, families/two_bw.hpp). The executor calls optimizer_step(t) at the
// schedule's optimizer_step action of iteration t; a schedule with those actions needs
// stages that satisfy this. The stage does the weight stashing: the microbatches of
// iteration t (microbatch j is in iteration j / m) run F and backward on version W(t-1)
// (W(-1) = W(0)), which F records for the backward; optimizer_step(t) makes
// W(t+1) = W(t) - lr * (iteration t's gradient, coalesced over its m microbatches) and
// drops W(t-1). The last iteration's step is the caller's, after the run.
template <class S>
concept versioned_stage = stage<S> && requires(S& s, int iteration) {
  { s.optimizer_step(iteration) } -> std::same_as<void>;
};

// The same requirements as `stage`, one static_assert each, so that a type missing one
// fails to compile with a message naming that member (a failed concept alone makes the
// compiler print its requirement expressions). The executor checks its stage type with
// it; a user may too, next to the stage's definition:
//   static_assert(pipesched::runtime::check_stage<my_stage>());
// Returns stage<S> (true once every assertion holds).
template <class S>
consteval bool check_stage() {
  constexpr bool has_tensor = requires { typename S::tensor; };
  static_assert(has_tensor,
                "a pipesched stage needs a member type `tensor` (what flows between stages; "
                "a default-constructed tensor means none)");
  if constexpr (has_tensor) {
    using T = typename S::tensor;
    static_assert(std::default_initializable<T>,
                  "a pipesched stage's `tensor` must be default-constructible (a default tensor means none)");
    static_assert(requires(S& s, int j, const T& x) {
      { s.forward(j, x) } -> std::same_as<T>;
    }, "a pipesched stage needs forward(int microbatch, const tensor& x) -> tensor");
    static_assert(requires(S& s, int j, const T& dy) {
      { s.backward_input(j, dy) } -> std::same_as<T>;
    }, "a pipesched stage needs backward_input(int microbatch, const tensor& dy) -> tensor");
  }
  static_assert(requires(S& s, int j) {
    { s.backward_weight(j) } -> std::same_as<void>;
  }, "a pipesched stage needs backward_weight(int microbatch) -> void");
  static_assert(requires(const S& cs) {
    { cs.deltas() } -> std::convertible_to<memory_deltas>;
  }, "a pipesched stage needs deltas() const -> pipesched::memory_deltas");
  return stage<S>;
}

}  // namespace pipesched::runtime
