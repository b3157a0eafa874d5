// Bring your own model: a user-defined MLP, plain C++ on the CPU, trained through a
// V-Half schedule that the compiler builds (4 devices, 8 stages, 8 microbatches) and run
// by pipesched's CPU backend (one thread per device). Every step checks the pipelined
// gradients against the same model run without pipelining, and each device's measured
// peak activation bytes against the schedule's static bound. Exits 1 on a mismatch.
//
// Built in-tree (examples/CMakeLists.txt) and, by the test consumer_custom_stage, as a
// separate project against the installed package: find_package(pipesched) and link
// pipesched::runtime_cpu (see CMakeLists.txt beside this file).
#include <pipesched/pipesched.hpp>
#include <pipesched/runtime/parameters.hpp>
#include <pipesched/runtime/stage.hpp>

#include <pipesched/cpu/counting_allocator.hpp>
#include <pipesched/cpu/run_threads.hpp>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <stdexcept>
#include <utility>
#include <vector>

namespace ps = pipesched;
namespace rt = pipesched::runtime;

// --- The schedule, built by the compiler --------------------------------------------

constexpr int devices = 4, microbatches = 8, chunks = 2, stages = devices * chunks;
using v_half = ps::family_schedule<ps::family::v_half, ps::shape{devices, microbatches, chunks}>;
static_assert(v_half::place == ps::placement::v);
// V-Half keeps floor((p + 2) / 2) = 3 activation units, half of 1F1B's 4 rounded up.
static_assert(v_half::peak_activation_units() == 3);

// --- The model: stage s is one layer, z = x W + b, y = tanh(z) (linear on the last) -----

constexpr int width = 16;  // features in and out of every layer
constexpr int rows = 4;    // samples per microbatch

float input_at(int j, int r, int i) { return static_cast<float>((j * 7 + r * 3 + i * 5) % 17 - 8) / 8.0f; }
float target_at(int j, int r, int o) { return 0.5f * input_at(j, r, (o + 1) % width); }

class mlp_stage {
 public:
  using tensor = std::vector<float>;  // rows x width, row-major; empty means none

  // F keeps its input x and its output y (rows x width each) until W; B turns y into the
  // pre-activation gradient in place, W frees both. So the byte deltas are the same for
  // every stage and microbatch, and known to the compiler.
  static constexpr ps::memory_deltas bytes{2 * rows * width * static_cast<long long>(sizeof(float)), 0, 0};
  ps::memory_deltas deltas() const { return bytes; }

  mlp_stage(int stage, rt::activation_meter* meter)
      : stage_(stage), weight_(width * width), bias_(width), weight_grad_(width * width), bias_grad_(width) {
    for (int k = 0; k < width * width; ++k)  // fixed pseudo-random init, ~ 1/sqrt(width)
      weight_[k] = static_cast<float>((k * 37 + stage * 101) % 19 - 9) / 36.0f;
    for (int o = 0; o < width; ++o) bias_[o] = static_cast<float>(o % 3 - 1) / 16.0f;
    for (int j = 0; j < microbatches; ++j) saved_.push_back({counted(alloc(meter)), counted(alloc(meter))});
  }

  // F(s, j). The first stage reads its own microbatch; the last adds to the loss.
  tensor forward(int j, const tensor& in) {
    if ((stage_ == 0) != in.empty()) throw std::logic_error("only the first stage has no input");
    saved& s = saved_.at(j);
    s.x.resize(rows * width);
    for (int r = 0; r < rows; ++r)
      for (int i = 0; i < width; ++i) s.x[r * width + i] = stage_ == 0 ? input_at(j, r, i) : in[r * width + i];
    s.y.resize(rows * width);
    for (int r = 0; r < rows; ++r)
      for (int o = 0; o < width; ++o) {
        float z = bias_[o];
        for (int i = 0; i < width; ++i) z += s.x[r * width + i] * weight_[i * width + o];
        s.y[r * width + o] = last() ? z : std::tanh(z);
      }
    if (!last()) return tensor(s.y.begin(), s.y.end());
    for (int r = 0; r < rows; ++r)  // mean squared error over every sample of the iteration
      for (int o = 0; o < width; ++o) {
        const double e = s.y[r * width + o] - target_at(j, r, o);
        loss_ += 0.5 * e * e / (rows * microbatches);
      }
    return {};
  }

  // B(s, j): dy is the output gradient (none on the last stage, which starts from its loss).
  tensor backward_input(int j, const tensor& dy) {
    if (last() != dy.empty()) throw std::logic_error("only the last stage has no output gradient");
    saved& s = saved_.at(j);
    if (s.y.empty()) throw std::logic_error("a backward without its forward");
    for (int r = 0; r < rows; ++r)
      for (int o = 0; o < width; ++o) {
        float& y = s.y[r * width + o];  // becomes dz
        y = last() ? (y - target_at(j, r, o)) / (rows * microbatches) : dy[r * width + o] * (1 - y * y);
      }
    if (stage_ == 0) return {};
    tensor dx(rows * width, 0.0f);
    for (int r = 0; r < rows; ++r)
      for (int i = 0; i < width; ++i)
        for (int o = 0; o < width; ++o) dx[r * width + i] += s.y[r * width + o] * weight_[i * width + o];
    return dx;
  }

