// `pipesched schedule --format torch-csv` and `pipesched check --torch-csv`, run as a process.
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
  const cli_result exported = run_cli("schedule --family " + family + shape + " --format torch-csv -o '" + csv + "'");
  REQUIRE(exported.status == 0);
  const nlohmann::json ours = run_json("schedule --family " + family + shape);
  const nlohmann::json back = run_json("check --torch-csv '" + csv + "' --devices " + std::to_string(p));
  CHECK(back.at("actions") == ours.at("actions"));
  CHECK(back.at("chunks") == ours.at("chunks"));
  CHECK(back.at("comm_inserted") == false);
  CHECK(back.at("peak_activation") == ours.at("peak_activation"));
  CHECK(back.at("bubble").get<double>() == Approx(ours.at("bubble").get<double>()));

  // torch's compute-only CSV: the send/recv are inserted again, in the same places.
  write_text(csv, compute_only(read_text(csv)));
  const nlohmann::json again = run_json("check --torch-csv '" + csv + "' --devices " + std::to_string(p));
  CHECK(again.at("comm_inserted") == true);
  CHECK(again.at("actions") == ours.at("actions"));
}

TEST_CASE("the export uses torch's action notation, one row per rank", "[cli][torch-csv]") {
  const cli_result r = run_cli("schedule --family 1f1b --devices 2 --microbatches 1 --format torch-csv");
  REQUIRE(r.status == 0);
  CHECK(r.out == "0F0,0SEND_F0,0RECV_B0,0B0\n1RECV_F0,1F0,1B0,1SEND_B0\n");
  const cli_result zb = run_cli("schedule --family zb-h1 --devices 2 --microbatches 1 --format torch-csv");
  REQUIRE(zb.status == 0);
  CHECK(zb.out == "0F0,0SEND_F0,0RECV_B0,0I0,0W0\n1RECV_F0,1F0,1I0,1SEND_B0,1W0\n");
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
      bad_csv{"0F0,0F1,0I0,0W0,0I1,0W1\n1F0,1I0,1W0,1F1,1I1,1W1,1UNSHARD\n", "'1UNSHARD'"},
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
