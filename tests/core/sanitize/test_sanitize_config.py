"""The [sanitizer] section is checked when the config loads: a proxy must never start on a
sanitizer configuration that would then drop every capture."""

from __future__ import annotations

import pytest
from teambrain.core.config import parse_config
from teambrain.core.errors import ConfigError
from teambrain.core.sanitize.catalog import DEFAULT_ENTITIES, KNOWN_ENTITIES


@pytest.mark.parametrize(
    ("text", "named", "says"),
    [
        ('[sanitizer]\nentities = ["EMAIL_ADRESS"]\n', "sanitizer.entities", "EMAIL_ADRESS"),
        ('[sanitizer]\nentities = ["PHONE_NUMBER", "person"]\n', "sanitizer.entities", "person"),
        ('[sanitizer]\nentities = ["ORGANIZATION"]\n', "sanitizer.entities", "ner_model"),
        ('[sanitizer]\nphone_regions = ["US", "XX"]\n', "sanitizer.phone_regions", "XX"),
        ('[sanitizer]\nphone_regions = ["UK"]\n', "sanitizer.phone_regions", "UK"),
    ],
)
def test_a_sanitizer_setting_that_cannot_work_is_refused_naming_the_key(
    text: str, named: str, says: str
) -> None:
    with pytest.raises(ConfigError) as info:
        parse_config(text, "team.toml")
    message = str(info.value)
    assert message.startswith("team.toml: ")
    assert f"'{named}'" in message and says in message


def test_valid_sanitizer_settings_load() -> None:
    config = parse_config(
        '[sanitizer]\nentities = ["EMAIL_ADDRESS", "PERSON", "URL"]\n'
        'phone_regions = ["us", "NL", "JP"]\n'
    )
    assert config.sanitizer.entities == ["EMAIL_ADDRESS", "PERSON", "URL"]
    named = parse_config('[sanitizer]\nentities = ["LOCATION"]\nner_model = "en_core_web_lg"\n')
    assert named.sanitizer.entities == ["LOCATION"]  # whether it is installed: doctor says


def test_the_default_set_is_known_and_needs_no_model() -> None:
    assert set(DEFAULT_ENTITIES) <= set(KNOWN_ENTITIES)
    entities = ", ".join(f'"{e}"' for e in DEFAULT_ENTITIES)
    assert parse_config(f"[sanitizer]\nentities = [{entities}]\n").sanitizer.entities == list(
        DEFAULT_ENTITIES
    )
