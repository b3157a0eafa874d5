// expect-error: pipesched compile-fail harness works
//
// Self-check of the compile-fail harness (cmake/ExpectCompileFailure.cmake): this file
// must not compile, and the compiler's message must carry the text on the first line.
// Every file in test/compile_fail/ is such a test; its first line names the expected error.
//
// test/CMakeLists.txt also builds this file with PIPESCHED_SELF_CHECK_MUST_COMPILE defined,
// where it does compile, to prove that the harness reports a source that compiles.

#include <pipesched/version.hpp>  // the include path of pipesched::pipesched is in place

template <class T>
inline constexpr bool false_v = false;

#ifndef PIPESCHED_SELF_CHECK_MUST_COMPILE
static_assert(false_v<int>, "pipesched compile-fail harness works");
#endif

static_assert(pipesched::version_major >= 0);
