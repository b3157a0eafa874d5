#pragma once
// `pipesched train`: trains the GPT model on the embedded dataset through a schedule.
//
//   pipesched train [--backend cpu|cpu-streams|cuda|auto] [--dtype fp32|bf16] [--chaos-seed N] [--gpus N] [--transport hub|nccl|auto] [--family NAME] [--devices P]
//                   [--microbatches M]
//                   [--steps N] [--model tiny|small|layers=L,dim=D,heads=H,seq=T,vocab=V,batch=B]
//                   [--lr LR] [--seed S] [--check] [--save FILE] [--save-every K]
//                   [--resume FILE] [--format text|json|jsonl] [--max-memory BYTES]
//                   [--offload none|full|ratio:R|selective:K|auto[:EPS]] [--offload-bandwidth BW]
//                   [--recompute none|full|selective:K|auto[:EPS]]
//                   [--shared-link] [--replicas W] [--plan FILE [--plan-index K]]
//                   [--iterations K]
//
// Every option has a default (v-half on 4 devices, 8 microbatches, 30 steps of the tiny
// model), so `pipesched train` alone trains. Text: a header, one line per step (step,
// loss, tokens/s, each device's measured peak activation bytes against the static
// bound; with --check the gradient error against the unpipelined model), a summary.
// JSON: one document at the end (see summary_json in train_command.cpp). JSON lines
// (jsonl): one object per step as it completes, flushed ({"schema": "pipesched.train/1",
// "type": "step", "step": N, "loss": ..., "grad_norm", "tokens_per_second", "seconds",
// "cpu_seconds", "peak_activation_bytes", "peak_host_bytes", "max_grad_error"}; 2bw: one
// per iteration, each with the run's seconds; cpu_seconds: the process's CPU time, all
// threads, over the same spans as seconds),
// then the summary: json's document with "type": "summary" after "schema". A failure at
// step N leaves the lines of steps 1..N-1 printed.
// With --offload the schedule gets PipeOffload's offload/reload actions (placed for a host
// link of BW activation units per time unit, unit pass costs), the stages copy those
// activations into a host pool per device and back, and the static bound each step is
// compared with is the offloaded schedule's (JSON also gives the bound without offload).
// With --recompute the schedule gets R actions first (passes/recompute.hpp; offload then
// skips the recomputed pairs): the F of a recomputed microbatch keeps only its stage
// input, R rebuilds the rest before the backward, gradients and losses are unchanged to
// the bit, and the bound compared with is the recomputed schedule's. The text header and
// JSON ("recompute", "recompute_actions", "peak_activation_bytes_without_recompute") say
// how many R actions there are and the bound without them.
// With --replicas W (data parallelism; under mpirun -np P·W, rank r·P + d drives device d
// of replica r) the run has W copies of the P-device pipeline, each step draws W·M
// microbatches (replica r takes [r·M, (r+1)·M)), the gradients are all-reduced across
// replicas before one AdamW step (see runtime/train/trainer.hpp). The step line then names each device rW dD (replica,
// device); JSON gains "replicas": W, and every per-device array (peak_activation_bytes,
// bound_activation_bytes, peak_activation_bytes_without_offload, peak_host_bytes) has
// P·W entries in replica-major order (index r·P + d); "devices" stays P.
//
// With --family 2bw --iterations K (K > 1; --steps a multiple of K) each run is one
// execution of PipeDream-2BW's K-iteration schedule without a flush, on stages with two
// weight versions (runtime/train/two_bw_stage.hpp); a line per iteration.
//
// With --plan FILE (the JSON of `pipesched plan --format json`, written with -o FILE or
// saved from stdout) the run takes plan K of its "plans" (0, the top one, by default):
// its family, depth (--devices), microbatches, chunks, offload and recompute policies, microbatch size
// (the model's batch), per-stage layer partition (stage_blocks, uneven allowed) and
// width (--replicas), its vocabulary placement (a plan of plan --vocab-parallel runs as
// --vocab-parallel 1 or 2 does, its passes placed with the plan's schedule.vocab_costs),
// and builds its schedule as the planner did (the plan's "schedule" costs, copy bandwidth
// and v-auto cap), so the static bound it checks each step is the schedule the planner
// evaluated. The text header names the plan and its predicted
// activation bytes per device; the summary (JSON: "plan") compares each device's measured
// peak with them. A plan costed analytically predicts bf16 bytes (Megatron's estimate),
// the CPU runtime keeps fp32 tensors: plan with --profile (pipesched profile) for the
// runtime's own bytes. Refused with one line (exit 2): a plan whose model (layers, dim,
// heads, seq, vocab) is not --model's, a --model batch other than the plan's microbatch,
// --replicas other than the plan's width, --family, --devices, --microbatches, --offload,
// --offload-bandwidth, --shared-link, --recompute or --vocab-parallel given too (the plan sets
// them), a sharded plan of width above 1 or with offload or recompute (named by that field:
// the trainer runs a sharded vocabulary on one replica without them), an unreadable file
// or an index outside its plans.
//
// Bad input (a bad shape or model, more stages than layers, a missing or corrupt
// checkpoint, a --save directory that does not exist, --backend cuda without a device, in
// a build without CUDA, or with what cuda does not run yet: MPI ranks, --replicas > 1, 2bw
// --iterations > 1) prints one error line and exits 2 before any step or output; --save
// writes whole files only. A failure during training (or a measured peak that differs
// from the static bound, which would be a bug) also prints one error line and exits 2,
// after the step lines already printed.
#include <iosfwd>
#include <optional>
#include <string>
#include <vector>

