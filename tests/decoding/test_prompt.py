"""Prompts: fill-in-the-middle layouts detected from special tokens, and token budgets."""

import pytest
from decoding.prompt import FIM_TEMPLATES, PromptBudget, PromptBuilder, detect_fim, window_start
from small_tokenizers import byte_level_tokenizer

CODE = ["function add(a: number, b: number): number { return a + b; }", "const x = [1, 2, 3].map((v) => v * 2);"]


@pytest.mark.parametrize("template", FIM_TEMPLATES, ids=lambda template: template.family)
def test_each_family_is_detected_and_laid_out_prefix_suffix_middle(template):
    tokenizer = byte_level_tokenizer(CODE, special=(template.prefix, template.suffix, template.middle,))
    assert detect_fim(tokenizer) == template
    text = "function add(a: number) {\n  return a\n}\n"
    cursor = text.index("\n}")
    ids = PromptBuilder(tokenizer).build(text, cursor, cursor)
    marker = tokenizer.convert_tokens_to_ids
    positions = [ids.index(marker(token)) for token in (template.prefix, template.suffix, template.middle)]
    assert positions == sorted(positions) and ids[-1] == marker(template.middle)
    prefix = tokenizer.decode(ids[positions[0] + 1 : positions[1]])
    suffix = tokenizer.decode(ids[positions[1] + 1 : positions[2]])
    space = " " if template.leading_space else ""
    assert prefix == space + text[:cursor]
    assert suffix == space + text[cursor:]


def test_without_fim_tokens_the_prompt_is_the_prefix_alone():
    tokenizer = byte_level_tokenizer(CODE)
    assert detect_fim(tokenizer) is None
    text = "let a = 1;\nlet b = a"
    ids = PromptBuilder(tokenizer).build(text, len(text) - 1, len(text))
    eos = tokenizer.eos_token_id
    assert ids[0] == eos  # the prompt starts at the file's start: the document separator says so
    assert tokenizer.decode(ids[1:]) == text[:-1]


def test_fim_can_be_switched_off():
    template = FIM_TEMPLATES[0]
    tokenizer = byte_level_tokenizer(CODE, special=(template.prefix, template.suffix, template.middle,))
    ids = PromptBuilder(tokenizer, fim=False).build("let a = 1;", 10, 10)
    assert tokenizer.convert_tokens_to_ids(template.prefix) not in ids


def test_budgets_bound_prefix_and_suffix_tokens():
    template = FIM_TEMPLATES[1]
    tokenizer = byte_level_tokenizer(CODE, special=(template.prefix, template.suffix, template.middle,))
    text = "const x = [1, 2, 3].map((v) => v * 2);\n" * 400
    cursor = len(text) // 2
    ids = PromptBuilder(tokenizer, PromptBudget(prefix_tokens=100, suffix_tokens=30)).build(text, cursor, cursor)
    marker = tokenizer.convert_tokens_to_ids
    prefix_part = ids[ids.index(marker(template.prefix)) + 1 : ids.index(marker(template.suffix))]
    suffix_part = ids[ids.index(marker(template.suffix)) + 1 : ids.index(marker(template.middle))]
    assert len(prefix_part) <= 100 and len(suffix_part) <= 30
    assert text[:cursor].endswith(tokenizer.decode(prefix_part[-20:]))  # the prefix nearest the cursor is kept


def test_the_window_start_moves_only_every_quarter_budget_while_typing():
    text = "x = 1;\n" * 5000
    starts = [window_start(text + "y" * typed, len(text) + typed, 4000) for typed in range(3000)]
    moves = sum(1 for before, after in zip(starts, starts[1:]) if before != after)
    assert 1 <= moves <= 3  # one move per 1,000 characters typed, not one per keystroke
