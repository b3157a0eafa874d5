#!/usr/bin/env python3
"""One training step of pipesched's GPT through torch.distributed.pipelining on gloo, timed:
PyTorch's own pipeline parallelism on the CPU, the other column of bench/cpu_step_bench.py.

The model and its weights are bench/torch_gpt_step.py's (bench/torch_gpt_model.py, seed 1,
the same tokens), cut into pipeline stages of consecutive blocks (the embeddings with the
first, the final LayerNorm and LM head with the last) and run by --devices processes on
this machine (forked; gloo over loopback; torch.set_num_threads(1) each; the caller sets
OMP_WAIT_POLICY=PASSIVE, as cpu_step_bench.py does):

  1f1b  Schedule1F1B, one stage per process (p stages)
  zbv   ScheduleZBVZeroBubble, two stages per process in a V (process d holds stages d and
        2p-1-d, as pipesched's V families place them), B and W split
  interleaved  ScheduleInterleaved1F1B, two stages per process, loop placement (d and d+p)

A step is the schedule over --microbatches microbatches of --microbatch sequences (gradients
scaled by 1/m, as torch_gpt_step.py divides each loss), then the global gradient norm
(all-reduced squares), clipping at 1.0 and AdamW (betas 0.9/0.95, weight decay 0.1 on
matrices) on each process's own parameters, as `pipesched train` steps. fp32 only.

Timing: every process times each step over the same span, from zero_grad to after its AdamW
step: wall time (time.perf_counter) and its CPU time (time.process_time: all its threads,
user + system). A step's wall time is the slowest process's, its CPU time the sum over the
processes. "tokens_per_second" is the median of the timed steps' rates, "tokens_per_cpu_second"
the timed steps' tokens over their CPU seconds: start-up, connecting and the --warmup steps
are not counted, as in torch_gpt_step.py and `pipesched train --format jsonl`.

    torch_pipelining_step.py [--layers 8 --dim 64 --heads 4 --seq 32 --vocab 256]
                             [--microbatch 4 --microbatches 8] [--devices 4]
                             [--schedule 1f1b|zbv|interleaved] [--steps 10 --warmup 2] [--json FILE]

Prints one line per timed step and "# summary: torch pipelining ... tokens/s ...".
Exit: 0; 77 when torch, its pipelining or gloo is not there (one "skipping" line); 1 a
process failed or hung (its error's last line quoted; PIPESCHED_TRACE=1 prints each failing
process's traceback); 2 bad arguments.
"""
import argparse
import datetime
import json
import math
import multiprocessing
import os
import socket
import statistics
import sys
import time
import traceback

from torch_model_args import add_model_arguments, check_model_arguments

SCHEDULES = ("1f1b", "zbv", "interleaved")
TIMEOUT_S = 300


def parse(argv):
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    add_model_arguments(p, (("layers", 8), ("dim", 64), ("heads", 4), ("seq", 32), ("vocab", 256),
                            ("microbatch", 4), ("microbatches", 8), ("devices", 4), ("steps", 10), ("warmup", 2)))
    p.add_argument("--schedule", choices=SCHEDULES, default="1f1b")
    a = p.parse_args(argv)
    check_model_arguments(p, a)
    a.chunks = 1 if a.schedule == "1f1b" else 2
    if a.devices < 2 or a.layers < a.devices * a.chunks:
        p.error(f"--devices must be at least 2 and --layers at least --devices x {a.chunks} ({a.schedule})")
    if a.microbatches < a.devices:
        p.error("--microbatches must be at least --devices (torch's schedules require it)")
    return a


def stage_indices(a, rank):
    """The pipeline stages process `rank` holds, in the order its schedule wants them."""
    p = a.devices
    if a.schedule == "1f1b":
        return [rank]
    if a.schedule == "zbv":
        return [rank, 2 * p - 1 - rank]
    return [rank, rank + p]


