#pragma once
// svg: a timeline picture of one or more simulated schedules on one time axis.
//
// Per panel (one schedule): a title line, then per device a row of blocks, one per compute
// action, placed and sized by simulated time, coloured by pass kind (F, B, W, BW; a
// chunk other than 0 is drawn lighter) with its microbatch number inside when it fits;
// send/recv, offload and reload with a duration are thin strips under the blocks; a
// recompute (R) is a compute block of its own colour, and so are the vocabulary passes
// (S and T of the output layer, E and EW of the input layer; their collectives are strips). Under
// each device's row its live activations over time, with the device's static bound
// (peak_activations, from the order alone) as a dashed line. A legend on top, a time
// axis under each panel. Compute blocks carry class "blk", so a reader can count them.
//
// The output depends only on the inputs (fixed-decimal, locale-independent numbers), so
// the same schedules always give the same bytes. Standard library only.
#include <algorithm>
#include <cmath>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "../analysis/memory.hpp"
#include "../analysis/simulate.hpp"
#include "../schedule.hpp"
#include "activation_curve.hpp"
#include "text.hpp"

namespace pipesched::io {

struct svg_panel {
  std::string title;            // e.g. "v-half: peak 3 units, bubble 0.227"
  const schedule* sched = nullptr;
  const timeline* time = nullptr;
};

struct svg_options {
  double min_width = 1100;       // px of the time axis when every block fits
  double max_width = 16000;      // px of the time axis at most
  double min_block_px = 14;      // the shortest compute pass is at least this wide (within max_width)
};

namespace detail {
// The CSS class of an action kind: one per colour of the legend.
constexpr std::string_view svg_class(action_kind k) {
  switch (k) {
    case action_kind::F: return "F";
    case action_kind::B: return "B";
    case action_kind::W: return "W";
    case action_kind::BW: return "BW";
    case action_kind::offload: return "offload";
    case action_kind::reload: return "reload";
    case action_kind::optimizer_step: return "step";
    case action_kind::overlap_f_b:
    case action_kind::overlap_f_bw: return "FB";
    case action_kind::recompute: return "R";
    case action_kind::vocab_s:
    case action_kind::vocab_t: return "head";
    case action_kind::embed_f:
    case action_kind::embed_w: return "embed";
    default: return is_collective(k) ? "coll" : "comm";
  }
}

// "F stage 3 microbatch 7"; an overlapped action names both halves, joined by " with ".
inline std::string pass_title(const action& a) {
  if (is_vocab_pass(a.kind))  // (its `stage` is the device of its vocabulary shard)
    return std::string(to_string(a.kind)) + " vocabulary shard " + std::to_string(a.stage) + " microbatch " +
           std::to_string(a.microbatch);
  std::string out;
  for (const action& pass : passes_of(a))
    out += (out.empty() ? "" : " with ") + std::string(to_string(pass.kind)) + " stage " + std::to_string(pass.stage) +
           " microbatch " + std::to_string(pass.microbatch);
  return out;
}

// A tick spacing of 1, 2 or 5 x 10^k time units that puts ticks at least `min_px` apart.
inline double tick_step(double px_per_unit, double min_px) {
  double step = std::pow(10.0, std::floor(std::log10(min_px / px_per_unit)));
  for (double f : {1.0, 2.0, 5.0, 10.0})
    if (f * step * px_per_unit >= min_px) return f * step;
  return 10 * step;
}
}  // namespace detail

inline std::string render_svg(const std::vector<svg_panel>& panels, const svg_options& opt = {}) {
  using detail::number;
  constexpr double left = 78, right = 24, top = 12;
  constexpr double title_h = 22, block_h = 18, strip_h = 3, mem_h = 22, device_gap = 6, axis_h = 26,
                   panel_gap = 14, legend_h = 26;

  double makespan = 0, shortest = 0;
  for (const svg_panel& p : panels) {
    makespan = std::max(makespan, p.time->makespan);
    for (const auto& list : p.time->per_device)
      for (const timed_action& t : list)
        if (is_compute(t.what.kind) && t.end > t.start && (shortest == 0 || t.end - t.start < shortest))
          shortest = t.end - t.start;
  }
  if (makespan <= 0) makespan = 1;
  double px = opt.min_width / makespan;
  if (shortest > 0) px = std::max(px, opt.min_block_px / shortest);
  px = std::min(px, opt.max_width / makespan);
  const double axis_w = makespan * px;
  const double width = std::ceil(left + axis_w + right);

  double height = top + legend_h;
  for (const svg_panel& p : panels)
    height += title_h + p.sched->devices() * (block_h + strip_h + mem_h + device_gap) + axis_h + panel_gap;
  height = std::ceil(height);

  std::string out;
  out += "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
  out += "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" + number(width) + "\" height=\"" + number(height) +
         "\" viewBox=\"0 0 " + number(width) + ' ' + number(height) + "\" font-family=\"sans-serif\">\n";
  std::string all_titles;
  for (const svg_panel& p : panels) all_titles += (all_titles.empty() ? "" : "; ") + p.title;
  out += "<title>" + detail::xml_escape(all_titles) + "</title>\n";
  out += "<style>\n"
         ".F{fill:#4e79a7}.B{fill:#59a14f}.W{fill:#edc948}.BW{fill:#e15759}\n"
         ".comm{fill:#79706e}.offload{fill:#b07aa1}.reload{fill:#ff9da7}.step{fill:#9c755f}\n"
         ".c1{fill-opacity:0.62}.blk{stroke:#ffffff;stroke-width:0.5}\n"
         ".mb{font-size:9px;text-anchor:middle;fill:#111111}\n"
         ".lbl{font-size:11px;fill:#222222}.small{font-size:9px;fill:#555555}\n"
         ".ttl{font-size:13px;font-weight:bold;fill:#111111}\n"
         ".mem{fill:#9ecae1;fill-opacity:0.55;stroke:#3182bd;stroke-width:0.8}\n"
         ".bound{stroke:#d62728;stroke-width:1;stroke-dasharray:4 2}\n"
         ".grid{stroke:#dddddd;stroke-width:0.5}.axis{stroke:#555555;stroke-width:0.8}\n";
  // Overlapped F&B pairs get a colour and a legend entry only where a panel has one, so
  // that the pictures of the other schedules stay as they were.
  bool overlaps = false;
  for (const svg_panel& p : panels)
    for (const auto& list : p.sched->per_device)
      for (const action& a : list) overlaps = overlaps || is_overlap(a.kind);
  if (overlaps) out += ".FB{fill:#76b7b2}\n";
  // Recompute (R) the same way: a colour and a legend entry only where a panel has one.
  bool recomputes = false;
  for (const svg_panel& p : panels)
    for (const auto& list : p.sched->per_device)
      for (const action& a : list) recomputes = recomputes || a.kind == action_kind::recompute;
  if (recomputes) out += ".R{fill:#f28e2b}\n";
  // The vocabulary passes and collectives likewise (the head's S and T, the embedding's E
  // and EW, the collectives as strips).
  bool vocab = false;
  for (const svg_panel& p : panels) vocab = vocab || p.sched->vocab != vocab_placement::none;
  if (vocab) out += ".head{fill:#f1ce63}.embed{fill:#d37295}.coll{fill:#bab0ac}\n";
  out += "</style>\n";
  out += "<rect x=\"0\" y=\"0\" width=\"" + number(width) + "\" height=\"" + number(height) +
         "\" fill=\"#ffffff\"/>\n";

  // Legend.
  {
    double x = left;
    const double y = top;
    const std::pair<std::string_view, std::string_view> items[] = {
        {"F", "F forward"},       {"B", "B input grad"},  {"W", "W weight grad"}, {"BW", "BW full backward"},
        {"comm", "send/recv"},    {"offload", "offload"}, {"reload", "reload"}};
    out += "<g id=\"legend\">\n";
    for (const auto& [cls, label] : items) {
      out += "<rect class=\"" + std::string(cls) + "\" x=\"" + number(x) + "\" y=\"" + number(y) +
             "\" width=\"12\" height=\"12\"/>";
      out += "<text class=\"lbl\" x=\"" + number(x + 16) + "\" y=\"" + number(y + 10) + "\">" +
             detail::xml_escape(label) + "</text>\n";
      x += 30 + 6.2 * static_cast<double>(label.size());
    }
    if (overlaps) {
      const std::string_view label = "F&B overlapped";
      out += "<rect class=\"FB\" x=\"" + number(x) + "\" y=\"" + number(y) + "\" width=\"12\" height=\"12\"/>";
      out += "<text class=\"lbl\" x=\"" + number(x + 16) + "\" y=\"" + number(y + 10) + "\">" +
             detail::xml_escape(label) + "</text>\n";
      x += 30 + 6.2 * static_cast<double>(label.size());
    }
    if (recomputes) {
      const std::string_view label = "R recompute";
      out += "<rect class=\"R\" x=\"" + number(x) + "\" y=\"" + number(y) + "\" width=\"12\" height=\"12\"/>";
      out += "<text class=\"lbl\" x=\"" + number(x + 16) + "\" y=\"" + number(y + 10) + "\">" +
             detail::xml_escape(label) + "</text>\n";
      x += 30 + 6.2 * static_cast<double>(label.size());
    }
    if (vocab)
      for (const auto& [cls, label] : {std::pair<std::string_view, std::string_view>{"head", "S/T output layer"},
                                       {"embed", "E/EW input layer"},
                                       {"coll", "collective"}}) {
        out += "<rect class=\"" + std::string(cls) + "\" x=\"" + number(x) + "\" y=\"" + number(y) +
               "\" width=\"12\" height=\"12\"/>";
        out += "<text class=\"lbl\" x=\"" + number(x + 16) + "\" y=\"" + number(y + 10) + "\">" +
               detail::xml_escape(label) + "</text>\n";
        x += 30 + 6.2 * static_cast<double>(label.size());
      }
    out += "<rect class=\"F c1\" x=\"" + number(x) + "\" y=\"" + number(y) + "\" width=\"12\" height=\"12\"/>";
    out += "<text class=\"lbl\" x=\"" + number(x + 16) + "\" y=\"" + number(y + 10) +
           "\">lighter: chunk &#8805; 1</text>\n";
    x += 150;
    out += "<path class=\"mem\" d=\"M" + number(x) + ' ' + number(y + 12) + " V" + number(y + 4) + " H" +
           number(x + 8) + " V" + number(y) + " H" + number(x + 14) + " V" + number(y + 12) + " Z\"/>";
    out += "<text class=\"lbl\" x=\"" + number(x + 18) + "\" y=\"" + number(y + 10) +
           "\">live activations</text>\n";
    x += 120;
    out += "<line class=\"bound\" x1=\"" + number(x) + "\" y1=\"" + number(y + 6) + "\" x2=\"" + number(x + 16) +
           "\" y2=\"" + number(y + 6) + "\"/>";
    out += "<text class=\"lbl\" x=\"" + number(x + 20) + "\" y=\"" + number(y + 10) +
           "\">static bound</text>\n";
    out += "</g>\n";
  }

  const double step = detail::tick_step(px, 60);
  double y = top + legend_h;
  for (std::size_t pi = 0; pi < panels.size(); ++pi) {
    const svg_panel& p = panels[pi];
    const schedule& s = *p.sched;
    const timeline& t = *p.time;
    const std::vector<int> bound = peak_activations(s);
    int scale_max = 1;
    for (int b : bound) scale_max = std::max(scale_max, b);
    out += "<g id=\"panel" + std::to_string(pi) + "\">\n";
    out += "<text class=\"ttl\" x=\"" + number(left) + "\" y=\"" + number(y + 15) + "\">" +
           detail::xml_escape(p.title) + "</text>\n";
    y += title_h;
    const double rows_top = y;
    const double rows_h = s.devices() * (block_h + strip_h + mem_h + device_gap);
    // Grid lines first, under everything.
    for (double tick = 0; tick <= makespan + 1e-9; tick += step) {
      const double x = left + tick * px;
      out += "<line class=\"grid\" x1=\"" + number(x) + "\" y1=\"" + number(rows_top) + "\" x2=\"" + number(x) +
             "\" y2=\"" + number(rows_top + rows_h) + "\"/>\n";
    }
    for (int d = 0; d < s.devices(); ++d) {
      out += "<g id=\"panel" + std::to_string(pi) + "-device" + std::to_string(d) + "\">\n";
      out += "<text class=\"lbl\" x=\"4\" y=\"" + number(y + 13) + "\">device " + std::to_string(d) + "</text>\n";
      for (const timed_action& ta : t.per_device[static_cast<std::size_t>(d)]) {
        const action& a = ta.what;
        const double x = left + ta.start * px, w = (ta.end - ta.start) * px;
        if (is_compute(a.kind) || is_vocab_pass(a.kind)) {
          const int chunk = is_vocab_pass(a.kind) ? 0 : chunk_of(s.place, s.devices(), a.stage);
          out += "<rect class=\"blk " + std::string(detail::svg_class(a.kind)) + (chunk > 0 ? " c1" : "") +
                 "\" x=\"" + number(x) + "\" y=\"" + number(y) + "\" width=\"" + number(w) + "\" height=\"" +
                 number(block_h) + "\"><title>" + detail::xml_escape(detail::pass_title(a)) + ": " +
                 number(ta.start) + " to " + number(ta.end) + "</title></rect>";
          std::string label = std::to_string(a.microbatch);  // (appended: g++ 12 warns -Wrestrict on "/" + string)
          if (is_overlap(a.kind)) label.append("/").append(std::to_string(a.back_microbatch));
          if (w >= 5.5 * static_cast<double>(label.size()) + 2)
            out += "<text class=\"mb\" x=\"" + number(x + w / 2) + "\" y=\"" + number(y + 12.5) + "\">" + label +
                   "</text>";
          out += '\n';
        } else if (ta.end > ta.start) {
          out += "<rect class=\"" + std::string(detail::svg_class(a.kind)) + "\" x=\"" + number(x) + "\" y=\"" +
                 number(y + block_h) + "\" width=\"" + number(w) + "\" height=\"" + number(strip_h) +
                 "\"><title>" + std::string(to_string(a.kind)) + " stage " + std::to_string(a.stage) +
                 " microbatch " + std::to_string(a.microbatch) + "</title></rect>\n";
        }
      }
      // Live activations under the row, scaled to the panel's largest bound.
      const double base = y + block_h + strip_h + mem_h;
      const auto level = [&](int live) { return base - (mem_h - 2) * live / scale_max; };
      std::string path = "M" + number(left) + ' ' + number(base);
      for (const activation_step& st : activation_curve(t, d))
        path += " H" + number(left + st.time * px) + " V" + number(level(st.live));
      path += " H" + number(left + makespan * px) + " V" + number(base) + " Z";
      out += "<path class=\"mem\" d=\"" + path + "\"/>\n";
      const double by = level(bound[static_cast<std::size_t>(d)]);
      out += "<line class=\"bound\" x1=\"" + number(left) + "\" y1=\"" + number(by) + "\" x2=\"" +
             number(left + makespan * px) + "\" y2=\"" + number(by) + "\"/>\n";
      out += "<text class=\"small\" x=\"4\" y=\"" + number(base - 4) + "\">mem &#8804; " +
             number(static_cast<double>(bound[static_cast<std::size_t>(d)]) / s.chunks()) + " u</text>\n";
      out += "</g>\n";
      y += block_h + strip_h + mem_h + device_gap;
    }
    // Time axis.
    out += "<line class=\"axis\" x1=\"" + number(left) + "\" y1=\"" + number(y) + "\" x2=\"" +
           number(left + axis_w) + "\" y2=\"" + number(y) + "\"/>\n";
    for (double tick = 0; tick <= makespan + 1e-9; tick += step) {
      const double x = left + tick * px;
      out += "<line class=\"axis\" x1=\"" + number(x) + "\" y1=\"" + number(y) + "\" x2=\"" + number(x) +
             "\" y2=\"" + number(y + 4) + "\"/><text class=\"small\" x=\"" + number(x) + "\" y=\"" +
             number(y + 14) + "\" text-anchor=\"middle\">" + number(tick) + "</text>\n";
    }
    out += "<text class=\"small\" x=\"4\" y=\"" + number(y + 14) + "\">time</text>\n";
    out += "</g>\n";
    y += axis_h + panel_gap;
  }
  out += "</svg>\n";
  return out;
}

}  // namespace pipesched::io
