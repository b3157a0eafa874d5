#pragma once
// stage <-> (device, chunk) under the two placements of DESIGN.md.
#include "vocabulary.hpp"

namespace pipesched {

// The device that holds stage s: loop puts it on s mod p; V runs chunk 0 down the devices
// and chunk 1 back up, so device d holds stages d and 2p-1-d.
// (Chunk 0 first: every timing loop asks this once per pass, and `%` is a division.)
constexpr int device_of(placement place, int devices, int stage) {
  if (stage < devices) return stage;
  if (place == placement::v) return 2 * devices - 1 - stage;
  return stage % devices;
}

constexpr int chunk_of(placement place, int devices, int stage) {
  if (place == placement::v) return stage < devices ? 0 : 1;
  return stage / devices;
}

constexpr int stage_of(placement place, int devices, int device, int chunk) {
  if (place == placement::v) return chunk == 0 ? device : 2 * devices - 1 - device;
  return chunk * devices + device;
}

static_assert(device_of(placement::v, 4, 7) == 0 && device_of(placement::v, 4, 4) == 3);
static_assert(stage_of(placement::v, 4, 1, 1) == 6 && chunk_of(placement::v, 4, 6) == 1);
static_assert(device_of(placement::loop, 4, 6) == 2 && stage_of(placement::loop, 4, 2, 1) == 6);

}  // namespace pipesched
