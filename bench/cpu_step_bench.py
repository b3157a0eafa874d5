#!/usr/bin/env python3
"""Tokens per CPU-second of `pipesched train` on the CPU backends beside single-threaded
PyTorch eager on the same model and batch (bench/torch_gpt_step.py --device cpu --threads 1)
and beside torch.distributed.pipelining on gloo (bench/torch_pipelining_step.py), with the
ratios issue 32 asks about.

One row per (family, backend, dtype): a `pipesched train --format jsonl` run of --warmup +
--steps steps on --devices pipeline devices (threads). One row per dtype for torch eager
(one thread), and one per --torch-pipelining schedule (fp32, --devices processes, one thread
each), all with OMP_WAIT_POLICY=PASSIVE. Every side is measured the same way, over its
timed steps only (not start-up, model init or the --warmup steps):

  tok/s       the median over the timed steps of tokens / wall seconds of the step
  tok/CPU-s   the timed steps' tokens / the CPU seconds the process(es) used in those steps
              (CLOCK_PROCESS_CPUTIME_ID, all threads, user + system): pipesched's jsonl
              "cpu_seconds", torch's time.process_time() around each step (summed over
              the processes for pipelining)
  proc        all the run's tokens (warm-up included) / the CPU seconds of the whole
              process tree (getrusage of the children: start-up, `import torch` and model
              init included), for reference

"x torch" divides a row's tok/s, "x torch CPU" its tok/CPU-s, by torch eager's of its dtype;
"x pp CPU" a pipesched fp32 row's tok/CPU-s by torch pipelining's on the matching schedule
(1f1b: Schedule1F1B; the V families: ScheduleZBVZeroBubble, torch's V schedule). Without torch
(or with --no-torch) the torch rows are one "# torch: ... skipping" line and the ratios "-".

    cpu_step_bench.py [--tool build/pipesched] [--model layers=8,dim=64,heads=4,seq=32,vocab=256]
                      [--microbatch 4] [--microbatches 8] [--devices 4] [--steps 10] [--warmup 2]
                      [--families 1f1b,v-half] [--backends cpu,cpu-streams] [--dtypes fp32,bf16]
                      [--torch-pipelining 1f1b,zbv] [--rounds 1] [--no-torch] [--json FILE]

--torch-pipelining "" leaves the pipelining rows out. --rounds R runs every row R times,
alternated (round 1 runs each row once, then round 2 ...), and prints each figure's median
over the rounds, so that a shared machine's load falls on every row alike. The default
model is `--model small` (runtime/gpt/gpt_config.hpp). Exit: 0 every row ran (torch may be
a skip line); 1 a run failed; 2 bad arguments.
"""
import argparse
import json
import os
import resource
import shlex
import statistics
import subprocess
import sys

from torch_step_result import torch_result

SMALL = "layers=8,dim=64,heads=4,seq=32,vocab=256"
HERE = os.path.dirname(os.path.abspath(__file__))


def parse(argv):
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--tool", default=os.path.join(HERE, "..", "build", "pipesched"))
    p.add_argument("--model", default=SMALL)
    for name, default in (("microbatch", 4), ("microbatches", 8), ("devices", 4), ("steps", 10), ("warmup", 2)):
        p.add_argument("--" + name, type=int, default=default)
    p.add_argument("--families", default="1f1b,v-half")
    p.add_argument("--backends", default="cpu,cpu-streams")
    p.add_argument("--dtypes", default="fp32,bf16")
    p.add_argument("--torch-pipelining", default="1f1b,zbv",
                   help="torch.distributed.pipelining schedules (1f1b, zbv, interleaved), fp32; '' for none")
    p.add_argument("--rounds", type=int, default=1, help="run every row this many times, alternated; medians")
    p.add_argument("--no-torch", action="store_true", help="leave the PyTorch rows out")
    p.add_argument("--json", metavar="FILE")
    a = p.parse_args(argv)
    if min(a.microbatch, a.microbatches, a.devices, a.steps, a.rounds) < 1 or a.warmup < 0:
        p.error("--microbatch, --microbatches, --devices, --steps and --rounds must be at least 1, --warmup at least 0")
    try:
        a.fields = {k: int(v) for k, v in (kv.split("=", 1) for kv in a.model.split(","))}
        assert set(a.fields) == {"layers", "dim", "heads", "seq", "vocab"}
    except (ValueError, AssertionError):
        p.error("--model is layers=..,dim=..,heads=..,seq=..,vocab=.. (all five)")
    a.families, a.backends, a.dtypes = (x.split(",") for x in (a.families, a.backends, a.dtypes))
    a.torch_pipelining = [x for x in a.torch_pipelining.split(",") if x]
    if not set(a.backends) <= {"cpu", "cpu-streams"} or not set(a.dtypes) <= {"fp32", "bf16"}:
        p.error("--backends takes cpu,cpu-streams and --dtypes fp32,bf16")
    if not set(a.torch_pipelining) <= {"1f1b", "zbv", "interleaved"}:
        p.error("--torch-pipelining takes 1f1b,zbv,interleaved")
    return a


