// The profile's parts (runtime/gpt/gpt_profile.hpp) rebuild the runtime's own activation
// deltas for every stage shape (include/pipesched/plan/profile.hpp composes them), and an
// uneven cut travels with the config to the stages.
#include "runtime/gpt/gpt_profile.hpp"

#include <string>
#include <vector>

#include <catch2/catch.hpp>

#include "runtime/gpt/gpt_batch.hpp"
#include "runtime/gpt/gpt_memory.hpp"
#include "runtime/gpt/gpt_params.hpp"
#include "runtime/gpt/gpt_stage.hpp"

namespace pl = pipesched::plan;
using namespace pipesched::gpt;

TEST_CASE("the profile's parts compose into the runtime's deltas of every stage", "[gpt][profile]") {
  // Small models where B grows the live bytes (NH*T < 4C) and where it shrinks them.
  const std::string model = GENERATE(as<std::string>{}, "layers=6,dim=32,heads=4,seq=16,vocab=64,batch=2",
                                     "layers=6,dim=8,heads=4,seq=32,vocab=16,batch=1",
                                     "layers=6,dim=16,heads=2,seq=8,vocab=200,batch=3");
  INFO(model);
  const gpt_config c = parse_gpt_config(model);
  const gpt_profile prof = measure_profile(c, 1);
  CHECK(prof.parts.model == pl::gpt_model{c.layers, c.dim, c.heads, c.seq, c.vocab});
  CHECK(prof.parts.microbatch == c.microbatch);
  for (int b : {c.microbatch, 2 * c.microbatch})
    for (int k = 1; k <= 4; ++k)
      for (bool embedding : {false, true})
        for (bool head : {false, true}) {
          INFO("b " << b << " blocks " << k << " embedding " << embedding << " head " << head);
          gpt_config at_b = c;
          at_b.microbatch = b;
          const stage_layers l{1, 1 + k, embedding, head};
          const pl::stage_part s{1, 1 + k, embedding, head};
          CHECK(pl::deltas_of(prof.parts, s, b) == stage_deltas(at_b, l));
        }
  // The parameters of each part are those the runtime holds.
  const stage_layers whole = whole_model(c);
  CHECK(pl::params_of(prof.parts, pl::stage_part{0, c.layers, true, true}) ==
        static_cast<long long>(make_params<float>(c, whole, 1).scalars()));
}

TEST_CASE("the profile's probe times are measured and positive", "[gpt][profile]") {
  const gpt_profile prof = measure_profile(presets::tiny, 3);
  for (const probe_measurement* p : {&prof.first, &prof.middle, &prof.last}) {
    CHECK(p->f > 0);
    CHECK(p->b > 0);
    CHECK(p->w > 0);
  }
  for (const pl::part_profile* x : {&prof.parts.embedding, &prof.parts.block, &prof.parts.head}) {
    CHECK(x->f >= 0);
    CHECK(x->b >= 0);
    CHECK(x->w >= 0);
  }
  CHECK(prof.parts.block.f == prof.middle.f);
  CHECK_THROWS_AS(measure_profile(presets::tiny, 0), std::invalid_argument);
}

TEST_CASE("an uneven cut travels with the config to the stages", "[gpt][partition]") {
  gpt_config c = presets::tiny;
  c.stage_blocks = {3, 3, 1, 1};
  CHECK(parse_gpt_config(to_string(c)) == c);
  CHECK(to_string(c).find("stage_blocks=3/3/1/1") != std::string::npos);
  const auto parts = partition(c, 4);
  REQUIRE(parts.size() == 4);
  CHECK(parts[0] == stage_layers{0, 3, true, false});
  CHECK(parts[1] == stage_layers{3, 6, false, false});
  CHECK(parts[3] == stage_layers{7, 8, false, true});
  CHECK(partition(presets::tiny, std::vector<int>{3, 3, 1, 1}) == parts);
  CHECK_THROWS_WITH(partition(c, 2), Catch::Matchers::Contains("stage_blocks name 4 stages"));
  CHECK_THROWS_WITH(partition(presets::tiny, std::vector<int>{3, 3, 1}), Catch::Matchers::Contains("sum to 7"));
  CHECK_THROWS_AS(partition(presets::tiny, std::vector<int>{4, 0, 4}), std::invalid_argument);
  CHECK_THROWS_AS(parse_gpt_config("stage_blocks=3/x"), std::invalid_argument);
  // A stage of the uneven cut runs and meters what stage_deltas says.
  const gpt_batch batch = synthetic_batch(c, 1, 1);
  auto params = make_params<float>(c, parts[0], 1);
  pipesched::runtime::activation_meter meter;
  gpt_stage st(c, 0, 4, params, &batch, meter);
  (void)st.forward(0, {});
  CHECK(meter.live == stage_deltas(c, parts[0]).f_alloc);
}
