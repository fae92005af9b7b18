"""Escapes: the token loop takes tokens back out of a loop or a dead end (decoding/escapes.py)."""

import pytest
import torch

from decoding import escapes
from decoding.generate import GenerationRequest, TokenLoop
from decoding.token_bytes import TokenVocabulary
from tests.decoding.test_stops import run_rules

# -- finding a loop of tokens ---------------------------------------------------------------------


def test_a_group_of_three_tokens_loops_at_its_fourth_copy():
    texts = ["x", "=", "key", "Of", "("] + ["key", "Of", "("] * 3
    tokens = [hash(text) % 1000 for text in texts]
    assert escapes.token_loop(tokens[:-1], texts[:-1], 0) is None
    escape = escapes.token_loop(tokens, texts, 0)
    # one copy stays (`x=keyOf(`), the token that began the second is refused there
    assert escape == escapes.Escape(5, tokens[5], "loop of 3 tokens")


def test_a_group_of_five_tokens_loops_at_its_third_copy():
    texts = ["t", "+"] + [" *", " item", ".", "price", " "] * 3
    tokens = list(range(2)) + [10, 11, 12, 13, 14] * 3
    assert escapes.token_loop(tokens, texts, 0) == escapes.Escape(7, 10, "loop of 5 tokens")
    assert escapes.token_loop(tokens[:-1], texts[:-1], 0) is None


@pytest.mark.parametrize("copies, loops", [(11, False), (12, True)])
def test_one_token_loops_only_once_it_fills_twelve(copies, loops):
    tokens, texts = [7] * copies, [";"] * copies
    escape = escapes.token_loop(tokens, texts, 0)
    assert (escape == escapes.Escape(1, 7, "loop of 1 token")) if loops else escape is None


def test_tokens_before_the_start_do_not_count():
    tokens, texts = [7] * 12, ["0"] * 12
    assert escapes.token_loop(tokens, texts, 1) is None  # typed characters before `start`
    assert escapes.token_loop(tokens, texts, 0) is not None


def test_whitespace_repeats_are_left_to_the_line_rules():
    tokens, texts = [3] * 20, ["\n"] * 20
    assert escapes.token_loop(tokens, texts, 0) is None


def test_code_without_a_periodic_tail_is_no_loop():
    texts = list("for (let i = 0; i < n; i++) { total += a[i]; }")
    tokens = [ord(char) for char in texts]
    assert escapes.token_loop(tokens, texts, 0) is None


# -- lines that grow a name -----------------------------------------------------------------------

GROWING = ["const maxTime = 1000;", "const maxTimeInMs = 1000;", "const maxTimeInMsInSeconds = 1000;"]


def test_two_growths_in_a_row_are_a_loop_from_the_first():
    assert escapes.growing_lines(GROWING) == 1
    assert escapes.growing_lines(GROWING[:2]) is None  # one growth: `dateString`, `dateStringWithTime`
    assert escapes.growing_lines(["return 1;"] + GROWING) == 2


@pytest.mark.parametrize("line, above", [
    ("let resultColor = null;", "let result = null;"),
    ("  let  resultColor = null;", "let result = null;"),  # whitespace aside
])
def test_a_line_that_only_grows_one_name(line, above):
    assert escapes.grows_a_name(line, above)


@pytest.mark.parametrize("line, above", [
    ("case 12:", "case 1:"),  # a number is not a name
    ("let resultColor = nulls;", "let result = null;"),  # two names changed
    ("let result = null;", "let resultColor = null;"),  # shorter
    ("let colorResult = null;", "let result = null;"),  # not the old name made longer
    ("let resultColor = null; x;", "let result = null;"),  # more than the name
])
def test_other_changes_are_not_growths(line, above):
    assert not escapes.grows_a_name(line, above)


def test_the_stop_rules_cut_before_the_first_grown_line():
    generated = "".join(f"  {line}\n" for line in GROWING) + "  return 1;\n"
    result = run_rules(generated, inside_block=True, piece=3)
    assert (result.text, result.reason) == ("  const maxTime = 1000;", "growing name")


# -- the token loop taking tokens back ------------------------------------------------------------

PIECES = [b"", b"key", b"Of", b"(", b"item", b")", b";", b"a", b"c", b"P"]
EOS, KEY, OF, OPEN, ITEM, CLOSE, SEMI, A, C, PROMPT = range(len(PIECES))


class ScriptedSession:
    """A "model" that ranks the next tokens by the last one: `script[last]`, most likely first."""

    def __init__(self, script: dict[int, list[int]], size: int = len(PIECES)) -> None:
        self.script = script
        self.size = size
        self.token_ids: list[int] = []
        self.prompt_tokens_processed = 0
        self.budget = None
        self.resets = 0

    def _logprobs(self) -> torch.Tensor:
        scores = torch.full((self.size,), -30.0)
        for rank, token in enumerate(self.script.get(self.token_ids[-1], [EOS])):
            scores[token] = -float(rank)
        return torch.log_softmax(scores, dim=-1)

    def reset(self, token_ids: list[int]) -> torch.Tensor:
        self.resets += 1
        self.token_ids = list(token_ids)
        return self._logprobs()

    def append(self, token_ids: list[int]) -> torch.Tensor:
        self.token_ids += list(token_ids)
        return self._logprobs()


