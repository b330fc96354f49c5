"""The sentence model as reflection reads with it: texts in, unit vectors out.

Reflection compares by meaning in two places: the offline reflector groups a person's
sayings of one rule, and the support guard asks whether a citation carries a lesson in
other words. Both go through `vectors`, so the model behind them (core/meaning) is named once
and each text is embedded once per pass.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from teambrain.core import meaning

if TYPE_CHECKING:
    import numpy as np

MAX_TOKENS = 64
"""A saying or an evidence line: its first 64 word pieces carry it (and cost a quarter)."""


def vectors(texts: Sequence[str]) -> np.ndarray:
    """One unit row (float32) per text; a (0, DIMENSIONS) matrix for none."""
    import numpy as np

    if not texts:
        return np.zeros((0, meaning.DIMENSIONS), dtype=np.float32)
    return meaning.embed_many(list(texts), max_tokens=MAX_TOKENS)


def read(texts: Sequence[str]) -> tuple[np.ndarray, list[meaning.TokenStates]]:
    """Each text's unit row, as `vectors` gives it, and its word pieces' rows (empty when the
    model gives only pooled vectors): the model runs once per text for both."""
    import numpy as np

    states = meaning.token_states(list(texts), max_tokens=MAX_TOKENS) if texts else []
    if not states:
        return vectors(texts), []
    return meaning.unit_rows(np.stack([s.rows.mean(axis=0) for s in states])), states
