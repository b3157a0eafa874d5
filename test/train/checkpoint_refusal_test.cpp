#include "runtime/train/checkpoint.hpp"

#include "train_test_util.hpp"

#include <sys/stat.h>
#include <sys/sysmacros.h>  // makedev
#include <unistd.h>

#include <catch2/catch.hpp>

namespace gpt = pipesched::gpt;
using namespace pipesched::train;

namespace {

std::vector<gpt::gpt_params<float>> model(std::uint64_t seed, int S = 2) {
  std::vector<gpt::gpt_params<float>> out;
  for (const auto& l : gpt::partition(gpt::presets::tiny, S)) out.push_back(gpt::make_params<float>(gpt::presets::tiny, l, seed));
  return out;
}

// The first occurrence of `from` replaced by `to` (same length, so offsets stay valid).
std::string edit(std::string bytes, const std::string& from, const std::string& to) {
  REQUIRE(from.size() == to.size());
  const auto at = bytes.find(from);
  REQUIRE(at != std::string::npos);
  return bytes.replace(at, from.size(), to);
}

}  // namespace

TEST_CASE("a bad checkpoint is refused with one line naming the file and the problem and nothing is modified",
          "[train][checkpoint]") {
  test::scratch_dir dir("refusal");
  auto saved = model(1);
  auto saved_stages = test::pointers(saved);
  adamw_optimizer saved_opt(saved_stages);
  test::random_grads(saved_stages, 3, 1.0);
  saved_opt.step(saved_stages);
  save_checkpoint(dir / "good.safetensors", saved_stages, saved_opt, {{"step", "1"}});
  const std::string good = test::read_bytes(dir / "good.safetensors");

  // Stage 0 alone, saved for the "missing tensor" case.
  gpt::gpt_params<float>* first_stage[] = {&saved[0]};
  adamw_optimizer first_opt(first_stage);
  save_checkpoint(dir / "stage0.safetensors", first_stage, first_opt);

  std::uint64_t header_len = 0;
  for (int i = 7; i >= 0; --i) header_len = (header_len << 8) | static_cast<unsigned char>(good[static_cast<std::size_t>(i)]);

  struct bad_case {
    std::string name, bytes, message;
  };
  std::string flipped = good;
  flipped[flipped.size() - 5] = static_cast<char>(flipped[flipped.size() - 5] ^ 0x10);
  std::string plain = "{\"x\":{\"dtype\":\"F32\",\"shape\":[1],\"data_offsets\":[0,4]}}";
  plain = std::string{static_cast<char>(plain.size()), 0, 0, 0, 0, 0, 0, 0} + plain + std::string(4, '\0');
  const std::vector<bad_case> cases = {
      {"truncated data", good.substr(0, good.size() - 100), "is truncated: tensor"},
      {"truncated header", good.substr(0, 40), "does not fit in the file's 40 bytes"},
      {"empty", "", "is 0 bytes, too short for a safetensors file"},
      {"not safetensors", "this is not a checkpoint, only some text", "not a safetensors file"},
      {"header not JSON", std::string{8, 0, 0, 0, 0, 0, 0, 0} + "not json", "the header is not a JSON object"},
      {"plain safetensors", plain, "has no __metadata__ (not a pipesched checkpoint)"},
      {"flipped data byte", flipped, "does not match the stored"},
      {"trailing bytes", good + "xxxx", "has 4 data bytes after the last tensor"},
      {"wrong shape", edit(good, "\"shape\":[96,32]", "\"shape\":[32,96]"),
       "has shape [32,96], the model expects [96,32]"},
      {"wrong dtype", edit(good, "\"dtype\":\"F32\"", "\"dtype\":\"F16\""), "has dtype \"F16\", expected \"F32\""},
      {"wrong config", edit(good, "layers=8,dim=32", "layers=8,dim=64"),
       "was saved for model layers=8,dim=64,heads=4,seq=16,vocab=64,batch=4, the model is layers=8,dim=32"},
      {"renamed tensor (extra and missing)", edit(good, "\"wpe\":", "\"wpx\":"), "holds tensor wpx, which the given stages do not have"},
      {"newer format", edit(good, "\"format_version\":\"2\"", "\"format_version\":\"9\""), "format version 9"},
      {"version 1 (its checksum left the metadata out)", edit(good, "\"format_version\":\"2\"", "\"format_version\":\"1\""),
       "format version 1, this build reads version 2"},
      {"edited metadata value", edit(good, "\"step\":\"1\"", "\"step\":\"7\""), "does not match the stored"},
      {"header length above the limit", std::string{0, 0, 0, 0x40, 0, 0, 0, 0} + "{}", "is above the limit of 104857600 bytes"},
      {"header length near 2^64", std::string(8, '\xff') + "{}", "header length 18446744073709551615 is above the limit"},
      {"bad step count", edit(good, "\"optimizer_step\":\"1\"", "\"optimizer_step\":\"x\""),
       "optimizer_step \"x\" is not a step count"},
      {"missing tensor", test::read_bytes(dir / "stage0.safetensors"), "tensor h.4.ln_1.weight is missing"},
  };
  REQUIRE(header_len > 0);

  auto live = model(5);
  auto stages = test::pointers(live);
  adamw_optimizer opt(stages);
  test::random_grads(stages, 9, 1.0);
  opt.step(stages);
  const std::string before = test::snapshot(stages, opt);

  for (const bad_case& c : cases) {
    INFO(c.name);
    const auto file = dir / "bad.safetensors";
    test::write_bytes(file, c.bytes);
    CHECK_THROWS_AS(load_checkpoint(file, stages, opt), checkpoint_error);
    try {
      load_checkpoint(file, stages, opt);
    } catch (const checkpoint_error& e) {
      const std::string what = e.what();
      INFO(what);
      CHECK(what.rfind("checkpoint " + file.string() + ": ", 0) == 0);
      CHECK(what.find(c.message) != std::string::npos);
      CHECK(what.find('\n') == std::string::npos);
    }
    CHECK(test::snapshot(stages, opt) == before);
  }

  CHECK_THROWS_WITH(load_checkpoint(dir / "absent.safetensors", stages, opt),
                    Catch::Contains("absent.safetensors: cannot be opened (No such file or directory)"));
  CHECK_THROWS_WITH(load_checkpoint(dir.path, stages, opt), Catch::Contains("is a directory"));
  // The extra stage: the whole model's file into stage 0 alone.
  gpt::gpt_params<float>* live_first[] = {&live[0]};
  adamw_optimizer live_first_opt(live_first);
  CHECK_THROWS_WITH(load_checkpoint(dir / "good.safetensors", live_first, live_first_opt),
                    Catch::Contains("holds tensor h.4.") && Catch::Contains("which the given stages do not have"));
  CHECK(test::snapshot(stages, opt) == before);

  // And the good file still loads.
  CHECK(load_checkpoint(dir / "good.safetensors", stages, opt) == checkpoint_metadata{{"step", "1"}});
  CHECK(test::snapshot(stages, opt) != before);
}

