#include "progress.hpp"

#include <unistd.h>

#include <chrono>
#include <string_view>
#include <system_error>
#include <utility>

#include <fmt/format.h>

namespace pipesched::cli {

std::string progress_line::tick(double elapsed) {
  // (A tenth of a second of slack: the ticker wakes once a second, a little late or early.)
  if (elapsed < after_s || (drawn_at_ >= 0 && elapsed - drawn_at_ < 0.9 * every_s)) return {};
  drawn_at_ = elapsed;
  const std::string count = total_ > 0 ? fmt::format("{}/{} ", done_, total_) : std::string();
  return fmt::format("\rpipesched: {} ... {}({:.0f} s)\x1b[K", what_, count, elapsed);
}

std::string progress_line::erase() const { return drawn_at_ >= 0 ? "\r\x1b[K" : ""; }

bool progress_shown(bool stderr_terminal, bool stdout_terminal, bool prints_as_it_goes) {
  return stderr_terminal && !(prints_as_it_goes && stdout_terminal);
}

namespace {
void write_stderr(std::string_view text) {
  while (!text.empty()) {
    const ssize_t n = ::write(STDERR_FILENO, text.data(), text.size());
    if (n <= 0) return;  // a progress line is not worth an error
    text.remove_prefix(static_cast<std::size_t>(n));
  }
}
}  // namespace

progress::progress(std::string what, std::int64_t total, bool prints_as_it_goes, bool enabled)
    : line_(std::move(what), total) {
  if (!enabled || !progress_shown(::isatty(STDERR_FILENO) == 1, ::isatty(STDOUT_FILENO) == 1, prints_as_it_goes))
    return;
  try {
    ticker_ = std::thread([this] { run(); });
  } catch (const std::system_error&) {
    // No thread to be had (a process at its limit): the work goes on without the line.
  }
}

progress::~progress() {
  if (!ticker_.joinable()) return;
  {
    const std::lock_guard<std::mutex> lock(mutex_);
    stop_ = true;
  }
  wake_.notify_one();
  ticker_.join();
  write_stderr(line_.erase());
}

void progress::set(std::int64_t done) {
  const std::lock_guard<std::mutex> lock(mutex_);
  line_.set(done);
}

void progress::run() {
  const auto start = std::chrono::steady_clock::now();
  std::unique_lock<std::mutex> lock(mutex_);
  // Wake a little after each whole second, so that each draw is at least one apart.
  for (int second = 1; !stop_; ++second) {
    if (wake_.wait_until(lock, start + std::chrono::milliseconds(1000 * second + 50), [this] { return stop_; })) break;
    const double elapsed = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    write_stderr(line_.tick(elapsed));
  }
}

}  // namespace pipesched::cli
