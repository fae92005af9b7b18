"""pygls's LanguageServerProtocol, held to the LSP lifecycle and kept out of the documents.

- Lifecycle (LSP 3.17, "Server lifecycle"): a request before `initialize` gets -32002
  (ServerNotInitialized) and notifications are dropped; a second `initialize` is -32600
  (InvalidRequest), not a second start; after `shutdown` every request gets -32600 (pygls drops
  them and the client waits forever); `exit` ends the session with 0 after `shutdown`, else 1.
- Documents live in `server.documents` only: pygls's own workspace copy re-splits the whole text
  on every edit, which on a long line costs seconds per keystroke on the event loop.
- A request whose params do not fit its method gets an error answer (pygls logs and drops it).
"""

from __future__ import annotations

import json

from lsprotocol import types
from pygls.exceptions import JsonRpcException
from pygls.protocol import LanguageServerProtocol
from pygls.protocol.language_server import lsp_method

SERVER_NOT_INITIALIZED = types.ErrorCodes.ServerNotInitialized.value
INVALID_REQUEST = types.ErrorCodes.InvalidRequest.value


class CompletionProtocol(LanguageServerProtocol):
    def __init__(self, server, converter) -> None:
        super().__init__(server, converter)
        self.initialize_seen = False
        self.exit_code: int | None = None  # set by `exit`: the session is over

    @property
    def shut_down(self) -> bool:
        return self._shutdown

    def decode(self, text: str):
        """One JSON-RPC message from its JSON text (the framing layer calls this)."""
        return json.loads(text, object_hook=self.structure_message)

    def structure_message(self, data):
        try:
            return super().structure_message(data)
        except JsonRpcException as error:
            if isinstance(data, dict) and "id" in data and "method" in data:
                method = str(data["method"])[:80]
                if not self.initialize_seen and method != types.INITIALIZE:  # the lifecycle comes first
                    code, message = SERVER_NOT_INITIALIZED, f"{method} before initialize: the server is not initialized yet"
                else:
                    code, message = error.code, f"invalid {method} request: its params do not match the LSP types"
                self._send_response(data["id"], error=types.ResponseError(code=code, message=message))
            raise

    def handle_message(self, message) -> None:
        method = getattr(message, "method", None)
        is_request = method is not None and hasattr(message, "id")
        if method == types.EXIT:
            self.exit_code = 0 if self._shutdown else 1
            return
        if not self.initialize_seen:
            if is_request and method == types.INITIALIZE:
                self.initialize_seen = True
            elif is_request:
                self._refuse(message, SERVER_NOT_INITIALIZED, f"{method} before initialize: the server is not initialized yet")
                return
            elif method is not None:
                return  # notifications before initialize are dropped (the LSP says so)
        elif is_request and method == types.INITIALIZE:
            self._refuse(message, INVALID_REQUEST, "initialize was already received: it may only be sent once")
            return
        if self._shutdown and method is not None:
            if is_request:
                self._refuse(message, INVALID_REQUEST, f"{method} after shutdown: only exit is accepted now")
            return
        super().handle_message(message)

    def _refuse(self, message, code: int, text: str) -> None:
        self._send_response(message.id, error=types.ResponseError(code=code, message=text[:200]))

    # Documents: only the server's own store (see the module docstring).

    def _user_handler(self, method: str, params) -> None:
        handler = self.fm.features.get(method)
        if handler is not None:
            handler(params)

    @lsp_method(types.TEXT_DOCUMENT_DID_OPEN)
    def lsp_text_document__did_open(self, params: types.DidOpenTextDocumentParams) -> None:
        self._user_handler(types.TEXT_DOCUMENT_DID_OPEN, params)

    @lsp_method(types.TEXT_DOCUMENT_DID_CHANGE)
    def lsp_text_document__did_change(self, params: types.DidChangeTextDocumentParams) -> None:
        self._user_handler(types.TEXT_DOCUMENT_DID_CHANGE, params)

    @lsp_method(types.TEXT_DOCUMENT_DID_CLOSE)
    def lsp_text_document__did_close(self, params: types.DidCloseTextDocumentParams) -> None:
        self._user_handler(types.TEXT_DOCUMENT_DID_CLOSE, params)
