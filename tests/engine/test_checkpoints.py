"""Checkpoints: an edited document is re-parsed only from the last unchanged point, and the
result is identical to a parse from scratch."""

import random
from pathlib import Path

import ts_completion_engine as tce

CORPUS = Path(__file__).resolve().parent / "corpus"


def sample_text():
    return (CORPUS / "01_classes.ts").read_text(encoding="utf-8")


def test_parse_with_checkpoints_ends_with_the_state_of_the_whole_text():
    text = sample_text()
    points = tce.parse_with_checkpoints(text, spacing=64)
    assert points[0][0] == 0 and points[-1][0] == len(text)
    assert points[-1][1] == tce.initial_state().feed(text)
    offsets = [o for o, _ in points]
    assert offsets == sorted(offsets) and len(points) > 10


def test_every_checkpoint_is_the_state_of_its_prefix():
    text = sample_text()
    for offset, state in tce.parse_with_checkpoints(text, spacing=200):
        expected = tce.initial_state().feed(text[:offset]) if offset else tce.initial_state()
        assert state == expected


def test_an_edit_near_the_end_reuses_the_checkpoints_before_it():
    text = sample_text()
    doc = tce.DocumentParser(spacing=64, verify=True)
    doc.update(text)
    edited = text[:-20] + "\n// edited\n" + text[-20:]
    state = doc.update(edited)
    assert state == tce.initial_state().feed(edited)
    assert doc.reused_chars > len(text) - 200


def test_typing_at_the_end_feeds_only_the_new_characters():
    doc = tce.DocumentParser(spacing=16, verify=True)
    text = ""
    for piece in ["class A {\n", "  x = 1;\n", "  m() {\n", "    return this.x;\n", "  }\n", "}\n"]:
        text += piece
        state = doc.update(text)
        assert state is not None
    assert state.is_complete


def test_random_edits_give_the_same_state_as_a_fresh_parse():
    rng = random.Random(7)
    text = sample_text()
    doc = tce.DocumentParser(spacing=32, verify=True)  # verify re-parses from scratch and compares
    doc.update(text)
    for _ in range(30):
        i = rng.randrange(len(text))
        j = min(len(text), i + rng.randrange(5))
        text = text[:i] + rng.choice(["", "x", "(", "}", "\n", " = 1;"]) + text[j:]
        doc.update(text)


def test_a_rejected_document_stays_rejected_until_the_error_is_edited_away():
    doc = tce.DocumentParser(verify=True)
    assert doc.update("let x = 1;\n)") is None
    assert doc.update("let x = 1;\n)\nlet y = 2;") is None
    assert doc.update("let x = 1;\nlet y = 2;") is not None
