"""pipesched's GPT (runtime/gpt) in PyTorch, shared by bench/torch_gpt_step.py (the whole model,
eager) and bench/torch_pipelining_step.py (the same weights cut into pipeline stages).

Token and position embeddings, `layers` pre-LayerNorm blocks (one qkv matrix with bias, causal
attention, an output projection with bias; a 4C MLP with tanh GELU), a final LayerNorm and an
untied LM head without bias; cross-entropy on the next tokens. Imports torch: import this
module only once torch is known to import."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Block(nn.Module):
    def __init__(self, dim, heads):
        super().__init__()
        self.heads = heads
        self.ln_1, self.ln_2 = nn.LayerNorm(dim), nn.LayerNorm(dim)
        self.qkv, self.proj = nn.Linear(dim, 3 * dim), nn.Linear(dim, dim)
        self.fc, self.mlp_proj = nn.Linear(dim, 4 * dim), nn.Linear(4 * dim, dim)

    def forward(self, x):
        b, t, c = x.shape
        q, k, v = self.qkv(self.ln_1(x)).split(c, dim=2)
        q, k, v = (z.view(b, t, self.heads, c // self.heads).transpose(1, 2) for z in (q, k, v))
        y = F.scaled_dot_product_attention(q, k, v, is_causal=True)
        x = x + self.proj(y.transpose(1, 2).contiguous().view(b, t, c))
        return x + self.mlp_proj(F.gelu(self.fc(self.ln_2(x)), approximate="tanh"))


class GPT(nn.Module):
    def __init__(self, layers, dim, heads, seq, vocab):
        super().__init__()
        self.vocab = vocab
        self.wte, self.wpe = nn.Embedding(vocab, dim), nn.Embedding(seq, dim)
        self.h = nn.ModuleList(Block(dim, heads) for _ in range(layers))
        self.ln_f = nn.LayerNorm(dim)
        self.lm_head = nn.Linear(dim, vocab, bias=False)

    def forward(self, idx, targets):
        x = embed(self, idx)
        for block in self.h:
            x = block(x)
        return loss(self.lm_head(self.ln_f(x)), targets)


def embed(model, idx):
    return model.wte(idx) + model.wpe(torch.arange(idx.shape[1], device=idx.device))


def loss(logits, targets):
    return F.cross_entropy(logits.float().reshape(-1, logits.shape[-1]), targets.reshape(-1))


class Stage(nn.Module):
    """Blocks [first, last) of `model`, with the embeddings when first == 0 and the final
    LayerNorm and LM head (the logits out) when last == len(model.h)."""

    def __init__(self, model, first, last):
        super().__init__()
        self.first = first == 0
        if self.first:
            self.wte, self.wpe = model.wte, model.wpe
        self.h = nn.ModuleList(model.h[first:last])
        self.head = last == len(model.h)
        if self.head:
            self.ln_f, self.lm_head = model.ln_f, model.lm_head

    def forward(self, x):
        if self.first:
            x = embed(self, x)
        for block in self.h:
            x = block(x)
        return self.lm_head(self.ln_f(x)) if self.head else x