class PrefixOf:
    """A constraint that accepts the prefixes of `texts` and can end on a whole one."""

    def __init__(self, texts: tuple[str, ...], text: str = "") -> None:
        self.texts, self.text = texts, text

    def advance(self, piece: bytes):
        text = self.text + piece.decode()
        return PrefixOf(self.texts, text) if any(whole.startswith(text) for whole in self.texts) else None

    @property
    def can_end(self) -> bool:
        return self.text in self.texts


VOCABULARY = TokenVocabulary(token_bytes=PIECES, excluded={EOS}, eos_token_ids={EOS}, scheme="plain")
# keyOf(keyOf(… until refused, then keyOf(item);
LOOPING = {PROMPT: [KEY], KEY: [OF], OF: [OPEN], OPEN: [KEY, ITEM], ITEM: [CLOSE], CLOSE: [SEMI], SEMI: [EOS]}


def generate(script, loop_class=TokenLoop, vocabulary=VOCABULARY, prompt=PROMPT, **request):
    size = len(vocabulary.token_bytes)
    session = ScriptedSession(script, size)
    loop = loop_class(vocabulary, None, size)
    generation = loop.run(session, GenerationRequest(prompt_ids=[prompt], typed="", **request))
    return generation, session


def test_a_loop_is_left_by_refusing_the_token_that_began_its_second_copy():
    generation, session = generate(LOOPING, max_tokens=40)
    assert generation.text == "keyOf(item);"
    assert generation.stop_reason == "end of text; escaped loop of 3 tokens"
    assert generation.tokens == 12 + 3  # the three copies taken back count as generated
    assert session.resets == 2  # the prompt, then the way back


def test_without_the_repetition_guard_the_loop_runs_to_the_budget():
    generation, _ = generate(LOOPING, max_tokens=40, repetition_guard=False)
    assert generation.text.startswith("keyOf(keyOf(") and generation.tokens == 40
    assert generation.stop_reason == "max tokens"


def test_a_loop_that_cannot_take_tokens_back_runs_to_the_budget():
    class Streaming(TokenLoop):
        rewinds = False  # as the remote backend's stream

    generation, _ = generate(LOOPING, Streaming, max_tokens=20)
    assert generation.stop_reason == "max tokens" and generation.tokens == 20


def test_taken_back_tokens_are_bounded_by_twice_the_budget():
    # every token is most likely followed by itself: each way out of a loop is another loop
    words = [KEY, OF, OPEN, ITEM, CLOSE, SEMI, A, C]
    stubborn = {token: [token] + [other for other in words if other != token] for token in words + [PROMPT]}
    generation, _ = generate(stubborn, max_tokens=30)
    assert generation.tokens == 60
    # each escape came after twelve copies and kept one: five fit in the sixty steps
    assert generation.stop_reason == "max tokens" + "; escaped loop of 1 token" * 5


def test_a_dead_end_takes_the_last_token_back():
    # `a` is accepted but nothing can follow it; `c;` is the only whole text
    script = {PROMPT: [A, C], A: [SEMI], C: [SEMI], SEMI: [EOS]}
    constraint = PrefixOf(("c;", "a?"))
    generation, _ = generate(script, max_tokens=10, constraint=constraint)
    assert generation.text == "c;"
    assert generation.stop_reason == "end of text; escaped dead end"


def test_a_dead_end_at_the_first_token_is_no_valid_continuation():
    script = {PROMPT: [A], A: [SEMI]}
    generation, _ = generate(script, max_tokens=10, constraint=PrefixOf(("?",)))
    assert (generation.text, generation.stop_reason) == ("", "no valid continuation")


def test_a_constrained_completion_ends_only_where_the_next_code_of_the_document_fits():
    # the model would end after `a`; before the suffix's `}` only `a;` fits
    script = {PROMPT: [A], A: [EOS, SEMI], SEMI: [EOS]}
    constraint = PrefixOf(("a;\n}",))
    generation, _ = generate(script, max_tokens=10, constraint=constraint, suffix="\n}\nlater(code);")
    assert (generation.text, generation.stop_reason) == ("a;", "end of text")
    assert generation.rejected_candidates == 1  # the end-of-text after `a`


def test_only_the_first_line_of_code_after_the_cursor_is_read():
    # an error further down the user's file (anything after `}`) does not keep the completion open
    script = {PROMPT: [A], A: [EOS]}
    generation, _ = generate(script, max_tokens=10, constraint=PrefixOf(("a\n\n  }",)), suffix="\n\n  }\nbroken((")
    assert (generation.text, generation.stop_reason) == ("a", "end of text")


