"""Daily reflection: from an owner's recent episodes to a few cited lessons waiting for review.

Per owner: read the last N days of their episodes and execution events, ask a reflector
(core/governance/reflector_offline.py, core/governance/reflector_anthropic.py) for durable cross-session lessons
with the episode ids they derive from, then apply the guards in this order:
  0. safety: a lesson that reads as an instruction to send data out, run a remote script,
     weaken TLS or touch credentials is refused and counted, whoever proposed it
     (core/governance/unsafe.py; invariant 16);
  1. grounding: every cited id is one of this owner's episodes inside the window
     (a lesson citing anything else, or nothing, is discarded: invariant 6);
  2. support: the cited episodes carry the lesson, in its words or in other words (the
     sentence model's cosine), and every exact token it names (numbers, paths, flags); only
     trusted content counts: the person's own words and the commands the agent ran with the
     error class they met, never tool output or fetched text, so a lesson worded from those
     alone is discarded (invariant 16); citations that carry nothing of it are dropped, and
     the rest record which of their parts carry it (provenance);
  3. durability: the supporting citations span at least `min_sessions` sessions;
  4. the near-duplicate guard (approved entries the owner can see, their pending and
     archived ones, tombstones, and the lessons filed earlier in the same run: invariant 9);
  5. the daily budget (counting what earlier runs filed that UTC day: invariant 8), and
     backpressure: an owner whose pending queue holds `backpressure` entries gets no more.
Survivors are filed pending and private (invariant 7) in one write transaction: a pass that
fails anywhere (reflector error, timeout, malformed output, a sanitizer failure) files
nothing and its report says why. Lesson text is sanitized before any guard sees it.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from datetime import datetime, timedelta
from typing import Any, Literal, Protocol

import msgspec
from teambrain.core.clock import Clock, system_clock
from teambrain.core.config import MIN_SESSIONS_FLOOR, REFLECT_DAILY_BUDGET_CEILING, ReflectConfig
from teambrain.core.episodes.model import Episode, ExecutionEvent
from teambrain.core.episodes.records import iter_episodes, iter_events
from teambrain.core.errors import SanitizerError, TeambrainError
from teambrain.core.governance import failures, unsafe
from teambrain.core.governance.sentences import vectors
from teambrain.core.knowledge import entries as knowledge
from teambrain.core.knowledge.dedup import (
    Known,
    content_terms,
    critical_tokens,
    meaning_similarity,
)
from teambrain.core.records.governance import (  # re-exported: the records, named where their rules live
    DUPLICATE as DUPLICATE,
)
from teambrain.core.records.governance import (
    FILED as FILED,
)
from teambrain.core.records.governance import (
    OVER_BUDGET as OVER_BUDGET,
)
from teambrain.core.records.governance import (
    REFUSED_UNSAFE as REFUSED_UNSAFE,
)
from teambrain.core.records.governance import (
    SINGLE_SESSION as SINGLE_SESSION,
)
from teambrain.core.records.governance import (
    UNCITED as UNCITED,
)
from teambrain.core.records.governance import (
    UNSUPPORTED as UNSUPPORTED,
)
from teambrain.core.records.governance import (
    WOULD_FILE as WOULD_FILE,
)
from teambrain.core.records.governance import (
    ReflectionReport as ReflectionReport,
)
from teambrain.core.records.governance import (
    Verdict as Verdict,
)
from teambrain.core.records.governance import (
    VerdictName as VerdictName,
)
from teambrain.core.records.knowledge import CitationSource, Fingerprint, Source
from teambrain.core.sanitize.protocol import Sanitizer
from teambrain.core.store import Store, Txn

SUPPORT_COVERAGE = 0.6
"""Share of a lesson's content terms its cited episodes must hold together."""
CITATION_OVERLAP = 2
"""Content terms a citation must share with the lesson to count as support."""
SUPPORT_COSINE = 0.5
"""Or: the cosine between the lesson and one trusted line of a citation at or above which the
citation carries the lesson in other words (chosen on the reflection benchmark's dev split)."""
EVIDENCE_MEANING = 0.4
"""Two lessons citing the same evidence are one when their meanings are at least this alike:
rewordings of one rule measure 0.44 to 0.77 on the reflection benchmark's tuning splits, two
rules said in the same message about 0.2."""
FETCH_TOOLS = ("fetch", "web", "browse", "http", "url", "search", "download", "read_url")
"""A tool whose name holds one of these brings in content from elsewhere (a page, a document)."""

