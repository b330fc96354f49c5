"""The knowledge base: reviewed lessons, their one review queue, and the state machine they move in.

Data model (named databases declared in store.DATABASES):
  knowledge        entry id -> KnowledgeEntry
  owner_knowledge  owner NUL entry id -> ""        (an owner's entries; ids sort by time)
  tombstones       tombstone id -> Tombstone       (fingerprints of rejected content; never pruned)
Every governance action also appends to the audit log (core/audit.py) in the same transaction.

The state machine (docs/knowledge.md):
  (reflection | deliberate save)     -> pending/private
  pending          -- approve        -> approved/private
  pending          -- reject         -> rejected (+ tombstone)
  approved/private -- share          -> approved/team (attribution kept)
  approved/private -- keep_private   -> approved/private, decided (leaves the ceremony agenda)
  approved/*       -- archive        -> archived
  approved/*       -- flag           -> approved/* + flagged (decay pass, or the owner)
  flagged          -- keep           -> approved, flag cleared, idle clock reset
  flagged          -- quarantine     -> quarantined (out of injection and search)
  quarantined      -- restore        -> approved (idle clock reset)

Invariants kept here: there is no way in but `file_pending` (saves and reflection), which
lands pending and private; only the entry's owner moves it (SYSTEM may only flag); another
owner's private entry is indistinguishable from a missing one (NotFound), a team-visible
one is refused (Forbidden, and the refusal is audited in the owner's log); every transition
is recorded in the entry's history and the audit log; entry text is sanitized before it is
stored (fail-closed) and the audit log never holds it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping
from datetime import datetime
from typing import Literal

import msgspec
from teambrain.core import audit
from teambrain.core import meaning as meanings
from teambrain.core.clock import Clock, system_clock, to_ms
from teambrain.core.episodes.records import get_episode
from teambrain.core.errors import (
    Forbidden,
    InvalidTransition,
    NotFound,
    SanitizerError,
    TeambrainError,
)
from teambrain.core.ids import new_id
from teambrain.core.knowledge.dedup import (
    FINGERPRINT_VERSION,
    DuplicateGuard,
    Fingerprint,
    Known,
    fingerprint,
    with_current_meaning,
)
from teambrain.core.records.knowledge import (
    ACTIONS as ACTIONS,
)
from teambrain.core.records.knowledge import (
    APPROVE as APPROVE,
)
from teambrain.core.records.knowledge import (
    APPROVED as APPROVED,
)
from teambrain.core.records.knowledge import (
    ARCHIVE as ARCHIVE,
)
from teambrain.core.records.knowledge import (
    ARCHIVED as ARCHIVED,
)
from teambrain.core.records.knowledge import (
    FLAG as FLAG,
)
from teambrain.core.records.knowledge import (
    KEEP as KEEP,
)
from teambrain.core.records.knowledge import (
    KEEP_PRIVATE as KEEP_PRIVATE,
)
from teambrain.core.records.knowledge import (
    PENDING as PENDING,
)
from teambrain.core.records.knowledge import (
    PRIVATE as PRIVATE,
)
from teambrain.core.records.knowledge import (
    QUARANTINE as QUARANTINE,
)
from teambrain.core.records.knowledge import (
    QUARANTINED as QUARANTINED,
)
from teambrain.core.records.knowledge import (
    REFLECTION as REFLECTION,
)
from teambrain.core.records.knowledge import (
    REJECT as REJECT,
)
from teambrain.core.records.knowledge import (
    REJECTED as REJECTED,
)
from teambrain.core.records.knowledge import (
    RESTORE as RESTORE,
)
from teambrain.core.records.knowledge import (
    SAVED as SAVED,
)
from teambrain.core.records.knowledge import (  # re-exported: the records, named where their rules live
    SCHEMA as SCHEMA,
)
from teambrain.core.records.knowledge import (
    SHARE as SHARE,
)
from teambrain.core.records.knowledge import (
    STATES as STATES,
)
from teambrain.core.records.knowledge import (
    TEAM as TEAM,
)
from teambrain.core.records.knowledge import (
    Action as Action,
)
from teambrain.core.records.knowledge import (
    CitationSource as CitationSource,
)
from teambrain.core.records.knowledge import (
    KnowledgeEntry as KnowledgeEntry,
)
from teambrain.core.records.knowledge import (
    Move as Move,
)
from teambrain.core.records.knowledge import (
    Origin as Origin,
)
from teambrain.core.records.knowledge import (
    State as State,
)
from teambrain.core.records.knowledge import (
    Tombstone as Tombstone,
)
from teambrain.core.records.knowledge import (
    Transition as Transition,
)
from teambrain.core.records.knowledge import (
    Visibility as Visibility,
)
from teambrain.core.records.knowledge import (
    on_agenda as on_agenda,
)
from teambrain.core.records.knowledge import (
    visible_to as visible_to,
)
from teambrain.core.records.knowledge import (
    where as where,
)
from teambrain.core.sanitize.protocol import Sanitizer
from teambrain.core.store import Store, Txn

MAX_TEXT_CHARS = 2000
MAX_NOTE_CHARS = 500


NEUTRAL_DUPLICATE = "a lesson the team has shared or rejected before"
"""What a refusal says of a match that is not the saver's own: the same words whether it is
another member's shared lesson or their rejected one (a tombstone), so a guessed text never
confirms what someone else rejected in private."""


class DuplicateEntry(TeambrainError):
    """The text is a near-duplicate of something already known; nothing was filed.

    The message names the match only when it is the saver's own (`own`); any other match is
    told in one neutral phrase (NEUTRAL_DUPLICATE). `match` keeps the detail for callers."""

    def __init__(self, match: Known, *, own: bool = True) -> None:
        what = {
            "tombstone": "content that was rejected before",
            "batch": "another lesson in the same batch",
        }.get(match.kind, f"{match.kind} entry {match.ref}")
        super().__init__(f"not filed: it duplicates {what if own else NEUTRAL_DUPLICATE}")
        self.match = match


class CitedEpisode(msgspec.Struct, kw_only=True):
    """A citation resolved against the owner's own episodes."""

    id: str
    found: bool
    started_at: datetime | None = None
    session_id: str = ""
    snippet: str = ""


