"""Helpers for driving `cpc-lsp --stdio` from pytest-lsp tests."""

from __future__ import annotations

import asyncio
import json
import sys

from lsprotocol import types
from pytest_lsp import LanguageClient, client_capabilities


def server_command(*arguments: str) -> list[str]:
    return [sys.executable, "-m", "server.cli", "--stdio", *arguments]


def watch_status(client: LanguageClient) -> list[dict]:
    """Record every `cpcLsp/status` notification the server sends."""
    statuses: list[dict] = []

    @client.feature("cpcLsp/status")
    def on_status(params) -> None:
        statuses.append({"state": params.state, "message": params.message})

    return statuses


async def start(client: LanguageClient, options: dict | None = None) -> types.InitializeResult:
    params = types.InitializeParams(
        capabilities=client_capabilities("visual-studio-code"), initialization_options=options or {}
    )
    return await client.initialize_session(params)


async def wait_for_state(statuses: list[dict], *states: str, timeout: float = 300) -> dict:
    async def poll() -> dict:
        while not statuses or statuses[-1]["state"] not in states:
            await asyncio.sleep(0.05)
        return statuses[-1]

    return await asyncio.wait_for(poll(), timeout)


def open_document(client: LanguageClient, uri: str, text: str, version: int = 1) -> None:
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(uri=uri, language_id="typescript", version=version, text=text)
        )
    )


async def inline_completion(client: LanguageClient, uri: str, line: int, character: int):
    return await client.text_document_inline_completion_async(
        types.InlineCompletionParams(
            text_document=types.TextDocumentIdentifier(uri=uri),
            position=types.Position(line=line, character=character),
            context=types.InlineCompletionContext(trigger_kind=types.InlineCompletionTriggerKind.Automatic),
        )
    )


def items_of(result) -> list[types.InlineCompletionItem]:
    if result is None:
        return []
    return list(result.items if isinstance(result, types.InlineCompletionList) else result)


def apply_item(text: str, item: types.InlineCompletionItem) -> str:
    """The document after accepting `item` (UTF-16 positions, as VS Code counts them)."""
    lines = text.split("\n")

    def offset(position: types.Position) -> int:
        line = lines[position.line]
        units, index = 0, 0
        while index < len(line) and units < position.character:
            units += 2 if ord(line[index]) > 0xFFFF else 1
            index += 1
        return sum(len(previous) + 1 for previous in lines[: position.line]) + index

    start, end = offset(item.range.start), offset(item.range.end)
    return text[:start] + item.insert_text + text[end:]


def read_framed_message(stream) -> dict:
    """One JSON-RPC message from a binary file-like stream (a pipe, or a socket's makefile)."""
    length = 0
    while (line := stream.readline().strip()):
        if line.lower().startswith(b"content-length:"):
            length = int(line.split(b":")[1])
    return json.loads(stream.read(length))
