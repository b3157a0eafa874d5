#pragma once
// The main() of the nccl-tests-style sweep benches (copy_bench, p2p_bench), in one place so
// they answer alike: the flags (bench/sweep_args.hpp) are parsed before any device is touched
// (exit 2 with the usage on a bad one), then exit 77 without a CUDA device (bench/gpu-check.sh's
// "skipped"), 1 when the run throws, else what the run returns.
#include <cstdio>
#include <exception>
#include <stdexcept>

#include "runtime/cuda/cuda_probe.hpp"
#include "sweep_args.hpp"

namespace pipesched::bench {

// `program` names the binary in messages ("copy_bench"), `what` what a missing device skips
// ("the copy bench"); `run(const sweep_options&)` returns the exit code.
template <class Run>
int sweep_main(int argc, char** argv, const char* program, const char* what, Run run) {
  sweep_options o;
  try {
    o = parse_sweep(argc, argv);
  } catch (const std::invalid_argument& e) {
    std::fprintf(stderr, "%s: %s\nusage: %s %s\n", program, e.what(), program, sweep_usage);
    return 2;
  }
  if (const auto why = pipesched::cuda::cuda_unavailable()) {
    std::fprintf(stderr, "no CUDA device: %s: skipping %s (exit 77)\n", why->c_str(), what);
    return 77;
  }
  try {
    return run(o);
  } catch (const std::exception& e) {
    std::fprintf(stderr, "%s: %s\n", program, e.what());
    return 1;
  }
}

}  // namespace pipesched::bench