#include <CLI/CLI.hpp>

namespace pipesched::cli {

struct train_options {
  std::string backend = "cpu";  // cpu | cpu-streams | cuda | auto (auto: cuda when it can run, else cpu)
  std::string dtype = "fp32";   // fp32 | bf16: the storage of activations (train::storage_dtype)
  std::optional<unsigned long long> chaos_seed;  // cpu-streams: chaos on, with this seed
  int gpus = 0;                 // cuda: GPUs the pipeline devices are spread over; 0: every GPU
  std::string transport = "auto";  // cuda: hub, nccl, or auto (nccl when each device has its own GPU)
  std::string kernels = "auto";    // auto | reference | fast (runtime/gpt/kernel_choice.hpp); fast: cuda only
  std::string family = "v-half";
  int devices = 4;
  int microbatches = 8;
  int steps = 30;
  std::string model = "tiny";
  double lr = 1e-2;
  unsigned long long seed = 1;  // weights and data
  bool check = false;           // compare every step's gradients with the unpipelined model
  std::string save;             // checkpoint file written at the end (and every save_every steps)
  int save_every = 0;           // 0: only at the end
  std::string resume;           // checkpoint to continue from
  std::string format = "text";  // text | json | jsonl
  std::string max_memory;       // refuse a schedule estimated above these bytes; empty: half the RAM
  std::string offload = "none";  // none | full | ratio:R | selective:K | auto[:EPS]
  double offload_bandwidth = 0;  // activation units per time unit; 0: copies take no time
  std::string recompute = "none";  // none | full | selective:K | auto[:EPS]
  bool shared_link = false;      // two devices share one host link
  std::string trace;             // Chrome trace of the last step's measured timeline (threads only)
  int replicas = 1;              // W: data-parallel copies of the pipeline (threads only)
  std::string plan;              // a plan's JSON (pipesched plan --format json); empty: none
  std::string layout;            // blocks per stage in Megatron's layout grammar (gpt_layout.hpp); empty: even
  int plan_index = 0;            // which of its "plans"
  int iterations = 1;            // 2bw: optimizer iterations per run of the schedule (no flush)
  int vocab_parallel = 0;        // 0 none; 1, 2: vocabulary parallelism, the paper's algorithm (cpu, cpu-streams)
  // The options given on the command line ("--family", ...): with --plan, those the plan
  // sets are refused. The CLI fills it; a caller of run_train lists what it sets.
  std::vector<std::string> given;
};

void add_train_command(CLI::App& app);

// Trains and prints; returns 0, or after one error line on `err` exit_usage (2), or
// exit_write_failed (1) when a checkpoint or the trace failed while being written (the
// probe before any step passed; the steps' lines are printed).
int run_train(const train_options& options, std::ostream& out, std::ostream& err);

}  // namespace pipesched::cli
