"""Whether a hub model can be had now, decided in milliseconds instead of after minutes of
download retries.

A hub name is loaded from the local Hugging Face cache when it is there (no network call at all);
otherwise a download is only tried when the hub answers a TCP connection within a few seconds.
Offline (HF_HUB_OFFLINE set, or no route to the hub) the load fails at once with what to do.
"""

from __future__ import annotations

import os
import socket
from urllib.parse import urlparse

PROBE_SECONDS = 3.0


class HubUnavailable(Exception):
    """The model is not cached and the hub cannot be reached; the message says what to do."""


def cached_locally(name: str) -> bool:
    """True when the hub model `name` is in the local Hugging Face cache."""
    from huggingface_hub import try_to_load_from_cache

    try:
        found = try_to_load_from_cache(name, "config.json")
    except Exception:  # a name the hub would refuse (bad characters): not cached
        return False
    return isinstance(found, str)


def offline() -> bool:
    return os.environ.get("HF_HUB_OFFLINE", "").strip().lower() in ("1", "true", "yes", "on")


def check_reachable(name: str) -> bool:
    """True to load `name` from the cache only; raises HubUnavailable when it is neither cached
    nor downloadable now."""
    if cached_locally(name):
        return True
    what = f"model {name} is not in the local Hugging Face cache"
    if offline():
        raise HubUnavailable(f"{what} and HF_HUB_OFFLINE is set; download it once with network, or pass a local folder")
    endpoint = urlparse(os.environ.get("HF_ENDPOINT") or "https://huggingface.co")
    host = endpoint.hostname or "huggingface.co"
    port = endpoint.port or (443 if endpoint.scheme == "https" else 80)
    try:
        socket.create_connection((host, port), timeout=PROBE_SECONDS).close()
    except OSError as error:
        raise HubUnavailable(
            f"{what} and {host}:{port} cannot be reached ({error.strerror or error}); "
            "download it once with network, or pass a local folder"
        ) from None
    return False
