// pipesched::compiled's generator and passes (compiled.hpp): the header functions, compiled here once.
#include <pipesched/compiled.hpp>

namespace pipesched::compiled {

schedule make_schedule(family f, shape sh, const costs& c, const generation_options& o) {
  return pipesched::make_schedule(f, sh, c, o);
}
schedule make_schedule(const building_block& blk, shape sh, const costs& c, const generation_options& o) {
  return pipesched::make_schedule(blk, sh, c, o);
}
bool validate(const schedule& s) { return pipesched::validate(s); }
schedule insert_comm(const schedule& in) { return pipesched::insert_comm(in); }
schedule apply_offload(const schedule& s, const costs& c, const copy_engines& e, const offload_policy& policy) {
  return pipesched::apply_offload(s, c, e, policy);
}
schedule apply_recompute(const schedule& s, const costs& c, const recompute_policy& policy) {
  return pipesched::apply_recompute(s, c, policy);
}

}  // namespace pipesched::compiled
