"""The export's own bounded queue and the thread that empties it.

Capture hands finished spans over and goes on at once: `offer` never blocks and never raises.
Past `queue_size` waiting spans, new ones are dropped and counted (`telemetry.dropped.
queue_full`); a batch the receiver refuses or that times out is dropped and counted too
(`telemetry.dropped.export_failed`), so a slow or absent collector costs spans, never a
capture and never the proxy's time. The counters go to the store with capture's own
(`teambrain stats`). What sends a batch is given (core/telemetry/otlp.py in production).
"""

from __future__ import annotations

import logging
import queue
import threading
from collections import Counter
from collections.abc import Callable, Sequence

from teambrain.core.telemetry.genai import SpanRecord

log = logging.getLogger("teambrain.telemetry")

Send = Callable[[list[SpanRecord]], bool]
"""Sends one batch; True when the receiver took it."""
Count = Callable[[str, int], None]
"""Adds to a persistent counter (the capture worker's `count`)."""

SENT = "telemetry.spans_sent"
DROPPED = "telemetry.dropped."


class SpanSink:
    """Finished spans on their way to the receiver, on a thread of their own."""

    def __init__(
        self, send: Send, count: Count, *, queue_size: int, batch: int, close: Callable[[], None]
    ) -> None:
        self._send = send
        self._count = count
        self._close = close
        self._batch = batch
        self._queue: queue.Queue[SpanRecord | None] = queue.Queue(maxsize=queue_size)
        self._thread = threading.Thread(target=self._run, name="teambrain-telemetry", daemon=True)
        self._lock = threading.Lock()
        self.figures: Counter[str] = Counter()
        """This process's counts since start (sent, dropped by reason), for its status."""

    def start(self) -> None:
        self._thread.start()

    def offer(self, spans: Sequence[SpanRecord]) -> None:
        """Queue spans to send; those that do not fit are dropped and counted."""
        for n, span in enumerate(spans):
            try:
                self._queue.put_nowait(span)
            except queue.Full:
                self.drop("queue_full", len(spans) - n)
                return

    def drop(self, reason: str, n: int = 1) -> None:
        """Count spans that never reached the queue (`telemetry.dropped.<reason>`)."""
        self._tally(DROPPED + reason, n)

    def stop(self, timeout: float = 5.0) -> None:
        """Send what waits (for `timeout` seconds at most), then close the sender."""
        try:
            self._queue.put(None, timeout=timeout)
        except queue.Full:
            pass
        if self._thread.is_alive():
            self._thread.join(timeout)
        try:
            self._close()
        except Exception:
            log.exception("teambrain: the telemetry exporter did not close cleanly")

    def status(self) -> dict[str, int]:
        with self._lock:
            return {"waiting": self._queue.qsize(), **self.figures}

    def _run(self) -> None:
        while True:
            first = self._queue.get()
            if first is None:
                return
            batch = [first]
            stopping = False
            while len(batch) < self._batch:
                try:
                    span = self._queue.get_nowait()
                except queue.Empty:
                    break
                if span is None:
                    stopping = True
                    break
                batch.append(span)
            self._export(batch)
            if stopping:
                return

    def _export(self, batch: list[SpanRecord]) -> None:
        try:
            sent = self._send(batch)
        except Exception:
            log.exception("teambrain: telemetry export failed")
            sent = False
        if sent:
            self._tally(SENT, len(batch))
        else:
            self.drop("export_failed", len(batch))

    def _tally(self, name: str, n: int) -> None:
        with self._lock:
            self.figures[name] += n
        self._count(name, n)
