"""The backend settings: where the model runs (in-process or a vLLM server)."""

from server.settings import Settings


def test_the_vllm_backend_settings_apply():
    settings, problems = Settings().updated({"cpcLsp": {
        "backend": "vllm", "serverUrl": "http://gpu-box:8000", "apiKey": "k", "serverTimeout": 5,
        "allowUnconstrained": True}})
    assert problems == []
    backend = settings.backend
    assert (backend.kind, backend.server_url, backend.api_key, backend.timeout, backend.allow_unconstrained) == (
        "vllm", "http://gpu-box:8000", "k", 5.0, True)


def test_bad_backend_values_are_refused_and_the_previous_ones_stay():
    settings, _ = Settings().updated({"backend": "vllm", "serverUrl": "http://a:1"})
    settings, problems = settings.updated({"backend": "tgi", "serverUrl": "", "serverTimeout": 0,
                                           "apiKey": 3, "allowUnconstrained": "yes"})
    assert len(problems) == 5
    assert any("backend must be one of inprocess, vllm" in problem for problem in problems)
    assert (settings.backend.kind, settings.backend.server_url, settings.backend.timeout) == ("vllm", "http://a:1", 30.0)


def test_the_default_is_the_in_process_backend():
    settings, problems = Settings().updated({"maxTokens": 8})
    assert settings.backend.kind == "inprocess" and problems == []
