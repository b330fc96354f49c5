"""Recall by meaning: an exchange that says what the query asks in other words is ranked once
the query's words found anything; an exchange with no meaning, or one of another model, is
ranked by its words alone and never compared."""

from __future__ import annotations

from datetime import timedelta

import msgspec
import pytest
from teambrain.core.episodes import meaning
from teambrain.core.episodes.writes import write_capture
from teambrain.core.recall.search import recall, search
from teambrain.core.store import Store

from tests.mcpserver.episode_world import capture

QUERY = "When did I get my new dog?"
PUPPY = ("I adopted a golden retriever puppy from the shelter", "Congratulations on the puppy!")
"""Says what the query asks, sharing none of its words."""


def fill(store: Store, clock, puppy: bytes | None = None) -> str:  # noqa: ANN001
    """Exchanges for alice: the puppy (with `puppy` as its meaning when given) and others,
    one of which shares a word with the query; the puppy's id."""
    now = clock()
    capture(store, "alice", "Is the new release of the database driver out?", "Yes, 3.2.",
            at=now - timedelta(days=3), session="s-db")  # fmt: skip
    capture(store, "alice", "How do I pin the postgres version?", "Set image: postgres:16.2.",
            at=now - timedelta(days=2), session="s-pg")  # fmt: skip
    if puppy is None:
        return capture(store, "alice", *PUPPY, at=now - timedelta(days=1)).episode.id
    built = capture(store, "bob", *PUPPY, at=now - timedelta(days=1))  # built like any capture
    record = msgspec.structs.replace(
        built, episode=msgspec.structs.replace(built.episode, owner="alice"), meaning=puppy
    )
    store.write(lambda txn: write_capture(txn, record))
    return record.episode.id


def ranked(store: Store, clock) -> list[str]:  # noqa: ANN001
    return [h.id for h in recall(store, "alice", QUERY, window=None, gate=False, clock=clock).hits]


def test_a_paraphrase_sharing_no_word_is_ranked(store: Store, clock) -> None:  # noqa: ANN001
    puppy = fill(store, clock)
    hits = ranked(store, clock)
    assert puppy in hits


def test_the_gate_reads_how_near_the_query_is(store: Store, clock) -> None:  # noqa: ANN001
    fill(store, clock)
    found = search(store, "alice", QUERY, window=None, clock=clock)
    assert found.features["meaning_best"] > found.features["meaning_top"] > 0.0


def test_an_exchange_without_a_meaning_is_ranked_by_its_words(store: Store, clock) -> None:  # noqa: ANN001
    puppy = fill(store, clock, puppy=b"")
    assert puppy not in ranked(store, clock)
    assert ranked(store, clock)  # the words still find the rest


def test_a_meaning_of_another_model_is_never_compared(store: Store, clock) -> None:  # noqa: ANN001
    mine = meaning.exchange_meaning(*PUPPY)
    other = bytes(b ^ 0xFF for b in mine[: meaning.TAG_BYTES]) + mine[meaning.TAG_BYTES :]
    puppy = fill(store, clock, puppy=other)
    assert puppy not in ranked(store, clock)
    assert meaning.similarities(meaning.query_vector(QUERY), [other, b"", mine[:5]]).tolist()[
        :2
    ] == pytest.approx([float("nan")] * 2, nan_ok=True)
