"""`RemoteCompleter`: the in-process `Completer`, with the model replaced by a vLLM server.

Everything that is not the model stays on the editor's side and is the in-process code itself:
back-off, prompt, per-document engine states, the token loop's stop rules, replace range. Only
where a token comes from changes (`RemoteSession.next_token`):

- while typed characters remain, exact CPC over the server's covering-tree scores
  (`remote_cpc.py`, one round trip for the tree) picks among the proper-prefix tokens; when the
  covering branch wins, the choice among the covering tokens goes to vLLM;
- from there one streaming `/v1/completions` request generates the rest, the logits processor
  choosing each token under the type constraint. The stop rules read the stream as it comes
  and close it when they fire; a newer keystroke's cancel flag closes it too, and vLLM aborts
  the request.
"""

from __future__ import annotations

import hashlib
import uuid
from collections import deque

from decoding.backoff import backoff_point
from decoding.budget import RequestBudget
from decoding.generate import TokenLoop
from decoding.model_loading import LoadedModel, default_model_dir
from decoding.options import CompletionOptions
from decoding.pipeline import Completer, Completion
from decoding.served.http_client import FIX_HINT, BackendError, VllmClient
from decoding.served.protocol import GenerateArgs, encode
from decoding.served.remote_cpc import COVER_REST, NodeScorer, RemoteCoveringTree, ScoresNotProcessed, candidate_tokens

TOKENIZER_PROBE = "function greet(name: string): string {\n  return `héllo, ${name}` // ✓\n}\n"
HAND_OFF = object()  # the covering branch won: vLLM chooses among the covering tokens


class RemoteCompleter(Completer):
    def __init__(self, client: VllmClient, tokenizer, served_model: str, processor: bool = True) -> None:
        super().__init__(LoadedModel(None, tokenizer, served_model, client.url, "served by vLLM", "vllm"))
        self.client = client
        self.served_model = served_model
        self.processor = processor  # False: the user allowed unconstrained completions without it
        self.scorer = NodeScorer(client, served_model, self.vocabulary, len(tokenizer))
        self._new_session = lambda: RemoteSession(self)
        self._request_prefix = ""
        self.client_id = uuid.uuid4().hex[:12]  # document keys of different editors never meet in the processor

    @classmethod
    def connect(cls, url: str, api_key: str | None = None, model: str | None = None, timeout: float = 30.0,
                allow_unconstrained: bool = False, progress=None) -> "RemoteCompleter":
        """Check the server (reachable, same tokenizer, processor installed) and warm it up."""
        say = progress or (lambda message: None)
        client = VllmClient(url, api_key, timeout)
        tokenizer = _local_tokenizer(model, say)
        say(f"connecting to the vLLM server at {url}")
        served = _served_model(client, model)
        _check_tokenizer(client, served, tokenizer)
        completer = cls(client, tokenizer, served)
        if not completer._processor_answers():
            if not allow_unconstrained:
                raise BackendError(
                    f"the vLLM server at {url} runs without cpc-lsp's logits processor, so it can neither keep "
                    f"completions type-correct nor condition on typed characters exactly: {FIX_HINT}, or "
                    "`pip install cpc-lsp[vllm]` into its environment and restart it; or set "
                    "cpcLsp.allowUnconstrained to accept plain completions")
            completer.processor = False
        else:
            try:
                completer.scorer.score([tokenizer.eos_token_id or 0], b"re", [()])
            except ScoresNotProcessed as error:
                raise BackendError(str(error)) from None
        say(f"warming up {served} at {url}")
        completer.warm_up()
        return completer

    def complete(self, text: str, cursor: int, options: CompletionOptions = CompletionOptions(),
                 *rest, **named) -> Completion:
        if not self.processor:
            options = options.with_changes(type_constraint=False)
        if 0 <= cursor <= len(text):
            self._request_prefix = text[: backoff_point(text, cursor)]  # the processor's engine starts there
        before = self.client.round_trips
        completion = super().complete(text, cursor, options, *rest, **named)
        completion.timings["round_trips"] = self.client.round_trips - before
        return completion

    def session_for(self, document: str):
        session = super().session_for(document)
        session.document_key = hashlib.sha1(document.encode("utf-8", "surrogatepass")).hexdigest()[:16]
        return session

    def _loop(self, method: str) -> TokenLoop:
        if method not in self._loops:
            self._loops[method] = RemoteTokenLoop(self, method)
        return self._loops[method]

    def _processor_answers(self) -> bool:
        """Ask for a first token that starts with the vocabulary's longest token: only the
        processor makes the model write that."""
        longest = max(range(self.vocabulary.size), key=lambda t: len(self.vocabulary.bytes_of(t)))
        cover = self.vocabulary.bytes_of(longest)
        body = {"model": self.served_model, "prompt": [self.tokenizer.eos_token_id or 0], "max_tokens": 1,
                "temperature": 0.0, "return_token_ids": True,
                "vllm_xargs": encode(GenerateArgs(document="cpc-lsp://probe", prefix="", cover=cover.hex(),
                                                  constraint=False))}
        answer = self.client.post("/v1/completions", body)
        tokens = answer["choices"][0].get("token_ids") or []
        return bool(tokens) and self.vocabulary.bytes_of(tokens[0]).startswith(cover)


