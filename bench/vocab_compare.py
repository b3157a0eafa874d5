#!/usr/bin/env python3
"""Vocabulary parallelism side by side with the authors' published figures (issue 33 item 4).

For each configuration of the authors' artifact (sail-sg/VocabularyParallelism,
artifact/README.md: a 4B GPT, 32 layers, hidden 3072, 24 heads, microbatch 1, 128
microbatches, sequence 2k and 4k, vocabulary 32k to 256k, p = 8 on 8 A100s), and the same
model at p = 16, this runs `pipesched schedule --vocab-parallel` (1F1B and V-Half; costs in
proportion to the model's FLOPs, pipesched's --model) and prints, per configuration:

  ours (simulated):  the makespan of the naive placement (embedding on the first device,
                     head on the last), of the best "first/last stage fewer layers" layout
                     (no vocabulary parallelism), and of vocab-1 / vocab-2 in 1F1B and V-Half,
                     each as a speedup over naive; peak activation units (max over devices)
                     and their spread (max - min);
  theirs (published): MFU of baseline, redis (their layer redistribution), vocab-1, vocab-2
                     and their peak memory in GB (artifact/README.md, full experiment, p = 8),
                     and the speedups those MFUs imply.

Their code is a Megatron-LM training runtime (torch.distributed on GPUs): it has no schedule
generator or simulator that runs on a CPU, so their side is their published figures.

The "fewer layers" layout and a cross-check of pipesched's naive placement are timed by a
small 1F1B simulator here with per-stage costs (the library's simulator takes one cost per
stage): stage i holds n_i layers; the first adds the embedding, the last the head.
"""
import argparse
import json
import subprocess
import sys

# artifact/README.md, "Full Experiment" (8 A100s, p = 8): MFU %, peak memory GB.
PUBLISHED = {
    (2, 32): {"baseline": (47.52, 16.01), "redis": (47.52, 16.01), "vocab-1": (53.10, 16.64), "vocab-2": (52.56, 15.87)},
    (2, 64): {"baseline": (40.82, 17.74), "redis": (49.15, 17.74), "vocab-1": (52.74, 17.48), "vocab-2": (52.36, 16.64)},
    (2, 128): {"baseline": (33.70, 21.00), "redis": (44.12, 21.00), "vocab-1": (52.22, 18.40), "vocab-2": (51.95, 17.56)},
    (2, 256): {"baseline": (17.29, 35.56), "redis": (38.21, 27.63), "vocab-1": (51.73, 19.44), "vocab-2": (51.20, 18.85)},
    (4, 32): {"baseline": (52.82, 22.23), "redis": (52.81, 22.23), "vocab-1": (58.52, 24.97), "vocab-2": (58.23, 23.39)},
    (4, 64): {"baseline": (45.78, 23.98), "redis": (53.81, 23.98), "vocab-1": (58.22, 24.58), "vocab-2": (57.94, 23.14)},
    (4, 128): {"baseline": (37.13, 27.22), "redis": (49.56, 27.22), "vocab-1": (57.87, 26.10), "vocab-2": (57.40, 24.56)},
    (4, 256): {"baseline": (27.63, 33.86), "redis": (42.45, 33.72), "vocab-1": (57.31, 27.38), "vocab-2": (56.61, 26.25)},
}
LAYERS, DIM, HEADS, MICROBATCHES = 32, 3072, 24, 128


def run(tool, args):
    out = subprocess.run([tool, "schedule", *args, "--format", "json"], check=True, capture_output=True, text=True)
    return json.loads(out.stdout)


def one_f_one_b(f, b, m, comm=0.0):
    """Global makespan of 1F1B (fused backward) with per-stage forward and backward times."""
    p = len(f)
    order = []
    for d in range(p):
        warm = min(p - d - 1, m)
        seq = [("F", j) for j in range(warm)]
        fj, bj = warm, 0
        while bj < m:
            if fj < m:
                seq.append(("F", fj))
                fj += 1
            seq.append(("B", bj))
            bj += 1
        order.append(seq)
    end = {}
    nxt, free = [0] * p, [0.0] * p
    left = sum(len(s) for s in order)
    while left:
        moved = False
        for d in range(p):
            while nxt[d] < len(order[d]):
                kind, j = order[d][nxt[d]]
                if kind == "F":
                    dep = 0.0 if d == 0 else end.get(("F", d - 1, j))
                    dep = dep if d == 0 or dep is None else dep + comm
                else:
                    dep = end.get(("F", d, j)) if d == p - 1 else end.get(("B", d + 1, j))
                    dep = dep if d == p - 1 or dep is None else dep + comm
                if dep is None:
                    break
                start = max(free[d], dep)
                free[d] = start + (f[d] if kind == "F" else b[d])
                end[(kind, d, j)] = free[d]
                nxt[d] += 1
                left -= 1
                moved = True
        if not moved:
            sys.exit("vocab_compare.py: the 1F1B timing is stuck (a bug)")
    return max(free)


