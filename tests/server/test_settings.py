"""Editor settings: accepted values apply, bad ones are refused one by one."""

from server.settings import Settings


def test_vscode_style_section_and_flat_settings_both_apply():
    nested, problems = Settings().updated({"cpcLsp": {"maxTokens": 12, "multiline": "never"}})
    flat, _ = Settings().updated({"maxTokens": 12, "multiline": "never"})
    assert problems == []
    assert nested == flat
    assert nested.options.max_tokens == 12 and nested.options.multiline == "never"


def test_bad_values_are_refused_and_the_rest_applies():
    settings, problems = Settings().updated(
        {"maxTokens": "lots", "temperature": -1, "multiline": "sometimes", "cpcMethod": "naive", "bogus": 1}
    )
    assert settings.options.max_tokens == 32  # unchanged default
    assert settings.options.cpc_method == "naive"
    assert len(problems) == 4
    assert any("maxTokens" in problem for problem in problems)
    assert any("bogus" in problem for problem in problems)


def test_model_and_device():
    settings, problems = Settings().updated({"model": "/models/qwen", "device": "cpu"})
    assert (settings.model, settings.device, problems) == ("/models/qwen", "cpu", [])
    settings, problems = settings.updated({"model": None, "device": "tpu"})
    assert settings.model is None and settings.device == "cpu" and len(problems) == 1


def test_integers_are_accepted_for_floats_but_booleans_are_not_integers():
    settings, problems = Settings().updated({"temperature": 1, "maxTokens": True})
    assert settings.options.temperature == 1.0
    assert settings.options.max_tokens == 32 and len(problems) == 1


def test_non_object_settings_are_refused():
    settings, problems = Settings().updated(["maxTokens", 3])
    assert settings == Settings() and problems


def test_deadline_ms_applies_within_its_range_and_a_bad_one_keeps_the_previous_value():
    settings, problems = Settings().updated({"deadlineMs": 2500})
    assert settings.options.deadline_ms == 2500 and problems == []
    for bad in (50, 600_001, "soon", True, None, 2.5):
        unchanged, problems = settings.updated({"deadlineMs": bad})
        assert unchanged.options.deadline_ms == 2500 and len(problems) == 1 and "deadline" in problems[0]


def test_seed_may_be_null_for_a_fresh_draw_each_request():
    seeded, problems = Settings().updated({"seed": 3})
    assert seeded.options.seed == 3 and problems == []
    unseeded, problems = seeded.updated({"seed": None})
    assert unseeded.options.seed is None and problems == []
    refused, problems = seeded.updated({"seed": "x", "maxTokens": None})
    assert refused.options.seed == 3 and refused.options.max_tokens == 32 and len(problems) == 2
