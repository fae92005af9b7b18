"""The two assertions every table of snippets in tests/engine makes, and the two checks that
hold a grammar table to tsc.

The syntax tables hold snippets that are valid syntax but not always valid types (`x = {} / 1`),
so they ask the syntax layer alone (``types=False``); the type layer has its own tables."""

from pathlib import Path

import ts_completion_engine as tce
from edit_fuzz import is_grammar


def assert_every_prefix_accepted(text: str, types: bool = False) -> None:
    """`text` is a valid file: no prefix of it is rejected, and the whole is complete."""
    state = tce.initial_state(types=types)
    for k, ch in enumerate(text):
        state = state.feed(ch)
        assert state is not None, f"the valid prefix {text[:k + 1]!r} was rejected"
    assert state.is_complete, f"{text!r} is a complete file but is_complete is False"


def assert_rejected_at(text: str, rejected_prefix: str, types: bool = False) -> None:
    """`text` is rejected exactly at the end of `rejected_prefix`, the first impossible character."""
    assert text.startswith(rejected_prefix)
    assert tce.check(text, types=types) == tce.Verdict("rejected", len(rejected_prefix))


def grammar_disagreements(oracle, valid, invalid, folder: str) -> list[str]:
    """Where tsc disagrees with a grammar table: a VALID text with a grammar error, an INVALID
    ``(text, rejected_prefix, code)`` row without its code (one program, files under ``folder``)."""
    texts = list(valid) + [text for text, _, _ in invalid]
    diags = oracle.strict_diagnostics([(Path(folder) / f"t{i}.ts", t) for i, t in enumerate(texts)])
    wrong = []
    for text, ds in zip(valid, diags):
        grammar = sorted({d["code"] for d in ds if is_grammar(d["code"])})
        if grammar:
            wrong.append(f"VALID {text!r}: tsc reports {grammar}")
    for (text, _, code), ds in zip(invalid, diags[len(valid):]):
        codes = {d["code"] for d in ds}
        if code not in codes:
            wrong.append(f"INVALID {text!r}: tsc reports {sorted(codes)}, not TS{code}")
    return wrong


def module_detection_disagreements(oracle, script_valid, detection_invalid, folder: str) -> list[str]:
    """SCRIPT_VALID texts have no grammar error under `moduleDetection: auto`; each
    DETECTION_INVALID row has its code under `auto` and a grammar error under `force` (no
    detection saves it). The rows tsc disagrees with, as messages."""
    texts = list(script_valid) + [text for text, _, _ in detection_invalid]
    paths = [(Path(folder) / f"t{i}.ts", t) for i, t in enumerate(texts)]
    auto = oracle.strict_diagnostics(paths, {"moduleDetection": 2})
    force = oracle.strict_diagnostics(paths)
    wrong = []
    for text, ds in zip(script_valid, auto):
        grammar = sorted({d["code"] for d in ds if is_grammar(d["code"])})
        if grammar:
            wrong.append(f"SCRIPT_VALID {text!r}: tsc (auto) reports {grammar}")
    n = len(script_valid)
    for (text, _, code), a, f in zip(detection_invalid, auto[n:], force[n:]):
        if code not in {d["code"] for d in a}:
            wrong.append(f"DETECTION_INVALID {text!r}: tsc (auto) reports {sorted({d['code'] for d in a})}")
        if not any(is_grammar(d["code"]) for d in f):
            wrong.append(f"DETECTION_INVALID {text!r}: valid under force")
    return wrong
