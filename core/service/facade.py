"""The service facade: every operation a surface performs (declared in core/service/protocol.py),
bound to one acting owner.

The CLI, the dashboard, the MCP server and `teambrain serve` call only this; they format
what it returns (plain msgspec structs) and hold no domain logic of their own. Each
operation imports the core module it needs when it is called, so a command loads only what
it uses (listing exchanges never loads the recall ranker or the duplicate guard). A Service is
built for one acting owner and one channel (core/audit.py CHANNELS): the owner is never an
argument of an operation, so no call can name somebody else. `LocalService` works on a store
in this process; `RemoteService` (core/service/remote.py) is the same interface over `teambrain
serve`'s API, as the owner its bearer token names.

Invariants kept here: reads are clamped to the acting owner (the core functions below check
again); acting operations (approve, reject, save, decide, keep, quarantine, restore, flag)
are refused outright when the identity was named rather than authenticated on a team-mode
store (`acting_refusal`); ids are accepted whole or as a unique prefix, and an ambiguous
prefix is an error listing the candidates, never a guess.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator, Sequence
from datetime import datetime
from functools import partial
from typing import TYPE_CHECKING, Any

import msgspec
from teambrain.core import audit
from teambrain.core.clock import Clock, system_clock
from teambrain.core.config import Config, SanitizerConfig
from teambrain.core.episodes import records as episodes
from teambrain.core.episodes.model import Episode, ExecutionEvent
from teambrain.core.errors import Ambiguous, Forbidden, NotFound, TeambrainError
from teambrain.core.records.episodes import Status
from teambrain.core.service.protocol import Service as Service
from teambrain.core.service.requests import ExportFormat as ExportFormat
from teambrain.core.store import Store, Txn

if TYPE_CHECKING:
    from teambrain.core.governance import ceremony, decay, reflect
    from teambrain.core.knowledge import entries as knowledge
    from teambrain.core.knowledge import search as knowledge_search
    from teambrain.core.operations import stats
    from teambrain.core.recall import search as recall
    from teambrain.core.recall.options import RecallOptions
    from teambrain.core.records import governance
    from teambrain.core.timeline import sessions as timeline
    from teambrain.core.usage import report as usage_report
    from teambrain.core.usage.options import By

API_VERSION = 1
MAX_REF_CHARS = 64
CANDIDATES_SHOWN = 5


class ExchangeView(msgspec.Struct, kw_only=True):
    """One exchange with the tool calls its response asked for: the one way it is assembled."""

    episode: Episode
    calls: list[ExecutionEvent]
    focus: str = ""
    """The tool call the caller named, when the id given was an execution's."""
    cost: float | None = None
    """What it cost by the price table (core/usage), in its currency; None: unknown (no
    price for the model) or no tokens reported."""


class SessionExport(msgspec.Struct, kw_only=True):
    session_id: str
    format: ExportFormat
    text: str


class Identity(msgspec.Struct, kw_only=True):
    """Who the service acts as, and how it was reached."""

    owner: str
    channel: str
    api_version: int = API_VERSION
    may_act: bool = True
    """False when the owner was named, not authenticated, on a team-mode store."""
    acting_refusal: str = ""


class LazySanitizer:
    """The configured sanitizer, built on first use and then shared (presidio takes seconds
    to load, and most operations never sanitize). A failure to build it fails the save or
    rejection that needed it (fail-closed), and the next use tries again."""

    def __init__(self, config: SanitizerConfig) -> None:
        self._config = config
        self._built: Any = None
        self._lock = threading.Lock()

    def get(self) -> Any:
        with self._lock:
            if self._built is None:
                from teambrain.core.sanitize.engine import build_sanitizer

                self._built = build_sanitizer(self._config)
            return self._built

    def sanitize(self, text: str) -> tuple[str, dict[str, int]]:
        return self.get().sanitize(text)

    def sanitize_json(self, text: str) -> tuple[str, dict[str, int]]:
        return self.get().sanitize_json(text)


def team_mode_refusal(config: Config) -> str:
    """Why an owner named with `--as` may not act on a team-mode store, and what to do."""
    del config
    return (
        "on a team-mode store, --as may read but not act: approvals, rejections, saves, "
        "ceremony decisions and decay confirmations need an authenticated owner. Run "
        "`teambrain serve` on the gateway host, then `teambrain login URL` on your machine "
        "and act through `teambrain --server URL ...` as the owner your token names"
    )


