"""The model and run arguments of bench/torch_gpt_step.py and bench/torch_pipelining_step.py
(the same model, so the same flags and checks). Imports no torch: the scripts parse their
arguments before they know whether torch imports."""

MODEL_FIELDS = ("layers", "dim", "heads", "seq", "vocab", "microbatch", "microbatches", "steps")


def add_model_arguments(p, defaults):
    """One int option per (name, default) of `defaults`, then --lr and --json."""
    for name, default in defaults:
        p.add_argument("--" + name, type=int, default=default)
    p.add_argument("--lr", type=float, default=1e-4)
    p.add_argument("--json", metavar="FILE", help="also write the result as JSON to FILE")


def check_model_arguments(p, a):
    """p.error (exit 2) on a size below 1, a negative --warmup or --dim not a multiple of --heads."""
    for name in MODEL_FIELDS:
        if getattr(a, name) < 1:
            p.error(f"--{name} must be at least 1")
    if a.warmup < 0 or a.dim % a.heads:
        p.error("--warmup must be >= 0 and --dim a multiple of --heads")