  // W(s, j): accumulate the weight gradients of microbatch j, free its activations.
  void backward_weight(int j) {
    saved& s = saved_.at(j);
    for (int r = 0; r < rows; ++r)
      for (int o = 0; o < width; ++o) {
        const float dz = s.y[r * width + o];
        bias_grad_[o] += dz;
        for (int i = 0; i < width; ++i) weight_grad_[i * width + o] += s.x[r * width + i] * dz;
      }
    s.x = counted(s.x.get_allocator());
    s.y = counted(s.y.get_allocator());
  }

  // For the optimizer (rt::sgd_step, rt::zero_grads) and the gradient check.
  std::array<rt::parameter_view<float>, 2> parameters() {
    return {{{"weight", weight_, weight_grad_}, {"bias", bias_, bias_grad_}}};
  }

  double take_loss() { return std::exchange(loss_, 0.0); }

 private:
  using alloc = rt::cpu::counting_allocator<float>;  // counts on the device's meter
  using counted = std::vector<float, alloc>;
  struct saved {
    counted x, y;
  };
  bool last() const { return stage_ == stages - 1; }

  int stage_;
  std::vector<float> weight_, bias_, weight_grad_, bias_grad_;
  std::vector<saved> saved_;  // per microbatch, empty outside F..W
  double loss_ = 0;
};

// One message per missing member if the stage does not satisfy the concepts.
static_assert(rt::check_stage_with_parameters<mlp_stage>());

// The bound in bytes is a compile-time constant too: 3 units = 6 chunk activations.
static_assert(v_half::peak_activation_bytes(mlp_stage::bytes) == 6 * mlp_stage::bytes.f_alloc);

// --- Unpipelined reference: every stage in order, one microbatch at a time ------------

void run_unpipelined(std::vector<mlp_stage>& model) {
  for (int j = 0; j < microbatches; ++j) {
    mlp_stage::tensor x;
    for (mlp_stage& s : model) x = s.forward(j, x);
    mlp_stage::tensor dy;
    for (auto s = model.rbegin(); s != model.rend(); ++s) {
      dy = s->backward_input(j, dy);
      s->backward_weight(j);
    }
  }
}

int main() {
  const ps::schedule schedule = v_half::to_schedule();  // what the CPU backend runs
  std::printf("custom_stage: v-half, %d devices, %d stages, %d microbatches, %zu actions (compile-time schedule)\n",
              devices, stages, microbatches, static_cast<std::size_t>(v_half::action_count()));

  // stages[d][c] is chunk c of device d (V placement: stages d and 2p-1-d).
  std::vector<rt::activation_meter> meters(devices);
  std::vector<std::vector<mlp_stage>> pipelined(devices);
  for (int d = 0; d < devices; ++d)
    for (int c = 0; c < chunks; ++c) pipelined[d].emplace_back(ps::stage_of(schedule.place, devices, d, c), &meters[d]);
  auto pipelined_stage = [&](int s) -> mlp_stage& {
    return pipelined[schedule.device_of_stage(s)][ps::chunk_of(schedule.place, devices, s)];
  };
  rt::activation_meter reference_meter;
  std::vector<mlp_stage> reference;
  for (int s = 0; s < stages; ++s) reference.emplace_back(s, &reference_meter);

  const std::vector<long long> bound = ps::peak_activation_bytes(schedule, mlp_stage::bytes);
  constexpr float lr = 0.5f;
  double first_loss = 0, loss = 0;
  bool ok = true;
  for (int step = 0; step < 4; ++step) {
    for (auto& m : meters) m.reset();
    rt::cpu::run_threads(schedule, pipelined);
    run_unpipelined(reference);

    double max_error = 0;
    for (int s = 0; s < stages; ++s) {
      auto mine = pipelined_stage(s).parameters();
      auto ref = reference[s].parameters();
      for (std::size_t p = 0; p < mine.size(); ++p)
        for (std::size_t k = 0; k < mine[p].grads.size(); ++k)
          max_error = std::max(max_error, static_cast<double>(std::fabs(mine[p].grads[k] - ref[p].grads[k])));
    }
    long long peak = 0;
    for (int d = 0; d < devices; ++d) {
      if (meters[d].peak != bound[d] || meters[d].live != 0) {
        std::printf("FAIL: device %d measured peak %lld bytes (%lld still live), static bound %lld\n", d,
                    meters[d].peak, meters[d].live, bound[d]);
        ok = false;
      }
      peak = std::max(peak, meters[d].peak);
    }
    loss = pipelined_stage(stages - 1).take_loss();
    const double reference_loss = reference.back().take_loss();
    std::printf("step %d: loss %.6f (unpipelined %.6f), max gradient error %g, peak bytes %lld == bound %lld\n",
                step, loss, reference_loss, max_error, peak, v_half::peak_activation_bytes(mlp_stage::bytes));
    if (max_error > 1e-6 || loss != reference_loss) {
      std::printf("FAIL: the pipelined gradients or loss differ from the unpipelined run\n");
      ok = false;
    }
    if (step == 0) first_loss = loss;

    for (int s = 0; s < stages; ++s) {  // plain SGD on both copies, then clear the gradients
      rt::sgd_step(pipelined_stage(s), lr);
      rt::sgd_step(reference[s], lr);
      rt::zero_grads(pipelined_stage(s));
      rt::zero_grads(reference[s]);
    }
  }
  if (!(loss < first_loss)) {
    std::printf("FAIL: the loss did not go down (%.6f -> %.6f)\n", first_loss, loss);
    ok = false;
  }
  if (!ok) return 1;
  std::printf("custom_stage: OK, gradients equal the unpipelined run, measured peak equals the static bound, "
              "loss %.6f -> %.6f\n", first_loss, loss);
  return 0;
}
