#!/usr/bin/env python3
"""Our V families against the authors' own search (issue 21, item 6).

Runs, over a grid of (devices p, microbatches m, costs), the authors' code from their
public checkout (sail-sg/zero-bubble-pipeline-parallelism, path given with --authors):

  * v_auto_schedule.py (`megatron/core/pipeline_parallel/zerobubble/scheduler/`): the
    controllable-memory block search (60 first-device patterns x 15 pairs of uniform
    offsets x p - 1 splits; each block repeated, squeezed, its warm-up and cool-down
    reordered and its gaps filled greedily), at the peak of our V-Min and at the peak of
    our V-Half;
  * zbv.py's PipelineGraph.try_v_schedule (their ZB-V, the four fill_b/fill_f variants
    that create_schedule() tries, the one with the least bubble kept), within 2p chunk
    activations (1F1B's memory, V-ZB's);
  * at m < 2p, v_auto_schedule.py within 2p too: there it finds orders that hold less
    than their ZB-V at its span (p = 8, m = 8, unit costs: 7 units at global 28.5);
  * zb.py's greedy (Graph.manual_order, the eight variants initial_solution() tries, the
    least per-device span kept) within p (ZB-H1) and 2p (ZB-H2) activations per device;

and ours (`pipesched schedule --family v-min|v-half|v-auto|v-zb --format json`), and
writes a markdown table (makespan and peak of both, who is ahead) and, with --reference,
the authors' numbers as the data file the Catch2 test reads
(test/pipesched/authors_reference.txt). With --check it exits 1 if we are behind in
any cell. Their code is imported from the checkout and run as it is; nothing of it is
copied into the library.

What is measured, and how the two sides are put on one footing:
  * Costs. Ours are per microbatch through one full 1F1B stage (`--costs F,B,W`); a V
    device holds two chunks, so one chunk pass takes half (pass_duration). Theirs are per
    chunk pass. So their search runs with (F/2, B/2, W/2) and the same comm latency c:
    both sides then time every chunk pass the same. Their comm (transform_schedule) is
    added on every edge between devices and on none within one (F->f and B->b on the last
    device), as our simulator does.
  * Makespan. Both are timed as soon as possible in each device's order, every device
    starting at 0. Their search ranks blocks by evaluate_schedule(), the largest over
    devices of (end of last W) - (start of first F): the per-device span. We compare the
    **global** makespan (the end of the last pass, what a flushed step costs) and report
    the span beside it; their global makespan is the largest completion time of
    transform_schedule()'s nodes, their span as above. Their ZB-V is timed by its own
    end_time (the completion of each pass) in the same way.
  * Memory. Both count one chunk activation from a chunk's F until its W (their
    get_peak_mem: F/f +1, W/w -1; our memory analysis, B frees nothing). Our JSON gives
    activation units (1 unit = 2 chunk activations of a V device); their max_mem is in
    chunk activations. So their search runs at max_mem = V-Min's peak 2 floor((p + 4) / 3)
    (rows v-min, v-auto) or V-Half's 2 floor((p + 2) / 2) (rows v-half), the published
    forms, which our blocks reach at every m >= p of the grid; their peaks are printed back
    in units (chunk activations / 2), and a cell where ours holds more than the cap counts
    as behind. Their ZB-V runs with f_mem = 1, b_mem = 0, w_mem = -1 and max_mem = 2p, its
    default.
  * v-auto runs at `--memory-cap` = V-Min's peak in units (cap_in_chunk_activations
    turns it back into the same chunk count).
Ahead/behind: a cell is behind when our global makespan exceeds theirs by more than
1e-6 (relative) at no more memory, or, for v-zb, when one of theirs (their ZB-V, their
search within 2p) is shorter at no more memory or holds less at no longer makespan.

Usage:
  python3 bench/authors_compare.py --authors CHECKOUT --pipesched build/pipesched \
      [--grid full|small|large] [--markdown OUT.md] [--reference OUT.txt] [--check]
  (bench/authors_compare.sh regenerates the table in docs/schedules.md and the reference file.)
"""
import argparse
import contextlib
import importlib.util
import io
import json
import os
import subprocess
import sys
import time
import types

