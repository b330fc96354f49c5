"""What an exchange means, as the recall index keeps it beside its postings.

An exchange is embedded once, as it is captured (core/capture/worker.py, in the capture
worker's process): the first SIDE_TOKENS word pieces of the user's digest and of the
response's, each a unit vector of the sentence model (core/meaning), summed and scaled
back to unit length. What is stored is the model's TAG_BYTES-byte tag (a hash of its
identity) and the vector as signed bytes: 392 bytes, within the store's MEANING_BYTES.

Invariants: only sanitized digests are embedded (the meaning is computed from what is
stored, never from raw text); a meaning is compared only with a query embedded by the
same model (its tag says which), so an exchange stored under another model, or with no
meaning, is ranked by its words alone; a model that cannot load costs the meaning, never
the capture or the recall.
"""

from __future__ import annotations

import functools
import hashlib
import logging
from collections.abc import Sequence

import numpy as np
from teambrain.core import meaning
from teambrain.core.records.episodes import CONTINUATION_DIGEST
from teambrain.core.store import MEANING_BYTES

log = logging.getLogger(__name__)

SIDE_TOKENS = 48
"""Word pieces embedded of each side of an exchange: its opening says what it is about, and
the capture worker's budget (at most 6 ms of CPU per exchange) holds two of this length."""
QUERY_TOKENS = 64
"""Word pieces embedded of a query (a question is rarely longer)."""
TAG_BYTES = 8


@functools.cache
def tag() -> bytes:
    """The model's tag: the first TAG_BYTES of a hash of its identity."""
    name = meaning.identity()
    raw = name if isinstance(name, bytes) else str(name).encode()
    return hashlib.sha256(raw).digest()[:TAG_BYTES]


def exchange_meaning(user_digest: str, response_digest: str) -> bytes:
    """An exchange's stored meaning (b"" for an exchange with no words, or when the model
    cannot be used: the exchange is then ranked by its words alone)."""
    texts = [t for t in (user_digest, response_digest) if t.strip() and t != CONTINUATION_DIGEST]
    if not texts:
        return b""
    try:
        vectors = meaning.embed_many(texts, max_tokens=SIDE_TOKENS)
        stored = tag() + meaning.encode(_unit(vectors.sum(axis=0)))
    except Exception as e:  # the model is an aid to ranking: never a reason to lose a capture
        _warn(e)
        return b""
    return stored if len(stored) <= MEANING_BYTES else b""


def query_vector(text: str) -> np.ndarray | None:
    """A query's unit vector (None when the model cannot be used)."""
    if not text.strip():
        return None
    try:
        return _unit(meaning.embed(text, max_tokens=QUERY_TOKENS))
    except Exception as e:
        _warn(e)
        return None


def similarities(query: np.ndarray, stored: Sequence[bytes]) -> np.ndarray:
    """Cosine similarity of the query with each stored meaning; NaN for one that is missing
    or of another model (never compared)."""
    out = np.full(len(stored), np.nan, dtype=np.float32)
    mine = tag()
    for i, raw in enumerate(stored):
        if len(raw) > TAG_BYTES and raw[:TAG_BYTES] == mine:
            vector = meaning.decode(raw[TAG_BYTES:])
            if vector.shape == query.shape:
                out[i] = float(vector @ query) / max(float(np.linalg.norm(vector)), 1e-9)
    return out


def _unit(vector: np.ndarray) -> np.ndarray:
    vector = np.asarray(vector, dtype=np.float32)
    norm = float(np.linalg.norm(vector))
    return vector / norm if norm > 0 else vector


_warned: list[str] = []


def _warn(error: Exception) -> None:
    """Say once per process that the model is unavailable."""
    if not _warned:
        _warned.append(str(error))
        log.warning("teambrain: sentence model unavailable (%s): ranking by words alone", error)
