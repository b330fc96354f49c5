"""Human presentation shared by the CLI and the TUI: counts, times, excerpts, token usage and
redaction counts, each written once so both surfaces print them alike.

Plain strings only (no click, no Textual), and nothing heavy to import: the CLI loads this
for every command.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from datetime import datetime
from typing import Protocol

from teambrain.core.inert import one_line


class TokenUsage(Protocol):
    """What a provider reported of an exchange's tokens (core/episodes/model.py's Usage)."""

    @property
    def input_tokens(self) -> int | None: ...
    @property
    def output_tokens(self) -> int | None: ...
    @property
    def cache_read_tokens(self) -> int | None: ...
    @property
    def cache_write_tokens(self) -> int | None: ...


class Injected(Protocol):
    """A knowledge entry injected into an exchange (core/knowledge/injected.py's InjectedEntry)."""

    @property
    def found(self) -> bool: ...
    @property
    def title(self) -> str: ...
    @property
    def owner(self) -> str: ...


def count(n: int, noun: str, plural: str = "") -> str:
    """`1 lesson`, `2 lessons`, `1 entry`/`3 entries` (give the plural when it is not noun+s)."""
    return f"{n:,} {noun if n == 1 else (plural or noun + 's')}"


def when(at: datetime | None, fmt: str = "%Y-%m-%d %H:%M") -> str:
    """A moment in UTC, to the minute unless `fmt` says otherwise; '-' for none."""
    return "-" if at is None else at.strftime(fmt)


SECONDS = "%Y-%m-%d %H:%M:%S"
"""A moment to the second, for records read later (exports, the session page)."""


def duration(ms: int | None) -> str:
    """`850 ms` below a second, `12.3 s` above; '?' when unknown."""
    if ms is None:
        return "?"
    return f"{ms} ms" if ms < 1000 else f"{ms / 1000:.1f} s"


def cut(text: str, width: int) -> str:
    """`text` on one line, controls shown inert, cut with an ellipsis beyond `width`."""
    flat = one_line(text)
    return flat if len(flat) <= width else flat[: width - 1] + "…"


def usage_line(usage: TokenUsage, sep: str = ", ") -> str:
    """Every figure the provider reported (`1,234 in, 56 out, 7 cache read`); empty for none."""
    return sep.join(
        f"{value:,} {label}"
        for label, value in (
            ("in", usage.input_tokens),
            ("out", usage.output_tokens),
            ("cache read", usage.cache_read_tokens),
            ("cache write", usage.cache_write_tokens),
        )
        if value is not None
    )


def in_out(usage: TokenUsage) -> str:
    """`12,345 in / 678 out`, a missing figure read as 0."""
    return f"{usage.input_tokens or 0:,} in / {usage.output_tokens or 0:,} out"


def in_out_short(usage: TokenUsage) -> str:
    """`12,345/678` for a narrow column, or `-` when the provider reported none."""
    if not usage.input_tokens and not usage.output_tokens:
        return "-"
    return f"{usage.input_tokens or 0:,}/{usage.output_tokens or 0:,}"


def cached_share(usage: TokenUsage) -> float | None:
    """The share of the prompt read from the cache (the cache hit rate): the prompt is input,
    cache read and cache write apart (core/records/episodes.py Usage); None for no prompt."""
    read = usage.cache_read_tokens or 0
    prompt = (usage.input_tokens or 0) + read + (usage.cache_write_tokens or 0)
    return read / prompt if prompt else None


def cost_and_timing(
    cost: float | None,
    usage: TokenUsage,
    started: datetime,
    first_byte: datetime | None,
    ended: datetime,
) -> str:
    """One exchange's cost and timing: `cost $0.0040 · first byte after 420 ms, 2.0 s in all`
    (no cost said when the provider reported no tokens)."""
    said = timing(started, first_byte, ended)
    if usage.input_tokens is None and usage.output_tokens is None:
        return said
    return f"cost {money(cost, unpriced=int(cost is None))} · {said}"


def timing(started: datetime, first_byte: datetime | None, ended: datetime) -> str:
    """An exchange's timing: `first byte after 420 ms, 3.2 s in all`."""
    total = _span((ended - started).total_seconds())
    if first_byte is None:
        return f"{total} in all"
    return f"first byte after {_span((first_byte - started).total_seconds())}, {total} in all"


def _span(seconds: float) -> str:
    return f"{seconds * 1000:,.0f} ms" if seconds < 1 else f"{seconds:,.1f} s"


def money(amount: float | None, currency: str = "USD", *, unpriced: int = 0) -> str:
    """A cost: `$1.23`, `$0.0042` below a dollar; `unknown` when `unpriced` exchanges had
    no price (never `$0`), `$1.23 + unknown` when only some had; `-` when none reported
    tokens to price."""
    if amount is None:
        return "unknown" if unpriced else "-"
    figure = f"{amount:,.2f}" if amount >= 1 else f"{amount:.4f}"
    shown = f"${figure}" if currency == "USD" else f"{figure} {currency}"
    return shown + (" + unknown" if unpriced else "")


class UsageFigures(Protocol):
    """A roll-up row of usage (core/usage/report.py's UsageRow)."""

    @property
    def exchanges(self) -> int: ...
    @property
    def usage(self) -> TokenUsage: ...
    @property
    def cost(self) -> float | None: ...
    @property
    def unpriced(self) -> int: ...
    @property
    def cache_hit_rate(self) -> float | None: ...
    @property
    def first_byte(self) -> Latency | None: ...
    @property
    def duration(self) -> Latency | None: ...


class Latency(Protocol):
    @property
    def p50_ms(self) -> int: ...
    @property
    def p95_ms(self) -> int: ...


USAGE_COLUMNS = (
    "COST",
    "EXCHANGES",
    "INPUT",
    "OUTPUT",
    "CACHE READ",
    "CACHE WRITE",
    "CACHE HIT",
    "FIRST BYTE / ALL (p50)",
)
"""The figures of a usage row, in the order usage_cells gives them."""


def usage_cells(row: UsageFigures, currency: str) -> tuple[str, ...]:
    """A usage row's figures as the CLI and the dashboard show them (USAGE_COLUMNS)."""
    u = row.usage
    return (
        money(row.cost, currency, unpriced=row.unpriced),
        f"{row.exchanges:,}",
        f"{u.input_tokens or 0:,}",
        f"{u.output_tokens or 0:,}",
        f"{u.cache_read_tokens or 0:,}",
        f"{u.cache_write_tokens or 0:,}",
        share(row.cache_hit_rate),
        f"{_median(row.first_byte)} / {_median(row.duration)}",
    )


def _median(latency: Latency | None) -> str:
    return "-" if latency is None else _span(latency.p50_ms / 1000)


def share(part: float | None) -> str:
    """A share as a whole percentage, `-` for none."""
    return "-" if part is None else f"{part:.0%}"


def redactions(counts: Iterable[Mapping[str, int]]) -> str:
    """Redaction counts summed by kind (`EMAIL ×2, PERSON ×1`); empty when none."""
    total: dict[str, int] = {}
    for part in counts:
        for kind, n in part.items():
            total[kind] = total.get(kind, 0) + n
    return ", ".join(f"{k} ×{v}" for k, v in sorted(total.items()))


def injected_line(entry: Injected, viewer: str) -> str:
    """An injected entry as both surfaces list it: its title and whose lesson it is."""
    if not entry.found:
        return "(no longer shared with you, or removed)"
    by = "yours" if entry.owner == viewer else f"by {entry.owner}"
    return f"{entry.title}  ({by})"


SOURCE_WORDS = {"user": "your words", "tool": "tool output", "fetched": "fetched content"}
"""What each provenance source is called for a reviewer (core/records/knowledge.py, Source)."""


def sources(kinds: Iterable[str]) -> str:
    """A citation's provenance in words: "your words + tool output"; for an exchange that holds
    neither, "the agent's reply"."""
    return " + ".join(SOURCE_WORDS.get(k, k) for k in kinds) or "the agent's reply"


def evidence(sessions: int, days: int, citations: Iterable[Iterable[str] | None]) -> str:
    """A lesson's evidence in a line: how far it recurred (`recurrence`), or, for a lesson that
    cites nothing (one you saved), that it stands on your word alone rather than "recurred in
    0 sessions on 0 days". `citations`: each citation's source kinds, None for one not found."""
    cited = list(citations)
    if not cited:
        return "cites no episode: saved as you wrote it, not found in your exchanges"
    kinds = [k for k in cited if k is not None]
    return f"recurred in {recurrence(sessions, days, kinds)}"


def recurrence(sessions: int, days: int, kinds_per_citation: Iterable[Iterable[str]]) -> str:
    """How far a lesson recurred and on whose words: "3 sessions on 2 days; your words in 2
    citations, tool output in 1"."""
    tally: dict[str, int] = {}
    for kinds in kinds_per_citation:
        for k in kinds:
            tally[k] = tally.get(k, 0) + 1
    said = ", ".join(
        f"{SOURCE_WORDS.get(k, k)} in {count(n, 'citation')}" for k, n in tally.items()
    )
    return f"{count(sessions, 'session')} on {count(days, 'day')}" + (f"; {said}" if said else "")
