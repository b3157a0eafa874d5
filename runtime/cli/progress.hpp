#pragma once
// A progress line on stderr for a command that runs past a few seconds:
//
//   pipesched: train ... 120/1000 (14 s)
//
// drawn from 3 s on and redrawn at most once a second, in place ("\r", then erase to the
// end of the line), and only where stderr is a terminal: a pipe, a file, a log and the
// tests never see it. It is erased when the progress object goes, on every path out
// (an exception unwinds through it), so the one error line, or output that follows on
// the same terminal, starts on a clean line. Where a command prints as it goes (train's
// step lines) it is not drawn when stdout is a terminal too: those lines show progress.
//
// The library never prints: a command reports its steps (set()) and a thread of this
// object draws them. A command whose steps happen inside one library call reports 0 of
// them (total 0): the line then shows the time alone.
#include <condition_variable>
#include <cstdint>
#include <mutex>
#include <string>
#include <thread>
#include <utility>

namespace pipesched::cli {

// The drawing, without the thread, the clock or the terminal (tested alone).
class progress_line {
 public:
  static constexpr double after_s = 3;  // nothing for runs shorter than this
  static constexpr double every_s = 1;  // at most one draw per second

  progress_line(std::string what, std::int64_t total) : what_(std::move(what)), total_(total) {}
  void set(std::int64_t done) { done_ = done; }
  // What to write `elapsed` seconds after the start: "" when nothing is due.
  std::string tick(double elapsed);
  // What erases a drawn line ("" when none was drawn).
  std::string erase() const;

 private:
  std::string what_;
  std::int64_t total_ = 0, done_ = 0;
  double drawn_at_ = -1;  // < 0: never drawn
};

// Whether to draw: stderr a terminal, and stdout not one where the command prints as it goes.
bool progress_shown(bool stderr_terminal, bool stdout_terminal, bool prints_as_it_goes);

class progress {
 public:
  // `enabled` false (another MPI rank, say) draws nothing, like a stderr that is no terminal.
  progress(std::string what, std::int64_t total, bool prints_as_it_goes = false, bool enabled = true);
  ~progress();
  progress(const progress&) = delete;
  progress& operator=(const progress&) = delete;
  void set(std::int64_t done);

 private:
  void run();

  progress_line line_;
  std::mutex mutex_;
  std::condition_variable wake_;
  bool stop_ = false;
  std::thread ticker_;  // not started where nothing is drawn (or no thread could be had)
};

}  // namespace pipesched::cli