_FRAMING_TEXT = """always never use using prefer avoid instead remember should need needs
    whenever first run runs running session sessions fail fails failed failing work works
    worked succeed succeeds succeeded recur recurs recurring repeatedly again keep note
    lesson from now until unless with add adding error errors"""
FRAMING = frozenset(content_terms(_FRAMING_TEXT))
"""How lessons are phrased rather than what they say: not required in the evidence."""
SENTENCE_BREAK = re.compile(r"(?<=[.!?])\s+|\n+")
"""Where a sentence ends: after its closing mark, or at a line break."""


def sentences(text: str) -> list[str]:
    """The sentences of `text`, as a wording or a reviewer's evidence line quotes them."""
    return [s for s in SENTENCE_BREAK.split(text) if s.strip()]


class ReflectorError(TeambrainError):
    """The reflector could not produce lessons (API error, timeout, malformed output)."""


class Lesson(msgspec.Struct, kw_only=True):
    """A proposed lesson: text and the episode ids it derives from."""

    text: str
    citations: list[str] = []


class Material(msgspec.Struct, kw_only=True):
    """What a reflector reads: one owner's episodes and tool calls in the window, oldest first."""

    owner: str
    since: datetime
    until: datetime
    episodes: list[Episode]
    events: list[ExecutionEvent]
    min_sessions: int = 2


class Proposal(msgspec.Struct, kw_only=True):
    lessons: list[Lesson]
    notes: list[str] = []
    """What the reflector wants said in the report (e.g. oldest episodes dropped)."""


class Reflector(Protocol):
    name: str

    def propose(self, material: Material) -> Proposal:
        """Lessons with citations; raise ReflectorError when it cannot."""
        ...


# -- owners and material -----------------------------------------------------------------


def owners_in_store(store: Store) -> list[str]:
    """Every owner with episodes in the store."""
    with store.read() as txn:
        return txn.episodes.owners()


def read_material(
    store: Store, owner: str, *, since: datetime, until: datetime, min_sessions: int
) -> Material:
    with store.read() as txn:
        episodes = list(iter_episodes(txn, owner, since=since, until=until, newest_first=False))
        events = list(iter_events(txn, owner, since=since, until=until, newest_first=False))
    return Material(
        owner=owner,
        since=since,
        until=until,
        episodes=episodes,
        events=events,
        min_sessions=min_sessions,
    )


def evidence_text(episode: Episode, events: Iterable[ExecutionEvent]) -> str:
    """What an episode shows: the user's words, the response, the tool calls it made or fed."""
    parts = [episode.user_digest, episode.response_digest]
    for ev in events:
        parts.extend((ev.tool_name, ev.input_digest, ev.result_digest or ""))
    return "\n".join(parts)


def events_by_episode(material: Material) -> dict[str, list[ExecutionEvent]]:
    """Each episode's tool calls: those it asked for and those whose results it carried."""
    out: dict[str, list[ExecutionEvent]] = {}
    for ev in material.events:
        out.setdefault(ev.exchange_id, []).append(ev)
        if ev.result_exchange_id and ev.result_exchange_id != ev.exchange_id:
            out.setdefault(ev.result_exchange_id, []).append(ev)
    return out


# -- the guards --------------------------------------------------------------------------


