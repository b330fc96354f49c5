"""The rule gate weighs a saying's form and meaning, each feature one fitted weight."""

from __future__ import annotations

import pytest
from teambrain.core.governance import rule_gate


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
    assert rule_gate.likelihood(ask) < rule_gate.THRESHOLD <= rule_gate.likelihood(rule)


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
        ("the integration tests need the db up first", False),
        ("ctest needs --test-dir build/ninja-debug", False),
    ],
)
def test_something_wanted_built_is_an_ask_though_need_marks_rules_too(
    said: str, asks: bool
) -> None:
    row = rule_gate.features(said, said, 0.0, marked=True)
    assert row[rule_gate.FEATURES.index("asks")] == float(asks)
