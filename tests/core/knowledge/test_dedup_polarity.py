"""A rule said as "Don't X; Y" is the rule "Y, not X": the guard reads its polarity so."""

from __future__ import annotations

import pytest
from teambrain.core.knowledge import dedup


@pytest.mark.parametrize(
    ("text", "negated"),
    [
        ("Don't call Scan on the orders table; query the index.", False),
        ("Avoid sleep() in tests: wait on an event.", False),
        ("Never force-push to main \u2014 open a revert PR.", False),
        ("Never force-push to main - open a revert PR.", False),
        ("Don't edit the state by hand, use `terraform state mv` instead.", False),
        ("Prevent lock waits by batching the updates.", False),  # the means is the rule
        ("Avoid N+1 queries in list views by using select_related.", False),
        ("Prevent two deploys from running at once.", True),
        # what follows explains, or is another sentence: the rule stays a "don't"
        ("Never log request bodies; they contain card numbers.", True),
        ("Don't probe downstream services; it should check only the process.", True),
        ("Never deploy on Fridays. Announce releases in the channel.", True),
    ],
)
def test_a_rule_that_turns_something_down_reads_as_what_it_asks(text: str, negated: bool) -> None:
    assert dedup.is_negated(text) is negated


@pytest.mark.parametrize(
    ("a", "b", "same"),
    [
        ("Query the index instead of scanning the orders table.",
         "Don't scan the orders table; query the index.", True),
        ("Never commit generated protobuf files.",
         "Don't commit generated protobuf files; regenerate them in the build.", True),
        ("Never deploy the billing service on Monday.",
         "Don't deploy the billing service on Friday; deploy it on Monday.", False),
        ("Scan the orders table nightly.", "Don't scan the orders table; query the index.", False),
    ],
)  # fmt: skip
def test_a_turned_down_rule_matches_its_other_forms_only(a: str, b: str, same: bool) -> None:
    fa, fb = dedup.fingerprint(a), dedup.fingerprint(b)
    assert dedup.is_duplicate(fa, fb) is same
    assert dedup.is_duplicate(fb, fa) is same
