"""A running capture summary on the proxy's terminal: nobody should have to run `episodes list`
to learn that the proxy captures.

The first stored capture is said at once; after that, one line every `teambrain_summary`
seconds when anything happened in that window: captured (and how many partial or failed),
dropped (by reason), and connections to an upstream that failed. Idle windows print nothing.
`teambrain proxy --quiet` turns it off.

An upstream the proxy cannot reach is said at once too, once per address: its client only
gets mitmproxy's 502 Bad Gateway, and through the HTTPS proxy the failure comes at CONNECT,
before there is an exchange to capture or count, so without this line a proxy that reaches
nothing looks exactly like an idle one.

It writes to the terminal itself (stderr): `teambrain proxy` runs mitmdump with its own log
quiet, and a summary a person asked for must not depend on mitmproxy's log level.
"""

from __future__ import annotations

import asyncio
import contextlib
import sys
import time
from collections import Counter
from collections.abc import Mapping
from typing import TYPE_CHECKING, TextIO

from mitmproxy import ctx

if TYPE_CHECKING:
    from teambrain.addons.capture import Capture

CHECK_SECONDS = 1.0
"""How often the tally is read: the first capture is said within about this long."""


class Tally:
    """What the capture worker has counted, at one moment."""

    def __init__(
        self,
        captured: int = 0,
        by_status: Mapping[str, int] | None = None,
        dropped: Mapping[str, int] | None = None,
        unreachable: int = 0,
    ) -> None:
        self.captured = captured
        self.by_status = Counter(by_status or {})
        self.dropped = Counter(dropped or {})
        self.unreachable = unreachable
        """Connections to an upstream that failed (the client got a 502)."""

    def since(self, earlier: Tally) -> Tally:
        return Tally(
            self.captured - earlier.captured,
            self.by_status - earlier.by_status,
            self.dropped - earlier.dropped,
            self.unreachable - earlier.unreachable,
        )

    def quiet(self) -> bool:
        return not self.captured and not sum(self.dropped.values()) and not self.unreachable


def summary_line(window: Tally, total: Tally, seconds: float, clock: str) -> str:
    """`teambrain 14:05:10: last 60 s: 12 captured (1 partial), 0 dropped; 231 since start`."""
    odd = ", ".join(f"{n} {status}" for status, n in sorted(window.by_status.items()) if n)
    dropped = sum(window.dropped.values())
    why = ", ".join(f"{n} {reason}" for reason, n in sorted(window.dropped.items()) if n)
    return (
        f"teambrain {clock}: last {seconds:.0f} s: {window.captured:,} captured"
        + (f" ({odd})" if odd else "")
        + f", {dropped:,} dropped"
        + (f" ({why})" if why else "")
        + (f", {window.unreachable:,} upstream unreachable" if window.unreachable else "")
        + f"; {total.captured:,} captured, {sum(total.dropped.values()):,} dropped since start"
    )


def unreachable_line(address: str, error: str) -> str:
    """Said once per upstream the proxy could not connect to."""
    return (
        f"teambrain: cannot reach {address} ({error}); its client got 502 Bad Gateway "
        "(check this machine's network, or the gateway listener's upstream; later failures "
        "are counted in the summary)"
    )


class CaptureSummary:
    """Prints the capture tally of the capture addon it is given."""

    def __init__(self, capture: Capture, out: TextIO | None = None) -> None:
        self.capture = capture
        self.out = out
        self._task: asyncio.Task | None = None
        self._unreachable = 0
        self._said_unreachable: set[str] = set()
        self._not_attempted: set[str] = set()

    def load(self, loader) -> None:  # noqa: ANN001 - mitmproxy's Loader
        loader.add_option(
            "teambrain_summary",
            int,
            60,
            "Seconds between capture summaries on the terminal (0: none).",
        )

    def running(self) -> None:
        if ctx.options.teambrain_summary > 0 and self._task is None:
            self._task = asyncio.get_running_loop().create_task(self._run())

    def done(self) -> None:
        if self._task is not None:
            self._task.cancel()
            self._task = None

    def server_connect(self, data) -> None:  # noqa: ANN001 - ServerConnectionHookData
        if data.server.error:  # refused by mitmproxy before any attempt (a request to itself)
            self._not_attempted.add(data.server.id)

    def server_connect_error(self, data) -> None:  # noqa: ANN001 - ServerConnectionHookData
        if data.server.id in self._not_attempted:
            self._not_attempted.discard(data.server.id)
            return
        if ctx.options.teambrain_summary <= 0:
            return
        self._unreachable += 1
        server = data.server
        address = f"{server.address[0]}:{server.address[1]}" if server.address else "the upstream"
        if address not in self._said_unreachable and len(self._said_unreachable) < 100:
            self._said_unreachable.add(address)
            self._say(unreachable_line(address, server.error or "connection failed"))

    def _tally(self) -> Tally:
        worker = self.capture.worker
        if worker is None:
            return Tally(unreachable=self._unreachable)
        return Tally(worker.captured, worker.by_status, worker.drops, self._unreachable)

    def _say(self, line: str) -> None:
        out = self.out or sys.stderr
        with contextlib.suppress(OSError, ValueError):  # a closed terminal loses only the line
            out.write(line + "\n")
            out.flush()

    async def _run(self) -> None:
        start = last = self._tally()
        said_first = False
        window_start = time.monotonic()
        while True:
            await asyncio.sleep(CHECK_SECONDS)
            now = self._tally()
            if not said_first and now.captured > start.captured:
                said_first = True
                self._say(
                    "teambrain: first exchange captured (`teambrain episodes list` shows it; "
                    f"a summary follows every {ctx.options.teambrain_summary} s of activity)"
                )
            elapsed = time.monotonic() - window_start
            if elapsed < ctx.options.teambrain_summary:
                continue
            window = now.since(last)
            if not window.quiet():
                self._say(
                    summary_line(window, now.since(start), elapsed, time.strftime("%H:%M:%S"))
                )
            last, window_start = now, time.monotonic()