# -- a loop of lines under the constraint ---------------------------------------------------------

LINES = [b"", b"x++;", b"\n", b"return x;", b"P"]
L_EOS, INCREMENT, NEWLINE, RETURN, L_PROMPT = range(len(LINES))
LINE_VOCABULARY = TokenVocabulary(token_bytes=LINES, excluded={L_EOS}, eos_token_ids={L_EOS}, scheme="plain")
# `x++;` line after line; below it, `return x;`
LINE_LOOP = {L_PROMPT: [INCREMENT], INCREMENT: [NEWLINE], NEWLINE: [INCREMENT, RETURN], RETURN: [L_EOS]}
# a typed body: the suffix's `}` fits only after the return
MUST_RETURN = PrefixOf(tuple("x++;\n" * copies + "return x;\n}" for copies in range(20)))


def line_loop(constraint):
    generation, _ = generate(LINE_LOOP, vocabulary=LINE_VOCABULARY, prompt=L_PROMPT, max_tokens=40, multiline=True, inside_block=True,
                             constraint=constraint, suffix="\n}\n")
    return generation


def test_a_line_loop_that_leaves_the_document_unable_to_go_on_is_taken_back():
    generation = line_loop(MUST_RETURN)
    # the third copy was refused where it began; the model's next choice there is the return
    assert generation.text == "x++;\nx++;\nreturn x;"
    assert generation.stop_reason == "end of text; escaped repeated lines"


@pytest.mark.parametrize("constraint", [PrefixOf(tuple("x++;\n" * copies + "\n}" for copies in range(20))), None],
                         ids=["the suffix fits before the loop", "unconstrained"])
def test_a_line_loop_stops_where_the_document_can_go_on_or_without_the_constraint(constraint):
    generation = line_loop(constraint)
    assert (generation.text, generation.stop_reason) == ("x++;\nx++;", "repeated lines")


# -- lines counting a number up, under the constraint ---------------------------------------------

COUNT = [b"", b"f(0);", b"f(1);", b"f(2);", b"\n", b"\n", b"\n", b"return 1;", b"P"]
C_EOS, F0, F1, F2, NL0, NL1, NL2, C_RETURN, C_PROMPT = range(len(COUNT))
COUNT_VOCABULARY = TokenVocabulary(token_bytes=COUNT, excluded={C_EOS}, eos_token_ids={C_EOS}, scheme="plain")
# `f(0);` `f(1);` `f(2);` then the return; refused at `f(2)`, the return comes right after `f(1);`
COUNTING = {C_PROMPT: [F0], F0: [NL0], NL0: [F1], F1: [NL1], NL1: [F2, C_RETURN], F2: [NL2], NL2: [C_RETURN],
            C_RETURN: [C_EOS]}


def counting(constraint):
    generation, _ = generate(COUNTING, vocabulary=COUNT_VOCABULARY, prompt=C_PROMPT, max_tokens=40, multiline=True,
                             inside_block=True, constraint=constraint, suffix="\n}\n")
    return generation


def test_counting_lines_are_found_by_the_number_that_counts_up():
    assert escapes.counting_lines(["if (n === 0) return 1;", "if (n === 1) return 1;", "if (n === 2) return 1;"]) == 2
    assert escapes.counting_lines(["x;", "case 4: return 7;", "case 5: return 7;", "case 6: return 7;"]) == 3
    # a table: the strings change with the number
    assert escapes.counting_lines(['case 4: return "d";', 'case 5: return "e";', 'case 6: return "f";']) is None
    assert escapes.counting_lines(["f(0);", "f(1);"]) is None  # two lines count nothing yet
    assert escapes.counting_lines(["f(0);", "f(1);", "f(3);"]) is None  # not by one
    assert escapes.counting_lines(["a[0] = x;", "a[1] = y;", "a[2] = z;"]) is None  # other words change too
    assert escapes.counting_lines(["f(1.5);", "f(2.5);", "f(3.5);"]) is None  # no integers
    assert escapes.counting_lines(["x += 1;", "x += 1;", "x += 1;"]) is None  # repeated, not counted


def test_counting_lines_that_leave_the_document_unable_to_go_on_are_taken_back():
    generation = counting(PrefixOf(tuple(body + "return 1;\n}" for body in ("", "f(0);\n", "f(0);\nf(1);\n",
                                                                             "f(0);\nf(1);\nf(2);\n"))))
    assert generation.text == "f(0);\nf(1);\nreturn 1;"
    assert generation.stop_reason == "end of text; escaped counting lines"


@pytest.mark.parametrize("constraint", [PrefixOf(("f(0);\nf(1);\n\n}", "f(0);\nf(1);\nf(2);\nreturn 1;\n}")), None],
                         ids=["the suffix fits before the last line", "unconstrained"])
def test_counting_lines_are_left_alone_where_the_code_could_end_or_without_the_constraint(constraint):
    assert counting(constraint).text == "f(0);\nf(1);\nf(2);\nreturn 1;"
