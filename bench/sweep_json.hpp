#pragma once
// The JSON copy of a sweep bench's tables (copy_bench, p2p_bench --json FILE), for
// scripts and the planner's user: what the text prints, row by row, with no parsing of it.
//
//   {"bench": "copy_bench", "devices": [{"index": 0, "name": "...", "bus": "..."}],
//    "options": {"min_bytes": n, "max_bytes": n, "iters": n, "warmup": n, "check": n},
//    "time_unit": "us", "bandwidth_unit": "GB/s",
//    "rows": [{"path": "h2d", "bytes": n, "count": n, "type": "int32", "time_us": x,
//              "algbw": x, "busbw": x, "wrong": n | null}, ...],
//    "summary": "...", "wrong": n}
//
// Plain C++ (no CUDA, no JSON library: the device image may lack one), so the writer is
// tested without a GPU (test/bench/sweep_json_test.cpp). write() replaces FILE whole, from a
// temporary file beside it, or throws std::runtime_error naming it.
#include <cmath>
#include <cstddef>
#include <cstdio>
#include <fstream>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "sweep_args.hpp"

namespace pipesched::bench {

// `s` as a JSON string: quotes, backslashes and control characters escaped.
inline std::string json_string(const std::string& s) {
  std::string out = "\"";
  for (const char c : s) {
    if (c == '"' || c == '\\') {
      out += '\\';
      out += c;
    } else if (static_cast<unsigned char>(c) < 0x20) {
      char esc[8];
      std::snprintf(esc, sizeof esc, "\\u%04x", static_cast<unsigned>(static_cast<unsigned char>(c)));
      out += esc;
    } else {
      out += c;
    }
  }
  return out + "\"";
}

// A finite number as JSON (%.6g keeps what the table shows and more); null otherwise.
inline std::string json_number(double x) {
  if (!std::isfinite(x)) return "null";
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.6g", x);
  return buf;
}

class sweep_json {
 public:
  sweep_json(std::string bench, const sweep_options& o) : bench_(std::move(bench)), options_(o) {}

  void device(int index, const std::string& name, const std::string& bus) {
    devices_.push_back("{\"index\": " + std::to_string(index) + ", \"name\": " + json_string(name) +
                       ", \"bus\": " + json_string(bus) + "}");
  }
  // One row as print_sweep_row prints it; `wrong` < 0: not checked (null).
  void row(const std::string& path, std::size_t bytes, double seconds, double bus_factor, long long wrong) {
    const double algbw = seconds > 0 ? static_cast<double>(bytes) / seconds * 1e-9 : 0;
    rows_.push_back("{\"path\": " + json_string(path) + ", \"bytes\": " + std::to_string(bytes) +
                    ", \"count\": " + std::to_string(bytes / sweep_word) + ", \"type\": \"int32\", \"time_us\": " +
                    json_number(seconds * 1e6) + ", \"algbw\": " + json_number(algbw) +
                    ", \"busbw\": " + json_number(algbw * bus_factor) +
                    ", \"wrong\": " + (wrong < 0 ? std::string("null") : std::to_string(wrong)) + "}");
    if (wrong > 0) wrong_ += wrong;
  }
  void summary(const std::string& text) { summary_ = text; }

  std::string text() const {
    std::string out = "{\n  \"bench\": " + json_string(bench_) + ",\n  \"devices\": [";
    for (std::size_t i = 0; i < devices_.size(); ++i) out += (i ? ", " : "") + devices_[i];
    out += "],\n  \"options\": {\"min_bytes\": " + std::to_string(options_.min_bytes) +
           ", \"max_bytes\": " + std::to_string(options_.max_bytes) + ", \"iters\": " + std::to_string(options_.iters) +
           ", \"warmup\": " + std::to_string(options_.warmup) + ", \"check\": " + std::to_string(options_.check) +
           "},\n  \"time_unit\": \"us\",\n  \"bandwidth_unit\": \"GB/s\",\n  \"rows\": [";
    for (std::size_t i = 0; i < rows_.size(); ++i) out += (i ? ",\n    " : "\n    ") + rows_[i];
    out += rows_.empty() ? "]" : "\n  ]";
    out += ",\n  \"summary\": " + json_string(summary_) + ",\n  \"wrong\": " + std::to_string(wrong_) + "\n}\n";
    return out;
  }

  void write(const std::string& path) const {
    const std::string tmp = path + ".tmp";
    {
      std::ofstream f(tmp, std::ios::binary | std::ios::trunc);
      f << text();
      f.close();
      if (!f) {
        std::remove(tmp.c_str());
        throw std::runtime_error("--json " + path + ": cannot write " + tmp);
      }
    }
    if (std::rename(tmp.c_str(), path.c_str()) != 0) {
      std::remove(tmp.c_str());
      throw std::runtime_error("--json " + path + ": cannot replace it");
    }
  }

 private:
  std::string bench_;
  sweep_options options_;
  std::vector<std::string> devices_, rows_;
  std::string summary_;
  long long wrong_ = 0;
};

}  // namespace pipesched::bench
