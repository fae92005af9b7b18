"""Fixtures for the engine's oracle tests: the TypeScript corpus and the real compiler.

The corpus and the oracle come from `bash scripts/setup-corpus.sh`; nothing here skips when they
are missing, because a soundness test that silently does not run proves nothing.
"""

from __future__ import annotations

import json
import shutil
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from broken_files import BrokenFile, edited_corpus  # noqa: E402
from corpus_support import CORPUS, COVERAGE, ORACLE, SETUP_HINT, CorpusFile, Oracle  # noqa: E402


@pytest.fixture(scope="session")
def corpus_files() -> list[CorpusFile]:
    manifest = CORPUS / "manifest.json"
    if not manifest.exists():
        pytest.fail(f"the TypeScript corpus is missing ({manifest}): {SETUP_HINT}", pytrace=False)
    entries = json.loads(manifest.read_text())["files"]
    if entries and "error_codes" not in entries[0]:
        pytest.fail(f"the corpus manifest is from an older set-up script: {SETUP_HINT}", pytrace=False)
    files = [
        CorpusFile(
            CORPUS / e["path"], e["package"], e["kind"], e["syntax_clean"], e["type_clean"], tuple(e["error_codes"])
        )
        for e in entries
    ]
    missing = [f.name for f in files if not f.path.exists()]
    if missing:
        pytest.fail(f"{len(missing)} corpus files listed in the manifest are missing: {SETUP_HINT}", pytrace=False)
    return files


@pytest.fixture(scope="session")
def oracle() -> Oracle:
    node = shutil.which("node")
    if node is None:
        pytest.fail("node is not on PATH: the TypeScript oracle needs Node >= 18", pytrace=False)
    if not (ORACLE / "node_modules" / "typescript").exists():
        pytest.fail(f"the TypeScript oracle is not installed: {SETUP_HINT}", pytrace=False)
    return Oracle(node)


@pytest.fixture(scope="session")
def edited_files(corpus_files, oracle) -> list[tuple[BrokenFile, list[dict]]]:
    """Seeded one-edit variants of corpus files, each with the parser's TS1xxx diagnostics."""
    edits = edited_corpus(corpus_files)
    return list(zip(edits, oracle.syntax_errors([e.text for e in edits])))


def pytest_terminal_summary(terminalreporter):
    """The coverage the sampled soundness tests reached, so a reader sees what "passed" covers."""
    if COVERAGE:
        terminalreporter.section("soundness coverage")
        for line in COVERAGE:
            terminalreporter.write_line(line)
