"""A fitted likeness of two sayings: one rule said twice in other words, told from two things
said alike.

The offline reflector's rule of thumb (the larger of the aligned meaning and a share of the rare
terms two sayings share, raised when they alone name one exact token) joins about 3 in 10 of the
pairs of one lesson said in two sessions: "Sqitch rework, not an in-place edit." and "Shipped =
reworked, never edited." are 0.39 alike. This is a logistic model over that rule of thumb, the
aligned meaning, the pooled cosine, the shared terms, the rare token, and the two sentence
vectors multiplied dimension by dimension: it weighs each dimension of the cosine by how much it
tells one rule said twice from two things said alike. Its logit is read in the rule of thumb's
units (SLOPE logit units to one unit, `cut` the logit at the grouping threshold), so the
reflector's thresholds keep their meaning.

The reflector reads it only for what its rule of thumb leaves ungrouped: wider groups pull in a
rule's reason or the task it came up in, and those would word a lesson the rule of thumb words
well (core/governance/reflector_offline.py). Fitted by bench/fit_likeness.py on the reflection
benchmark's tuning splits for the shipped sentence model only (`LIKENESS_FILE`); for another
model, or when the file is damaged (said once in the log), the reflector groups by its rule of
thumb alone, as it did before this file.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING

from teambrain.core.governance import fitted

if TYPE_CHECKING:
    import numpy as np

LIKENESS_FILE = Path(__file__).with_name("likeness_meaning.json")
"""The fitted weights, written by bench/fit_likeness.py."""
SIGNALS = ("rule of thumb", "aligned", "cosine", "terms", "rare token")
"""The pair signals the model weighs besides the sentence vectors, in its weights' order."""
SLOPE = 15.0
"""Logit units to one unit of the rule of thumb: the slope of the model's logit on the rule of
thumb over the tuning pairs near the grouping threshold."""


@dataclass(frozen=True)
class Likeness:
    """One fitted model: weights over SIGNALS and over the product of two unit sentence
    vectors, its intercept, and the logit that reads as the grouping threshold."""

    signals: tuple[float, ...]
    dims: tuple[float, ...]
    intercept: float
    cut: float

    def logits(
        self,
        thumb: np.ndarray,
        aligned: np.ndarray,
        rows: np.ndarray,
        terms: np.ndarray,
        rare: np.ndarray,
    ) -> np.ndarray:
        """The model's logit for every pair of sayings (square matrices; `rows` the unit
        sentence vectors)."""
        import numpy as np

        r64 = rows.astype(np.float64)
        thumb_w, aligned_w, cosine_w, terms_w, rare_w = self.signals
        # the cosine's weight folds into each dimension's: one n-by-n product, not two
        out = (r64 * (np.asarray(self.dims) + cosine_w)) @ r64.T + self.intercept
        for weight, signal in (
            (thumb_w, thumb),
            (aligned_w, aligned),
            (terms_w, terms),
            (rare_w, rare),
        ):
            out += weight * signal
        return out

    def alike(self, logits: np.ndarray, threshold: float) -> np.ndarray:
        """The model's logits (`logits`) in the rule of thumb's units: `threshold` where a
        logit is the cut."""
        import numpy as np

        return (threshold + (logits - self.cut) / SLOPE).astype(np.float32)


def for_model(identity: bytes) -> Likeness | None:
    """The fitted likeness when `identity` names the shipped sentence model it was fitted on,
    else None (the reflector's rule of thumb alone)."""
    from teambrain.core import meaning

    if identity not in meaning.shipped_identities():
        return None
    return _fitted()


@cache
def _fitted() -> Likeness | None:
    return fitted.read(
        LIKENESS_FILE, _likeness, "reflection groups sayings by its rule of thumb alone"
    )


def _likeness(weights: dict) -> Likeness:
    from teambrain.core import meaning

    return Likeness(
        signals=fitted.weights(weights, "signals", len(SIGNALS)),
        dims=fitted.weights(weights, "dims", meaning.DIMENSIONS),
        intercept=float(weights["intercept"]),
        cut=float(weights["cut"]),
    )
