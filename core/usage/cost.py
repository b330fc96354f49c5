"""What one exchange cost: its token counts times its model's prices.

A cost is known only when every token it counts has a price: a model the table does not
know, or a kind of token its price leaves out (a 1-hour cache write on a price with none),
makes it unknown (None), never zero. Anthropic's cache writes are priced by lifetime: the
1-hour ones at `cache_write_1h`, the rest at `cache_write`.
"""

from __future__ import annotations

from teambrain.core.config import ModelPrice
from teambrain.core.records.episodes import Usage

PER = 1_000_000
"""Prices are per million tokens."""


def exchange_cost(usage: Usage, price: ModelPrice | None) -> float | None:
    """The exchange's cost in the table's currency; None when unknown (no price, a kind of
    token without one) or when the provider reported no tokens."""
    if price is None or (usage.input_tokens is None and usage.output_tokens is None):
        return None
    writes = usage.cache_write_tokens or 0
    long_writes = min(usage.cache_write_1h_tokens or 0, writes)
    total = 0.0
    for tokens, per_million in (
        (usage.input_tokens or 0, price.input),
        (usage.output_tokens or 0, price.output),
        (usage.cache_read_tokens or 0, price.cache_read),
        (writes - long_writes, price.cache_write),
        (long_writes, price.cache_write_1h),
    ):
        if not tokens:
            continue
        if per_million is None:
            return None
        total += tokens * per_million
    return total / PER
