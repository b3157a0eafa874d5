// include/pipesched/io/svg.hpp and io/trace.hpp on their own (the CLI tests parse them).
#include <pipesched/io/svg.hpp>

#include <string>

#include <catch2/catch.hpp>

#include <pipesched/generate.hpp>
#include <pipesched/io/trace.hpp>

namespace ps = pipesched;

namespace {
int count(const std::string& text, const std::string& what) {
  int n = 0;
  for (std::size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
  return n;
}
}  // namespace

TEST_CASE("the SVG draws one block per compute action and is the same every time", "[io][svg]") {
  const ps::family f = GENERATE(ps::family::one_f_one_b, ps::family::interleaved, ps::family::v_half);
  const ps::costs c{1, 1, 1, 0.2};
  const ps::schedule s = ps::make_schedule(f, {4, 6, 0}, c);
  const ps::timeline t = ps::simulate(s, c);
  const std::string svg = ps::io::render_svg({{"title & <more>", &s, &t}});
  CHECK(count(svg, "class=\"blk ") == ps::compute_only(s).action_count());
  CHECK(svg.find("title &amp; &lt;more&gt;") != std::string::npos);
  CHECK(svg == ps::io::render_svg({{"title & <more>", &s, &t}}));
}

TEST_CASE("the activation curve peaks at the static bound", "[io][svg]") {
  const ps::family f = GENERATE(ps::family::zb_h1, ps::family::v_min, ps::family::v_zb);
  const ps::schedule s = ps::make_schedule(f, {4, 8, 0});
  const ps::timeline t = ps::simulate(s, {});
  const std::vector<int> bound = ps::peak_activations(s);
  for (int d = 0; d < 4; ++d) {
    int peak = 0;
    for (const ps::io::activation_step& step : ps::io::activation_curve(t, d)) peak = std::max(peak, step.live);
    CHECK(peak == bound[d]);
    CHECK(ps::io::activation_curve(t, d).back().live == 0);
  }
}

TEST_CASE("the trace has one complete event per action and puts comm on its own stream", "[io][trace]") {
  const ps::schedule s = ps::make_schedule(ps::family::v_half, {4, 8, 0});
  const ps::timeline t = ps::simulate(s, {});
  const std::string trace = ps::io::to_chrome_trace(s, t);
  CHECK(count(trace, "\"ph\":\"X\"") == s.action_count());
  CHECK(count(trace, "\"tid\":1,\"ts\"") == s.action_count() - ps::compute_only(s).action_count());
  CHECK(trace == ps::io::to_chrome_trace(s, t));
}
