"""Cost per exchange: every kind of token at its own price, cache writes by lifetime, and
unknown (never zero) where a price is missing."""

from __future__ import annotations

import pytest
from teambrain.core.config import ModelPrice
from teambrain.core.records.episodes import Usage
from teambrain.core.usage.cost import exchange_cost
from teambrain.core.usage.prices import shipped

SONNET = ModelPrice(input=3.0, output=15.0, cache_read=0.3, cache_write=3.75, cache_write_1h=6.0)


def test_each_kind_of_token_at_its_price() -> None:
    usage = Usage(
        input_tokens=1_000,
        output_tokens=2_000,
        cache_read_tokens=100_000,
        cache_write_tokens=30_000,
        cache_write_1h_tokens=10_000,
    )
    by_hand = (1_000 * 3.0 + 2_000 * 15.0 + 100_000 * 0.3 + 20_000 * 3.75 + 10_000 * 6.0) / 1e6
    assert exchange_cost(usage, SONNET) == pytest.approx(by_hand)
    assert exchange_cost(usage, shipped().price("claude-sonnet-4-5")) == pytest.approx(by_hand)


def test_openai_input_is_priced_apart_from_what_the_cache_served() -> None:
    # 5,000 prompt tokens of which 4,096 cached: stored as 904 input + 4,096 cache read
    usage = Usage(input_tokens=904, output_tokens=80, cache_read_tokens=4096)
    price = shipped().price("gpt-5-codex")
    assert exchange_cost(usage, price) == pytest.approx((904 * 1.25 + 4096 * 0.125 + 80 * 10) / 1e6)


def test_unknown_is_never_zero() -> None:
    usage = Usage(input_tokens=10, output_tokens=5)
    assert exchange_cost(usage, None) is None
    assert exchange_cost(Usage(), SONNET) is None  # nothing reported: nothing known
    no_cache = ModelPrice(input=1.0, output=2.0)
    assert exchange_cost(usage, no_cache) == pytest.approx(20 / 1e6)
    assert exchange_cost(Usage(input_tokens=10, cache_read_tokens=5), no_cache) is None
    one_write_price = ModelPrice(input=1.0, output=2.0, cache_write=1.25)
    assert exchange_cost(Usage(input_tokens=1, cache_write_tokens=4), one_write_price) is not None
    long_write = Usage(input_tokens=1, cache_write_tokens=4, cache_write_1h_tokens=4)
    assert exchange_cost(long_write, one_write_price) is None
    assert exchange_cost(Usage(input_tokens=0, output_tokens=0), SONNET) == 0.0
