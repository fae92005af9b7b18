"""Settings from `initializationOptions` and `workspace/didChangeConfiguration`.

Keys are the editor-facing camelCase names (`cpcLsp.maxTokens` in VS Code). A bad value is
reported and ignored: the previous value stays, the server keeps serving.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from decoding.options import CompletionOptions
from server import backend_settings
from server.backend_settings import BackendSettings
from server.echo import shown, shown_repr

SECTION = "cpcLsp"

# editor key -> CompletionOptions field
_OPTION_KEYS = {
    "maxTokens": "max_tokens",
    "multiline": "multiline",
    "temperature": "temperature",
    "topP": "top_p",
    "cpcMethod": "cpc_method",
    "typeConstraint": "type_constraint",
    "seed": "seed",
    "fim": "fim",
    "deadlineMs": "deadline_ms",
    "repetitionGuard": "repetition_guard",
}
_TYPES = {"max_tokens": int, "multiline": str, "temperature": float, "top_p": float, "cpc_method": str,
          "type_constraint": bool, "seed": int, "fim": bool, "deadline_ms": int,
          "repetition_guard": bool}
_OPTIONAL = {"seed"}  # null means "none": a fresh draw each request


@dataclass(frozen=True)
class Settings:
    model: str | None = None  # None: the embedded SmolLM2-135M
    device: str = "auto"
    options: CompletionOptions = field(default_factory=CompletionOptions)
    backend: BackendSettings = field(default_factory=BackendSettings)

    def updated(self, raw: object) -> tuple["Settings", list[str]]:
        """These settings with `raw` applied, and one message per value that was refused."""
        if raw is None:
            return self, []
        if not isinstance(raw, dict):
            return self, [f"settings must be an object, not {type(raw).__name__}"]
        if isinstance(raw.get(SECTION), dict):  # {"cpcLsp": {...}} as VS Code sends it
            raw = raw[SECTION]
        problems: list[str] = []
        model, device, options = self.model, self.device, self.options
        if "model" in raw:
            value = raw["model"]
            if value is None or isinstance(value, str):
                model = value or None
            else:
                problems.append(f"model must be a string or null, not {shown_repr(value)}")
        if "device" in raw:
            value = raw["device"]
            if value in ("auto", "cpu", "cuda") or (isinstance(value, str) and value.startswith("cuda:")):
                device = value
            else:
                problems.append(f"device must be auto, cpu or cuda, not {shown_repr(value)}")
        for key, name in _OPTION_KEYS.items():
            if key not in raw:
                continue
            value = raw[key]
            expected = _TYPES[name]
            if expected is float and isinstance(value, int) and not isinstance(value, bool):
                value = float(value)
            optional = value is None and name in _OPTIONAL
            if not optional and (not isinstance(value, expected) or (expected is int and isinstance(value, bool))):
                problems.append(f"{key} must be {expected.__name__}, not {shown_repr(value)}")
                continue
            try:
                options = options.with_changes(**{name: value})
            except ValueError as error:
                problems.append(shown(str(error), 200))
        backend, backend_problems = self.backend.updated(raw)
        problems += backend_problems
        known = set(_OPTION_KEYS) | {"model", "device"} | set(backend_settings.KEYS)
        problems += [f"unknown setting {shown_repr(key)} ignored" for key in raw if key not in known]
        return Settings(model, device, options, backend), problems