TEST_CASE("a failed save leaves no partial file and keeps the previous checkpoint", "[train][checkpoint]") {
  test::scratch_dir dir("save_failure");
  auto params = model(1);
  auto stages = test::pointers(params);
  adamw_optimizer opt(stages);

  // The directory does not exist: nothing can be written.
  CHECK_THROWS_WITH(save_checkpoint(dir / "no/such/dir/c.safetensors", stages, opt),
                    Catch::Contains("c.safetensors: cannot write") && Catch::Contains("No such file or directory"));
  CHECK_FALSE(std::filesystem::exists(dir / "no"));

  // The target is a directory: refused before anything is written.
  std::filesystem::create_directories(dir / "taken.safetensors" / "inside");
  CHECK_THROWS_WITH(save_checkpoint(dir / "taken.safetensors", stages, opt), Catch::Contains("Is a directory"));
  CHECK(std::filesystem::is_directory(dir / "taken.safetensors" / "inside"));

  // Refused before writing: a reserved metadata key, or an optimizer for other stages.
  save_checkpoint(dir / "c.safetensors", stages, opt, {{"step", "0"}});
  const std::string previous = test::read_bytes(dir / "c.safetensors");
  test::random_grads(stages, 2, 1.0);
  opt.step(stages);
  CHECK_THROWS_WITH(save_checkpoint(dir / "c.safetensors", stages, opt, {{"checksum", "0"}}),
                    Catch::Contains("metadata key \"checksum\" is reserved"));
  gpt::gpt_params<float>* first_stage[] = {&params[0]};
  CHECK_THROWS_WITH(save_checkpoint(dir / "c.safetensors", first_stage, opt),
                    Catch::Contains("the optimizer holds") && Catch::Contains("built for other stages"));
  CHECK(test::read_bytes(dir / "c.safetensors") == previous);

  // A later good save replaces it whole.
  save_checkpoint(dir / "c.safetensors", stages, opt, {{"step", "1"}});
  CHECK(test::read_bytes(dir / "c.safetensors") != previous);
  // No temporary file left by the failures or the saves.
  for (const auto& entry : std::filesystem::directory_iterator(dir.path)) {
    INFO(entry.path());
    CHECK((entry.path().filename() == "c.safetensors" || entry.path().filename() == "taken.safetensors"));
  }
}

