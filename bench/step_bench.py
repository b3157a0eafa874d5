#!/usr/bin/env python3
"""Tokens per second of `pipesched train` at GPT-2 small in bf16 on one GPU, p = 1 and
p = 4 in single-GPU mode, beside PyTorch eager on the same model and batch
(bench/torch_gpt_step.py), with their ratio (issue 30's target: p = 1 at >= 0.9x torch).

GPT-2 small here is layers=12, dim=768, heads=12, seq=1024, vocab=50304 (runtime/gpt's
model: untied LM head); a step is --microbatches m of --microbatch B sequences (default
4 x 8 = 32 sequences, 32768 tokens). Each row is one `pipesched train --backend cuda
--dtype bf16 --format jsonl` run of --warmup + --steps steps (1f1b; p = 4 with --gpus 1:
four pipeline devices on one GPU, each its own streams and pool); its tokens/s is the median
of the steps after the warm-up (the first steps allocate the pools and connect the links).
--train-args adds options to every train run (say "--kernels fast").

    step_bench.py [--tool build/pipesched] [--microbatch 4] [--microbatches 8]
                  [--steps 6] [--warmup 2] [--train-args "..."] [--no-torch]
                  [--backend cuda] [--model layers=12,...] [--json FILE]

--backend and --model exist to test this script on a CPU (test/bench/step_bench_test.sh):
the figures it prints mean something only as above. Prints a table and one
"# summary: ..." line (bench/gpu-check.sh's note).
Exit: 0 every row ran (the torch row may be a skip line: torch not installed); 77 no CUDA
device or no CUDA backend in the tool (its one error line quoted); 1 a run failed; 2 bad
arguments.
"""
import argparse
import json
import os
import shlex
import statistics
import subprocess
import sys

from torch_step_result import torch_tokens_per_second

GPT2_SMALL = "layers=12,dim=768,heads=12,seq=1024,vocab=50304"
HERE = os.path.dirname(os.path.abspath(__file__))


def parse(argv):
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--tool", default=os.path.join(HERE, "..", "build", "pipesched"))
    p.add_argument("--model", default=GPT2_SMALL)
    p.add_argument("--backend", default="cuda", choices=("cuda", "cpu", "cpu-streams"))
    for name, default in (("microbatch", 4), ("microbatches", 8), ("steps", 6), ("warmup", 2)):
        p.add_argument("--" + name, type=int, default=default)
    p.add_argument("--train-args", default="", help="more options for every train run")
    p.add_argument("--no-torch", action="store_true", help="leave the PyTorch row out")
    p.add_argument("--json", metavar="FILE")
    a = p.parse_args(argv)
    if min(a.microbatch, a.microbatches, a.steps) < 1 or a.warmup < 0:
        p.error("--microbatch, --microbatches and --steps must be at least 1, --warmup at least 0")
    try:
        a.fields = dict(kv.split("=", 1) for kv in a.model.split(","))
        a.fields = {k: int(v) for k, v in a.fields.items()}
        assert set(a.fields) == {"layers", "dim", "heads", "seq", "vocab"}
    except (ValueError, AssertionError):
        p.error("--model is layers=..,dim=..,heads=..,seq=..,vocab=.. (all five)")
    return a


class Skip(Exception):
    pass