class EntryView(msgspec.Struct, kw_only=True):
    """An entry with its citations resolved against the viewer's own episodes."""

    entry: KnowledgeEntry
    cited: list[CitedEpisode]
    """Empty for another member's entry: episodes are private to their owner."""


class ReviewItem(msgspec.Struct, kw_only=True):
    entry: KnowledgeEntry
    citations: list[CitedEpisode]


# -- reads -------------------------------------------------------------------------------


def _load(txn: Txn, entry_id: str) -> KnowledgeEntry | None:
    return txn.knowledge.get(entry_id)


def _visible(txn: Txn, actor: str, entry_id: str) -> KnowledgeEntry:
    entry = _load(txn, entry_id)
    if entry is None or not visible_to(entry, actor):
        raise NotFound(f"no knowledge entry {entry_id!r} that you can see")
    return entry


def get_entry(store: Store, actor: str, entry_id: str) -> KnowledgeEntry:
    """One entry the actor can see; NotFound otherwise (never says whether it exists)."""
    with store.read() as txn:
        return _visible(txn, actor, entry_id)


def iter_own(txn: Txn, owner: str) -> Iterator[KnowledgeEntry]:
    """The owner's entries, oldest first."""
    return txn.knowledge.owned(owner)


def iter_team(txn: Txn, actor: str) -> Iterator[KnowledgeEntry]:
    """Approved team-visible entries of other owners, oldest first."""
    for entry in txn.knowledge.all():
        if entry.owner != actor and entry.visibility == TEAM and entry.state == APPROVED:
            yield entry


def list_entries(
    store: Store, actor: str, *, states: Iterable[str] | None = None, include_team: bool = True
) -> list[KnowledgeEntry]:
    """The actor's own entries of any state, plus the team's approved ones; oldest first."""
    wanted = set(states) if states else None
    with store.read() as txn:
        found = list(iter_own(txn, actor))
        if include_team:
            found.extend(iter_team(txn, actor))
    if wanted is not None:
        found = [e for e in found if e.state in wanted]
    found.sort(key=lambda e: e.id)
    return found


def pending_count(txn: Txn, owner: str) -> int:
    return sum(1 for e in iter_own(txn, owner) if e.state == PENDING)