def layered(counts, v, f_layer, b_layer, m):
    """1F1B with counts[i] layers on stage i, the embedding on the first, the head on the last."""
    f = [n * f_layer for n in counts]
    b = [n * b_layer for n in counts]
    f[0] += v["input_f"]
    b[0] += v["input_b"]
    f[-1] += v["head_f"] + v["head_b"]  # the head's backward runs right after its forward
    return one_f_one_b(f, b, m)


def fewer_layers(p, v, f_layer, b_layer, m):
    """The best layout with fewer layers on the first and last stage (the rest as even as it goes)."""
    best = None
    for first in range(1, LAYERS // p + 1):
        for last in range(0, LAYERS // p + 1):
            rest = LAYERS - first - last
            if p > 2 and rest < p - 2:
                continue
            mid = [rest // (p - 2) + (1 if i < rest % (p - 2) else 0) for i in range(p - 2)] if p > 2 else []
            counts = [first, *mid, last]
            if p == 2:
                counts = [first, LAYERS - first] if last == 0 else None
            if counts is None or sum(counts) != LAYERS:
                continue
            t = layered(counts, v, f_layer, b_layer, m)
            peak = max((p - d) * counts[d] * p / LAYERS for d in range(p))  # units of L/p layers
            if best is None or t < best[0]:
                best = (t, counts, peak)
    return best


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--pipesched", default="build/pipesched")
    ap.add_argument("--markdown", help="write the table here (markdown)")
    ap.add_argument("--devices", default="8,16")
    args = ap.parse_args()
    rows = []
    for p in [int(x) for x in args.devices.split(",")]:
        for seq_k in (2, 4):
            for vocab_k in (32, 64, 128, 256):
                model = f"layers={LAYERS},dim={DIM},heads={HEADS},seq={seq_k * 1024},vocab={vocab_k * 1000},batch=1"
                common = ["--devices", str(p), "--microbatches", str(MICROBATCHES), "--costs", "1,1,1", "--model", model]
                r = {}
                for fam in ("1f1b", "v-half"):
                    for alg in (1, 2):
                        r[(fam, alg)] = run(args.pipesched, ["--family", fam, "--vocab-parallel", str(alg), *common])
                ref = r[("1f1b", 1)]
                v = ref["vocab_parallel"]["costs"]
                naive = ref["vocab_parallel"]["naive"]
                # The stage of 1F1B costs F = 1, B + W = 2 for L/p layers.
                f_layer, b_layer = p / LAYERS, 2 * p / LAYERS
                check = layered([LAYERS // p] * p, v, f_layer, b_layer, MICROBATCHES)
                fewer = fewer_layers(p, v, f_layer, b_layer, MICROBATCHES)
                spread = lambda d: max(d["peak_activation"]) - min(d["peak_activation"])
                row = {
                    "p": p, "seq": seq_k, "vocab": vocab_k, "naive": naive["makespan"], "naive_check": check,
                    "naive_peak": max(naive["peak_activation"]), "naive_spread": max(naive["peak_activation"]) - min(naive["peak_activation"]),
                    "fewer": fewer[0], "fewer_layout": fewer[1], "fewer_peak": fewer[2],
                }
                for (fam, alg), d in r.items():
                    row[f"{fam}-{alg}"] = (d["makespan"], max(d["peak_activation"]), spread(d))
                row["vhalf_naive"] = r[("v-half", 1)]["vocab_parallel"]["naive"]["makespan"]
                rows.append(row)
                print(json.dumps(row), flush=True)
    lines = [
        "| p | seq | vocab | naive makespan (check) | fewer-layers layout: speedup, layers | 1F1B vocab-1 | 1F1B vocab-2 "
        "| V-Half vocab-1 | V-Half vocab-2 | theirs (p = 8): redis, vocab-1, vocab-2 speedup over baseline; peak GB baseline/vocab-1/vocab-2 |",
        "|---|---|---|---|---|---|---|---|---|---|",
    ]
    for row in rows:
        n = row["naive"]
        cell = lambda k: f"{n / row[k][0]:.2f}x, peak {row[k][1]:g} (spread {row[k][2]:g})"
        pub = PUBLISHED.get((row["seq"], row["vocab"])) if row["p"] == 8 else None
        theirs = "-"
        if pub:
            base = pub["baseline"][0]
            theirs = (f"{pub['redis'][0] / base:.2f}x, {pub['vocab-1'][0] / base:.2f}x, {pub['vocab-2'][0] / base:.2f}x; "
                      f"{pub['baseline'][1]:g}/{pub['vocab-1'][1]:g}/{pub['vocab-2'][1]:g}")
        lines.append(
            f"| {row['p']} | {row['seq']}k | {row['vocab']}k | {n:.1f} ({row['naive_check']:.1f}), peak {row['naive_peak']:g} "
            f"| {n / row['fewer']:.2f}x, {'-'.join(str(x) for x in row['fewer_layout'])}, peak {row['fewer_peak']:.3g} "
            f"| {cell('1f1b-1')} | {cell('1f1b-2')} | {cell('v-half-1')} | {cell('v-half-2')} | {theirs} |")
    text = "\n".join(lines) + "\n"
    if args.markdown:
        with open(args.markdown, "w") as fh:
            fh.write(text)
    else:
        print(text)


if __name__ == "__main__":
    main()