class _Parts(msgspec.Struct):
    """One episode's evidence, by trust: the person's words, the commands the agent ran with
    the error class each met (trusted), and the rest (assistant text, tool output, fetched
    content), which may carry the lesson but never support it alone."""

    user: str
    tool: str
    untrusted: str
    fetched: str

    @property
    def trusted(self) -> str:
        return f"{self.user}\n{self.tool}"

    def lines(self) -> list[str]:
        return [ln for ln in self.trusted.splitlines() if len(ln.split()) >= 2]


def evidence_parts(episode: Episode, events: Iterable[ExecutionEvent]) -> _Parts:
    """The episode's evidence split by trust (see `_Parts`)."""
    tool: list[str] = []
    untrusted: list[str] = [episode.response_digest]
    fetched: list[str] = []
    for ev in events:
        error = (
            failures.error_class(ev.result_digest)
            if failures.failed(ev.is_error, ev.result_digest)
            else ""
        )
        tool.append(" ".join(x for x in (failures.command_text(ev.input_digest), error) if x))
        kind = fetched if any(w in ev.tool_name.lower() for w in FETCH_TOOLS) else untrusted
        kind.append(ev.result_digest or "")
    user = "" if episode.continuation else episode.user_digest
    return _Parts(user, "\n".join(tool), "\n".join(untrusted), "\n".join(fetched))


class _Judge:
    """Guards 1 to 3 over one owner's material."""

    def __init__(self, material: Material) -> None:
        self.episodes = {ep.id: ep for ep in material.episodes}
        self.min_sessions = material.min_sessions
        by_episode = events_by_episode(material)
        self.parts = {
            ep.id: evidence_parts(ep, by_episode.get(ep.id, ())) for ep in material.episodes
        }
        self._terms = {i: set(content_terms(p.trusted)) for i, p in self.parts.items()}
        # each sentence's tokens too: read after "this time?", the "One" opening the next
        # sentence is a pronoun; read alone, as a wording quotes it, it is the number 1
        self._critical = {
            i: critical_tokens(p.trusted).union(*map(critical_tokens, sentences(p.trusted)))
            for i, p in self.parts.items()
        }
        self._lines: dict[str, tuple[list[str], Any]] = {}

    def _vectors(self, episode_id: str) -> tuple[list[str], Any]:
        if episode_id not in self._lines:
            lines = self.parts[episode_id].lines()
            self._lines[episode_id] = (lines, vectors(lines))
        return self._lines[episode_id]

    def closeness(self, lesson: str, cited: list[str]) -> dict[str, float]:
        """Each citation's best cosine between the lesson and one of its trusted lines."""
        (row,) = vectors([lesson])
        out = {}
        for c in cited:
            lines, rows = self._vectors(c)
            out[c] = float((rows @ row).max()) if lines else 0.0
        return out

    def judge(
        self, lesson: Lesson
    ) -> tuple[VerdictName | Literal[""], list[str], str, list[CitationSource]]:
        """(verdict or "", supporting citations, detail, their provenance)."""
        cited = list(dict.fromkeys(lesson.citations))
        if not cited:
            return UNCITED, [], "no citations", []
        strangers = [c for c in cited if c not in self.episodes]
        if strangers:
            return (
                UNCITED,
                [],
                f"{len(strangers)} citation(s) not among your episodes in the window",
                [],
            )
        terms = set(content_terms(lesson.text)) - FRAMING
        if len(terms) < 2:
            return UNSUPPORTED, [], "too vague to check against its evidence", []
        needed = min(CITATION_OVERLAP, len(terms))
        close = self.closeness(lesson.text, cited)
        supporting = [
            c for c in cited if len(terms & self._terms[c]) >= needed or close[c] >= SUPPORT_COSINE
        ]
        if not supporting:
            if any(len(terms & self._untrusted_terms(c)) >= needed for c in cited):
                return (
                    UNSUPPORTED,
                    [],
                    "its wording is found only in tool output or fetched content",
                    [],
                )
            return UNSUPPORTED, [], "no cited episode carries it", []
        held = set().union(*(self._terms[c] for c in supporting))
        coverage = len(terms & held) / len(terms)
        if coverage < SUPPORT_COVERAGE and max(close[c] for c in supporting) < SUPPORT_COSINE:
            return UNSUPPORTED, [], f"its cited episodes hold {coverage:.0%} of its terms", []
        exact = critical_tokens(lesson.text)
        seen = set().union(*(self._critical[c] for c in supporting))
        unseen = {t for t in exact - seen if not any(_names(s, t) for s in seen)}
        if unseen:
            return (
                UNSUPPORTED,
                [],
                f"names {len(unseen)} exact token(s) its evidence does not",
                [],
            )
        provenance = [self._provenance(c, terms, close[c]) for c in supporting]
        sessions = {self.episodes[c].session_id for c in supporting}
        if len(sessions) < self.min_sessions:
            return SINGLE_SESSION, supporting, f"seen in {len(sessions)} session(s)", provenance
        return (
            "",
            supporting,
            f"{len(supporting)} citations across {len(sessions)} sessions",
            provenance,
        )

    def _untrusted_terms(self, episode_id: str) -> set[str]:
        p = self.parts[episode_id]
        return set(content_terms(f"{p.untrusted}\n{p.fetched}"))

    def _provenance(self, episode_id: str, terms: set[str], close: float) -> CitationSource:
        """Which parts of a supporting citation carry the lesson's terms."""
        p = self.parts[episode_id]
        sources: list[Source] = []
        user = set(content_terms(p.user))
        if len(terms & user) >= min(CITATION_OVERLAP, len(terms)) or (
            close >= SUPPORT_COSINE and not p.tool
        ):
            sources.append("user")
        if p.tool and (terms & set(content_terms(f"{p.tool}\n{p.untrusted}")) or not sources):
            sources.append("tool")
        if p.fetched and terms & set(content_terms(p.fetched)):
            sources.append("fetched")
        return CitationSource(episode_id=episode_id, sources=sources)


