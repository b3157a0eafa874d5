#include "runtime/train/checkpoint.hpp"

#include "train_test_util.hpp"

#include <catch2/catch.hpp>

namespace gpt = pipesched::gpt;
using namespace pipesched::train;

namespace {

// A model cut in two with an optimizer that has taken a few steps (non-zero moments).
struct trained {
  std::vector<gpt::gpt_params<float>> params;
  std::vector<gpt::gpt_params<float>*> stages;
  adamw_optimizer opt;
  trained(std::uint64_t seed, int steps)
      : params(make(seed)), stages(test::pointers(params)), opt(stages, adamw_config{.lr = 0.01f}) {
    for (int t = 0; t < steps; ++t) {
      test::random_grads(stages, seed * 100 + static_cast<std::uint64_t>(t), 0.3);
      opt.step(stages);
    }
  }
  static std::vector<gpt::gpt_params<float>> make(std::uint64_t seed) {
    std::vector<gpt::gpt_params<float>> out;
    for (const auto& l : gpt::partition(gpt::presets::tiny, 2)) out.push_back(gpt::make_params<float>(gpt::presets::tiny, l, seed));
    return out;
  }
};

// Values and moments only: load leaves gradients alone.
std::string state_of(const trained& t) {
  std::string s;
  auto add = [&s](const std::vector<float>& v) { s.append(reinterpret_cast<const char*>(v.data()), v.size() * 4); };
  for (const auto& p : t.params) p.for_each([&](const gpt::parameter<float>& q) { add(q.value); });
  for (const auto& m : t.opt.moments()) {
    add(m.exp_avg);
    add(m.exp_avg_sq);
  }
  return s + "step " + std::to_string(t.opt.steps());
}

}  // namespace

TEST_CASE("save then load round-trips every value moment step and metadata entry bit-exactly",
          "[train][checkpoint]") {
  test::scratch_dir dir("roundtrip");
  const trained a(1, 3);
  trained b(2, 1);  // other weights, moments and step count, all to be overwritten
  REQUIRE(state_of(a) != state_of(b));
  const checkpoint_metadata meta{{"step", "3"}, {"data_seed", "42"}, {"note", "unicode ok: \xc3\xa9"}};
  save_checkpoint(dir / "a.safetensors", a.stages, a.opt, meta);
  CHECK(load_checkpoint(dir / "a.safetensors", b.stages, b.opt) == meta);
  CHECK(state_of(b) == state_of(a));
  CHECK(b.opt.steps() == 3);
  CHECK_FALSE(std::filesystem::exists(dir / "a.safetensors.tmp"));
}

TEST_CASE("the file is plain safetensors with the documented tensor names and metadata", "[train][checkpoint]") {
  test::scratch_dir dir("layout");
  const trained a(1, 1);
  save_checkpoint(dir / "a.safetensors", a.stages, a.opt, {{"step", "1"}});
  const std::string bytes = test::read_bytes(dir / "a.safetensors");
  REQUIRE(bytes.size() > 8);
  std::uint64_t n = 0;
  for (int i = 7; i >= 0; --i) n = (n << 8) | static_cast<unsigned char>(bytes[static_cast<std::size_t>(i)]);
  CHECK(n % 8 == 0);  // padded so the data starts 8-aligned
  const std::string header = bytes.substr(8, n);
  CHECK(header.front() == '{');
  for (const char* s : {"\"wte\":{", "\"wte.exp_avg\":{", "\"wte.exp_avg_sq\":{", "\"lm_head.weight\":{",
                        "\"h.3.mlp.proj.weight\":{\"data_offsets\"", "\"shape\":[32,128]", "\"shape\":[96,32]",
                        "\"dtype\":\"F32\"", "\"format\":\"pipesched-checkpoint\"", "\"format_version\":\"2\"",
                        "\"config\":\"layers=8,dim=32,heads=4,seq=16,vocab=64,batch=4\"", "\"optimizer_step\":\"1\"",
                        "\"checksum\":\"", "\"step\":\"1\""}) {
    INFO(s);
    CHECK(header.find(s) != std::string::npos);
  }
  // 3 tensors (value, two moments) per parameter, 4 bytes each.
  std::size_t scalars = 0;
  for (const auto& p : a.params) scalars += p.scalars();
  CHECK(bytes.size() == 8 + n + 3 * 4 * scalars);
}

TEST_CASE("each rank saves and loads its own stages in its own file", "[train][checkpoint]") {
  test::scratch_dir dir("ranks");
  const trained a(1, 2);
  trained b(2, 0);
  const auto base = dir / "ckpt.safetensors";
  CHECK(rank_checkpoint_path(base, 0, 1) == base);
  CHECK(rank_checkpoint_path(base, 1, 2) == dir / "ckpt.rank1-of-2.safetensors");
  CHECK_THROWS_AS(rank_checkpoint_path(base, 2, 2), std::invalid_argument);

  // Rank k holds stage k and an optimizer for that stage alone.
  std::vector<adamw_optimizer> saved, loaded;
  for (int r = 0; r < 2; ++r) {
    gpt::gpt_params<float>* mine[] = {a.stages[static_cast<std::size_t>(r)]};
    adamw_optimizer opt(mine);
    for (std::size_t k = 0; k < opt.moments().size(); ++k) {
      const adamw_moments* m = a.opt.find(opt.moments()[k].name);
      REQUIRE(m);
      opt.moments()[k] = *m;
    }
    opt.set_steps(a.opt.steps());
    save_checkpoint(rank_checkpoint_path(base, r, 2), mine, opt, {{"step", "2"}, {"rank", std::to_string(r)}});
    saved.push_back(std::move(opt));
  }
  for (int r = 0; r < 2; ++r) {
    gpt::gpt_params<float>* mine[] = {b.stages[static_cast<std::size_t>(r)]};
    adamw_optimizer opt(mine);
    const auto meta = load_checkpoint(rank_checkpoint_path(base, r, 2), mine, opt);
    CHECK(meta.at("rank") == std::to_string(r));
    CHECK(opt.steps() == 2);
    for (std::size_t k = 0; k < opt.moments().size(); ++k) {
      CHECK(opt.moments()[k].exp_avg == saved[static_cast<std::size_t>(r)].moments()[k].exp_avg);
      CHECK(opt.moments()[k].exp_avg_sq == saved[static_cast<std::size_t>(r)].moments()[k].exp_avg_sq);
    }
    loaded.push_back(std::move(opt));
  }
  a.params[0].for_each([&](const gpt::parameter<float>& q) { CHECK(b.params[0].find(q.name)->value == q.value); });
  a.params[1].for_each([&](const gpt::parameter<float>& q) { CHECK(b.params[1].find(q.name)->value == q.value); });

  // Rank 1's file does not fit rank 0's stages.
  gpt::gpt_params<float>* first[] = {b.stages[0]};
  CHECK_THROWS_WITH(load_checkpoint(rank_checkpoint_path(base, 1, 2), first, loaded[0]),
                    Catch::Contains("ckpt.rank1-of-2.safetensors: holds tensor") &&
                        Catch::Contains("which the given stages do not have"));
}
