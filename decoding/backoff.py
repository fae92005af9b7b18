"""Where the tokenised prompt ends: the back-off point before the cursor.

A prompt that ends in the middle of a word ("getEl|") is tokenised in a way the model never saw
in training ("getEl" is not how "getElement" is written in tokens), so the prompt stops at the
last pre-token boundary instead and the characters after it become the prefix the completion
must start with. Backing off too far only costs a deeper covering tree; backing off too little
biases the model, so the rule leans long:

- the run of characters of the same kind as the one before the cursor (identifier/number
  characters, or operator/punctuation characters, or whitespace);
- plus the whitespace run before it, newlines included, because byte-level BPE attaches a space
  to the next word (" return") and many vocabularies hold "\\n" + indentation as one token;
- never more than `max_chars` characters;
- never more than `max_repeat` characters into a run of one repeated non-space character
  ("((((((((", "========", "aaaa..."): such a run has exponentially many spellings and the
  model likes many of them, so the covering tree could not be exact at an affordable size
  (a run of n characters, n-1 binary choices); the prompt keeps the rest of the run.
"""

from __future__ import annotations


def _kind(char: str) -> str:
    if char.isspace():
        return "space"
    if char.isalnum() or char in "_$":
        return "word"
    return "operator"


def backoff_point(text: str, cursor: int, max_chars: int = 64, max_repeat: int = 8) -> int:
    """Index where the tokenised prompt ends; `text[index:cursor]` is the prefix to condition on.

    The last pre-token boundary before the cursor: the start of the partial identifier, number
    or operator run (and the whitespace before it), or of the partial whitespace/indentation,
    at most `max_chars` back and at most `max_repeat` into a run of one repeated character.
    """
    if not 0 <= cursor <= len(text):
        raise ValueError(f"cursor {cursor} is outside the text (length {len(text)})")
    if max_chars < 0 or max_repeat < 1:
        raise ValueError("max_chars must be >= 0 and max_repeat >= 1")
    limit = max(0, cursor - max_chars)
    if cursor and not text[cursor - 1].isspace():
        run = cursor - 1
        while run > limit and text[run - 1] == text[cursor - 1]:
            run -= 1
        if cursor - run > max_repeat:
            limit = cursor - max_repeat
    start = cursor
    if start > limit:
        kind = _kind(text[start - 1])
        while start > limit and _kind(text[start - 1]) == kind:
            start -= 1
        if kind != "space":
            while start > limit and text[start - 1].isspace():
                start -= 1
    return start
