"""`cpc-lsp --stdio` with the real embedded SmolLM2-135M, through a real LSP client."""

from __future__ import annotations

from pathlib import Path

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient

from lsp_session import apply_item, inline_completion, items_of, open_document, server_command, start, wait_for_state, watch_status

pytestmark = [pytest.mark.slow, pytest.mark.asyncio(loop_scope="module")]
SAMPLE = Path(__file__).resolve().parents[2] / "examples" / "sample.ts"


@pytest_lsp.fixture(scope="module", config=ClientServerConfig(server_command=server_command("--model", "smollm2-135m")))
async def client(lsp_client: LanguageClient):
    statuses = watch_status(lsp_client)
    lsp_client.initialize_result = await start(lsp_client, {"maxTokens": 16})
    await wait_for_state(statuses, "ready", "error")
    assert statuses[-1]["state"] == "ready", statuses
    yield
    await lsp_client.shutdown_session()


async def test_initialize_advertises_inline_completion(client: LanguageClient):
    assert client.initialize_result.capabilities.inline_completion_provider is not None


async def test_completion_after_a_whole_word_starts_at_the_cursor_without_repeating_it(client: LanguageClient):
    text = "function add(a: number, b: number): number {\n  return a"
    open_document(client, "file:///add.ts", text)
    items = items_of(await inline_completion(client, "file:///add.ts", 1, len("  return a")))
    assert len(items) == 1
    accepted = apply_item(text, items[0])
    assert accepted.startswith(text)
    added = accepted[len(text):]
    assert added.strip(), "the completion adds something after the cursor"
    assert not added.startswith("a"), f"`a` was repeated: {accepted!r}"
    assert "\n" not in added  # single-line after code on the line


async def test_mid_word_completion_starts_with_the_rest_of_the_word(client: LanguageClient):
    text = SAMPLE.read_text()
    line_number, line = next((n, l) for n, l in enumerate(text.split("\n")) if l.endswith("return tota"))
    open_document(client, SAMPLE.as_uri(), text)
    items = items_of(await inline_completion(client, SAMPLE.as_uri(), line_number, len(line)))
    assert len(items) == 1
    accepted_line = apply_item(text, items[0]).split("\n")[line_number]
    assert accepted_line.startswith("  return total"), accepted_line
    assert items[0].range.end == types.Position(line=line_number, character=len(line))
