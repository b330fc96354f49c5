"""BM25, the one ranking function recall and knowledge search share.

Okapi BM25 with its usual parameters; callers bring their own term statistics (recall reads
them from its index per owner, knowledge search counts them over the entries in scope) and
their own arrays, so both rank a term in a document the same way.
"""

from __future__ import annotations

import math

import numpy as np

K1 = 1.2
"""How fast repeating a term stops adding to a document's score."""
B = 0.75
"""How much a long document is discounted."""


def idf(n: int, df: int) -> float:
    """Inverse document frequency of a term found in `df` of `n` documents (never negative)."""
    return math.log(1.0 + (n - df + 0.5) / (df + 0.5))


def length_norm(lengths: np.ndarray, average: float | np.ndarray) -> np.ndarray:
    """Each document's length relative to the average, as BM25 weighs it (1 at the average)."""
    return (1.0 - B) + B * lengths / average


def weight(term_idf: float, tf: np.ndarray, norm: np.ndarray) -> np.ndarray:
    """A term's BM25 contribution to each document, given its frequency there and the norm."""
    return np.float32(term_idf * (K1 + 1.0)) * tf / (tf + np.float32(K1) * norm)
