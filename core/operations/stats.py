"""Figures from the store for one owner: what is yours, what the team holds, how capture runs.

Counts for the acting owner are owner-clamped; team and store-wide totals are figures,
never records. Beside a member's own count, though, a team total gives away the others'
(one subtraction), so a member asking through the team server gets only their own
(`member_only`) unless the operator allows totals (`[server] team_totals`).
"""

from __future__ import annotations

import time
from datetime import datetime, timedelta
from typing import Any

import msgspec
from teambrain.core.clock import Clock, from_ms, system_clock
from teambrain.core.config import Config, outbox_dir
from teambrain.core.episodes import records as episodes
from teambrain.core.episodes.model import Usage
from teambrain.core.governance.ceremony import on_agenda
from teambrain.core.knowledge import entries as knowledge
from teambrain.core.operations.schedule import job_states
from teambrain.core.present import cached_share
from teambrain.core.store import Store, open_outbox
from teambrain.core.usage.tokens import reported, total_usage


class Counts(msgspec.Struct, kw_only=True):
    episodes: int
    events: int


class CaptureFigures(msgspec.Struct, kw_only=True):
    enabled_at: datetime | None
    """When a proxy first captured into this store (forward-only: nothing older is kept)."""
    dropped: dict[str, int]
    """Captures not stored, by reason."""
    dropped_total: int
    exempted: dict[str, int] = {}
    """Flows not captured by design, by reason (teambrain's own reflection calls)."""
    internal_header_refused: int = 0
    """Requests that claimed teambrain's internal header without its token (captured anyway)."""
    worker_restarts: int = 0
    """Sanitizer processes replaced after dying (their jobs were rerun)."""
    queue_high_water: int


class KnowledgeFigures(msgspec.Struct, kw_only=True):
    pending: int
    """Your review queue."""
    agenda: int
    """The ceremony agenda: the team's approved lessons waiting for their owner's decision."""
    agenda_yours: int
    flags_open: int | None
    """Decay flags waiting for a person, team-wide (None: not shown to a member)."""
    flags_yours: int


class JobFigures(msgspec.Struct, kw_only=True):
    last_run_at: datetime | None
    runs: int
    last_error: str = ""


class StoreFigures(msgspec.Struct, kw_only=True):
    path: str
    """The LMDB directory, or the database URL (without a password)."""
    backend: str = "lmdb"
    map_size: int
    """LMDB's map size; 0 for a database, which has no fixed size."""
    used_bytes: int
    readers: int


class TokenFigures(msgspec.Struct, kw_only=True):
    """Your token usage over recent days, as providers reported it."""

    days: int
    exchanges: int
    """Exchanges in the window that reported usage."""
    usage: Usage
    cache_share: float | None
    """Share of prompt tokens read from the provider's cache (None: no prompt tokens)."""


class OutboxFigures(msgspec.Struct, kw_only=True):
    """This host's outbox for a database store (docs/scaling.md, The outbox)."""

    dir: str
    depth: int
    """Captures waiting to be sent to the database."""
    bytes: int
    cap_bytes: int
    oldest_age_seconds: float | None
    """How long the oldest waiting capture has waited; None when none waits."""
    dead: int
    """Captures the database refused on their own, kept aside."""


class Stats(msgspec.Struct, kw_only=True):
    owner: str
    yours: Counts
    tokens: TokenFigures
    all: Counts | None
    """Every owner's records together (None: not shown to a member, see member_only)."""
    capture: CaptureFigures
    pruned: dict[str, int]
    inject: dict[str, int]
    knowledge: KnowledgeFigures
    schedule: dict[str, JobFigures]
    store: StoreFigures
    sanitizer: dict[str, Any] = {}
    """What the configured sanitizer covers: status, uncovered types (core/sanitize/coverage.py)."""
    outbox: OutboxFigures | None = None
    """This host's outbox, for a database store that has one here."""
    reflect_refused: dict[str, int] = {}
    """Reflected lessons the unsafe-instruction guard refused, by harm (invariant 16)."""
    telemetry: dict[str, int] = {}
    """The OpenTelemetry export (docs/opentelemetry.md): `spans_sent` and `dropped.<reason>`;
    empty when no proxy on this store ever exported."""


def member_only(figures: Stats) -> Stats:
    """The figures without what counts other members' records: the store-wide totals, the
    team's open decay flags, the injections into everyone's traffic and the spans exported
    of it. The agenda's size stays: every member sees the ceremony agenda itself."""
    return msgspec.structs.replace(
        figures,
        all=None,
        inject={},
        telemetry={},
        knowledge=msgspec.structs.replace(figures.knowledge, flags_open=None),
    )


