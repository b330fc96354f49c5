"""The sentence model as reflection reads with it: texts in, unit vectors out.

Reflection compares by meaning in two places: the offline reflector groups a person's
sayings of one rule, and the support guard asks whether a citation carries a lesson in
other words. Both go through `vectors`, so the model behind them is named once.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from teambrain.core.knowledge import dedup_model

if TYPE_CHECKING:
    import numpy as np


def vectors(texts: Sequence[str]) -> np.ndarray:
    """One unit row (float32) per text; a (0, d) matrix for none."""
    import numpy as np

    model = dedup_model.load()
    rows = [model.vector(t) for t in texts]
    if not rows:
        return np.zeros((0, 384), dtype=np.float32)
    return np.vstack(rows).astype(np.float32)
