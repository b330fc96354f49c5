"""A damaged outbox never stops a gateway: it is set aside, a fresh one takes its place,
and what can still be read of it is copied over.

The outbox is checked each time a process opens it (datafile.py: the meta pages and the
file's length, with plain reads; walk.py: every tree, in a child process). A damaged one
(truncated by a full disk or a crash, junk written into it) is moved into
`damaged-<UTC time>/` inside the outbox directory and kept there for inspection; the
waiting captures and dead letters that still read are copied into the fresh outbox in
their order, each with its original queueing time: read through the trees from both ends,
and when that misses some (a file cut short loses its queue's root) page by page
(pagescan.py; a capture already sent and read back from a stale page is harmless: the
database skips an episode it holds). What was set aside, why, and how much was saved is
written beside it (salvage.json), said in the log, and shown by `teambrain doctor` until
someone deletes the directory.
"""

from __future__ import annotations

import fcntl
import logging
import os
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from datetime import UTC, datetime
from pathlib import Path
from typing import Protocol

import msgspec
from teambrain.core.store.lmdb import pagescan, walk
from teambrain.core.store.lmdb.datafile import damage

log = logging.getLogger("teambrain.store")

PREFIX = "damaged-"
REPORT = "salvage.json"


class SetAside(msgspec.Struct, kw_only=True):
    """One damaged outbox kept for inspection."""

    file: str
    """The damaged data file, where it now lies."""
    reason: str
    at: str
    """When it was set aside (ISO 8601, UTC)."""
    salvaged: int
    """Waiting captures copied into the fresh outbox."""
    waiting: int | None
    """Waiting captures the damaged outbox said it held (None: that could not be read)."""
    dead_salvaged: int = 0


class Restorable(Protocol):
    def restore(self, records: list[bytes], *, dead: bool) -> int:
        """Queue stamped records as they were; how many fitted."""
        ...


def check(path: Path) -> str | None:
    """Why the outbox environment at `path` is damaged, or None (also when its data file
    is missing or empty: LMDB starts it anew)."""
    data = path / "data.mdb"
    reason = damage(data)
    if reason is None and data.exists() and data.stat().st_size:
        reason = walk.check(path)
    return reason


@contextmanager
def opening(path: Path) -> Iterator[None]:
    """One process at a time checks and opens (or repairs) the host's outbox."""
    fd = os.open(path / "open.lock", os.O_RDWR | os.O_CREAT, 0o600)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX)
        yield
    finally:
        os.close(fd)  # closing drops the flock


def hold(path: Path) -> int:
    """Mark the outbox as open in this process until the returned descriptor is closed (a
    shared flock: the kernel drops it when the process dies, kill -9 included)."""
    fd = os.open(path / "in-use.lock", os.O_RDWR | os.O_CREAT, 0o600)
    fcntl.flock(fd, fcntl.LOCK_SH)
    return fd


@contextmanager
def alone(held: int) -> Iterator[bool]:
    """Whether no other process has the outbox open, held true for the block. A damaged
    outbox is set aside only then: another process would go on writing into the file set
    aside, and its captures would never be sent."""
    try:
        fcntl.flock(held, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        yield False
        return
    try:
        yield True
    finally:
        fcntl.flock(held, fcntl.LOCK_SH)


def repair[T: Restorable](path: Path, reason: str, fresh: Callable[[], T]) -> T:
    """Set the damaged outbox at `path` aside, open a fresh one, copy what still reads."""
    aside = _set_aside(path)
    outbox = fresh()
    waiting = walk.count(aside, "queue")
    dead = _readable(aside, "dead")
    queue = _readable(aside, "queue")
    if waiting is None or len(queue) < waiting:
        queue.update(_scanned(aside, queue, dead))
    report = SetAside(
        file=str(aside / "data.mdb"),
        reason=reason,
        at=datetime.now(UTC).isoformat(timespec="seconds"),
        salvaged=outbox.restore(_ordered(queue), dead=False),
        waiting=waiting,
        dead_salvaged=outbox.restore(_ordered(dead), dead=True),
    )
    (aside / REPORT).write_bytes(msgspec.json.encode(report))
    of = "?" if report.waiting is None else f"{report.waiting:,}"
    # a warning, not an error: mitmproxy ends a gateway that logs an error while starting
    log.warning(
        "teambrain: the outbox at %s was damaged (%s): set aside at %s for inspection, a"
        " fresh outbox started, %s of %s waiting captures salvaged",
        path,
        reason,
        report.file,
        f"{report.salvaged:,}",
        of,
    )
    return outbox


def set_aside(path: Path) -> list[SetAside]:
    """The damaged outboxes kept in the outbox directory `path`, oldest first."""
    found = []
    for report in sorted(path.glob(f"{PREFIX}*/{REPORT}")):
        try:
            found.append(msgspec.json.decode(report.read_bytes(), type=SetAside))
        except (OSError, msgspec.DecodeError):
            found.append(
                SetAside(
                    file=str(report.parent / "data.mdb"),
                    reason="its salvage report cannot be read",
                    at="",
                    salvaged=0,
                    waiting=None,
                )
            )
    return found


def _set_aside(path: Path) -> Path:
    stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%S.%fZ")
    aside = path / f"{PREFIX}{stamp}"
    aside.mkdir(mode=0o700)
    (path / "data.mdb").rename(aside / "data.mdb")
    (path / "lock.mdb").unlink(missing_ok=True)  # the fresh outbox starts a lock table anew
    return aside


def _readable(aside: Path, db: str) -> dict[bytes, bytes]:
    """The records of `db` that read through its tree: from the front until the first
    damaged page, then from the back until that page again."""
    found = dict(walk.entries(aside, db, "forward"))
    for k, value in walk.entries(aside, db, "backward"):
        if k in found:
            break
        found[k] = value
    return found


def _scanned(
    aside: Path, queue: dict[bytes, bytes], dead: dict[bytes, bytes]
) -> dict[bytes, bytes]:
    """The queue records found page by page that its tree did not give. Sequence numbers
    only grow and the queue is sent oldest first, so one below the first the tree gave
    was sent already (a stale page's copy) and is left out."""
    first = next(iter(queue), None)  # the forward read's first: the oldest waiting
    return {
        k: value
        for k, value in pagescan.queue_records(aside / "data.mdb").items()
        if k not in queue and k not in dead and (first is None or k > first)
    }


def _ordered(records: dict[bytes, bytes]) -> list[bytes]:
    return [records[k] for k in sorted(records)]
