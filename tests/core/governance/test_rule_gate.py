"""The rule gate weighs a saying's form and meaning, each feature one fitted weight; with the
shipped sentence model it also weighs the saying's whole vector, and never another model's."""

from __future__ import annotations

import json

import numpy as np
import pytest
from teambrain.core import meaning
from teambrain.core.governance import rule_form, rule_gate
from teambrain.core.governance.reflector_offline import readable
from teambrain.core.governance.sentences import vectors
from teambrain.core.meaning import pinned


@pytest.mark.parametrize(
    ("said", "feature"),
    [
        ("ah the reason plan hangs is the vpn", "explains"),
        ("401 = you hit 5432", "explains"),
        ("can you check the logs?", "asks"),
        ("fix the flaky login test", "asks"),
        ("whats our min ios version", "asks"),
        ("is there a retry on the s3 client", "asks"),
        ("lint the stripe staging models", "asks"),
        ("prep the android 3.8.0 release", "asks"),
        ("put the new paywall behind the remote flag", "asks"),
        ("fill in the PR description", "asks"),
        ("dump the openapi schema to docs/openapi.json for the mobile team", "asks"),
        ("submit 3.18.1 for review", "asks"),
        ("init staging/video too", "asks"),
        ("first, how far is batch 14", "asks"),
        ("the vendored parser has a README, what does it say about coordinates", "asks"),
        ("random idea, would be cool if the operator emitted an Event on retry", "asks"),
        ("itd be nice if the cli printed the run id", "asks"),
        ("ok add the Alagoas extract to the import target, same flags as pernambuco", "asks"),
        ("good, commit it as fix(ferry-encode): ...", "asks"),
        ("okay, now run the migrations", "asks"),
        ("the ios build is broken again", "reports"),
        ("compose db is 5433", "exact"),
    ],
)
def test_each_form_is_its_feature(said: str, feature: str) -> None:
    row = rule_gate.features(said, said, 0.0, marked=False)
    assert row[rule_gate.FEATURES.index(feature)] == 1.0


def test_weights_match_features_and_a_plain_ask_is_less_likely_than_a_stated_rule() -> None:
    assert len(rule_gate.WEIGHTS) == len(rule_gate.FEATURES)
    ask = rule_gate.features("run the tests", "Run the tests.", -0.1, marked=False)
    rule = rule_gate.features("we always run tests with -race", "x", 0.2, marked=True)
    # the form-only gate reads no vector: any will do
    ask_p, rule_p = rule_gate.FORM.likelihoods([ask, rule], np.zeros((2, meaning.DIMENSIONS)))
    assert ask_p < rule_gate.FORM.threshold <= rule_p


def test_a_redacted_value_is_no_exact_thing_of_the_project() -> None:
    # "reach me at <EMAIL_ADDRESS>" said twice is a signature, not a fact about the project
    row = rule_gate.features(
        "reach me at <EMAIL_ADDRESS>", "Reach me at <EMAIL_ADDRESS>.", 0, False
    )
    assert row[rule_gate.FEATURES.index("exact")] == 0.0


@pytest.mark.parametrize(
    "said",
    ["tags: owner and cost-center on everything", "ports 5432 and 5433 are both taken here"],
)
def test_a_noun_that_is_also_a_verb_does_not_make_a_statement_an_ask(said: str) -> None:
    row = rule_gate.features(said, said, 0.0, marked=False)
    assert row[rule_gate.FEATURES.index("asks")] == 0.0


@pytest.mark.parametrize(
    ("said", "asks"),
    [
        ("need an endpoint to re-optimise a single route", True),
        ("ferryctl needs an --endpoint flag so it can talk to staging", True),
        ("security want the new ingress list", True),
        ("security wants a new ingress list", True),
        ("it would be really nice if CI posted the benchmark deltas on the PR", True),
        ("it'd be lovely if PR builds posted the test count as a comment", True),
        ("It would be useful to have a CMake target for the compliance summary", True),
        ("An idea, not yet a request: a --dump-constraints flag", True),
        ("not now, just an idea", True),
        ("the integration tests need the db up first", False),
        ("ctest needs --test-dir build/ninja-debug", False),
    ],
)
def test_something_wanted_built_is_an_ask_though_need_marks_rules_too(
    said: str, asks: bool
) -> None:
    row = rule_gate.features(said, said, 0.0, marked=True)
    assert row[rule_gate.FEATURES.index("asks")] == float(asks)


