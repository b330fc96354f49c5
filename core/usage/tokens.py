"""Token counts added up: the one sum of Usage records, and the share of the prompt the
provider's cache served.

Counts mean one thing for every provider (core/records/episodes.py Usage): the prompt is
input + cache read + cache write, apart from each other.
"""

from __future__ import annotations

from collections.abc import Iterable

from teambrain.core.records.episodes import Usage


def total_usage(usages: Iterable[Usage]) -> Usage:
    """Token counts summed field by field; a field no exchange reported stays None."""
    total = Usage()
    for usage in usages:
        for field in Usage.__struct_fields__:
            value = getattr(usage, field)
            if value is not None:
                setattr(total, field, (getattr(total, field) or 0) + value)
    return total


def prompt_tokens(usage: Usage) -> int | None:
    """The whole prompt's tokens, the cached ones included (input + cache read + cache write);
    None when the provider reported none."""
    if usage.input_tokens is None and usage.cache_read_tokens is None:
        return None
    read, write = usage.cache_read_tokens or 0, usage.cache_write_tokens or 0
    return (usage.input_tokens or 0) + read + write


def reported(usage: Usage) -> bool:
    """Whether the provider reported the exchange's tokens at all."""
    return usage.input_tokens is not None or usage.output_tokens is not None
