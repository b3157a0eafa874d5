#!/usr/bin/env python3
"""One training step of pipesched's GPT in PyTorch eager, timed: the other column of
bench/step_bench.py (issue 30's target: `pipesched train --backend cuda` at >= 0.9x this).

The model is runtime/gpt's (bench/torch_gpt_model.py): token and position embeddings,
`layers` pre-LayerNorm blocks (one qkv matrix with bias, causal attention, an output
projection with bias; a 4C MLP with tanh GELU), a final LayerNorm and an untied LM head
without bias; cross-entropy on the next tokens. A step is `microbatches` forward+backward passes of `microbatch` sequences,
gradients accumulated, global-norm clipping at 1.0 and AdamW (betas 0.9/0.95, weight
decay 0.1 on matrices), as `pipesched train` steps. bf16 as a PyTorch user writes it:
fp32 weights under torch.autocast(bfloat16), attention by F.scaled_dot_product_attention
(causal), no torch.compile (eager). Random tokens; the first --warmup steps are not timed.

    torch_gpt_step.py [--layers 12 --dim 768 --heads 12 --seq 1024 --vocab 50304]
                      [--microbatch 4 --microbatches 8] [--steps 6 --warmup 2]
                      [--dtype bf16|fp32] [--device cuda|cpu] [--threads N] [--json FILE]

--threads N: torch.set_num_threads(N) (bench/cpu_step_bench.py: 1, single-threaded torch).

Each step is timed twice over the same span, from zero_grad to after opt.step(): wall time
(time.perf_counter) and the process's CPU time (time.process_time, CLOCK_PROCESS_CPUTIME_ID:
all threads, user + system), as `pipesched train --format jsonl` times its steps ("seconds",
"cpu_seconds"). "tokens_per_second" is the median of the timed steps' rates,
"tokens_per_cpu_second" the timed steps' tokens over their CPU seconds; neither counts
start-up, model init or the warm-up steps.

Prints one line per timed step and "# summary: torch eager N tokens/s ..." (the median).
Exit: 0; 77 when torch does not import, or --device cuda has no device (one "skipping"
line, as this project's GPU steps skip); 2 bad arguments.
"""
import argparse
import json
import math
import statistics
import sys
import time

from torch_model_args import add_model_arguments, check_model_arguments


def parse(argv):
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    add_model_arguments(p, (("layers", 12), ("dim", 768), ("heads", 12), ("seq", 1024), ("vocab", 50304),
                            ("microbatch", 4), ("microbatches", 8), ("steps", 6), ("warmup", 2)))
    p.add_argument("--dtype", choices=("bf16", "fp32"), default="bf16")
    p.add_argument("--device", choices=("cuda", "cpu"), default="cuda")
    p.add_argument("--threads", type=int, default=0, help="torch.set_num_threads (0: torch's default)")
    a = p.parse_args(argv)
    check_model_arguments(p, a)
    return a


def main(argv):
    a = parse(argv)
    try:
        import torch
        from torch_gpt_model import GPT
    except ImportError as e:
        print(f"torch does not import ({e}): skipping the PyTorch eager step (exit 77)", file=sys.stderr)
        return 77
    if a.device == "cuda" and not torch.cuda.is_available():
        print("no CUDA device for torch: skipping the PyTorch eager step (exit 77)", file=sys.stderr)
        return 77
    if a.threads > 0:
        torch.set_num_threads(a.threads)
    dev = torch.device(a.device)

    torch.manual_seed(1)
    model = GPT(a.layers, a.dim, a.heads, a.seq, a.vocab).to(dev)
    params = sum(p.numel() for p in model.parameters())
    decay = [p for p in model.parameters() if p.dim() >= 2]
    other = [p for p in model.parameters() if p.dim() < 2]
    opt = torch.optim.AdamW([{"params": decay, "weight_decay": 0.1}, {"params": other, "weight_decay": 0.0}],
                            lr=a.lr, betas=(0.9, 0.95))
    tokens = torch.randint(0, a.vocab, (a.microbatches, a.microbatch, a.seq + 1), device=dev)
    autocast = torch.autocast(device_type=dev.type, dtype=torch.bfloat16, enabled=a.dtype == "bf16")
    sync = torch.cuda.synchronize if dev.type == "cuda" else (lambda: None)
    per_step = a.microbatches * a.microbatch * a.seq

    rates, losses, cpu_seconds = [], [], 0.0
    for step in range(a.warmup + a.steps):
        sync()
        c0, t0 = time.process_time(), time.perf_counter()
        opt.zero_grad(set_to_none=True)
        total = 0.0
        for j in range(a.microbatches):
            with autocast:
                loss = model(tokens[j, :, :-1], tokens[j, :, 1:]) / a.microbatches
            loss.backward()
            total += loss.detach()
        torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
        opt.step()
        sync()
        seconds, cpu = time.perf_counter() - t0, time.process_time() - c0
        loss_value = float(total)
        if step >= a.warmup:
            rates.append(per_step / seconds)
            cpu_seconds += cpu
            losses.append(loss_value)
            print(f"step {step - a.warmup + 1}  loss {loss_value:.4f}  {per_step / seconds:.0f} tokens/s  {seconds:.3f} s")
    median = statistics.median(rates)
    per_cpu = a.steps * per_step / max(cpu_seconds, 1e-9)
    name = torch.cuda.get_device_name(dev) if dev.type == "cuda" else "cpu"
    print(f"# summary: torch eager {median:.0f} tokens/s, {per_cpu:.0f} tokens/CPU-s ({a.dtype}, {params} parameters, "
          f"{per_step} tokens/step, torch {torch.__version__}, {name})")
    if not all(math.isfinite(x) for x in losses):
        print("torch_gpt_step: a loss is not finite", file=sys.stderr)
        return 1
    if a.json:
        with open(a.json, "w") as f:
            json.dump({"bench": "torch_gpt_step", "torch": torch.__version__, "device": name, "dtype": a.dtype,
                       "parameters": params, "tokens_per_step": per_step, "tokens_per_second": median,
                       "tokens_per_cpu_second": per_cpu,
                       "steps": a.steps, "warmup": a.warmup, "losses": losses}, f, indent=2)
            f.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
