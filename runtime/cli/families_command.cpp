#include "families_command.hpp"

#include <algorithm>
#include <array>
#include <exception>
#include <iostream>
#include <memory>
#include <optional>
#include <ostream>
#include <stdexcept>
#include <vector>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <pipesched/compiled.hpp>
#include <pipesched/core/limits.hpp>
#include <pipesched/generate.hpp>

#include "json_text.hpp"
#include "memory_budget.hpp"
#include "option_checks.hpp"
#include "schedule_command.hpp"

namespace pipesched::cli {

namespace {

// What DESIGN.md publishes for a family, in words and as numbers at unit costs.
// B = (p-1)/(m+p-1); "about B/k" is read as the fill and drain shrunk k-fold,
// (p-1)/(k m + p-1), as bench/family_table.cpp does.
struct family_facts {
  family fam;
  const char* chunks;     // chunks per device it takes
  const char* placement;  // stage -> device
  const char* backward;   // B and W split, or fused BW
  const char* peak;       // activation units, max over devices
  const char* bubble;     // global unless noted
  const char* needs;
};

constexpr std::array<family_facts, 12> facts = {{
    {family::gpipe, "1", "loop", "BW", "m", "B = (p-1)/(m+p-1)", "m >= 1"},
    {family::one_f_one_b, "1", "loop", "BW", "p", "B", "m >= 1 (peak min(m, p))"},
    {family::interleaved, "v >= 2 (default 2)", "loop", "BW", "p + (p-1)/v", "about B/v", "m >= 1, --chunks v >= 2"},
    {family::interleaved_grouped, "v >= 2 (default 2)", "loop", "B, W", "about (g+p)/2 at v = 2 (g = p)",
     "below interleaved's", "m >= 1 (PipeOffload's base schedule)"},
    {family::zb_h1, "1", "loop", "B, W", "p", "about B/3", "m >= 1"},
    {family::zb_h2, "1", "loop", "B, W", "2p", "0 (per-device span)", "m >= 1"},
    {family::v_zb, "2", "v", "B, W", "p", "0 (per-device span)", "m >= 2p for a zero bubble"},
    {family::v_half, "2", "v", "B, W", "floor((p+2)/2)", "about B/2", "m >= 1"},
    {family::v_min, "2", "v", "B, W", "floor((p+4)/3)", "about 2B/3", "m >= 1"},
    {family::v_auto, "2", "v", "B, W", "<= cap (default p)",
     "least of V k=1..5, mixes, ZB-V", "--memory-cap >= V-Min's peak"},
    {family::two_bw, "1", "loop", "BW", "p (+1 weight version)", "B over K iterations: (p-1)/(Km+p-1)",
     "--iterations K; m >= p-1 per iteration when K > 1"},
    {family::dualpipe_v, "2", "v", "F&B(W), B, W", "p + 1/2 (m >= 2p)", "(p-1)/(6m+p-1) (m >= 2p)",
     "m >= 2p as published (fewer: its 2p order less the rest)"},
}};
static_assert(facts.size() == all_families.size());

// The published peak at (p, m, v), where there is a closed form.
std::optional<double> published_peak(family f, int p, int m, int v) {
  switch (f) {
    case family::gpipe: return m;
    case family::one_f_one_b:
    case family::two_bw: return std::min(m, p);
    case family::interleaved: return p + static_cast<double>(p - 1) / v;
    case family::zb_h1:
    case family::v_zb: return p;
    case family::zb_h2: return 2 * p;
    case family::v_half: return (p + 2) / 2;
    case family::v_min: return (p + 4) / 3;
    case family::dualpipe_v:  // 2p+1 chunk activations: an overlapped F allocates before its BW frees
      return m >= 2 * p ? std::optional<double>(p + 0.5) : std::nullopt;
    default: return std::nullopt;
  }
}

// The published global bubble at unit costs, where there is one.
std::optional<double> published_bubble(family f, int p, int m, int v) {
  const double work = 3.0 * m, fill = 3.0 * (p - 1);
  const auto fraction = [&](double idle) { return idle / (work + idle); };
  switch (f) {
    case family::gpipe:
    case family::one_f_one_b:
    case family::two_bw: return fraction(fill);  // one iteration: the table's shape has no K
    case family::interleaved: return fraction(fill / v);
    case family::zb_h1: return fraction(fill / 3);
    case family::v_half: return fraction(fill / 2);
    case family::v_min: return fraction(fill * 2 / 3);
    case family::dualpipe_v:  // 3m + (p-1)/2 at unit costs (torch's order: 3m + p - 1)
      return m >= 2 * p ? std::optional<double>(fraction(fill / 6)) : std::nullopt;
    default: return std::nullopt;  // zero per-device span, no global form
  }
}

struct row {
  const family_facts* f;
  std::optional<double> pub_peak, pub_bubble, peak, bubble, span_bubble;
};

std::vector<row> rows(const families_options& o) {
  const bool at_shape = o.devices != 0 || o.microbatches != 0;
  if (at_shape && (o.devices < 1 || o.microbatches < 1))
    throw std::invalid_argument("give both --devices P and --microbatches M, each at least 1");
  const memory_budget budget = parse_max_memory(o.max_memory);
  std::vector<row> out;
  for (const family_facts& f : facts) {
    row r{&f, {}, {}, {}, {}, {}};
    if (at_shape) {
      const int v = default_chunks(f.fam);
      r.pub_peak = published_peak(f.fam, o.devices, o.microbatches, v);
      r.pub_bubble = published_bubble(f.fam, o.devices, o.microbatches, v);
      check_schedule_fits(f.fam, shape{o.devices, o.microbatches, 0}, budget);  // refuses the command
      try {
        const costs unit{};
        const schedule s = compiled::make_schedule(f.fam, shape{o.devices, o.microbatches, 0}, unit);
        const timeline t = compiled::simulate(s, unit);
        r.peak = peak_activation_units(s);
        r.bubble = t.bubble;
        r.span_bubble = t.span_bubble;
      } catch (const schedule_error&) {
        // This shape is outside what the family supports (e.g. a V family on more than 512 devices): no figures.
      }
    }
    out.push_back(r);
  }
  return out;
}

std::string figure(const std::optional<double>& x, const char* spec = "{:.3f}") {
  return x ? fmt::format(fmt::runtime(spec), *x) : std::string("-");
}

std::string render_text(const families_options& o, const std::vector<row>& rs) {
  std::string out = fmt::format("{:<12} {:<19} {:<9} {:<8} {:<19} {:<30} {}\n", "family", "chunks", "placement",
                                "backward", "peak (units)", "bubble (F = B = W)", "needs");
  for (const row& r : rs)
    out += fmt::format("{:<12} {:<19} {:<9} {:<8} {:<19} {:<30} {}\n", to_string(r.f->fam), r.f->chunks,
                       r.f->placement, r.f->backward, r.f->peak, r.f->bubble, r.f->needs);
  out += "B = (p-1)/(m+p-1); about B/k = (p-1)/(k m + p-1); bubble = 1 - work / makespan, global unless noted.\n";
  if (o.devices > 0) {
    out += fmt::format("\nAt p = {}, m = {}, unit costs, default chunks: published / this library's schedule\n",
                       o.devices, o.microbatches);
    out += fmt::format("{:<12} {:>10} {:>10} {:>10} {:>10} {:>12}\n", "family", "peak pub", "peak ours",
                       "bubble pub", "bubble ours", "span bubble");
    for (const row& r : rs)
      out += fmt::format("{:<12} {:>10} {:>10} {:>10} {:>10} {:>12}\n", to_string(r.f->fam), figure(r.pub_peak, "{:g}"),
                         figure(r.peak, "{:g}"), figure(r.pub_bubble), figure(r.bubble), figure(r.span_bubble));
  }
  return out;
}

std::string render_json(const families_options& o, const std::vector<row>& rs) {
  using json = nlohmann::ordered_json;
  json list = json::array();
  const auto value = [](const std::optional<double>& x) { return x ? json(*x) : json(nullptr); };
  for (const row& r : rs) {
    json item = {{"family", to_string(r.f->fam)}, {"chunks", r.f->chunks}, {"placement", r.f->placement},
                 {"backward", r.f->backward},     {"peak", r.f->peak},     {"bubble", r.f->bubble},
                 {"needs", r.f->needs}};
    if (o.devices > 0) {
      item["published_peak"] = value(r.pub_peak);
      item["published_bubble"] = value(r.pub_bubble);
      item["peak_activation"] = value(r.peak);
      item["global_bubble"] = value(r.bubble);
      item["span_bubble"] = value(r.span_bubble);
    }
    list.push_back(std::move(item));
  }
  json doc = json::object();
  doc["schema"] = json_schema("families");
  if (o.devices > 0) {
    doc["devices"] = o.devices;
    doc["microbatches"] = o.microbatches;
  }
  doc["families"] = std::move(list);
  return json_text(doc, 2) + '\n';
}

}  // namespace

int run_families(const families_options& options, std::ostream& out, std::ostream& err) {
  std::string text;
  try {
    const std::vector<row> rs = rows(options);
    text = options.format == "json" ? render_json(options, rs) : render_text(options, rs);
  } catch (const std::exception& e) {
    err << error_line(e.what()) << std::flush;
    return exit_usage;
  }
  out << text << std::flush;
  return 0;
}

void add_families_command(CLI::App& app) {
  auto options = std::make_shared<families_options>();
  CLI::App* cmd =
      app.add_subcommand("families", "List the schedule families with their published memory and bubble");
  add_count(cmd, "--devices", options->devices, "Evaluate the forms at P devices (with --microbatches)", 1,
            limits::max_devices, "max_devices");
  add_count(cmd, "--microbatches", options->microbatches, "Evaluate the forms at M microbatches (with --devices)", 1,
            limits::max_microbatches, "max_microbatches");
  cmd->add_option("--max-memory", options->max_memory,
                  "Refuse a shape whose schedules are estimated above these bytes before generating them (8GB; "
                  "default: half the physical memory)");
  cmd->add_option("--format", options->format, "Output format")
      ->check(CLI::IsMember({"text", "json"}))
      ->capture_default_str();
  cmd->callback([options] {
    if (run_families(*options, std::cout, std::cerr) != 0) throw CLI::RuntimeError(exit_usage);
  });
}

}  // namespace pipesched::cli
