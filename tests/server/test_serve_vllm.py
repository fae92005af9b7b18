"""`cpc-lsp serve-vllm`: vLLM's own server command, plus only the flags cpc-lsp needs."""

import sys

from server.serve_vllm import vllm_command


def test_the_flags_cpc_lsp_needs_are_added_and_the_rest_pass_through():
    command = vllm_command("/models/m", ["--port", "8001", "--tensor-parallel-size", "2"])
    assert command[:5] == [sys.executable, "-m", "vllm.entrypoints.openai.api_server", "--model", "/models/m"]
    assert command[-4:] == ["--port", "8001", "--tensor-parallel-size", "2"]
    assert command[command.index("--logprobs-mode") + 1] == "processed_logprobs"
    assert "--logits-processors" not in command  # the entry point registers it; twice would apply it twice


def test_a_flag_the_user_gives_is_not_overridden():
    command = vllm_command("m", ["--max-logprobs=256"])
    assert "--max-logprobs" not in command and command[-1] == "--max-logprobs=256"


def test_serve_vllm_outside_vllms_environment_says_where_to_run_it(capsys):
    from server.cli import main

    assert main(["serve-vllm", "m", "--port", "1"]) == 1
    assert "run serve-vllm from vLLM's environment" in capsys.readouterr().err
