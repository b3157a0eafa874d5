#!/usr/bin/env python3
"""GFLOP/s of the CPU linear's three passes at the `--model small` shapes (N = 128 rows,
C = 64, V = 256), pipesched's fast kernels (build/bench/linear_bench, fp32, the widest SIMD
path this CPU runs, as best_simd() picks, or --simd) beside single-threaded PyTorch on the
same shapes, with the ratio issue 32 asks about (>= 0.6).

    gemm_vs_torch.py [--bench build/bench/linear_bench] [--rounds 3] [--min-time 0.1]
                     [--simd best|sse2|avx2|avx512]

Each round runs every pipesched case (one linear_bench process, its median of 3
repetitions) and then every torch case, alternated round by round so a shared machine's
load falls on both; the table holds the medians over rounds. torch runs with
torch.set_num_threads(1) and OMP_WAIT_POLICY=PASSIVE, each pass as pipesched computes it:
    forward          out = b + inp @ w.T                (torch.addmm)
    backward-input   dinp = dout @ w                    (torch.mm)
    backward-weight  dw += dout.T @ inp; db += sum(dout)  (addmm into dw, then db)
FLOP/s counts 2·N·C·OC per pass, as linear_bench does. Exit 77 when torch does not import,
1 when the bench fails, 2 on bad arguments.
"""
import argparse
import json
import os
import statistics
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
N, C, V = 128, 64, 256
LAYERS = {"qkv": (C, 3 * C), "attn_proj": (C, C), "fc": (C, 4 * C), "mlp_proj": (4 * C, C), "lm_head": (C, V)}
PASSES = ("forward", "backward_input", "backward_weight")


def ours(bench, min_time, simd):
    """{(layer, pass): GFLOP/s} from one linear_bench run (medians of 3 repetitions)."""
    cmd = [bench, f"--benchmark_filter=^small/.*/fp32/{simd}$", f"--benchmark_min_time={min_time}",
           "--benchmark_repetitions=3", "--benchmark_report_aggregates_only=true", "--benchmark_format=json"]
    out = subprocess.run(cmd, capture_output=True, text=True)
    if out.returncode != 0:
        sys.exit(f"gemm_vs_torch: {' '.join(cmd)} failed (exit {out.returncode}): {out.stderr.strip()[-300:]}")
    rows = {}
    for b in json.loads(out.stdout)["benchmarks"]:
        if b.get("aggregate_name") == "median" and "error_occurred" not in b:
            _, layer, pass_, _, _ = b["run_name"].split("/")
            rows[(layer, pass_)] = b["FLOP/s"] / 1e9
    return rows


def theirs(torch, min_time):
    """{(layer, pass): GFLOP/s} of torch on one thread, median of 3 timings of min_time each."""
    rows = {}
    g = torch.Generator().manual_seed(0)
    for layer, (c, oc) in LAYERS.items():
        inp, w, b = torch.rand(N, c, generator=g), torch.rand(oc, c, generator=g), torch.rand(oc, generator=g)
        dout, dw, db = torch.rand(N, oc, generator=g), torch.zeros(oc, c), torch.zeros(oc)
        calls = {
            "forward": lambda: torch.addmm(b, inp, w.t()),
            "backward_input": lambda: torch.mm(dout, w),
            "backward_weight": lambda: (torch.addmm(dw, dout.t(), inp, out=dw), db.add_(dout.sum(0))),
        }
        for pass_, call in calls.items():
            rates = []
            for _ in range(3):
                n, t0 = 0, time.perf_counter()
                while (elapsed := time.perf_counter() - t0) < min_time:
                    for _ in range(50):
                        call()
                    n += 50
                rates.append(2.0 * N * c * oc * n / elapsed / 1e9)
            rows[(layer, pass_)] = statistics.median(rates)
    return rows


def main(argv):
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--bench", default=os.path.join(HERE, "..", "build", "bench", "linear_bench"))
    p.add_argument("--rounds", type=int, default=3)
    p.add_argument("--min-time", type=float, default=0.1)
    p.add_argument("--simd", choices=("best", "sse2", "avx2", "avx512"), default="best")
    a = p.parse_args(argv)
    if a.rounds < 1 or a.min_time <= 0:
        p.error("--rounds must be at least 1 and --min-time above 0")
    if not os.access(a.bench, os.X_OK):
        p.error(f"--bench {a.bench} is not an executable (build it: bash scripts/build.sh linear_bench)")
    os.environ["OMP_WAIT_POLICY"] = "PASSIVE"
    try:
        import torch
    except ImportError as e:
        print(f"# torch: torch does not import ({e}): skipping (exit 77)")
        return 77
    torch.set_num_threads(1)
    simd = a.simd
    if simd == "best":  # the widest path whose rows the bench did not skip (no such CPU support)
        cases = len(LAYERS) * len(PASSES)
        simd = next((s for s in ("avx512", "avx2") if len(ours(a.bench, 0.01, s)) == cases), "sse2")
    runs = [(ours(a.bench, a.min_time, simd), theirs(torch, a.min_time)) for _ in range(a.rounds)]
    if any(len(r[0]) != len(LAYERS) * len(PASSES) for r in runs):
        sys.exit(f"gemm_vs_torch: {a.bench} skipped the {simd} rows (not supported on this CPU?)")
    print(f"# gemm_vs_torch: N={N}, small shapes, fp32 {simd}, torch {torch.__version__} on 1 thread, "
          f"medians of {a.rounds} alternated rounds")
    print(f"{'layer/pass':32} {'pipesched':>10} {'torch':>10} {'ratio':>7}")
    ratios = []
    for layer in LAYERS:
        for pass_ in PASSES:
            o = statistics.median(r[0][(layer, pass_)] for r in runs)
            t = statistics.median(r[1][(layer, pass_)] for r in runs)
            ratios.append(o / t)
            print(f"{layer + '/' + pass_:32} {o:10.1f} {t:10.1f} {o / t:7.2f}")
    print(f"# ratio: min {min(ratios):.2f}, median {statistics.median(ratios):.2f}, max {max(ratios):.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