def _names(token: str, part: str) -> bool:
    """Whether an evidence token names `part` whole: `DATABASE_URL=postgres://h/db` names the
    URL, `src/mocks/handlers.ts` names `src/mocks`; `18443` does not name `8443`."""
    at = token.find(part)
    while at >= 0:
        end = at + len(part)
        if (at == 0 or not token[at - 1].isalnum()) and (
            end == len(token) or not token[end].isalnum()
        ):
            return True
        at = token.find(part, at + 1)
    return False


def _day_bounds(at: datetime) -> tuple[datetime, datetime]:
    start = at.replace(hour=0, minute=0, second=0, microsecond=0)
    return start, start + timedelta(days=1)


def _file(
    txn: Txn,
    report: ReflectionReport,
    candidates: list[tuple[Verdict, dict[str, int]]],
    config: ReflectConfig,
    now: datetime,
    dry_run: bool,
) -> ReflectionReport:
    """Guards 4 and 5, then filing; runs inside one transaction (re-runnable)."""
    report = msgspec.structs.replace(report, lessons=list(report.lessons), notes=list(report.notes))
    owner = report.owner
    day_start, day_end = _day_bounds(now)
    filed_today = knowledge.filed_between(
        txn, owner, day_start, day_end, origin=knowledge.REFLECTION
    )
    report.pending_before = knowledge.pending_count(txn, owner)
    report.budget_left = max(0, config.daily_budget - filed_today)
    room_queue = max(0, config.backpressure - report.pending_before)
    room = min(report.budget_left, room_queue)
    guard = knowledge.duplicate_guard(txn, owner)
    evidence = _EvidenceGuard(txn, owner)
    if not dry_run:
        for refused in report.lessons:
            for harm in refused.harms if refused.verdict == REFUSED_UNSAFE else ():
                txn.meta.counter_add(REFUSED_COUNTER + harm)
    for i, (verdict, counts) in enumerate(candidates):
        verdict = msgspec.structs.replace(verdict)
        entry = knowledge.new_entry(
            owner,
            verdict.text,
            origin=knowledge.REFLECTION,
            at=now,
            citations=verdict.citations,
            sanitizer_counts=counts,
            provenance=verdict.provenance,
        )
        match = guard.match(entry.fingerprint)
        same_evidence = evidence.match(verdict.citations, entry.fingerprint)
        if match is not None:
            own = knowledge.owns_match(txn, owner, match)
            verdict.verdict, verdict.detail = DUPLICATE, _duplicate_detail(match, own)
        elif same_evidence is not None:
            verdict.verdict, verdict.detail = DUPLICATE, same_evidence
        elif room <= 0:
            verdict.verdict = OVER_BUDGET
            if room_queue < report.budget_left:
                report.backpressure = True
                verdict.detail = f"your review queue holds {report.pending_before} pending entries"
            else:
                verdict.detail = f"today's budget of {config.daily_budget} is spent"
        else:
            room -= 1
            guard.add(Known(kind="batch", ref=str(i), fingerprint=entry.fingerprint))
            evidence.add(
                verdict.citations, entry.fingerprint, "duplicates another lesson of this pass"
            )
            if dry_run:
                verdict.verdict = WOULD_FILE
            else:
                knowledge.file_pending(txn, entry)
                verdict.verdict, verdict.entry_id = FILED, entry.id
        report.count(verdict.verdict)
        report.lessons.append(verdict)
    if report.backpressure:
        report.notes.append(
            f"backpressure: {report.pending_before} entries wait for review "
            f"(limit {config.backpressure}); review them to let reflection file more"
        )
    return report


