"""The price table: what a model's tokens cost, as the providers publish it, as of a date.

The shipped table (prices.toml, beside this module) says when its figures were read; a
config's `[usage] prices` replaces a model's price or adds a model. A model the table does
not know has no price (None), so its exchanges have an unknown cost, never a cost of zero.
"""

from __future__ import annotations

import functools
import re
from datetime import date
from pathlib import Path

import msgspec
from teambrain.core.config import ModelPrice, UsageConfig

SHIPPED = Path(__file__).with_name("prices.toml")

_DATED = re.compile(r"(?:[-@]\d{8}|-\d{4}-\d{2}-\d{2})$")
"""A release date at the end of a model's name: -20250929, @20250929, -2024-08-06."""
_BEDROCK = re.compile(r"^(?:[a-z]{2,4}\.)?anthropic\.(?P<name>.+?)(?:-v\d+(?::\d+)?)?$")
"""Bedrock's spelling: [region.]anthropic.<name>[-v1:0]."""


class PriceTable(msgspec.Struct, frozen=True, kw_only=True):
    """Prices per million tokens by model, and the date they were read from the providers."""

    read_on: date
    currency: str = "USD"
    models: dict[str, ModelPrice] = {}
    aliases: dict[str, str] = {}
    """A model name -> the model whose price it has."""

    def price(self, model: str) -> ModelPrice | None:
        """The price of `model`, matched whole, then without a date or a cloud's spelling;
        None when the table does not know it."""
        for name in _spellings(model.strip().lower()):
            name = self.aliases.get(name, name)
            if name in self.models:
                return self.models[name]
        return None


def _spellings(model: str) -> list[str]:
    """The names a model may be priced under, most specific first."""
    bedrock = _BEDROCK.match(model)
    base = bedrock["name"] if bedrock else model
    names = [model, base]
    undated = _DATED.sub("", base)
    if undated != base:
        names.append(undated)
    return names


@functools.cache
def shipped() -> PriceTable:
    """The table shipped with teambrain (read once)."""
    table = msgspec.toml.decode(SHIPPED.read_bytes(), type=PriceTable)
    return msgspec.structs.replace(
        table,
        models={k.lower(): v for k, v in table.models.items()},
        aliases={k.lower(): v.lower() for k, v in table.aliases.items()},
    )


def price_table(config: UsageConfig | None = None) -> PriceTable:
    """The shipped table with the config's prices over it (a model named there is priced
    only as the config says; its aliases there too)."""
    table = shipped()
    if config is None or not config.prices:
        return table
    given = {k.strip().lower(): v for k, v in config.prices.items()}
    return msgspec.structs.replace(
        table,
        models=table.models | given,
        aliases={k: v for k, v in table.aliases.items() if k not in given},
    )
