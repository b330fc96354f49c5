"""The team server's API contract: one operation per facade method, shared by both ends.

`POST /api/v1/<operation>` with a JSON object body (the operation's request below; unknown
fields are refused) answers the facade method's return value as JSON, or an error object
`{"error": {"code": ..., "message": ...}}` whose code is stable (ERRORS). The server
(`teambrain serve`) and the client (core/service/remote.py) both read this table, so they cannot
drift apart; the acting owner is never part of a request: the bearer token names it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, NamedTuple

import msgspec
from teambrain.core import audit
from teambrain.core.errors import (
    Ambiguous,
    ConfigError,
    Forbidden,
    InvalidTransition,
    NotFound,
    SanitizerError,
    StoreError,
    TeambrainError,
)
from teambrain.core.governance import ceremony, decay, reflect
from teambrain.core.knowledge import entries as knowledge
from teambrain.core.knowledge import search as knowledge_search
from teambrain.core.operations import stats as stats_mod
from teambrain.core.recall import search as recall
from teambrain.core.service.facade import ExchangeView, ExportFormat, Identity, SessionExport
from teambrain.core.timeline import sessions as timeline

PREFIX = "/api/v1/"
REQUEST_ID = "X-Teambrain-Request-Id"
"""One id per logical call, the same on every attempt: the server answers a repeated acting
call with its first answer instead of acting twice."""


class Request(msgspec.Struct, forbid_unknown_fields=True, kw_only=True):
    """An operation's body: a JSON object; a field it does not know is refused."""


class NoArgs(Request):
    pass


class RefArgs(Request):
    ref: str


class LimitArgs(Request):
    limit: int = 50


class ListExchangesArgs(Request):
    limit: int = 20
    session: str | None = None


class RecallArgs(Request):
    query: str
    kind: str = "both"
    window: str | None = None
    """A span such as 7d, 30d, 12h, 2w, or all; null: the default (7 days)."""
    since: str | None = None
    until: str | None = None
    session: str | None = None
    limit: int = 10


class ListSessionsArgs(Request):
    limit: int = 20


class ExportArgs(Request):
    ref: str
    format: ExportFormat = "json"


class ReasonArgs(Request):
    ref: str
    reason: str = ""


class SaveArgs(Request):
    text: str


class ListEntriesArgs(Request):
    states: list[str] = []
    mine: bool = False


class SearchArgs(Request):
    query: str
    limit: int = 5


class DecisionArg(msgspec.Struct, forbid_unknown_fields=True, kw_only=True):
    entry_id: str
    decision: str


class DecideArgs(Request):
    decisions: list[DecisionArg]


class Operation(NamedTuple):
    name: str
    """The facade method, and the path's last segment."""
    request: type[Request]
    returns: Any
    acts: bool = False
    """Changes the store (audited with the caller's channel)."""
    call: Callable[[Any, Any], Any] | None = None
    """How the request becomes a call, when not `method(**fields)`."""

    def invoke(self, service: Any, request: Request) -> Any:
        if self.call is not None:
            return self.call(service, request)
        return getattr(service, self.name)(**msgspec.structs.asdict(request))


def _decide(service: Any, request: DecideArgs) -> Any:
    return service.decide([(d.entry_id, d.decision) for d in request.decisions])


Entry = knowledge.KnowledgeEntry
OPERATIONS: dict[str, Operation] = {
    op.name: op
    for op in (
        Operation("whoami", NoArgs, Identity),
        Operation("list_exchanges", ListExchangesArgs, list[ExchangeView]),
        Operation("show_exchange", RefArgs, ExchangeView),
        Operation("recall", RecallArgs, recall.RecallResult),
        Operation("list_sessions", ListSessionsArgs, list[timeline.SessionSummary]),
        Operation("show_session", RefArgs, timeline.Timeline),
        Operation("export_session", ExportArgs, SessionExport),
        Operation("review_queue", NoArgs, list[knowledge.ReviewItem]),
        Operation("reflection_today", NoArgs, list[reflect.ReflectionReport]),
        Operation("approve", RefArgs, Entry, acts=True),
        Operation("reject", ReasonArgs, Entry, acts=True),
        Operation("save", SaveArgs, Entry, acts=True),
        Operation("list_entries", ListEntriesArgs, list[Entry]),
        Operation("show_entry", RefArgs, knowledge.EntryView),
        Operation("search_knowledge", SearchArgs, knowledge_search.KnowledgeSearchResult),
        Operation("flag", ReasonArgs, Entry, acts=True),
        Operation("keep", RefArgs, Entry, acts=True),
        Operation("quarantine", RefArgs, Entry, acts=True),
        Operation("restore", RefArgs, Entry, acts=True),
        Operation("archive", RefArgs, Entry, acts=True),
        Operation("agenda", NoArgs, ceremony.Agenda),
        Operation("decide", DecideArgs, ceremony.BatchOutcome, acts=True, call=_decide),
        Operation("ceremony_history", LimitArgs, list[ceremony.Ceremony]),
        Operation("decay_review", NoArgs, decay.DecayReview),
        Operation("audit", LimitArgs, list[audit.AuditRecord]),
        Operation("stats", NoArgs, stats_mod.Stats),
    )
}


class ErrorBody(msgspec.Struct):
    code: str
    message: str


class ErrorReply(msgspec.Struct):
    error: ErrorBody


# code -> (HTTP status, the core error a client raises for it)
ERRORS: dict[str, tuple[int, type[TeambrainError]]] = {
    "invalid_json": (400, TeambrainError),
    "invalid_request": (400, TeambrainError),
    "invalid_argument": (400, TeambrainError),
    "ambiguous": (400, Ambiguous),
    "unauthorized": (401, Forbidden),
    "forbidden": (403, Forbidden),
    "not_found": (404, NotFound),
    "unknown_operation": (404, TeambrainError),
    "method_not_allowed": (405, TeambrainError),
    "invalid_transition": (409, InvalidTransition),
    "duplicate": (409, TeambrainError),
    "too_large": (413, TeambrainError),
    "unsupported_media_type": (415, TeambrainError),
    "rate_limited": (429, TeambrainError),
    "internal": (500, TeambrainError),
    "sanitizer_failed": (503, SanitizerError),
    "store_unavailable": (503, StoreError),
}


def code_of(error: TeambrainError) -> str:
    """The stable code a core error is answered with."""
    if isinstance(error, knowledge.DuplicateEntry):
        return "duplicate"
    for kind, code in (
        (NotFound, "not_found"),
        (Forbidden, "forbidden"),
        (InvalidTransition, "invalid_transition"),
        (Ambiguous, "ambiguous"),
        (SanitizerError, "sanitizer_failed"),
        (StoreError, "store_unavailable"),
        (ConfigError, "internal"),
    ):
        if isinstance(error, kind):
            return code
    return "invalid_argument"


def error_for(code: str, message: str) -> TeambrainError:
    """The core error a client raises for an answered error (its message kept)."""
    _, kind = ERRORS.get(code, (500, TeambrainError))
    if kind is SanitizerError:
        return SanitizerError(code, message)
    return kind(message)
