// `pipesched schedule --format torch-csv` and `pipesched check --torch-csv`, run as a process.
#include <algorithm>
#include <filesystem>
#include <regex>
#include <string>

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include "run_cli.hpp"

using pipesched::test::cli_result;
using pipesched::test::read_text;
using pipesched::test::require_one_error_line;
using pipesched::test::run_cli;
using pipesched::test::temp_dir;
using pipesched::test::write_text;

namespace {

using pipesched::test::all_family_names;

nlohmann::json run_json(const std::string& args) {
  const cli_result r = run_cli(args + " --format json");
  INFO("args: " << args << "\nstderr: " << r.err);
  REQUIRE(r.status == 0);
  REQUIRE(r.err.empty());
  return nlohmann::json::parse(r.out);
}

// The CSV without its send/recv cells: what torch's compute-only format holds.
std::string compute_only(const std::string& csv) {
  return std::regex_replace(std::regex_replace(csv, std::regex(",?[0-9]+(SEND|RECV)_[FB][0-9]+"), ""),
                            std::regex("(^|\n),"), "$1");
}

// The per-device actions of a JSON document without its send/recv.
nlohmann::json compute_actions(const nlohmann::json& actions) {
  nlohmann::json out = nlohmann::json::array();
  for (const auto& list : actions) {
    nlohmann::json kept = nlohmann::json::array();
    for (const auto& a : list)
      if (!a.contains("peer")) kept.push_back(a);
    out.push_back(kept);
  }
  return out;
}

// A 2-rank 1F1B-like CSV with split backward, as a starting point for broken ones.
const std::string good_zb =
    "0F0,0F1,0I0,0W0,0I1,0W1\n"
    "1F0,1I0,1W0,1F1,1I1,1W1\n";

}  // namespace

TEST_CASE("export then import of every family gives back the same per-device order", "[cli][torch-csv]") {
  const std::string family = GENERATE(from_range(all_family_names()));
  const auto [p, m] = GENERATE(std::pair{4, 8}, std::pair{3, 5}, std::pair{2, 1});
  temp_dir dir;
  const std::string csv = dir.file("s.csv");
  const std::string shape = " --devices " + std::to_string(p) + " --microbatches " + std::to_string(m);
  INFO("family " << family << shape);
  // The compute-only form torch's _load_csv reads by default: the send/recv are inserted
  // again, in the same places.
  const cli_result exported = run_cli("schedule --family " + family + shape + " --format torch-csv -o '" + csv + "'");
  REQUIRE(exported.status == 0);
  CHECK(read_text(csv) == compute_only(read_text(csv)));
  const nlohmann::json ours = run_json("schedule --family " + family + shape);
  const nlohmann::json back = run_json("check --torch-csv '" + csv + "' --devices " + std::to_string(p));
  CHECK(back.at("actions") == ours.at("actions"));
  CHECK(back.at("chunks") == ours.at("chunks"));
  CHECK(back.at("comm_inserted") == true);
  CHECK(back.at("skipped").empty());
  CHECK(back.at("peak_activation") == ours.at("peak_activation"));
  CHECK(back.at("bubble").get<double>() == Approx(ours.at("bubble").get<double>()));

  // The compute-and-comms form: torch's send/recv order, the same computes.
  REQUIRE(run_cli("schedule --family " + family + shape + " --format torch-csv --torch-csv-comms -o '" + csv + "'")
              .status == 0);
  const nlohmann::json comms = run_json("check --torch-csv '" + csv + "' --devices " + std::to_string(p));
  CHECK(comms.at("comm_inserted") == (p == 1));
  CHECK(compute_actions(comms.at("actions")) == compute_actions(ours.at("actions")));
  CHECK(comms.at("peak_activation") == ours.at("peak_activation"));
}

TEST_CASE("the export uses torch's action notation, one row per rank", "[cli][torch-csv]") {
  const cli_result r = run_cli("schedule --family 1f1b --devices 2 --microbatches 1 --format torch-csv");
  REQUIRE(r.status == 0);
  CHECK(r.out == "0F0,0B0\n1F0,1B0\n");
  const cli_result zb = run_cli("schedule --family zb-h1 --devices 2 --microbatches 1 --format torch-csv");
  REQUIRE(zb.status == 0);
  CHECK(zb.out == "0F0,0I0,0W0\n1F0,1I0,1W0\n");
  // torch 2.15's lowering: UNSHARD/RESHARD around a stage's use, a SEND after its compute
  // and the RECV on the other rank at that moment, REDUCE_GRAD and its wait after a stage's
  // last backward, WAIT_SEND_F after the backward of a microbatch whose forward went to
  // another rank, the other waits at the end.
  const cli_result comms =
      run_cli("schedule --family 1f1b --devices 2 --microbatches 1 --format torch-csv --torch-csv-comms");
  REQUIRE(comms.status == 0);
  CHECK(comms.out ==
        "0UNSHARD,0F0,0SEND_F0,0RECV_B0,0B0,0WAIT_SEND_F0,0REDUCE_GRAD,0WAIT_REDUCE_GRAD,0RESHARD\n"
        "1UNSHARD,1RECV_F0,1F0,1B0,1SEND_B0,1REDUCE_GRAD,1WAIT_REDUCE_GRAD,1RESHARD,1WAIT_SEND_B0\n");
  require_one_error_line(run_cli("schedule --family 1f1b --devices 2 --microbatches 1 --torch-csv-comms"));
}

