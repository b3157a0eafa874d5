#include "runtime/gpt/collective_calls.hpp"

#include <stdexcept>

#include "runtime/gpt/collectives.hpp"  // to_string(reduce_op)

namespace pipesched::gpt {

std::string describe_call(const int* call) {
  static const char* const names[] = {"broadcast", "all_reduce", "reduce"};
  const int k = call[0];
  std::string s = std::string(k >= 0 && k < 3 ? names[k] : "unknown") + " of " + std::to_string(call[1]) + " values";
  if (k != broadcast_call) s += std::string(" (") + to_string(static_cast<reduce_op>(call[2])) + ")";
  if (k != all_reduce_call) s += " to root " + std::to_string(call[3]);
  return s;
}

void check_same_calls(const int* calls, int devices) {
  for (int d = 1; d < devices; ++d)
    for (int f = 0; f < 4; ++f)
      if (calls[4 * d + f] != calls[f])
        throw std::logic_error("collective mismatch: device 0 calls " + describe_call(calls) + ", device " +
                               std::to_string(d) + " " + describe_call(calls + 4 * d));
}

}  // namespace pipesched::gpt
