"""Two lessons in one frame with different slots are different, however close their meanings."""

from __future__ import annotations

from teambrain.core.knowledge import dedup


def test_a_shared_frame_with_another_slot_is_another_lesson() -> None:
    a = dedup.fingerprint("Review the Grafana dashboards after every major release of the API.")
    b = dedup.fingerprint("Review the Grafana dashboards after every change to the alert rules.")
    assert dedup.meaning_similarity(a, b) >= dedup.MEANING_THRESHOLD  # the frame's doing
    assert not dedup.is_duplicate(a, b) and not dedup.is_duplicate(b, a)


def test_a_rewording_that_moves_words_about_is_still_found() -> None:
    a = dedup.fingerprint("Add a PodDisruptionBudget to every deployment with several replicas.")
    b = dedup.fingerprint("Deployments running several replicas each need a PodDisruptionBudget.")
    assert not dedup._slot_in_frame(a.terms, b.terms)
    assert dedup.is_duplicate(a, b)


def test_words_added_around_a_lesson_are_no_slot() -> None:
    a = dedup.fingerprint("Pin the base image by digest.")
    b = dedup.fingerprint("Pin the base image by digest in every Dockerfile.")
    assert not dedup._slot_in_frame(a.terms, b.terms)
