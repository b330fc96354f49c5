"""Knowledge entries and tombstones: the shapes the knowledge base stores.

The state machine they move in, and every rule about who may move them, is
core/knowledge/entries.py; these are only the records, so the store can read and write them.
"""

from __future__ import annotations

from datetime import datetime
from typing import Final, Literal, get_args

import msgspec


class Fingerprint(msgspec.Struct, frozen=True, array_like=True):
    """A lesson's comparable shape, with no text in it (fields after `negated` are version 2)."""

    exact: str
    """sha256 of the normalized text."""
    terms: tuple[int, ...]
    """Hashed lemmas of the content words, in order."""
    critical: tuple[int, ...]
    """Hashed critical tokens, sorted."""
    negated: bool
    words: tuple[int, ...] = ()
    """Hashed tokens (and flags), in order: where a rejected payload is looked for."""
    spans: tuple[tuple[int, ...], ...] = ()
    """Hashed token sequences of the code spans that name something (a command, a path)."""
    distinctive: bool = False
    """Some critical token names a path, URL, file or identifier: the payload stands alone."""
    contrast: tuple[int, ...] = ()
    """Hashed lemmas of the alternative it turns down ("..., not Y", "instead of Y"), sorted."""
    compounds: tuple[tuple[int, ...], ...] = ()
    """Hyphenated words ("staging-eu", "foreign-key"), each as its hash followed by the hashed
    lemmas of its parts, sorted; see `_compounds_agree`."""
    code: tuple[tuple[int, ...], ...] = ()
    """Hashed token sequences of every code span, sorted: two lessons naming different
    commands in backticks are different lessons (`helm diff upgrade`, `helm template`)."""
    version: int = 1
    meaning: bytes = b""
    """The sentence embedding (core/meaning), or empty where it was not computed."""
    named: tuple[tuple[int, ...], ...] = ()
    """Each critical token as its hash followed by its parts' (`journal_mode=wal`: journal,
    mode, wal), in `critical` order (version 7): how a token one lesson writes out is found in
    the other's words."""


SCHEMA = 1
PENDING: Final = "pending"
APPROVED: Final = "approved"
REJECTED: Final = "rejected"
QUARANTINED: Final = "quarantined"
ARCHIVED: Final = "archived"
PRIVATE: Final = "private"
TEAM: Final = "team"
REFLECTION: Final = "reflection"
SAVED: Final = "saved"
APPROVE: Final = "approve"
REJECT: Final = "reject"
SHARE: Final = "share"
KEEP_PRIVATE: Final = "keep_private"
ARCHIVE: Final = "archive"
FLAG: Final = "flag"
KEEP: Final = "keep"
QUARANTINE: Final = "quarantine"
RESTORE: Final = "restore"


State = Literal["pending", "approved", "rejected", "quarantined", "archived"]
STATES: tuple[State, ...] = get_args(State)


Visibility = Literal["private", "team"]
VISIBILITIES: tuple[Visibility, ...] = get_args(Visibility)


Origin = Literal["reflection", "saved"]
ORIGINS: tuple[Origin, ...] = get_args(Origin)


Move = Literal[
    "approve",
    "reject",
    "share",
    "keep_private",
    "archive",
    "flag",
    "keep",
    "quarantine",
    "restore",
]
"""A transition of a filed entry."""
ACTIONS: tuple[Move, ...] = get_args(Move)


Action = Literal["file", "save", Move]
"""Every way an entry is filed or moves: validated when a record is read back."""


Source = Literal["user", "tool", "fetched"]
"""Where a citation carries a lesson's evidence: the person's own words (a user digest), a
tool call and its output, or content fetched from elsewhere (a web page, a document)."""
SOURCES: tuple[Source, ...] = get_args(Source)
TRUSTED: Final = "user"


class CitationSource(msgspec.Struct, kw_only=True, omit_defaults=True):
    """Which parts of one cited episode carry the lesson (invariant 16)."""

    episode_id: str
    sources: list[Source] = []


class Transition(msgspec.Struct, kw_only=True, omit_defaults=True):
    """One step in an entry's history: who did what, when, and where it left the entry."""

    at: datetime
    actor: str
    action: Action
    state: State
    visibility: Visibility
    note: str = ""


class KnowledgeEntry(msgspec.Struct, kw_only=True):
    """A lesson: attributed, cited, reviewed."""

    id: str
    owner: str
    """Attribution: whose lesson this is, kept when shared."""
    text: str
    """Sanitized."""
    origin: Origin
    citations: list[str] = []
    """Episode ids of the owner's the lesson derives from (required for reflection)."""
    state: State = PENDING
    visibility: Visibility = PRIVATE
    flagged: bool = False
    flagged_at: datetime | None = None
    flag_reason: str = ""
    injected_count: int = 0
    last_injected_at: datetime | None = None
    retrieved_count: int = 0
    last_retrieved_at: datetime | None = None
    created_at: datetime
    created_by: str
    decided_at: datetime | None = None
    """When the owner approved or rejected it."""
    decided_by: str = ""
    sharing_decided_at: datetime | None = None
    """When the owner decided share / keep private (the ceremony agenda holds undecided ones)."""
    sharing_decided_by: str = ""
    idle_since: datetime | None = None
    """Start of the idle clock decay looks at: approval, a keep, a restore."""
    fingerprint: Fingerprint
    sanitizer: dict[str, int] = {}
    """Entity type -> count redacted from the text (never values)."""
    history: list[Transition] = []
    schema: int = SCHEMA
    provenance: list[CitationSource] = []
    """For a reflected lesson: per citation, whether the person's words, a tool's output or
    fetched content carry it (empty for saved entries and entries filed before it was kept)."""


class Tombstone(msgspec.Struct, kw_only=True):
    """What remains of rejected content: its fingerprint, who rejected it and when."""

    id: str
    owner: str
    entry_id: str
    at: datetime
    by: str
    fingerprint: Fingerprint


def on_agenda(entry: KnowledgeEntry) -> bool:
    """Approved, private, and its owner has not yet decided whether to share it: such a
    lesson sits on the ceremony agenda, which every member reads."""
    return (
        entry.state == APPROVED and entry.visibility == PRIVATE and entry.sharing_decided_at is None
    )


def visible_to(entry: KnowledgeEntry, actor: str) -> bool:
    """An owner sees their own entries, and approved entries shared with the team."""
    return entry.owner == actor or (entry.visibility == TEAM and entry.state == APPROVED)


def where(entry: KnowledgeEntry) -> str:
    """An entry's state and who sees it, as every surface labels it. `approved/private` alone
    would hide that an undecided private lesson is read by the whole team on the agenda."""
    label = f"{entry.state}/{entry.visibility}"
    if on_agenda(entry):
        label += " (on the ceremony agenda: the team sees it there)"
    return label + (" flagged" if entry.flagged else "")
