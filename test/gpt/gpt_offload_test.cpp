// gpt_stage as a runtime::offloading_stage: offload(j, fraction) moves exactly
// offloaded_bytes(f_alloc, fraction) bytes of F(j)'s kept activations from the device
// meter into the host pool, reload(j) brings exactly those back, and the gradients do
// not change by a bit, for whole and partial fractions and every kind of stage (with
// the embedding, middle, with the head). The same with the copies cut out
// (async_offloading_stage) and run on a copy engine's thread: the device bytes leave at
// end_offload and come back at begin_reload, the host blocks are taken at begin_offload
// and given back at end_reload.
#include <pipesched/analysis/memory.hpp>
#include <pipesched/runtime/copy_stream.hpp>

#include "runtime/gpt/gpt_stage.hpp"
#include "runtime/gpt/host_pool.hpp"

#include "gpt_pipeline.hpp"

#include <catch2/catch.hpp>

#include <cstring>

using namespace pipesched::gpt;
using Catch::Matchers::Contains;

namespace {
const gpt_config config = parse_gpt_config("tiny,layers=3,dim=8,heads=2,seq=4,vocab=16,batch=2");
constexpr int S = 3, m = 3;

// offload(j, fraction), or with `copies` its begin, its copy on the copy engine and its
// end, checking that the device bytes stay until the end.
void offload(gpt_stage& st, int j, double fraction, pipesched::runtime::copy_stream* copies,
             const pipesched::runtime::activation_meter& meter) {
  if (!copies) return st.offload(j, fraction);
  const long long live = meter.live;
  const auto copy = copies->enqueue(st.begin_offload(j, fraction));
  CHECK(meter.live == live);
  copies->wait(copy);
  st.end_offload(j);
}

// reload(j), or its begin, copy and end, checking that B(j) waits for the end.
void reload(gpt_stage& st, int j, pipesched::runtime::copy_stream* copies,
            const pipesched::runtime::activation_meter& meter) {
  if (!copies) return st.reload(j);
  const long long host = st.host().meter().live;
  const auto copy = copies->enqueue(st.begin_reload(j));
  CHECK(st.host().meter().live == host);  // the blocks are still being read
  copies->wait(copy);
  CHECK_THROWS_WITH(st.backward_input(j, {}), Contains("before its reload's copy ended"));
  const long long live = meter.live;
  st.end_reload(j);
  CHECK(meter.live == live);
}

// One iteration by hand; with `fraction` > 0 every stage offloads each microbatch after
// its F and reloads it before its B, checking the meters at each step.
void run(test::pipeline& p, double fraction, bool async = false) {
  pipesched::runtime::copy_stream engine;
  pipesched::runtime::copy_stream* copies = async ? &engine : nullptr;
  std::vector<gpt_stage::tensor> x(m);
  for (int j = 0; j < m; ++j)
    for (int s = 0; s < S; ++s) {
      auto& meter = p.meters[static_cast<std::size_t>(s)];
      x[static_cast<std::size_t>(j)] = p[s].forward(j, x[static_cast<std::size_t>(j)]);
      if (fraction > 0) {
        const long long moved = pipesched::offloaded_bytes(p[s].deltas().f_alloc, fraction);
        const long long live = meter.live, host = p[s].host().meter().live;
        offload(p[s], j, fraction, copies, meter);
        CHECK(meter.live == live - moved);
        CHECK(p[s].host().meter().live == host + moved);
      }
    }
  for (int j = 0; j < m; ++j) {
    gpt_stage::tensor dy;
    for (int s = S - 1; s >= 0; --s) {
      auto& meter = p.meters[static_cast<std::size_t>(s)];
      if (fraction > 0) {
        const long long moved = pipesched::offloaded_bytes(p[s].deltas().f_alloc, fraction);
        const long long live = meter.live, peak = meter.peak, host = p[s].host().meter().live;
        reload(p[s], j, copies, meter);
        CHECK(meter.live == live + moved);
        CHECK(meter.peak == std::max(peak, live + moved));
        CHECK(p[s].host().meter().live == host - moved);
      }
      dy = p[s].backward_input(j, dy);
      p[s].backward_weight(j);
    }
  }
}

bool bit_identical(const std::map<std::string, std::vector<double>>& a,
                   const std::map<std::string, std::vector<double>>& b) {
  if (a.size() != b.size()) return false;
  for (const auto& [name, v] : a) {
    const auto it = b.find(name);
    if (it == b.end() || it->second.size() != v.size() ||
        std::memcmp(it->second.data(), v.data(), v.size() * sizeof(double)) != 0)
      return false;
  }
  return true;
}
}  // namespace

TEST_CASE("offload moves exactly offloaded_bytes to the host and the gradients stay bit-identical",
          "[gpt][offload]") {
  const gpt_batch batch = synthetic_batch(config, m, 5);
  test::pipeline plain(config, S, batch);
  run(plain, 0);

  // Whole activations, half, and fractions that end inside a buffer and inside a float.
  const double fraction = GENERATE(1.0, 0.5, 0.3, 0.123457, 0.999);
  const bool async = GENERATE(false, true);
  INFO("fraction " << fraction << (async ? ", copies on a copy engine" : ", synchronous"));
  test::pipeline p(config, S, batch);
  run(p, fraction, async);
  CHECK(bit_identical(p.grads(), plain.grads()));
  CHECK(p[S - 1].losses() == plain[S - 1].losses());
  for (int s = 0; s < S; ++s) {
    INFO("stage " << s);
    const long long moved = pipesched::offloaded_bytes(p[s].deltas().f_alloc, fraction);
    CHECK(p.meters[static_cast<std::size_t>(s)].live == 0);  // everything released after W
    CHECK(p[s].host().meter().live == 0);
    CHECK(p[s].host().meter().peak == m * moved);  // every microbatch was on the host at once
    CHECK(p[s].host().reserved_bytes() == m * moved);
  }
}