class LocalService:
    """The facade over a store in this process, acting as `owner` through `channel`."""

    def __init__(
        self,
        store: Store,
        config: Config,
        owner: str,
        *,
        channel: audit.Channel = audit.LOCAL,
        clock: Clock = system_clock,
        sanitizer: Any = None,
        acting_refusal: str = "",
    ) -> None:
        if not owner or "\x00" in owner:
            raise NotFound("no valid acting owner: set owners.local, or give one")
        if channel not in audit.CHANNELS:
            raise ValueError(f"unknown channel {channel!r}")
        self.store = store
        self.config = config
        self.owner = owner
        self.channel = channel
        self.clock = clock
        self.sanitizer = sanitizer if sanitizer is not None else LazySanitizer(config.sanitizer)
        self.acting_refusal = acting_refusal

    # -- who ------------------------------------------------------------------------------

    def whoami(self) -> Identity:
        return Identity(
            owner=self.owner,
            channel=self.channel,
            may_act=not self.acting_refusal,
            acting_refusal=self.acting_refusal,
        )

    def _acting(self) -> None:
        if self.acting_refusal:
            raise Forbidden(self.acting_refusal)

    # -- exchanges ------------------------------------------------------------------------

    def list_exchanges(
        self,
        *,
        limit: int = 20,
        session: str | None = None,
        since: datetime | None = None,
        model: str | None = None,
        status: Status | None = None,
    ) -> list[ExchangeView]:
        _check_limit(limit, 10_000)
        found = episodes.list_episodes(
            self.store,
            self.owner,
            session_id=session,
            since=since,
            model=model,
            status=status,
            limit=limit,
        )
        with self.store.read() as txn:
            return [
                ExchangeView(
                    episode=ep,
                    calls=episodes.exchange_events(txn, self.owner, ep),
                    cost=self._cost(ep),
                )
                for ep in found
            ]

    def _cost(self, ep: Episode) -> float | None:
        from teambrain.core.usage.cost import exchange_cost
        from teambrain.core.usage.prices import price_table

        return exchange_cost(ep.usage, price_table(self.config.usage).price(ep.model))

    def show_exchange(self, ref: str) -> ExchangeView:
        with self.store.read() as txn:
            kind, record_id = resolve_record(txn, self.owner, ref)
            focus = ""
            if kind == "execution":
                event = txn.episodes.event(self.owner, record_id)
                if event is None:
                    raise NotFound(f"no exchange {ref!r} of yours (pruned?)")
                focus, record_id = event.id, event.exchange_id
            ep = txn.episodes.episode(self.owner, record_id)
            if ep is None:
                raise NotFound(f"no exchange {ref!r} of yours (pruned?)")
            return ExchangeView(
                episode=ep,
                calls=episodes.exchange_events(txn, self.owner, ep),
                focus=focus,
                cost=self._cost(ep),
            )

    def recall(self, options: RecallOptions) -> recall.RecallResult:
        from teambrain.core.recall import search as recall

        return recall.recall(
            self.store,
            self.owner,
            options.query,
            kind=options.kind,
            window=options.window,
            since=options.since,
            until=options.until,
            session_id=options.session,
            limit=options.limit,
            clock=self.clock,
        )

    # -- timeline -------------------------------------------------------------------------

    def list_sessions(self, *, limit: int = 20) -> list[timeline.SessionSummary]:
        from teambrain.core.timeline import sessions as timeline

        _check_limit(limit, 1000)
        return timeline.list_sessions(self.store, self.owner, limit=limit)

    def show_session(self, ref: str) -> timeline.Timeline:
        from teambrain.core.timeline import sessions as timeline

        return timeline.timeline(self.store, self.owner, ref)

    def export_session(self, ref: str, *, format: ExportFormat = "json") -> SessionExport:
        from teambrain.core.timeline import export, page
        from teambrain.core.timeline import sessions as timeline
        from teambrain.core.usage.prices import price_table

        renders: dict[str, Callable[..., str]] = {
            "json": export.export_json,
            "markdown": export.export_markdown,
            "html": partial(page.export_html, prices=price_table(self.config.usage)),
        }
        if format not in renders:
            raise TeambrainError(f"unknown export format {format!r}: json, markdown or html")
        render = renders[format]
        text = render(self.store, self.owner, ref, clock=self.clock)
        with self.store.read() as txn:
            session_id = timeline.session_id_from_ref(txn, self.owner, ref)
        return SessionExport(session_id=session_id, format=format, text=text)

    # -- review and the knowledge base ---------------------------------------------------

    def review_queue(self) -> list[knowledge.ReviewItem]:
        from teambrain.core.knowledge import entries as knowledge

        return knowledge.review_queue(self.store, self.owner)

    def reflection_today(self) -> list[reflect.ReflectionReport]:
        from teambrain.core.governance import reflect

        return reflect.reports_of_day(self.store, self.owner, self.clock())

    def review_show(self, ref: str) -> governance.ReviewDetail:
        from teambrain.core.governance import evidence

        return evidence.review_detail(self.store, self.owner, self._entry(ref))

    def _entry(self, ref: str) -> str:
        with self.store.read() as txn:
            return resolve_entry(txn, self.owner, ref)

    def _transition(
        self, action: knowledge.Move, ref: str, note: str = ""
    ) -> knowledge.KnowledgeEntry:
        from teambrain.core.knowledge import entries as knowledge

        self._acting()
        return knowledge.act(
            self.store,
            self.owner,
            self._entry(ref),
            action,
            clock=self.clock,
            note=note,
            channel=self.channel,
        )

    def approve(self, ref: str) -> knowledge.KnowledgeEntry:
        return self._transition("approve", ref)

    def _with_reason(
        self,
        move: Callable[..., knowledge.KnowledgeEntry],
        ref: str,
        reason: str,
        note: str = "",
    ) -> knowledge.KnowledgeEntry:
        """A move that keeps a reason in the entry's history (sanitized only when given)."""
        self._acting()
        return move(
            self.store,
            self.owner,
            self._entry(ref),
            reason=reason,
            sanitizer=self.sanitizer if reason.strip() else None,
            clock=self.clock,
            note=note,
            channel=self.channel,
        )

    def reject(self, ref: str, *, reason: str = "") -> knowledge.KnowledgeEntry:
        from teambrain.core.knowledge import entries as knowledge

        return self._with_reason(knowledge.reject, ref, reason)

    def save(self, text: str) -> knowledge.KnowledgeEntry:
        from teambrain.core.knowledge import entries as knowledge

        self._acting()
        return knowledge.save(
            self.store,
            self.owner,
            text,
            sanitizer=self.sanitizer,
            clock=self.clock,
            channel=self.channel,
        )

    def list_entries(
        self, *, states: Sequence[str] = (), mine: bool = False
    ) -> list[knowledge.KnowledgeEntry]:
        from teambrain.core.knowledge import entries as knowledge

        unknown = sorted(set(states) - set(knowledge.STATES))
        if unknown:
            raise TeambrainError(
                f"unknown state {', '.join(unknown)}: one of {', '.join(knowledge.STATES)}"
            )
        return knowledge.list_entries(
            self.store, self.owner, states=states or None, include_team=not mine
        )

    def show_entry(self, ref: str) -> knowledge.EntryView:
        from teambrain.core.knowledge import entries as knowledge

        entry = knowledge.get_entry(self.store, self.owner, self._entry(ref))
        cited = (
            [knowledge.resolve_citation(self.store, self.owner, c) for c in entry.citations]
            if entry.owner == self.owner
            else []
        )
        return knowledge.EntryView(entry=entry, cited=cited)

    def search_knowledge(
        self, query: str, *, limit: int = 5
    ) -> knowledge_search.KnowledgeSearchResult:
        from teambrain.core.knowledge import search as knowledge_search

        # a named owner who may not act (--as on a team-mode store) leaves no trace: counting
        # the retrieval would let anyone with a shell keep any lesson from decaying
        return knowledge_search.search_knowledge(
            self.store,
            self.owner,
            query,
            limit=limit,
            clock=self.clock,
            record=not self.acting_refusal,
        )

    def flag(self, ref: str, *, reason: str = "") -> knowledge.KnowledgeEntry:
        from teambrain.core.knowledge import entries as knowledge

        return self._with_reason(knowledge.flag, ref, reason, note="flagged by its owner")

    def keep(self, ref: str) -> knowledge.KnowledgeEntry:
        return self._transition("keep", ref)

    def quarantine(self, ref: str) -> knowledge.KnowledgeEntry:
        return self._transition("quarantine", ref)

    def restore(self, ref: str) -> knowledge.KnowledgeEntry:
        return self._transition("restore", ref)

    def archive(self, ref: str) -> knowledge.KnowledgeEntry:
        return self._transition("archive", ref)

    # -- ceremony and decay ---------------------------------------------------------------

    def agenda(self) -> ceremony.Agenda:
        from teambrain.core.governance import ceremony

        return ceremony.agenda(self.store, self.owner, clock=self.clock)

    def decide(self, decisions: Sequence[tuple[str, str]]) -> ceremony.BatchOutcome:
        from teambrain.core.governance import ceremony

        self._acting()
        batch = [(ref, ceremony.parse_decision(word)) for ref, word in decisions]
        with self.store.read() as txn:
            batch = [(_agenda_item(txn, self.owner, ref), word) for ref, word in batch]
        return ceremony.decide(
            self.store, self.owner, batch, clock=self.clock, channel=self.channel
        )

    def ceremony_history(self, *, limit: int = 20) -> list[ceremony.Ceremony]:
        from teambrain.core.governance import ceremony

        _check_limit(limit, 10_000)
        return ceremony.history(self.store, limit=limit)

    def decay_review(self) -> decay.DecayReview:
        from teambrain.core.governance import decay

        return decay.review(self.store, self.owner)

    # -- records of what happened ----------------------------------------------------------

    def audit(self, *, limit: int = 50) -> list[audit.AuditRecord]:
        _check_limit(limit, 100_000)
        return audit.read(self.store, self.owner, limit=limit)

    def stats(self) -> stats.Stats:
        from teambrain.core.capture.outbox import uses_outbox
        from teambrain.core.operations import stats
        from teambrain.core.sanitize.coverage import describe

        figures = stats.store_stats(self.store, self.owner, clock=self.clock)
        if not self._shows_team(self.config.server.team_totals):
            figures = stats.member_only(figures)  # the others' counts are theirs
        figures.sanitizer = describe(self.config.sanitizer)
        if uses_outbox(self.store):
            figures.outbox = stats.outbox_figures(self.config, self.store.url)
        if self.channel == audit.API:
            figures = stats.without_host_paths(figures)  # the server's files are not a member's
        return figures

    def usage(
        self,
        *,
        by: By = "model",
        since: datetime | None = None,
        until: datetime | None = None,
        team: bool = False,
    ) -> usage_report.UsageReport:
        from teambrain.core.usage import report as usage_report
        from teambrain.core.usage.prices import price_table

        if team and not self._shows_team(self.config.usage.team_totals):
            raise Forbidden(
                "the team's usage is not shown to members: the operator allows it with "
                "[usage] team_totals; your own is `teambrain usage` without --team"
            )
        prices = price_table(self.config.usage)
        return usage_report.usage_report(
            self.store, self.owner, prices, by=by, since=since, until=until, team=team
        )

    def _shows_team(self, allowed: bool) -> bool:
        """Whether figures over every member may be shown: on the host always (its store is
        the operator's), to a member through the server only where the config says so, as
        beside their own a team total gives the others away."""
        return self.channel != audit.API or allowed


