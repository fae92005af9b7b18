"""Can this TypeScript prefix still become a valid file? An incremental, pure-Python
prefix automaton for the TypeScript syntax (see README.md in this folder).

    import ts_completion_engine as tce
    s = tce.initial_state().feed("function f(")   # a State, or None when no continuation is valid
    s.is_complete                                  # the text so far is itself a valid file
    tce.check("let let")                           # Verdict(status="rejected", reject_at=...)
"""

from . import parser_core, expressions, functions, type_syntax, classes, statements, declarations

# The grammar modules name each other's frames; build those once all are loaded.
functions.link()
type_syntax.link()
declarations.link()
statements.link()

from .state import TOP, State, Verdict, check, initial_state, stats  # noqa: E402
from .checkpoints import DocumentParser, parse_with_checkpoints  # noqa: E402

__all__ = [
    "State", "Verdict", "check", "initial_state", "TOP", "stats",
    "DocumentParser", "parse_with_checkpoints",
]
