"""Every operation a surface may ask, declared once: the Service protocol.

Each method marked `@operation(Body, acts=...)` is an operation: its name is the method's
and the API path's last segment, its request is Body (core/service/requests.py), its result
is the return annotation, and `acts` says it changes the store (audited with the caller's
channel, tried again once over the network under the same request id). OPERATIONS is read
from here by the API server (server/app.py), the remote client (core/service/remote.py,
which has no method of its own per operation), and the answer shapes (core/service/answers.py);
LocalService (core/service/facade.py) implements the protocol, which mypy checks, and
tests/server/test_operations.py walks every operation through all of them.

Light on purpose: the result types are named for the type checker only, so the remote
client loads none of the modules that compute them.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, NamedTuple, Protocol, TypeVar

from teambrain.core.service import requests as rq

if TYPE_CHECKING:
    from datetime import datetime

    from teambrain.core import audit
    from teambrain.core.governance import ceremony, decay, reflect
    from teambrain.core.knowledge import entries as knowledge
    from teambrain.core.knowledge import search as knowledge_search
    from teambrain.core.operations import stats
    from teambrain.core.recall import search as recall
    from teambrain.core.recall.options import RecallOptions
    from teambrain.core.records import governance
    from teambrain.core.records.episodes import Status
    from teambrain.core.service.facade import ExchangeView, Identity, SessionExport
    from teambrain.core.timeline import sessions as timeline
    from teambrain.core.usage import report as usage_report
    from teambrain.core.usage.options import By

F = TypeVar("F", bound=Callable[..., Any])


class Operation(NamedTuple):
    name: str
    """The facade method, and the path's last segment."""
    request: type[rq.Request]
    acts: bool = False
    """Changes the store (audited with the caller's channel)."""

    def invoke(self, service: Any, request: rq.Request) -> Any:
        """The facade call a request stands for, on `service`."""
        args, kwargs = request.arguments()
        return getattr(service, self.name)(*args, **kwargs)


def operation(request: type[rq.Request], *, acts: bool = False) -> Callable[[F], F]:
    """Mark a protocol method as an operation with this request body."""

    def mark(method: F) -> F:
        method.__operation__ = (request, acts)  # type: ignore[attr-defined]
        return method

    return mark


class Service(Protocol):
    """What a surface may ask. Both LocalService and RemoteService provide all of it."""

    @property
    def owner(self) -> str: ...

    @operation(rq.NoArgs)
    def whoami(self) -> Identity: ...

    @operation(rq.ListExchangesArgs)
    def list_exchanges(
        self,
        *,
        limit: int = 20,
        session: str | None = None,
        since: datetime | None = None,
        model: str | None = None,
        status: Status | None = None,
    ) -> list[ExchangeView]: ...

    @operation(rq.RefArgs)
    def show_exchange(self, ref: str) -> ExchangeView: ...

    @operation(rq.RecallArgs)
    def recall(self, options: RecallOptions) -> recall.RecallResult: ...

    @operation(rq.HistoryArgs)
    def list_sessions(self, *, limit: int = 20) -> list[timeline.SessionSummary]: ...

    @operation(rq.RefArgs)
    def show_session(self, ref: str) -> timeline.Timeline: ...

    @operation(rq.ExportArgs)
    def export_session(self, ref: str, *, format: rq.ExportFormat = "json") -> SessionExport: ...

    @operation(rq.NoArgs)
    def review_queue(self) -> list[knowledge.ReviewItem]: ...

    @operation(rq.NoArgs)
    def reflection_today(self) -> list[reflect.ReflectionReport]: ...

    @operation(rq.RefArgs)
    def review_show(self, ref: str) -> governance.ReviewDetail: ...

    @operation(rq.RefArgs, acts=True)
    def approve(self, ref: str) -> knowledge.KnowledgeEntry: ...

    @operation(rq.ReasonArgs, acts=True)
    def reject(self, ref: str, *, reason: str = "") -> knowledge.KnowledgeEntry: ...

    @operation(rq.SaveArgs, acts=True)
    def save(self, text: str) -> knowledge.KnowledgeEntry: ...

    @operation(rq.ListEntriesArgs)
    def list_entries(
        self, *, states: Sequence[str] = (), mine: bool = False
    ) -> list[knowledge.KnowledgeEntry]: ...

    @operation(rq.RefArgs)
    def show_entry(self, ref: str) -> knowledge.EntryView: ...

    @operation(rq.SearchArgs)
    def search_knowledge(
        self, query: str, *, limit: int = 5
    ) -> knowledge_search.KnowledgeSearchResult: ...

    @operation(rq.ReasonArgs, acts=True)
    def flag(self, ref: str, *, reason: str = "") -> knowledge.KnowledgeEntry: ...

    @operation(rq.RefArgs, acts=True)
    def keep(self, ref: str) -> knowledge.KnowledgeEntry: ...

    @operation(rq.RefArgs, acts=True)
    def quarantine(self, ref: str) -> knowledge.KnowledgeEntry: ...

    @operation(rq.RefArgs, acts=True)
    def restore(self, ref: str) -> knowledge.KnowledgeEntry: ...

    @operation(rq.RefArgs, acts=True)
    def archive(self, ref: str) -> knowledge.KnowledgeEntry: ...

    @operation(rq.NoArgs)
    def agenda(self) -> ceremony.Agenda: ...

    @operation(rq.DecideArgs, acts=True)
    def decide(self, decisions: Sequence[tuple[str, str]]) -> ceremony.BatchOutcome: ...

    @operation(rq.HistoryArgs)
    def ceremony_history(self, *, limit: int = 20) -> list[ceremony.Ceremony]: ...

    @operation(rq.NoArgs)
    def decay_review(self) -> decay.DecayReview: ...

    @operation(rq.LimitArgs)
    def audit(self, *, limit: int = 50) -> list[audit.AuditRecord]: ...

    @operation(rq.NoArgs)
    def stats(self) -> stats.Stats: ...

    @operation(rq.UsageArgs)
    def usage(
        self,
        *,
        by: By = "model",
        since: datetime | None = None,
        until: datetime | None = None,
        team: bool = False,
    ) -> usage_report.UsageReport: ...


OPERATIONS: dict[str, Operation] = {
    name: Operation(name, *member.__operation__)
    for name, member in vars(Service).items()
    if hasattr(member, "__operation__")
}
