#pragma once

// The library version, and the one check every public header makes first: C++20.
// CMakeLists.txt reads the numbers below and fails configure when they disagree with
// project(pipesched VERSION ...); test/version checks them again: change both together.

// Below C++20 the headers fail with a hundred unrelated errors; say why once, first.
// (nvcc defaults to C++17 and CMake 3.25 drops CUDA_STANDARD 20 for nvcc 13.)
#if (defined(_MSVC_LANG) ? _MSVC_LANG : __cplusplus) < 202002L
#error "pipesched needs C++20: compile with -std=c++20 (nvcc: -std=c++20 --expt-relaxed-constexpr), or link the CMake target pipesched::pipesched, which brings both"
#endif

#define PIPESCHED_VERSION_MAJOR 0
#define PIPESCHED_VERSION_MINOR 1
#define PIPESCHED_VERSION_PATCH 0
// One integer for `#if`: major * 10000 + minor * 100 + patch (0.1.0 is 100).
#define PIPESCHED_VERSION \
    (PIPESCHED_VERSION_MAJOR * 10000 + PIPESCHED_VERSION_MINOR * 100 + PIPESCHED_VERSION_PATCH)
#define PIPESCHED_VERSION_STRING "0.1.0"

namespace pipesched {

inline constexpr int version_major = PIPESCHED_VERSION_MAJOR;
inline constexpr int version_minor = PIPESCHED_VERSION_MINOR;
inline constexpr int version_patch = PIPESCHED_VERSION_PATCH;

}  // namespace pipesched
