"""The logits processor's work on one request's logits row, without vLLM: what `processor.py`
calls inside vLLM, and what the unit tests call directly.

A generate request keeps the in-process token loop's state (engine state, typed bytes left,
random generator) and asks the loop's own step function for the next token, so candidates are
checked in the same order, with the same rules, as in-process: greedy by probability, sampling
by a Gumbel draw without replacement, the first one the engine accepts wins. The row then keeps
only that token, which vLLM's greedy sampler takes.

Cost per step (measured in bench/vllm_throughput.py): one log-softmax over the row, one top-64,
and one engine feed per candidate checked (usually one or two; up to 4,160 when every likely
token is untypeable).
"""

from __future__ import annotations

import torch

from decoding.cpc import HealingConditioner
from decoding.generate import GenerationRequest, TokenLoop, _Step
from decoding.options import SamplingOptions
from decoding.served.protocol import GenerateArgs, ScoreArgs, score_labels
from decoding.token_bytes import TokenVocabulary
from decoding.type_constraint import PrefixStates

DOCUMENTS = 64  # documents whose checkpointed parser the processor keeps (all clients together)


class RowProcessor:
    """Shared by every request of one vLLM engine: the token bytes, the token loop, and the
    checkpointed parsers of recent documents (so a keystroke re-parses only the edited end)."""

    def __init__(self, tokenizer) -> None:
        self.vocab = TokenVocabulary.from_tokenizer(tokenizer)
        # Healing = "the covering tokens, renormalised": the first token's distribution once the
        # client's exact CPC has chosen the covering branch.
        self.loop = TokenLoop(self.vocab, HealingConditioner(self.vocab), len(tokenizer))
        self.prefix_states = PrefixStates(documents=DOCUMENTS)

    def for_request(self, args: GenerateArgs | ScoreArgs):
        """A function (prompt ids, output ids, logits row) -> new row for one request."""
        if isinstance(args, ScoreArgs):
            return ScoreRow(self.vocab, args)
        return GenerateRow(self, args)


class GenerateRow:
    def __init__(self, core: RowProcessor, args: GenerateArgs) -> None:
        self.loop = core.loop
        constraint = None
        if args.constraint:
            constraint = core.prefix_states.state_for(args.document, args.prefix, len(args.prefix))
            if constraint is not None and args.committed:
                constraint = constraint.advance(bytes.fromhex(args.committed))
        generator = torch.Generator()
        if args.seed is None:
            generator.seed()
        else:
            generator.manual_seed(args.seed)
        request = GenerationRequest(
            prompt_ids=[0], typed="", sampling=SamplingOptions(args.temperature, args.top_p), seed=args.seed,
            constraint=constraint,
            suffix="…" if args.end_anywhere else "",  # the loop reads only whether more text follows
        )
        self.step = _Step(request, None, generator)
        self.remaining = bytes.fromhex(args.cover)
        self.committed_state = (constraint, self.remaining)
        self.decision: tuple[int, int, object, bytes] | None = None  # (position, token, state after, remaining after)
        eos = sorted(core.vocab.eos_token_ids)
        self.stop_token = eos[0] if eos else 0
        self.tokens_chosen = 0
        self.rejected = 0

    def __call__(self, prompt_ids: list[int], output_ids: list[int], row: torch.Tensor) -> torch.Tensor:
        position = len(output_ids)
        if self.decision is not None:
            decided_at, token, state, remaining = self.decision
            # A row whose sample vLLM threw away (a partial prefill) is decided again.
            if position == decided_at + 1 and output_ids[-1] == token:
                self.committed_state = (state, remaining)
        constraint, remaining = self.committed_state
        self.step.constraint = constraint
        rejected_before = self.step.rejected
        logprobs = torch.log_softmax(row.detach().float().cpu(), dim=-1)
        token = self.loop._next_token(self.step, logprobs, remaining)
        self.rejected += self.step.rejected - rejected_before
        if token is None:  # nothing can follow: end the completion here, as in-process does
            token = self.stop_token
        piece = self.loop.vocabulary.bytes_of(token)
        after = b"" if piece.startswith(remaining) else remaining[len(piece):]
        self.decision = (position, token, self.step.constraint, after)
        self.tokens_chosen += 1
        chosen = torch.full_like(row, float("-inf"))
        chosen[token] = 0.0
        return chosen


class ScoreRow:
    """One covering-tree node (prompt = context + path) as a handful of labelled masses:
    each proper-prefix token of the node's remaining bytes, the `detail` most likely covering
    tokens one by one, the other covering tokens' mass under one label and everything
    else's under another. They partition the vocabulary, so they come back as probabilities."""

    def __init__(self, vocab: TokenVocabulary, args: ScoreArgs) -> None:
        self.vocab = vocab
        self.args = args

    def __call__(self, prompt_ids: list[int], output_ids: list[int], row: torch.Tensor) -> torch.Tensor:
        remaining = bytes.fromhex(self.args.remaining)
        for token in prompt_ids[self.args.context:]:
            remaining = remaining[len(self.vocab.bytes_of(token)):]
        return scored_row(self.vocab, remaining, row, self.args.detail)


def scored_row(vocab: TokenVocabulary, remaining: bytes, row: torch.Tensor, detail: int) -> torch.Tensor:
    logprobs = torch.log_softmax(row.detach().double().cpu(), dim=-1)
    width = logprobs.shape[-1]
    covering = vocab.tokens_starting_with(remaining) if remaining else torch.empty(0, dtype=torch.int64)
    covering = covering[covering < width]
    prefixes = torch.tensor([t for t in vocab.tokens_prefixing(remaining) if t < width], dtype=torch.int64)
    rest_label, other_label = score_labels(vocab, remaining, width)
    scored = torch.full((width,), float("-inf"), dtype=torch.float64)
    consistent = torch.zeros(width, dtype=torch.bool)
    if covering.numel():
        consistent[covering] = True
        values, order = torch.topk(logprobs[covering], min(max(detail, 0), covering.numel()))
        scored[covering[order]] = values
        rest = torch.ones(covering.numel(), dtype=torch.bool)
        rest[order] = False
        if rest.any():
            scored[rest_label] = torch.logsumexp(logprobs[covering[rest]], dim=0)
    if prefixes.numel():
        consistent[prefixes] = True
        scored[prefixes] = logprobs[prefixes]
    if (~consistent).any():
        scored[other_label] = torch.logsumexp(logprobs[~consistent], dim=0)
    return scored.to(device=row.device, dtype=row.dtype)
