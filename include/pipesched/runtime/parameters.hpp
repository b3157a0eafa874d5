#pragma once
// A stage's parameters, as an optimizer sees them: an optional addition to the `stage`
// concept (stage.hpp). The executor never touches parameters -- between iterations the
// caller steps an optimizer over them -- so a stage without any still runs.
//
//   struct my_stage {
//     ...                                             // the `stage` members
//     std::array<parameter_view<float>, 2> parameters() {
//       return {{{"weight", weight_, weight_grad_}, {"bias", bias_, bias_grad_}}};
//     }
//   };
//   static_assert(pipesched::runtime::stage_with_parameters<my_stage>);
//
// Gradients are accumulated by backward_weight (or the fused backward) over the
// microbatches of one iteration; zero_grads() clears them before the next.
#include <concepts>
#include <cstddef>
#include <ranges>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <type_traits>

#include "stage.hpp"

namespace pipesched::runtime {

// One named parameter tensor: its values and the gradient accumulated for them, flat and
// of the same size. Views into the stage's own storage, valid while the stage lives and
// does not reallocate it.
template <class T>
struct parameter_view {
  using value_type = T;
  std::string_view name;
  std::span<T> values;
  std::span<T> grads;
};

namespace detail {
template <class V>
inline constexpr bool is_parameter_view = false;
template <class T>
inline constexpr bool is_parameter_view<parameter_view<T>> = std::is_floating_point_v<T>;
}  // namespace detail

// A stage that lists its parameters: s.parameters() returns a range (an array, a vector,
// a view) of parameter_view<T> for a floating-point T.
template <class S>
concept stage_with_parameters = stage<S> && requires(S& s) {
  { s.parameters() } -> std::ranges::input_range;
  requires detail::is_parameter_view<std::ranges::range_value_t<decltype(s.parameters())>>;
};

// The element type of a stage's parameters (float, double, ...).
template <stage_with_parameters S>
using parameter_value_t =
    typename std::ranges::range_value_t<decltype(std::declval<S&>().parameters())>::value_type;

// What an optimizer needs, one assertion each (see check_stage in stage.hpp).
template <class S>
consteval bool check_stage_with_parameters() {
  static_assert(check_stage<S>());
  constexpr bool has = requires(S& s) { s.parameters(); };
  static_assert(has,
                "a pipesched stage with parameters needs parameters() -> a range of "
                "pipesched::runtime::parameter_view<T> {name, values, grads}");
  if constexpr (has) {
    static_assert(requires(S& s) {
      { s.parameters() } -> std::ranges::input_range;
      requires detail::is_parameter_view<std::ranges::range_value_t<decltype(s.parameters())>>;
    }, "a stage's parameters() must return a range of parameter_view<T>, T floating-point");
  }
  return stage_with_parameters<S>;
}

// Sets every gradient of the stage to zero (before the next iteration accumulates).
template <stage_with_parameters S>
void zero_grads(S& s) {
  for (auto&& p : s.parameters())
    for (auto& g : p.grads) g = 0;
}

// Plain SGD, values -= lr * grads. Throws std::invalid_argument when a parameter's
// values and grads differ in size, before anything changes.
template <stage_with_parameters S>
void sgd_step(S& s, parameter_value_t<S> lr) {
  for (auto&& p : s.parameters())
    if (p.values.size() != p.grads.size())
      throw std::invalid_argument("parameter " + std::string(p.name) + ": " + std::to_string(p.values.size()) +
                                  " values but " + std::to_string(p.grads.size()) + " gradients");
  for (auto&& p : s.parameters())
    for (std::size_t i = 0; i < p.values.size(); ++i) p.values[i] -= lr * p.grads[i];
}

// Σ g² over every gradient of the stage, in double (for a global-norm clip across stages).
template <stage_with_parameters S>
double grad_sq_norm(S& s) {
  double sum = 0;
  for (auto&& p : s.parameters())
    for (auto g : p.grads) sum += static_cast<double>(g) * static_cast<double>(g);
  return sum;
}

}  // namespace pipesched::runtime