UNIT = (1.0, 1.0, 1.0, 0.0)
MEASURED = (18.522, 18.086, 9.337, 0.601)
COSTS = {"unit": UNIT, "measured": MEASURED}


def grid(name):
    cells = []
    if name in ("full", "small"):
        ps = [4, 6, 8, 12, 16] if name == "full" else [4, 6, 8]
        factors = [1, 2, 3, 4, 8] if name == "full" else [1, 2, 3]
        for p in ps:
            for k in factors:
                cells.append((p, k * p))
    if name in ("full", "large"):
        # Larger p where the issue saw us fall behind (V-Half from p = 18, V-Min at multiples
        # of 3), at the sizes their Python search finishes in minutes (p = 32, m = 64: hours).
        cells += [(18, 18), (18, 36), (21, 21), (24, 24), (24, 48), (32, 32)]
    return cells


# --------------------------------------------------------------------------------------
# Their code, imported from the checkout.
def load_authors(root):
    sched_dir = os.path.join(root, "megatron", "core", "pipeline_parallel", "zerobubble", "scheduler")
    if not os.path.isfile(os.path.join(sched_dir, "v_auto_schedule.py")):
        sys.exit(f"authors_compare: no v_auto_schedule.py under {sched_dir} (give their checkout with --authors)")

    def load(name, path):
        spec = importlib.util.spec_from_file_location(name, path)
        mod = importlib.util.module_from_spec(spec)
        sys.modules[name] = mod
        spec.loader.exec_module(mod)
        return mod

    # zbv.py imports graph.py by its package path; megatron/core/__init__.py needs torch,
    # so the packages above graph.py are empty stand-ins and graph.py is loaded by file.
    pkg = "megatron.core.pipeline_parallel.zerobubble.scheduler"
    parts = pkg.split(".")
    for i in range(1, len(parts) + 1):
        name = ".".join(parts[:i])
        if name not in sys.modules:
            m = types.ModuleType(name)
            m.__path__ = []
            sys.modules[name] = m
    load(pkg + ".graph", os.path.join(sched_dir, "graph.py"))
    va = load("authors_v_auto_schedule", os.path.join(sched_dir, "v_auto_schedule.py"))
    zbv = load(pkg + ".zbv", os.path.join(sched_dir, "zbv.py"))
    # zb.py (their ZB-H1/ZB-H2 greedy, manual_order) imports torch for a type annotation
    # and pulp for its ILP; the greedy uses neither, so both are stand-ins where missing.
    for name in ("torch", "pulp"):
        if importlib.util.find_spec(name) is None:
            sys.modules[name] = types.ModuleType(name)
    if not hasattr(sys.modules["torch"], "Tensor"):
        sys.modules["torch"].Tensor = object
    zb = load(pkg + ".zb", os.path.join(sched_dir, "zb.py"))
    return va, zbv, zb


def chunk_costs(c):
    f, b, w, comm = c
    return (f / 2, b / 2, w / 2, comm)


def their_v_auto(va, p, m, cap_chunks, cost_names):
    """Their schedule(p, m, cost, max_mem) for every cost setting at once: the same loop
    over the same candidates with the same break and the same strict `<` keeping the first
    best, only each candidate is evaluated under every cost (the candidates and their
    orders do not depend on the costs). Returns {cost name: (global, span, peak chunks)}."""
    best = {n: (None, None) for n in cost_names}
    f, ff, b, bb, w, ww = 0, 1, 2, 3, 4, 5
    patterns = []
    for ff_i in range(1, va.pattern_size):
        for b_i in range(1, va.pattern_size):
            for bb_i in range(1, va.pattern_size):
                if ff_i == b_i or ff_i == bb_i or b_i == bb_i:
                    continue
                patterns.append(va.fill_w_in_building_block([0, ff_i, b_i, bb_i, -1, -1]))
    offsets = [[k, -1, k, -1] for k in range(1, 6)]
    with contextlib.redirect_stdout(io.StringIO()):
        for pattern_0 in patterns:
            for i_0 in range(len(offsets)):
                for i_1 in range(i_0 + 1):
                    for len_0 in range(1, p):
                        blk = va.get_building_block(pattern_0, offsets[i_0], offsets[i_1], len_0, p)
                        if blk is None:
                            continue
                        s, peak, _ = va.schedule_by_building_block(p, m, blk, min(2 * p, cap_chunks))
                        if peak > 2 * p or peak > cap_chunks:
                            break
                        if s is None:
                            continue
                        for n in cost_names:
                            r = va.evaluate_schedule(s, *chunk_costs(COSTS[n]))
                            if best[n][0] is None or r < best[n][1]:
                                best[n] = (s, r)
    out = {}
    for n in cost_names:
        s = best[n][0]
        if s is None:
            out[n] = None
            continue
        nodes = va.transform_schedule(s, *chunk_costs(COSTS[n]))
        glob = max(x.completion_time for st in nodes for x in st)
        span = max(max(x.completion_time for x in st) - min(x.start_time for x in st) for st in nodes)
        out[n] = (glob, span, va.get_peak_mem(s))
    return out


