#pragma once
// What one device of a run with vocabulary parallelism does, whatever drives it: the
// launch on threads (vocab_launch.cpp, a thread per device over the rendezvous hub and
// thread_collectives) and the launch on MPI ranks (vocab_rank_launch.cpp, a rank per
// device over mpi_transport and mpi_collectives) make and run a device with these.
//
// The executor runs the device's list without its vocabulary actions, and after each of
// its actions the device runs the vocabulary actions that follow it in the list (those
// before the first, before it starts): split_vocab_actions cuts the lists once,
// run_vocab_device runs one device's.
#include <exception>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <pipesched/runtime/executor.hpp>

#include "runtime/cpu/rendezvous_hub.hpp"  // run_aborted
#include "runtime/gpt/gpt_params.hpp"
#include "runtime/train/pipeline_copy.hpp"
#include "runtime/train/vocab_device.hpp"
#include "runtime/train/vocab_stage.hpp"

namespace pipesched::train {

// A device's list cut in two: what the executor runs, and the vocabulary actions that
// follow each of its actions (after[i]: after the executor's i-th) or come before them all.
struct vocab_split_list {
  std::vector<action> leading;
  std::vector<std::vector<action>> after;
};
struct vocab_split {
  schedule plain;                      // the schedule without its vocabulary actions
  std::vector<vocab_split_list> cuts;  // [device]
};
vocab_split split_vocab_actions(const schedule& s);

// Device d's vocab_device (its shard of `layers`) and its chunks as vocab_stages over the
// copy's stages of blocks, metered on the copy's meter of d. `layers` must outlive them.
template <class Inner>
void make_vocab_device(pipeline_copy<Inner>& copy, const schedule& s, int d, gpt::gpt_params<float>& layers,
                       std::unique_ptr<vocab_device>& device, std::vector<vocab_stage<Inner>>& chunks) {
  auto& meter = copy.memory().meters[static_cast<std::size_t>(d)];
  auto sync = [shared = copy.device(d)] { stage_maker<Inner>::synchronize(shared); };
  device = std::make_unique<vocab_device>(layers, d, s.devices(), s.device_of_stage(0),
                                          s.device_of_stage(s.stages() - 1), s.vocab, meter, sync);
  chunks.reserve(static_cast<std::size_t>(s.chunks()));
  for (Inner& blocks : copy.stages()[static_cast<std::size_t>(d)]) chunks.emplace_back(blocks, *device, layers, meter, sync);
}

// Device d's list (split.plain's, with cut's vocabulary actions between) over `transport`,
// then the wait for its collectives still in flight. A failure is an
// runtime::execution_error naming the device and the action; run_aborted (another device
// failed) passes through.
// Device: vocab_device, or cuda_vocab_device on the cuda backend.
template <class Stages, class Transport, class Device>
void run_vocab_device(const schedule& plain, int d, Stages& chunks, Transport& transport, Device& dev,
                      const vocab_split_list& cut) {
  runtime::executor<Stages, Transport> ex(plain, d, chunks, transport);
  auto run_vocab = [&](const std::vector<action>& list) {
    for (const action& a : list) {
      try {
        dev.run(a);
      } catch (const runtime::cpu::run_aborted&) {
        throw;
      } catch (const std::exception& e) {
        throw runtime::execution_error(d, a, e.what());
      }
    }
  };
  run_vocab(cut.leading);
  std::size_t i = 0;
  ex.run([&](const action&) { run_vocab(cut.after[i++]); });
  try {
    dev.finish();
  } catch (const runtime::cpu::run_aborted&) {
    throw;
  } catch (const std::exception& e) {
    throw runtime::execution_error(d, std::nullopt, std::string("waiting for its collectives: ") + e.what());
  }
}

}  // namespace pipesched::train
