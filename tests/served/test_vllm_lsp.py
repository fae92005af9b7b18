"""`cpc-lsp --stdio` with `backend: vllm`, through a real LSP client: the ghost text equals the
in-process backend's for greedy requests on the examples."""

from __future__ import annotations

from pathlib import Path

import pytest
import pytest_lsp
from pytest_lsp import ClientServerConfig, LanguageClient

from lsp_session import apply_item, inline_completion, items_of, open_document, server_command, start, wait_for_state, watch_status

pytestmark = [pytest.mark.slow, pytest.mark.vllm, pytest.mark.asyncio(loop_scope="module")]
SAMPLE = Path(__file__).resolve().parents[2] / "examples" / "sample.ts"
MAX_TOKENS = 12


@pytest_lsp.fixture(scope="module", config=ClientServerConfig(server_command=server_command()))
async def client(lsp_client: LanguageClient, vllm_url):
    statuses = watch_status(lsp_client)
    await start(lsp_client, {"backend": "vllm", "serverUrl": vllm_url, "maxTokens": MAX_TOKENS})
    await wait_for_state(statuses, "ready", "error")
    assert statuses[-1]["state"] == "ready", statuses
    assert "served by vLLM" in statuses[-1]["message"]
    yield
    await lsp_client.shutdown_session()


async def test_ghost_text_equals_the_in_process_backend(client: LanguageClient, smollm2_completer):
    from decoding.options import CompletionOptions

    from test_vllm_backend import sample_positions

    text = SAMPLE.read_text()
    open_document(client, SAMPLE.as_uri(), text)
    for cursor in sample_positions(6):
        line = text.count("\n", 0, cursor)
        character = cursor - (text.rfind("\n", 0, cursor) + 1)
        items = items_of(await inline_completion(client, SAMPLE.as_uri(), line, character))
        local = smollm2_completer.complete(text, cursor, CompletionOptions(max_tokens=MAX_TOKENS), document="lsp")
        expected = text[: local.replace_start] + local.insert_text + text[local.replace_end :] if local.insert_text else text
        got = apply_item(text, items[0]) if items else text
        assert got == expected, (text[cursor - 20 : cursor], items, local.ghost_text)
