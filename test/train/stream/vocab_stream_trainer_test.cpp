// Vocabulary parallelism on CPU streams under chaos: the stages' ops run on each device's
// streams, the hand-overs to the vocabulary passes and collectives join them, so a value
// read before its op ran (or a freed buffer, poisoned by the chaos pool) would show as a
// different bit. Chaos seeds give the synchronous backend's losses, gradients, state and
// peaks to the bit, at the static bound, and both the gradients of the unpipelined model
// that shards the vocabulary alike (vocab_reference.hpp) to the bit. 1F1B and V-Half run
// two chaos seeds; ZB-H1 and V-Min (their W passes and orders placed otherwise) one.
#include <catch2/catch.hpp>

#include "runtime/gpt/gpt_config.hpp"
#include "runtime/train/trainer.hpp"
#include "test/train/grid_options.hpp"
#include "test/train/stream/streams_equal_cpu.hpp"

using namespace pipesched;
using namespace pipesched::train;
namespace ttest = pipesched::train::test;

TEST_CASE("vocabulary parallelism on CPU streams under chaos equals the synchronous backend to the bit",
          "[train][stream][vocab]") {
  const family f = GENERATE(family::one_f_one_b, family::v_half, family::zb_h1, family::v_min);
  const int p = GENERATE(2, 4);
  const vocab_placement v = GENERATE(vocab_placement::algorithm_1, vocab_placement::algorithm_2);
  INFO(to_string(f) << ", p = " << p << ", " << to_string(v));
  trainer_options o = ttest::grid_options(f, p, 2 * p);
  o.model = gpt::parse_gpt_config("layers=8,dim=8,heads=2,seq=4,vocab=19,batch=2");
  o.vocab = v;
  if (f == family::one_f_one_b || f == family::v_half)
    ttest::check_streams_equal_cpu(o, {1, 2}, 0.0);
  else
    ttest::check_streams_equal_cpu(o, {3}, 0.0);
}