# -- the one way each thing is found -----------------------------------------------------


def _check_limit(limit: int, most: int) -> None:
    if not 1 <= limit <= most:
        raise TeambrainError(f"limit must be between 1 and {most:,}, got {limit}")


def _clean_ref(ref: str, what: str) -> str:
    value = ref.strip().upper()
    if not value or len(value) > MAX_REF_CHARS or not value.isascii() or not value.isalnum():
        raise NotFound(_missing(what, ref))
    return value


def _missing(what: str, ref: str) -> str:
    whose = "that you can see" if what == "knowledge entry" else "of yours"
    return f"no {what} {ref!r} {whose}"


def _one(ref: str, candidates: list[tuple[str, str]], what: str) -> tuple[str, str]:
    if not candidates:
        raise NotFound(_missing(what, ref))
    if len(candidates) > 1:
        shown = ", ".join(
            f"{record_id} ({kind})" for kind, record_id in candidates[:CANDIDATES_SHOWN]
        )
        more = " and more" if len(candidates) > CANDIDATES_SHOWN else ""
        raise Ambiguous(
            f"{ref!r} names more than one {what} of yours: {shown}{more}; give more of the id"
        )
    return candidates[0]


def _agenda_item(txn: Txn, actor: str, ref: str) -> str:
    from teambrain.core.governance import ceremony

    """An agenda item's full id from a prefix; a ref naming nothing is left for the ceremony
    to refuse in its own words (it names the item of the batch that failed)."""
    try:
        return resolve_entry(txn, actor, ref, shown=ceremony.on_agenda)
    except NotFound:
        return ref


