// include/pipesched/io/torch_csv.hpp: torch.distributed.pipelining's CSV, both ways.
#include <pipesched/io/torch_csv.hpp>

#include <fstream>
#include <regex>
#include <sstream>
#include <string>

#include <catch2/catch.hpp>

#include <pipesched/analysis/validate.hpp>
#include <pipesched/generate.hpp>
#include <pipesched/passes/comm.hpp>
#include <pipesched/passes/offload.hpp>

namespace ps = pipesched;

namespace {

// A fixture of test/pipesched/torch_csv_fixtures/ (derive_fixtures.py says how each was
// derived from torch's writer).
std::string fixture(const std::string& name) {
  std::ifstream in(std::string(PIPESCHED_SOURCE_DIR) + "/test/pipesched/torch_csv_fixtures/" + name,
                   std::ios::binary);
  REQUIRE(in);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

// The CSV as our writer writes it: "\n" line ends, no blank cells (torch's None bubbles).
std::string normalized(const std::string& csv) {
  std::string out = std::regex_replace(csv, std::regex("\r\n"), "\n");
  out = std::regex_replace(out, std::regex(",,+"), ",");
  return std::regex_replace(std::regex_replace(out, std::regex("(^|\n),"), "$1"), std::regex(",\n"), "\n");
}

// The CSV without the cells matching `pattern`.
std::string without(const std::string& csv, const std::string& pattern) {
  return normalized(std::regex_replace(csv, std::regex("[0-9]+(" + pattern + ")[0-9]*"), ""));
}

std::string message(const std::string& csv, int p) {
  try {
    (void)ps::io::parse_torch_csv(csv, p);
  } catch (const ps::schedule_error& e) {
    return e.what();
  }
  return "accepted";
}

}  // namespace

TEST_CASE("torch notation of every action kind that torch has", "[io][torch-csv]") {
  CHECK(ps::io::torch_action({ps::action_kind::F, 0, 0}) == "0F0");
  CHECK(ps::io::torch_action({ps::action_kind::B, 1, 2}) == "1I2");
  CHECK(ps::io::torch_action({ps::action_kind::W, 1, 2}) == "1W2");
  CHECK(ps::io::torch_action({ps::action_kind::BW, 3, 10}) == "3B10");
  CHECK(ps::io::torch_action({ps::action_kind::send_forward, 0, 1, 1}) == "0SEND_F1");
  CHECK(ps::io::torch_action({ps::action_kind::recv_forward, 1, 1, 0}) == "1RECV_F1");
  CHECK(ps::io::torch_action({ps::action_kind::send_backward, 1, 1, 0}) == "1SEND_B1");
  CHECK(ps::io::torch_action({ps::action_kind::recv_backward, 0, 1, 1}) == "0RECV_B1");
  CHECK(ps::io::torch_action({ps::action_kind::offload, 0, 1}).empty());
  using ps::io::torch_kind;
  CHECK(ps::io::torch_text(ps::io::torch_op{torch_kind::REDUCE_GRAD, 2, -1}) == "2REDUCE_GRAD");
  CHECK(ps::io::torch_text(ps::io::torch_entry{{torch_kind::OVERLAP_F_B, -1, -1},
                                               {{torch_kind::F, 0, 7}, {torch_kind::B, 7, 3}}}) ==
        "(0F7;7B3)OVERLAP_F_B");
}

TEST_CASE("every family's schedule survives the compute-only CSV round trip", "[io][torch-csv]") {
  const ps::family f = GENERATE(from_range(ps::all_families));
  const int p = GENERATE(1, 2, 5);
  const int m = GENERATE(1, 4, 9);
  INFO(to_string(f) << " p=" << p << " m=" << m);
  const ps::schedule s = ps::make_schedule(f, {p, m, 0});
  const std::string csv = ps::io::to_torch_csv(s);
  // What torch's _load_csv reads by default: compute actions only.
  CHECK(csv.find("SEND") == std::string::npos);
  CHECK(csv.find("RECV") == std::string::npos);
  const ps::io::torch_import imp = ps::io::parse_torch_csv(csv, p);
  CHECK(!imp.had_comm);
  CHECK(imp.skipped.empty());
  CHECK(imp.sched.dims == s.dims);
  // A split schedule whose backwards are all fused (BW) reads back as fused: the CSV
  // cannot tell them apart, and neither can the analyses.
  bool any_split_pass = false;
  for (const auto& list : s.per_device)
    for (const ps::action& a : list)
      for (const ps::action& pass : ps::passes_of(a))
        any_split_pass = any_split_pass || pass.kind == ps::action_kind::B || pass.kind == ps::action_kind::W;
  CHECK(imp.sched.split == any_split_pass);
  // On one device both placements put every stage on it: the inferred one may differ.
  if (p > 1) CHECK(imp.sched.place == s.place);
  CHECK(ps::compute_only(imp.sched).per_device == ps::compute_only(s).per_device);
  // insert_comm puts the send/recv back where they were.
  ps::schedule back = ps::io::parse_torch_csv(csv, p, s.place).sched;
  back.split = s.split;
  CHECK(ps::insert_comm(back) == s);
}

TEST_CASE("every family's schedule survives the compute-and-comms CSV round trip", "[io][torch-csv]") {
  const ps::family f = GENERATE(from_range(ps::all_families));
  const int p = GENERATE(1, 2, 5);
  const int m = GENERATE(1, 4, 9);
  INFO(to_string(f) << " p=" << p << " m=" << m);
  const ps::schedule s = ps::make_schedule(f, {p, m, 0});
  const std::string csv = ps::io::to_torch_csv(s, {.comms = true});
  INFO(csv);
  const ps::io::torch_import imp = ps::io::parse_torch_csv(csv, p, s.place);
  CHECK(imp.had_comm == (p > 1));
  CHECK(ps::compute_only(imp.sched).per_device == ps::compute_only(s).per_device);
  // torch's send/recv order is one our validator proves free of deadlock too.
  CHECK(ps::validate(imp.sched));
  // One REDUCE_GRAD and its wait per stage, on its rank; a wait per send; an UNSHARD and a
  // RESHARD each time a stage comes back into the window of the next 3.
  int count[ps::io::torch_kind_count] = {}, sends_forward = 0, sends_backward = 0;
  for (const auto& k : imp.skipped) count[static_cast<int>(k.kind)] += k.count;
  for (const auto& list : imp.sched.per_device)
    for (const ps::action& a : list) {
      sends_forward += a.kind == ps::action_kind::send_forward ? 1 : 0;
      sends_backward += a.kind == ps::action_kind::send_backward ? 1 : 0;
    }
  using ps::io::torch_kind;
  CHECK(count[static_cast<int>(torch_kind::REDUCE_GRAD)] == s.stages());
  CHECK(count[static_cast<int>(torch_kind::WAIT_REDUCE_GRAD)] == s.stages());
  CHECK(count[static_cast<int>(torch_kind::WAIT_SEND_F)] == sends_forward);
  CHECK(count[static_cast<int>(torch_kind::WAIT_SEND_B)] == sends_backward);
  CHECK(count[static_cast<int>(torch_kind::UNSHARD)] == count[static_cast<int>(torch_kind::RESHARD)]);
  CHECK(count[static_cast<int>(torch_kind::UNSHARD)] >= s.stages());
}

TEST_CASE("the compute-and-comms form is the one torch's lowering printed for Interleaved1F1B",
          "[io][torch-csv]") {
  // torch's own rows (pytorch/pytorch#172668, before 2.15): our lowering of the same compute
  // order gives them cell for cell, but for the waits 2.15 added (WAIT_SEND_F/B,
  // WAIT_REDUCE_GRAD).
  const std::string torch_rows = fixture("interleaved_p2_m2_comms.csv");
  const ps::io::torch_import imp = ps::io::parse_torch_csv(torch_rows, 2);
  CHECK(imp.had_comm);
  CHECK(imp.sched.place == ps::placement::loop);
  CHECK(ps::validate(imp.sched));
  CHECK(ps::io::describe(imp.skipped) ==
        "rank 0: 2 UNSHARD, 2 REDUCE_GRAD, 2 RESHARD; rank 1: 2 UNSHARD, 2 REDUCE_GRAD, 2 RESHARD");
  const std::string ours = ps::io::to_torch_csv(imp.sched, {.comms = true});
  CHECK(without(ours, "WAIT_SEND_F|WAIT_SEND_B|WAIT_REDUCE_GRAD") == normalized(torch_rows));
  CHECK(ours.find("2REDUCE_GRAD,2WAIT_REDUCE_GRAD,2RESHARD") != std::string::npos);
  CHECK(ours.find("1RESHARD,3WAIT_SEND_B0,3WAIT_SEND_B1,1WAIT_SEND_B0,1WAIT_SEND_B1\n") != std::string::npos);
  // The waits sit right after the backward of each microbatch whose forward left its rank.
  CHECK(ours.find("0B0,0WAIT_SEND_F0,") != std::string::npos);
  CHECK(ours.find("2B0,2WAIT_SEND_F0,2SEND_B0") != std::string::npos);
  CHECK(ours.find("1B1,1WAIT_SEND_F1,1SEND_B1") != std::string::npos);
}

TEST_CASE("a torch CSV mixing full B with split I and W reads as a split schedule and writes back the same",
          "[io][torch-csv]") {
  // torch's _merge_bw of its ZB-V order: B where an I was directly followed by its own W.
  const std::string torch_rows = fixture("zbv_merge_bw_p2_m4.csv");
  const ps::io::torch_import imp = ps::io::parse_torch_csv(torch_rows, 2);
  CHECK(imp.sched.place == ps::placement::v);
  CHECK(imp.sched.split);
  int fused = 0;
  for (const auto& list : imp.sched.per_device)
    for (const ps::action& a : list) fused += a.kind == ps::action_kind::BW ? 1 : 0;
  CHECK(fused == 13);
  CHECK(ps::validate(ps::insert_comm(imp.sched)));
  CHECK(ps::io::to_torch_csv(imp.sched) == normalized(torch_rows));
}

TEST_CASE("torch's DualPipeV CSV reads with its overlapped F&B, full B and split I/W, and writes back the same",
          "[io][torch-csv]") {
  const std::string torch_rows = fixture("dualpipev_p4_m10.csv");
  const ps::io::torch_import imp = ps::io::parse_torch_csv(torch_rows, 4);
  CHECK(imp.sched.place == ps::placement::v);
  CHECK(imp.sched.dims == ps::shape{4, 10, 2});
  CHECK(imp.sched.split);
  int overlapped = 0;
  for (const auto& list : imp.sched.per_device)
    for (const ps::action& a : list) overlapped += a.kind == ps::action_kind::overlap_f_bw ? 1 : 0;
  CHECK(overlapped == 9 + 10 + 11 + 11);  // per rank: 2(3 + r) in the main step, less one on the last, + p - r - 1
  CHECK(imp.sched.per_device[0][17] ==
        ps::overlapped({ps::action_kind::F, 0, 7}, {ps::action_kind::BW, 7, 3}));
  CHECK(imp.cells[17].text == "(0F7;7B3)OVERLAP_F_B");
  const ps::schedule with_comm = ps::insert_comm(imp.sched);
  CHECK(ps::validate(with_comm));
  CHECK(ps::io::to_torch_csv(imp.sched) == normalized(torch_rows));
  // The compute-and-comms form of it reads back with the same compute order.
  const ps::io::torch_import again =
      ps::io::parse_torch_csv(ps::io::to_torch_csv(imp.sched, {.comms = true}), 4);
  CHECK(ps::compute_only(again.sched).per_device == imp.sched.per_device);
  CHECK(ps::validate(again.sched));
  // A validator message about one half names the composite cell.
  const ps::io::torch_cell* c = ps::io::find_cell(imp, 0, {ps::action_kind::BW, 7, 3});
  REQUIRE(c != nullptr);
  CHECK(ps::io::describe(*c) == "rank 0, column 17 '(0F7;7B3)OVERLAP_F_B'");
}

TEST_CASE("torch's REDUCE_GRAD, UNSHARD, RESHARD and waits are skipped and counted per rank", "[io][torch-csv]") {
  const ps::io::torch_import imp = ps::io::parse_torch_csv(
      "0UNSHARD,0F0,0SEND_F0,0RECV_B0,0B0,0WAIT_SEND_F0,0REDUCE_GRAD,0RESHARD\n"
      "1UNSHARD,1RECV_F0,1F0,1B0,1SEND_B0,1WAIT_SEND_B0,1REDUCE_GRAD,1RESHARD\n",
      2);
  CHECK(imp.sched.per_device[0].size() == 4);
  CHECK(imp.sched.per_device[1].size() == 4);
  CHECK(ps::validate(imp.sched));
  CHECK(ps::io::describe(imp.skipped) ==
        "rank 0: 1 UNSHARD, 1 WAIT_SEND_F, 1 REDUCE_GRAD, 1 RESHARD; "
        "rank 1: 1 UNSHARD, 1 WAIT_SEND_B, 1 REDUCE_GRAD, 1 RESHARD");
  // torch 2.15 has no wait for a receive.
  CHECK(message("0F0,0SEND_F0,0RECV_B0,0B0\n1RECV_F0,1WAIT_RECV_F0,1F0,1B0,1SEND_B0\n", 2)
            .find("'1WAIT_RECV_F0': unknown action type 'WAIT_RECV_F'") != std::string::npos);
  // A wait with nothing before it to wait for is refused by its cell.
  CHECK(message("0F0,0WAIT_SEND_F0,0SEND_F0,0RECV_B0,0B0\n1RECV_F0,1F0,1B0,1SEND_B0\n", 2) ==
        "rank 0, column 1 '0WAIT_SEND_F0': a wait for 0SEND_F0, which no cell before it on rank 0 lists");
}

TEST_CASE("the importer names the cell of a malformed, misplaced, repeated or missing action", "[io][torch-csv]") {
  CHECK(message("0F0,0B0\n1F0,1B0,1B0\n", 2) ==
        "rank 1, column 2 '1B0': this action appears twice (first at rank 1, column 1 '1B0')");
  CHECK(message("0F0,0B0\n1F0\n", 2) == "rank 1: 1B0 is missing (no row lists it)");
  CHECK(message("0F0,F0\n", 1) == "rank 0, column 1 'F0': an action starts with its stage number, as in 2F0");
  CHECK(message("0F0,0Bx\n", 1) ==
        "rank 0, column 1 '0Bx': unknown action type 'Bx' (known: F, I, W, B, SEND_F, RECV_F, SEND_B, RECV_B, "
        "WAIT_SEND_F, WAIT_SEND_B, REDUCE_GRAD, WAIT_REDUCE_GRAD, UNSHARD, RESHARD, and (...)OVERLAP_F_B)");
  CHECK(message("0F0,0B\n", 1) == "rank 0, column 1 '0B': an action ends with its microbatch number, as in 2F0");
  CHECK(message("0F0,0I0,0W0,0B0\n", 1) ==
        "rank 0, column 3 '0B0': stage 0, microbatch 0 has a full backward and a split one (first at rank 0, "
        "column 1 '0I0'); each needs either one B or one I and one W");
  CHECK(message("0F0,0B0,0W0\n", 1) ==
        "rank 0, column 2 '0W0': stage 0, microbatch 0 has a full backward and a split one (first at rank 0, "
        "column 1 '0B0'); each needs either one B or one I and one W");
  CHECK(message("1F0,1B0\n0F0,0B0\n", 2).find("'1F0': rank 0 does not hold stage 1") != std::string::npos);
  CHECK(message("0F0,0B0\n1F0,1B0\n2F0\n", 2).find("more than 2 rows") != std::string::npos);
  CHECK(message("0F0,0B0\n", 2).find("1 rows but 2 ranks") != std::string::npos);
  CHECK(message("0F0,0B0,0SEND_F0\n", 1).find("no stage at the other end") != std::string::npos);
  CHECK(message(",\n", 1) == "the CSV lists no actions");
  CHECK(message("0F0,0B0\n1F0,1B0\n,\n", 3).find("not a multiple of 3 ranks") != std::string::npos);
  CHECK(message("0F0,(0B0;0F0)OVERLAP_F_B\n", 1).find("'(0B0;0F0)OVERLAP_F_B': OVERLAP_F_B runs one F then") !=
        std::string::npos);
  CHECK(message("0F0,(0F0;0B0\n", 1).find("closes its sub-actions with ')'") != std::string::npos);
  CHECK(message("0F0,(0F0;0B0)OVERLAP\n", 1).find("ends with OVERLAP_F_B after its ')'") != std::string::npos);
  CHECK(message("0F0,(0F0;0B0)BATCH_P2P\n", 1).find("ends with OVERLAP_F_B after its ')'") != std::string::npos);
  CHECK(message("0F0,0B0,1REDUCE_GRAD\n", 1).find("'1REDUCE_GRAD': rank 0 does not hold stage 1") ==
        std::string::npos);  // stage 1 of 1 rank: loop puts it on rank 0, but no F of stage 1 exists
  CHECK(message("0F0,0B0,1REDUCE_GRAD\n", 1) == "rank 0: 1F0 is missing (no row lists it)");
}

TEST_CASE("blank cells (torch's bubbles), spaces and CRLF are accepted", "[io][torch-csv]") {
  const ps::io::torch_import imp = ps::io::parse_torch_csv(" 0F0 ,, 0B0\r\n,1F0,1B0\r\n", 2);
  CHECK(imp.sched.per_device[0].size() == 2);
  CHECK(imp.sched.per_device[1].size() == 2);
  CHECK(!imp.sched.split);
  CHECK(ps::validate(ps::insert_comm(imp.sched)));
}

TEST_CASE("numbers in CSV cells are bounded by the limits before anything is sized from them", "[io][torch-csv][limits]") {
  // An 11-byte cell once sized a 3.2 GB table of seen actions.
  CHECK(message("99999999F0\n", 1).find("limits::max_stages") != std::string::npos);
  CHECK(message("0F99999999\n", 1).find("limits::max_microbatches") != std::string::npos);
  CHECK(message("1023F0\n", 1).find("limits::max_chunks") != std::string::npos);
  CHECK(message("0F0,1023REDUCE_GRAD\n", 1).find("limits::max_chunks") != std::string::npos);
  CHECK(message("0F0,(0F0;0B99999999)OVERLAP_F_B\n", 1).find("limits::max_microbatches") != std::string::npos);
  // Within the limits, but naming far more (stage, microbatch) pairs than the CSV has cells.
  CHECK(message("0F0,0B1048575\n", 1).find("lists only 2 passes") != std::string::npos);
  CHECK(message("0F0,0B0\n", 70000).find("limits::max_devices") != std::string::npos);
  CHECK(message(std::string(static_cast<std::size_t>(ps::limits::max_torch_csv_bytes) + 1, ' '), 1)
            .find("limits::max_torch_csv_bytes") != std::string::npos);
}

TEST_CASE("a CSV of 70000 rows is refused, not parsed into 70000 ranks", "[io][torch-csv][limits]") {
  std::string csv;
  for (int r = 0; r < 70000; ++r) csv += std::to_string(r) + "F0," + std::to_string(r) + "B0\n";
  CHECK_THROWS_WITH(ps::io::parse_torch_csv(csv, 70000), Catch::Contains("limits::max_devices"));
  CHECK_THROWS_WITH(ps::io::parse_torch_csv(csv, 1024), Catch::Contains("more than 1024 rows"));
}

TEST_CASE("torch's CSV refuses an offloaded schedule instead of leaving its offloads out", "[io][torch-csv][offload]") {
  const ps::costs c{};
  const ps::schedule s = ps::make_schedule(ps::family::one_f_one_b, {4, 8, 1}, c);
  for (const ps::offload_policy& policy :
       {ps::offload_policy{ps::offload_kind::full}, ps::offload_policy{ps::offload_kind::selective, 1, 1}}) {
    const ps::schedule offloaded = ps::apply_offload(s, c, {1.0, false}, policy);
    REQUIRE(offloaded != s);
    REQUIRE_THROWS_WITH(ps::io::to_torch_csv(offloaded), Catch::Contains("has no offload action"));
  }
}