class RemoteTokenLoop(TokenLoop):
    """The in-process token loop; its tokens come from the server."""

    rewinds = False  # one stream per generation: no tokens taken back (escapes.py), loops stop as before

    def __init__(self, completer: RemoteCompleter, method: str) -> None:
        super().__init__(completer.vocabulary, None, len(completer.tokenizer))
        self.completer = completer
        self.method = method

    def run(self, session, request, cancel=None, budget: RequestBudget | None = None):
        budget = budget if budget is not None else RequestBudget(cancel=cancel)
        session.begin(self.method, request, budget)
        try:
            return super().run(session, request, budget=budget)
        finally:
            session.end()

    def _next_token(self, step, logprobs, remaining):
        return step.session.next_token(step, remaining)


class RemoteSession:
    """Stands where `LMSession` stands for one document: the prompt, the tokens committed while
    the typed characters are matched, and the open generation stream."""

    def __init__(self, completer: RemoteCompleter) -> None:
        self.completer = completer
        self.prompt_ids: list[int] = []
        self.committed: list[int] = []
        self.prompt_tokens_processed = 0  # vLLM's prefix cache decides; not reported per request
        self.document_key = ""
        self._stream = None
        self._tokens: deque[int] = deque()
        self._finished = False

    # -- what the token loop calls -------------------------------------------------------------

    def reset(self, token_ids: list[int]):
        self.prompt_ids = list(token_ids)
        return None

    def append(self, token_ids: list[int]):
        if self._stream is None:
            self.committed += list(token_ids)
        return None

    # -- one generation ------------------------------------------------------------------------

    def begin(self, method: str, request, budget: RequestBudget) -> None:
        self.method, self.request, self.budget, self.cancel = method, request, budget, budget.cancel
        self.committed, self._tree, self._tree_root = [], None, 0
        self._stream, self._tokens, self._finished = None, deque(), False

    def end(self) -> None:
        if self._stream is not None:
            self._stream.close()  # a stop rule fired or the request was cancelled: vLLM aborts it

    def next_token(self, step, remaining: bytes):
        if self._stream is None and remaining:
            token = self._typed_token(step, remaining)
            if token is not HAND_OFF:
                return token
        if self._stream is None:
            self._open_stream(step, remaining)
        return self._streamed_token()

    def _typed_token(self, step, remaining: bytes):
        """The next token while typed characters remain: a proper-prefix token chosen here, or
        HAND_OFF when a covering token comes next."""
        if not self.completer.processor:  # no scores without the processor: the typed text as the tokenizer spells it
            typed = self.completer.tokenizer(remaining.decode("utf-8", errors="ignore"), add_special_tokens=False)["input_ids"]
            return typed[0] if typed else None
        distribution = self._distribution(remaining)
        for token in candidate_tokens(distribution, step.request.sampling, step.generator):
            piece = self.completer.vocabulary.bytes_of(token) if token != COVER_REST else b""
            if token == COVER_REST or piece.startswith(remaining):
                return HAND_OFF
            if step.constraint is None:
                return token
            advanced = step.constraint.advance(piece)
            if advanced is not None:
                step.constraint = advanced
                return token
            step.rejected += 1
        return None

    def _distribution(self, remaining: bytes) -> dict[int, float]:
        path = tuple(self.committed[self._tree_root:])
        if self._tree is None or self._tree.node(path) is None or (path and self.method != "exact"):
            self._tree_root = len(self.committed)
            self._tree = RemoteCoveringTree(self.completer.scorer, self.prompt_ids + self.committed, remaining)
            if self.method == "exact":
                self._tree.evaluate(self.cancel, self._affinity(), self.budget)
            else:
                self._tree.evaluate_root(self.cancel, self._affinity())
            path = ()
        if self.method == "exact":
            return self._tree.distribution(path)
        node = self._tree.node(path)
        weights = dict(node.covering)
        if node.covering_rest > 0:
            weights[COVER_REST] = node.covering_rest
        if self.method == "naive" or not weights:  # healing: the covering tokens when any has mass
            weights.update(node.prefixes)
        total = sum(weights.values())
        return {token: w / total for token, w in weights.items() if w > 0} if total > 0 else {}

    def _open_stream(self, step, cover: bytes) -> None:
        request, completer = self.request, self.completer
        body = {
            "model": completer.served_model,
            "prompt": self.prompt_ids + self.committed,
            "max_tokens": request.max_tokens - step.tokens,
            "return_token_ids": True,
        }
        if completer.processor:
            body["temperature"] = 0.0  # the processor has already drawn the token; vLLM takes the one left
            body["vllm_xargs"] = encode(GenerateArgs(
                document=f"{completer.client_id}:{self.document_key}",
                prefix=completer._request_prefix,
                committed=b"".join(completer.vocabulary.bytes_of(t) for t in self.committed).hex(),
                cover=cover.hex(),
                constraint=step.constraint is not None,
                end_anywhere=request.end_anywhere,
                temperature=request.sampling.temperature,
                top_p=request.sampling.top_p,
                seed=request.seed,
            ))
        else:
            body.update(temperature=request.sampling.temperature, top_p=request.sampling.top_p)
            if request.seed is not None:
                body["seed"] = request.seed
        self._stream = completer.client.stream("/v1/completions", body, self.cancel, self._affinity())
        self._events = iter(self._stream)

    def _affinity(self) -> dict:
        """A load balancer in front of several vLLM replicas hashes on this header (README)."""
        return {"X-Cpc-Lsp-Document": self.document_key}

    def _streamed_token(self):
        while not self._tokens and not self._finished:
            event = next(self._events, None)
            if event is None:
                self._finished = True
                break
            choice = event["choices"][0]
            self._tokens.extend(choice.get("token_ids") or [])
            if choice.get("finish_reason") == "stop" and not self._tokens:
                eos = sorted(self.completer.vocabulary.eos_token_ids)
                self._tokens.append(eos[0] if eos else 0)  # vLLM leaves end-of-text out
        return self._tokens.popleft() if self._tokens else None


