"""The language server: `textDocument/inlineCompletion` for TypeScript.

Handlers are async and hold no decoding logic: they turn a request into a `decoding` call on the
inference thread and the result into lsprotocol types. Nothing a client sends can stop the
server: bad requests get an empty answer and a `window/logMessage` saying why.
"""

from __future__ import annotations

import asyncio
import dataclasses
import itertools
import logging
import uuid

from lsprotocol import types
from pygls.lsp.server import LanguageServer

from decoding.model_loading import ModelLoadError
from server import __version__
from server.documents import DocumentStore, PositionError
from server.echo import shown
from server.model_host import ModelHost
from server.protocol import CompletionProtocol
from server.settings import Settings

log = logging.getLogger("cpc-lsp")

PROGRESS_TOKEN = "cpc-lsp/load-model"
STATUS_NOTIFICATION = "cpcLsp/status"
ACCEPTED_COMMAND = "cpcLsp.accepted"
STATS_REQUEST = "cpcLsp/stats"
EMPTY = types.InlineCompletionList(items=[])
PROGRESS_REPLY_SECONDS = 5  # a client that never answers window/workDoneProgress/create gets none


class CompletionServer(LanguageServer):
    """One LSP session: its own documents, settings and lifecycle; the model is the host's."""

    _sessions = itertools.count(1)

    def __init__(self, settings: Settings | None = None, host: ModelHost | None = None) -> None:
        super().__init__(
            "cpc-lsp", __version__, text_document_sync_kind=types.TextDocumentSyncKind.Incremental,
            protocol_cls=CompletionProtocol,
        )
        self.session_id = next(self._sessions)
        self.documents = DocumentStore()
        self.settings = settings or Settings()
        self.host = host or ModelHost()
        self._progress = False

    @property
    def worker(self):
        return self.host.worker

    @property
    def status(self) -> tuple[str, str]:
        return self.host.status

    def key(self, uri: str) -> tuple:
        """This session's queue key for a document: two editors may open the same URI."""
        return (self.session_id, uri)

    def owns(self, key) -> bool:
        return isinstance(key, tuple) and len(key) == 2 and key[0] == self.session_id

    def end_session(self) -> None:
        """The client left (exit, or the connection closed): stop its work, keep the model."""
        for future in list(self.protocol._request_futures.values()):
            future.cancel()
        self.host.detach(self, self.owns)

    # -- status and logging ------------------------------------------------------------------

    def log(self, message: str, kind: types.MessageType = types.MessageType.Info) -> None:
        log.log(logging.ERROR if kind == types.MessageType.Error else logging.INFO, message)
        self.window_log_message(types.LogMessageParams(type=kind, message=f"cpc-lsp: {message}"))

    def report_server_error(self, error: Exception, source) -> None:
        # A bad message from the client is the client's problem: say so in the log, not in a
        # pop-up (pygls's default), and keep serving.
        self.log(f"error handling a message ({source.__name__}): {shown(str(error) or type(error).__name__)}", types.MessageType.Error)

    def framing_error(self, problem: str) -> None:
        self.log(f"unreadable input from the client: {problem}", types.MessageType.Error)

    def send_status(self, state: str, message: str) -> None:
        self.protocol.notify(STATUS_NOTIFICATION, {"state": state, "message": message})

    def set_status(self, state: str, message: str) -> None:
        """Change the shared model's status (the vLLM server failed or came back) and tell this client."""
        self.host.status = (state, message)
        self.send_status(state, message)

    # -- model loading (the host calls these) ------------------------------------------------

    def request_model(self) -> None:
        """Ask the host for this session's model, device and backend; say where loading stands."""
        if not self.host.want(self.settings.model, self.settings.device, self.settings.backend):
            self.send_status(*self.host.status)

    async def load_started(self, label: str) -> None:
        self.send_status("loading", f"loading {label}")
        try:
            self._progress = await asyncio.wait_for(self._begin_progress(f"loading {label}"), PROGRESS_REPLY_SECONDS)
        except asyncio.TimeoutError:
            self._progress = False

    def load_progress(self, message: str, percentage: int) -> None:
        self.log(message)
        if self._progress:
            self.work_done_progress.report(PROGRESS_TOKEN, types.WorkDoneProgressReport(message=message, percentage=percentage))

    def load_finished(self, state: str, message: str, failed: bool, serving) -> None:
        if self._progress:
            self.work_done_progress.end(PROGRESS_TOKEN, types.WorkDoneProgressEnd(message=message if not failed else f"failed: {message}"))
            self.work_done_progress.tokens.pop(PROGRESS_TOKEN, None)  # the token is reused on reload
            self._progress = False
        if failed and serving is not None:  # the setting that failed is refused: the old value stays
            self.settings = dataclasses.replace(self.settings, model=serving[0], device=serving[1], backend=serving[2])
        self.log(message, types.MessageType.Error if failed else types.MessageType.Info)
        self.send_status(state, message)

    async def _begin_progress(self, title: str) -> bool:
        capabilities = self.client_capabilities.window
        if capabilities is None or not capabilities.work_done_progress:
            return False
        try:
            await self.work_done_progress.create_async(PROGRESS_TOKEN)
        except Exception as error:  # a client that refuses the token gets no progress, nothing worse
            log.info("progress token refused: %s", error)
            return False
        self.work_done_progress.begin(
            PROGRESS_TOKEN, types.WorkDoneProgressBegin(title="cpc-lsp: loading model", message=title, percentage=0)
        )
        return True

    # -- settings ----------------------------------------------------------------------------

    def apply_settings(self, raw: object) -> bool:
        """Apply settings; True when the model, device or backend changed (a reload is needed)."""
        updated, problems = self.settings.updated(raw)
        for problem in problems:
            self.log(f"setting refused: {problem}", types.MessageType.Warning)
        reload = (updated.model, updated.device, updated.backend) != (self.settings.model, self.settings.device, self.settings.backend)
        self.settings = updated
        return reload