def filed_between(
    txn: Txn, owner: str, start: datetime, end: datetime, *, origin: Origin | None = None
) -> int:
    """How many of the owner's entries were filed in [start, end) (ids sort by filing time)."""
    filed = txn.knowledge.owned(owner, since=start, until=end)
    return sum(1 for entry in filed if origin is None or entry.origin == origin)


def review_queue(store: Store, owner: str, *, snippet_chars: int = 200) -> list[ReviewItem]:
    """The owner's pending entries, oldest first, each beside its cited episodes."""
    with store.read() as txn:
        pending = [e for e in iter_own(txn, owner) if e.state == PENDING]
    return [
        ReviewItem(
            entry=e,
            citations=[resolve_citation(store, owner, c, snippet_chars) for c in e.citations],
        )
        for e in pending
    ]


def resolve_citation(
    store: Store, owner: str, episode_id: str, snippet_chars: int = 200
) -> CitedEpisode:
    """A citation as the owner may see it: their own episode, or 'not found' (pruned or not theirs)."""
    try:
        ep = get_episode(store, owner, episode_id)
    except NotFound:
        return CitedEpisode(id=episode_id, found=False)
    text = " ".join((ep.user_digest or ep.response_digest).split())
    if len(text) > snippet_chars:
        text = text[: snippet_chars - 1] + "…"
    return CitedEpisode(
        id=ep.id, found=True, started_at=ep.started_at, session_id=ep.session_id, snippet=text
    )


def duplicate_guard(txn: Txn, owner: str) -> DuplicateGuard:
    """What a new entry of the owner's must not duplicate: their own live entries (pending,
    approved, quarantined, archived), the team's approved entries, and every tombstone."""
    known = [
        Known(kind=e.state, ref=e.id, fingerprint=current_fingerprint(e))
        for e in iter_own(txn, owner)
        if e.state != REJECTED
    ]
    known.extend(
        Known(kind="team-approved", ref=e.id, fingerprint=current_fingerprint(e))
        for e in iter_team(txn, owner)
    )
    for stone in txn.knowledge.tombstones():
        known.append(
            Known(kind="tombstone", ref=stone.id, fingerprint=_stone_fingerprint(txn, stone))
        )
    return DuplicateGuard(known)


def owns_match(txn: Txn, owner: str, match: Known) -> bool:
    """Whether what a save or a reflected lesson matched is the owner's own: one of their
    entries, or a tombstone
    of one of their rejected lessons (a team-approved entry is another member's)."""
    if match.kind == "team-approved":
        return False
    if match.kind != "tombstone":
        return True
    return any(s.id == match.ref and s.owner == owner for s in txn.knowledge.tombstones())


def current_fingerprint(entry: KnowledgeEntry) -> Fingerprint:
    """The entry's fingerprint as today's guard compares it: the stored one, or, when an
    older version of the guard stored it, one recomputed from the entry's (sanitized) text."""
    if entry.fingerprint.version == FINGERPRINT_VERSION:
        return with_current_meaning(entry.fingerprint, entry.text)
    return fingerprint(entry.text)


def _stone_fingerprint(txn: Txn, stone: Tombstone) -> Fingerprint:
    """A tombstone's fingerprint in today's version, from the rejected entry it keeps out
    (entries are never deleted); a stone without its entry keeps matching exact rewrites, and
    keeps its words and payload but not a meaning another model made (never compared)."""
    if stone.fingerprint.version == FINGERPRINT_VERSION and (
        not stone.fingerprint.meaning or meanings.is_current(stone.fingerprint.meaning)
    ):
        return stone.fingerprint
    entry = _load(txn, stone.entry_id)
    return current_fingerprint(entry) if entry is not None else stone.fingerprint


# -- the one way in ----------------------------------------------------------------------


def prepare_text(text: str, sanitizer: Sanitizer) -> tuple[str, dict[str, int]]:
    """Validate and sanitize a lesson's text; raise with a clear message, never store raw text."""
    text = text.strip()
    if not text:
        raise TeambrainError("a knowledge entry needs some text")
    if len(text) > MAX_TEXT_CHARS:
        raise TeambrainError(
            f"a knowledge entry holds at most {MAX_TEXT_CHARS:,} characters "
            f"(this one has {len(text):,}); say it shorter"
        )
    try:
        clean, counts = sanitizer.sanitize(text)
    except SanitizerError as e:
        raise SanitizerError(e.reason, f"not saved: sanitizing failed ({e.reason})") from e
    except Exception as e:  # fail closed: whatever went wrong, the raw text goes nowhere
        raise SanitizerError(type(e).__name__, "not saved: sanitizing failed") from e
    return clean, counts


