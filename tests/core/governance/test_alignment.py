"""Aligning word pieces tells a rewording from a different statement about the same thing
better than one pooled vector does, on the real shipped model."""

from __future__ import annotations

import numpy as np
from teambrain.core import meaning
from teambrain.core.governance import alignment
from teambrain.core.governance.sentences import read, vectors

REWORDING = (
    "e2e fails with connection refused on 8787, start the mock api first",
    "the mock api on 8787 has to be running before the e2e or it is connection refused",
)
SAME_TOPIC = (
    "e2e fails with connection refused on 8787, start the mock api first",
    "the e2e still fails even though I fixed the label",
)


def _pair(texts: tuple[str, str]) -> tuple[float, float]:
    rows, states = read(list(texts))
    return float(rows[0] @ rows[1]), float(alignment.similarity(states, rows)[0, 1])


def test_read_gives_the_vectors_reflection_always_had_and_their_pieces() -> None:
    texts = ["Always use pnpm, never npm.", "Dags go under airflow/dags/<team>/."]
    rows, states = read(texts)
    assert np.allclose(rows, vectors(texts), atol=1e-6)
    assert [len(s.ids) for s in states] == [len(s.rows) for s in states]
    assert all(isinstance(s, meaning.TokenStates) for s in states)


def test_a_rewording_aligns_better_than_a_different_statement_sharing_its_words() -> None:
    _, reworded = _pair(REWORDING)
    _, other = _pair(SAME_TOPIC)
    assert reworded > other + 0.1


def test_alignment_orders_a_pair_the_pooled_cosine_gets_wrong() -> None:
    # a rule and a short rewording of it, against a rule and another rule naming its tool:
    # pooled, the second pair is the more alike; aligned, the first
    rule = (
        "Dags go under airflow/dags/<team>/, one dag per file.",
        "It belongs in airflow/dags/finance.",
    )
    other = (
        "Its pnpm in this repo.",
        "Yeah you gotta pnpm -r build first, the ui pkg isnt prebuilt after a pull.",
    )
    (rule_cosine, rule_aligned), (other_cosine, other_aligned) = _pair(rule), _pair(other)
    assert rule_cosine < other_cosine
    assert rule_aligned > other_aligned + 0.1


def test_a_pair_scores_the_same_whatever_else_was_said() -> None:
    rows, states = read([*REWORDING, "the warehouse suspends after 60s idle"])
    alone = _pair(REWORDING)[1]
    assert abs(float(alignment.similarity(states, rows)[0, 1]) - alone) < 1e-6


def test_pairs_below_the_floor_keep_their_cosine_and_the_matrix_is_symmetric() -> None:
    texts = [*REWORDING, "ship the release notes to the design channel on fridays"]
    rows, states = read(texts)
    sim = alignment.similarity(states, rows)
    cosine = rows @ rows.T
    assert np.allclose(sim, sim.T)
    for i, j in ((0, 2), (1, 2)):
        if cosine[i, j] < alignment.FLOOR:
            assert sim[i, j] == np.float32(cosine[i, j])


def test_no_pieces_means_the_cosine_alone() -> None:
    rows = vectors(list(REWORDING))
    assert np.allclose(alignment.similarity([], rows), rows @ rows.T)