TEST_CASE("the host pool hands out reusable blocks and meters the bytes in use", "[gpt][offload]") {
  host_pool pool;
  {
    host_pool::block a = pool.acquire(100), b = pool.acquire(40);
    CHECK(pool.meter().live == 140);
    CHECK(pool.reserved_bytes() == 140);
    std::memset(a.data(), 1, a.size());
    b.reset();
    CHECK(pool.meter().live == 100);
    host_pool::block c = pool.acquire(30);  // reuses b's 40 bytes
    CHECK(c.size() == 30);
    CHECK(pool.reuses() == 1);
    CHECK(pool.reserved_bytes() == 140);
    CHECK(pool.meter().live == 130);
    CHECK(pool.meter().peak == 140);
  }
  CHECK(pool.meter().live == 0);
  CHECK(pool.free_blocks() == 2);
  host_pool::block d = pool.acquire(200);  // nothing fits: a new block
  CHECK(pool.reserved_bytes() == 340);
}

TEST_CASE("a second iteration reuses the host pool's blocks", "[gpt][offload]") {
  const gpt_batch batch = synthetic_batch(config, m, 5);
  test::pipeline p(config, S, batch);
  run(p, 1.0);
  std::vector<long long> reserved;
  for (int s = 0; s < S; ++s) reserved.push_back(p[s].host().reserved_bytes());
  for (int s = 0; s < S; ++s) p[s].set_batch(&batch);
  run(p, 1.0);
  for (int s = 0; s < S; ++s) {
    CHECK(p[s].host().reserved_bytes() == reserved[static_cast<std::size_t>(s)]);
    CHECK(p[s].host().reuses() > 0);
  }
}

TEST_CASE("stages of one device can share a host pool", "[gpt][offload]") {
  const gpt_batch batch = synthetic_batch(config, 1, 5);
  auto params = make_params<float>(config, partition(config, 1)[0], 1);
  pipesched::runtime::activation_meter meter;
  host_pool pool;
  gpt_stage st(config, 0, 1, params, &batch, meter, &pool);
  st.forward(0, {});
  st.offload(0, 1.0);
  CHECK(&st.host() == &pool);
  CHECK(pool.meter().live == st.deltas().f_alloc);
  CHECK(meter.live == 0);
  st.reload(0);
  CHECK(meter.live == st.deltas().f_alloc);

  // set_host_pool: a stage built without one moves to a shared pool (not while offloaded).
  auto params2 = make_params<float>(config, partition(config, 1)[0], 1);
  gpt_stage other(config, 0, 1, params2, &batch, meter);
  CHECK(&other.host() != &pool);
  other.set_host_pool(pool);
  CHECK(&other.host() == &pool);
  other.forward(0, {});
  other.offload(0, 1.0);
  CHECK(pool.meter().live == st.deltas().f_alloc);
  host_pool third;
  CHECK_THROWS_WITH(other.set_host_pool(third), Contains("while a microbatch is offloaded"));
  other.reload(0);
  CHECK(pool.meter().live == 0);
}

TEST_CASE("offload and reload out of order are errors naming stage and microbatch", "[gpt][offload]") {
  const gpt_batch batch = synthetic_batch(config, m, 5);
  test::pipeline p(config, S, batch);
  CHECK_THROWS_WITH(p[0].offload(0, 1.0), Contains("stage 0: offload(0)") && Contains("needs its F first"));
  CHECK_THROWS_WITH(p[0].reload(0), Contains("stage 0: reload(0)") && Contains("needs its F first"));
  const auto x = p[0].forward(0, {});
  CHECK_THROWS_WITH(p[0].reload(0), Contains("reload(0) without its offload"));
  CHECK_THROWS_AS(p[0].offload(0, 0.0), std::invalid_argument);
  CHECK_THROWS_AS(p[0].offload(0, 1.5), std::invalid_argument);
  const long long live = p.meters[0].live;
  p[0].offload(0, 0.5);
  CHECK_THROWS_WITH(p[0].offload(0, 0.5), Contains("offload(0) again before its reload"));
  CHECK_THROWS_WITH(p[0].backward_input(0, std::vector<float>(x.size())), Contains("reload first"));
  p[0].reload(0);
  CHECK(p.meters[0].live == live);
}

TEST_CASE("the asynchronous offload's ends need their begins and B needs the reload's end", "[gpt][offload]") {
  const gpt_batch batch = synthetic_batch(config, m, 5);
  test::pipeline p(config, S, batch);
  const auto x = p[0].forward(0, {});
  CHECK_THROWS_WITH(p[0].end_offload(0), Contains("stage 0: offload(0) ended without its begin"));
  pipesched::runtime::copy_work out = p[0].begin_offload(0, 0.5);
  CHECK_THROWS_WITH(p[0].reload(0), Contains("reload(0) before its offload ended"));
  CHECK_THROWS_WITH(p[0].backward_input(0, std::vector<float>(x.size())), Contains("reload first"));
  out();
  p[0].end_offload(0);
  CHECK_THROWS_WITH(p[0].end_reload(0), Contains("stage 0: reload(0) ended without its begin"));
  pipesched::runtime::copy_work in = p[0].begin_reload(0);
  CHECK_THROWS_WITH(p[0].begin_reload(0), Contains("reload(0) again before its B"));
  CHECK_THROWS_WITH(p[0].backward_input(0, std::vector<float>(x.size())), Contains("end_reload first"));
  in();
  p[0].end_reload(0);
  CHECK(p[0].host().meter().live == 0);
  CHECK(p[0].backward_input(0, std::vector<float>(x.size())).empty());  // the first stage sends nothing back
}
