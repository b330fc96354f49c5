"""Usage roll-ups: tokens, cost and cache hit rate per model, member, session or day.

Read for the acting owner, over their own exchanges; or, for `team`, over every owner's,
which the caller allows only where the config does (`[usage] team_totals`: a team's total
beside one's own gives the others' away). Sessions are each owner's own records, so a
team roll-up is never by session. Figures only: no record of another owner leaves here.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from datetime import date, datetime, timedelta

import msgspec
from teambrain.core.config import ModelPrice
from teambrain.core.episodes import records as episodes
from teambrain.core.errors import TeambrainError
from teambrain.core.present import cached_share
from teambrain.core.records.episodes import Episode, Usage
from teambrain.core.store import Store, Txn
from teambrain.core.usage.cost import exchange_cost
from teambrain.core.usage.options import BY, By, Scope
from teambrain.core.usage.prices import PriceTable
from teambrain.core.usage.tokens import reported, total_usage


class Latency(msgspec.Struct, kw_only=True):
    """How long exchanges took, in milliseconds: the median and the 95th percentile."""

    p50_ms: int
    p95_ms: int


class UsageRow(msgspec.Struct, kw_only=True):
    """One group of exchanges: what they used and cost."""

    key: str
    """The model, the member, the session id, or the day (YYYY-MM-DD, UTC)."""
    exchanges: int
    usage: Usage
    cost: float | None
    """The known costs summed; None when no exchange of the group has a known cost."""
    unpriced: int = 0
    """Exchanges that reported tokens but have no known cost (a model without a price)."""
    cache_hit_rate: float | None = None
    """Share of the prompt tokens read from the provider's cache; None: no prompt tokens."""
    first_byte: Latency | None = None
    """Time to the answer's first byte (None: no exchange recorded it)."""
    duration: Latency | None = None
    """Time from the request's first byte to the answer's last (exchanges that got no
    answer at all left out)."""


class UsageReport(msgspec.Struct, kw_only=True):
    owner: str
    scope: Scope
    by: By
    since: datetime | None
    until: datetime | None
    rows: list[UsageRow]
    total: UsageRow
    currency: str
    prices_read_on: date
    """When the shipped prices were read from the providers (a config may override some)."""
    unpriced_models: list[str] = []
    """Models seen without a price: their exchanges' cost is unknown, not zero."""


class _Group:
    """Exchanges added up as they are read."""

    def __init__(self) -> None:
        self.exchanges = 0
        self.usages: list[Usage] = []
        self.cost: float | None = None
        self.unpriced = 0
        self.first_bytes: list[int] = []
        self.durations: list[int] = []

    def add(self, ep: Episode, cost: float | None) -> None:
        self.exchanges += 1
        if ep.first_byte_at is not None:
            self.first_bytes.append(_ms(ep.first_byte_at - ep.started_at))
        if ep.first_byte_at is not None or ep.status != "error":  # not one that got no answer
            self.durations.append(_ms(ep.ended_at - ep.started_at))
        if not reported(ep.usage):
            return
        self.usages.append(ep.usage)
        if cost is None:
            self.unpriced += 1
        else:
            self.cost = (self.cost or 0.0) + cost

    def row(self, key: str) -> UsageRow:
        usage = total_usage(self.usages)
        return UsageRow(
            key=key,
            exchanges=self.exchanges,
            usage=usage,
            cost=self.cost,
            unpriced=self.unpriced,
            cache_hit_rate=cached_share(usage),
            first_byte=latency(self.first_bytes),
            duration=latency(self.durations),
        )


def _ms(span: timedelta) -> int:
    return max(0, round(span.total_seconds() * 1000))


def latency(samples: list[int]) -> Latency | None:
    """The median and 95th percentile (nearest rank) of `samples`; None for none."""
    if not samples:
        return None
    ranked = sorted(samples)

    def rank(p: float) -> int:
        return ranked[max(0, math.ceil(p * len(ranked)) - 1)]

    return Latency(p50_ms=rank(0.5), p95_ms=rank(0.95))


def _key(ep: Episode, by: By) -> str:
    if by == "model":
        return ep.model or f"({ep.provider})"
    if by == "member":
        return ep.owner
    if by == "session":
        return ep.session_id
    return ep.started_at.date().isoformat()


def _order(rows: list[UsageRow], by: By) -> list[UsageRow]:
    """Days in order; anything else most expensive first, then by tokens."""
    if by == "day":
        return sorted(rows, key=lambda r: r.key)
    return sorted(
        rows,
        key=lambda r: (
            -(r.cost or 0.0),
            -((r.usage.input_tokens or 0) + (r.usage.output_tokens or 0)),
            r.key,
        ),
    )


def usage_report(
    store: Store,
    owner: str,
    prices: PriceTable,
    *,
    by: By = "model",
    since: datetime | None = None,
    until: datetime | None = None,
    team: bool = False,
) -> UsageReport:
    """The owner's usage (or, with `team`, everyone's) rolled up `by` one key."""
    if by not in BY:
        raise TeambrainError(f"unknown grouping {by!r}: one of {', '.join(BY)}")
    if team and by == "session":
        raise TeambrainError(
            "sessions are each member's own: team usage is by member, model or day"
        )
    groups: dict[str, _Group] = {}
    total = _Group()
    priced: dict[str, ModelPrice | None] = {}
    unpriced: set[str] = set()
    with store.read() as txn:
        owners = txn.episodes.owners() if team else [owner]
        for ep in _episodes(txn, owners, since, until):
            if ep.model not in priced:
                priced[ep.model] = prices.price(ep.model)
            cost = exchange_cost(ep.usage, priced[ep.model])
            if cost is None and reported(ep.usage):
                unpriced.add(ep.model or f"({ep.provider})")
            groups.setdefault(_key(ep, by), _Group()).add(ep, cost)
            total.add(ep, cost)
    return UsageReport(
        owner=owner,
        scope="team" if team else "yours",
        by=by,
        since=since,
        until=until,
        rows=_order([g.row(k) for k, g in groups.items()], by),
        total=total.row("total"),
        currency=prices.currency,
        prices_read_on=prices.read_on,
        unpriced_models=sorted(unpriced),
    )


def _episodes(
    txn: Txn, owners: Iterable[str], since: datetime | None, until: datetime | None
) -> Iterable[Episode]:
    for name in owners:
        yield from episodes.iter_episodes(txn, name, since=since, until=until, newest_first=False)
