"""The team server's API contract: one operation per facade method, shared by both ends.

`POST /api/v1/<operation>` with a JSON object body (the operation's request,
core/service/requests.py; unknown fields are refused) answers the facade method's result in
its documented shape (core/service/answers.py) as JSON, or an error object
`{"error": {"code": ..., "message": ...}}` whose code is stable (ERRORS). The operations are
declared once, in core/service/protocol.py; the server (`teambrain serve`) and the client
(core/service/remote.py) both read that table, so they cannot drift apart. The acting owner
is never part of a request: the bearer token names it.
"""

from __future__ import annotations

import msgspec
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
from teambrain.core.service.protocol import OPERATIONS as OPERATIONS
from teambrain.core.service.protocol import Operation as Operation
from teambrain.core.service.requests import Request as Request

PREFIX = "/api/v1/"
REQUEST_ID = "X-Teambrain-Request-Id"
"""One id per logical call, the same on every attempt: the server answers a repeated acting
call with its first answer instead of acting twice."""


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
    from teambrain.core.knowledge.entries import DuplicateEntry  # the server has it loaded

    if isinstance(error, DuplicateEntry):
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
