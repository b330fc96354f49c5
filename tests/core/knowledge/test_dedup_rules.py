"""The near-duplicate guard's reading of polarity, contrasts and hyphenated words, on real
lesson pairs: a rule said the other way round is the same lesson; the same words saying
another thing are not."""

from __future__ import annotations

import pytest
from teambrain.core.knowledge import dedup


@pytest.mark.parametrize(
    ("text", "negated"),
    [
        ("Never merge a pull request without a green build.", False),  # two cancel
        ("Merge without a green build.", True),
        ("Don't restart the worker unless the queue is empty.", False),  # only if it is empty
        ("Pin the base image so rebuilds never pull a new OS.", False),  # the purpose
        ("Use select_related to avoid N+1 queries in the admin.", False),
        ("Don't hand-edit generated clients; regenerate them instead.", False),
        ("Store uploads in the object store, not on the web server's local disk.", False),
        ("Cherry-pick hotfixes onto the release branch, don't merge main into it.", False),
        ("No deployments during the quarter close.", True),
        ("Never log request bodies.", True),
    ],
)
def test_polarity_is_the_rule_the_lesson_states(text: str, negated: bool) -> None:
    assert dedup.is_negated(text) is negated


@pytest.mark.parametrize(
    ("a", "b"),
    [
        (
            "Never merge a pull request without a green build.",
            "Only merge pull requests whose build is green.",
        ),
        (
            "Wrap cron jobs in flock so two runs never overlap.",
            "Use flock around cron jobs to keep two runs from overlapping.",
        ),
        (
            "Don't hand-edit generated clients; regenerate them instead.",
            "Regenerate the generated clients rather than hand-editing them.",
        ),
        (
            "Use `npm ci` instead of `npm install` in CI.",
            "In CI, prefer `npm ci` over `npm install`.",
        ),
        ("Lazy-load images below the fold.", "Images that are below the fold should load lazily."),
        (
            "Paginate list endpoints with cursors instead of offsets.",
            "List endpoints should use cursor-based pagination rather than offset pagination.",
        ),
        ("Add a foreign-key index.", "Add a foreign key index."),
    ],
)
def test_the_same_rule_said_another_way_is_a_duplicate(a: str, b: str) -> None:
    fa, fb = dedup.fingerprint(a), dedup.fingerprint(b)
    assert dedup.is_duplicate(fa, fb) and dedup.is_duplicate(fb, fa)


@pytest.mark.parametrize(
    ("a", "b"),
    [
        (
            "Never merge a pull request without a green build.",
            "Merge pull requests without waiting for a green build.",
        ),
        (
            "Avoid sleep() in tests; wait on an event instead.",
            "Use sleep() in tests to wait for the event.",
        ),
        (
            "Allow outbound traffic from the build runners only to an explicit allowlist.",
            "Allow inbound traffic to the build runners only from the VPN.",
        ),
        (
            "Run make seed-db before the integration tests.",
            "Run make seed before the integration tests.",
        ),
        (
            "Send the API key in the X-Api-Key header.",
            "Send the API key in the Authorization header.",
        ),
        (
            "kubectl needs --context staging-eu for the staging cluster.",
            "kubectl needs --context staging-us for the staging cluster.",
        ),
    ],
)
def test_the_same_words_saying_another_thing_are_different_lessons(a: str, b: str) -> None:
    fa, fb = dedup.fingerprint(a), dedup.fingerprint(b)
    assert not dedup.is_duplicate(fa, fb) and not dedup.is_duplicate(fb, fa)


def test_prose_said_in_other_words_needs_the_stricter_meaning() -> None:
    """A hyphenated word one side says in other words is decided by the meaning alone, at its
    stricter threshold: a different lesson sharing the words stays out."""
    a = dedup.fingerprint("Rate-limit the login endpoint to 5 attempts per minute per IP.")
    same = dedup.fingerprint("Each IP may try the login endpoint at most 5 times a minute.")
    other = dedup.fingerprint("Log every attempt on the login endpoint, 5 fields per IP.")
    assert dedup.meaning_similarity(a, same) >= dedup.REWORDED_MEANING_THRESHOLD
    assert dedup.is_duplicate(a, same)
    assert dedup.meaning_similarity(a, other) < dedup.REWORDED_MEANING_THRESHOLD
    assert not dedup.is_duplicate(a, other)
