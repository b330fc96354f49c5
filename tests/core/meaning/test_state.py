"""What doctor says of the sentence model: found from its files, never by loading it."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner
from teambrain.cli.main import cli
from teambrain.core.meaning import convert, pinned
from teambrain.core.meaning.state import model_state


def test_the_shipped_model_is_converted_at_first_use_then_cached(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("TEAMBRAIN_CACHE_DIR", str(tmp_path))
    before = model_state("")
    assert before.status == "note" and "at its first use" in before.summary
    assert before.details["cached"] is False and not list(tmp_path.iterdir())  # nothing made
    convert.cached_path(pinned.SHA256).write_bytes(b"graph")
    after = model_state("")
    assert after.status == "ok" and "cached at" in after.summary and after.details["cached"]


def test_a_changed_shipped_file_fails(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    tampered = tmp_path / "model.onnx"
    tampered.write_bytes(b"not the pinned model")
    monkeypatch.setattr(pinned, "path", lambda distribution=pinned.DISTRIBUTION: tampered)
    found = model_state("")
    assert found.status == "FAILED" and "not the pinned" in found.summary


def test_a_configured_model_is_named_and_its_files_checked(tmp_path: Path) -> None:
    missing = model_state(str(tmp_path / "nowhere"))
    assert missing.status == "FAILED" and "does not exist" in missing.summary
    empty = model_state(str(tmp_path))
    assert empty.status == "FAILED" and "no model.onnx" in empty.summary
    (tmp_path / "model.onnx").write_bytes(b"onnx")
    (tmp_path / "tokenizer.json").write_text("{}")
    found = model_state(str(tmp_path))
    assert found.status == "ok" and str(tmp_path) in found.summary


def test_doctor_fails_when_the_configured_model_is_missing(tmp_path: Path) -> None:
    config = tmp_path / "config.toml"
    config.write_text(f'[knowledge]\ndedup_model = "{tmp_path / "gone"}"\n')
    argv = ["--store", str(tmp_path / "store"), "--config", str(config), "doctor"]
    result = CliRunner().invoke(cli, [*argv, "--confdir", str(tmp_path / "mitm"), "--json"])
    assert result.exit_code == 1, result.output
    line = {c["name"]: c for c in json.loads(result.output)["checks"]}["meaning"]
    assert line["status"] == "FAILED" and "does not exist" in line["summary"]
