"""What the engine's oracle tests share: where the corpus is, the real compiler, and how to show a position.

Imported by name (conftest.py puts this folder on sys.path), since pytest's importlib mode does not.
"""

from __future__ import annotations

import json
import random
import re
import subprocess
from dataclasses import dataclass
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
HANDWRITTEN = Path(__file__).resolve().parent / "corpus"
CORPUS = REPO / ".cache" / "ts-corpus"
ORACLE = REPO / "tools" / "ts-oracle"
SETUP_HINT = "run `bash scripts/setup-corpus.sh` from the repository root first"

# TS2307 cannot find module; and what follows from it: TS7006/TS7031 parameter implicitly `any`
# (no contextual type from the missing module), TS2578 unused `@ts-expect-error` (the error vanished).
UNRESOLVED_IMPORT_ERRORS = {2307, 7006, 7031, 2578}

# What the sampled soundness tests reached, one line each, printed at the end of the run (conftest.py).
COVERAGE: list[str] = []

# Diagnostics that do not make a program invalid for our purpose: unused names (TS6133 and kin),
# an unused `@ts-expect-error` (TS2578).
HARMLESS_DIAGNOSTICS = {2578, 6133, 6138, 6192, 6196, 6198}

# Seeded so a failure is reproducible; set CPC_TEST_SEED to explore other prefixes and edits.
from seeding import SEED  # noqa: E402  (tests/seeding.py, on sys.path from tests/conftest.py)


# `// @ts-ignore` and kin hide the checker's errors on a line (grammar errors too): under them tsc's
# silence proves nothing, so a text holding one can neither witness nor back a verdict.
SUPPRESSES_ERRORS = re.compile(r"@ts-(?:ignore|expect-error|nocheck)")


@dataclass(frozen=True)
class CorpusFile:
    path: Path
    package: str
    kind: str  # "ts" or "d.ts"
    syntax_clean: bool
    type_clean: bool
    error_codes: tuple[int, ...] = ()

    @property
    def valid_but_for_imports(self) -> bool:
        """Type-clean, or its only errors come from imports of packages the corpus lacks (zod's
        tests import vitest): the engine treats an unknown import as `any`, so it must accept these."""
        return self.syntax_clean and set(self.error_codes) <= UNRESOLVED_IMPORT_ERRORS

    @property
    def name(self) -> str:
        return self.path.relative_to(CORPUS / "files").as_posix()

    def text(self) -> str:
        return read_exact(self.path)


def handwritten_paths() -> list[Path]:
    """Every handwritten file; read at collection time so each gets its own test."""
    return sorted(HANDWRITTEN.glob("*.ts"))


def read_exact(path: Path) -> str:
    # newline="" keeps CRLF line endings exactly as they are in the file.
    with open(path, encoding="utf-8", newline="") as f:
        return f.read()



class Oracle:
    """The real TypeScript compiler, one Node process per batch of texts."""

    def __init__(self, node: str):
        self.node = node

    def _run(self, mode: str, request: object) -> object:
        proc = subprocess.run(
            [self.node, str(ORACLE / "check.mjs"), mode],
            input=json.dumps(request),
            capture_output=True,
            text=True,
            encoding="utf-8",
            timeout=600,
        )
        if proc.returncode != 0:
            raise RuntimeError(f"the TypeScript oracle failed ({mode}): {proc.stderr.strip()[-2000:]}")
        return json.loads(proc.stdout)

    def syntax_errors(self, texts: list[str]) -> list[list[dict]]:
        """The parser's TS1xxx diagnostics for each text, in order (no program, no types)."""
        if not texts:
            return []
        items = [{"name": f"t{i}.ts", "text": t} for i, t in enumerate(texts)]
        results = self._run("syntax", items)
        return [[d for d in r["diagnostics"] if 1000 <= d["code"] < 2000] for r in results]

    def reprint(self, texts: list[str], remove_comments: bool = False) -> list[str]:
        """Each text as the compiler's printer writes it (same program, its own formatting)."""
        if not texts:
            return []
        items = [{"name": f"t{i}.ts", "text": t, "removeComments": remove_comments} for i, t in enumerate(texts)]
        return [r["text"] for r in self._run("reprint", items)]

    def strict_diagnostics(self, texts: list[tuple[Path, str]], options: dict | None = None) -> list[list[dict]]:
        """Every diagnostic (parser's and checker's) of each (path, text) under `tsc --strict`,
        in one program; the path only places the text, so its relative imports resolve.
        ``options`` override the oracle's compiler options (e.g. `{"moduleDetection": 2}`)."""
        if not texts:
            return []
        names = [str(path) for path, _ in texts]
        # One program holds one file per name: a repeated name would silently drop texts.
        if len(set(names)) != len(names):
            raise ValueError("strict_diagnostics needs a distinct path per text (one program, one file per name)")
        request = {"texts": [{"name": name, "text": text} for name, (_, text) in zip(names, texts)]}
        if options:
            request["options"] = options
        results = self._run("program", request)["results"]
        assert [r["name"] for r in results] == names, "the oracle answered for other files than asked"
        return [r["syntactic"] + r["semantic"] for r in results]

    def strict_error_codes(self, texts: list[tuple[Path, str]]) -> list[set[int]]:
        """All diagnostic codes of each (path, text) under `tsc --strict`, in one program."""
        return [{d["code"] for d in diags} for diags in self.strict_diagnostics(texts)]


def line_and_column(text: str, offset: int) -> tuple[int, int]:
    line = text.count("\n", 0, offset) + 1
    return line, offset - (text.rfind("\n", 0, offset) + 1) + 1


def show_position(text: str, offset: int, before: int = 60, after: int = 20) -> str:
    """`line:col` and the text around an offset, with `⟨here⟩` at the offset."""
    line, col = line_and_column(text, offset)
    snippet = text[max(0, offset - before) : offset] + "⟨here⟩" + text[offset : offset + after]
    return f"{line}:{col} {snippet!r}"


def random_chunks(text: str, rng: random.Random, longest: int = 12) -> list[str]:
    """Split a text into pieces of 1..longest characters, the way a model's tokens arrive."""
    chunks, i = [], 0
    while i < len(text):
        n = rng.randint(1, longest)
        chunks.append(text[i : i + n])
        i += n
    return chunks
