"""The public API: initial_state, State.feed / is_complete, check and its Verdict, the CLI."""

import json
import subprocess
import sys

import ts_completion_engine as tce


def test_feeding_never_changes_the_state_fed():
    base = tce.initial_state().feed("let x = ")
    before = base.feed("1;").is_complete
    for candidate in ["foo", ")", "[1, 2", "'str", "/* c", "`t${"]:
        base.feed(candidate)
    assert base.feed("1;").is_complete == before is True


def test_feeding_in_pieces_equals_feeding_whole():
    text = "class A<T> { m(x: T): T { return `${x}` as T; } }\r\nexport default A;"
    whole = tce.initial_state().feed(text)
    for cut in range(len(text) + 1):
        a = tce.initial_state().feed(text[:cut])
        assert a is not None and a.feed(text[cut:]) == whole


def test_feed_returns_none_once_no_continuation_can_be_valid():
    assert tce.initial_state().feed("let x = 1;)") is None
    assert tce.initial_state().feed("let x = (") is not None


def test_is_complete_only_for_a_whole_valid_file():
    assert tce.initial_state().is_complete  # the empty file is valid
    assert tce.initial_state().feed("let x = 1").is_complete
    assert not tce.initial_state().feed("let x = ").is_complete
    assert not tce.initial_state().feed("/* open").is_complete


def test_check_reports_the_first_rejected_prefix():
    text = "let a = 1;\nlet b = (2;\n"
    verdict = tce.check(text)
    assert verdict.status == "rejected"
    assert tce.initial_state().feed(text[:verdict.reject_at]) is None
    assert tce.initial_state().feed(text[:verdict.reject_at - 1]) is not None
    assert tce.check("let a = ") == tce.Verdict("completable", None)
    assert tce.check("let a = 1") == tce.Verdict("complete", None)


def test_cli_prints_one_json_line_per_file(tmp_path):
    good = tmp_path / "good.ts"
    good.write_text("export const x: number = 1;\n")
    bad = tmp_path / "bad.ts"
    bad.write_text("let y = );\n")
    out = subprocess.run(
        [sys.executable, "-m", "ts_completion_engine", str(good), str(bad), "--json"],
        capture_output=True, text=True,
    )
    assert out.returncode == 1  # a file was rejected
    lines = [json.loads(line) for line in out.stdout.splitlines()]
    assert [(r["file"], r["status"], r["reject_at"], r["chars"]) for r in lines] == [
        (str(good), "complete", None, 28),
        (str(bad), "rejected", 9, 11),
    ]
    assert all(r["seconds"] >= 0 for r in lines)


def test_cli_says_which_file_cannot_be_read(tmp_path):
    out = subprocess.run(
        [sys.executable, "-m", "ts_completion_engine", str(tmp_path / "missing.ts")],
        capture_output=True, text=True,
    )
    assert out.returncode == 2
    assert "missing.ts: cannot read the file" in out.stderr
