"""The honest-empty gate: its fitted model matches what recall computes, and it decides."""

from __future__ import annotations

import math
from datetime import timedelta

from teambrain.core.recall import gate as recall_gate
from teambrain.core.recall import gate_model as model
from teambrain.core.recall.search import recall, search

from tests.mcpserver.episode_world import capture


def test_the_model_weighs_exactly_the_features_recall_computes(store, clock) -> None:
    capture(store, "alice", "pin postgres in docker-compose.yml", at=clock() - timedelta(hours=1))
    capture(store, "alice", "the flaky websocket test", at=clock() - timedelta(hours=2))
    found = search(store, "alice", "postgres docker websocket", clock=clock)
    assert set(found.features) == set(model.WEIGHTS)
    assert all(math.isfinite(w) for w in model.WEIGHTS.values()) and math.isfinite(model.BIAS)
    assert 0.0 < model.THRESHOLD < 1.0


def test_the_model_file_says_how_it_was_fitted() -> None:
    how = " ".join((model.__doc__ or "").split())
    for words in ("LoCoMo", "logistic regression", "leaving each conversation out", "--fit"):
        assert words in how


def test_the_decision_is_the_probability_against_the_threshold(store, clock) -> None:
    capture(
        store,
        "alice",
        "The upload worker crashed with ConnectionTimeoutError after 30 seconds",
        "Raise the timeout in upload_worker.py and retry with backoff.",
        at=clock() - timedelta(hours=1),
    )
    for i in range(20):
        capture(store, "alice", f"unrelated chore number {i} about lint", at=clock())
    answered = search(store, "alice", "upload worker ConnectionTimeoutError", clock=clock)
    assert answered.answered and answered.relevance >= 1.0
    p = recall_gate.probability(answered.features)
    assert math.isclose(answered.relevance, p / model.THRESHOLD)
    nonsense = search(store, "alice", "kubernetes ingress worker certificate", clock=clock)
    assert not nonsense.answered and nonsense.relevance < 1.0
    gated = recall(store, "alice", "kubernetes ingress worker certificate", clock=clock)
    assert gated.hits == [] and gated.relevance == round(nonsense.relevance, 4)
    ungated = recall(
        store, "alice", "kubernetes ingress worker certificate", gate=False, clock=clock
    )
    assert ungated.hits  # ranking alone finds the common word: the gate is what says no


def test_a_one_word_query_is_a_keyword_search(store, clock) -> None:
    for i in range(5):
        capture(store, "alice", f"pytest run {i} passed", at=clock() - timedelta(minutes=i))
    assert len(recall(store, "alice", "pytest", clock=clock).hits) == 5  # in every record
    assert recall(store, "alice", "tox", clock=clock).hits == []
    assert recall_gate.relevance({}) == 0.0
