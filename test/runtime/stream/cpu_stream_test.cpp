// CPU streams: one stream runs its queue in order; record() completes when the worker
// gets there; a wait holds back what comes after it; a failure is rethrown once while
// every event still completes; the destructor runs what is still queued. Work is held
// back with a gate (a promise the host keeps), never with a sleep.
#include "runtime/stream/cpu_stream.hpp"

#include <catch2/catch.hpp>

#include <array>
#include <cstdint>
#include <future>
#include <memory>
#include <numeric>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

namespace st = pipesched::stream;

namespace {

// Holds a stream at one point until the host opens it.
struct gate {
  std::promise<void> opened;
  std::shared_future<void> passed = opened.get_future().share();
  void hold(st::cpu_stream& s) {
    s.enqueue([f = passed] { f.wait(); });
  }
  void open() { opened.set_value(); }
};

st::chaos_options chaos(std::uint64_t seed) { return {.enabled = true, .seed = seed}; }

}  // namespace

TEST_CASE("a stream runs what is enqueued in the order it was enqueued", "[stream]") {
  const bool with_chaos = GENERATE(false, true);
  std::vector<int> seen;
  const st::chaos_options chaos{
      .enabled = with_chaos, .seed = 7, .max_delay = std::chrono::microseconds(5)};
  st::cpu_stream s("compute", chaos);
  for (int i = 0; i < 500; ++i) s.enqueue([&seen, i] { seen.push_back(i); });
  s.synchronize();
  std::vector<int> expected(500);
  std::iota(expected.begin(), expected.end(), 0);
  CHECK(seen == expected);
  CHECK(s.name() == "compute");
}

TEST_CASE("an event completes only once its stream has run everything enqueued before it",
          "[stream]") {
  st::cpu_stream s("compute");
  gate g;
  int written = 0;
  g.hold(s);
  s.enqueue([&] { written = 42; });
  const st::cpu_event done = s.record();
  CHECK_FALSE(done.query());  // the stream cannot get past the gate yet
  g.open();
  done.synchronize();
  CHECK(done.query());
  CHECK(written == 42);
  const st::cpu_event copy = done;  // a copy is a handle on the same point
  CHECK(copy.query());
}

TEST_CASE("a default-constructed event is complete and waiting on it holds nothing back",
          "[stream]") {
  const st::cpu_event none;
  CHECK(none.query());
  none.synchronize();
  st::cpu_stream s("compute");
  bool ran = false;
  s.wait(none);
  s.enqueue([&] { ran = true; });
  s.synchronize();
  CHECK(ran);
}

TEST_CASE("a stream that waits on an event runs nothing after the wait before the event completes",
          "[stream]") {
  st::cpu_stream producer("producer"), consumer("consumer");
  gate g;
  int value = 0, read = -1;
  g.hold(producer);
  producer.enqueue([&] { value = 1; });
  consumer.wait(producer.record());
  consumer.enqueue([&] { read = value; });
  const st::cpu_event consumed = consumer.record();
  CHECK_FALSE(consumed.query());  // held by the producer's gate, through the wait
  g.open();
  consumer.synchronize();
  CHECK(read == 1);
}

TEST_CASE("an op that throws: synchronize rethrows the first exception once, later ops are skipped "
          "and events still complete",
          "[stream]") {
  st::cpu_stream s("compute", chaos(3)), other("other", chaos(3), 1);
  int ran_after = 0;
  s.enqueue([] { throw std::runtime_error("first"); });
  s.enqueue([] { throw std::runtime_error("second"); });
  s.enqueue([&] { ++ran_after; });
  const st::cpu_event after = s.record();
  // Another stream that waits on the failed stream is not left hanging.
  bool other_ran = false;
  other.wait(after);
  other.enqueue([&] { other_ran = true; });
  other.synchronize();
  CHECK(other_ran);
  CHECK(after.query());

  CHECK_THROWS_WITH(s.synchronize(), "first");
  CHECK(ran_after == 0);
  CHECK_NOTHROW(s.synchronize());  // rethrown once, then cleared
  s.enqueue([&] { ++ran_after; });  // and the stream runs new work again
  s.synchronize();
  CHECK(ran_after == 1);
}

TEST_CASE("enqueue_always runs after a failure too, in order with the rest", "[stream]") {
  st::cpu_stream s("compute");
  std::vector<std::string> seen;
  s.enqueue([&] { seen.push_back("op"); });
  s.enqueue([] { throw std::logic_error("broken"); });
  s.enqueue([&] { seen.push_back("skipped"); });
  s.enqueue_always([&] { seen.push_back("release"); });
  CHECK_THROWS_AS(s.synchronize(), std::logic_error);
  CHECK(seen == std::vector<std::string>{"op", "release"});
}

TEST_CASE("destroying a stream runs everything still queued before it returns", "[stream]") {
  int ran = 0;
  {
    // Under chaos each op sleeps first, so the queue is still long at destruction.
    st::cpu_stream s("compute", chaos(11));
    gate g;
    g.hold(s);
    for (int i = 0; i < 200; ++i) s.enqueue([&ran] { ++ran; });
    g.open();
  }
  CHECK(ran == 200);
}

TEST_CASE("destroying a stream whose ops failed still drains it without throwing", "[stream]") {
  int released = 0;
  {
    st::cpu_stream s("compute");
    s.enqueue([] { throw std::runtime_error("never synchronized"); });
    s.enqueue_always([&] { ++released; });
  }
  CHECK(released == 1);
}

TEST_CASE("each stream's chaos generator is seeded from (seed, id)", "[stream]") {
  STATIC_REQUIRE(st::chaos_stream_seed(0, 0) != st::chaos_stream_seed(0, 1));
  STATIC_REQUIRE(st::chaos_stream_seed(0, 1) != st::chaos_stream_seed(1, 0));
  STATIC_REQUIRE(st::chaos_stream_seed(1, 1) != st::chaos_stream_seed(0, 0));
  STATIC_REQUIRE(st::chaos_options{} == st::chaos_options{.enabled = false, .seed = 0});
}

TEST_CASE("a host far ahead of its stream waits for a slot and loses nothing", "[stream]") {
  // More ops than the ring holds, queued behind a gate: the host must wait for the worker
  // (the gate opens from another thread), and every op still runs once, in order.
  const int n = 3 * static_cast<int>(st::cpu_stream::capacity);
  std::vector<int> seen;
  st::cpu_stream s("compute");
  gate g;
  g.hold(s);
  std::thread opener([&] { g.open(); });
  for (int i = 0; i < n; ++i) s.enqueue([&seen, i] { seen.push_back(i); });
  s.synchronize();
  opener.join();
  std::vector<int> expected(static_cast<std::size_t>(n));
  std::iota(expected.begin(), expected.end(), 0);
  CHECK(seen == expected);
}

TEST_CASE("an op of any size or move-only runs once and is destroyed once", "[stream]") {
  // Wider than a ring slot (boxed on the heap) and a move-only capture (in the slot):
  // each runs, and what it captured is released when it has run.
  auto kept = std::make_shared<int>(0);
  std::array<std::int64_t, 32> wide{};
  wide[31] = 5;
  {
    st::cpu_stream s("compute");
    s.enqueue([kept, wide] { *kept += static_cast<int>(wide[31]); });
    s.enqueue([kept, owned = std::make_unique<int>(7)] { *kept += *owned; });
    s.synchronize();
    CHECK(*kept == 12);
  }
  CHECK(kept.use_count() == 1);  // both captures destroyed
}
