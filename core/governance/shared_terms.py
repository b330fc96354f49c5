"""How alike two of a person's sayings are by the rare terms they share.

The sentence model reads short technical sayings loosely: "all strings go in the arb files"
and "put it in app_en.arb" are far apart in meaning-space though both are the same rule. What
ties them is a term the person seldom uses otherwise (`arb`, `stg_`, `1080`). This scores a
pair by the cosine of their terms weighted by inverse document frequency over the sayings of
one pass, so words said everywhere ("tests", "run") weigh little and a rare shared one a lot.
A long saying dilutes that cosine, so `rare_token_pairs` also names the pairs that share an
exact token (`SENS_EN`, `hash_pii`, `--factory-startup`) no other saying of the pass names.
"""

from __future__ import annotations

import math
from collections import Counter, defaultdict
from collections.abc import Sequence
from itertools import combinations
from typing import TYPE_CHECKING

from teambrain.core.knowledge.dedup import content_terms, critical_tokens, token_parts

if TYPE_CHECKING:
    import numpy as np


def parts(tokens: set[str]) -> set[str]:
    """Exact tokens with their parts: `app_en.arb` also names `arb`, `localhost:1080` `1080`,
    `update_column` `update` (dedup.token_parts)."""
    out = set(tokens)
    for token in tokens:
        out.update(token_parts(token))
    return out


def terms(text: str) -> set[str]:
    """A saying's content terms and exact tokens (numbers, paths, flags), with their parts."""
    return set(content_terms(text)) | parts(critical_tokens(text))


def similarity(texts: Sequence[str]) -> np.ndarray:
    """The pairwise idf-weighted term cosine of `texts` (1.0 on the diagonal)."""
    return bag_similarity([terms(t) for t in texts])


def bag_similarity(bags: Sequence[set[str] | frozenset[str]]) -> np.ndarray:
    """The pairwise idf-weighted cosine of bags of terms, each term weighed by how few bags
    hold it (0 for an empty bag)."""
    import numpy as np

    df = Counter(term for bag in bags for term in bag)
    n = len(bags)
    vocab = {term: i for i, term in enumerate(df)}
    rows = np.zeros((n, len(vocab)), dtype=np.float64)
    for r, bag in enumerate(bags):
        for term in bag:
            rows[r, vocab[term]] = math.log((1 + n) / (1 + df[term])) + 1.0
    norms = np.linalg.norm(rows, axis=1, keepdims=True)
    rows = np.divide(rows, norms, out=np.zeros_like(rows), where=norms > 0)
    return rows @ rows.T


MIN_TOKEN_CHARS = 4
"""Shorter exact tokens (`v2`, `-n`, `8080`'s parts) are named by too many unrelated sayings."""


def rare_token_pairs(texts: Sequence[str], holders: int) -> list[tuple[int, int]]:
    """The pairs of `texts` that name one exact token (a path, flag, identifier or version:
    dedup.critical_tokens, at least MIN_TOKEN_CHARS long and not a bare number) which at most
    `holders` of the texts name."""
    named: defaultdict[str, list[int]] = defaultdict(list)
    for i, text in enumerate(texts):
        for token in critical_tokens(text):
            if len(token) >= MIN_TOKEN_CHARS and not token.isdigit():
                named[token].append(i)  # critical_tokens folds case
    pairs: set[tuple[int, int]] = set()
    for indexes in named.values():
        if 2 <= len(indexes) <= holders:
            pairs.update(combinations(indexes, 2))
    return sorted(pairs)
