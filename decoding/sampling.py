"""Turning a next-token distribution into an order of candidates to try.

Greedy tries tokens by probability. Sampling uses the Gumbel-top-k trick: sorting
log p + Gumbel noise gives a draw *without replacement*, so when a constraint rejects the first
candidate, the next one in the order is an exact draw from the distribution with the rejected
tokens masked out.
"""

from __future__ import annotations

import torch

from decoding.options import SamplingOptions


def candidate_order(
    ids: torch.Tensor,
    logprobs: torch.Tensor,
    options: SamplingOptions,
    generator: torch.Generator | None,
    limit: int,
) -> torch.Tensor:
    """Up to `limit` candidate token ids, in the order a (constrained) sampler should try them.

    `ids` and `logprobs` are 1-D and aligned; logprobs may be unnormalised. Each step runs a
    handful of whole-vocabulary operations at most (each one costs a thread synchronisation on
    the CPU, which is what dominates small models' per-token time).
    """
    if ids.numel() == 0:
        return ids
    if options.temperature == 0:
        keys, index = torch.topk(logprobs, min(limit, ids.numel()))
        return ids[index[torch.isfinite(keys)]]
    scaled = logprobs / options.temperature
    if options.top_p < 1:
        index = _nucleus(scaled, options.top_p)
        scaled = scaled[index]
    else:
        index = torch.arange(ids.numel())
    uniform = torch.rand(scaled.shape, generator=generator, dtype=torch.float32)
    keys = scaled - torch.log(-torch.log(uniform.clamp_min(1e-20)))  # + Gumbel noise
    keys, order = torch.topk(keys, min(limit, keys.numel()))
    return ids[index[order[torch.isfinite(keys)]]]


def _nucleus(scaled: torch.Tensor, top_p: float) -> torch.Tensor:
    """Indices of the smallest set of tokens whose probability reaches top_p, most likely first."""
    probs = torch.softmax(scaled, dim=-1)
    # The nucleus of a language model's distribution is usually small: rank the top few hundred
    # first and sort the whole vocabulary only when they do not reach top_p.
    for width in (min(512, probs.numel()), probs.numel()):
        top, index = torch.topk(probs, width)
        cumulative = torch.cumsum(top, dim=-1)
        if cumulative[-1] >= top_p or width == probs.numel():
            count = min(width, int(torch.searchsorted(cumulative, torch.tensor([top_p])).item()) + 1)
            return index[:count]
    raise AssertionError("unreachable: the last width is the whole vocabulary")