class _EvidenceGuard:
    """A lesson citing mostly what one of the owner's reflected entries already cites is
    that entry again, whatever its wording: the same recurrence seen a day later (when the
    group gained a saying and another wording now represents it), or the same lesson found
    both as a person's rule and as the failure it fixes. Rejected entries count too: a
    rejection is of the pattern, not of one phrasing; but it refuses a lesson that names the
    exact thing it named only when the two are also near in meaning (EVIDENCE_MEANING), since
    a rejected ask that named a package says nothing of the failure fixed in the same
    exchanges, and a refusal by a rejection lasts. Two lessons that name different exact
    things, or whose meanings are far apart (EVIDENCE_MEANING) and which name no exact thing
    in common, are two things said in the same messages ("use pnpm, and never push to main"),
    not one lesson. A fix worded from its command line and the person's sentence about it
    are far apart in meaning but name the same flag or value: one lesson."""

    def __init__(self, txn: Txn, owner: str) -> None:
        self._by_episode: dict[str, list[int]] = {}
        self._known: list[tuple[int, Fingerprint, str]] = []
        for e in knowledge.iter_own(txn, owner):
            if e.origin == knowledge.REFLECTION and e.citations:
                detail = (
                    REJECTED_BEFORE
                    if e.state == knowledge.REJECTED
                    else f"cites the evidence of {e.state} entry {e.id}"
                )
                self.add(e.citations, knowledge.current_fingerprint(e), detail)

    def add(self, citations: list[str], fingerprint: Fingerprint, detail: str) -> None:
        ref = len(self._known)
        cited = set(citations)
        self._known.append((len(cited), fingerprint, detail))
        for c in cited:
            self._by_episode.setdefault(c, []).append(ref)

    def match(self, citations: list[str], fingerprint: Fingerprint) -> str | None:
        """The detail of an entry sharing at least half of the smaller citation list, near
        in meaning and naming no other exact thing."""
        cited = set(citations)
        shared: dict[int, int] = {}
        for c in cited:
            for ref in self._by_episode.get(c, ()):
                shared[ref] = shared.get(ref, 0) + 1
        for ref, n in sorted(shared.items()):
            size, known, detail = self._known[ref]
            if n * 2 < min(len(cited), size):
                continue
            named_both = set(known.critical) & set(fingerprint.critical)
            if named_both and detail != REJECTED_BEFORE:
                return detail  # the same evidence and the same exact thing named
            if known.critical and fingerprint.critical and not named_both:
                continue  # different exact things: two lessons said in the same messages
            # a rejection refuses by its evidence only what means the same: a rejected ask
            # that named the package ("rename tug_docking's launch file") is no verdict on
            # the fix found in the same exchanges
            if meaning_similarity(known, fingerprint) >= EVIDENCE_MEANING:
                return detail
        return None