def child_cpu_seconds():
    r = resource.getrusage(resource.RUSAGE_CHILDREN)
    return r.ru_utime + r.ru_stime


def run_timed(cmd, env=None):
    """The finished process and the CPU seconds it used."""
    print("# " + " ".join(shlex.quote(c) for c in cmd), flush=True)
    before = child_cpu_seconds()
    r = subprocess.run(cmd, capture_output=True, text=True, env=env)
    return r, child_cpu_seconds() - before


def train(a, family, backend, dtype):
    """(median tokens/s, tokens per CPU-second of the timed steps, of the whole process)."""
    cmd = [a.tool, "train", "--backend", backend, "--dtype", dtype, "--family", family,
           "--devices", str(a.devices), "--model", f"{a.model},batch={a.microbatch}",
           "--microbatches", str(a.microbatches), "--steps", str(a.warmup + a.steps), "--format", "jsonl"]
    r, cpu = run_timed(cmd)
    if r.returncode != 0:
        err = (r.stderr.strip().splitlines() or [f"exit {r.returncode}"])[-1]
        raise RuntimeError(f"train {family} {backend} {dtype} failed (exit {r.returncode}): {err}")
    steps = [x for x in (json.loads(line) for line in r.stdout.splitlines() if line.startswith("{"))
             if x.get("type") == "step"]
    if len(steps) != a.warmup + a.steps:
        raise RuntimeError(f"train {family} {backend} {dtype}: {len(steps)} step lines, expected {a.warmup + a.steps}")
    per_step = a.microbatch * a.microbatches * a.fields["seq"]
    timed = steps[a.warmup:]
    return (statistics.median(x["tokens_per_second"] for x in timed),
            len(timed) * per_step / max(sum(x["cpu_seconds"] for x in timed), 1e-9),
            len(steps) * per_step / max(cpu, 1e-9))


def torch_run(a, script, args, what):
    """A torch script's (median tokens/s, tokens per CPU-second of the timed steps, of the
    whole process tree), or None with its skip line printed."""
    f = a.fields
    out = os.path.join(os.environ.get("TMPDIR", "/tmp"), f"cpu_step_bench_torch_{os.getpid()}.json")
    cmd = [sys.executable, os.path.join(HERE, script), *(x for k in ("layers", "dim", "heads", "seq", "vocab")
                                                         for x in (f"--{k}", str(f[k]))),
           "--microbatch", str(a.microbatch), "--microbatches", str(a.microbatches), "--steps", str(a.steps),
           "--warmup", str(a.warmup), *args, "--json", out]
    env = dict(os.environ, OMP_NUM_THREADS="1", OMP_WAIT_POLICY="PASSIVE")
    r, cpu = run_timed(cmd, env)
    doc = torch_result(r, out, what)
    if doc is None:
        return None
    return doc["tokens_per_second"], doc["tokens_per_cpu_second"], \
        (a.warmup + a.steps) * doc["tokens_per_step"] / max(cpu, 1e-9)