def their_zb_v(zbv, p, m, cost):
    """Their ZB-V as create_schedule() makes it (the four fill variants, least bubble kept),
    timed by its own end times. Returns (global, span, peak chunk activations)."""
    f, b, w, comm = chunk_costs(cost)
    best = None
    for fill_b in (True, False):
        for fill_f in (True, False):
            g = zbv.PipelineGraph(p, m, f, b, w, comm, 1, 0, -1, max_mem=2 * p)
            with contextlib.redirect_stdout(io.StringIO()):
                sched, end_time, bubble = g.try_v_schedule(fill_b=fill_b, fill_f=fill_f)
            if best is None or bubble < best[2]:
                best = (g, sched, bubble, end_time)
    g, sched, _, end_time = best
    costs = [f, b, w]
    glob, span, peak = 0.0, 0.0, 0
    for stage in range(p):
        first, last, mem, high = None, 0.0, 0, 0
        for cat, chunk, mb in sched[stage]:
            end = end_time[g.get_id(cat, chunk, stage, mb)]
            start = end - costs[cat]
            first = start if first is None else min(first, start)
            last = max(last, end)
            mem += (1, 0, -1)[cat]
            high = max(high, mem)
        glob = max(glob, last)
        span = max(span, last - first)
        peak = max(peak, high)
    return glob, span, peak


def their_zb_h(zb, p, m, cost, cap):
    """Their ZB-H1 (cap p) or ZB-H2 (cap 2p) as zb.py's initial_solution() makes it: the
    greedy manual_order() in its eight variants, the one with the least per-device span
    kept (their ranking), within `cap` activations per device (mem F +1, B 0, W -1). Costs
    are per stage, as ours (one chunk). Returns (global, span, peak)."""
    f, b, w, comm = cost
    cfg = zb.GraphConfig(mem_f=[1.0] * p, mem_b=[0.0] * p, mem_w=[-1.0] * p, max_mem=[float(cap)] * p,
                         cost_f=[float(f)] * p, cost_b=[float(b)] * p, cost_w=[float(w)] * p,
                         cost_comm=float(comm), n_stages=p, n_micro=m)
    g = zb.Graph.build_graph(p, m, cfg)
    best = None
    for allow_bubble in (True, False):
        for prioritize_b in (True, False):
            for no_bubble_greedy in (True, False):
                try:
                    order, t, span = g.manual_order(allow_bubble_before_first_b=allow_bubble,
                                                    prioritize_b=prioritize_b, no_bubble_greedy=no_bubble_greedy)
                except ValueError:  # "Cannot fit memory"
                    continue
                if best is None or span < best[2]:
                    best = (order, t, span)
    order, t, span = best
    peak = 0
    for stage in range(p):
        ids = sorted((g.get_id(k, stage, j) for k in range(3) for j in range(m)), key=lambda i: order[i])
        mem = 0
        for i in ids:
            mem += g.get_mem(i)
            peak = max(peak, mem)
    return max(t), span, peak