TEST_CASE("schedule --torch-csv FILE writes the CSV besides the text output", "[cli][torch-csv]") {
  temp_dir dir;
  const std::string shape = "schedule --family zb-h1 --devices 3 --microbatches 5";
  const cli_result text = run_cli(shape + " --torch-csv '" + dir.file("only.csv") + "'");
  REQUIRE(text.status == 0);
  CHECK(text.out == run_cli(shape).out);
  CHECK(read_text(dir.file("only.csv")) == run_cli(shape + " --format torch-csv").out);
  REQUIRE(run_cli(shape + " --format json --torch-csv '" + dir.file("comms.csv") + "' --torch-csv-comms").status == 0);
  CHECK(read_text(dir.file("comms.csv")) == run_cli(shape + " --format torch-csv --torch-csv-comms").out);
  require_one_error_line(run_cli("schedule --compare 1f1b,zb-h1 --devices 3 --microbatches 5 --format svg --torch-csv '" +
                                 dir.file("x.csv") + "'"));
  require_one_error_line(run_cli(shape + " --torch-csv /no/such/dir/x.csv"));
}

TEST_CASE("check reads torch's DualPipeV CSV and names what it skipped", "[cli][torch-csv]") {
  temp_dir dir;
  // torch's compute-and-comms rows with FSDP and gradient reduction (pytorch/pytorch#172668).
  const std::string fixtures =
      (std::filesystem::path(__FILE__).parent_path().parent_path() / "pipesched" / "torch_csv_fixtures").string() + "/";
  const cli_result r = run_cli("check --torch-csv '" + fixtures + "interleaved_p2_m2_comms.csv' --devices 2");
  INFO("stderr: " << r.err);
  REQUIRE(r.status == 0);
  CHECK(r.out.find("send/recv from the CSV") != std::string::npos);
  CHECK(r.out.find("skipped (no pipesched action): rank 0: 2 UNSHARD, 2 REDUCE_GRAD, 2 RESHARD; rank 1: 2 UNSHARD, "
                   "2 REDUCE_GRAD, 2 RESHARD\n") != std::string::npos);
  // torch's DualPipeV: overlapped F&B, full B and split I/W in one schedule.
  const nlohmann::json dual = run_json("check --torch-csv '" + fixtures + "dualpipev_p4_m10.csv' --devices 4");
  CHECK(dual.at("placement") == "v");
  CHECK(dual.at("split") == true);
  const nlohmann::json overlapped{
      {"kind", "F&BW"}, {"stage", 0}, {"microbatch", 7}, {"back_stage", 7}, {"back_microbatch", 3}};
  const auto& rank0 = dual.at("actions").at(0);
  CHECK(std::find(rank0.begin(), rank0.end(), overlapped) != rank0.end());
  const nlohmann::json gain =
      run_json("check --torch-csv '" + fixtures + "dualpipev_p4_m10.csv' --devices 4 --overlap-gain 1");
  CHECK(gain.at("makespan").get<double>() < dual.at("makespan").get<double>());
  require_one_error_line(
      run_cli("check --torch-csv '" + fixtures + "dualpipev_p4_m10.csv' --devices 4 --overlap-gain 1.5"));
}

TEST_CASE("check infers the V placement and reports memory and bubble", "[cli][torch-csv]") {
  temp_dir dir;
  const std::string csv = dir.file("v.csv");
  REQUIRE(run_cli("schedule --family v-min --devices 4 --microbatches 8 --format torch-csv -o '" + csv + "'").status == 0);
  const cli_result r = run_cli("check --torch-csv '" + csv + "' --devices 4");
  INFO("stderr: " << r.err);
  REQUIRE(r.status == 0);
  CHECK(r.out.find("v placement, inferred") != std::string::npos);
  CHECK(r.out.find("peak_activation: ") != std::string::npos);
  CHECK(r.out.find("bubble: ") != std::string::npos);
  // Forcing the other placement names the first cell on the wrong rank.
  const cli_result loop = run_cli("check --torch-csv '" + csv + "' --devices 4 --placement loop");
  require_one_error_line(loop);
  CHECK(loop.err.find("does not hold stage") != std::string::npos);
}

