"""Captures lost because capture fell behind: counted, logged at a bounded rate, and left
where `teambrain doctor` looks, so an overload never shows only in a counter.

Each gateway process keeps one small file, `overload-<pid>.json`, beside the host's copy of
the store (the LMDB store's directory, or a database store's outbox directory): how many
captures it dropped for falling behind, by reason, and when the first and the last were.
`doctor` reads every such file and is DEGRADED while one reports a drop within RECENT
seconds. The file holds counts and times only, never anything captured.

Invariants kept here: at most one log line per `every` seconds (a flood of drops is one
line with its count, not a line each); the file is replaced whole (a reader never sees half
of it); nothing here ever raises into the capture path.
"""

from __future__ import annotations

import logging
import os
import threading
import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path

import msgspec

log = logging.getLogger("teambrain.capture")

BEHIND = frozenset({"queue_full", "queue_bytes_full"})
"""Drop reasons that mean capture fell behind the traffic (not a capture's own fault)."""
LOG_EVERY = 10.0
"""Seconds between two log lines about drops, at least."""
RECENT = 3600.0
"""How long after its last drop for falling behind a gateway keeps `doctor` DEGRADED."""
KEPT = 7 * 86400.0
"""How long a report is kept after it was last written: the ones older are deleted by the
next report written beside them, so reports of gateways long gone do not pile up."""
_PREFIX = "overload-"


class Overload(msgspec.Struct):
    """What one gateway process dropped for falling behind."""

    pid: int
    first_at: float
    last_at: float
    dropped: dict[str, int]


class OverloadLog:
    """Counts a process's drops for falling behind, logs them and reports them to doctor."""

    def __init__(
        self,
        where: Path | None,
        *,
        every: float = LOG_EVERY,
        clock: Callable[[], float] = time.time,
    ) -> None:
        self.where = where
        self.every = every
        self.clock = clock
        self._lock = threading.Lock()
        self._total: Counter[str] = Counter()
        self._unlogged: Counter[str] = Counter()
        self._first_at = 0.0
        self._last_at = 0.0
        self._logged_at: float | None = None

    def dropped(self, reason: str) -> None:
        """Count one capture dropped for `reason`; log and report it unless one was lately."""
        if reason not in BEHIND:
            return
        now = self.clock()
        with self._lock:
            self._total[reason] += 1
            self._unlogged[reason] += 1
            self._first_at = self._first_at or now
            self._last_at = now
            due = self._logged_at is None or now - self._logged_at >= self.every
        if due:
            self.flush()

    def flush(self) -> None:
        """Log and report the drops not yet told (the worker calls this when it is idle)."""
        with self._lock:
            if not self._unlogged:
                return
            unlogged, self._unlogged = self._unlogged, Counter()
            since, self._logged_at = self._logged_at, self.clock()
            report = Overload(os.getpid(), self._first_at, self._last_at, dict(self._total))
        n = sum(unlogged.values())
        why = ", ".join(f"{k} {v:,}" for k, v in sorted(unlogged.items()))
        log.error(  # an error: a capture is lost (and mitmdump --quiet shows only errors)
            "teambrain: capture fell behind: %s dropped%s (%s) after waiting up to"
            " capture.hold_full_seconds; clients were not touched. Add sanitizer workers"
            " ([sanitizer] workers) or gateway hosts; `teambrain doctor` shows it",
            f"{n:,} capture" + ("s" if n != 1 else ""),
            "" if since is None else f" in the last {report.last_at - since:,.0f} s",
            why,
        )
        self._write(report)

    def _write(self, report: Overload) -> None:
        if self.where is None:
            return
        path = self.where / f"{_PREFIX}{report.pid}.json"
        tmp = path.with_suffix(".tmp")
        try:
            fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
            with os.fdopen(fd, "wb") as f:
                f.write(msgspec.json.encode(report))
            os.replace(tmp, path)
            for old in self.where.glob(f"{_PREFIX}*.json"):
                if self.clock() - old.stat().st_mtime > KEPT:
                    old.unlink(missing_ok=True)
        except OSError as e:
            log.warning("teambrain: could not report the drops to doctor (%s): %s", path, e)


def recent(where: Path, now: float | None = None) -> list[Overload]:
    """The overloads reported in `where` whose last drop was within RECENT seconds."""
    now = time.time() if now is None else now
    found: list[Overload] = []
    try:
        files = sorted(where.glob(f"{_PREFIX}*.json"))
    except OSError:
        return found
    for path in files:
        try:
            report = msgspec.json.decode(path.read_bytes(), type=Overload)
        except (OSError, msgspec.DecodeError):
            continue
        if now - report.last_at <= RECENT:
            found.append(report)
    return found
