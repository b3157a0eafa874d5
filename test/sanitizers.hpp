#pragma once
// Which sanitizer instruments this test, under g++ (__SANITIZE_*__) and clang
// (__has_feature; clang 14 does not define g++'s macros): tests that limit the address
// space or time waits leave those checks out under ASan and TSan.
#if defined(__SANITIZE_ADDRESS__)
#define PIPESCHED_TEST_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define PIPESCHED_TEST_ASAN 1
#endif
#endif
#if defined(__SANITIZE_THREAD__)
#define PIPESCHED_TEST_TSAN 1
#elif defined(__has_feature)
#if __has_feature(thread_sanitizer)
#define PIPESCHED_TEST_TSAN 1
#endif
#endif