@pytest.mark.parametrize(
    ("said", "asks", "marked"),
    [
        # requests to act, in French, Portuguese, Spanish and German
        ("Ajoute un toggle 'use_proxy' sur le shot_camera HDA", True, False),
        ("Relink_caches, fais-lui sauver le hip à la fin", True, False),
        ("roda os testes do tile server de novo", True, False),
        ("Añade el campo pickupSlots al type Store", True, False),
        ("mach mal einen neuen Build für das Release-Target", True, False),
        ("peux-tu regarder les logs de la farm", True, False),
        # rules said in those languages are marked, and a marked request is a rule's form
        ("on fait jamais ça, modifier une def déjà publiée", False, True),
        ("aqui é sempre pnpm, nunca npm", False, True),
        ("Mets toujours needs_hou sur ces tests", False, True),
        ("bitte nie force-push auf main", False, True),
        # English is read as before
        ("never force-push to main", False, True),
        ("run the tests", True, False),
    ],
)
def test_requests_and_rules_are_read_in_other_languages_too(
    said: str, asks: bool, marked: bool
) -> None:
    """The sentence model reads English: a French ask read as a rule by its meaning alone
    ("Ajoute un toggle..." at 0.72) was filed. Its form says what it is."""
    ((raw, lesson, is_marked),) = readable(said)
    assert is_marked == marked
    row = rule_gate.features(raw, lesson, 0.0, is_marked)
    assert row[rule_gate.FEATURES.index("asks")] == float(asks)


def _said(text: str) -> tuple[tuple[float, ...], np.ndarray]:
    """A saying's form row and its sentence vector, as the reflector reads them."""
    (raw, lesson, marked), *_ = readable(text)
    row = vectors([lesson])
    return rule_gate.features(raw, lesson, float(rule_form.standing(row)[0]), marked), row


def test_the_meaning_gate_is_fitted_on_the_pinned_model_and_the_features_read_today() -> None:
    fitted = json.loads(rule_gate.MEANING_FILE.read_text(encoding="utf-8"))
    # a new pinned model must be refitted (bench/fit_rule_gate.py --meaning), never guessed at
    assert fitted["model_sha256"] == pinned.SHA256
    assert fitted["features"] == list(rule_gate.FEATURES)
    assert len(fitted["form"]) == len(rule_gate.FEATURES)
    assert len(fitted["meaning"]) == meaning.DIMENSIONS
    assert 0 < fitted["restated"] < fitted["threshold"] < 1


def test_the_meaning_gate_serves_the_shipped_model_in_either_graph_and_no_other() -> None:
    for identity in meaning.shipped_identities():
        gate = rule_gate.for_model(identity)
        assert len(gate.meaning) == meaning.DIMENSIONS
        assert gate.restated > 0
    # another model's vectors mean nothing to weights fitted on these: the form-only gate
    assert rule_gate.for_model(b"\x00\x01\x02\x03") is rule_gate.FORM
    assert rule_gate.FORM.meaning == () and rule_gate.FORM.restated == 0.0


def test_the_meaning_gate_reads_a_stated_rule_above_its_threshold_and_a_request_below() -> None:
    gate = rule_gate.for_model(meaning.identity())
    rule_row, rule_vector = _said(
        "never run migrations by hand on prod, they go out with the deploy"
    )
    ask_row, ask_vector = _said("add a retry to the webhook sender")
    rule, ask = gate.likelihoods([rule_row, ask_row], np.vstack([rule_vector, ask_vector]))
    assert ask < gate.threshold <= rule
    assert gate.likelihoods([], np.zeros((0, meaning.DIMENSIONS))) == []


def test_a_saying_that_opens_its_session_is_less_likely_a_rule() -> None:
    """A session is opened for a task and its context; a rule comes more often as a
    correction once the agent has acted, so the same unmarked words weigh less in the
    opening message. A marked rule there is a brief given up front and weighs the same."""
    said = "we deploy the api with the make target"
    lesson = readable(said)[0][1]
    row = vectors([lesson])
    score = float(rule_form.standing(row)[0])
    later, opening = (
        rule_gate.features(said, lesson, score, marked=False, opens=opens)
        for opens in (False, True)
    )
    gate = rule_gate.for_model(meaning.identity())
    assert opening[-1] == 1.0 and later[-1] == 0.0
    p_later, p_opening = gate.likelihoods([later, opening], np.vstack([row, row]))
    assert p_opening < p_later
    briefed = rule_gate.features(said, lesson, score, marked=True, opens=True)
    assert briefed == rule_gate.features(said, lesson, score, marked=True, opens=False)


@pytest.mark.parametrize(
    ("said", "marked", "asked"),
    [
        ("Fix the login test.", False, True),
        ("can you rerun the snapshot", False, True),
        ("Run the migrations before the tests, always.", True, False),
        ("Prints vanish in the Slurm job logs.", False, False),
    ],
)
def test_an_ask_reads_as_one_and_a_rule_with_its_markers_does_not(
    said: str, marked: bool, asked: bool
) -> None:
    assert rule_gate.asks(said, marked) is asked