REJECTED_BEFORE = "duplicates content rejected before"
"""A lesson refused as the owner's rejected one, by its words or by its evidence."""


def _duplicate_detail(match: Known, own: bool) -> str:
    """What the report says a lesson duplicated: named when it is the owner's own; another
    member's shared lesson or rejected one in the same neutral words, since the report is
    read through the server and must not confirm what someone else rejected in private."""
    if not own:
        return f"duplicates {knowledge.NEUTRAL_DUPLICATE}"
    if match.kind == "tombstone":
        return REJECTED_BEFORE
    if match.kind == "batch":
        return "duplicates another lesson of this pass"
    return f"duplicates {match.kind} entry {match.ref}"


# -- one owner, all owners ---------------------------------------------------------------


def reflect_owner(
    store: Store,
    owner: str,
    reflector: Reflector,
    sanitizer: Sanitizer,
    config: ReflectConfig,
    *,
    days: int | None = None,
    dry_run: bool = False,
    clock: Clock = system_clock,
) -> ReflectionReport:
    """One owner's reflection pass; never raises for a reflector failure (the report says)."""
    config = within_ceilings(config)
    now = clock()
    since = now - timedelta(days=days or config.days)
    report = ReflectionReport(
        owner=owner, reflector=reflector.name, window_start=since, window_end=now, dry_run=dry_run
    )
    with store.read() as txn:
        day_start, day_end = _day_bounds(now)
        filed_today = knowledge.filed_between(
            txn, owner, day_start, day_end, origin=knowledge.REFLECTION
        )
        report.budget_left = max(0, config.daily_budget - filed_today)
        report.pending_before = knowledge.pending_count(txn, owner)
    if report.budget_left == 0:
        report.notes.append(
            f"today's budget of {config.daily_budget} lessons is spent; nothing asked"
        )
        return report
    if report.pending_before >= config.backpressure:
        report.backpressure = True
        report.notes.append(
            f"backpressure: {report.pending_before} entries wait for review "
            f"(limit {config.backpressure}); nothing asked, nothing filed"
        )
        return report
    material = read_material(store, owner, since=since, until=now, min_sessions=config.min_sessions)
    report.episodes_read = len(material.episodes)
    if not material.episodes:
        report.notes.append("no episodes in the window")
        return report
    try:
        proposal = reflector.propose(material)
    except ReflectorError as e:
        report.error = f"reflector failed, nothing filed: {e}"
        return report
    except Exception as e:  # a reflector bug must not take the other owners' passes down
        report.error = f"reflector failed, nothing filed: {type(e).__name__}: {e}"
        return report
    report.notes.extend(proposal.notes)
    report.proposed = len(proposal.lessons)
    try:
        candidates = _judge_all(report, material, proposal.lessons, sanitizer)
    except SanitizerError as e:
        report.lessons = []
        report.error = f"sanitizing a lesson failed ({e.reason}), nothing filed"
        return report
    result: ReflectionReport
    if dry_run:
        with store.read() as txn:
            result = _file(txn, report, candidates, config, now, dry_run=True)
    else:
        result = store.write(lambda txn: _file(txn, report, candidates, config, now, dry_run=False))
    result.lessons.sort(key=lambda v: v.verdict not in (FILED, WOULD_FILE))
    return result


