"""The service facade over HTTP: what a member's CLI and dashboard use against `teambrain serve`.

RemoteService has the same methods and return types as LocalService (core/service/facade.py); each
call is one `POST /api/v1/<operation>` (core/service/api.py) with the member's bearer token, which
alone decides the acting owner on the server. Errors come back as the same core errors a
local call raises (NotFound, Forbidden, InvalidTransition...), so surfaces handle both alike.

The server is not trusted to behave: the token only ever travels over TLS (plain http only to
this machine), an answer is read up to MAX_ANSWER_BYTES and no further, and each attempt has
one deadline for the whole exchange (a server dripping a byte at a time cannot hold the client
past it: the connection is cut). An acting call carries one request id for all its attempts
and is tried again once when no answer came, so a save the server committed while the
client gave up is answered, not refused as a duplicate. What the server says is data:
surfaces print it inert (core/inert.py).
"""

from __future__ import annotations

import os
import secrets
import socket
import threading
from collections.abc import Sequence
from typing import Any
from urllib.parse import urlsplit

import httpx
import msgspec
from teambrain.core import audit
from teambrain.core.config import is_loopback
from teambrain.core.errors import Forbidden, TeambrainError
from teambrain.core.governance import ceremony, decay
from teambrain.core.governance import reflect as reflect_mod
from teambrain.core.knowledge import entries as knowledge
from teambrain.core.knowledge import search as knowledge_search
from teambrain.core.operations import stats as stats_mod
from teambrain.core.recall import search as recall
from teambrain.core.service import api
from teambrain.core.service.facade import ExchangeView, ExportFormat, Identity, SessionExport
from teambrain.core.timeline import sessions as timeline

TIMEOUT_SECONDS = 30.0
"""The most one attempt may take, connection to last byte (env TEAMBRAIN_SERVER_TIMEOUT)."""
MAX_ANSWER_BYTES = 64 * 1024 * 1024
"""The largest answer read; a longer one is refused and its connection closed."""
MAX_ERROR_BYTES = 64 * 1024
ACTING_ATTEMPTS = 2
MAX_TOKEN_CHARS = 1024


def check_url(url: str) -> str:
    """A server URL as the client uses it (scheme and host, no trailing slash), or a clear error.

    Plain http is accepted only to this machine: anywhere else the member's token would cross
    the network in clear text (the server refuses such a listener too).
    """
    url = url.strip().rstrip("/")
    try:
        parts = urlsplit(url)
        parts.port  # noqa: B018 - raises on a bad port
    except ValueError as e:
        raise TeambrainError(f"not a server URL: {url!r} ({e})") from e
    if parts.scheme not in ("http", "https") or not parts.hostname:
        raise TeambrainError(f"not a server URL: {url!r} (use e.g. https://gateway.example:8765)")
    if parts.query or parts.fragment or parts.username:
        raise TeambrainError(f"a server URL has no user, query or fragment: {url!r}")
    if parts.scheme == "http" and not is_loopback(parts.hostname):
        raise TeambrainError(
            f"{url!r} would send your member token in clear text to {parts.hostname}: use "
            "https:// (the server needs [server] cert, or a TLS proxy in front of it)"
        )
    return url


def check_token(token: str, url: str) -> str:
    """The token as sent, or Forbidden naming what is wrong with it (never its content)."""
    token = token.strip()
    if not token:
        raise Forbidden(f"no token for {url}: set TEAMBRAIN_TOKEN, or run `teambrain login {url}`")
    if len(token) > MAX_TOKEN_CHARS or not all("!" <= c <= "~" for c in token):
        raise Forbidden(
            f"the token for {url} is not a member token (it holds a space, a line break, a "
            f"control or non-ASCII character, or is over {MAX_TOKEN_CHARS} characters): check "
            f"TEAMBRAIN_TOKEN, or run `teambrain login {url}` again"
        )
    return token


def timeout_from_env(default: float = TIMEOUT_SECONDS) -> float:
    """TEAMBRAIN_SERVER_TIMEOUT in seconds (0.1 to 3600), else `default`."""
    raw = os.environ.get("TEAMBRAIN_SERVER_TIMEOUT", "").strip()
    if not raw:
        return default
    try:
        seconds = float(raw)
    except ValueError:
        seconds = -1.0
    if not 0.1 <= seconds <= 3600:
        raise TeambrainError(f"TEAMBRAIN_SERVER_TIMEOUT must be seconds from 0.1 to 3600: {raw!r}")
    return seconds


class _NoAnswer(Exception):
    """An attempt ended without an answer from the server (safe to try again, same id)."""


