"""What a completion request may ask for; plain data with eager validation, no torch import
(the server reads settings before the model is loaded)."""

from __future__ import annotations

from dataclasses import dataclass, replace


@dataclass(frozen=True)
class SamplingOptions:
    temperature: float = 0.0  # 0 = greedy
    top_p: float = 1.0

    def __post_init__(self) -> None:
        if self.temperature < 0:
            raise ValueError(f"temperature must be >= 0, not {self.temperature}")
        if not 0 < self.top_p <= 1:
            raise ValueError(f"top_p must be in (0, 1], not {self.top_p}")


CPC_METHODS = ("exact", "naive", "healing")
DEADLINE_MS_RANGE = (100, 600_000)
MULTILINE_MODES = ("auto", "always", "never")


@dataclass(frozen=True)
class CompletionOptions:
    max_tokens: int = 32
    multiline: str = "auto"  # auto: one line after code on the cursor's line, a block on an empty line
    temperature: float = 0.0  # 0 = greedy
    top_p: float = 0.95
    cpc_method: str = "exact"
    type_constraint: bool = True
    seed: int | None = None
    fim: bool = True  # fill-in-the-middle prompts when the model has FIM tokens
    deadline_ms: int = 10_000  # generation after the prompt stops by then (stop reason "deadline")
    repetition_guard: bool = True  # stop before a line that makes the completion a loop (decoding/repetition.py)

    def __post_init__(self) -> None:
        if not 1 <= self.max_tokens <= 4096:
            raise ValueError(f"max tokens must be between 1 and 4096, not {self.max_tokens}")
        if self.multiline not in MULTILINE_MODES:
            raise ValueError(f"multiline must be one of {', '.join(MULTILINE_MODES)}, not {self.multiline!r}")
        if self.cpc_method not in CPC_METHODS:
            raise ValueError(f"cpc method must be one of {', '.join(CPC_METHODS)}, not {self.cpc_method!r}")
        low, high = DEADLINE_MS_RANGE
        if not low <= self.deadline_ms <= high:
            raise ValueError(f"deadline must be between {low} and {high} ms, not {self.deadline_ms}")
        SamplingOptions(self.temperature, self.top_p)  # validates both

    def with_changes(self, **changes) -> "CompletionOptions":
        return replace(self, **changes)