def resolve_record(txn: Txn, owner: str, ref: str) -> tuple[str, str]:
    """(kind, id) of the owner's exchange or tool call named by a full id or a unique prefix."""
    value = _clean_ref(ref, "episode or tool call")
    if txn.episodes.episode(owner, value) is not None:
        return "exchange", value
    if txn.episodes.event(owner, value) is not None:
        return "execution", value
    # a few more than are ever shown, to say "and more"
    exchanges, executions = txn.episodes.id_prefixed(owner, value, limit=CANDIDATES_SHOWN + 1)
    candidates = [("exchange", i) for i in exchanges]
    candidates += [("execution", i) for i in executions]
    return _one(ref, candidates, "episode or tool call")


def resolve_entry(
    txn: Txn,
    actor: str,
    ref: str,
    *,
    shown: Callable[[knowledge.KnowledgeEntry], bool] = lambda _: False,
) -> str:
    """The id of a knowledge entry the actor can see, named by a full id or a unique prefix.

    A prefix is looked for among the actor's own entries and the entries everyone is shown:
    the team's approved ones and, with `shown` (the ceremony agenda), everyone's agenda
    items. Another member's other entries are never walked, so neither the answer nor the
    time it takes depends on what they hold (no existence or timing oracle, no CPU spent on
    them).
    """

    from teambrain.core.knowledge import entries as knowledge

    value = _clean_ref(ref, "knowledge entry")
    entry = txn.knowledge.get(value)
    if entry is not None and (knowledge.visible_to(entry, actor) or shown(entry)):
        return value
    candidates: list[tuple[str, str]] = []
    seen: set[str] = set()

    def consider(found: knowledge.KnowledgeEntry) -> bool:
        """Add a match; True once there are more than can be shown."""
        if found.id.startswith(value) and found.id not in seen:
            seen.add(found.id)
            candidates.append(("entry", found.id))
        return len(candidates) > CANDIDATES_SHOWN

    for found in knowledge.iter_own(txn, actor):
        if consider(found):
            break
    else:
        for found in _shown_to_everyone(txn, actor, shown):
            if consider(found):
                break
    return _one(ref, sorted(candidates, key=lambda c: c[1]), "knowledge entry")[1]


