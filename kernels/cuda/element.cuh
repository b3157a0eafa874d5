#pragma once
// The storage element of the CUDA kernels (the bf16 contract): a launcher's template parameter
// Elem is the host element type -- float or kernels::bf16 (kernels/bf16.hpp) -- and its kernels
// see device_t<Elem>, float or __nv_bfloat16. Inside a kernel a value is widened with
// static_cast<float> to compute (accumulation is always float) and rounded once, to nearest-
// even, with a static_cast to the device element when stored. Parameter gradients, LayerNorm
// statistics, losses and scalars are float whatever Elem is, so their pointers are plain float*.
// (Elem, not T: T is the sequence length in the launchers' parameters.)
//
// With Elem = float nothing changes: device_t<float> is float and every cast is the identity, so
// the fp32 kernels are the ones from before bf16 existed.
//
// Compiles as plain C++ too (cuda_bf16.h declares the type for the host compiler).

#include <kernels/bf16.hpp>

#include <cuda_bf16.h>

#include <type_traits>

namespace pipesched::kernels::detail {

// The bf16 host type is a bit-for-bit stand-in for __nv_bfloat16: a launcher casts the pointer.
static_assert(sizeof(bf16) == sizeof(__nv_bfloat16) && alignof(bf16) == alignof(__nv_bfloat16),
              "kernels::bf16 must be laid out as __nv_bfloat16");

template <class T>
struct device_element {
    static_assert(std::is_same_v<T, float>, "CUDA storage is float or kernels::bf16");
    using type = float;
};
template <>
struct device_element<bf16> {
    using type = __nv_bfloat16;
};
template <class T>
using device_t = typename device_element<T>::type;

// The kernels' view of a launcher's pointer (const kept).
template <class T>
auto device_ptr(T* p) {
    using element = device_t<std::remove_const_t<T>>;
    return reinterpret_cast<std::conditional_t<std::is_const_v<T>, const element, element>*>(p);
}

}  // namespace pipesched::kernels::detail
