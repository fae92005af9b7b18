"""The vLLM backend against a real vLLM server on the CPU (the embedded SmolLM2, float32):
same greedy completions as in-process, the type constraint applied inside vLLM, exact CPC
within TV 0.01 of the in-process exact method, cancellation aborting the server's work."""

from __future__ import annotations

import re
import threading
import time
import urllib.request
from pathlib import Path

import pytest

from decoding.options import CompletionOptions

pytestmark = [pytest.mark.slow, pytest.mark.vllm]
SAMPLE = Path(__file__).resolve().parents[2] / "examples" / "sample.ts"
NO_DEADLINE_MS = 600_000  # the largest deadline CompletionOptions takes (bench/constrained_quality.py's)


def sample_positions(count: int) -> list[int]:
    """Cursors spread over examples/sample.ts: after words, mid-word, after `(` and indentation."""
    text = SAMPLE.read_text()
    cursors = [m.end() for m in re.finditer(r"[A-Za-z.(]\b|\n  |[a-z]{4}(?=[a-z]{3})", text)]
    return cursors[:: max(1, len(cursors) // count)][:count]


def test_greedy_completions_equal_the_in_process_backend(remote_completer, smollm2_completer):
    text = SAMPLE.read_text()
    for cursor in sample_positions(8):
        # no deadline: a loaded machine must not cut one side short (a timing is no pass/fail)
        options = CompletionOptions(max_tokens=12, deadline_ms=NO_DEADLINE_MS)
        remote = remote_completer.complete(text, cursor, options, document="sample")
        local = smollm2_completer.complete(text, cursor, options, document="sample")
        assert remote.insert_text == local.insert_text, (text[cursor - 20 : cursor], remote.ghost_text, local.ghost_text)
        assert (remote.replace_start, remote.replace_end) == (local.replace_start, local.replace_end)


def test_the_type_constraint_rejects_tokens_inside_vllm(remote_completer, vllm_url):
    """Unconstrained, the model writes a type error here; through the processor it cannot. A
    vLLM without the processor fails this test (connect refuses it, or the error comes through)."""
    import json

    import ts_completion_engine as tce

    text = "let s: string = 'a';\nlet n: number = s"
    results = {}
    for constrained in (False, True):
        options = CompletionOptions(type_constraint=constrained, max_tokens=12, multiline="never", deadline_ms=NO_DEADLINE_MS)
        completion = remote_completer.complete(text, len(text), options, document="types")
        results[constrained] = text[: completion.replace_start] + completion.insert_text
    assert tce.check(results[False]).status == "rejected", results
    assert tce.check(results[True]).status != "rejected", results
    # A request without cpc-lsp's arguments is left alone: vLLM's own greedy choice writes the error.
    ids = remote_completer.prompts[True].build(text, len(text), len(text))
    body = json.dumps({"model": remote_completer.served_model, "prompt": ids, "max_tokens": 4, "temperature": 0}).encode()
    request = urllib.request.Request(vllm_url + "/v1/completions", body, {"Content-Type": "application/json"})
    plain = json.load(urllib.request.urlopen(request, timeout=60))["choices"][0]["text"]
    assert tce.check(text + plain).status == "rejected", plain


@pytest.mark.parametrize("context, typed", [
    ("function total(items: number[]): number {\n  let sum = 0;\n  for (const item of items) {\n    sum +=", " ite"),
    ("const values = [1, 2, 3];\nconsole.", "lo"),
    ("interface Point {\n  x: number;\n  y: number;\n}\nconst p: Point = { x: 1, y: 2 };\nconst d = p.x *", " p."),
    ("export function greet(name: string) {\n  return `Hello, ${na", "me}"),
    ("const input = document.getElementById('x');\nif (input", " ?"),
])
def test_exact_cpc_is_within_tv_001_of_in_process(remote_completer, smollm2_completer, context, typed):
    from decoding.cpc import first_token_distribution, prompt_token_ids
    from decoding.served.remote_cpc import COVER_REST, NodeScorer, RemoteCoveringTree

    local = first_token_distribution(smollm2_completer.loaded.model, smollm2_completer.tokenizer, context, typed)
    scorer = NodeScorer(remote_completer.client, remote_completer.served_model, remote_completer.vocabulary,
                        len(remote_completer.tokenizer), detail=100)
    tree = RemoteCoveringTree(scorer, prompt_token_ids(remote_completer.tokenizer, context), typed.encode())
    trips = remote_completer.client.round_trips
    tree.evaluate()
    remote = tree.distribution()
    assert remote_completer.client.round_trips - trips <= 3
    # Covering tokens the server did not list one by one share the COVER_REST entry.
    grouped: dict[int, float] = {}
    for token, p in local.items():
        key = token if token in remote or token not in scorer.vocab.tokens_starting_with(typed.encode()).tolist() else COVER_REST
        grouped[key] = grouped.get(key, 0.0) + p
    assert remote.get(COVER_REST, 0.0) < 0.05, "the comparison must be (nearly) token by token"
    tv = 0.5 * sum(abs(grouped.get(t, 0.0) - remote.get(t, 0.0)) for t in set(grouped) | set(remote))
    assert tv < 0.01, (tv, sorted(remote.items(), key=lambda x: -x[1])[:5], sorted(grouped.items(), key=lambda x: -x[1])[:5])


def test_a_cancelled_request_is_aborted_on_the_server(remote_completer, vllm_url):
    """The client closes the stream when the cancel flag is set; vLLM sees the connection go and
    aborts the request (the completer's own use of the flag: test_client_failures.py)."""
    from decoding.generate import Cancelled

    cancel = threading.Event()
    body = {"model": remote_completer.served_model, "prompt": [1, 2, 3], "max_tokens": 3000, "ignore_eos": True,
            "temperature": 0}
    stream = remote_completer.client.stream("/v1/completions", body, cancel)
    events = iter(stream)
    next(events)
    assert running_requests(vllm_url) == 1
    cancel.set()
    started = time.monotonic()
    with pytest.raises(Cancelled):
        for _ in events:
            pass
    stream.close()
    assert time.monotonic() - started < 1
    deadline = time.monotonic() + 10
    while running_requests(vllm_url) > 0:  # vLLM noticed the closed connection and aborted the request
        assert time.monotonic() < deadline, "vLLM still runs the cancelled request"
        time.sleep(0.2)


def running_requests(url: str) -> float:
    metrics = urllib.request.urlopen(url + "/metrics", timeout=10).read().decode()
    return sum(float(line.rsplit(" ", 1)[1]) for line in metrics.splitlines()
               if line.startswith("vllm:num_requests_running"))


@pytest.mark.parametrize("method", ["naive", "healing"])
def test_naive_and_healing_stay_available_and_match_in_process(remote_completer, smollm2_completer, method):
    text = SAMPLE.read_text()
    for cursor in sample_positions(4):
        options = CompletionOptions(max_tokens=8, cpc_method=method)
        remote = remote_completer.complete(text, cursor, options, document="methods")
        local = smollm2_completer.complete(text, cursor, options, document="methods")
        assert remote.insert_text == local.insert_text, (method, text[cursor - 20 : cursor], remote.ghost_text)


def test_sampled_completions_start_with_the_typed_word_and_keep_the_file_completable(remote_completer):
    import ts_completion_engine as tce

    text = "let s: string = 'a';\nlet n: number = s.len"
    for seed in range(3):
        options = CompletionOptions(max_tokens=8, temperature=0.8, seed=seed, multiline="never")
        completion = remote_completer.complete(text, len(text), options, document="sampled")
        accepted = text[: completion.replace_start] + completion.insert_text
        assert accepted.startswith(text), accepted
        assert tce.check(accepted).status != "rejected", accepted
