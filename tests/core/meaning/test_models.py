"""The sentence model is configurable as a model on disk, in each layout it reads; meanings of
different models are never compared."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import numpy as np
import pytest
from safetensors.numpy import save_file
from teambrain.core import meaning
from teambrain.core.config import parse_config
from teambrain.core.errors import TeambrainError
from teambrain.core.knowledge import dedup
from teambrain.core.meaning import pinned
from tokenizers import BertWordPieceTokenizer, Tokenizer

IDLE = "Close pull requests that have been idle for 30 days."
QUIET = "PRs with no activity for 30 days get closed."


@pytest.fixture(autouse=True)
def _shipped_model_after() -> Iterator[None]:
    yield
    meaning.configure(None)


def _tokenizer_json(directory: Path) -> Path:
    path = directory / "tokenizer.json"
    BertWordPieceTokenizer(str(meaning.VOCAB), lowercase=True).save(str(path))
    return path


def test_the_key_is_read_from_the_knowledge_section() -> None:
    assert parse_config("").knowledge.dedup_model == ""
    config = parse_config('[knowledge]\ndedup_model = "/models/all-MiniLM-L6-v2"\n')
    assert config.knowledge.dedup_model == "/models/all-MiniLM-L6-v2"


def test_an_onnx_directory_gives_the_models_meaning_tagged_as_its_own(tmp_path: Path) -> None:
    """The shipped ONNX file with a tokenizer.json beside it, read as any ONNX model is (run as
    shipped, not converted: the same network, another identity)."""
    shipped_a, shipped_b = dedup.fingerprint(IDLE), dedup.fingerprint(QUIET)
    (tmp_path / "model.onnx").symlink_to(pinned.path())
    _tokenizer_json(tmp_path)
    meaning.configure(tmp_path)
    a, b = dedup.fingerprint(IDLE), dedup.fingerprint(QUIET)
    assert meaning.model_of(a.meaning) == meaning.identity() != b""
    assert len(a.meaning) == 6 + meaning.DIMENSIONS
    # the same network: the same cosine as the shipped model gives, within rounding
    assert dedup.meaning_similarity(a, b) == pytest.approx(
        dedup.meaning_similarity(shipped_a, shipped_b), abs=0.02
    )
    # never compared with the shipped model's meaning, in a pair or in the guard
    assert dedup.meaning_similarity(a, shipped_a) == 0.0
    guard = dedup.DuplicateGuard([dedup.Known(kind="approved", ref="x", fingerprint=shipped_a)])
    assert guard._cosines(a) == [0.0]


def test_a_static_embedding_directory_is_the_mean_of_its_token_rows(tmp_path: Path) -> None:
    rows = np.random.default_rng(7).standard_normal((30522, 8)).astype(np.float32)
    save_file({"embeddings": rows}, str(tmp_path / "model.safetensors"))
    tokenizer = Tokenizer.from_file(str(_tokenizer_json(tmp_path)))
    meaning.configure(tmp_path)
    text = dedup.fold(IDLE)
    expected = rows[tokenizer.encode(text, add_special_tokens=False).ids].mean(axis=0)
    expected /= np.linalg.norm(expected)
    got = meaning.embed(text)
    assert got == pytest.approx(expected, abs=0.01)


def _tiny_bert(directory: Path, cls: bool) -> None:
    hidden, layers, vocab = 8, 2, 30522
    rng = np.random.default_rng(3)
    weights = {
        "embeddings.word_embeddings.weight": rng.standard_normal((vocab, hidden)),
        "embeddings.position_embeddings.weight": rng.standard_normal((512, hidden)),
        "embeddings.token_type_embeddings.weight": rng.standard_normal((2, hidden)),
        "embeddings.LayerNorm.weight": np.ones(hidden),
        "embeddings.LayerNorm.bias": np.zeros(hidden),
    }
    for i in range(layers):
        p = f"encoder.layer.{i}"
        for name, shape in (
            ("attention.self.query", (hidden, hidden)),
            ("attention.self.key", (hidden, hidden)),
            ("attention.self.value", (hidden, hidden)),
            ("attention.output.dense", (hidden, hidden)),
            ("intermediate.dense", (4 * hidden, hidden)),
            ("output.dense", (hidden, 4 * hidden)),
        ):
            weights[f"{p}.{name}.weight"] = rng.standard_normal(shape) * 0.3
            weights[f"{p}.{name}.bias"] = np.zeros(shape[0])
        for norm in ("attention.output.LayerNorm", "output.LayerNorm"):
            weights[f"{p}.{norm}.weight"] = np.ones(hidden)
            weights[f"{p}.{norm}.bias"] = np.zeros(hidden)
    save_file(
        {k: v.astype(np.float32) for k, v in weights.items()}, str(directory / "model.safetensors")
    )
    config = {"num_attention_heads": 2, "num_hidden_layers": layers, "hidden_size": hidden}
    (directory / "config.json").write_text(json.dumps(config))
    (directory / "1_Pooling").mkdir()
    (directory / "1_Pooling" / "config.json").write_text(
        json.dumps({"pooling_mode_cls_token": cls, "pooling_mode_mean_tokens": not cls})
    )
    _tokenizer_json(directory)


@pytest.mark.parametrize("cls", [False, True])
def test_a_sentence_transformers_bert_directory_runs_without_torch(
    tmp_path: Path, cls: bool
) -> None:
    from teambrain.core.meaning.bert import BertEncoder

    _tiny_bert(tmp_path, cls)
    meaning.configure(tmp_path)
    a = dedup.fingerprint(IDLE)
    assert a.meaning == dedup.fingerprint(IDLE).meaning  # repeatable
    assert dedup.meaning_similarity(a, a) == pytest.approx(1.0, abs=0.02)
    assert dedup.meaning_similarity(a, dedup.fingerprint(QUIET)) < 0.999
    # pooled as the directory says: the first token's vector, or the mean of all
    ids = Tokenizer.from_file(str(tmp_path / "tokenizer.json")).encode(dedup.fold(IDLE)).ids
    tokens = BertEncoder(tmp_path).tokens(ids)
    pooled = tokens[0] if cls else tokens.mean(axis=0)
    expected = pooled / np.linalg.norm(pooled)
    assert meaning.decode(a.meaning) == pytest.approx(expected, abs=0.01)
    # each layer's output is layer-normed: zero mean over the hidden axis
    assert np.abs(tokens.mean(axis=1)).max() < 1e-4


def test_a_model_that_is_not_there_is_a_clear_error(tmp_path: Path) -> None:
    meaning.configure(tmp_path / "missing")
    with pytest.raises(TeambrainError, match="does not exist"):
        dedup.fingerprint(IDLE)
    (tmp_path / "empty").mkdir()
    meaning.configure(tmp_path / "empty")
    with pytest.raises(TeambrainError, match="model.onnx"):
        dedup.fingerprint(IDLE)


def test_the_config_files_model_is_used_when_none_is_configured(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "model").mkdir()
    (tmp_path / "model" / "model.onnx").symlink_to(pinned.path())
    _tokenizer_json(tmp_path / "model")
    config = tmp_path / "config.toml"
    config.write_text(f'[knowledge]\ndedup_model = "{tmp_path / "model"}"\n')
    monkeypatch.setenv("TEAMBRAIN_CONFIG", str(config))
    meaning.configure(None)
    assert meaning.chosen() == str(tmp_path / "model")
    assert meaning.model_of(dedup.fingerprint(IDLE).meaning) != b""
