#pragma once
// trace: a simulated timeline in the Chrome trace event format (JSON object form), which
// Perfetto (ui.perfetto.dev) and chrome://tracing open.
//
//   process (pid) = device d, named "device d";
//   thread (tid)  = stream: 0 compute (F, B, W, BW, R, optimizer step), 1 comm (send/recv),
//                   2 D2H (offload), 3 H2D (reload), each named;
//   one complete event ("ph":"X") per executed action: name KIND<stage>.<microbatch>
//   (as the text format; an overlapped F&B names both halves, io::action_label), cat =
//   the kind, args {stage, microbatch[, peer][, back_stage, back_microbatch]};
//   one counter ("ph":"C") per device, "activation", args {bytes}: live activation bytes
//   after each change (chunk activations x bytes of one chunk activation).
//
// Time: one cost unit of the simulator is `us_per_unit` microseconds (ts and dur are in
// microseconds in this format). Standard library only; deterministic output.
#include <string>
#include <string_view>

#include "../analysis/simulate.hpp"
#include "../schedule.hpp"
#include "activation_curve.hpp"
#include "text.hpp"

namespace pipesched::io {

struct trace_options {
  double us_per_unit = 1000;          // one cost unit = 1 ms
  long long activation_bytes = 1;     // bytes of one activation unit (a chunk holds 1/v of it)
  std::string name = "pipesched";     // a label stored in otherData
};

enum class trace_stream : int { compute = 0, comm = 1, d2h = 2, h2d = 3 };

constexpr std::string_view to_string(trace_stream s) {
  switch (s) {
    case trace_stream::compute: return "compute";
    case trace_stream::comm: return "comm";
    case trace_stream::d2h: return "D2H";
    case trace_stream::h2d: return "H2D";
  }
  return "?";
}

constexpr trace_stream stream_of(action_kind k) {
  if (is_comm(k) || is_collective(k)) return trace_stream::comm;
  if (k == action_kind::offload) return trace_stream::d2h;
  if (k == action_kind::reload) return trace_stream::h2d;
  return trace_stream::compute;
}
static_assert(stream_of(action_kind::recv_backward) == trace_stream::comm && stream_of(action_kind::W) == trace_stream::compute);
static_assert(stream_of(action_kind::allreduce_grad) == trace_stream::comm && stream_of(action_kind::vocab_s) == trace_stream::compute);

inline std::string to_chrome_trace(const schedule& s, const timeline& t, const trace_options& opt = {}) {
  using detail::number;
  const auto ts = [&](double time) { return number(time * opt.us_per_unit, 3); };
  std::string out = "{\"displayTimeUnit\":\"ms\",\"otherData\":{\"name\":\"" + detail::json_escape(opt.name) +
                    "\",\"devices\":" + std::to_string(s.devices()) +
                    ",\"microbatches\":" + std::to_string(s.microbatches()) +
                    ",\"chunks\":" + std::to_string(s.chunks()) + ",\"makespan\":" + number(t.makespan, 6) +
                    ",\"bubble\":" + number(t.bubble, 6) + ",\"us_per_unit\":" + number(opt.us_per_unit, 6) +
                    "},\n\"traceEvents\":[\n";
  bool first = true;
  const auto emit = [&](const std::string& event) {
    if (!first) out += ",\n";
    out += event;
    first = false;
  };
  for (int d = 0; d < s.devices(); ++d) {
    const std::string pid = std::to_string(d);
    emit("{\"name\":\"process_name\",\"ph\":\"M\",\"pid\":" + pid + ",\"args\":{\"name\":\"device " + pid + "\"}}");
    emit("{\"name\":\"process_sort_index\",\"ph\":\"M\",\"pid\":" + pid + ",\"args\":{\"sort_index\":" + pid + "}}");
    for (int k = 0; k < 4; ++k) {
      const auto stream = static_cast<trace_stream>(k);
      emit("{\"name\":\"thread_name\",\"ph\":\"M\",\"pid\":" + pid + ",\"tid\":" + std::to_string(k) +
           ",\"args\":{\"name\":\"" + std::string(to_string(stream)) + "\"}}");
      emit("{\"name\":\"thread_sort_index\",\"ph\":\"M\",\"pid\":" + pid + ",\"tid\":" + std::to_string(k) +
           ",\"args\":{\"sort_index\":" + std::to_string(k) + "}}");
    }
    for (const timed_action& x : t.per_device[static_cast<std::size_t>(d)]) {
      const action& a = x.what;
      std::string args = "{\"stage\":" + std::to_string(a.stage) + ",\"microbatch\":" + std::to_string(a.microbatch);
      if (is_comm(a.kind) || is_collective(a.kind)) args += ",\"peer\":" + std::to_string(a.peer);
      if (is_overlap(a.kind))
        args += ",\"back_stage\":" + std::to_string(a.back_stage) +
                ",\"back_microbatch\":" + std::to_string(a.back_microbatch);
      args += '}';
      emit("{\"name\":\"" + detail::json_escape(action_label(a)) + "\",\"cat\":\"" +
           detail::json_escape(to_string(a.kind)) +
           "\",\"ph\":\"X\",\"pid\":" + pid + ",\"tid\":" + std::to_string(static_cast<int>(stream_of(a.kind))) +
           ",\"ts\":" + ts(x.start) + ",\"dur\":" + ts(x.end - x.start) + ",\"args\":" + args + '}');
    }
    for (const activation_step& st : activation_curve(t, d)) {
      // Exact for whole activation units; a chunk's share is rounded down.
      const long long bytes = static_cast<long long>(st.live) * opt.activation_bytes / s.chunks();
      emit("{\"name\":\"activation\",\"ph\":\"C\",\"pid\":" + pid + ",\"ts\":" + ts(st.time) +
           ",\"args\":{\"bytes\":" + std::to_string(bytes) + "}}");
    }
  }
  out += "\n]}\n";
  return out;
}

}  // namespace pipesched::io
