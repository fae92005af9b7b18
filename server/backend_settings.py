"""Where the model runs: in this process (the default) or on a shared vLLM server.

Editor keys: `backend` ("inprocess" | "vllm"), `serverUrl`, `apiKey`, `serverTimeout` (seconds),
`allowUnconstrained` (serve plain completions when the server lacks cpc-lsp's logits processor).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from server.echo import shown_repr

BACKENDS = ("inprocess", "vllm")
KEYS = ("backend", "serverUrl", "apiKey", "serverTimeout", "allowUnconstrained")


@dataclass(frozen=True)
class BackendSettings:
    kind: str = "inprocess"
    server_url: str = "http://127.0.0.1:8000"
    api_key: str | None = None
    timeout: float = 30.0
    allow_unconstrained: bool = False

    def updated(self, raw: dict) -> tuple["BackendSettings", list[str]]:
        problems: list[str] = []
        changes: dict = {}
        value = raw.get("backend", self.kind)
        if value in BACKENDS:
            changes["kind"] = value
        else:
            problems.append(f"backend must be one of {', '.join(BACKENDS)}, not {shown_repr(value)}")
        value = raw.get("serverUrl", self.server_url)
        if isinstance(value, str) and value.strip():
            changes["server_url"] = value.strip()
        else:
            problems.append(f"serverUrl must be a URL such as http://gpu-box:8000, not {shown_repr(value)}")
        value = raw.get("apiKey", self.api_key)
        if value is None or isinstance(value, str):
            changes["api_key"] = value or None
        else:
            problems.append("apiKey must be a string or null")
        value = raw.get("serverTimeout", self.timeout)
        if isinstance(value, (int, float)) and not isinstance(value, bool) and value > 0:
            changes["timeout"] = float(value)
        else:
            problems.append(f"serverTimeout must be a positive number of seconds, not {shown_repr(value)}")
        value = raw.get("allowUnconstrained", self.allow_unconstrained)
        if isinstance(value, bool):
            changes["allow_unconstrained"] = value
        else:
            problems.append(f"allowUnconstrained must be true or false, not {shown_repr(value)}")
        return replace(self, **changes), problems
