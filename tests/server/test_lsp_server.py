"""`cpc-lsp --stdio` end to end through a real LSP client, on a tiny random-weight model:
capabilities, loading with progress, positions, settings and bad input. What the real model
writes is tested in test_lsp_smollm2.py."""

from __future__ import annotations

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient

from lsp_session import (
    apply_item, inline_completion, items_of, open_document, server_command, start, wait_for_state, watch_status,
)

pytestmark = pytest.mark.asyncio(loop_scope="module")


@pytest_lsp.fixture(scope="module", config=ClientServerConfig(server_command=server_command()))
async def client(lsp_client: LanguageClient):
    lsp_client.statuses = watch_status(lsp_client)
    # Random weights write almost nothing typeable: the type constraint is tested in
    # tests/decoding and with the real model, not here.
    lsp_client.initialize_result = await start(lsp_client, {"maxTokens": 6, "temperature": 0, "typeConstraint": False})
    lsp_client.first_answer = items_of(await inline_completion(lsp_client, "file:///early.ts", 0, 0))
    lsp_client.state_at_first_answer = lsp_client.statuses[-1]["state"] if lsp_client.statuses else None
    await wait_for_state(lsp_client.statuses, "ready", "error")
    yield
    await lsp_client.shutdown_session()


@pytest.fixture(scope="module", autouse=True)
def tiny_model_environment(tiny_model_dir):
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("CPC_LSP_MODEL", str(tiny_model_dir))
        yield


async def test_initialize_advertises_inline_completion_and_incremental_sync(client: LanguageClient):
    capabilities = client.initialize_result.capabilities
    assert capabilities.inline_completion_provider is not None
    assert capabilities.text_document_sync.change == types.TextDocumentSyncKind.Incremental


async def test_a_request_during_model_load_answers_empty(client: LanguageClient):
    assert client.state_at_first_answer == "loading"
    assert client.first_answer == []


async def test_model_load_reports_progress_and_becomes_ready(client: LanguageClient):
    assert client.statuses[-1]["state"] == "ready", client.statuses
    reports = client.progress_reports["cpc-lsp/load-model"]
    assert isinstance(reports[0], types.WorkDoneProgressBegin)
    assert isinstance(reports[-1], types.WorkDoneProgressEnd)
    assert any("ready" in message.message for message in client.log_messages)


async def test_mid_word_completion_range_covers_the_typed_part_without_duplicating_it(client: LanguageClient):
    text = "const totalPrice = 1;\nconsole.log(totalP"
    open_document(client, "file:///mid.ts", text)
    items = items_of(await inline_completion(client, "file:///mid.ts", 1, len("console.log(totalP")))
    assert len(items) == 1
    item = items[0]
    assert item.range.end == types.Position(line=1, character=len("console.log(totalP"))
    assert item.range.start.line == 1 and item.range.start.character <= len("console.log(")
    accepted = apply_item(text, item)
    assert accepted.startswith(text)  # what was typed stays, once
    assert item.command.command == "cpcLsp.accepted"


async def test_positions_after_emoji_and_cjk_are_utf16(client: LanguageClient):
    line = "const 名前 = '😀'; let value"
    text = "// テスト\n" + line
    open_document(client, "file:///utf16.ts", text)
    utf16_end = len(line) + 1  # the emoji is two UTF-16 code units
    items = items_of(await inline_completion(client, "file:///utf16.ts", 1, utf16_end))
    assert len(items) == 1
    assert items[0].range.end == types.Position(line=1, character=utf16_end)
    assert apply_item(text, items[0]).startswith(text)


async def test_incremental_changes_are_followed(client: LanguageClient):
    uri = "file:///edit.ts"
    open_document(client, uri, "let a = 1;\n")
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=2),
            content_changes=[
                types.TextDocumentContentChangePartial(
                    range=types.Range(start=types.Position(line=1, character=0), end=types.Position(line=1, character=0)),
                    text="let bee = a + bee",
                )
            ],
        )
    )
    items = items_of(await inline_completion(client, uri, 1, len("let bee = a + bee")))
    assert len(items) == 1
    assert items[0].range.end == types.Position(line=1, character=len("let bee = a + bee"))


async def test_unknown_document_answers_empty_and_says_why(client: LanguageClient):
    assert items_of(await inline_completion(client, "file:///never-opened.ts", 0, 0)) == []
    assert any("not open" in message.message for message in client.log_messages)


async def test_position_past_the_end_answers_empty_and_says_why(client: LanguageClient):
    open_document(client, "file:///short.ts", "let a = 1;\n")
    assert items_of(await inline_completion(client, "file:///short.ts", 40, 3)) == []
    assert any("does not exist" in message.message for message in client.log_messages)


async def test_empty_document_and_binary_garbage_are_served(client: LanguageClient):
    # single-line: multi-line text is cut back to whole statements, which random weights never write
    client.workspace_did_change_configuration(
        types.DidChangeConfigurationParams(settings={"cpcLsp": {"multiline": "never"}})
    )
    open_document(client, "file:///empty.ts", "")
    empty = items_of(await inline_completion(client, "file:///empty.ts", 0, 0))
    garbage = "\x00\x01\x02\ufffd\x7f\x1b[31m" * 40
    open_document(client, "file:///garbage.ts", garbage)
    binary = items_of(await inline_completion(client, "file:///garbage.ts", 0, len(garbage)))
    # A result, not an error; with the constraint off the model writes something in both.
    assert len(empty) == 1 and len(binary) == 1
    assert empty[0].range.start == empty[0].range.end == types.Position(line=0, character=0)
    assert empty[0].insert_text
    assert binary[0].range.end == types.Position(line=0, character=len(garbage))
    accepted = apply_item(garbage, binary[0])
    assert accepted.startswith(garbage) and len(accepted) > len(garbage)
    client.workspace_did_change_configuration(
        types.DidChangeConfigurationParams(settings={"cpcLsp": {"multiline": "auto"}})
    )


async def test_a_five_megabyte_document_is_served(client: LanguageClient):
    text = "export const value = 1;\n" * 220_000 + "export const val"  # ~5 MB
    open_document(client, "file:///big.ts", text)
    items = items_of(await inline_completion(client, "file:///big.ts", 220_000, len("export const val")))
    assert len(items) == 1 and items[0].range.end.line == 220_000


async def test_bad_settings_are_refused_with_a_message_and_good_ones_apply(client: LanguageClient):
    client.workspace_did_change_configuration(
        types.DidChangeConfigurationParams(settings={"cpcLsp": {"maxTokens": "many", "multiline": "never"}})
    )
    open_document(client, "file:///settings.ts", "let x = ")
    items = items_of(await inline_completion(client, "file:///settings.ts", 0, 8))
    assert any("maxTokens" in message.message for message in client.log_messages)
    assert len(items) == 1 and items[0].insert_text  # maxTokens kept its last good value
    assert "\n" not in items[0].insert_text  # multiline "never" applied


async def test_the_server_still_answers_after_all_of_that(client: LanguageClient):
    open_document(client, "file:///last.ts", "function f() {\n  return 1")
    assert len(items_of(await inline_completion(client, "file:///last.ts", 1, 10))) == 1

