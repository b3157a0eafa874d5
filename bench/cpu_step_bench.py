#!/usr/bin/env python3
"""Tokens/s of `pipesched train` on the CPU backends beside single-threaded PyTorch eager on
the same model and batch (bench/torch_gpt_step.py --device cpu --threads 1), with the ratios
issue 32 asks about.

One row per (family, backend, dtype): a `pipesched train --format jsonl` run of --warmup +
--steps steps on --devices pipeline devices (threads); "tok/s" is the median of the steps
after the warm-up, "tok/CPU-s" the run's tokens over the CPU seconds the whole process used
(user + sys, startup included). One torch row per dtype, with OMP_WAIT_POLICY=PASSIVE and
one thread, so its tokens per CPU-second are its tokens/s. "x torch" divides a row's tok/s,
"x torch CPU" its tok/CPU-s, by the torch row of its dtype. Without torch (or with
--no-torch) the torch row is one "# torch: ... skipping" line and the ratios are "-".

    cpu_step_bench.py [--tool build/pipesched] [--model layers=8,dim=64,heads=4,seq=32,vocab=256]
                      [--microbatch 4] [--microbatches 8] [--devices 4] [--steps 10] [--warmup 2]
                      [--families 1f1b,v-half] [--backends cpu,cpu-streams] [--dtypes fp32,bf16]
                      [--no-torch] [--json FILE]

The default model is `--model small` (runtime/gpt/gpt_config.hpp). Exit: 0 every row ran
(torch may be a skip line); 1 a run failed; 2 bad arguments.
"""
import argparse
import json
import os
import resource
import shlex
import statistics
import subprocess
import sys

from torch_step_result import torch_tokens_per_second

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
    p.add_argument("--no-torch", action="store_true", help="leave the PyTorch rows out")
    p.add_argument("--json", metavar="FILE")
    a = p.parse_args(argv)
    if min(a.microbatch, a.microbatches, a.devices, a.steps) < 1 or a.warmup < 0:
        p.error("--microbatch, --microbatches, --devices and --steps must be at least 1, --warmup at least 0")
    try:
        a.fields = {k: int(v) for k, v in (kv.split("=", 1) for kv in a.model.split(","))}
        assert set(a.fields) == {"layers", "dim", "heads", "seq", "vocab"}
    except (ValueError, AssertionError):
        p.error("--model is layers=..,dim=..,heads=..,seq=..,vocab=.. (all five)")
    a.families, a.backends, a.dtypes = (x.split(",") for x in (a.families, a.backends, a.dtypes))
    if not set(a.backends) <= {"cpu", "cpu-streams"} or not set(a.dtypes) <= {"fp32", "bf16"}:
        p.error("--backends takes cpu,cpu-streams and --dtypes fp32,bf16")
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
    """(median tokens/s after the warm-up, tokens per CPU-second of the whole run)."""
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
    tokens = len(steps) * a.microbatch * a.microbatches * a.fields["seq"]
    return statistics.median(x["tokens_per_second"] for x in steps[a.warmup:]), tokens / max(cpu, 1e-9)


def torch_rate(a, dtype):
    """Single-threaded torch eager's median tokens/s, or None with the skip line printed."""
    f = a.fields
    out = os.path.join(os.environ.get("TMPDIR", "/tmp"), f"cpu_step_bench_torch_{os.getpid()}.json")
    cmd = [sys.executable, os.path.join(HERE, "torch_gpt_step.py"), *(x for k in ("layers", "dim", "heads", "seq", "vocab")
                                                                    for x in (f"--{k}", str(f[k]))),
           "--microbatch", str(a.microbatch), "--microbatches", str(a.microbatches), "--steps", str(a.steps),
           "--warmup", str(a.warmup), "--dtype", dtype, "--device", "cpu", "--threads", "1", "--json", out]
    env = dict(os.environ, OMP_NUM_THREADS="1", OMP_WAIT_POLICY="PASSIVE")
    r, _ = run_timed(cmd, env)
    return torch_tokens_per_second(r, out)


def main(argv):
    a = parse(argv)
    per_step = a.microbatch * a.microbatches * a.fields["seq"]
    print(f"# cpu_step_bench: {a.model}, {a.microbatches} x {a.microbatch} sequences = {per_step} tokens per step, "
          f"{a.devices} devices, {a.warmup} warm-up + {a.steps} timed steps")
    rows, torch = [], {}
    try:
        for family in a.families:
            for backend in a.backends:
                for dtype in a.dtypes:
                    rows.append((f"pipesched {family} {backend} {dtype}", dtype, *train(a, family, backend, dtype)))
        if not a.no_torch:
            for dtype in a.dtypes:
                rate = torch_rate(a, dtype)
                if rate is None:
                    break
                torch[dtype] = rate
                rows.append((f"torch eager 1 thread {dtype}", dtype, rate, rate))
    except (RuntimeError, OSError, ValueError, KeyError) as e:
        print(f"cpu_step_bench: {e}", file=sys.stderr)
        return 1
    if a.no_torch:
        print("# torch: --no-torch: skipping")

    def ratio(x, dtype):
        return f"{x / torch[dtype]:11.2f}" if dtype in torch else f"{'-':>11}"

    print(f"{'run':<36} {'tok/s':>9} {'tok/CPU-s':>9} {'x torch':>11} {'x torch CPU':>11}")
    for name, dtype, rate, per_cpu in rows:
        print(f"{name:<36} {rate:9.0f} {per_cpu:9.0f} {ratio(rate, dtype)} {ratio(per_cpu, dtype)}")
    if a.json:
        with open(a.json, "w") as fh:
            json.dump({"bench": "cpu_step_bench", "model": a.model, "tokens_per_step": per_step, "devices": a.devices,
                       "rows": [{"run": n, "dtype": d, "tokens_per_second": r, "tokens_per_cpu_second": c}
                                for n, d, r, c in rows], "torch_tokens_per_second": torch}, fh, indent=2)
            fh.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