def new_entry(
    owner: str,
    text: str,
    *,
    origin: Origin,
    at: datetime,
    citations: Iterable[str] = (),
    sanitizer_counts: dict[str, int] | None = None,
    provenance: Iterable[CitationSource] = (),
) -> KnowledgeEntry:
    """A pending, private entry of already-sanitized text (not yet stored)."""
    action: Action = "file" if origin == REFLECTION else "save"
    return KnowledgeEntry(
        id=new_id(to_ms(at)),
        owner=owner,
        text=text,
        origin=origin,
        citations=list(citations),
        created_at=at,
        created_by=owner if origin == SAVED else audit.SYSTEM,
        fingerprint=fingerprint(text),
        sanitizer=dict(sanitizer_counts or {}),
        provenance=list(provenance),
        history=[
            Transition(
                at=at,
                actor=owner if origin == SAVED else audit.SYSTEM,
                action=action,
                state=PENDING,
                visibility=PRIVATE,
            )
        ],
    )


def file_pending(
    txn: Txn, entry: KnowledgeEntry, *, channel: audit.Channel | Literal[""] = ""
) -> KnowledgeEntry:
    """Store a new entry: the only way into the knowledge base; it lands pending and private.

    `channel` is how the save arrived (core/audit.py CHANNELS); reflection files on `schedule`.
    """
    if entry.state != PENDING or entry.visibility != PRIVATE or entry.history[1:]:
        raise InvalidTransition("a new entry lands pending and private, nothing else")
    if entry.origin == REFLECTION and not entry.citations:
        raise InvalidTransition("a reflected lesson needs citations")
    if not txn.knowledge.insert(entry):
        raise InvalidTransition(f"entry {entry.id} exists already")
    audit.append(
        txn,
        at=entry.created_at,
        actor=entry.created_by,
        owner=entry.owner,
        action=entry.history[0].action,
        entry_id=entry.id,
        detail={"origin": entry.origin, "citations": len(entry.citations)},
        channel=channel or (audit.SCHEDULE if entry.origin == REFLECTION else audit.LOCAL),
    )
    return entry


def save(
    store: Store,
    owner: str,
    text: str,
    *,
    sanitizer: Sanitizer,
    clock: Clock = system_clock,
    channel: audit.Channel = audit.LOCAL,
) -> KnowledgeEntry:
    """A deliberate save: sanitized, guarded against duplicates, pending and private."""
    clean, counts = prepare_text(text, sanitizer)
    entry = new_entry(owner, clean, origin=SAVED, at=clock(), sanitizer_counts=counts)

    def write(txn: Txn) -> KnowledgeEntry:
        match = duplicate_guard(txn, owner).match(entry.fingerprint)
        if match is not None:
            raise DuplicateEntry(match, own=owns_match(txn, owner, match))
        return file_pending(txn, entry, channel=channel)

    return store.write(write)


# -- the state machine -------------------------------------------------------------------


def _require(ok: bool, entry: KnowledgeEntry, action: Move, why: str) -> None:
    if not ok:
        raise InvalidTransition(
            f"cannot {action.replace('_', ' ')} entry {entry.id}: it is {where(entry)}; {why}"
        )


