// The stages run through real schedules: one meter per device, passes in each device's
// order. The measured peak must equal the static bound of analysis/memory.hpp exactly,
// and the gradients the unpipelined reference's.
#include <pipesched/generate.hpp>

#include "runtime/gpt/gpt_reference.hpp"

#include "gpt_pipeline.hpp"

#include <catch2/catch.hpp>

#include <set>
#include <tuple>

using namespace pipesched;
using namespace pipesched::gpt;

namespace {

// Executes the compute actions of every device, one device after another, each as far as
// its dependencies allow (comm actions only carry tensors, which pass directly here).
void execute(const schedule& sched, gpt::test::pipeline& p) {
  const int D = sched.devices(), S = sched.stages();
  std::map<std::pair<int, int>, gpt_stage::tensor> acts, grads;  // output of F(s, j), of B(s, j)
  std::set<std::pair<int, int>> forwarded, backwarded;
  std::vector<std::size_t> next(static_cast<std::size_t>(D), 0);
  for (bool progress = true; progress;) {
    progress = false;
    for (int d = 0; d < D; ++d) {
      const auto& list = sched.actions(d);
      for (std::size_t& i = next[static_cast<std::size_t>(d)]; i < list.size(); ++i) {
        const action a = list[i];
        const int s = a.stage, j = a.microbatch;
        if (!is_compute(a.kind)) continue;
        if (a.kind == action_kind::F) {
          if (s > 0 && !forwarded.count({s - 1, j})) break;
          acts[{s, j}] = p[s].forward(j, s > 0 ? acts[{s - 1, j}] : gpt_stage::tensor{});
          forwarded.insert({s, j});
        } else if (a.kind == action_kind::W) {
          p[s].backward_weight(j);
        } else {  // B or BW
          if (s < S - 1 && !backwarded.count({s + 1, j})) break;
          grads[{s, j}] = p[s].backward_input(j, s < S - 1 ? grads[{s + 1, j}] : gpt_stage::tensor{});
          backwarded.insert({s, j});
          if (a.kind == action_kind::BW) p[s].backward_weight(j);
        }
        progress = true;
      }
    }
  }
  for (int d = 0; d < D; ++d) REQUIRE(next[static_cast<std::size_t>(d)] == sched.actions(d).size());
}

}  // namespace

TEST_CASE("through every schedule family the measured peak bytes equal the static bound and gradients match",
          "[gpt][schedule]") {
  const gpt_config c = parse_gpt_config("layers=4,dim=16,heads=2,seq=8,vocab=32,batch=2");
  const auto [f, devices, m] = GENERATE(table<family, int, int>({
      {family::gpipe, 4, 4},       {family::one_f_one_b, 2, 4}, {family::one_f_one_b, 4, 6},
      {family::interleaved, 2, 4}, {family::zb_h1, 4, 5},       {family::zb_h2, 2, 4},
      {family::v_zb, 2, 4},        {family::v_half, 2, 5},      {family::v_min, 2, 6},
  }));
  const schedule sched = make_schedule(f, {.devices = devices, .microbatches = m});
  INFO(to_string(f) << ", " << devices << " devices, " << m << " microbatches");
  const int S = sched.stages();
  const gpt_batch batch = synthetic_batch(c, m, 21);
  gpt::test::pipeline p(c, S, batch, 1, [&](int s) { return sched.device_of_stage(s); }, devices);

  std::vector<memory_deltas> deltas;
  for (int s = 0; s < S; ++s) deltas.push_back(p[s].deltas());
  const std::vector<long long> bound = peak_activation_bytes(sched, deltas);

  execute(sched, p);
  for (int d = 0; d < devices; ++d) {
    INFO("device " << d);
    CHECK(p.meters[static_cast<std::size_t>(d)].peak == bound[static_cast<std::size_t>(d)]);
    CHECK(p.meters[static_cast<std::size_t>(d)].live == 0);
  }

  auto whole = make_params<float>(c, whole_model(c), 1);
  gpt::test::perturb(whole);
  const reference_result ref = reference_step(whole, batch);
  std::map<std::string, std::vector<double>> expected;
  gpt::test::collect(expected, whole, true);
  CHECK(gpt::test::compare(p.grads(), expected, 1e-5) == "");
  double mean = 0;
  for (double l : p[S - 1].losses()) mean += l / m;
  CHECK(mean == Approx(ref.mean_loss).epsilon(1e-6));
}