class _Deadline:
    """Cuts the connections of one attempt once `seconds` have passed since it began.

    httpx's timeouts apply to each read; a server sending a byte just within each one would
    hold the call forever. The trace hook hands over each socket the attempt opens, and a
    timer shuts them down at the deadline, which ends any read blocked on them at once.
    """

    def __init__(self, seconds: float) -> None:
        self.seconds = seconds
        self.expired = False
        self._sockets: list[socket.socket] = []
        self._lock = threading.Lock()
        self._timer = threading.Timer(seconds, self._expire)
        self._timer.daemon = True

    def __enter__(self) -> _Deadline:
        self._timer.start()
        return self

    def __exit__(self, *_: object) -> None:
        self._timer.cancel()

    def trace(self, event: str, info: dict[str, Any]) -> None:
        if event != "connection.connect_tcp.complete":
            return
        sock = info["return_value"].get_extra_info("socket")
        if sock is None:
            return
        with self._lock:
            self._sockets.append(sock)
            if self.expired:
                _cut(sock)

    def _expire(self) -> None:
        with self._lock:
            self.expired = True
            for sock in self._sockets:
                _cut(sock)


def _cut(sock: socket.socket) -> None:
    try:
        sock.shutdown(socket.SHUT_RDWR)
    except OSError:
        pass


class _Answer(msgspec.Struct):
    status: int
    content: bytes