def build_server(settings: Settings | None = None, host: ModelHost | None = None) -> CompletionServer:
    server = CompletionServer(settings, host)

    @server.feature(types.INITIALIZE)
    def initialize(ls: CompletionServer, params: types.InitializeParams) -> None:
        ls.apply_settings(params.initialization_options)

    @server.feature(types.INITIALIZED)
    def initialized(ls: CompletionServer, params: types.InitializedParams) -> None:
        encoding = ls.server_capabilities.position_encoding or types.PositionEncodingKind.Utf16
        ls.documents.encoding = getattr(encoding, "value", encoding)  # the enum's str() is its name
        ls.host.attach(ls)
        ls.request_model()

    @server.feature(types.WORKSPACE_DID_CHANGE_CONFIGURATION)
    def did_change_configuration(ls: CompletionServer, params: types.DidChangeConfigurationParams) -> None:
        if ls.apply_settings(params.settings):
            ls.log("model or device changed: reloading")
            ls.request_model()

    @server.feature(types.TEXT_DOCUMENT_DID_OPEN)
    def did_open(ls: CompletionServer, params: types.DidOpenTextDocumentParams) -> None:
        document = params.text_document
        ls.documents.open(document.uri, document.text, document.version)

    @server.feature(types.TEXT_DOCUMENT_DID_CHANGE)
    def did_change(ls: CompletionServer, params: types.DidChangeTextDocumentParams) -> None:
        uri = params.text_document.uri
        try:
            ls.documents.change(uri, params.text_document.version, params.content_changes)
        except KeyError:
            ls.log(f"change to a document that was never opened ignored: {shown(uri)}", types.MessageType.Warning)
        except PositionError as error:
            ls.log(f"change to {shown(uri)} refused, the document is unchanged: {error}", types.MessageType.Error)

    @server.feature(types.TEXT_DOCUMENT_DID_CLOSE)
    def did_close(ls: CompletionServer, params: types.DidCloseTextDocumentParams) -> None:
        ls.documents.close(params.text_document.uri)

    @server.feature(types.TEXT_DOCUMENT_INLINE_COMPLETION, types.InlineCompletionOptions())
    async def inline_completion(ls: CompletionServer, params: types.InlineCompletionParams) -> types.InlineCompletionList:
        uri = params.text_document.uri
        if not ls.worker.ready:
            state, why = ls.status
            log.info("inline completion before the model is ready (%s: %s)", state, why)
            return EMPTY
        document = ls.documents.get(uri)
        if document is None:
            ls.log(f"inline completion for a document that is not open: {shown(uri)}", types.MessageType.Warning)
            return EMPTY
        text = document.text
        try:
            cursor = document.offset_at(params.position)
        except PositionError as error:
            ls.log(f"inline completion at a position that does not exist in {shown(uri)}: {error}", types.MessageType.Warning)
            return EMPTY
        try:
            completion = await ls.worker.complete(ls.key(uri), text, cursor, ls.settings.options)
        except asyncio.CancelledError:
            raise
        except Exception as error:
            log.exception("completion failed")
            ls.log(f"completion failed at {shown(uri)}:{params.position.line + 1}: {shown(str(error))}", types.MessageType.Error)
            if isinstance(error, ModelLoadError):  # the vLLM server went away or timed out: say so in the status
                ls.set_status("error", str(error))
            return EMPTY
        if ls.status[0] == "error" and ls.worker.ready:  # the vLLM server is back
            loaded = ls.worker.completer.loaded
            ls.set_status("ready", f"ready: {loaded.name} on {loaded.device} ({loaded.dtype})")
        if completion is None or not completion.insert_text:
            return EMPTY
        if document.text is not text:  # edited while the model ran: the offsets would be stale
            return EMPTY
        item_id = uuid.uuid4().hex[:12]
        log.info("completion %s: %d tokens, stop %s%s, %s", item_id, completion.tokens, completion.stop_reason,
                 f", {completion.fallback}" if completion.fallback else "", completion.timings)
        return types.InlineCompletionList(
            items=[
                types.InlineCompletionItem(
                    insert_text=completion.insert_text,
                    range=types.Range(
                        start=document.position_at(completion.replace_start),
                        end=document.position_at(completion.replace_end),
                    ),
                    command=types.Command(title="cpc-lsp: accepted", command=ACCEPTED_COMMAND, arguments=[item_id]),
                )
            ]
        )

    @server.feature(types.SHUTDOWN)
    def shutdown(ls: CompletionServer, params: None) -> None:
        ls.worker.cancel_all(ls.owns)  # the model stays: other sessions may be using it

    @server.feature(STATS_REQUEST)
    def stats(ls: CompletionServer, params) -> dict:
        """What the inference thread has done (the stress bench reads it)."""
        return ls.worker.stats.as_dict()

    return server
