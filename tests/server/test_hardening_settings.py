"""Issue 9, items 5, 8 and 11, on a real process: a device or model that cannot be used is
refused before anything is unloaded (the old model keeps serving and the log says why); a hub
name without a network fails at once with what to do; a huge setting value is not copied into
the log."""

from __future__ import annotations

import pytest

from decoding.hub_access import HubUnavailable, check_reachable
from raw_client import ServerProcess, free_port

OPTIONS = {"maxTokens": 4, "temperature": 0, "typeConstraint": False}
URI = "file:///settings.ts"


@pytest.fixture(scope="module")
def server(tiny_model_dir, tmp_path_factory):
    empty_hub_cache = tmp_path_factory.mktemp("hf-home")
    process = ServerProcess("--model", str(tiny_model_dir),
                            env={"HF_HUB_OFFLINE": "1", "HF_HOME": str(empty_hub_cache)})
    wire = process.wire
    wire.initialize(OPTIONS)
    wire.status("ready")
    wire.open(URI, "let alpha = 1;\nalp")
    yield process
    process.stop()


def change_settings(wire, settings: dict) -> None:
    wire.notify("workspace/didChangeConfiguration", {"settings": {"cpcLsp": settings}})


def refusal(wire, needle: str) -> str:
    """The log line that says a load was refused and the old model kept."""
    return wire.wait_for(lambda m: m.get("method") == "window/logMessage" and m["params"]["type"] == 1
                         and needle in m["params"]["message"], timeout=120)["params"]["message"]


def still_serving(wire) -> bool:
    answer = wire.response(wire.complete(URI, 1, 3))["result"]["items"]
    return len(answer) == 1 and answer[0]["insertText"].startswith("alp")


REFUSED = {  # the setting -> what the log line must say
    "a device that does not exist": ({"device": "cuda:99"}, "cuda:99", ["kept"]),
    "a model folder that does not exist": ({"model": "/no/such/model-folder"}, "/no/such/model-folder",
                                           ["kept", "does not exist"]),
    "a hub name offline": ({"model": "nobody/no-such-model"}, "nobody/no-such-model",
                           ["kept", "HF_HUB_OFFLINE", "local folder"]),
}


@pytest.mark.parametrize("case", REFUSED)
def test_a_setting_that_cannot_work_keeps_the_working_model_and_says_why(server, case):
    setting, name, needles = REFUSED[case]
    wire = server.wire
    change_settings(wire, setting)
    message = refusal(wire, name)
    assert all(needle in message for needle in needles), message
    status = wire.wait_for(lambda m: m.get("method") == "cpcLsp/status" and name in m["params"]["message"]
                           and m["params"]["message"].startswith("kept"))
    assert status["params"]["state"] == "ready"
    assert still_serving(wire)


def test_an_unreachable_hub_is_found_out_without_waiting_for_retries(monkeypatch, tmp_path):
    monkeypatch.setenv("HF_HOME", str(tmp_path))
    monkeypatch.delenv("HF_HUB_OFFLINE", raising=False)
    monkeypatch.setenv("HF_ENDPOINT", f"http://127.0.0.1:{free_port()}")  # nothing listens there
    with pytest.raises(HubUnavailable, match="cannot be reached"):
        check_reachable("nobody/no-such-model")


def test_a_megabyte_setting_value_is_cut_in_the_log(server):
    wire = server.wire
    change_settings(wire, {"multiline": "x" * 1_000_000, "y" * 500_000: 1})
    messages = [wire.wait_for(lambda m: m.get("method") == "window/logMessage" and needle in m["params"]["message"],
                              timeout=60)["params"]["message"] for needle in ("multiline must", "unknown setting")]
    for message in messages:
        assert len(message) < 400 and "characters)" in message
    assert still_serving(wire)