# --------------------------------------------------------------------------------------
# Ours.
def ours(binary, family, p, m, cost, cap_units=None):
    f, b, w, comm = cost
    cmd = [binary, "schedule", "--family", family, "--devices", str(p), "--microbatches", str(m),
           "--costs", f"{f!r},{b!r},{w!r}", "--comm", repr(comm), "--format", "json"]
    if cap_units is not None:
        cmd += ["--memory-cap", repr(cap_units)]
    out = subprocess.run(cmd, check=True, capture_output=True, text=True).stdout
    d = json.loads(out)
    return d["makespan"], d["span"], max(d["peak_activation"])


# Their search within 2p (rows v-zb-2p, m < 2p) up to this p: at p = 16 it takes minutes, and
# beyond it (p = 18 to 32 of the large grid) tens of minutes per shape in Python.
V_ZB_SEARCH_MOST_P = 16


def v_min_cap(p):
    """V-Min's peak in chunk activations: 2 floor((p + 4) / 3) (the published form, and our
    block's peak for every m >= p of the grid; the cap is a property of the family, not of
    whichever order we return)."""
    return 2 * ((p + 4) // 3)


def v_half_cap(p):
    """V-Half's: 2 floor((p + 2) / 2)."""
    return 2 * ((p + 2) // 2)


class Cache:
    """Their results by (what, p, m, cap): their search takes minutes at p = 16 in Python,
    and its result depends on nothing of ours."""

    def __init__(self, path):
        self.path = path
        self.data = {}
        if path and os.path.exists(path):
            with open(path) as fh:
                self.data = json.load(fh)

    def get(self, key, make):
        if key not in self.data:
            self.data[key] = make()
            if self.path:
                with open(self.path + ".tmp", "w") as fh:
                    json.dump(self.data, fh, indent=0, sort_keys=True)
                os.replace(self.path + ".tmp", self.path)
        return self.data[key]


def fmt(x):
    return f"{x:.1f}" if abs(x * 10 - round(x * 10)) < 1e-6 else f"{x:.2f}"


def units(chunks):
    return f"{chunks / 2:g}"


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--authors", default=os.environ.get("PIPESCHED_AUTHORS_CHECKOUT"),
                    help="their checkout (default: $PIPESCHED_AUTHORS_CHECKOUT)")
    ap.add_argument("--pipesched", default="build/pipesched")
    ap.add_argument("--grid", default="full", choices=["full", "small", "large"])
    ap.add_argument("--cells", help="P:M,P:M,... instead of --grid")
    ap.add_argument("--costs", default="unit,measured")
    ap.add_argument("--markdown", help="write the table here (default: stdout)")
    ap.add_argument("--reference", help="write their numbers here, for test/pipesched/authors_reference.txt")
    ap.add_argument("--check", action="store_true", help="exit 1 when we are behind in any cell")
    ap.add_argument("--cache", help="a JSON file keeping their results between runs")
    ap.add_argument("--skip-without-checkout", action="store_true",
                    help="exit 77 (ctest: skipped) where their checkout is not there")
    ap.add_argument("--theirs-only", action="store_true", help="only run (and cache) their side")
    a = ap.parse_args()
    if a.skip_without_checkout and not (a.authors and os.path.isdir(a.authors)):
        print("authors_compare: skipped: $PIPESCHED_AUTHORS_CHECKOUT does not name their checkout", file=sys.stderr)
        return 77
    if not a.authors:
        sys.exit("authors_compare: give their checkout with --authors or $PIPESCHED_AUTHORS_CHECKOUT")
    if not a.theirs_only and not os.access(a.pipesched, os.X_OK):
        sys.exit(f"authors_compare: {a.pipesched} is not an executable pipesched")
    va, zbv, zbh = load_authors(a.authors)
    names = a.costs.split(",")
    for n in names:
        if n not in COSTS:
            sys.exit(f"authors_compare: unknown cost setting {n} (unit, measured)")

    cache = Cache(a.cache)
    rows, refs, behind = [], [], []
    cells = [tuple(int(x) for x in c.split(":")) for c in a.cells.split(",")] if a.cells else grid(a.grid)
    for p, m in cells:
        t0 = time.time()
        # The families' peaks fix the caps (the same for both cost settings).
        cmin, chalf = v_min_cap(p), v_half_cap(p)
        theirs_min = cache.get(f"v_auto {p} {m} {cmin}", lambda: their_v_auto(va, p, m, cmin, list(COSTS)))
        theirs_half = cache.get(f"v_auto {p} {m} {chalf}", lambda: their_v_auto(va, p, m, chalf, list(COSTS)))
        # At m < 2p their search within 2p (V-ZB's memory) may hold less than their ZB-V.
        theirs_2p = (cache.get(f"v_auto {p} {m} {2 * p}", lambda: their_v_auto(va, p, m, 2 * p, list(COSTS)))
                     if m < 2 * p and p <= V_ZB_SEARCH_MOST_P else None)
        for n in COSTS if a.theirs_only else names:
            c = COSTS[n]
            zb = cache.get(f"zb_v {p} {m} {n}", lambda: their_zb_v(zbv, p, m, c))
            h1 = cache.get(f"zb_h {p} {m} {p} {n}", lambda: their_zb_h(zbh, p, m, c, p))
            h2 = cache.get(f"zb_h {p} {m} {2 * p} {n}", lambda: their_zb_h(zbh, p, m, c, 2 * p))
            if a.theirs_only:
                continue
            v_zb = ours(a.pipesched, "v-zb", p, m, c)
            cases = [("v-min", ours(a.pipesched, "v-min", p, m, c), theirs_min[n], "v_auto_schedule"),
                     ("v-auto", ours(a.pipesched, "v-auto", p, m, c, cmin / 2), theirs_min[n], "v_auto_schedule"),
                     ("v-half", ours(a.pipesched, "v-half", p, m, c), theirs_half[n], "v_auto_schedule"),
                     ("v-zb", v_zb, zb, "ZB-V")]
            if theirs_2p is not None:
                cases.append(("v-zb-2p", v_zb, theirs_2p[n], "v_auto_schedule at 2p"))
            cases += [("zb-h1", ours(a.pipesched, "zb-h1", p, m, c), h1, "zb.py"),
                      ("zb-h2", ours(a.pipesched, "zb-h2", p, m, c), h2, "zb.py")]
            for fam, (og, osp, opeak), th, what in cases:
                if th is None:
                    rows.append((n, p, m, fam, og, osp, opeak, None, None, None, what, "theirs: none"))
                    continue
                tg, tsp, tpeak_mem = th
                # Their V peaks are in chunk activations (2 a unit), their ZB-H ones in units.
                tpeak = tpeak_mem if fam.startswith("zb-h") else tpeak_mem / 2
                tol = 1e-6 * max(1.0, tg)
                if fam.startswith("v-zb"):
                    # Theirs, V-ZB's memory or less, against ours: behind where theirs is
                    # shorter at no more memory, or holds less at no longer makespan.
                    is_behind = ((og > tg + tol and opeak >= tpeak - 1e-9) or
                                 (opeak > tpeak + 1e-9 and og >= tg - tol))
                    shorter, less = og < tg - tol, opeak < tpeak - 1e-9
                    longer, more = og > tg + tol, opeak > tpeak + 1e-9
                    verdict = ("behind" if is_behind else "trade" if (shorter and more) or (longer and less)
                               else "ahead" if shorter or less else "tie")
                else:
                    cap_units = {"v-half": chalf / 2, "zb-h1": p, "zb-h2": 2 * p}.get(fam, cmin / 2)
                    is_behind = og > tg + tol or opeak > cap_units + 1e-9
                    verdict = "behind" if is_behind else ("ahead" if og < tg - tol else "tie")
                rows.append((n, p, m, fam, og, osp, opeak, tg, tsp, tpeak, what, verdict))
                refs.append((fam, n, p, m, tg, tpeak))
                if is_behind:
                    behind.append(rows[-1])
        print(f"# p={p} m={m}: {time.time() - t0:.1f} s", file=sys.stderr, flush=True)
    if a.theirs_only:
        return 0

    # One row per (costs, p, m); per family: global makespan ours / theirs, then the peaks
    # (activation units) ours / theirs, and a mark where we are ahead (+) or behind (-).
    fams = ["v-min", "v-auto", "v-half", "v-zb", "v-zb-2p", "zb-h1", "zb-h2"]
    heads = {"v-zb": "v-zb (vs ZB-V)", "v-zb-2p": "v-zb (vs their search at 2p)", "zb-h1": "zb-h1 (vs zb.py)",
             "zb-h2": "zb-h2 (vs zb.py)"}
    lines = ["| costs | p | m | " + " | ".join(heads.get(f, f"{f} (vs their search)") for f in fams) + " |",
             "|---|---|---|" + "---|" * len(fams)]
    by_key = {}
    for r in rows:
        by_key.setdefault((r[0], r[1], r[2]), {})[r[3]] = r
    mark = {"ahead": " +", "behind": " **-**", "tie": "", "trade": " ~"}
    for (n, p, m), fr in by_key.items():
        cells_md = []
        for f in fams:
            if f not in fr:
                cells_md.append("")
                continue
            _, _, _, _, og, _, opeak, tg, _, tpeak, _, verdict = fr[f]
            if tg is None:
                cells_md.append(f"{fmt(og)} / - ({opeak:g} / -)")
            else:
                cells_md.append(f"{fmt(og)} / {fmt(tg)} ({opeak:g} / {tpeak:g}){mark.get(verdict, '')}")
        lines.append(f"| {n} | {p} | {m} | " + " | ".join(cells_md) + " |")
    n_ahead = sum(1 for r in rows if r[-1] == "ahead")
    n_tie = sum(1 for r in rows if r[-1] == "tie")
    n_trade = sum(1 for r in rows if r[-1] == "trade")
    lines.append("")
    lines.append(f"Global makespan ours / theirs (peak in activation units ours / theirs); + ours shorter "
                 f"(or, v-zb, less memory), ~ (v-zb) one shorter and the other holding less, **-** ours "
                 f"behind. {len(rows)} comparisons: {n_ahead} ahead, {n_tie} tied, {n_trade} traded, "
                 f"{len(behind)} behind.")
    text = "\n".join(lines) + "\n"
    if a.markdown:
        with open(a.markdown + ".tmp", "w") as fh:
            fh.write(text)
        os.replace(a.markdown + ".tmp", a.markdown)
    else:
        sys.stdout.write(text)
    if a.reference:
        with open(a.reference + ".tmp", "w") as fh:
            fh.write(REFERENCE_HEADER.format(grid=f"--cells {a.cells}" if a.cells else f"--grid {a.grid}"))
            for fam, n, p, m, tg, tpeak in refs:
                fh.write(f"{fam} {n} {p} {m} {tg!r} {tpeak:g}\n")
        os.replace(a.reference + ".tmp", a.reference)
    if behind:
        print(f"authors_compare: behind in {len(behind)} cells:", file=sys.stderr)
        for r in behind:
            print("  ", r, file=sys.stderr)
        if a.check:
            return 1
    return 0


REFERENCE_HEADER = """\
# The authors' own schedules (sail-sg/zero-bubble-pipeline-parallelism), as their code makes
# them: family, costs, p, m, their global makespan, their peak in activation units.
# Produced by `bash bench/authors_compare.sh CHECKOUT BUILD {grid}` (bench/authors_compare.py
# --reference test/pipesched/authors_reference.txt), which runs their
# v_auto_schedule.py at the peak of our v-min (rows v-min and v-auto), of our v-half
# (rows v-half) and, at m < 2p up to p = 16, within 2p (rows v-zb-2p: V-ZB's memory), their
# zbv.py ZB-V within 2p chunk activations (rows v-zb), and their zb.py greedy
# (manual_order, the eight variants of initial_solution) within p (rows zb-h1) and 2p
# (rows zb-h2) activations, at our costs converted to theirs (a V chunk pass half a stage's
# cost, the same comm; the script's header says how). unit = F, B, W, comm 1, 1, 1, 0;
# measured = 18.522, 18.086, 9.337, 0.601. test/pipesched/authors_test.cpp asserts our
# makespan is no longer at no more memory than these (for v-zb: none of these is better in
# one and no worse in the other, and at m < 2p ours holds no more than rows v-zb-2p).
"""

if __name__ == "__main__":
    sys.exit(main())
