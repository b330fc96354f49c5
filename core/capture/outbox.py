"""Captures on their way to a database store: committed to the host's outbox first, then
sent on in batches by a drainer thread, so the capture path never waits on the database.

What this guarantees, and how:
- Nothing completed is lost: a capture counts as stored once `put` returns (the outbox
  commit is synced); it leaves the outbox only after the database committed it.
- Nothing is stored twice: each capture carries the episode id assigned when it was
  built, and the database write skips a capture whose episode is already there
  (core/episodes/writes.py: write_once), so a batch re-sent after a crash between the
  database's commit and the outbox's removal changes nothing.
- One drainer per host at a time (an flock on the outbox directory; the kernel drops it
  when its process dies, kill -9 included), so the host's commit order is the order sent.
- A database outage backs off and keeps everything; a capture the database refuses on its
  own (a data error, not an outage) is set aside in the dead letters and counted, never
  dropped, and never holds up the ones behind it.
- The database is reached by the drainer's thread only, so a gateway starts, and keeps
  capturing, while the database is down: its first contact (`_greet`) records capture's
  enablement and learns the store's secret (which keys stored ids), kept beside the outbox
  (SECRET_FILE, owner-only) so the next start during an outage needs no database either.
The sanitizer has already run: only sanitized records reach the outbox.
"""

from __future__ import annotations

import fcntl
import logging
import os
import threading
import time
from collections.abc import Callable, Sequence
from functools import partial
from pathlib import Path

import msgspec
from teambrain.core.capture.commit import Written
from teambrain.core.capture.enablement import ensure_enabled
from teambrain.core.config import Config, outbox_dir
from teambrain.core.episodes.model import CaptureRecord, WriteOutcome
from teambrain.core.episodes.writes import Stored, write_batch, write_once
from teambrain.core.errors import StoreError
from teambrain.core.store import Outbox, OutboxEntry, Store, Txn, open_outbox
from teambrain.core.store.secret import ensure_secret

log = logging.getLogger("teambrain")

_ENCODER = msgspec.msgpack.Encoder()
_DECODER = msgspec.msgpack.Decoder(CaptureRecord)
_BACKOFF_MAX = 5.0
"""Seconds between tries while the database is unreachable, at most."""
SECRET_FILE = "store.secret"
"""The store's secret as the drainer last learned it, in the outbox directory (mode 0600)."""


def uses_outbox(store: Store) -> bool:
    """Whether captures into `store` go through the outbox: a database store (an LMDB
    store is already the local, durable write)."""
    return store.backend != "lmdb"


