"""The tokens/s that bench/torch_gpt_step.py wrote, shared by step_bench.py and cpu_step_bench.py.

`r` is its finished process, `out` the --json file it was given: exit 77 (no torch, or no GPU)
prints its reason and gives None; any other failure raises with the end of its stderr."""
import json
import os


def torch_tokens_per_second(r, out):
    if r.returncode == 77:
        print("# torch: " + (r.stderr.strip().splitlines() or ["skipped"])[-1])
        return None
    if r.returncode != 0:
        raise RuntimeError(f"torch_gpt_step.py failed (exit {r.returncode}): {r.stderr.strip()[-300:]}")
    with open(out) as fh:
        rate = json.load(fh)["tokens_per_second"]
    os.remove(out)
    return rate