def _move(entry: KnowledgeEntry, action: Move, actor: str, at: datetime) -> None:
    """Check the move is legal from the entry's state and apply it (the entry is mutated)."""
    approved = entry.state == APPROVED
    if action == APPROVE:
        _require(entry.state == PENDING, entry, action, "only a pending entry can be approved")
        entry.state, entry.decided_at, entry.decided_by, entry.idle_since = APPROVED, at, actor, at
    elif action == REJECT:
        _require(entry.state == PENDING, entry, action, "only a pending entry can be rejected")
        entry.state, entry.decided_at, entry.decided_by = REJECTED, at, actor
    elif action in (SHARE, KEEP_PRIVATE):
        _require(
            approved and entry.visibility == PRIVATE and entry.sharing_decided_at is None,
            entry,
            action,
            "only an approved private entry not yet decided can be shared or kept private",
        )
        if action == SHARE:
            entry.visibility = TEAM
        entry.sharing_decided_at, entry.sharing_decided_by = at, actor
    elif action == ARCHIVE:
        _require(approved, entry, action, "only an approved entry can be archived")
        entry.state, entry.flagged = ARCHIVED, False
    elif action == FLAG:
        _require(
            approved and not entry.flagged,
            entry,
            action,
            "only an unflagged approved entry can be flagged",
        )
        entry.flagged, entry.flagged_at = True, at
    elif action == KEEP:
        _require(approved and entry.flagged, entry, action, "only a flagged entry can be kept")
        entry.flagged, entry.flagged_at, entry.flag_reason, entry.idle_since = False, None, "", at
    elif action == QUARANTINE:
        _require(
            approved and entry.flagged, entry, action, "only a flagged entry can be quarantined"
        )
        entry.state, entry.flagged = QUARANTINED, False
    elif action == RESTORE:
        _require(
            entry.state == QUARANTINED, entry, action, "only a quarantined entry can be restored"
        )
        entry.state, entry.idle_since = APPROVED, at
    else:
        raise InvalidTransition(f"unknown action {action!r}; one of {', '.join(ACTIONS)}")


def refusal(entry: KnowledgeEntry, action: Move, actor: str) -> str | None:
    """Why `actor` may not make this move on `entry` as it stands, or None: what a surface
    asks before it asks a person to confirm a move that would only be refused after."""
    if not _may_act(entry, actor, action):
        return f"only {entry.owner} may {action.replace('_', ' ')} entry {entry.id}"
    try:
        _move(msgspec.structs.replace(entry), action, actor, entry.created_at)
    except InvalidTransition as e:
        return str(e)
    return None


def _may_act(entry: KnowledgeEntry, actor: str, action: Move) -> bool:
    return entry.owner == actor or (action == FLAG and actor == audit.SYSTEM)


def apply(
    txn: Txn,
    actor: str,
    entry_id: str,
    action: Move,
    *,
    at: datetime,
    note: str = "",
    detail: dict[str, str | int] | None = None,
    channel: audit.Channel = audit.LOCAL,
) -> KnowledgeEntry:
    """Make one transition inside the caller's write transaction (batches use this directly).

    Raises NotFound (not visible to the actor), Forbidden (visible, not theirs),
    InvalidTransition (illegal from the entry's state). Nothing is written when it raises.
    """
    if action not in ACTIONS:
        raise InvalidTransition(f"unknown action {action!r}; one of {', '.join(ACTIONS)}")
    entry = _load(txn, entry_id)
    if entry is None or not (visible_to(entry, actor) or actor == audit.SYSTEM):
        raise NotFound(f"no knowledge entry {entry_id!r} that you can see")
    if not _may_act(entry, actor, action):
        raise Forbidden(refusal(entry, action, actor) or "")
    before = f"{entry.state}/{entry.visibility}"
    _move(entry, action, actor, at)
    note = note[:MAX_NOTE_CHARS]
    if action == FLAG and note:
        entry.flag_reason = note
    entry.history.append(
        Transition(
            at=at,
            actor=actor,
            action=action,
            state=entry.state,
            visibility=entry.visibility,
            note=note,
        )
    )
    txn.knowledge.put(entry)
    if action == REJECT:
        stone = Tombstone(
            id=new_id(to_ms(at)),
            owner=entry.owner,
            entry_id=entry.id,
            at=at,
            by=actor,
            fingerprint=current_fingerprint(entry),
        )
        txn.knowledge.add_tombstone(stone)
    audit.append(
        txn,
        at=at,
        actor=actor,
        owner=entry.owner,
        action=action,
        entry_id=entry.id,
        detail={"from": before, "to": f"{entry.state}/{entry.visibility}", **(detail or {})},
        channel=channel,
    )
    return entry


def act(
    store: Store,
    actor: str,
    entry_id: str,
    action: Move,
    *,
    clock: Clock = system_clock,
    note: str = "",
    channel: audit.Channel = audit.LOCAL,
) -> KnowledgeEntry:
    """One transition in its own write transaction; a refusal is audited in the owner's log."""
    at = clock()
    try:
        return store.write(
            lambda txn: apply(txn, actor, entry_id, action, at=at, note=note, channel=channel)
        )
    except Forbidden:
        audit_refusal(store, actor, entry_id, action, at, channel=channel)
        raise


