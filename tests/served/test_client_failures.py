"""The vLLM client's failure modes, each with an error that says what to do, against a fake
vLLM HTTP API (no vLLM needed): unreachable, timeout, API key, model mismatch, processor missing
(and the fallback the user may allow), cancellation closing the request."""

from __future__ import annotations

import threading
import time

import pytest

from decoding.generate import Cancelled
from decoding.options import CompletionOptions
from decoding.served.http_client import BackendError, VllmClient
from decoding.served.remote_completer import RemoteCompleter
from fake_vllm import FakeVllm
from vllm_server import free_port


@pytest.fixture(scope="module")
def tokenizer():
    from transformers import AutoTokenizer

    from decoding.model_loading import default_model_dir

    return AutoTokenizer.from_pretrained(default_model_dir())


@pytest.fixture
def fake(request, tokenizer):
    servers = []

    def make(**options):
        servers.append(FakeVllm(tokenizer, **options))
        return servers[-1]

    yield make
    for server in servers:
        server.close()


def test_an_unreachable_server_says_so():
    with pytest.raises(BackendError, match="cannot reach the vLLM server at http://127.0.0.1:.*is it running"):
        RemoteCompleter.connect(f"http://127.0.0.1:{free_port()}")


def test_a_malformed_url_is_refused():
    with pytest.raises(BackendError, match="serverUrl must look like"):
        VllmClient("ftp://gpu-box")


def test_a_slow_server_times_out(fake):
    server = fake(delay=1.0)
    with pytest.raises(BackendError, match="did not answer within 0.3 s"):
        RemoteCompleter.connect(server.url, timeout=0.3)


def test_the_api_key_is_sent_as_a_bearer_token_and_a_wrong_one_is_explained(fake):
    server = fake(api_key="secret")
    with pytest.raises(BackendError, match="refused the API key.*cpcLsp.apiKey"):
        RemoteCompleter.connect(server.url, api_key="wrong")
    assert server.requests[-1]["authorization"] == "Bearer wrong"


def test_a_server_with_another_tokenizer_is_a_model_mismatch(fake):
    server = fake(tokenize_shift=1)
    with pytest.raises(BackendError, match="model name mismatch.*fake-model"):
        RemoteCompleter.connect(server.url)


def test_a_server_without_the_processor_is_detected_with_the_fix(fake):
    server = fake()
    with pytest.raises(BackendError, match="without cpc-lsp's logits processor.*serve-vllm.*allowUnconstrained"):
        RemoteCompleter.connect(server.url)


def test_without_the_processor_plain_completions_only_when_allowed(fake, tokenizer):
    typed_rest = tokenizer(" + b;", add_special_tokens=False)["input_ids"]
    server = fake(stream_tokens=typed_rest + [tokenizer.eos_token_id])
    completer = RemoteCompleter.connect(server.url, allow_unconstrained=True)
    assert completer.processor is False
    text = "function add(a: number, b: number) {\n  return a"
    completion = completer.complete(text, len(text), CompletionOptions(max_tokens=8))
    assert completion.ghost_text == " + b;"
    assert completion.timings["type_constraint"] is False
    stream = server.requests[-1]["body"]
    assert "vllm_xargs" not in stream and stream["prompt"][-1] != typed_rest[0]


def test_cancelling_closes_the_stream_so_the_server_stops(fake, tokenizer):
    filler = tokenizer(" 1,", add_special_tokens=False)["input_ids"]
    server = fake(stream_tokens=filler * 400, token_delay=0.01)
    completer = RemoteCompleter.connect(server.url, allow_unconstrained=True)
    cancel = threading.Event()
    threading.Timer(0.5, cancel.set).start()
    text = "const xs = [\n"
    started = time.monotonic()
    with pytest.raises(Cancelled):
        completer.complete(text, len(text), CompletionOptions(max_tokens=1000, multiline="always"), cancel)
    assert time.monotonic() - started < 2
    assert server.stream_closed_early.wait(5), "the server kept streaming to a cancelled request"


def test_the_deadline_ends_a_remote_generation_with_what_it_has_and_closes_the_stream(fake, tokenizer):
    filler = tokenizer(" 1,", add_special_tokens=False)["input_ids"]
    server = fake(stream_tokens=filler * 400, token_delay=0.01)
    completer = RemoteCompleter.connect(server.url, allow_unconstrained=True)
    ticks = iter(range(10**6))
    completer.clock = lambda: next(ticks) * 0.01  # each look at the clock is 10 ms later: no real waiting
    text = "const xs = [\n"
    completion = completer.complete(text, len(text), CompletionOptions(max_tokens=1000, multiline="always",
                                                                       deadline_ms=100))
    assert completion.stop_reason == "deadline"
    assert 0 < completion.tokens < 20 and completion.ghost_text
    assert (" 1," * 400).startswith(completion.ghost_text)
    assert server.stream_closed_early.wait(5), "the server kept streaming past the deadline"


def test_every_request_names_its_document_for_a_balancer_with_affinity(fake, tokenizer):
    server = fake(stream_tokens=tokenizer(" 1;", add_special_tokens=False)["input_ids"])
    completer = RemoteCompleter.connect(server.url, allow_unconstrained=True)
    for uri in ("file:///a.ts", "file:///b.ts", "file:///a.ts"):
        completer.complete("let x =", 7, CompletionOptions(max_tokens=2), document=uri)
    keys = [request["document"] for request in server.requests[-3:]]
    assert keys[0] == keys[2] != keys[1] and len(keys[0]) == 16
