"""Spans sent over OTLP/HTTP with the OpenTelemetry SDK's exporter.

The only module that imports the SDK, and it is imported only when `[telemetry] enabled` is
set (the SDK and the protobuf runtime take a noticeable part of a second to load). Each span
is handed to the exporter as a finished SDK span with the ids and times of its records
(core/telemetry/genai.py), so spans sent turns apart still form one trace.
"""

from __future__ import annotations

from importlib.metadata import PackageNotFoundError, version

from opentelemetry.exporter.otlp.proto.http.trace_exporter import OTLPSpanExporter
from opentelemetry.sdk.resources import Resource
from opentelemetry.sdk.trace import ReadableSpan
from opentelemetry.sdk.trace.export import SpanExportResult
from opentelemetry.sdk.util.instrumentation import InstrumentationScope
from opentelemetry.trace import SpanContext, SpanKind, Status, StatusCode, TraceFlags
from teambrain.core.config import TelemetryConfig
from teambrain.core.telemetry.genai import SCHEMA_URL, SpanRecord
from teambrain.core.telemetry.sink import Count, SpanSink

KINDS = {"client": SpanKind.CLIENT, "internal": SpanKind.INTERNAL}


def _teambrain_version() -> str:
    try:
        return version("teambrain")
    except PackageNotFoundError:
        return "0"


class OtlpSender:
    """Sends batches of SpanRecords to one OTLP/HTTP endpoint."""

    def __init__(self, config: TelemetryConfig) -> None:
        self._exporter = OTLPSpanExporter(
            endpoint=config.endpoint,
            headers=config.headers or None,
            timeout=config.timeout_seconds,
        )
        self._resource = Resource.create(
            {"service.name": config.service_name, "service.version": _teambrain_version()}
        )
        self._scope = InstrumentationScope("teambrain", _teambrain_version(), schema_url=SCHEMA_URL)

    def __call__(self, spans: list[SpanRecord]) -> bool:
        result = self._exporter.export([self._readable(s) for s in spans])
        return result is SpanExportResult.SUCCESS

    def close(self) -> None:
        self._exporter.shutdown()

    def _readable(self, span: SpanRecord) -> ReadableSpan:
        def context(span_id: int) -> SpanContext:
            return SpanContext(
                span.trace_id, span_id, is_remote=False, trace_flags=TraceFlags(TraceFlags.SAMPLED)
            )

        return ReadableSpan(
            name=span.name,
            context=context(span.span_id),
            parent=context(span.parent_span_id) if span.parent_span_id else None,
            resource=self._resource,
            attributes=span.attributes,
            kind=KINDS[span.kind],
            status=Status(StatusCode.ERROR) if span.error else Status(StatusCode.UNSET),
            start_time=span.start_ns,
            end_time=span.end_ns,
            instrumentation_scope=self._scope,
        )


def otlp_sink(config: TelemetryConfig, count: Count) -> SpanSink:
    """A started sink that sends to the configured endpoint."""
    sender = OtlpSender(config)
    sink = SpanSink(
        sender, count, queue_size=config.queue_size, batch=config.batch, close=sender.close
    )
    sink.start()
    return sink
