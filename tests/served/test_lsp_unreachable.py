"""`backend: vllm` with no server at `serverUrl`: the status says so and the server keeps serving."""

from __future__ import annotations

import pytest
import pytest_lsp
from pytest_lsp import ClientServerConfig, LanguageClient

from lsp_session import inline_completion, items_of, open_document, server_command, start, wait_for_state, watch_status
from vllm_server import free_port

pytestmark = pytest.mark.asyncio(loop_scope="module")
PORT = free_port()


@pytest_lsp.fixture(scope="module", config=ClientServerConfig(server_command=server_command()))
async def client(lsp_client: LanguageClient):
    lsp_client.statuses = watch_status(lsp_client)
    await start(lsp_client, {"backend": "vllm", "serverUrl": f"http://127.0.0.1:{PORT}"})
    await wait_for_state(lsp_client.statuses, "ready", "error")
    yield
    await lsp_client.shutdown_session()


async def test_the_status_says_the_server_is_unreachable(client: LanguageClient):
    status = client.statuses[-1]
    assert status["state"] == "error"
    assert f"cannot reach the vLLM server at http://127.0.0.1:{PORT}" in status["message"]
    assert "serve-vllm" in status["message"]


async def test_requests_still_get_an_answer(client: LanguageClient):
    open_document(client, "file:///a.ts", "let a = 1")
    assert items_of(await inline_completion(client, "file:///a.ts", 0, 9)) == []
