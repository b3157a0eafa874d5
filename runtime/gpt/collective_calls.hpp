#pragma once
// A collective call as the implementations over ranks exchange it before running it
// (mpi_collectives, nccl_collectives): four ints {kind, n, op, root}, so that a call which
// differs between devices throws on every device, naming both, instead of hanging.
#include <string>

namespace pipesched::gpt {

enum collective_call : int { broadcast_call = 0, all_reduce_call = 1, reduce_call = 2 };

// "all_reduce of 12 values (max)", as thread_collectives names a call.
std::string describe_call(const int* call);

// calls [devices · 4]: every device's call, gathered. Throws std::logic_error naming device
// 0's call and the first device's that differs from it.
void check_same_calls(const int* calls, int devices);

}  // namespace pipesched::gpt
