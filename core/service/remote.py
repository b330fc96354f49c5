"""The service facade over HTTP: what a member's CLI and dashboard use against `teambrain serve`.

RemoteService has the same methods and return types as LocalService (core/service/facade.py); each
call is one `POST /api/v1/<operation>` (core/service/api.py) with the member's bearer token, which
alone decides the acting owner on the server. Errors come back as the same core errors a
local call raises (NotFound, Forbidden, InvalidTransition...), so surfaces handle both alike.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any
from urllib.parse import urlsplit

import httpx
import msgspec
from teambrain.core import audit
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


def check_url(url: str) -> str:
    """A server URL as the client uses it (scheme and host, no trailing slash), or a clear error."""
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
    return url


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
    ) -> None:
        if not token:
            raise Forbidden(
                f"no token for {url}: set TEAMBRAIN_TOKEN, or run `teambrain login {url}`"
            )
        self.url = check_url(url)
        verify: Any = ca_file if ca_file else True
        self._http = httpx.Client(
            base_url=self.url + api.PREFIX,
            headers={"Authorization": f"Bearer {token}", "User-Agent": "teambrain-cli"},
            timeout=timeout,
            verify=verify,
            transport=transport,
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
        try:
            reply = self._http.post(
                name,
                content=msgspec.json.encode(request),
                headers={"Content-Type": "application/json"},
            )
        except httpx.HTTPError as e:
            raise TeambrainError(f"cannot reach the teambrain server at {self.url}: {e}") from e
        if reply.status_code == 200:
            try:
                return msgspec.json.decode(reply.content, type=op.returns)
            except msgspec.DecodeError as e:
                raise TeambrainError(
                    f"the server at {self.url} answered {name} in a form this client does not "
                    f"read ({e}); are both the same teambrain version?"
                ) from e
        raise _error(self.url, reply)

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


def _error(url: str, reply: httpx.Response) -> TeambrainError:
    try:
        body = msgspec.json.decode(reply.content, type=api.ErrorReply).error
    except msgspec.DecodeError:
        return TeambrainError(
            f"the server at {url} answered HTTP {reply.status_code}: {reply.text[:200]!r}"
        )
    if body.code == "unauthorized":
        return Forbidden(
            f"the server at {url} refused the token ({body.message}); "
            f"run `teambrain login {url}` with your member token"
        )
    return api.error_for(body.code, body.message)
