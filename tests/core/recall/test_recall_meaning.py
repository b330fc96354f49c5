"""Recall by meaning: an exchange that says what the query asks in other words is ranked once
the query's words found anything; an exchange with no meaning, or one of another model, is
ranked by its words alone and never compared."""

from __future__ import annotations

from datetime import timedelta

import msgspec
import pytest
from teambrain.core.episodes import meaning
from teambrain.core.episodes.writes import write_capture
from teambrain.core.recall import query_meaning
from teambrain.core.recall.search import recall, search
from teambrain.core.store import Store
from teambrain.core.store.postgres.index import _MEANINGS
from teambrain.core.store.postgres.txn import PgTxn

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


def test_a_query_asked_again_is_not_embedded_again(store: Store, clock, monkeypatch) -> None:  # noqa: ANN001
    """The MCP tool and the TUI ask the same query again: its vector is kept, not recomputed."""
    fill(store, clock)
    embedded: list[str] = []
    real = meaning.query_vector
    monkeypatch.setattr(meaning, "query_vector", lambda text: embedded.append(text) or real(text))
    query_meaning.forget()
    first = ranked(store, clock)
    assert ranked(store, clock) == first
    assert embedded == [QUERY]


def test_a_query_whose_words_match_nothing_is_not_embedded(
    store: Store, clock, monkeypatch
) -> None:  # noqa: ANN001
    """Its result is empty whatever it means (re-ranking has no candidates to order): on a
    store whose reads hold the interpreter the model is not run for it at all."""
    if store.backend == "postgresql":
        pytest.skip("a database's reads leave time to embed beside them")
    fill(store, clock)
    embedded: list[str] = []
    monkeypatch.setattr(meaning, "query_vector", lambda text: embedded.append(text))
    query_meaning.forget()
    assert ranked(store, clock)  # its words found something: embedded (the model is off)
    found = recall(store, "alice", "zebra quokka", window=None, gate=False, clock=clock)
    assert found.hits == [] and embedded == [QUERY]


def test_the_scan_of_meanings_rides_with_the_postings(store: Store, clock, monkeypatch) -> None:  # noqa: ANN001
    """On a database the owner's newest meanings are read in the postings' round trip, not
    by a query of their own (LMDB reads mapped memory: no round trips to save)."""
    if store.backend != "postgresql":
        pytest.skip("a round trip is a database's")
    puppy = fill(store, clock)
    alone: list[str] = []
    real = PgTxn.rows

    def rows(self: PgTxn, sql: str, params: object = None) -> list[tuple]:
        alone.append(sql)
        return real(self, sql, params)

    monkeypatch.setattr(PgTxn, "rows", rows)
    assert puppy in ranked(store, clock)
    assert alone and _MEANINGS not in alone
