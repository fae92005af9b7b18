"""Checkpoints: an edited document is re-parsed only from the last unchanged point, and the
result is identical to a parse from scratch."""

import random
from pathlib import Path

import ts_completion_engine as tce
from corpus_support import SEED
from ts_completion_engine.checkpoints import _common_prefix_length

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
        previous = len(text)
        text += piece
        state = doc.update(text)
        assert state == tce.initial_state().feed(text)
        assert doc.reused_chars <= previous and doc.reused_chars >= previous - 16 - len("    return this.x;\n")
    assert state.is_complete


def test_random_edits_give_the_same_state_as_a_fresh_parse():
    rng = random.Random(f"{SEED}:checkpoints")
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


def test_checkpoints_sit_just_after_line_ends():
    text = "\na\n\nb"
    assert [o for o, _ in tce.parse_with_checkpoints(text, spacing=0)] == [0, 1, 3, 4, 5]
    assert [o for o, _ in tce.parse_with_checkpoints("a\nb\n\nc", spacing=1)] == [0, 2, 4, 6]


def test_a_rejected_text_ends_with_no_state_at_its_full_length():
    text = "let x = 1;\n)\n" + "let y = 2;\n" * 20
    points = tce.parse_with_checkpoints(text, spacing=8)
    assert points[-1] == (len(text), None)
    assert all(state is None for offset, state in points if offset > len("let x = 1;\n)\n"))


def test_an_edit_right_at_a_checkpoint_reuses_that_checkpoint():
    text = sample_text()
    doc = tce.DocumentParser(spacing=64)
    assert doc.reused_chars == 0
    doc.update(text)
    offset = doc.points[len(doc.points) // 2][0]
    edited = text[:offset] + "// new line\n" + text[offset:]
    assert doc.update(edited) == tce.initial_state().feed(edited)
    assert doc.reused_chars == offset


def test_without_verify_the_resumed_state_is_still_the_fresh_one():
    rng = random.Random(f"{SEED}:checkpoints-no-verify")
    text = sample_text()
    doc = tce.DocumentParser(spacing=48)
    doc.update(text)
    for _ in range(10):
        i = rng.randrange(len(text))
        text = text[:i] + rng.choice(["", "x", "}", "\n", " = 1;"]) + text[i + rng.randrange(4) :]
        assert doc.update(text) == tce.initial_state().feed(text), f"CPC_TEST_SEED={SEED}"


def test_common_prefix_length_agrees_with_a_plain_loop():
    rng = random.Random(f"{SEED}:common-prefix")
    pairs = [("", ""), ("abc", "xbc"), ("abc", "abc"), ("abc", "abd"), ("ab", "abc"), ("a", "b")]
    for _ in range(300):
        a = "".join(rng.choice("ab") for _ in range(rng.randrange(12)))
        pairs.append((a, a[: rng.randrange(len(a) + 1)] + "".join(rng.choice("ab") for _ in range(rng.randrange(6)))))
    for a, b in pairs:
        n = 0
        while n < min(len(a), len(b)) and a[n] == b[n]:
            n += 1
        assert _common_prefix_length(a, b) == n, (a, b, f"CPC_TEST_SEED={SEED}")
