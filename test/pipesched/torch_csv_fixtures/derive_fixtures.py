#!/usr/bin/env python3
"""Writes the torch-written CSV fixtures of io_torch_csv_test.cpp without torch.

Each fixture is what torch.distributed.pipelining (schedules.py of torch 2.15) writes with
`_dump_csv`: rows through Python's csv.writer (CRLF line ends, a None bubble as an empty
cell), cells through `_Action.__repr__`. The orders are restated here from reading torch's
algorithms, not imported from torch; test/torch/torch_csv_check.py compares the first two
with torch's own orders where torch is installed (equal under torch 2.15.0):

  dualpipev_p4_m10.csv   ScheduleDualPipeV._calculate_single_rank_operations, 4 ranks,
                         8 stages (V), 10 microbatches; format "compute_only". Mixes full
                         B, split I/W and (F;B)OVERLAP_F_B.
  zbv_merge_bw_p2_m4.csv ScheduleZBVZeroBubble._calculate_single_rank_operations, 2 ranks,
                         4 stages (V), 4 microbatches, then torch's _merge_bw (an I directly
                         followed by its own W becomes one B): B mixed with I/W, no composite.
  interleaved_p2_m2_comms.csv
                         The compute-and-comms rows torch printed for Interleaved1F1B with
                         pp_degree=2 in pytorch/pytorch#172668 (get_schedule_ops(...,
                         with_comms=True), the rows _dump_csv(format="compute_comms") writes),
                         copied cell for cell: torch before 2.15, without its waits.

Run from this directory: python3 derive_fixtures.py
"""
import csv


def cell(a):
    if a is None:
        return ""
    if a[0] == "OVERLAP_F_B":
        return "(" + ";".join(cell(s) for s in a[1]) + ")OVERLAP_F_B"
    stage, kind, mb = a
    return f"{stage}{kind}{'' if mb is None else mb}"


def write(name, rows):
    with open(name, "w", newline="") as f:
        w = csv.writer(f)  # excel dialect: "\r\n" after every row
        for row in rows:
            w.writerow([cell(a) for a in row])


def dualpipev_rank(rank, ranks, m):
    """One rank's order: warm-up forwards, zero-bubble I/W, overlapped F&B pairs, tail."""
    first, second = rank, 2 * ranks - 1 - rank  # the V: chunk 0 down, chunk 1 back up
    out, next_mb, weights = [], {}, []

    def take(stage, kind):
        mb = next_mb.get((stage, kind), 0)
        next_mb[(stage, kind)] = mb + 1
        return mb

    def backward(stage, kind):  # B and I share one count; I leaves its W for later
        mb = take(stage, "I")
        if kind == "I":
            weights.append((stage, mb))
        return (stage, kind, mb)

    def pending_weight():
        if weights:
            stage, mb = weights.pop(0)
            out.append((stage, "W", mb))

    def overlapped(forward_stage, backward_stage):
        out.append(("OVERLAP_F_B", [(forward_stage, "F", take(forward_stage, "F")),
                                    backward(backward_stage, "B")]))

    for _ in range(2 * (ranks - rank - 1)):
        out.append((first, "F", take(first, "F")))
    for _ in range(rank + 1):
        out.append((first, "F", take(first, "F")))
        out.append((second, "F", take(second, "F")))
    for _ in range(ranks - rank - 1):
        out.append(backward(second, "I"))
        pending_weight()
        out.append((second, "F", take(second, "F")))
    for i in range(m - 2 * ranks + rank + 1):
        if i == 0 and rank == ranks - 1:  # the last rank does not overlap its first pair
            out.append((first, "F", take(first, "F")))
            out.append(backward(second, "B"))
        else:
            overlapped(first, second)
        overlapped(second, first)
    for _ in range(ranks - rank - 1):
        out.append(backward(second, "B"))
        overlapped(second, first)
    split = False
    for i in range(rank + 1):
        if i == (rank + 1) // 2 and rank % 2 == 1:
            split = True
        out.append(backward(second, "I" if split else "B"))
        if i == (rank + 1) // 2 and rank % 2 == 0:
            split = True
        out.append(backward(first, "I" if split else "B"))
    for _ in range(ranks - rank - 1):
        pending_weight()
        out.append(backward(first, "I" if split else "B"))
    for _ in range(rank + 1):
        pending_weight()
    return out


