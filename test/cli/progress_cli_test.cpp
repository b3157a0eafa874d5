// The progress line of long commands (runtime/cli/progress.hpp): when it is drawn, what it
// says, and that it is erased; and that it is drawn only on a terminal (so a command's
// error in the other tests, whose stderr is a pipe, stays its one line).
#include <catch2/catch.hpp>

#include <string>

#include "runtime/cli/progress.hpp"

namespace pc = pipesched::cli;

TEST_CASE("the progress line waits 3 s, is redrawn at most once a second and is erased", "[cli][progress]") {
  pc::progress_line line("train", 200);
  REQUIRE(line.tick(0.5).empty());
  REQUIRE(line.tick(2.99).empty());
  REQUIRE(line.erase().empty());  // nothing drawn: nothing to erase
  line.set(40);
  REQUIRE(line.tick(3.05) == "\rpipesched: train ... 40/200 (3 s)\x1b[K");
  line.set(41);
  REQUIRE(line.tick(3.9).empty());  // under 0.9 s after the last (the ticker's slack)
  REQUIRE(line.tick(4.06) == "\rpipesched: train ... 41/200 (4 s)\x1b[K");
  REQUIRE(line.erase() == "\r\x1b[K");
}

TEST_CASE("a step count of 0 shows the time alone", "[cli][progress]") {
  pc::progress_line line("schedule v-half", 0);
  REQUIRE(line.tick(12.2) == "\rpipesched: schedule v-half ... (12 s)\x1b[K");
}

TEST_CASE("the progress line is drawn only on a terminal, not among step lines on one", "[cli][progress]") {
  REQUIRE(pc::progress_shown(true, false, false));
  REQUIRE(pc::progress_shown(true, true, false));   // schedule: stdout comes after the line is gone
  REQUIRE(pc::progress_shown(true, false, true));   // train > log: the steps go to the file
  REQUIRE_FALSE(pc::progress_shown(true, true, true));  // train's step lines on the terminal
  REQUIRE_FALSE(pc::progress_shown(false, true, false));
  REQUIRE_FALSE(pc::progress_shown(false, false, false));
}
