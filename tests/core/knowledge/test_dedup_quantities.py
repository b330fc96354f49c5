"""Quantities and numeronyms said in other words are one payload to the near-duplicate guard."""

from __future__ import annotations

import pytest
from teambrain.core.knowledge import dedup
from teambrain.core.knowledge.dedup_quantities import quantities


@pytest.mark.parametrize(
    "forms",
    [
        ("for half an hour", "for 30 minutes", "for thirty minutes", "for 1800s", "for 0.5h"),
        ("for one hour", "for an hour", "for 60 minutes", "for 1h", "for 3600 seconds"),
        ("within half a second", "within 500 ms", "within 0.5s", "within 500ms"),
        ("a 10-second timeout", "a ten-second timeout", "a 10 s timeout", "a 10s timeout"),
        ("keep it a week", "keep it 7 days", "keep it seven days", "keep it weekly"),
        ("above 1,000,000 rows", "above a million rows", "above 1000000 rows"),
        ("6x the timeout", "six times the timeout", "6 times the timeout"),
        ("at 85%", "at 85 percent", "at 85 per cent"),
        ("5 tries per minute", "5 tries a minute", "5 tries each minute"),
        ("a hundred requests", "one hundred requests", "100 requests"),
        ("a 5% canary", "a five-percent canary", "a 5 percent canary", "a five percent canary"),
        ("at twenty-five percent", "at 25%"),
        ("over 1 MB", "over 1MB", "over a megabyte", "over one megabyte", "over 1000 KB"),
        ("4 KiB pages", "4096 bytes pages", "4 kibibytes pages"),
        ("half a gigabyte", "0.5 GB", "500 MB"),
    ],
)
def test_a_quantity_reads_the_same_however_it_is_said(forms: tuple[str, ...]) -> None:
    assert len({dedup.normalize(f) for f in forms}) == 1, [quantities(f) for f in forms]


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("a 5s lock timeout", "a 50ms lock timeout"),
        ("a second reviewer", "a 1s reviewer"),  # "a second" is an ordinal
        ("ssh -p 22 h", "ssh -p 79200s"),  # a spaced "h" is a host, not hours
        ("edit src/5s.py", "edit src/5 seconds.py"),  # a path is never rewritten
        ("prefer small ones", "prefer small 1s"),  # "ones" is no duration
        ("for one day", "for one week"),
        ("over 1 MB", "over 1 MiB"),  # a megabyte is 1,000,000 bytes, a mebibyte 1,048,576
        ("a b c", "a byte c"),  # a bare "b" is a letter, never a unit
        ("the 8b model", "the 8 bytes model"),  # nor after digits: "8b" counts parameters
        ("edit src/5mb.py", "edit src/5000000 bytes.py"),
    ],
)
def test_different_quantities_and_lookalikes_stay_apart(a: str, b: str) -> None:
    assert dedup.normalize(a) != dedup.normalize(b)


@pytest.mark.parametrize(
    ("lesson", "reworded", "other"),
    [
        ("Cache the exchange-rate response for one hour.",
         "Cache the exchange-rate response for 60 minutes.",
         "Cache the exchange-rate response for 90 minutes."),
        ("Store binary assets over 1 MB in Git LFS, not in the repository.",
         "Store binary assets over a megabyte in Git LFS, not in the repo.",
         "Store binary assets over 10 MB in Git LFS, not in the repository."),
    ],
)  # fmt: skip
def test_a_quantity_reworded_is_a_duplicate_and_another_quantity_is_not(
    lesson: str, reworded: str, other: str
) -> None:
    assert dedup.is_duplicate(dedup.fingerprint(reworded), dedup.fingerprint(lesson))
    assert not dedup.is_duplicate(dedup.fingerprint(other), dedup.fingerprint(lesson))


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("Set memory limits on every k8s deployment.", "Set memory limits on every Kubernetes deployment."),
        ("Run the i18n checks before a release.", "Run the internationalization checks before a release."),
    ],
)  # fmt: skip
def test_a_numeronym_is_the_word_it_abbreviates_not_a_number(a: str, b: str) -> None:
    assert dedup.critical_tokens(a) == dedup.critical_tokens(b) == set()
    assert dedup.is_duplicate(dedup.fingerprint(a), dedup.fingerprint(b))
