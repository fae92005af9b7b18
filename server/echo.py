"""What a log message may echo of a client's value: a short, printable excerpt.

A 1 MB setting value or URI copied whole into a `window/logMessage` floods the editor's log, and
lone surrogates in it cannot be encoded; `repr` escapes them and the excerpt is cut.
"""

from __future__ import annotations

LIMIT = 80


def shown(value: object, limit: int = LIMIT) -> str:
    """`value` as a log message may quote it: strings as they are, others as repr, at most
    `limit` characters plus a note of how long the whole was."""
    text = value if isinstance(value, str) else repr(value)
    text = text.encode("utf-8", "backslashreplace").decode("utf-8")  # lone surrogates as \udxxx
    if len(text) <= limit:
        return text
    return f"{text[:limit]}… ({len(text)} characters)"


def shown_repr(value: object, limit: int = LIMIT) -> str:
    """repr(value), cut like `shown`: for values quoted in error messages."""
    return shown(repr(value), limit)
