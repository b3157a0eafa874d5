// `pipesched train`, run as a process.
#include <filesystem>
#include <sstream>
#include <string>
#include <vector>

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include "run_cli.hpp"
#include "run_train_json.hpp"

using pipesched::test::cli_result;
using pipesched::test::require_one_error_line;
using pipesched::test::lines_starting;
using pipesched::test::run_cli;
using pipesched::test::run_train_json;

namespace {

using pipesched::test::small_model;

}  // namespace

TEST_CASE("train with no options trains the tiny model on four devices and the loss falls", "[cli][train]") {
  const cli_result r = run_cli("train");
  INFO("stdout: " << r.out << "\nstderr: " << r.err);
  REQUIRE(r.status == 0);
  CHECK(r.err.empty());
  CHECK(r.out.rfind("pipesched train: backend cpu; v-half on 4 devices", 0) == 0);
  const std::vector<std::string> steps = lines_starting(r.out, "step ");
  REQUIRE(steps.size() == 30);
  for (const std::string& line : steps) {
    CHECK(line.find("tokens/s") != std::string::npos);
    CHECK(line.find("d3 ") != std::string::npos);  // every device's peak / bound
    CHECK(line.find('!') == std::string::npos);    // a measured peak off its bound is marked
  }
  const auto loss = [](const std::string& line) { return std::stod(line.substr(line.find("loss ") + 5)); };
  CHECK(loss(steps.back()) < loss(steps.front()) - 1.0);
  CHECK(lines_starting(r.out, "done: 30 steps").size() == 1);
}

TEST_CASE("train json has the losses, the gradient error and both activation arrays", "[cli][train]") {
  const nlohmann::json j =
      run_train_json("--family zb-h1 --devices 4 --microbatches 4 --steps 3 --check --backend cpu " + small_model);
  CHECK(j.at("backend") == "cpu");
  CHECK(j.at("family") == "zb-h1");
  CHECK(j.at("losses").size() == 3);
  CHECK(j.at("max_grad_error").get<double>() <= 1e-5);
  CHECK(j.at("peak_activation_bytes").size() == 4);
  CHECK(j.at("bound_activation_bytes").size() == 4);
  CHECK(j.at("peak_activation_bytes") == j.at("bound_activation_bytes"));
  CHECK(j.at("tokens_per_second").get<double>() > 0);
  CHECK(j.at("first_step") == 0);

  const nlohmann::json unchecked = run_train_json("--devices 2 --microbatches 2 --steps 1 " + small_model);
  CHECK(unchecked.at("max_grad_error").is_null());
  CHECK(unchecked.at("family") == "v-half");
  CHECK(unchecked.at("stages") == 4);
}

TEST_CASE("train saves a checkpoint and a resumed run continues bit-identically", "[cli][train]") {
  pipesched::test::temp_dir dir;
  const std::string shape = "--family v-min --devices 2 --microbatches 4 " + small_model;
  const nlohmann::json straight = run_train_json(shape + " --steps 4");
  const std::string ckpt = dir.file("run.safetensors");
  const nlohmann::json first = run_train_json(shape + " --steps 2 --save '" + ckpt + "'");
  CHECK(first.at("saved") == ckpt);
  REQUIRE(std::filesystem::exists(ckpt));
  const nlohmann::json second = run_train_json(shape + " --steps 2 --resume '" + ckpt + "'");
  CHECK(second.at("first_step") == 2);
  std::vector<double> resumed = first.at("losses").get<std::vector<double>>();
  for (double l : second.at("losses")) resumed.push_back(l);
  CHECK(resumed == straight.at("losses").get<std::vector<double>>());  // JSON round-trips doubles exactly

  // Text output says where it resumed and what it saved.
  const cli_result text = run_cli("train " + shape + " --steps 2 --resume '" + ckpt + "' --save '" + ckpt + "'");
  REQUIRE(text.status == 0);
  CHECK(text.out.find("resumed from " + ckpt + " after step 2") != std::string::npos);
  CHECK(text.out.find("saved " + ckpt + " at step 4") != std::string::npos);
  CHECK(lines_starting(text.out, "step    3").size() == 1);

  // --save-every K saves after every K-th step and at the end.
  const std::string every = dir.file("every.safetensors");
  const cli_result periodic = run_cli("train " + shape + " --steps 3 --save-every 2 --save '" + every + "'");
  REQUIRE(periodic.status == 0);
  CHECK(lines_starting(periodic.out, "saved ").size() == 2);
  CHECK(periodic.out.find("saved " + every + " at step 2") != std::string::npos);
  CHECK(periodic.out.find("saved " + every + " at step 3") != std::string::npos);
  require_one_error_line(run_cli("train " + shape + " --save-every 2"));  // nothing to save to
}

TEST_CASE("train refuses bad input with one error line and writes nothing", "[cli][train]") {
  pipesched::test::temp_dir dir;
  const std::string out = dir.file("out.safetensors");
  for (const std::string& args : std::vector<std::string>{
           "--microbatches 0",                     // m < 1
           "--devices 8",                          // v-half: 16 stages > 8 layers
           "--model layers=8,depth=3",             // unknown model key
           "--model huge",                         // unknown preset
           "--family v-max",                       // unknown family
           "--steps 0",                            //
           "--resume '" + dir.file("missing.safetensors") + "'",
           "--backend cuda",                       // no device, no CUDA build, or no CUDA stage yet
           "--backend gpu",                        // not a backend
           "--save '" + dir.file("no/such/dir/x.safetensors") + "'",
       }) {
    INFO(args);
    require_one_error_line(run_cli("train " + small_model + " " + args + " --save-every 0"));
  }
  CHECK(run_cli("train --devices 8").err.find("more than its 8 layers") != std::string::npos);

  // A corrupt checkpoint: refused whole, and --save is not touched.
  const std::string ckpt = dir.file("run.safetensors");
  REQUIRE(run_cli("train --devices 2 --microbatches 2 --steps 1 --save '" + ckpt + "' " + small_model).status == 0);
  std::string bytes = pipesched::test::read_text(ckpt);
  bytes[bytes.size() / 2] ^= 0x10;
  pipesched::test::write_text(ckpt, bytes);
  const cli_result corrupt =
      run_cli("train --devices 2 --microbatches 2 --resume '" + ckpt + "' --save '" + out + "' " + small_model);
  require_one_error_line(corrupt);
  CHECK(corrupt.err.find("checkpoint") != std::string::npos);
  CHECK(pipesched::test::read_text(ckpt) == bytes);
  CHECK_FALSE(std::filesystem::exists(out));
  // A checkpoint of another model is refused too.
  const std::string other = dir.file("other.safetensors");
  REQUIRE(run_cli("train --devices 2 --microbatches 2 --steps 1 --save '" + other + "' " + small_model).status == 0);
  const cli_result mismatched = run_cli("train --devices 2 --microbatches 2 --resume '" + other +
                                        "' --model layers=8,dim=16,heads=2,seq=4,vocab=16,batch=2");
  require_one_error_line(mismatched);
  CHECK(mismatched.err.find("checkpoint") != std::string::npos);
}
