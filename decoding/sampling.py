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

    `ids` and `logprobs` are 1-D and aligned; logprobs may be unnormalised.
    """
    if ids.numel() == 0:
        return ids
    if options.temperature == 0:
        keys = logprobs
    else:
        scaled = logprobs / options.temperature
        if options.top_p < 1:
            scaled = _top_p_mask(scaled, options.top_p)
        uniform = torch.rand(scaled.shape, generator=generator, dtype=torch.float32)
        gumbel = -torch.log(-torch.log(uniform.clamp_min(1e-20)))
        keys = scaled + gumbel
    count = min(limit, ids.numel())
    order = torch.topk(keys, count).indices
    order = order[torch.isfinite(keys[order])]
    return ids[order]


def _top_p_mask(scaled: torch.Tensor, top_p: float) -> torch.Tensor:
    probs = torch.softmax(scaled, dim=-1)
    sorted_probs, order = torch.sort(probs, descending=True)
    mass_before = torch.cumsum(sorted_probs, dim=-1) - sorted_probs
    drop = order[mass_before >= top_p]
    masked = scaled.clone()
    masked[drop] = float("-inf")
    return masked
