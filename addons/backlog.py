"""Captures waiting at their response's end for room in a full capture queue.

When capture falls behind, dropping at once would lose captures a moment's wait could keep:
instead the end of the HTTP message (after its last byte, which the client already has) is
held, first come first queued, until the capture worker takes a capture off its queue and
wakes this backlog (CaptureWorker.on_room), at most `capture.hold_full_seconds`. Only then is
the capture dropped, counted, logged and reported (core/capture/overload.py).

Invariants kept here: never blocking the event loop (waiting is an awaited future); first
come first queued (a new capture never takes the room a held one waits for); a capture that
stops waiting leaves the line at once, so nothing it holds outlives its wait.
"""

from __future__ import annotations

import asyncio
from collections import deque
from collections.abc import Callable

Offer = Callable[[], bool]
"""Queue the waiting capture if there is room now (CaptureWorker.submit without dropping);
whether it was."""


class Backlog:
    """The held captures, in arrival order, woken from the capture worker's thread."""

    def __init__(self) -> None:
        self._line: deque[tuple[Offer, asyncio.Future[bool]]] = deque()
        self._loop: asyncio.AbstractEventLoop | None = None

    def __bool__(self) -> bool:
        return bool(self._line)

    def wake(self) -> None:
        """There may be room now (called from the capture worker's thread)."""
        loop = self._loop
        if loop is not None and self._line:
            loop.call_soon_threadsafe(self._admit)

    async def wait(self, offer: Offer, seconds: float) -> bool:
        """Queue the capture as soon as there is room and it is first in line, waiting
        `seconds` at most; whether it was queued."""
        if seconds <= 0:
            return False
        self._loop = asyncio.get_running_loop()
        entry = (offer, self._loop.create_future())
        self._line.append(entry)
        queued = entry[1]
        self._admit()  # room may have come before it was in line
        try:
            await asyncio.wait({queued}, timeout=seconds)
        finally:
            if not queued.done():  # out of time (or the proxy is stopping): out of line
                self._line.remove(entry)
                queued.cancel()
        return not queued.cancelled() and queued.result()

    def _admit(self) -> None:
        """Queue the held captures from the front of the line while there is room."""
        while self._line:
            offer, queued = self._line[0]
            if not offer():
                return
            self._line.popleft()
            queued.set_result(True)
