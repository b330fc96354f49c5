"""The price table: the shipped one is whole and dated, names match with or without a date,
and a config's price replaces the shipped one."""

from __future__ import annotations

import re
from datetime import date
from pathlib import Path

import pytest
from teambrain.core.config import ModelPrice, parse_config
from teambrain.core.usage.prices import price_table, shipped


def test_the_shipped_table_is_dated_and_every_alias_names_a_priced_model() -> None:
    table = shipped()
    assert table.read_on == date(2025, 11, 24)
    assert table.currency == "USD"
    assert set(table.aliases.values()) <= set(table.models)
    for name, price in table.models.items():
        assert price.input > 0 and price.output >= price.input, name


@pytest.mark.parametrize(
    ("model", "priced_as"),
    [
        ("claude-sonnet-4-5", "claude-sonnet-4-5"),
        ("claude-sonnet-4-5-20250929", "claude-sonnet-4-5"),
        ("Claude-Sonnet-4-5", "claude-sonnet-4-5"),
        ("claude-sonnet-4-20250514", "claude-sonnet-4-5"),
        ("claude-opus-4-1@20250805", "claude-opus-4-1"),
        ("us.anthropic.claude-haiku-4-5-20251001-v1:0", "claude-haiku-4-5"),
        ("gpt-4o-2024-08-06", "gpt-4o"),
        ("gpt-4o-mini-2024-07-18", "gpt-4o-mini"),
        ("gpt-5-codex", "gpt-5.1"),
        ("gpt-5-2025-08-07", "gpt-5.1"),
    ],
)
def test_a_model_is_priced_by_its_name_with_or_without_a_date(model: str, priced_as: str) -> None:
    table = shipped()
    assert table.price(model) == table.models[priced_as]


@pytest.mark.parametrize("model", ["", "llama-3-70b", "gpt-4o-audio-preview", "claude-next"])
def test_an_unknown_model_has_no_price(model: str) -> None:
    assert shipped().price(model) is None


def test_the_config_replaces_or_adds_a_price() -> None:
    config = parse_config(
        """
[usage.prices."claude-sonnet-4-5"]
input = 2.0
output = 10.0
[usage.prices."Local-Llama"]
input = 0.0
output = 0.0
"""
    )
    table = price_table(config.usage)
    assert table.price("claude-sonnet-4-5-20250929") == ModelPrice(input=2.0, output=10.0)
    assert table.price("local-llama") == ModelPrice(input=0.0, output=0.0)
    assert table.price("gpt-4o") == shipped().price("gpt-4o")
    assert price_table(None) is shipped()


def test_the_documented_config_examples_load() -> None:
    root = Path(__file__).resolve().parents[3]
    for doc in ("docs/usage.md", "docs/configuration.md"):
        text = (root / doc).read_text()
        blocks = re.findall(r"```toml\n(.*?)```", text, flags=re.S)
        usage = [b for b in blocks if "[usage" in b]
        assert usage, doc
        for block in usage:
            parse_config(block, doc)
