"""What bench/torch_gpt_step.py (or torch_pipelining_step.py) wrote, shared by step_bench.py and
cpu_step_bench.py.

`r` is its finished process, `out` the --json file it was given: exit 77 (no torch, or no GPU)
prints its reason and gives None; any other failure raises with the end of its stderr."""
import json
import os


def torch_result(r, out, what="torch_gpt_step.py"):
    """The --json document (tokens_per_second, tokens_per_cpu_second, ...), or None on exit 77."""
    if r.returncode == 77:
        print("# torch: " + (r.stderr.strip().splitlines() or ["skipped"])[-1])
        return None
    if r.returncode != 0:
        raise RuntimeError(f"{what} failed (exit {r.returncode}): {r.stderr.strip()[-300:]}")
    with open(out) as fh:
        doc = json.load(fh)
    os.remove(out)
    return doc


def torch_tokens_per_second(r, out):
    doc = torch_result(r, out)
    return None if doc is None else doc["tokens_per_second"]
