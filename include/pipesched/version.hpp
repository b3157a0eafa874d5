#pragma once

// The library version. CMakeLists.txt reads these lines and fails configure when they
// disagree with project(pipesched VERSION ...): change both together.

#define PIPESCHED_VERSION_STRING "0.1.0"

namespace pipesched {

inline constexpr int version_major = 0;
inline constexpr int version_minor = 1;
inline constexpr int version_patch = 0;

}  // namespace pipesched
