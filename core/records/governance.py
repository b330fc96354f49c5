"""The governance records: ceremony sittings, decay weeks, reflection reports and the
schedule's job states. The rules that write them live in core/governance and
core/operations; these are the shapes the store keeps."""

from __future__ import annotations

from datetime import datetime
from typing import Final, Literal, get_args

import msgspec
from teambrain.core.errors import TeambrainError
from teambrain.core.records.knowledge import CitationSource, KnowledgeEntry, Source

# -- ceremony (core/governance/ceremony.py) --

DecisionWord = Literal["share", "private", "archive"]
DECISION_WORDS: tuple[DecisionWord, ...] = get_args(DecisionWord)
_DECISION_ALIASES: dict[str, DecisionWord] = {"keep_private": "private", "keep-private": "private"}


def parse_decision(word: str) -> DecisionWord:
    """A decision word (share, private, archive) in its canonical form, or a clear error.

    Light on purpose: the API's request decodes a batch through it without the ceremony."""
    canonical = _DECISION_ALIASES.get(word.strip().lower(), word.strip().lower())
    for decision in DECISION_WORDS:
        if decision == canonical:
            return decision
    raise TeambrainError(f"unknown decision {word!r}: say share, private or archive")


class Decision(msgspec.Struct, kw_only=True):
    """One decision as recorded in a ceremony (ids and words only, never text)."""

    at: datetime
    by: str
    entry_id: str
    owner: str
    decision: DecisionWord


class Ceremony(msgspec.Struct, kw_only=True):
    """One day's sitting."""

    id: str
    """The UTC date of the sitting, e.g. 2026-11-02 (so key order is time order)."""
    started_at: datetime
    ended_at: datetime
    attendees: list[str] = []
    decisions: list[Decision] = []


# -- decay (core/governance/decay.py) --


class FlaggedEntry(msgspec.Struct, kw_only=True):
    entry_id: str
    owner: str
    idle_since: datetime


class DecayWeek(msgspec.Struct, kw_only=True):
    """What the passes of one ISO week flagged (the budget counts these)."""

    week: str
    flagged: list[FlaggedEntry] = []
    passes: int = 0


# -- reflection (core/governance/reflect.py) --

FILED: Final = "filed"
WOULD_FILE: Final = "would_file"
UNCITED: Final = "discarded_uncited"
UNSUPPORTED: Final = "discarded_unsupported"
SINGLE_SESSION: Final = "discarded_single_session"
DUPLICATE: Final = "skipped_duplicate"
OVER_BUDGET: Final = "over_budget"
REFUSED_UNSAFE: Final = "refused_unsafe"
VerdictName = Literal[
    "refused_unsafe",
    "filed",
    "would_file",
    "discarded_uncited",
    "discarded_unsupported",
    "discarded_single_session",
    "skipped_duplicate",
    "over_budget",
]


class Verdict(msgspec.Struct, kw_only=True):
    """What became of one proposed lesson."""

    text: str
    """Sanitized."""
    citations: list[str]
    verdict: VerdictName
    detail: str = ""
    entry_id: str = ""
    harms: list[str] = []
    """What a refused lesson reads as an instruction to do (core/governance/unsafe.py)."""
    provenance: list[CitationSource] = []


class ReflectionReport(msgspec.Struct, kw_only=True):
    owner: str
    reflector: str
    window_start: datetime
    window_end: datetime
    dry_run: bool = False
    episodes_read: int = 0
    proposed: int = 0
    filed: int = 0
    discarded_uncited: int = 0
    discarded_unsupported: int = 0
    discarded_single_session: int = 0
    skipped_duplicate: int = 0
    over_budget: int = 0
    refused_unsafe: int = 0
    """Lessons refused as instructions to send data out, run remote code, weaken TLS or
    touch credentials (counted in the store too: `teambrain stats`)."""
    budget_left: int = 0
    """Lessons the owner could still be filed today before this pass."""
    pending_before: int = 0
    backpressure: bool = False
    """The pending queue was full (or filled up): filing stopped there."""
    error: str = ""
    notes: list[str] = []
    lessons: list[Verdict] = []

    def count(self, verdict: VerdictName) -> None:
        if verdict in (FILED, WOULD_FILE):
            self.filed += 1
        else:
            setattr(self, verdict, getattr(self, verdict) + 1)


# -- the reviewer's evidence (core/governance/evidence.py) --


class CitationEvidence(msgspec.Struct, kw_only=True):
    id: str
    found: bool
    session_id: str = ""
    day: str = ""
    """The UTC date of the exchange."""
    sources: list[Source] = []
    """user: the person's own words; tool: a tool call and its output; fetched: a page or
    document an agent brought in."""
    line: str = ""
    """The line of the exchange that carries the lesson best."""


class ReviewDetail(msgspec.Struct, kw_only=True):
    """A reflected lesson as the reviewer reads it (core/governance/evidence.py)."""

    entry: KnowledgeEntry
    sessions: int
    days: int
    citations: list[CitationEvidence]


# -- the schedule (core/operations/schedule.py) --

Detail = dict[str, int | str]


class JobState(msgspec.Struct, kw_only=True):
    """What the store remembers of a job between ticks."""

    name: str
    last_period: str = ""
    last_run_at: datetime | None = None
    last_detail: Detail = {}
    runs: int = 0
    lease_holder: str = ""
    lease_until: datetime | None = None
    last_error: str = ""
    last_failed_at: datetime | None = None