def zbv_rank(rank, ranks, m):
    """ZB-V: warm-up forwards of both chunks, then F/I/W of chunk 0 and chunk 1 in turn."""
    n = max(2 * ranks - 1, m)
    c0, c1 = rank, 2 * ranks - 1 - rank
    out = [None] * rank
    f0 = f1 = b0 = b1 = 0
    for _ in range(2 * (ranks - rank) - 1):
        out.append((c0, "F", f0)); f0 += 1
    for _ in range(rank):
        out.append((c1, "F", f1)); f1 += 1
        out.append((c0, "F", f0)); f0 += 1
    for _ in range(ranks - rank):
        out.append((c1, "F", f1)); f1 += 1
        out += [(c1, "I", b1), (c1, "W", b1)]; b1 += 1
    while f1 < f0 or f0 < n:
        if f0 < n:
            out.append((c0, "F", f0)); f0 += 1
        out += [(c0, "I", b0), (c0, "W", b0)]; b0 += 1
        out.append((c1, "F", f1)); f1 += 1
        out += [(c1, "I", b1), (c1, "W", b1)]; b1 += 1
    w0, w1 = b0, b1
    for _ in range(rank):
        out.append((c0, "I", b0)); b0 += 1
        out.append((c1, "I", b1)); b1 += 1
    for _ in range(ranks - rank):
        out.append((c0, "I", b0)); b0 += 1
        out.append((c0, "W", w0)); w0 += 1
    while w1 < b1:
        out.append((c1, "W", w1)); w1 += 1
    while w0 < b0:
        out.append((c0, "W", w0)); w0 += 1
    return [a if a is not None and a[2] < m else None for a in out]


def merge_bw(order):
    """torch's _merge_bw: drop bubbles; an I directly followed by its own W is one B."""
    rest = [a for a in order if a is not None]
    out = []
    while rest:
        a = rest.pop(0)
        if rest and a[1] == "I" and rest[0][1] == "W" and rest[0][0] == a[0] and rest[0][2] == a[2]:
            rest.pop(0)
            out.append((a[0], "B", a[2]))
        else:
            out.append(a)
    return out


def parse(text):
    stage = int(text[: len(text) - len(text.lstrip("0123456789"))])
    rest = text[len(str(stage)):]
    kind = rest.rstrip("0123456789")
    mb = rest[len(kind):]
    return (stage, kind, int(mb) if mb else None)


# pytorch/pytorch#172668, as printed there (one list per rank).
INTERLEAVED_P2_M2 = [
    "0UNSHARD, 2UNSHARD, 0F0, 0SEND_F0, 2RECV_F0, 0F1, 0SEND_F1, 2RECV_F1, 2F0, 2SEND_F0, 2F1, 2SEND_F1, "
    "2RECV_B0, 2B0, 2SEND_B0, 2RECV_B1, 2B1, 2SEND_B1, 2REDUCE_GRAD, 2RESHARD, 0RECV_B0, 0B0, 0RECV_B1, 0B1, "
    "0REDUCE_GRAD, 0RESHARD",
    "1UNSHARD, 3UNSHARD, 1RECV_F0, 1F0, 1SEND_F0, 1RECV_F1, 1F1, 1SEND_F1, 3RECV_F0, 3F0, 3RECV_F1, 3B0, "
    "3SEND_B0, 1RECV_B0, 3F1, 3B1, 3SEND_B1, 1RECV_B1, 3REDUCE_GRAD, 3RESHARD, 1B0, 1SEND_B0, 1B1, 1SEND_B1, "
    "1REDUCE_GRAD, 1RESHARD",
]

if __name__ == "__main__":
    write("dualpipev_p4_m10.csv", [dualpipev_rank(r, 4, 10) for r in range(4)])
    write("zbv_merge_bw_p2_m4.csv", [merge_bw(zbv_rank(r, 2, 4)) for r in range(2)])
    write("interleaved_p2_m2_comms.csv", [[parse(c.strip()) for c in row.split(",")] for row in INTERLEAVED_P2_M2])
