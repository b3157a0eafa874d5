#pragma once
// PIPESCHED_NCCL_CHECK(expr): every NCCL call goes through it. A result other than
// ncclSuccess throws pipesched::cuda::nccl_error naming file, line, the call, NCCL's
// error string and ncclGetLastError's message (which says what actually went wrong:
// "peer 1 is on the same GPU", a socket error, ...).
#include <nccl.h>

#include <stdexcept>
#include <string>

namespace pipesched::cuda {

class nccl_error : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

namespace detail {

[[noreturn]] inline void throw_nccl_error(ncclResult_t result, const char* expr, const char* file, int line) {
  std::string message = std::string(file) + ":" + std::to_string(line) + ": " + expr + ": " +
                        ncclGetErrorString(result);
  const char* last = ncclGetLastError(nullptr);  // the comm argument is unused by NCCL
  if (last && *last) message += std::string(" (") + last + ")";
  throw nccl_error(message);
}

}  // namespace detail

}  // namespace pipesched::cuda

#define PIPESCHED_NCCL_CHECK(expr)                                                                \
  do {                                                                                            \
    const ncclResult_t pipesched_nccl_result_ = (expr);                                           \
    if (pipesched_nccl_result_ != ncclSuccess)                                                    \
      ::pipesched::cuda::detail::throw_nccl_error(pipesched_nccl_result_, #expr, __FILE__, __LINE__); \
  } while (0)