TEST_CASE("a checkpoint is checked from bytes in memory as from its file", "[train][checkpoint]") {
  test::scratch_dir dir("bytes");
  auto params = model(1);
  auto stages = test::pointers(params);
  adamw_optimizer opt(stages);
  save_checkpoint(dir / "c.safetensors", stages, opt, {{"step", "3"}});
  const std::string good = test::read_bytes(dir / "c.safetensors");

  auto live = model(2);
  auto live_stages = test::pointers(live);
  adamw_optimizer live_opt(live_stages);
  const std::string before = test::snapshot(live_stages, live_opt);
  CHECK_THROWS_WITH(load_checkpoint_bytes(good.substr(0, good.size() / 2), live_stages, live_opt),
                    Catch::StartsWith("checkpoint (bytes): "));
  CHECK(test::snapshot(live_stages, live_opt) == before);
  CHECK(load_checkpoint_bytes(good, live_stages, live_opt) == checkpoint_metadata{{"step", "3"}});
  CHECK(test::snapshot(live_stages, live_opt) == test::snapshot(stages, opt));
}

TEST_CASE("a checkpoint path that is not a regular file, or is larger than the stages' checkpoint can be, is refused "
          "before it is read",
          "[train][checkpoint]") {
  test::scratch_dir dir("not_regular");
  auto params = model(1);
  auto stages = test::pointers(params);
  adamw_optimizer opt(stages);
  const std::string before = test::snapshot(stages, opt);

  // A sparse file as long as the largest header plus the data plus one byte: refused by its
  // length alone (reading it would allocate that much).
  save_checkpoint(dir / "c.safetensors", stages, opt);
  const auto data_bytes = std::filesystem::file_size(dir / "c.safetensors");  // a little more than the data
  const auto big = dir / "big.safetensors";
  test::write_bytes(big, "");
  std::filesystem::resize_file(big, 8 + std::uint64_t{100} * 1024 * 1024 + data_bytes);
  CHECK_THROWS_WITH(load_checkpoint(big, stages, opt),
                    Catch::Contains("big.safetensors: is ") && Catch::Contains("more than a checkpoint of these stages can be"));

  // A FIFO nobody writes to: refused without waiting for a writer.
  const auto fifo = dir / "fifo.safetensors";
  REQUIRE(::mkfifo(fifo.c_str(), 0600) == 0);
  CHECK_THROWS_WITH(load_checkpoint(fifo, stages, opt), Catch::Contains("fifo.safetensors: is not a regular file"));

  // A device that reads zeros forever (only root may make one).
  if (::geteuid() == 0) {
    const auto zero = dir / "zero.safetensors";
    REQUIRE(::mknod(zero.c_str(), S_IFCHR | 0666, ::makedev(1, 5)) == 0);
    CHECK_THROWS_WITH(load_checkpoint(zero, stages, opt), Catch::Contains("zero.safetensors: is not a regular file"));
  } else {
    WARN("not root: the character-device case is skipped");
  }
  CHECK(test::snapshot(stages, opt) == before);
}