SERVER_STORE = "the team server's store"
"""What a member is shown in place of the server's own store location."""


def without_host_paths(figures: Stats) -> Stats:
    """The figures as a member reads them through the server: no file path or database
    address of the server's host (the store's location, the outbox's directory)."""
    store = msgspec.structs.replace(figures.store, path=SERVER_STORE)
    outbox = figures.outbox and msgspec.structs.replace(figures.outbox, dir="")
    return msgspec.structs.replace(figures, store=store, outbox=outbox)


def outbox_figures(config: Config, store_url: str) -> OutboxFigures | None:
    """The host's outbox for the store at `store_url` (shown form), None when this host has
    none (read only: nothing is created)."""
    path = outbox_dir(config, store_url)
    if not (path / "data.mdb").exists():
        return None
    figures = open_outbox(path, config.outbox.max_mb * 1024 * 1024, store=store_url).stats()
    oldest = figures.oldest_ms
    return OutboxFigures(
        dir=str(path),
        depth=figures.depth,
        bytes=figures.bytes,
        cap_bytes=figures.cap_bytes,
        oldest_age_seconds=None if oldest is None else max(0.0, time.time() - oldest / 1000),
        dead=figures.dead,
    )


def counters(store: Store, prefix: str = "") -> dict[str, int]:
    """Persistent counters whose name starts with prefix."""
    with store.read() as txn:
        return txn.meta.counters(prefix)


def knowledge_figures(store: Store, owner: str) -> KnowledgeFigures:
    """The owner's queue, agenda items and open flags, beside the team's totals."""
    pending = agenda = agenda_yours = flags = flags_yours = 0
    with store.read() as txn:
        for entry in txn.knowledge.all():
            mine = entry.owner == owner
            pending += mine and entry.state == knowledge.PENDING
            if on_agenda(entry):
                agenda += 1
                agenda_yours += mine
            if entry.state == knowledge.APPROVED and entry.flagged:
                flags += 1
                flags_yours += mine
    return KnowledgeFigures(
        pending=pending,
        agenda=agenda,
        agenda_yours=agenda_yours,
        flags_open=flags,
        flags_yours=flags_yours,
    )


def last_runs(store: Store) -> dict[str, JobFigures]:
    """Each scheduled job's last run (None if it never ran) and last failure, if any."""
    return {
        name: JobFigures(
            last_run_at=state.last_run_at, runs=state.runs, last_error=state.last_error
        )
        for name, state in job_states(store).items()
    }


def _section(c: dict[str, int], prefix: str) -> dict[str, int]:
    return {k.removeprefix(prefix): v for k, v in c.items() if k.startswith(prefix)}


TOKEN_DAYS = 7


def token_figures(
    store: Store, owner: str, *, days: int = TOKEN_DAYS, clock: Clock = system_clock
) -> TokenFigures:
    """The owner's tokens over the last `days` days, summed field by field."""
    since = clock() - timedelta(days=days)
    with store.read() as txn:
        usages = [ep.usage for ep in episodes.iter_episodes(txn, owner, since=since)]
    counted = [usage for usage in usages if reported(usage)]
    usage = total_usage(counted)
    return TokenFigures(
        days=days, exchanges=len(counted), usage=usage, cache_share=cached_share(usage)
    )


def store_stats(store: Store, owner: str, *, clock: Clock = system_clock) -> Stats:
    c = counters(store)
    dropped = _section(c, "capture.dropped.")
    with store.read() as txn:
        enabled_ts = txn.meta.get("capture.enabled_at")
        high_water = txn.meta.get("capture.high_water") or 0
    return Stats(
        owner=owner,
        yours=Counts(**episodes.counts(store, owner)),
        tokens=token_figures(store, owner, clock=clock),
        all=Counts(**episodes.counts(store)),
        capture=CaptureFigures(
            enabled_at=from_ms(int(enabled_ts * 1000)) if enabled_ts else None,
            dropped=dropped,
            dropped_total=sum(dropped.values()),
            exempted=_section(c, "capture.exempt."),
            internal_header_refused=c.get("capture.internal_header_refused", 0),
            worker_restarts=c.get("capture.worker_restarts", 0),
            queue_high_water=high_water,
        ),
        pruned=_section(c, "pruned."),
        inject=_section(c, "inject."),
        knowledge=knowledge_figures(store, owner),
        schedule=last_runs(store),
        store=StoreFigures(path=store.url, backend=store.backend, **store.info()),
        reflect_refused=_section(c, "reflect.refused."),
        telemetry=_section(c, "telemetry."),
    )
