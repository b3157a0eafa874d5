// include/pipesched/io/torch_csv.hpp: torch.distributed.pipelining's CSV, both ways.
#include <pipesched/io/torch_csv.hpp>

#include <string>

#include <catch2/catch.hpp>

#include <pipesched/generate.hpp>

namespace ps = pipesched;

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
}

TEST_CASE("every family's schedule survives the CSV round trip unchanged", "[io][torch-csv]") {
  const ps::family f = GENERATE(from_range(ps::all_families));
  const int p = GENERATE(1, 2, 5);
  const int m = GENERATE(1, 4, 9);
  INFO(to_string(f) << " p=" << p << " m=" << m);
  const ps::schedule s = ps::make_schedule(f, {p, m, 0});
  const ps::io::torch_import imp = ps::io::parse_torch_csv(ps::io::to_torch_csv(s), p);
  // On one device both placements put every stage on it: the inferred one may differ.
  CHECK(imp.sched.per_device == s.per_device);
  CHECK(imp.sched.dims == s.dims);
  CHECK(imp.sched.split == s.split);
  if (p > 1) CHECK(imp.sched.place == s.place);
  CHECK(imp.had_comm == (p > 1));
  // With the placement given instead of inferred.
  CHECK(ps::io::parse_torch_csv(ps::io::to_torch_csv(s), p, s.place).sched == s);
  // Compute only: insert_comm puts the send/recv back where they were.
  const ps::io::torch_import bare = ps::io::parse_torch_csv(ps::io::to_torch_csv(ps::compute_only(s)), p);
  CHECK(!bare.had_comm);
  CHECK(ps::insert_comm(bare.sched).per_device == s.per_device);
}

TEST_CASE("the importer names the cell of a malformed, misplaced, repeated or missing action", "[io][torch-csv]") {
  const auto message = [](const std::string& csv, int p) -> std::string {
    try {
      (void)ps::io::parse_torch_csv(csv, p);
    } catch (const ps::schedule_error& e) {
      return e.what();
    }
    return "no error";
  };
  CHECK(message("0F0,0B0\n1F0,1B0,1B0\n", 2) == "rank 1, column 2 '1B0': this action appears twice (first at rank 1, column 1 '1B0')");
  CHECK(message("0F0,0B0\n1F0\n", 2) == "rank 1: 1B0 is missing (no row lists it)");
  CHECK(message("0F0,F0\n", 1) == "rank 0, column 1 'F0': an action starts with its stage number, as in 2F0");
  CHECK(message("0F0,0Bx\n", 1) == "rank 0, column 1 '0Bx': unknown action type 'Bx' (known: F, I, W, B, SEND_F, RECV_F, SEND_B, RECV_B)");
  CHECK(message("0F0,0B\n", 1) == "rank 0, column 1 '0B': an action ends with its microbatch number, as in 2F0");
  CHECK(message("0F0,0I0,0W0,0B0\n", 1) == "rank 0, column 3 '0B0': a full backward (B) in a schedule that also splits I and W");
  CHECK(message("1F0,1B0\n0F0,0B0\n", 2).find("'1F0': rank 0 does not hold stage 1") != std::string::npos);
  CHECK(message("0F0,0B0\n1F0,1B0\n2F0\n", 2).find("more than 2 rows") != std::string::npos);
  CHECK(message("0F0,0B0\n", 2).find("1 rows but 2 ranks") != std::string::npos);
  CHECK(message("0F0,0B0,0SEND_F0\n", 1).find("no stage at the other end") != std::string::npos);
  CHECK(message(",\n", 1) == "the CSV lists no actions");
  CHECK(message("0F0,0B0\n1F0,1B0\n,\n", 3).find("not a multiple of 3 ranks") != std::string::npos);
}

TEST_CASE("blank cells (torch's bubbles), spaces and CRLF are accepted", "[io][torch-csv]") {
  const ps::io::torch_import imp = ps::io::parse_torch_csv(" 0F0 ,, 0B0\r\n,1F0,1B0\r\n", 2);
  CHECK(imp.sched.per_device[0].size() == 2);
  CHECK(imp.sched.per_device[1].size() == 2);
  CHECK(!imp.sched.split);
  CHECK(ps::validate(ps::insert_comm(imp.sched)));
}

TEST_CASE("numbers in CSV cells are bounded by the limits before anything is sized from them", "[io][torch-csv][limits]") {
  const auto message = [](const std::string& csv, int p) -> std::string {
    try {
      (void)ps::io::parse_torch_csv(csv, p);
    } catch (const ps::schedule_error& e) {
      return e.what();
    }
    return "accepted";
  };
  // An 11-byte cell once sized a 3.2 GB table of seen actions.
  CHECK(message("99999999F0\n", 1).find("limits::max_stages") != std::string::npos);
  CHECK(message("0F99999999\n", 1).find("limits::max_microbatches") != std::string::npos);
  CHECK(message("1023F0\n", 1).find("limits::max_chunks") != std::string::npos);
  // Within the limits, but naming far more (stage, microbatch) pairs than the CSV has cells.
  CHECK(message("0F0,0B1048575\n", 1).find("lists only 2 actions") != std::string::npos);
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
