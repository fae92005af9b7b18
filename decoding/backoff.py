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
- never more than `max_chars` characters.
"""

from __future__ import annotations


def _kind(char: str) -> str:
    if char.isspace():
        return "space"
    if char.isalnum() or char in "_$":
        return "word"
    return "operator"


def backoff_point(text: str, cursor: int, max_chars: int = 64) -> int:
    """Index where the tokenised prompt ends; `text[index:cursor]` is the prefix to condition on.

    The last pre-token boundary before the cursor: the start of the partial identifier, number
    or operator run (and the whitespace before it), or of the partial whitespace/indentation,
    at most `max_chars` back.
    """
    if not 0 <= cursor <= len(text):
        raise ValueError(f"cursor {cursor} is outside the text (length {len(text)})")
    if max_chars < 0:
        raise ValueError("max_chars must be >= 0")
    limit = max(0, cursor - max_chars)
    start = cursor
    if start > limit:
        kind = _kind(text[start - 1])
        while start > limit and _kind(text[start - 1]) == kind:
            start -= 1
        if kind != "space":
            while start > limit and text[start - 1].isspace():
                start -= 1
    return start
