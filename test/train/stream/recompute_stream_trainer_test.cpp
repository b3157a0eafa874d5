// Recomputed training on CPU streams under chaos: the R pass rebuilds a microbatch's
// activations on the device's compute stream, after the checkpointed F freed them
// (poisoned by the chaos pool), so a rebuilt activation read before it is written, or a
// checkpoint freed too early, would show as a different bit. Chaos seeds 1..3 give the
// synchronous backend's losses, gradients, state and peaks to the bit, fp32 and bf16, with
// and without offload; the synchronous recomputed run gives the plain run's bits.
// Policy, offload and dtype run as the four rows of an orthogonal array (every pair of
// their values meets once) rather than all eight: half the test's 60 s, and a fault that
// needs two of them together is still met.
#include <cstdint>
#include <string>

#include <catch2/catch.hpp>

#include "runtime/train/trainer.hpp"
#include "test/train/grid_options.hpp"
#include "test/train/train_test_util.hpp"
#include "test/train/stream/streams_equal_cpu.hpp"

using namespace pipesched;
using namespace pipesched::train;
namespace ttest = pipesched::train::test;
using ttest::check_streams_equal_cpu;
using ttest::same_bits;

TEST_CASE("recomputed training on CPU streams under chaos equals the synchronous backend to the bit",
          "[train][stream][recompute]") {
  const family f = GENERATE(family::one_f_one_b, family::zb_h1, family::v_half, family::dualpipe_v,
                            family::interleaved);
  const int p = GENERATE(2, 4);
  struct variant {
    recompute_policy policy;
    bool offload;
    storage_dtype dtype;
  };
  const variant row = GENERATE(variant{{recompute_kind::full}, false, storage_dtype::fp32},
                               variant{{recompute_kind::selective, 1}, true, storage_dtype::fp32},
                               variant{{recompute_kind::full}, true, storage_dtype::bf16},
                               variant{{recompute_kind::selective, 1}, false, storage_dtype::bf16});
  const recompute_policy policy = row.policy;
  const bool offload = row.offload;
  const storage_dtype dtype = row.dtype;
  INFO(to_string(f) << ", p = " << p << ", recompute " << to_string(policy.kind) << (offload ? ", offload full" : "")
                    << ", " << to_string(dtype));
  trainer_options o = ttest::grid_options(f, p, 2 * p);
  o.recompute = policy;
  if (offload) o.offload = {offload_kind::full};
  o.dtype = dtype;
  {
    trainer_options plain_options = o;
    plain_options.recompute = {};
    trainer plain(plain_options), rec(o);
    REQUIRE(count_actions(rec.sched(), action_kind::recompute) > 0);
    const step_result a = plain.step(), b = rec.step();
    CHECK(same_bits(a.loss, b.loss));
    CHECK(same_bits(a.grad_norm, b.grad_norm));
  }
  check_streams_equal_cpu(o, {1, 2, 3});
}