def audit_refusal(
    store: Store,
    actor: str,
    entry_id: str,
    action: Move,
    at: datetime,
    *,
    channel: audit.Channel = audit.LOCAL,
) -> None:
    """Record in the entry owner's log that `actor` tried `action` and was refused."""
    with store.read() as txn:
        entry = _load(txn, entry_id)
    if entry is None:
        return
    audit.record(
        store,
        at=at,
        actor=actor,
        owner=entry.owner,
        action=audit.REFUSED[action],
        entry_id=entry.id,
        channel=channel,
    )


def _acting(action: Move) -> Callable[..., KnowledgeEntry]:
    def transition(
        store: Store,
        actor: str,
        entry_id: str,
        *,
        clock: Clock = system_clock,
        note: str = "",
        channel: audit.Channel = audit.LOCAL,
    ) -> KnowledgeEntry:
        return act(store, actor, entry_id, action, clock=clock, note=note, channel=channel)

    transition.__name__ = action
    transition.__doc__ = f"The `{action}` transition of the state machine, by `actor`."
    return transition


approve = _acting(APPROVE)
share = _acting(SHARE)
keep_private = _acting(KEEP_PRIVATE)
archive = _acting(ARCHIVE)
keep = _acting(KEEP)
quarantine = _acting(QUARANTINE)
restore = _acting(RESTORE)


def _with_reason(action: Move, what: str, doc: str) -> Callable[..., KnowledgeEntry]:
    def transition(
        store: Store,
        actor: str,
        entry_id: str,
        *,
        reason: str = "",
        sanitizer: Sanitizer | None = None,
        clock: Clock = system_clock,
        note: str = "",
        channel: audit.Channel = audit.LOCAL,
    ) -> KnowledgeEntry:
        if reason.strip():
            note = _reason_note(reason, sanitizer, what)
        return act(store, actor, entry_id, action, clock=clock, note=note, channel=channel)

    transition.__name__ = action
    transition.__doc__ = doc
    return transition


reject = _with_reason(
    REJECT,
    "a rejection reason",
    """Reject a pending entry: it stays as `rejected` and its fingerprint becomes a tombstone.

    A person's `reason` is kept in the entry's history, sanitized first (so a sanitizer is
    required); `note` is a fixed label the program chose.""",
)
flag = _with_reason(
    FLAG,
    "a flag reason",
    """Flag an approved entry for decay review: by its owner, or by the decay pass (SYSTEM).

    A person's `reason` is kept as the flag's reason, sanitized first (so a sanitizer is
    required); `note` is a fixed label the program chose. Keep, quarantine and restore undo
    a flag exactly as they undo the decay pass's.""",
)


def _reason_note(reason: str, sanitizer: Sanitizer | None, what: str) -> str:
    """A person's reason, sanitized and bounded, fit to keep in an entry's history."""
    if not reason.strip():
        return ""
    if sanitizer is None:
        raise TeambrainError(f"{what} needs a sanitizer before it is stored")
    note, _ = prepare_text(reason[:MAX_NOTE_CHARS], sanitizer)
    return note


# -- counters (maintained by whoever retrieves or injects) --------------------------------


def record_use(
    txn: Txn,
    entry_ids: Iterable[str] | Mapping[str, int],
    *,
    at: datetime,
    kind: Literal["retrieved", "injected"],
) -> int:
    """Bump `retrieved` or `injected` counters of approved entries; returns how many changed.

    A mapping says how many uses of each entry to add at once (a batch of injections).
    """
    if kind not in ("retrieved", "injected"):
        raise ValueError(f"kind must be retrieved or injected, not {kind!r}")
    uses = entry_ids.items() if isinstance(entry_ids, Mapping) else ((i, 1) for i in entry_ids)
    changed = 0
    for entry_id, n in uses:
        entry = _load(txn, entry_id)
        if entry is None or entry.state != APPROVED or n <= 0:
            continue
        if kind == "retrieved":
            entry.retrieved_count += n
            entry.last_retrieved_at = at
        else:
            entry.injected_count += n
            entry.last_injected_at = at
        txn.knowledge.put(entry)
        changed += 1
    return changed
