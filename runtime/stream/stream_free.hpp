#pragma once
// Where memory that crossed devices goes back, and after what: on a *free stream* of the
// device that owns the memory, never on a compute stream.
//
//   // a tensor the producer wrote on its compute stream and a consumer read on its own:
//   release_after_uses(producer_free, producer_compute.record(), consumer_read,
//                      [&](auto& s) { cudaFreeAsync(p, s.native()); });
//
// The free stream waits for `written` (the owner's last write, or everything the owner had
// been given when the memory was dropped) and for `last_use` (the reader's event; empty
// when nobody else read it), then releases. Nothing else waits: the producer's compute
// stream goes on with its next pass while the consumer still reads, and the consumer's
// stream is not touched. Enqueueing the consumer's wait on the producer's compute stream
// instead (what cuda_device_memory did before) made every later pass of the producer wait
// for its neighbour's GPU.
//
// Generic over the stream type (cpu_stream with cpu_event, cuda_stream with cuda_event), so
// the ordering is tested on CPU streams (test/runtime/stream/stream_free_test.cpp) and the
// CUDA backend runs the same code. Several host threads may release onto one free stream:
// each release follows its own waits in that stream's order, so an interleaving only makes
// a release wait longer, never shorter.
#include <utility>

namespace pipesched::stream {

template <class Stream, class Event, class Release>
void release_after_uses(Stream& free_on, const Event& written, const Event& last_use, Release&& release) {
  free_on.wait(written);
  free_on.wait(last_use);
  std::forward<Release>(release)(free_on);
}

}  // namespace pipesched::stream