def block_range(a, stage):
    """Blocks [first, last) of `stage`: the layers split as evenly as they go, earlier stages larger."""
    n = a.devices * a.chunks
    base, extra = divmod(a.layers, n)
    first = stage * base + min(stage, extra)
    return first, first + base + (stage < extra)


def worker(rank, a, port, out):
    import torch
    import torch.distributed as dist
    from torch.distributed import pipelining as pp
    from torch_gpt_model import GPT, Stage, loss

    torch.set_num_threads(1)
    dist.init_process_group("gloo", init_method=f"tcp://127.0.0.1:{port}", rank=rank, world_size=a.devices,
                            timeout=datetime.timedelta(seconds=TIMEOUT_S))
    torch.manual_seed(1)  # torch_gpt_step.py's weights and tokens
    model = GPT(a.layers, a.dim, a.heads, a.seq, a.vocab)
    tokens = torch.randint(0, a.vocab, (a.microbatches, a.microbatch, a.seq + 1))
    batch = tokens[:, :, :-1].reshape(-1, a.seq)
    targets = tokens[:, :, 1:].reshape(-1, a.seq)
    n_stages = a.devices * a.chunks
    mine = stage_indices(a, rank)
    modules = [Stage(model, *block_range(a, s)) for s in mine]
    # Each stage's microbatch input and output given (static mode), so that no stage infers
    # them at its first step: that exchanges pickled objects, which needs numpy. Their
    # requires_grad says which tensors carry gradients back.
    hidden = torch.empty(a.microbatch, a.seq, a.dim, requires_grad=True)

    def io(s):
        return ((batch[:a.microbatch] if s == 0 else hidden),
                (torch.empty(a.microbatch, a.seq, a.vocab, requires_grad=True) if s == n_stages - 1 else hidden))

    stages = [pp.PipelineStage(m, s, n_stages, torch.device("cpu"), *io(s)) for m, s in zip(modules, mine)]
    if a.schedule == "1f1b":
        schedule = pp.Schedule1F1B(stages[0], a.microbatches, loss_fn=loss)
    else:
        cls = pp.ScheduleZBVZeroBubble if a.schedule == "zbv" else pp.ScheduleInterleaved1F1B
        schedule = cls(stages, a.microbatches, loss_fn=loss)
    params = [q for m in modules for q in m.parameters()]
    decay = [q for q in params if q.dim() >= 2]
    other = [q for q in params if q.dim() < 2]
    opt = torch.optim.AdamW([{"params": decay, "weight_decay": 0.1}, {"params": other, "weight_decay": 0.0}],
                            lr=a.lr, betas=(0.9, 0.95))
    first, last = 0 in mine, n_stages - 1 in mine
    per_step = a.microbatches * a.microbatch * a.seq

    rates, losses, cpu_total = [], [], 0.0
    for step in range(a.warmup + a.steps):
        c0, t0 = time.process_time(), time.perf_counter()
        opt.zero_grad(set_to_none=True)
        mb_losses = []
        schedule.step(*((batch,) if first else ()), **({"target": targets, "losses": mb_losses} if last else {}))
        sq = torch.zeros(1, dtype=torch.float64)
        for q in params:
            if q.grad is not None:
                sq += q.grad.double().pow(2).sum()
        dist.all_reduce(sq)
        coef = min(1.0, 1.0 / (math.sqrt(float(sq)) + 1e-6))  # clip_grad_norm_(…, 1.0)'s factor
        if coef < 1.0:
            for q in params:
                if q.grad is not None:
                    q.grad.mul_(coef)
        opt.step()
        seconds, cpu = time.perf_counter() - t0, time.process_time() - c0
        # Outside the timed span: the slowest process's wall time, every process's CPU, the loss.
        wall = torch.tensor([seconds], dtype=torch.float64)
        rest = torch.tensor([cpu, sum(x.item() for x in mb_losses) / a.microbatches if last else 0.0],
                            dtype=torch.float64)
        dist.all_reduce(wall, op=dist.ReduceOp.MAX)
        dist.all_reduce(rest)
        if step >= a.warmup:
            rates.append(per_step / float(wall))
            cpu_total += float(rest[0])
            losses.append(float(rest[1]))
            if rank == 0:
                print(f"step {step - a.warmup + 1}  loss {losses[-1]:.4f}  {rates[-1]:.0f} tokens/s  "
                      f"{float(wall):.3f} s  {float(rest[0]):.3f} CPU-s", flush=True)
    dist.barrier()
    dist.destroy_process_group()
    if rank == 0:
        out.put({"bench": "torch_pipelining_step", "torch": torch.__version__, "schedule": a.schedule,
                 "devices": a.devices, "stages": n_stages, "dtype": "fp32",
                 "parameters": sum(q.numel() for q in model.parameters()), "tokens_per_step": per_step,
                 "tokens_per_second": statistics.median(rates),
                 "tokens_per_cpu_second": a.steps * per_step / max(cpu_total, 1e-9),
                 "steps": a.steps, "warmup": a.warmup, "losses": losses})


