"""Configuration: defaults, and errors that name the offending key."""

from __future__ import annotations

from pathlib import Path

import pytest
from teambrain.core.config import Config, load_config, parse_config
from teambrain.core.errors import ConfigError


def test_every_option_has_a_default() -> None:
    config = parse_config("")
    assert config == Config()
    assert config.digests.user == 2000 and config.retention.days == 90


@pytest.mark.parametrize(
    ("text", "named"),
    [
        ('[digests]\nuser = "big"\n', "digests.user"),
        ("[digests]\nuser = 0\n", "digests.user"),
        ("[digest]\nuser = 1\n", "digest"),
        ("[owners]\nproxyauth = { ann = 3 }\n", "owners.proxyauth"),
        ("[retention]\ndays = -1\n", "retention.days"),
        ("[capture\n", "TOML"),
    ],
)
def test_bad_config_names_the_key(text: str, named: str) -> None:
    with pytest.raises(ConfigError, match=named.replace(".", r"\.")):
        parse_config(text)


def test_missing_explicit_file_is_an_error(tmp_path: Path) -> None:
    with pytest.raises(ConfigError, match="not found"):
        load_config(tmp_path / "absent.toml")


def test_missing_default_file_means_defaults() -> None:
    assert load_config() == Config()  # TEAMBRAIN_CONFIG points at a missing file in tests
