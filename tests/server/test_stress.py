"""Issue 9, the guarantees: a mixed storm against a real `cpc-lsp --tcp` on the tiny model. Every
request is answered, the newest request of each document gets a real completion, a client sending
bad frames keeps being answered, clients leaving mid-request change nothing, and the process stays
up. bench/stress.py runs the same storm longer and prints the figures."""

from __future__ import annotations

import pytest

from raw_client import ServerProcess
from storm import OPTIONS, run_storm

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def server(tiny_model_dir):
    process = ServerProcess("--model", str(tiny_model_dir), tcp=True)
    yield process
    process.stop()


def test_a_mixed_storm_leaves_every_request_answered_and_the_server_up(server):
    editor = server.connect()
    editor.initialize(OPTIONS)
    editor.status("ready")
    result = run_storm(server, editor, rounds=1, keystroke_s=0.03, long_line=200_000)
    assert len(result.answers) == len(result.sent) > 50
    for answer in result.answers.values():  # an empty list, an item, or a cancellation error
        assert "result" in answer or answer["error"]["code"] == -32800
    for uri, answer in result.finals.items():
        items = answer["result"]["items"]
        assert len(items) == 1 and items[0]["insertText"], uri
    assert result.side_answered == result.side_requests > 0
    assert result.stats["superseded"] > 0
    assert server.alive()
