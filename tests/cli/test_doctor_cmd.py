"""`teambrain doctor`: coverage said plainly, the sanitizer really loaded, non-zero on trouble."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner
from teambrain.cli.main import cli


def doctor(tmp_path: Path, config_text: str, *args: str):  # noqa: ANN201
    config = tmp_path / "config.toml"
    config.write_text(config_text)
    return CliRunner().invoke(cli, ["--config", str(config), "doctor", *args])


def test_default_configuration_loads_and_redacts(tmp_path: Path) -> None:
    result = doctor(tmp_path, "", "--json")
    assert result.exit_code == 0, result.output
    report = json.loads(result.output)
    assert report["ok"] is True
    sanitizer = report["sanitizer"]
    assert sanitizer["loads"] is True
    assert sanitizer["probe"]["redacted"] == sanitizer["probe"]["planted"] == 4
    assert "PERSON" in sanitizer["not_covered"] and "PERSON" not in sanitizer["covered"]
    assert "API_KEY" in sanitizer["secrets"]


def test_human_output_says_what_is_not_covered(tmp_path: Path) -> None:
    result = doctor(tmp_path, "")
    assert result.exit_code == 0, result.output
    assert "patterns only" in result.output
    assert "not covered: PERSON, LOCATION, ORGANIZATION" in result.output
    assert "status: ok" in result.output


def test_a_missing_ner_model_is_said_plainly_and_exits_non_zero(tmp_path: Path) -> None:
    result = doctor(tmp_path, '[sanitizer]\nner_model = "en_core_web_lg"\n')
    assert result.exit_code == 1
    assert "MISSING: ner_model 'en_core_web_lg' is not installed" in result.output
    assert "PERSON, LOCATION and ORGANIZATION are NOT covered" in result.output
    assert "status: DEGRADED" in result.output


def test_a_sanitizer_that_cannot_load_fails(tmp_path: Path) -> None:
    result = doctor(tmp_path, '[sanitizer]\nentities = ["PERSON"]\n', "--json")
    assert result.exit_code == 1
    report = json.loads(result.output)
    assert report["ok"] is False
    assert report["sanitizer"]["loads"] is False
    assert report["sanitizer"]["reason"] == "ner_unavailable"
