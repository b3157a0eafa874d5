#!/usr/bin/env python3
"""Our torch CSVs through torch's own parser and lowering (torch.distributed.pipelining).

Run by ctest torch_csv.torch_parser; exits 77 (skipped) where `import torch` fails.
  python3 torch_csv_check.py PIPESCHED_CLI FIXTURE_DIR

For each family and shape:
  1. `pipesched schedule --format torch-csv` (compute only) goes through torch's
     `_PipelineScheduleRuntime._load_csv` (its default format, "compute_only"), which
     validates it (`_validate_schedule`) and lowers it; `_simulate_comms_compute` runs the
     lowered order without a hang.
  2. `--torch-csv-comms` must equal torch's lowered order (its default options) cell for
     cell, and load with format="compute_comms".
  3. torch's lowered order, dumped by torch's `_dump_csv`, goes back through
     `pipesched check`.
The fixtures derived without torch (derive_fixtures.py) are compared with torch's own
ScheduleDualPipeV / ScheduleZBVZeroBubble orders and loaded by `_load_csv`.
"""
import csv
import os
import subprocess
import sys
import tempfile

try:
    import torch  # noqa: F401
    from torch.distributed.pipelining import schedules as S
except Exception as e:  # noqa: BLE001 -- any failure to import means no torch here
    print(f"skipped: import torch failed ({e})")
    sys.exit(77)

CLI, FIXTURES = sys.argv[1], sys.argv[2]
FAMILIES = ["gpipe", "1f1b", "interleaved", "interleaved-grouped", "zb-h1", "zb-h2", "v-zb", "v-half", "v-min",
            "v-auto", "2bw", "dualpipe-v"]
SHAPES = [(f, p, m) for f in FAMILIES for p, m in ((4, 8), (3, 7), (2, 1))]
failures = []


def runtime(ranks, stages, microbatches):
    """A _PipelineScheduleRuntime without stages or a process group: enough for the CSV paths."""
    s = object.__new__(S._PipelineScheduleRuntime)
    s.pipeline_order = {}
    s.pipeline_order_with_comms = None
    s.pp_group_size = ranks
    s._num_stages = stages
    s._n_microbatches = microbatches
    s._stages = []
    s.stage_index_to_group_rank = {}
    # _PipelineScheduleRuntime.__init__'s defaults (torch 2.15)
    s._defer_pp_recv = False
    s._max_active_stages = 3
    s._unshard_lookahead = "full"
    s._defer_reduce_grad_wait = False
    s._max_outstanding_sends = None
    return s


def cells(path):
    with open(path, newline="") as f:
        return [[c.strip() for c in row if c.strip()] for row in csv.reader(f)]


def check(ok, what):
    if not ok:
        failures.append(what)
        print("FAIL:", what)


def pipesched(*args):
    r = subprocess.run([CLI, *args], capture_output=True, text=True)
    if r.returncode != 0:
        raise RuntimeError(f"pipesched {' '.join(args)}: {r.stderr.strip()}")
    return r.stdout


with tempfile.TemporaryDirectory() as tmp:
    checked = 0
    for family, p, m in SHAPES:
        name = f"{family} p={p} m={m}"
        only = os.path.join(tmp, "only.csv")
        comms = os.path.join(tmp, "comms.csv")
        pipesched("schedule", "--family", family, "--devices", str(p), "--microbatches", str(m),
                  "--format", "torch-csv", "-o", only)
        pipesched("schedule", "--family", family, "--devices", str(p), "--microbatches", str(m),
                  "--format", "torch-csv", "--torch-csv-comms", "-o", comms)
        stages = 1 + max(int(c[: len(c) - len(c.lstrip("0123456789"))] or -1)
                         for row in cells(only) for part in row for c in part.strip("()").split(")")[0].split(";"))
        checked += 1
        try:
            s = runtime(p, stages, m)
            s._load_csv(only)  # compute_only: validate, then lower
        except Exception as e:  # noqa: BLE001
            check(False, f"{name}: torch's _load_csv refuses our compute-only CSV: {e}")
            continue
        lowered = {r: [str(a) for a in s.pipeline_order_with_comms[r]] for r in range(p)}
        # torch's simulator knows compute, send/recv and their waits: an OVERLAP_F_B as its halves.
        simulated = {r: [x for a in s.pipeline_order_with_comms[r] for x in (a.sub_actions or (a,))
                         if x.computation_type not in (S.UNSHARD, S.RESHARD, S.REDUCE_GRAD, S.WAIT_REDUCE_GRAD)]
                     for r in range(p)}
        try:
            S._simulate_comms_compute(simulated, lambda st: s.stage_index_to_group_rank[st], stages)
        except Exception as e:  # noqa: BLE001
            check(False, f"{name}: torch's simulator finds the lowered order hangs: {e}")
        ours = cells(comms)
        for r in range(p):
            check(lowered[r] == ours[r], f"{name}: rank {r}: our compute_comms row differs from torch's lowering\n"
                                         f"  torch: {lowered[r]}\n  ours:  {ours[r]}")
        try:
            runtime(p, stages, m)._load_csv(comms, format="compute_comms")
        except Exception as e:  # noqa: BLE001
            check(False, f"{name}: torch's _load_csv(format='compute_comms') refuses our CSV: {e}")
        dumped = os.path.join(tmp, "torch.csv")
        s._dump_csv(dumped, format="compute_comms")
        r = subprocess.run([CLI, "check", "--torch-csv", dumped, "--devices", str(p)], capture_output=True, text=True)
        check(r.returncode == 0, f"{name}: pipesched check refuses torch's own lowered CSV: {r.stderr.strip()}")

    # The fixtures against torch's own orders.
    dual = object.__new__(S.ScheduleDualPipeV)
    dual.pp_group_size, dual._n_microbatches, dual.num_stages = 4, 10, 8
    order = [[str(a) if a is not None else "" for a in dual._calculate_single_rank_operations(r)] for r in range(4)]
    check([[c for c in row if c] for row in order] == cells(os.path.join(FIXTURES, "dualpipev_p4_m10.csv")),
          "dualpipev_p4_m10.csv is not torch's ScheduleDualPipeV order")
    zbv = object.__new__(S.ScheduleZBVZeroBubble)
    zbv.pp_group_size, zbv._n_microbatches, zbv.num_stages = 2, 4, 4
    merged = [[str(a) for a in S._merge_bw(zbv._calculate_single_rank_operations(r))] for r in range(2)]
    check(merged == cells(os.path.join(FIXTURES, "zbv_merge_bw_p2_m4.csv")),
          "zbv_merge_bw_p2_m4.csv is not torch's _merge_bw of ScheduleZBVZeroBubble's order")
    for fixture, p, stages, m in (("dualpipev_p4_m10.csv", 4, 8, 10), ("zbv_merge_bw_p2_m4.csv", 2, 4, 4)):
        try:
            runtime(p, stages, m)._load_csv(os.path.join(FIXTURES, fixture))
        except Exception as e:  # noqa: BLE001
            check(False, f"torch's _load_csv refuses {fixture}: {e}")

print(f"torch {torch.__version__}: {checked} family shapes and 2 fixtures checked, {len(failures)} failure(s)")
sys.exit(1 if failures else 0)
