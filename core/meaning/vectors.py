"""What a text means, as a vector, and as the bytes stored for it.

A lexical match reads "PRs with no activity for 30 days get closed" and "Close pull requests
that have been idle for 30 days" as different; a sentence-embedding model trained on
paraphrases relates them. The model is core/meaning/model.py's (all-MiniLM-L6-v2 by default).

Invariants: a vector is the model's mean-pooled output, unit length (float32, 384 wide for the
shipped model); the same text gives the same vector, alone or in a batch (one thread, no
padding). Stored, a meaning is signed bytes (`encode`) opening with `_TAG` and the model's
four-byte identity, so it holds numbers and no text, and two meanings compare only when they
come from the same model: an untagged meaning is one the earlier shipped model
(paraphrase-MiniLM-L3-v2) stored, and compares with nothing now. The model loads on the first
embedding, never on import: `teambrain --help` does not pay for it.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from typing import TYPE_CHECKING

from teambrain.core.meaning import model as _model
from teambrain.core.meaning.model import MAX_TOKENS, TokenStates

if TYPE_CHECKING:
    import numpy as np

DIMENSIONS = 384
"""The shipped model's vector width."""
_SCALE = 127
_TAG = b"\x80\x80"
"""Opens a stored meaning: -128 twice, a byte `encode` never writes in a vector."""
_HEAD = len(_TAG) + 4


def identity() -> bytes:
    """Four bytes naming the model this process embeds with, by content (loads it)."""
    return _model.load().identity


def embed_many(texts: Sequence[str], max_tokens: int = MAX_TOKENS) -> np.ndarray:
    """The texts' meanings: float32 rows of unit length, one per text (the first `max_tokens`
    word pieces of each are read)."""
    import numpy as np

    if not texts:
        return np.zeros((0, DIMENSIONS), dtype=np.float32)
    return _model.load().vectors(texts, max_tokens)


def token_states(texts: Sequence[str], max_tokens: int = MAX_TOKENS) -> list[TokenStates]:
    """Each text's word pieces and the model's row for each, read as `embed_many` reads it
    (a text's meaning is the unit mean of its rows); empty when the model gives only pooled
    vectors."""
    states = getattr(_model.load(), "states", None)
    return [] if states is None or not texts else states(texts, max_tokens)


def embed(text: str, max_tokens: int = MAX_TOKENS) -> np.ndarray:
    """The text's meaning: a float32 vector of unit length."""
    return embed_many([text], max_tokens)[0]


def encoded(text: str, max_tokens: int = MAX_TOKENS) -> bytes:
    """The text's meaning as stored (`encode`), remembered for the texts embedded lately."""
    return _encoded(text, max_tokens, identity())


@functools.lru_cache(maxsize=4096)
def _encoded(text: str, max_tokens: int, model: bytes) -> bytes:
    return encode(embed(text, max_tokens), model)


def encode(vector: np.ndarray, model: bytes | None = None) -> bytes:
    """A vector as stored: `_TAG`, the model's identity (this process's unless given), then one
    signed byte per dimension."""
    import numpy as np

    raw = np.clip(np.rint(vector * _SCALE), -_SCALE, _SCALE).astype(np.int8).tobytes()
    return _TAG + (identity() if model is None else model) + raw


def model_of(raw: bytes) -> bytes:
    """The model a stored meaning comes from: its identity, or b"" for an untagged one."""
    return raw[len(_TAG) : _HEAD] if raw.startswith(_TAG) else b""


def is_current(raw: bytes) -> bool:
    """Was this meaning made by the model this process embeds with (loads it)?"""
    return _usable(raw) and model_of(raw) == identity()


def _vector_bytes(raw: bytes) -> bytes:
    return raw[_HEAD:] if raw.startswith(_TAG) else raw


def decode(raw: bytes) -> np.ndarray:
    """Stored bytes back to a float vector (unit length within rounding), without the tag."""
    import numpy as np

    return np.frombuffer(_vector_bytes(raw), dtype=np.int8).astype(np.float32) / _SCALE


def _usable(raw: bytes) -> bool:
    return len(raw) > _HEAD if raw.startswith(_TAG) else len(raw) == DIMENSIONS


def similarity(a: bytes, b: bytes) -> float:
    """Cosine similarity of two stored meanings (-1..1); 0.0 when either is missing or they
    come from different models."""
    if not (_usable(a) and _usable(b)) or model_of(a) != model_of(b) or len(a) != len(b):
        return 0.0
    return float(decode(a) @ decode(b))


def matrix(meanings: Sequence[bytes], like: bytes = b"") -> np.ndarray:
    """Stored meanings as rows of one float matrix, for comparing with `like`: a missing one,
    or one from another model, is a row of zeros."""
    import numpy as np

    width = len(_vector_bytes(like)) if like else DIMENSIONS
    model = model_of(like)
    out = np.zeros((len(meanings), width), dtype=np.float32)
    for i, raw in enumerate(meanings):
        if _usable(raw) and model_of(raw) == model and len(_vector_bytes(raw)) == width:
            out[i] = decode(raw)
    return out
