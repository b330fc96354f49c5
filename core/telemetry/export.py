"""The capture side of the telemetry export: each stored capture's spans, handed to the sink.

Built by the capture worker only when `[telemetry] enabled` is set, and only then is the
OpenTelemetry SDK imported (core/telemetry/otlp.py): a proxy without export loads none of it.
Called after a capture is stored, on the thread that stored it (the capture worker's group
commit, or the outbox drainer's on a database store), never on the proxy's event loop; it maps the records to
spans and queues them, and never raises into capture.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from functools import partial

from teambrain.core.config import TelemetryConfig
from teambrain.core.identity import IdKeys
from teambrain.core.records.episodes import CaptureRecord, WriteOutcome
from teambrain.core.telemetry.genai import SpanOptions, SpanRecord, spans_of
from teambrain.core.telemetry.sink import Count, SpanSink

log = logging.getLogger("teambrain.telemetry")


class CaptureTelemetry:
    """Stored captures -> GenAI spans -> the export's queue."""

    def __init__(
        self, sink: SpanSink, config: TelemetryConfig, keys: Callable[[], IdKeys | None]
    ) -> None:
        self.sink = sink
        self._keys = keys
        self._options = SpanOptions(content=config.content, owner_names=config.owner_names)

    def stored(self, record: CaptureRecord, outcome: WriteOutcome) -> None:
        """Queue the spans a stored capture completes (core/episodes/writes.py Stored)."""
        try:
            spans = self._spans(record, outcome)
        except Exception:
            log.exception("teambrain: a capture could not be turned into spans")
            self.sink.drop("unmapped")
            return
        if spans is None:
            self.sink.drop("no_key")  # the store's secret is not known yet: never a name in clear
            return
        self.sink.offer(spans)

    def _spans(self, record: CaptureRecord, outcome: WriteOutcome) -> list[SpanRecord] | None:
        keys = self._keys()
        if keys is None and self._options.owner_names == "hashed":
            return None
        owner_id = partial(keys.hashed, "owner") if keys is not None else str
        return spans_of(record, outcome.answered, self._options, owner_id)

    def stop(self, timeout: float = 5.0) -> None:
        self.sink.stop(timeout)

    def status(self) -> dict[str, int]:
        return self.sink.status()


def capture_telemetry(
    config: TelemetryConfig, count: Count, keys: Callable[[], IdKeys | None]
) -> CaptureTelemetry | None:
    """The export for a capture worker, started; None when the config leaves it off."""
    if not config.enabled:
        return None
    from teambrain.core.telemetry.otlp import otlp_sink  # the SDK: only when enabled

    return CaptureTelemetry(otlp_sink(config, count), config, keys)
