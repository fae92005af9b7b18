"""What a cpc-lsp client asks of the logits processor inside vLLM: one JSON string under the
request's `vllm_xargs["cpc_lsp"]` (vLLM's `SamplingParams.extra_args`). vLLM allows only flat
scalar values there, so the nested request travels as JSON. A request without the key is not
cpc-lsp's and the processor leaves it untouched.

Two kinds of request:

- `GenerateArgs`: constrained decoding. The processor picks every token itself (the first one
  among the tokens that cover `cover`, then any real token), in the in-process sampler's order,
  checked against the engine state of `prefix` + `committed`; it leaves one token open, so
  vLLM's own sampler (temperature 0) takes exactly that one.
- `ScoreArgs`: one row of the covering tree (prompt = context + path). The processor collapses
  the next-token distribution into a few labelled masses (see `score_labels`) that come back
  as vLLM's processed logprobs: what exact CPC needs, in ~10 numbers instead of 49,152.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass

XARGS_KEY = "cpc_lsp"
VERSION = 1


class BadArgs(ValueError):
    """The cpc_lsp request arguments are malformed (a client/processor version mismatch)."""


@dataclass(frozen=True)
class GenerateArgs:
    document: str  # names the document: the processor keeps one checkpointed parser per name
    prefix: str  # the document up to the back-off point: the engine state starts there
    committed: str = ""  # hex of the typed bytes the prompt's last tokens already cover
    cover: str = ""  # hex of the typed bytes the first generated token must start with
    constraint: bool = True
    end_anywhere: bool = False  # end-of-text may stop the completion (more of the file follows)
    temperature: float = 0.0
    top_p: float = 1.0
    seed: int | None = None
    mode: str = "generate"


@dataclass(frozen=True)
class ScoreArgs:
    remaining: str  # hex of the typed bytes after the context, at the covering tree's root
    context: int  # prompt tokens before the node's path
    detail: int = 1  # covering tokens reported one by one (most likely first); the rest as one mass
    mode: str = "score"


def encode(args: GenerateArgs | ScoreArgs) -> dict[str, str]:
    """The `vllm_xargs` of a request."""
    return {XARGS_KEY: json.dumps({"version": VERSION, **asdict(args)}, ensure_ascii=False)}


def decode(extra_args: dict | None) -> GenerateArgs | ScoreArgs | None:
    """The cpc-lsp arguments of a request, None for a request that is not cpc-lsp's."""
    raw = (extra_args or {}).get(XARGS_KEY)
    if raw is None:
        return None
    try:
        data = json.loads(raw) if isinstance(raw, str) else None
        if not isinstance(data, dict):
            raise BadArgs(f"vllm_xargs[{XARGS_KEY!r}] must be a JSON object in a string")
        if data.pop("version", None) != VERSION:
            raise BadArgs(f"cpc-lsp protocol version {VERSION} expected: install the same cpc-lsp "
                          "version in the editor and in the vLLM environment")
        kind = {"generate": GenerateArgs, "score": ScoreArgs}.get(data.get("mode"))
        if kind is None:
            raise BadArgs(f"unknown cpc-lsp request mode {data.get('mode')!r}")
        args = kind(**data)
        bytes.fromhex(getattr(args, "committed", "") + getattr(args, "cover", "") + getattr(args, "remaining", ""))
    except (TypeError, ValueError) as error:
        raise error if isinstance(error, BadArgs) else BadArgs(f"malformed cpc-lsp arguments: {error}") from None
    return args


def score_labels(vocab, remaining: bytes, width: int) -> tuple[int, int]:
    """The two token ids whose score entries carry (the covering mass not reported one by one,
    the mass of every inconsistent token): the smallest ids that are neither covering tokens nor
    proper prefixes of `remaining`. Client and processor work them out alike."""
    labels = []
    for token in range(width):
        piece = vocab.bytes_of(token)
        if piece and (piece.startswith(remaining) or remaining.startswith(piece)):
            continue
        labels.append(token)
        if len(labels) == 2:
            return labels[0], labels[1]
    raise BadArgs("the vocabulary has fewer than two tokens inconsistent with the typed text")
