"""Incremental Server-Sent Events framing over raw byte chunks.

Chunks arrive cut at arbitrary bytes: in the middle of an event, a line, a `\\r\\n` pair or a
multibyte UTF-8 character. The decoder keeps only the unfinished line between calls and
scans each chunk once, so the work per chunk is proportional to the chunk. Lines end in
`\\r\\n`, `\\r` or `\\n` (the SSE grammar); they are decoded as UTF-8 only when whole, with
invalid bytes replaced, so decoding never raises.
"""

from __future__ import annotations

import re

_LINE_END = re.compile(rb"\r\n|\r|\n")
_BOM = "\ufeff"

SSEEvent = tuple[str | None, str]
"""(event name or None, data): the data lines of one event joined by newlines."""


class SSEDecoder:
    """Turns a byte stream into (event, data) pairs as the events complete."""

    def __init__(self) -> None:
        self._line = bytearray()  # the unfinished line carried to the next chunk
        self._skip_lf = False  # the last chunk ended in `\r`: a leading `\n` belongs to it
        self._started = False
        self._event: str | None = None
        self._data: list[str] = []

    def feed(self, chunk: bytes) -> list[SSEEvent]:
        """Consume one chunk; return the events it completes, in order."""
        events: list[SSEEvent] = []
        if not chunk:
            return events
        start = 0
        if self._skip_lf:
            self._skip_lf = False
            if chunk[0] == 0x0A:
                start = 1
        for match in _LINE_END.finditer(chunk, start):
            if self._line:
                self._line += chunk[start : match.start()]
                raw = bytes(self._line)
                self._line.clear()
            else:
                raw = chunk[start : match.start()]
            self._line_done(raw, events)
            start = match.end()
        if chunk.endswith(b"\r"):
            self._skip_lf = True
        self._line += chunk[start:]
        return events

    def flush(self) -> list[SSEEvent]:
        """End of stream: an event whose lines all ended is taken without its blank line.

        A line cut off mid-way is dropped with its event: its data is incomplete.
        """
        events: list[SSEEvent] = []
        if self._line:
            self._line.clear()
            self._data = []
        self._dispatch(events)
        self._skip_lf = False
        return events

    def _line_done(self, raw: bytes, events: list[SSEEvent]) -> None:
        line = raw.decode("utf-8", errors="replace")
        if not self._started:
            self._started = True
            if line.startswith(_BOM):
                line = line[1:]
        if not line:
            self._dispatch(events)
            return
        if line[0] == ":":  # a comment (keep-alive)
            return
        field, sep, value = line.partition(":")
        if sep and value.startswith(" "):
            value = value[1:]
        if field == "data":
            self._data.append(value)
        elif field == "event":
            self._event = value
        # `id`, `retry` and unknown fields carry nothing we parse

    def _dispatch(self, events: list[SSEEvent]) -> None:
        if self._data:
            events.append((self._event or None, "\n".join(self._data)))
        self._event = None
        self._data = []
