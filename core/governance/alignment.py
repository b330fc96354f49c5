"""How much two of a person's sentences say the same thing, word piece by word piece.

One mean-pooled vector per sentence blurs what a sentence says into what it is about: "the
e2e still fails even though I fixed the label" sits as near "e2e fails with connection
refused on 8787" as a true rewording sits near its rule. Here each word piece of one sentence
is matched to the piece of the other the model reads most alike (its row in context), and
the matches are weighed by how rare the piece is in English (its rank in the vocabulary), so
the words that carry a rule count more than "the" and "to" (a rarity-weighted BERTScore
F1). Over the reflection benchmark's six tuning splits, pairs of sayings of one lesson
against pairs of different lessons or distractors: AUROC 0.948 against 0.927 for the pooled
cosine, and at 60 % of true pairs 87 false pairs of 13,677 against 145.

It costs a small matrix product per pair, so only pairs whose pooled cosine reaches FLOOR are
aligned (the rest keep their cosine, too low to group either way), at most MAX_PAIRS of them.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import TYPE_CHECKING

from teambrain.core.meaning import unit_rows

if TYPE_CHECKING:
    import numpy as np
    from teambrain.core.meaning import TokenStates

FLOOR = 0.3
"""Pairs with a pooled cosine below this are not aligned: none groups at the reflector's
threshold."""
FIRST_WORD = 1996
"""The shipped vocabulary's first whole word ("the"); below it are markers and characters."""
MAX_PAIRS = 200_000
"""The most alike pairs aligned at most (a busy fortnight of sentences has a few thousand)."""


def similarity(states: Sequence[TokenStates], rows: np.ndarray) -> np.ndarray:
    """The pairwise matrix: the alignment F1 of each pair whose cosine reaches FLOOR, the
    cosine of the others (`rows` are the texts' unit vectors, `states` their pieces)."""
    import numpy as np

    cosine = rows @ rows.T
    out = cosine.astype(np.float32)
    if len(states) < 2:
        return out
    pieces = [_pieces(s) for s in states]
    weights = [np.array([_rarity(int(i)) for i in ids], dtype=np.float32) for ids, _ in pieces]
    upper = np.triu(cosine >= FLOOR, 1)
    i_s, j_s = np.nonzero(upper)
    if len(i_s) > MAX_PAIRS:
        keep = np.argsort(-cosine[i_s, j_s], kind="stable")[:MAX_PAIRS]
        i_s, j_s = i_s[keep], j_s[keep]
    for i, j in zip(i_s.tolist(), j_s.tolist(), strict=True):
        a, b = pieces[i][1], pieces[j][1]
        if not len(a) or not len(b):
            continue
        matched = a @ b.T
        recall = float(matched.max(axis=1) @ weights[i]) / float(weights[i].sum())
        precision = float(matched.max(axis=0) @ weights[j]) / float(weights[j].sum())
        f1 = 2 * recall * precision / (recall + precision) if recall + precision > 0 else 0.0
        out[i, j] = out[j, i] = f1
    return out


def _pieces(state: TokenStates) -> tuple[np.ndarray, np.ndarray]:
    """A text's word pieces without the model's start and end markers, rows made unit."""
    return state.ids[1:-1], unit_rows(state.rows[1:-1])


def _rarity(piece: int) -> float:
    """A piece's weight: the log of its rank among the vocabulary's words, which WordPiece
    lists most frequent first from FIRST_WORD on ("the", "of", "and", ...): a word's
    frequency falls about as its rank rises, so this is how rare it is in English at large.
    A pair's score then depends on the two sentences alone, not on what else was said."""
    return math.log(2 + max(0, piece - FIRST_WORD))
