// pipesched::compiled's simulator and writers (compiled.hpp): the header functions, compiled here once.
#include <pipesched/compiled.hpp>

namespace pipesched::compiled {

timeline simulate(const schedule& s, const costs& c, const copy_engines& e) { return pipesched::simulate(s, c, e); }
std::string render_svg(const std::vector<io::svg_panel>& panels, const io::svg_options& opt) {
  return io::render_svg(panels, opt);
}
std::string to_chrome_trace(const schedule& s, const timeline& t, const io::trace_options& opt) {
  return io::to_chrome_trace(s, t, opt);
}
std::string to_torch_csv(const schedule& s, const io::torch_csv_options& o) { return io::to_torch_csv(s, o); }
io::torch_import parse_torch_csv(std::string_view text, int devices, std::optional<placement> place) {
  return io::parse_torch_csv(text, devices, place);
}

}  // namespace pipesched::compiled