def _shown_to_everyone(
    txn: Txn, actor: str, shown: Callable[[knowledge.KnowledgeEntry], bool]
) -> Iterator[knowledge.KnowledgeEntry]:
    """Other members' entries every member is shown: the team's approved lessons, and those
    `shown` admits (the agenda's items). One pass, whatever the prefix: the time depends on
    how many entries the store holds, never on which of them a prefix would match."""
    from teambrain.core.knowledge import entries as knowledge

    for entry in txn.knowledge.all():
        if entry.owner != actor and (knowledge.visible_to(entry, actor) or shown(entry)):
            yield entry


def _is_a_service(service: LocalService) -> Service:
    """Where mypy checks that LocalService implements every operation the protocol declares."""
    return service


def open_local(
    store: Store,
    config: Config,
    *,
    owner: str | None = None,
    named: bool = False,
    clock: Clock = system_clock,
) -> LocalService:
    """The service a local surface uses: as `owner` (default: the configured local owner).

    `named` says the owner was given by name (`--as`): on a team-mode store such a service
    reads but refuses to act (invariant: authenticated identity on a team).
    """
    chosen = owner or config.local_owner
    refusal = team_mode_refusal(config) if named and config.owners.team_mode else ""
    return LocalService(store, config, chosen, clock=clock, acting_refusal=refusal)
