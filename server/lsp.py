"""The language server: `textDocument/inlineCompletion` for TypeScript.

Handlers are async and hold no decoding logic: they turn a request into a `decoding` call on the
inference thread and the result into lsprotocol types. Nothing a client sends can stop the
server: bad requests get an empty answer and a `window/logMessage` saying why.
"""

from __future__ import annotations

import asyncio
import logging
import uuid

from lsprotocol import types
from pygls.exceptions import JsonRpcException
from pygls.lsp.server import LanguageServer
from pygls.protocol import LanguageServerProtocol

from decoding.model_loading import ModelLoadError
from server import __version__
from server.documents import DocumentStore, PositionError
from server.settings import Settings
from server.worker import InferenceWorker

log = logging.getLogger("cpc-lsp")

PROGRESS_TOKEN = "cpc-lsp/load-model"
STATUS_NOTIFICATION = "cpcLsp/status"
ACCEPTED_COMMAND = "cpcLsp.accepted"
EMPTY = types.InlineCompletionList(items=[])


class CompletionProtocol(LanguageServerProtocol):
    """Answers a request whose params do not fit its method with a JSON-RPC error; pygls alone
    logs such a request and drops it, and the client waits for an answer forever."""

    def structure_message(self, data):
        try:
            return super().structure_message(data)
        except JsonRpcException as error:
            if isinstance(data, dict) and "id" in data and "method" in data:
                message = f"invalid {data['method']} request: its params do not match the LSP types"
                self._send_response(data["id"], error=types.ResponseError(code=error.code, message=message))
            raise


class CompletionServer(LanguageServer):
    def __init__(self, settings: Settings | None = None) -> None:
        super().__init__(
            "cpc-lsp", __version__, text_document_sync_kind=types.TextDocumentSyncKind.Incremental,
            protocol_cls=CompletionProtocol,
        )
        self.documents = DocumentStore()
        self.settings = settings or Settings()
        self.worker = InferenceWorker()
        self.status = ("loading", "waiting for the client to finish initializing")
        self._loading: asyncio.Task | None = None

    # -- status and logging ------------------------------------------------------------------

    def log(self, message: str, kind: types.MessageType = types.MessageType.Info) -> None:
        log.log(logging.ERROR if kind == types.MessageType.Error else logging.INFO, message)
        self.window_log_message(types.LogMessageParams(type=kind, message=f"cpc-lsp: {message}"))

    def report_server_error(self, error: Exception, source) -> None:
        # A bad message from the client is the client's problem: say so in the log, not in a
        # pop-up (pygls's default), and keep serving.
        self.log(f"error handling a message ({source.__name__}): {error or type(error).__name__}", types.MessageType.Error)

    def set_status(self, state: str, message: str) -> None:
        self.status = (state, message)
        self.protocol.notify(STATUS_NOTIFICATION, {"state": state, "message": message})

    # -- model loading -----------------------------------------------------------------------

    def start_loading(self) -> None:
        if self._loading is not None and not self._loading.done():
            self._loading.cancel()
        self._loading = asyncio.ensure_future(self._load_model())

    async def _load_model(self) -> None:
        settings = self.settings
        label = settings.model or "the embedded SmolLM2-135M"
        self.set_status("loading", f"loading {label}")
        progress = await self._begin_progress(f"loading {label}")
        loop = asyncio.get_running_loop()
        steps = iter((20, 50, 80, 90))

        def report(message: str) -> None:  # called on the inference thread
            loop.call_soon_threadsafe(self._report_progress, progress, message, next(steps, 95))

        try:
            completer = await self.worker.load(settings.model, settings.device, report, settings.backend)
        except ModelLoadError as error:
            self._fail_loading(progress, str(error))
            return
        except Exception as error:  # never let a load failure take the server down
            log.exception("model load failed")
            self._fail_loading(progress, f"cannot load the model: {error}")
            return
        loaded = completer.loaded
        message = f"ready: {loaded.name} on {loaded.device} ({loaded.dtype})"
        self._end_progress(progress, message)
        self.log(message)
        self.set_status("ready", message)

    def _fail_loading(self, progress: bool, message: str) -> None:
        self._end_progress(progress, f"failed: {message}")
        self.log(message, types.MessageType.Error)
        self.set_status("error", message)

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

    def _report_progress(self, progress: bool, message: str, percentage: int) -> None:
        self.log(message)
        if progress:
            self.work_done_progress.report(PROGRESS_TOKEN, types.WorkDoneProgressReport(message=message, percentage=percentage))

    def _end_progress(self, progress: bool, message: str) -> None:
        if progress:
            self.work_done_progress.end(PROGRESS_TOKEN, types.WorkDoneProgressEnd(message=message))
            self.work_done_progress.tokens.pop(PROGRESS_TOKEN, None)  # the token is reused on reload

    # -- settings ----------------------------------------------------------------------------

    def apply_settings(self, raw: object) -> bool:
        """Apply settings; True when the model or device changed (a reload is needed)."""
        updated, problems = self.settings.updated(raw)
        for problem in problems:
            self.log(f"setting refused: {problem}", types.MessageType.Warning)
        reload = (updated.model, updated.device, updated.backend) != (self.settings.model, self.settings.device, self.settings.backend)
        self.settings = updated
        return reload


def build_server(settings: Settings | None = None) -> CompletionServer:
    server = CompletionServer(settings)

    @server.feature(types.INITIALIZE)
    def initialize(ls: CompletionServer, params: types.InitializeParams) -> None:
        ls.apply_settings(params.initialization_options)

    @server.feature(types.INITIALIZED)
    def initialized(ls: CompletionServer, params: types.InitializedParams) -> None:
        encoding = ls.server_capabilities.position_encoding or types.PositionEncodingKind.Utf16
        ls.documents.encoding = getattr(encoding, "value", encoding)  # the enum's str() is its name
        ls.start_loading()

    @server.feature(types.WORKSPACE_DID_CHANGE_CONFIGURATION)
    def did_change_configuration(ls: CompletionServer, params: types.DidChangeConfigurationParams) -> None:
        if ls.apply_settings(params.settings):
            ls.log("model or device changed: reloading")
            ls.start_loading()

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
            ls.log(f"change to a document that was never opened ignored: {uri}", types.MessageType.Warning)
        except PositionError as error:
            ls.log(f"change to {uri} refused, the document is unchanged: {error}", types.MessageType.Error)

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
            ls.log(f"inline completion for a document that is not open: {uri}", types.MessageType.Warning)
            return EMPTY
        text = document.text
        try:
            cursor = document.offset_at(params.position)
        except PositionError as error:
            ls.log(f"inline completion at a position that does not exist in {uri}: {error}", types.MessageType.Warning)
            return EMPTY
        try:
            completion = await ls.worker.complete(uri, text, cursor, ls.settings.options)
        except asyncio.CancelledError:
            raise
        except Exception as error:
            log.exception("completion failed")
            ls.log(f"completion failed at {uri}:{params.position.line + 1}: {error}", types.MessageType.Error)
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
        log.info("completion %s: %d tokens, %s", item_id, completion.tokens, completion.timings)
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
        ls.worker.shutdown()

    return server