class RemoteService:
    """The facade served by `teambrain serve` at `url`, as the owner `token` names."""

    def __init__(
        self,
        url: str,
        token: str,
        *,
        ca_file: str | None = None,
        timeout: float = TIMEOUT_SECONDS,
        transport: httpx.BaseTransport | None = None,
        max_answer_bytes: int = MAX_ANSWER_BYTES,
    ) -> None:
        self.url = check_url(url)
        token = check_token(token, self.url)
        verify: Any = ca_file if ca_file else True
        self.timeout = timeout
        self.max_answer_bytes = max_answer_bytes
        self._http = httpx.Client(
            base_url=self.url + api.PREFIX,
            headers={
                "Authorization": f"Bearer {token}",
                "User-Agent": "teambrain-cli",
                "Accept-Encoding": "identity",  # no decompression bomb to expand
            },
            timeout=timeout,
            verify=verify,
            transport=transport,
            # a fresh connection per call: the deadline cuts the sockets a call opens
            limits=httpx.Limits(max_keepalive_connections=0),
        )
        self._owner: str | None = None

    def close(self) -> None:
        self._http.close()

    @property
    def owner(self) -> str:
        """The owner the token names, as the server says (asked once)."""
        if self._owner is None:
            self._owner = self.whoami().owner
        return self._owner

    def _call(self, name: str, request: api.Request) -> Any:
        op = api.OPERATIONS[name]
        body = msgspec.json.encode(request)
        headers = {"Content-Type": "application/json", api.REQUEST_ID: secrets.token_hex(16)}
        attempts = ACTING_ATTEMPTS if op.acts else 1
        for attempt in range(1, attempts + 1):
            try:
                reply = self._attempt(name, body, headers)
                break
            except _NoAnswer as e:
                if attempt == attempts:
                    raise TeambrainError(str(e)) from e
        if reply.status == 200:
            try:
                return msgspec.json.decode(reply.content, type=op.returns)
            except msgspec.DecodeError as e:
                raise TeambrainError(
                    f"the server at {self.url} answered {name} in a form this client does not "
                    f"read ({e}); are both the same teambrain version?"
                ) from e
        raise _error(self.url, reply)

    def _attempt(self, name: str, body: bytes, headers: dict[str, str]) -> _Answer:
        """One POST, read whole within the deadline and the size bound."""
        with _Deadline(self.timeout) as deadline:
            try:
                with self._http.stream(
                    "POST",
                    name,
                    content=body,
                    headers=headers,
                    extensions={"trace": deadline.trace},
                ) as reply:
                    return _Answer(reply.status_code, self._read(name, reply))
            except httpx.HTTPError as e:
                if deadline.expired or isinstance(e, httpx.TimeoutException):
                    raise _NoAnswer(
                        f"the teambrain server at {self.url} did not answer {name} within "
                        f"{self.timeout:g} s (TEAMBRAIN_SERVER_TIMEOUT)"
                    ) from e
                raise _NoAnswer(f"cannot reach the teambrain server at {self.url}: {e}") from e

    def _read(self, name: str, reply: httpx.Response) -> bytes:
        limit = self.max_answer_bytes if reply.status_code == 200 else MAX_ERROR_BYTES
        encoding = reply.headers.get("content-encoding", "identity").strip().lower()
        if encoding not in ("", "identity"):
            raise TeambrainError(
                f"the server at {self.url} answered {name} compressed ({encoding!r}), "
                "which this client did not ask for"
            )
        declared = reply.headers.get("content-length", "")
        too_large = TeambrainError(
            f"the server at {self.url} answered {name} with more than {limit:,} bytes; "
            "nothing more was read (ask for less, e.g. a smaller --limit)"
        )
        if declared.isdigit() and int(declared) > limit:
            raise too_large
        chunks, size = [], 0
        for chunk in reply.iter_raw():
            size += len(chunk)
            if size > limit:
                raise too_large
            chunks.append(chunk)
        return b"".join(chunks)

    # -- the facade, one call each ----------------------------------------------------------

    def whoami(self) -> Identity:
        return self._call("whoami", api.NoArgs())

    def list_exchanges(self, *, limit: int = 20, session: str | None = None) -> list[ExchangeView]:
        return self._call("list_exchanges", api.ListExchangesArgs(limit=limit, session=session))

    def show_exchange(self, ref: str) -> ExchangeView:
        return self._call("show_exchange", api.RefArgs(ref=ref))

    def recall(
        self,
        query: str,
        *,
        kind: str = "both",
        window: str | None = None,
        since: str | None = None,
        until: str | None = None,
        session: str | None = None,
        limit: int = 10,
    ) -> recall.RecallResult:
        args = api.RecallArgs(
            query=query,
            kind=kind,
            window=window,
            since=since,
            until=until,
            session=session,
            limit=limit,
        )
        return self._call("recall", args)

    def list_sessions(self, *, limit: int = 20) -> list[timeline.SessionSummary]:
        return self._call("list_sessions", api.ListSessionsArgs(limit=limit))

    def show_session(self, ref: str) -> timeline.Timeline:
        return self._call("show_session", api.RefArgs(ref=ref))

    def export_session(self, ref: str, *, format: ExportFormat = "json") -> SessionExport:
        return self._call("export_session", api.ExportArgs(ref=ref, format=format))

    def review_queue(self) -> list[knowledge.ReviewItem]:
        return self._call("review_queue", api.NoArgs())

    def reflection_today(self) -> list[reflect_mod.ReflectionReport]:
        return self._call("reflection_today", api.NoArgs())

    def approve(self, ref: str) -> knowledge.KnowledgeEntry:
        return self._call("approve", api.RefArgs(ref=ref))

    def reject(self, ref: str, *, reason: str = "") -> knowledge.KnowledgeEntry:
        return self._call("reject", api.ReasonArgs(ref=ref, reason=reason))

    def save(self, text: str) -> knowledge.KnowledgeEntry:
        return self._call("save", api.SaveArgs(text=text))

    def list_entries(
        self, *, states: Sequence[str] = (), mine: bool = False
    ) -> list[knowledge.KnowledgeEntry]:
        return self._call("list_entries", api.ListEntriesArgs(states=list(states), mine=mine))

    def show_entry(self, ref: str) -> knowledge.EntryView:
        return self._call("show_entry", api.RefArgs(ref=ref))

    def search_knowledge(
        self, query: str, *, limit: int = 5
    ) -> knowledge_search.KnowledgeSearchResult:
        return self._call("search_knowledge", api.SearchArgs(query=query, limit=limit))

    def flag(self, ref: str, *, reason: str = "") -> knowledge.KnowledgeEntry:
        return self._call("flag", api.ReasonArgs(ref=ref, reason=reason))

    def keep(self, ref: str) -> knowledge.KnowledgeEntry:
        return self._call("keep", api.RefArgs(ref=ref))

    def quarantine(self, ref: str) -> knowledge.KnowledgeEntry:
        return self._call("quarantine", api.RefArgs(ref=ref))

    def restore(self, ref: str) -> knowledge.KnowledgeEntry:
        return self._call("restore", api.RefArgs(ref=ref))

    def archive(self, ref: str) -> knowledge.KnowledgeEntry:
        return self._call("archive", api.RefArgs(ref=ref))

    def agenda(self) -> ceremony.Agenda:
        return self._call("agenda", api.NoArgs())

    def decide(self, decisions: Sequence[tuple[str, str]]) -> ceremony.BatchOutcome:
        items = [api.DecisionArg(entry_id=e, decision=d) for e, d in decisions]
        return self._call("decide", api.DecideArgs(decisions=items))

    def ceremony_history(self, *, limit: int = 20) -> list[ceremony.Ceremony]:
        return self._call("ceremony_history", api.LimitArgs(limit=limit))

    def decay_review(self) -> decay.DecayReview:
        return self._call("decay_review", api.NoArgs())

    def audit(self, *, limit: int = 50) -> list[audit.AuditRecord]:
        return self._call("audit", api.LimitArgs(limit=limit))

    def stats(self) -> stats_mod.Stats:
        return self._call("stats", api.NoArgs())


def _error(url: str, reply: _Answer) -> TeambrainError:
    try:
        body = msgspec.json.decode(reply.content, type=api.ErrorReply).error
    except msgspec.DecodeError:
        return TeambrainError(
            f"the server at {url} answered HTTP {reply.status}: {reply.content[:200]!r}"
        )
    if body.code == "unauthorized":
        return Forbidden(
            f"the server at {url} refused the token ({body.message}); "
            f"run `teambrain login {url}` with your member token"
        )
    return api.error_for(body.code, body.message)