def train(a, devices):
    """Median tokens/s of the steps after the warm-up, and the run's summary line."""
    cmd = [a.tool, "train", "--backend", a.backend, "--dtype", "bf16", "--family", "1f1b",
           "--devices", str(devices), "--model", f"{a.model},batch={a.microbatch}",
           "--microbatches", str(a.microbatches), "--steps", str(a.warmup + a.steps), "--format", "jsonl"]
    if a.backend == "cuda":
        cmd += ["--gpus", "1"]
    cmd += shlex.split(a.train_args)
    print("# " + " ".join(shlex.quote(c) for c in cmd), flush=True)
    r = subprocess.run(cmd, capture_output=True, text=True)
    if r.returncode != 0:
        err = (r.stderr.strip().splitlines() or [f"exit {r.returncode}"])[-1]
        if r.returncode == 2 and ("no CUDA device" in err or "no CUDA backend" in err):
            raise Skip(err)
        raise RuntimeError(f"train p={devices} failed (exit {r.returncode}): {err}")
    lines = [json.loads(line) for line in r.stdout.splitlines() if line.startswith("{")]
    steps = [x for x in lines if x.get("type") == "step"]
    if len(steps) != a.warmup + a.steps:
        raise RuntimeError(f"train p={devices}: {len(steps)} step lines, expected {a.warmup + a.steps}")
    return statistics.median(x["tokens_per_second"] for x in steps[a.warmup:])


def torch_row(a):
    """torch eager's median tokens/s, or None with the skip line printed."""
    f = a.fields
    out = os.path.join(os.environ.get("TMPDIR", "/tmp"), f"torch_gpt_step_{os.getpid()}.json")
    cmd = [sys.executable, os.path.join(HERE, "torch_gpt_step.py"), "--layers", str(f["layers"]), "--dim",
           str(f["dim"]), "--heads", str(f["heads"]), "--seq", str(f["seq"]), "--vocab", str(f["vocab"]),
           "--microbatch", str(a.microbatch), "--microbatches", str(a.microbatches), "--steps", str(a.steps),
           "--warmup", str(a.warmup), "--device", "cuda" if a.backend == "cuda" else "cpu", "--json", out]
    print("# " + " ".join(shlex.quote(c) for c in cmd), flush=True)
    r = subprocess.run(cmd, capture_output=True, text=True)
    return torch_tokens_per_second(r, out)


def main(argv):
    a = parse(argv)
    per_step = a.microbatch * a.microbatches * a.fields["seq"]
    print(f"# step_bench: {a.model}, bf16, {a.microbatches} x {a.microbatch} sequences = {per_step} tokens "
          f"per step, {a.warmup} warm-up + {a.steps} timed steps, backend {a.backend}")
    rows = []
    try:
        for devices, name in ((1, "pipesched train p=1"), (4, "pipesched train p=4 single GPU")):
            rows.append((name, train(a, devices)))
    except Skip as e:
        print(f"{e}: skipping the step bench (exit 77)", file=sys.stderr)
        return 77
    except (RuntimeError, OSError) as e:
        print(f"step_bench: {e}", file=sys.stderr)
        return 1
    torch_rate = None
    if not a.no_torch:
        try:
            torch_rate = torch_row(a)
        except (RuntimeError, OSError, ValueError, KeyError) as e:
            print(f"step_bench: {e}", file=sys.stderr)
            return 1
        if torch_rate is not None:
            rows.append(("torch eager (autocast bf16, sdpa)", torch_rate))
    print(f"{'run':<36} {'tokens/s':>10} {'x torch':>8}")
    for name, rate in rows:
        ratio = f"{rate / torch_rate:8.2f}" if torch_rate else f"{'-':>8}"
        print(f"{name:<36} {rate:10.0f} {ratio}")
    vs = (lambda r: f" ({r / torch_rate:.2f}x torch)") if torch_rate else (lambda r: "")
    tail = f", torch {torch_rate:.0f}" if torch_rate else ", torch not run"
    print(f"# summary: p=1 {rows[0][1]:.0f} tok/s{vs(rows[0][1])}, p=4 {rows[1][1]:.0f}{vs(rows[1][1])}{tail}")
    if a.json:
        with open(a.json, "w") as fh:
            json.dump({"bench": "step_bench", "model": a.model, "dtype": "bf16", "backend": a.backend,
                       "tokens_per_step": per_step, "rows": [{"run": n, "tokens_per_second": r} for n, r in rows],
                       "torch_tokens_per_second": torch_rate}, fh, indent=2)
            fh.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
