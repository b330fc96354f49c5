"""The export's queue and sender (core/telemetry/sink.py, otlp.py, export.py): bounded, counted,
never in capture's way; what the SDK's OTLP/HTTP exporter sends, decoded as a receiver reads it.
"""

from __future__ import annotations

import gzip
import threading
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from http.server import ThreadingHTTPServer

import pytest
from teambrain.core.config import TelemetryConfig
from teambrain.core.identity import IdKeys
from teambrain.core.records.episodes import CaptureRecord, Episode, Usage, WriteOutcome
from teambrain.core.telemetry.export import CaptureTelemetry
from teambrain.core.telemetry.genai import SpanRecord
from teambrain.core.telemetry.otlp import otlp_sink
from teambrain.core.telemetry.sink import SpanSink

from tests.fakes.http import FakeHandler

T0 = datetime(2026, 11, 2, 9, 0, tzinfo=UTC)


def span(n: int) -> SpanRecord:
    return SpanRecord(
        name=f"chat m{n}",
        kind="client",
        trace_id=n + 1,
        span_id=n + 1,
        parent_span_id=None,
        start_ns=1,
        end_ns=2,
        attributes={"n": n},
    )


class Counts:
    def __init__(self) -> None:
        self.seen: dict[str, int] = {}
        self.changed = threading.Condition()

    def __call__(self, name: str, n: int) -> None:
        with self.changed:
            self.seen[name] = self.seen.get(name, 0) + n
            self.changed.notify_all()

    def wait_for(self, name: str, n: int) -> None:
        with self.changed:
            assert self.changed.wait_for(lambda: self.seen.get(name, 0) >= n, timeout=30)


def test_a_full_queue_drops_and_counts_and_never_blocks() -> None:
    entered, release = threading.Event(), threading.Event()
    sent: list[list[SpanRecord]] = []

    def send(batch: list[SpanRecord]) -> bool:
        entered.set()
        release.wait(30)  # the receiver is stuck until the test lets go
        sent.append(batch)
        return True

    counts = Counts()
    sink = SpanSink(send, counts, queue_size=3, batch=2, close=lambda: None)
    sink.start()
    sink.offer([span(0)])
    assert entered.wait(30)  # the thread took span 0 and waits in send: the queue is empty
    sink.offer([span(1), span(2), span(3), span(4), span(5)])  # three fit
    assert counts.seen == {"telemetry.dropped.queue_full": 2}
    release.set()
    sink.stop()
    assert [s.attributes["n"] for batch in sent for s in batch] == [0, 1, 2, 3]
    assert counts.seen["telemetry.spans_sent"] == 4
    assert sink.status() == {
        "waiting": 0,
        "telemetry.dropped.queue_full": 2,
        "telemetry.spans_sent": 4,
    }


def test_a_refused_or_failing_export_is_counted_as_dropped() -> None:
    answers = iter([False, RuntimeError("connection reset")])

    def send(batch: list[SpanRecord]) -> bool:
        answer = next(answers)
        if isinstance(answer, Exception):
            raise answer
        return answer

    counts = Counts()
    sink = SpanSink(send, counts, queue_size=10, batch=1, close=lambda: None)
    sink.start()
    sink.offer([span(0), span(1)])
    counts.wait_for("telemetry.dropped.export_failed", 2)
    sink.stop()


class Receiver(ThreadingHTTPServer):
    """An OTLP/HTTP traces endpoint that keeps each request it decodes."""

    daemon_threads = True

    def __init__(self, status: int = 200) -> None:
        from opentelemetry.proto.collector.trace.v1.trace_service_pb2 import (
            ExportTraceServiceRequest,
        )

        self.requests: list = []
        self.arrived = threading.Condition()
        receiver = self

        class Handler(FakeHandler):
            def do_POST(self) -> None:
                body = self.rfile.read(int(self.headers["Content-Length"]))
                if self.headers.get("Content-Encoding") == "gzip":
                    body = gzip.decompress(body)
                request = ExportTraceServiceRequest()
                request.ParseFromString(body)
                with receiver.arrived:
                    receiver.requests.append((self.path, dict(self.headers), request))
                    receiver.arrived.notify_all()
                self.send_response(status)
                self.send_header("Content-Length", "0")
                self.end_headers()

        super().__init__(("127.0.0.1", 0), Handler)

    @property
    def endpoint(self) -> str:
        return f"http://127.0.0.1:{self.server_address[1]}/v1/traces"

    def spans(self, n: int) -> list:
        with self.arrived:
            found = lambda: [  # noqa: E731
                (rs.resource, ss.scope, ss.schema_url, s)
                for _, _, r in self.requests
                for rs in r.resource_spans
                for ss in rs.scope_spans
                for s in ss.spans
            ]
            assert self.arrived.wait_for(lambda: len(found()) >= n, timeout=30)
            return found()


@pytest.fixture
def receiver() -> Iterator[Receiver]:
    server = Receiver()
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield server
    server.shutdown()
    server.server_close()


def test_the_sdk_exporter_sends_the_spans_as_recorded(receiver: Receiver) -> None:
    config = TelemetryConfig(
        enabled=True, endpoint=receiver.endpoint, headers={"x-team": "blue"}, service_name="tb"
    )
    counts = Counts()
    telemetry = CaptureTelemetry(otlp_sink(config, counts), config, lambda: IdKeys(b"s"))
    ep = Episode(
        id="01KB0000000000000000000001",
        owner="alice",
        session_id="s1",
        provider="anthropic",
        model="claude-sonnet-4-5",
        started_at=T0,
        ended_at=T0 + timedelta(seconds=2),
        usage=Usage(input_tokens=10, output_tokens=5, cache_read_tokens=100),
    )
    telemetry.stored(CaptureRecord(episode=ep), WriteOutcome())
    (resource, scope, schema_url, got) = receiver.spans(1)[0]
    telemetry.stop()
    path, headers, _ = receiver.requests[0]
    assert path == "/v1/traces" and headers["x-team"] == "blue"
    assert {a.key: a.value.string_value for a in resource.attributes}["service.name"] == "tb"
    assert scope.name == "teambrain" and schema_url == "https://opentelemetry.io/schemas/1.41.0"
    assert got.name == "chat claude-sonnet-4-5" and got.kind == got.SPAN_KIND_CLIENT
    assert got.start_time_unix_nano == int(T0.timestamp()) * 10**9
    assert got.end_time_unix_nano - got.start_time_unix_nano == 2 * 10**9
    attributes = {a.key: a.value for a in got.attributes}
    assert attributes["gen_ai.usage.input_tokens"].int_value == 110
    assert attributes["gen_ai.usage.cache_read.input_tokens"].int_value == 100
    assert attributes["user.id"].string_value.startswith("o-")
    counts.wait_for("telemetry.spans_sent", 1)


def test_no_store_secret_yet_means_no_span_rather_than_a_name_in_clear() -> None:
    counts = Counts()
    sink = SpanSink(lambda batch: True, counts, queue_size=10, batch=10, close=lambda: None)
    telemetry = CaptureTelemetry(sink, TelemetryConfig(enabled=True), lambda: None)
    ep = Episode(
        id="x", owner="alice", session_id="s", provider="anthropic", started_at=T0, ended_at=T0
    )
    telemetry.stored(CaptureRecord(episode=ep), WriteOutcome())
    assert counts.seen == {"telemetry.dropped.no_key": 1}
