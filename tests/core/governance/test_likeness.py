"""The fitted likeness joins one rule said twice in other words that the reflector's rule of
thumb reads as far apart, serves the shipped sentence model only, and when its file is damaged
or stale leaves the rule of thumb alone and says so."""

from __future__ import annotations

import json
from datetime import timedelta

import pytest
from teambrain.core import meaning
from teambrain.core.governance import likeness, reflector_offline
from teambrain.core.governance.reflector_offline import GROUP_COSINE, OfflineReflector
from teambrain.core.governance.sentences import read
from teambrain.core.meaning import pinned

from tests.core.governance.test_reflector_offline import T0, Week

SAID_TWICE = ("Sqitch rework, not an in-place edit.", "Shipped = reworked, never edited.")
ANOTHER_RULE = "Run the smoke suite before tagging a release."


def _likeness(texts: list[str]) -> tuple[object, object]:
    rows, states = read(texts)
    signals = reflector_offline.pair_signals(texts, rows, states, GROUP_COSINE)
    fitted = likeness.for_model(meaning.identity())
    assert fitted is not None
    logits = fitted.logits(signals.thumb, signals.aligned, rows, signals.terms, signals.rare)
    wider = fitted.alike(logits, GROUP_COSINE)
    return signals.thumb, wider


def test_the_shipped_file_is_fitted_on_the_pinned_model_and_whole() -> None:
    fitted = json.loads(likeness.LIKENESS_FILE.read_text(encoding="utf-8"))
    assert fitted["model_sha256"] == pinned.SHA256
    assert len(fitted["signals"]) == len(likeness.SIGNALS)
    assert len(fitted["dims"]) == meaning.DIMENSIONS
    for identity in meaning.shipped_identities():
        assert likeness.for_model(identity) is not None
    # another model's vectors mean nothing to weights fitted on these
    assert likeness.for_model(b"\x00\x01\x02\x03") is None


def test_one_rule_said_twice_in_other_words_is_joined_where_the_rule_of_thumb_is_not() -> None:
    thumb, wider = _likeness([*SAID_TWICE, ANOTHER_RULE])
    assert thumb[0, 1] < GROUP_COSINE <= wider[0, 1]
    # a different rule of the same person stays apart from both
    assert max(wider[0, 2], wider[1, 2]) < GROUP_COSINE


def test_the_reflector_files_a_rule_only_the_fitted_likeness_groups_when_worded_whole(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    week = Week()
    week.say("s1", f"{SAID_TWICE[0]} Prod verifies each shipped script by its hash.")
    week.say("s2", "Add the retention column to the samples table.")
    week.say("s2", SAID_TWICE[1])
    week.say("s3", ANOTHER_RULE)
    (lesson,) = OfflineReflector().propose(week.material()).lessons
    # the rule with the reason typed beside it
    assert lesson.text == (
        "Sqitch rework, not an in-place edit. Prod verifies each shipped script by its hash."
    )
    assert set(lesson.citations) == {"ep000", "ep002"}
    # filed the hour it recurs even when no echo counts as clear (a group of the rule of thumb
    # would wait): what the rule of thumb leaves is grouped anew each morning, so a wait could
    # find the group gone
    monkeypatch.setattr(reflector_offline, "CLEAR_ECHO", 1.01)
    soon = OfflineReflector().propose(week.material(until=T0 + timedelta(hours=1)))
    assert soon.lessons == [lesson] and soon.notes == []
    # by the rule of thumb alone the two sayings are two rules said once each
    monkeypatch.setattr(likeness, "for_model", lambda identity: None)
    assert OfflineReflector().propose(week.material()).lessons == []


def test_a_lone_sentence_only_the_fitted_likeness_groups_is_not_filed() -> None:
    """What a wider group holds is as often a rule's reason or a task as the rule: a lesson
    from it is worded by two of the person's sentences, or not filed."""
    week = Week()
    week.say("s1", SAID_TWICE[0])
    week.say("s2", SAID_TWICE[1])
    assert OfflineReflector().propose(week.material()).lessons == []


def test_what_the_rule_of_thumb_groups_is_grouped_and_worded_as_before(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    week = Week()
    week.say("s1", "Always use pnpm instead of npm in this repo.")
    week.say("s2", "Please stop using npm, we use pnpm here.")
    week.say("s2", "We use pnpm because npm breaks the workspace links.")
    week.say("s3", "No npm: pnpm is the package manager we use.")
    with_fitted = OfflineReflector().propose(week.material()).lessons
    monkeypatch.setattr(likeness, "for_model", lambda identity: None)
    assert OfflineReflector().propose(week.material()).lessons == with_fitted