class OutboxSender:
    """The host's outbox with its drainer thread, for one capture worker."""

    def __init__(
        self,
        store: Store,
        config: Config,
        count: Callable[[str, int], None],
        *,
        path: Path | None = None,
        idle: Callable[[], None] | None = None,
        stored: Stored | None = None,
    ) -> None:
        self.store = store
        self._stored = stored
        """Told of each capture the database committed (after the commit, on this thread)."""
        self.path = path or outbox_dir(config, store.url)
        self.batch = config.outbox.batch
        self.outbox: Outbox = open_outbox(
            self.path, config.outbox.max_mb * 1024 * 1024, store=store.url
        )
        self._count = count
        self._idle = idle
        """Work that touches the database (counters, pruning), run by this thread when the
        outbox is empty and the database answered, never by the capture path's thread."""
        self._wake = threading.Event()
        self._drained = threading.Event()
        self._stop = threading.Event()
        self._lock_file: int | None = None
        self._deadline = 0.0
        self._thread = threading.Thread(target=self._run, name="teambrain-outbox", daemon=True)
        self.sent = 0
        self.last_error = ""
        self.enabled_at = time.time()
        """When capture started here: recorded as the store's enablement at first contact
        unless it has an earlier one."""
        self.secret: bytes | None = _read_secret(self.path / SECRET_FILE)
        """The store's secret: from the last contact (this host's file) until this start's
        first contact; None while neither happened."""
        self.known = threading.Event()
        """Set once `secret` is known."""
        if self.secret:
            self.known.set()
        self._greeted = False
        self.tried = threading.Event()
        """Set once the drainer tried its first contact (whether or not it answered)."""

    # -- the capture path -----------------------------------------------------------------

    def put(self, record: CaptureRecord) -> str | None:
        """Commit a sanitized capture to the outbox; the drop reason when it cannot be."""
        written = self.put_batch([record])[0]
        return written if isinstance(written, str) else None

    def put_batch(self, records: Sequence[CaptureRecord]) -> list[Written]:
        """Commit sanitized captures to the outbox in one transaction (core/capture/commit.py);
        per capture, None or the reason it was dropped."""
        outcomes: list[Written] = []
        payloads: list[bytes] = []
        for record in records:
            try:
                payloads.append(_ENCODER.encode(record))
                outcomes.append(None)
            except (OverflowError, TypeError, msgspec.EncodeError):
                log.exception("teambrain: a capture could not be encoded for the outbox")
                outcomes.append("outbox_encode")
        try:
            kept = self.outbox.put_many(payloads) if payloads else 0
        except StoreError as e:
            log.error("teambrain: captures not kept: %s", e)
            return [drop or "outbox_error" for drop in outcomes]
        if kept:
            self._drained.clear()
            self._wake.set()
        encoded = [i for i, drop in enumerate(outcomes) if drop is None]
        for i in encoded[kept:]:
            outcomes[i] = "outbox_full"
        return outcomes

    def wait_drained(self, timeout: float) -> bool:
        """Block until the outbox is empty (tests, shutdown); False on timeout."""
        deadline = time.monotonic() + timeout
        while self.outbox.stats().depth:
            left = deadline - time.monotonic()
            if left <= 0:
                return False
            self._wake.set()
            self._drained.wait(min(left, 0.2))
            self._drained.clear()
        return True

    # -- the drainer ----------------------------------------------------------------------

    def start(self) -> None:
        self._thread.start()

    def stop(self, timeout: float = 10.0) -> None:
        """Send what the database takes within `timeout`, then stop; the rest waits in the
        outbox for the next start (of this process or another on the host)."""
        self._deadline = time.monotonic() + timeout
        self._stop.set()
        self._wake.set()
        if self._thread.is_alive():
            self._thread.join(timeout + 5.0)  # a batch in flight finishes
        self._unlock()

    def drain(self) -> int:
        """Send one batch if this process holds the drain lock; how many were sent."""
        if not self._locked():
            return 0
        entries = self.outbox.take(self.batch)
        if not entries:
            self._drained.set()
            return 0
        records = [(e, _decode(e)) for e in entries]
        undecodable = [e.seq for e, r in records if r is None]
        if undecodable:
            self._bury(undecodable, "an outbox entry could not be read")
        good = [(e, r) for e, r in records if r is not None]
        try:
            outcomes = self.store.write(lambda txn: write_batch(txn, [r for _, r in good]))
        except StoreError:
            raise  # an outage or lasting contention: everything stays, the caller backs off
        except Exception:
            log.exception("teambrain: the database refused a batch from the outbox; sending alone")
            self._send_alone(good)
            return len(good)
        self.outbox.remove(e.seq for e, _ in good)
        self._sent(len(good))
        for (_, record), outcome in zip(good, outcomes, strict=True):
            self._tell(record, outcome)
        return len(good)

    def _send_alone(self, batch: list[tuple[OutboxEntry, CaptureRecord]]) -> None:
        for entry, record in batch:
            try:
                outcome = self.store.write(partial(write_once, record=record))
            except StoreError:
                raise
            except Exception as e:  # this capture alone: set aside, never dropped
                self._bury([entry.seq], f"the database refused a capture: {e}")
                continue
            self.outbox.remove([entry.seq])
            self._sent(1)
            self._tell(record, outcome)

    def _tell(self, record: CaptureRecord, outcome: WriteOutcome | None) -> None:
        """Tell the listener of a capture this write stored (not one stored before)."""
        if self._stored is None or outcome is None:
            return
        try:
            self._stored(record, outcome)
        except Exception:
            log.exception("teambrain: a listener of stored captures failed")

    def _sent(self, n: int) -> None:
        self.sent += n
        self._count("outbox.sent", n)

    def _bury(self, seqs: list[int], why: str) -> None:
        log.error("teambrain: %s; kept aside in the outbox's dead letters (%s)", why, self.path)
        self.outbox.bury(seqs)
        self._count("outbox.dead", len(seqs))

    def _greet(self) -> None:
        """First contact with the database: record capture's enablement, learn the store's
        secret and keep it beside the outbox (StoreError while unreachable)."""
        try:
            secret = self.store.write(partial(_first_contact, enabled_at=self.enabled_at))
        finally:
            self.tried.set()
        if secret != self.secret:
            _write_secret(self.path / SECRET_FILE, secret)
            self.secret = secret
        self.known.set()
        self._greeted = True

    def _run(self) -> None:
        delay = 0.05
        while True:
            try:
                if not self._greeted:
                    self._greet()
                while self.drain():
                    delay = 0.05
                    if self._stop.is_set() and time.monotonic() > self._deadline:
                        return  # the rest waits in the outbox
                self.last_error = ""
                if self._idle is not None and not self._stop.is_set():
                    self._idle()
            except StoreError as e:
                if e.args and str(e) != self.last_error:  # a warning: an outage is expected
                    # (and mitmproxy exits on an error logged while it starts)
                    log.warning("teambrain: the outbox waits for the database: %s", e)
                self.last_error = str(e)
                if self._stop.is_set():
                    return
                self._stop.wait(delay)
                delay = min(delay * 2, _BACKOFF_MAX)
                continue
            except Exception:
                log.exception("teambrain: the outbox drainer failed; it goes on")
            if self._stop.is_set():
                return
            self._wake.wait(0.5 if self._lock_file is not None else 2.0)
            self._wake.clear()

    # -- the host's drain lock ------------------------------------------------------------

    def _locked(self) -> bool:
        if self._lock_file is not None:
            return True
        fd = os.open(self.path / "drain.lock", os.O_RDWR | os.O_CREAT, 0o600)
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            os.close(fd)
            return False  # another process on this host drains
        self._lock_file = fd
        return True

    def _unlock(self) -> None:
        if self._lock_file is not None:
            os.close(self._lock_file)  # closing drops the flock
            self._lock_file = None


def _first_contact(txn: Txn, enabled_at: float) -> bytes:
    ensure_enabled(txn, enabled_at)
    return ensure_secret(txn)


def _read_secret(path: Path) -> bytes | None:
    try:
        secret = path.read_bytes()
    except FileNotFoundError:
        return None
    return secret or None


def _write_secret(path: Path, secret: bytes) -> None:
    """Replace the secret file whole (a crash leaves the old one or the new one)."""
    tmp = path.with_suffix(".tmp")
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    try:
        os.write(fd, secret)
        os.fsync(fd)
    finally:
        os.close(fd)
    os.replace(tmp, path)


def _decode(entry: OutboxEntry) -> CaptureRecord | None:
    try:
        return _DECODER.decode(entry.payload)
    except msgspec.DecodeError:
        return None