# The torch.distributed.pipelining schedule a pipesched family is set beside.
PIPELINING_OF = {"1f1b": "1f1b", "v-half": "zbv", "v-min": "zbv", "v-zb": "zbv", "interleaved": "interleaved"}


def main(argv):
    a = parse(argv)
    per_step = a.microbatch * a.microbatches * a.fields["seq"]
    print(f"# cpu_step_bench: {a.model}, {a.microbatches} x {a.microbatch} sequences = {per_step} tokens per step, "
          f"{a.devices} devices, {a.warmup} warm-up + {a.steps} timed steps")
    # Every run, in the order a round runs them: (name, dtype, family, run() -> figures or None).
    runs = [(f"pipesched {family} {backend} {dtype}", dtype, family,
             lambda f=family, b=backend, d=dtype: train(a, f, b, d))
            for family in a.families for backend in a.backends for dtype in a.dtypes]
    if not a.no_torch:
        runs += [(f"torch eager 1 thread {dtype}", dtype, None,
                  lambda d=dtype: torch_run(a, "torch_gpt_step.py", ["--dtype", d, "--device", "cpu", "--threads", "1"],
                                            "torch_gpt_step.py"))
                 for dtype in a.dtypes]
        runs += [(f"torch pipelining {schedule} gloo fp32", "fp32", None,
                  lambda s=schedule: torch_run(a, "torch_pipelining_step.py", ["--devices", str(a.devices), "--schedule", s],
                                               "torch_pipelining_step.py"))
                 for schedule in a.torch_pipelining]
    got = {name: [] for name, *_ in runs}
    try:
        for _ in range(a.rounds):  # alternated: each round runs every row once
            for name, dtype, family, run in list(runs):
                figures = run()
                if figures is None:  # torch is not there: no torch rows at all
                    runs = [x for x in runs if not x[0].startswith("torch ")]
                    break
                got[name].append(figures)
    except (RuntimeError, OSError, ValueError, KeyError) as e:
        print(f"cpu_step_bench: {e}", file=sys.stderr)
        return 1
    # Each figure's median over the rounds.
    rows = [(name, dtype, family, *(statistics.median(x[i] for x in got[name]) for i in range(3)))
            for name, dtype, family, _ in runs]
    torch = {r[1]: r[3:] for r in rows if r[0].startswith("torch eager")}
    pipelining = {r[0].split()[2]: r[3:] for r in rows if r[0].startswith("torch pipelining")}
    if a.no_torch:
        print("# torch: --no-torch: skipping")

    def ratio(x, base, width=11):
        return f"{x / base:{width}.2f}" if base else f"{'-':>{width}}"

    print(f"{'run':<36} {'tok/s':>9} {'tok/CPU-s':>9} {'proc':>9} {'x torch':>11} {'x torch CPU':>11} {'x pp CPU':>9}")
    for name, dtype, family, rate, per_cpu, proc in rows:
        eager = torch.get(dtype)
        pp = pipelining.get(PIPELINING_OF.get(family)) if family and dtype == "fp32" else None
        print(f"{name:<36} {rate:9.0f} {per_cpu:9.0f} {proc:9.0f} {ratio(rate, eager and eager[0])} "
              f"{ratio(per_cpu, eager and eager[1])} {ratio(per_cpu, pp and pp[1], 9)}")
    if a.json:
        with open(a.json, "w") as fh:
            json.dump({"bench": "cpu_step_bench", "model": a.model, "tokens_per_step": per_step, "devices": a.devices,
                       "rows": [{"run": n, "dtype": d, "tokens_per_second": r, "tokens_per_cpu_second": c,
                                 "tokens_per_process_cpu_second": w} for n, d, _, r, c, w in rows],
                       "torch_tokens_per_second": {d: x[0] for d, x in torch.items()},
                       "torch_tokens_per_cpu_second": {d: x[1] for d, x in torch.items()},
                       "torch_pipelining_tokens_per_cpu_second": {k: x[1] for k, x in pipelining.items()}}, fh, indent=2)
            fh.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