TEST_CASE("a CSV with a missing, repeated or malformed action is reported with that action", "[cli][torch-csv]") {
  struct bad_csv {
    std::string text;
    std::string names;  // what the error line must quote
  };
  const bad_csv bad = GENERATE(
      bad_csv{"0F0,0F1,0I0,0W0,0I1,0W1\n1F0,1I0,1W0,1F1,1I1\n", "1W1 is missing"},
      bad_csv{"0F0,0F1,0I0,0W0,0I1,0W1\n1F0,1I0,1W0,1F1,1I1,1W1,1F1\n", "'1F1': this action appears twice"},
      bad_csv{"0F0,0F1,0I0,0W0,0I1,0W1\n1F0,1I0,1W0,1F1,1X1,1W1\n", "'1X1': unknown action type"},
      bad_csv{"0F0,0F1,0I0,0W0,0I1,0W1\n1F0,1I0,1W0,1F1,1I1,1W1,0F2\n", "'0F2': rank 1 does not hold stage 0"},
      bad_csv{"0F0,0F1,0I0,0W0,0I1,0W1\n1F0,1I0,1W0,1F1,1I1,1W1,(1F1;1W1)OVERLAP_F_B\n", "'(1F1;1W1)OVERLAP_F_B'"},
      bad_csv{"0F0,0F1,0I0,0B1\n1F0,1I0,1W0,1F1,1I1,1W1\n", "0W0 is missing"},
      bad_csv{"0F0,0F1,0I0,0W0,0B0,0I1,0W1\n1F0,1I0,1W0,1F1,1I1,1W1\n", "has a full backward and a split one"},
      bad_csv{"0F0,0F1,0I0,0W0,0I1,0W1\n", "rows"});
  temp_dir dir;
  write_text(dir.file("bad.csv"), bad.text);
  const cli_result r = run_cli("check --torch-csv '" + dir.file("bad.csv") + "' --devices 2");
  INFO("csv:\n" << bad.text);
  require_one_error_line(r);
  CHECK(r.err.find(bad.names) != std::string::npos);
}

TEST_CASE("a rank that cannot make progress is reported with the action it waits at", "[cli][torch-csv]") {
  temp_dir dir;
  SECTION("compute only: rank 1 runs microbatch 1 before 0, rank 0 waits for 0's gradient first") {
    write_text(dir.file("dl.csv"), "0F0,0I0,0W0,0F1,0I1,0W1\n1F1,1I1,1W1,1F0,1I0,1W0\n");
    const cli_result r = run_cli("check --torch-csv '" + dir.file("dl.csv") + "' --devices 2");
    require_one_error_line(r);
    CHECK(r.err.find("deadlock") != std::string::npos);
    CHECK(r.err.find("RECV_B") != std::string::npos);
  }
  SECTION("with comm: a recv posted before the send it waits for") {
    write_text(dir.file("dl.csv"), "0RECV_B0,0F0,0SEND_F0,0I0,0W0\n1RECV_F0,1F0,1I0,1SEND_B0,1W0\n");
    const cli_result r = run_cli("check --torch-csv '" + dir.file("dl.csv") + "' --devices 2");
    require_one_error_line(r);
    CHECK(r.err.find("'0RECV_B0'") != std::string::npos);
  }
  SECTION("a backward before its forward on the last stage") {
    write_text(dir.file("order.csv"), "0F0,0I0,0W0\n1I0,1F0,1W0\n");
    const cli_result r = run_cli("check --torch-csv '" + dir.file("order.csv") + "' --devices 2");
    require_one_error_line(r);
    CHECK(r.err.find("'1I0'") != std::string::npos);
  }
}

TEST_CASE("check accepts a good hand-written CSV and its bad options are one error line", "[cli][torch-csv]") {
  temp_dir dir;
  write_text(dir.file("ok.csv"), good_zb);
  const nlohmann::json j = run_json("check --torch-csv '" + dir.file("ok.csv") + "' --devices 2");
  CHECK(j.at("devices") == 2);
  CHECK(j.at("microbatches") == 2);
  CHECK(j.at("split") == true);
  CHECK(j.at("placement") == "loop");
  const std::string bad = GENERATE(as<std::string>{}, "--devices 2 --torch-csv /no/such/file.csv",
                                   "--devices 3", "--devices 2 --placement diagonal", "--devices 2 --costs 1,1",
                                   "--devices 0");
  INFO("args: " << bad);
  const bool has_file = bad.find("--torch-csv") != std::string::npos;
  require_one_error_line(run_cli("check " + bad + (has_file ? "" : " --torch-csv '" + dir.file("ok.csv") + "'")));
}
