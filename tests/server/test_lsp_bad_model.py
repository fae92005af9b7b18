"""A model that cannot load: the server says so clearly and keeps serving."""

from __future__ import annotations

import pytest
import pytest_lsp
from pytest_lsp import ClientServerConfig, LanguageClient

from lsp_session import inline_completion, items_of, open_document, server_command, start, wait_for_state, watch_status

pytestmark = pytest.mark.asyncio(loop_scope="module")


@pytest_lsp.fixture(scope="module", config=ClientServerConfig(server_command=server_command("--model", "/no/such/model-folder")))
async def client(lsp_client: LanguageClient):
    lsp_client.statuses = watch_status(lsp_client)
    await start(lsp_client)
    await wait_for_state(lsp_client.statuses, "ready", "error")
    yield
    await lsp_client.shutdown_session()


async def test_the_error_names_the_folder_and_what_to_do(client: LanguageClient):
    status = client.statuses[-1]
    assert status["state"] == "error"
    assert "/no/such/model-folder" in status["message"] and "does not exist" in status["message"]
    assert any(message.type.value == 1 and "does not exist" in message.message for message in client.log_messages)


async def test_requests_still_get_an_answer(client: LanguageClient):
    open_document(client, "file:///a.ts", "let a = 1")
    assert items_of(await inline_completion(client, "file:///a.ts", 0, 9)) == []
