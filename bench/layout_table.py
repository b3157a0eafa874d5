#!/usr/bin/env python3
"""Prints the layout table of docs/planner.md (markdown on stdout): for a GPT-2 XL shaped
model (48 blocks, dim 1600, 25 heads, seq 1024) with vocabularies of 32k to 256k at p = 4
and 8 (one pipeline, 1F1B, no offload or recompute, microbatch 2, global batch 64, 80 GB
a device), the planner's simulated step and per-device peak (weights + activation bound)
for three cuts:
  even             the blocks split evenly (pipesched plan --layout 'Et*12|(t*12|)*2t*12L')
  first/last fewer the first and last stage K blocks each, the middle ones even: the best K
                   (Megatron's --decoder-first/last-pipeline-num-layers; every K tried)
  searched         the planner's own layout (pipesched plan without --layout)
Run: python3 bench/layout_table.py [--tool path/to/pipesched] [--cap 80GB] [--vocab V ...] [--depth P ...]
(defaults: ./build/pipesched, 80GB, vocab 32768 65536 131072 262144, depth 4 8)
"""
import argparse
import json
import subprocess

ARGS = argparse.ArgumentParser(description="the layout table of docs/planner.md")
ARGS.add_argument("--tool", default="./build/pipesched")
ARGS.add_argument("--cap", default="80GB")
ARGS.add_argument("--vocab", type=int, nargs="+", default=[32768, 65536, 131072, 262144])
ARGS.add_argument("--depth", type=int, nargs="+", default=[4, 8])
OPTIONS = ARGS.parse_args()
TOOL, CAP = OPTIONS.tool, OPTIONS.cap
LAYERS, FAMILY, MICROBATCH, BATCH = 48, "1f1b", 2, 64


def layout_text(blocks):
    return "E" + "|".join("t*%d" % n for n in blocks) + "L"


def plan(vocab, p, layout=None):
    """The plain FAMILY plan at MICROBATCH, as the planner evaluates it."""
    args = [TOOL, "plan", "--model", "layers=%d,dim=1600,heads=25,seq=1024,vocab=%d" % (LAYERS, vocab),
            "--devices", str(p), "--depth", str(p), "--memory-cap", CAP, "--global-batch", str(BATCH),
            "--format", "json", "--top", "100000"]
    if layout:
        args += ["--layout", layout_text(layout)]
    doc = json.loads(subprocess.run(args, check=True, capture_output=True, text=True).stdout)
    for x in doc["plans"]:
        if (x["family"] == FAMILY and x["microbatch"] == MICROBATCH and x["offload"] == "none"
                and x["recompute"] == "none"):
            return x
    return None


def first_last_fewer(p):
    """Every cut with K blocks on the first and last stage, fewer than the middle ones' even share."""
    for k in range(1, LAYERS // p):
        middle, rest = divmod(LAYERS - 2 * k, p - 2)
        if rest == 0 and middle > k:
            yield [k] + [middle] * (p - 2) + [k]


def cell(x):
    device = [s + a for s, a in zip(x["device_static_bytes"], x["device_activation_bytes"])]
    return "%.3f | %.1f | %.1f" % (x["step_seconds"], max(device) / 1e9, min(device) / 1e9)


def main():
    print("| vocab | p | cut | layout | step (s) | peak GB (max device) | min device GB | step vs even |")
    print("|---|---|---|---|---|---|---|---|")
    for vocab in OPTIONS.vocab:
        for p in OPTIONS.depth:
            even = plan(vocab, p, [LAYERS // p] * p)
            fewer = min((x for x in (plan(vocab, p, b) for b in first_last_fewer(p)) if x),
                        key=lambda x: x["step_seconds"], default=None)
            searched = plan(vocab, p)
            for name, x in (("even", even), ("first/last fewer", fewer), ("searched", searched)):
                if not x:  # nothing of that kind fits the cap
                    print("| %dk | %d | %s | (none fits %s) | | | | |" % (vocab // 1024, p, name, CAP))
                    continue
                # (a '|' in a table cell is escaped, even in code)
                print("| %dk | %d | %s | `%s` | %s | %.3f |" % (vocab // 1024, p, name, x["layout"].replace("|", "\\|"), cell(x),
                                                                x["step_seconds"] / even["step_seconds"] if even else 0))


if __name__ == "__main__":
    main()