def within_ceilings(config: ReflectConfig) -> ReflectConfig:
    """The config with the seed's numbers as ceilings, however it was built (invariant 13):
    at most 8 lessons a day, at least 2 sessions behind each."""
    return msgspec.structs.replace(
        config,
        daily_budget=min(config.daily_budget, REFLECT_DAILY_BUDGET_CEILING),
        min_sessions=max(config.min_sessions, MIN_SESSIONS_FLOOR),
    )


HARM_WORDS: dict[str, str] = {
    "exfiltration": "send data out",
    "remote_code": "run a remote script",
    "tls_off": "weaken TLS or certificate checks",
    "credentials": "read or move credentials",
}

REFUSED_COUNTER = "reflect.refused."
"""Store counters of refused lessons, one per harm (shown by `teambrain stats`)."""


def _judge_all(
    report: ReflectionReport, material: Material, lessons: list[Lesson], sanitizer: Sanitizer
) -> list[tuple[Verdict, dict[str, int]]]:
    """Sanitize every proposed lesson, then guards 1 to 3; returns the survivors."""
    judge = _Judge(material)
    survivors = []
    for lesson in lessons:
        text = " ".join(lesson.text.split())
        if not text or len(text) > knowledge.MAX_TEXT_CHARS:
            verdict = Verdict(
                text="", citations=[], verdict=UNSUPPORTED, detail="empty or too long (not kept)"
            )
            report.count(verdict.verdict)
            report.lessons.append(verdict)
            continue
        try:
            clean, counts = sanitizer.sanitize(text)
        except SanitizerError:
            raise
        except Exception as e:
            raise SanitizerError(type(e).__name__) from e
        if harms := unsafe.harms(clean):
            verdict = Verdict(
                text=clean,
                citations=list(lesson.citations),
                verdict=REFUSED_UNSAFE,
                detail="reads as an instruction to " + ", ".join(HARM_WORDS[h] for h in harms),
                harms=list(harms),
            )
            report.count(verdict.verdict)
            report.lessons.append(verdict)
            continue
        lesson = Lesson(text=clean, citations=lesson.citations)
        outcome, supporting, detail, provenance = judge.judge(lesson)
        verdict = Verdict(  # a survivor's verdict is provisional: _file gives its own
            text=clean,
            citations=supporting or lesson.citations,
            verdict=outcome or WOULD_FILE,
            detail=detail,
            provenance=provenance,
        )
        if outcome:
            report.count(outcome)
            report.lessons.append(verdict)
        else:
            survivors.append((verdict, counts))
    return survivors


def reflect(
    store: Store,
    owners: Iterable[str],
    reflector: Reflector,
    sanitizer: Sanitizer,
    config: ReflectConfig,
    *,
    days: int | None = None,
    dry_run: bool = False,
    clock: Clock = system_clock,
) -> list[ReflectionReport]:
    """A pass for each owner, one after the other; one owner's failure stays in their report.

    Reports of real passes are kept (owner-private, sanitized lesson texts only) so the
    review queue can show the day's reflection beside the lessons it filed.
    """
    reports = []
    for owner in owners:
        report = reflect_owner(
            store, owner, reflector, sanitizer, config, days=days, dry_run=dry_run, clock=clock
        )
        if not dry_run:
            _keep_report(store, report, clock())
        reports.append(report)
    return reports


def _keep_report(store: Store, report: ReflectionReport, at: datetime) -> None:
    store.write(lambda txn: txn.governance.add_report(report, at))


def reports_of_day(store: Store, owner: str, day: datetime) -> list[ReflectionReport]:
    """The owner's reflection reports of the UTC day of `day`, oldest first (owner-clamped)."""
    with store.read() as txn:
        return txn.governance.reports_of_day(owner, f"{day:%Y-%m-%d}")