def run_worker(rank, a, port, out, errors):
    try:
        worker(rank, a, port, out)
    except BaseException:  # noqa: BLE001 -- reported to the parent, which exits 1
        if os.environ.get("PIPESCHED_TRACE"):
            traceback.print_exc()
        errors.put(f"process {rank}: " + traceback.format_exc().strip().splitlines()[-1])
        sys.exit(1)


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def main(argv):
    a = parse(argv)
    try:
        import torch
        import torch.distributed as dist
        from torch.distributed import pipelining  # noqa: F401 -- only whether it imports
    except ImportError as e:
        print(f"torch or its pipelining does not import ({e}): skipping torch.distributed.pipelining (exit 77)",
              file=sys.stderr)
        return 77
    if not dist.is_available() or not dist.is_gloo_available():
        print("torch has no gloo backend: skipping torch.distributed.pipelining (exit 77)", file=sys.stderr)
        return 77
    # Forked, so that the processes share the parent's `import torch` (seconds each here).
    ctx = multiprocessing.get_context("fork")
    out, errors = ctx.Queue(), ctx.Queue()
    port = free_port()
    procs = [ctx.Process(target=run_worker, args=(r, a, port, out, errors)) for r in range(a.devices)]
    for proc in procs:
        proc.start()
    deadline = time.monotonic() + TIMEOUT_S
    result = None
    while any(proc.is_alive() for proc in procs) and time.monotonic() < deadline:
        if not errors.empty():
            break
        time.sleep(0.05)  # polling the children, not synchronising them
    while result is None and not out.empty():
        result = out.get()
    failed = [f"process {r}: exit {proc.exitcode}" for r, proc in enumerate(procs)
              if proc.exitcode not in (0, None)]
    hung = any(proc.is_alive() for proc in procs)
    for proc in procs:
        if proc.is_alive():
            proc.kill()
        proc.join()
    if not errors.empty() or failed or hung or result is None:
        why = errors.get() if not errors.empty() else (failed[0] if failed else
                                                         f"no result within {TIMEOUT_S} s" if hung else "no result")
        print(f"torch_pipelining_step: {why}", file=sys.stderr)
        return 1
    print(f"# summary: torch pipelining {a.schedule} gloo {a.devices} processes {result['tokens_per_second']:.0f} "
          f"tokens/s, {result['tokens_per_cpu_second']:.0f} tokens/CPU-s (fp32, {result['parameters']} parameters, "
          f"{result['tokens_per_step']} tokens/step, torch {torch.__version__})")
    if not all(math.isfinite(x) for x in result["losses"]):
        print("torch_pipelining_step: a loss is not finite", file=sys.stderr)
        return 1
    if a.json:
        with open(a.json, "w") as f:
            json.dump(result, f, indent=2)
            f.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
