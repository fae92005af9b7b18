"""One completion request, end to end: document and cursor in, text and replace range out.

The CLI and the language server both call `Completer.complete`; neither holds decoding logic.
Offsets are Python string indices (code points) into the document.
"""

from __future__ import annotations

import threading
import time
from collections import OrderedDict
from dataclasses import asdict, dataclass, field

from decoding.backoff import backoff_point
from decoding.budget import Cancelled, RequestBudget
from decoding.generate import GenerationRequest, TokenLoop
from decoding.model_loading import LoadedModel, Progress, load_model
from decoding.options import CompletionOptions, SamplingOptions
from decoding.prompt import PromptBuilder
from decoding.stop_start import StopStarts
from decoding.stops import auto_closed_overlap, is_multiline
from decoding.type_constraint import PrefixStates
from ts_completion_engine.types.lib_cache import get_lib

__all__ = ["Cancelled", "Completer", "Completion", "CompletionOptions"]

SESSIONS = 4  # documents whose KV cache is kept (SmolLM2: ~46 KB per token each)
SUFFIX_CHARS = 4096  # of the text after the cursor, what the stop rules look at on every token
TREE_NODES = 1024  # covering-tree nodes one request may evaluate (budget.py, covering_tree.py)

@dataclass
class Completion:
    insert_text: str  # replaces document[replace_start:replace_end]; starts with what the user typed there
    replace_start: int
    replace_end: int
    ghost_text: str  # what appears after the cursor
    tokens: int
    stop_reason: str
    timings: dict[str, float] = field(default_factory=dict)  # milliseconds
    fallback: str = ""  # where the request's budget made decoding inexact ("" when it did not)

    def as_dict(self) -> dict:
        return asdict(self)


class Completer:
    """Holds the model, its tokenizer tables and the KV-cached sessions of recent documents; not
    thread-safe by design: the server runs every completion on one worker thread."""

    def __init__(self, loaded: LoadedModel) -> None:
        from decoding.cpc import make_conditioner
        from decoding.lm_session import LMSession
        from decoding.token_bytes import TokenVocabulary

        self.loaded = loaded
        self.tokenizer = loaded.tokenizer
        self.vocabulary = TokenVocabulary.from_tokenizer(loaded.tokenizer)
        self._sessions: OrderedDict[str, LMSession] = OrderedDict()
        self._new_session = lambda: LMSession(loaded.model)
        self._make_conditioner = make_conditioner
        self._loops: dict[str, TokenLoop] = {}
        self.prefix_states = PrefixStates()
        self.stop_starts = StopStarts()
        self.prompts = {fim: PromptBuilder(loaded.tokenizer, fim=fim) for fim in (True, False)}
        self.clock = time.monotonic  # what the deadline is measured on (tests drive it by hand)
        self.tree_nodes = TREE_NODES

    @classmethod
    def load(cls, model: str | None = None, device: str | None = None, progress: Progress | None = None) -> "Completer":
        completer = cls(load_model(model, device, progress))
        get_lib(progress)  # the type layer's built-in lib: read once per machine, then cached
        completer.warm_up()
        return completer

    def warm_up(self) -> None:
        """Run the model once: the first forward pass of a process allocates and picks kernels,
        which should not be the user's first keystroke."""
        text = "function f() {\n  return"
        self.complete(text, len(text), CompletionOptions(max_tokens=2, type_constraint=False), document="cpc-lsp://warm-up")
        self._sessions.pop("cpc-lsp://warm-up", None)

    def complete(
        self,
        text: str,
        cursor: int,
        options: CompletionOptions = CompletionOptions(),
        cancel: threading.Event | None = None,
        document: str = "",
    ) -> Completion:
        """Complete `text` at `cursor`; raises `Cancelled` when `cancel` is set mid-way.
        `document` names the document, so that per-document caches carry over between requests."""
        started = time.perf_counter()
        budget = RequestBudget(cancel=cancel, seconds=options.deadline_ms / 1000, clock=self.clock,
                               tree_nodes_left=self.tree_nodes)
        if not 0 <= cursor <= len(text):
            raise ValueError(f"cursor {cursor} is outside the document (0..{len(text)})")
        backoff = backoff_point(text, cursor)
        line_start = text.rfind("\n", 0, cursor) + 1
        prompt_ids = self.prompts[options.fim].build(text, backoff, cursor)
        # the engine runs for the stop rules even with the constraint off: they read code as it does
        prefix_state = self.prefix_states.state_for(document, text, backoff)
        constraint = prefix_state if options.type_constraint else None
        request = GenerationRequest(
            prompt_ids=prompt_ids,
            typed=text[backoff:cursor],
            max_tokens=options.max_tokens,
            multiline=is_multiline(options.multiline, text[line_start:cursor]),
            inside_block=text[line_start:cursor][:1] in (" ", "\t"),
            sampling=SamplingOptions(options.temperature, options.top_p),
            seed=options.seed,
            constraint=constraint,
            suffix=text[cursor : cursor + SUFFIX_CHARS],
            line_before_cursor=text[line_start:cursor],
            line_above=text[:line_start].rstrip().rpartition("\n")[2],
            stop_start=self.stop_starts.at_cursor(document, text, backoff, cursor, prefix_state),
            repetition_guard=options.repetition_guard,
        )
        prepared = time.perf_counter()
        generation = self._loop(options.cpc_method).run(self.session_for(document), request, budget=budget)
        # The range starts at the typed word (the back-off's whitespace stays where it is) and
        # never reaches back over a line break: editors show inline items on one line.
        replace_start = max(backoff, line_start)
        while replace_start < cursor and text[replace_start] in " \t":
            replace_start += 1
        replace_end = cursor + auto_closed_overlap(generation.closes, request.suffix)
        insert_text = text[replace_start:cursor] + generation.text if generation.text else ""
        total = time.perf_counter() - started
        return Completion(
            insert_text=insert_text,
            replace_start=replace_start,
            replace_end=replace_end if insert_text else cursor,
            ghost_text=generation.text,
            tokens=generation.tokens,
            stop_reason=generation.stop_reason,
            fallback="; ".join(budget.notes),
            timings={
                "prompt_ms": round(generation.prompt_seconds * 1000, 2),
                "decode_ms": round(generation.decode_seconds * 1000, 2),
                "stop_ms": round(generation.stop_seconds * 1000, 3),
                "overhead_ms": round((total - generation.prompt_seconds - generation.decode_seconds) * 1000, 2),
                "total_ms": round(total * 1000, 2),
                "prepare_ms": round((prepared - started) * 1000, 2),
                "prompt_tokens": len(prompt_ids),
                "prompt_tokens_run": generation.prompt_tokens,
                "rejected_candidates": generation.rejected_candidates,
                "tree_nodes": budget.tree_nodes_used,
                "type_constraint": constraint is not None,
            },
        )

    def _loop(self, method: str) -> TokenLoop:
        if method not in self._loops:
            conditioner = self._make_conditioner(method, self.vocabulary)
            self._loops[method] = TokenLoop(self.vocabulary, conditioner, len(self.tokenizer))
        return self._loops[method]

    def session_for(self, document: str):
        """The KV-cached session of `document`: the next request reuses the longest common token
        prefix of its prompt (the user typed one more character). The least recently used
        document's cache goes when more than SESSIONS are open."""
        session = self._sessions.pop(document, None) or self._new_session()
        self._sessions[document] = session
        while len(self._sessions) > SESSIONS:
            self._sessions.popitem(last=False)
        return session
