"""What an exchange means, as the recall index keeps it beside its postings.

An exchange is embedded once, as it is captured (core/capture/build.py, in a sanitizer
process): the opening words of the user's digest and of the response's, as one
text, by the sentence model (core/meaning). What is stored is a TAG_BYTES-byte hash of the
model's identity, then the vector as the model encodes it (signed bytes): 398 bytes, within
the store's MEANING_BYTES.

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

SIDE_WORDS = 14
"""Words kept of each side of an exchange (about 18 word pieces): its opening says what it
is about..."""
EXCHANGE_TOKENS = 40
"""...and the two openings are embedded as one text of at most this many word pieces, in one
run of the model: the capture worker's budget is 6 ms of CPU per exchange
(bench/capture_meaning.py), and each run of the model costs about a millisecond before its
first token."""
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
    user = "" if user_digest == CONTINUATION_DIGEST else user_digest
    text = "\n".join(opening(side) for side in (user, response_digest) if side.strip())
    if not text:
        return b""
    try:
        vector = meaning.embed_many([text], max_tokens=EXCHANGE_TOKENS)[0]
        stored = tag() + meaning.encode(_unit(vector))
    except Exception as e:  # the model is an aid to ranking: never a reason to lose a capture
        _warn(e)
        return b""
    return stored if len(stored) <= MEANING_BYTES else b""


def opening(text: str) -> str:
    """The first SIDE_WORDS words of a side (cut before the tokenizer reads a 4,000-character
    response to keep two dozen pieces of it)."""
    return " ".join(text[: SIDE_WORDS * 20].split()[:SIDE_WORDS])


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
    or of another model (never compared). The stored vectors are compared as the signed
    bytes they are, all at once (a cosine does not depend on their scale)."""
    out = np.full(len(stored), np.nan, dtype=np.float32)
    mine, dims = tag(), len(query)
    picked = [i for i, raw in enumerate(stored) if raw.startswith(mine)]
    if not picked:
        return out
    width = len(stored[picked[0]])
    picked = [i for i in picked if len(stored[i]) == width]
    if width < TAG_BYTES + dims:
        return out
    rows = np.frombuffer(b"".join(stored[i] for i in picked), dtype=np.int8)
    block = rows.reshape(len(picked), width)[:, width - dims :].astype(np.float32)
    norms = np.linalg.norm(block, axis=1)
    out[picked] = block @ query / np.where(norms > 0, norms, 1.0)
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