def _local_tokenizer(model: str | None, say):
    from transformers import AutoTokenizer

    source = model or str(default_model_dir(say))
    try:
        return AutoTokenizer.from_pretrained(source, trust_remote_code=False)
    except Exception as error:
        raise BackendError(
            f"the editor side needs the served model's tokenizer, and {source!r} has none that loads "
            f"({str(error).strip().splitlines()[0][:200] if str(error).strip() else type(error).__name__}); "
            "set cpcLsp.model to a local folder or hub name of the model the server serves") from None


def _served_model(client: VllmClient, model: str | None) -> str:
    served = client.get("/v1/models").get("data") or []
    names = {entry.get("id"): entry.get("root") for entry in served if isinstance(entry, dict)}
    if not names:
        raise BackendError(f"the vLLM server at {client.url} serves no model")
    for name, root in names.items():
        if model and model in (name, root):
            return name
    if len(names) == 1:
        return next(iter(names))
    raise BackendError(f"model name mismatch: the vLLM server at {client.url} serves {', '.join(map(str, names))}; "
                       "set cpcLsp.model to one of them")


def _check_tokenizer(client: VllmClient, served: str, tokenizer) -> None:
    answer = client.post("/tokenize", {"model": served, "prompt": TOKENIZER_PROBE, "add_special_tokens": False})
    local = tokenizer(TOKENIZER_PROBE, add_special_tokens=False)["input_ids"]
    if answer.get("tokens") != local:
        raise BackendError(
            f"model name mismatch: the vLLM server at {client.url} serves {served!r}, whose tokenizer differs "
            "from the editor's model; set cpcLsp.model to the model the server serves")
