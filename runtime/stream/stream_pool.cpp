#include "runtime/stream/stream_pool.hpp"

#include <cstring>
#include <new>

namespace pipesched::stream {

namespace {
// A cache line: no block shares one with another, so streams writing neighbouring
// blocks do not contend.
constexpr std::align_val_t block_alignment{64};
constexpr unsigned char chaos_fill = 0xFF;  // every float made of these bytes is a NaN
}  // namespace

stream_pool::stream_pool(runtime::activation_meter& meter, chaos_options chaos)
    : meter_(&meter), chaos_(chaos) {}

stream_pool::block stream_pool::allocate(std::size_t bytes) {
  if (bytes == 0) return {};
  auto* data = static_cast<std::byte*>(::operator new(bytes, block_alignment));
  if (chaos_.enabled) std::memset(data, chaos_fill, bytes);
  meter_->allocate(static_cast<long long>(bytes));
  return {data, bytes};
}

void stream_pool::free(block b, cpu_stream& on) {
  if (!b.data) return;
  meter_->release(static_cast<long long>(b.bytes));
  // Captures no reference to the pool: the stream may reach this after the pool is gone.
  on.enqueue_always([b, poison = chaos_.enabled] {
    if (poison) std::memset(b.data, chaos_fill, b.bytes);
    ::operator delete(b.data, block_alignment);
  });
}

}  // namespace pipesched::stream
