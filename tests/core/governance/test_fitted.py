"""Files of weights fitted on the shipped sentence model (the rule gate's, the likeness's): one
fitted on another pinned model is not applied, and a damaged one is said in the log while
reflection falls back to what it read before the file (the form-only gate, the rule of thumb)
and still files what plainly recurs."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest
from teambrain.core import meaning
from teambrain.core.governance import likeness, rule_gate
from teambrain.core.governance.reflector_offline import OfflineReflector

from tests.core.governance.test_reflector_offline import Week

SHIPPED = next(iter(meaning.shipped_identities()))
FILES: list[tuple[object, str, Callable[[], object], Callable[[], object], object]] = [
    (rule_gate, "MEANING_FILE", rule_gate._meaning_gate, lambda: rule_gate.for_model(SHIPPED),
     rule_gate.FORM),
    (likeness, "LIKENESS_FILE", likeness._fitted, lambda: likeness.for_model(SHIPPED), None),
]  # fmt: skip


@pytest.fixture(params=FILES, ids=["rule gate", "likeness"])
def weights(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch, tmp_path: Path):
    """Point one fitted file at a copy to spoil; yields (the copy, the original's JSON, the
    reader, what it falls back to)."""
    module, name, cached, reader, fallback = request.param
    shipped = getattr(module, name)
    copy = tmp_path / shipped.name
    monkeypatch.setattr(module, name, copy)
    cached.cache_clear()
    yield copy, json.loads(shipped.read_text(encoding="utf-8")), reader, fallback
    cached.cache_clear()


def test_a_file_fitted_on_another_pinned_model_is_not_applied(weights) -> None:
    copy, original, reader, fallback = weights
    copy.write_text(json.dumps(original | {"model_sha256": "0" * 64}), encoding="utf-8")
    assert reader() is fallback
    # the same file with the pinned model's digest loads
    copy.write_text(json.dumps(original), encoding="utf-8")
    _clear_all()
    assert reader() is not fallback


@pytest.mark.parametrize(
    "damage",
    ["", "{not json", '{"form": [1.0], "signals": [1.0], "meaning": [], "dims": []}', "[]"],
)
def test_a_damaged_file_falls_back_says_so_and_reflection_still_runs(
    weights, damage: str, caplog: pytest.LogCaptureFixture
) -> None:
    copy, _, reader, fallback = weights
    copy.write_text(damage, encoding="utf-8")
    with caplog.at_level("WARNING", logger="teambrain.reflect"):
        assert reader() is fallback
        week = Week()
        week.say("s1", "Always use pnpm instead of npm in this repo.")
        week.say("s2", "Please stop using npm, we use pnpm here.")
        assert len(OfflineReflector().propose(week.material()).lessons) == 1
    assert "do not load" in caplog.text and str(copy) in caplog.text


def _clear_all() -> None:
    rule_gate._meaning_gate.cache_clear()
    likeness._fitted.cache_clear()
