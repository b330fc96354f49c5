"""The pair bench keeps working: each pair is read from one person's sentences of two different
sayings, labelled by the corpus, and the reflector's likeness ranks pairs of one lesson above
the rest (how far above is what bench/reflect_pairs.py measures)."""

from __future__ import annotations

from teambrain.core.governance.reflector_offline import TERM_WEIGHT

from bench.reflect_pairs import SIGNALS, auroc, pairs, sentences


def test_pairs_are_labelled_by_the_corpus_and_the_likeness_ranks_them() -> None:
    table = pairs("dev")
    assert table.shape[1] == 1 + len(SIGNALS)
    labels, signals = table[:, 0], table[:, 1:]
    assert 0 < labels.sum() < len(labels)
    likeness = signals[:, 1].clip(min=signals[:, 2] * TERM_WEIGHT)
    assert auroc(labels, likeness) > 0.8
    # no pair is of one saying with itself: a person's sentences pair only across sayings
    sayings = {saying for *_, saying in sentences("dev", "maya")}
    assert len(sayings) > 1


def test_auroc_is_the_share_of_pairs_ordered_right() -> None:
    import numpy as np

    assert auroc(np.array([0.0, 0.0, 1.0, 1.0]), np.array([0.1, 0.2, 0.3, 0.4])) == 1.0
    assert auroc(np.array([1.0, 0.0]), np.array([0.1, 0.2])) == 0.0
    assert np.isnan(auroc(np.array([1.0, 1.0]), np.array([0.1, 0.2])))
