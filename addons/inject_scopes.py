"""Injection's bookkeeping, kept off the proxy's event loop: each owner's entries in scope,
rebuilt by a worker thread when the store changes, and the counters of what was injected,
written in batches.
"""

from __future__ import annotations

import logging
import threading
import time
from collections import Counter
from collections.abc import Callable, Iterable
from datetime import UTC, datetime

from teambrain.core.errors import StoreError
from teambrain.core.knowledge import entries as knowledge
from teambrain.core.knowledge.search import KnowledgeIndex, scope_entries, scope_version
from teambrain.core.store import Store, Txn

log = logging.getLogger("teambrain.inject")

_IDLE_OWNER_SECONDS = 600.0
"""An owner whose scope was not used for this long is forgotten (rebuilt on next use)."""


# -- scopes and counters, kept off the event loop -------------------------------------------


class Scopes:
    """Per-owner indexes of the entries in scope, rebuilt by the worker when the store changes.

    `get` runs on the event loop: a cached index, or (an owner's first request only) one read.
    """

    def __init__(self, store: Store) -> None:
        self.store = store
        self._indexes: dict[str, tuple[tuple[int, int], KnowledgeIndex]] = {}
        self._used: dict[str, float] = {}

    def get(self, owner: str) -> KnowledgeIndex:
        self._used[owner] = time.monotonic()
        cached = self._indexes.get(owner)
        if cached is not None:
            return cached[1]
        with self.store.read() as txn:
            built = _build(txn, owner)
        self._indexes[owner] = built
        return built[1]

    def warm(self, owners: Iterable[str]) -> None:
        """Build the scopes of owners known in advance, so their first request finds them."""
        with self.store.read() as txn:
            for owner in owners:
                if owner not in self._indexes:
                    self._used[owner] = time.monotonic()
                    self._indexes[owner] = _build(txn, owner)

    def refresh(self) -> int:
        """Rebuild what the knowledge base changed since; forget idle owners. In the worker."""
        idle = time.monotonic() - _IDLE_OWNER_SECONDS
        for owner, used in list(self._used.items()):
            if used < idle:
                self._used.pop(owner, None)
                self._indexes.pop(owner, None)
        rebuilt = 0
        with self.store.read() as txn:
            version = scope_version(txn)
            for owner, (built_at, _) in list(self._indexes.items()):
                if built_at != version:
                    self._indexes[owner] = _build(txn, owner, version)
                    rebuilt += 1
        return rebuilt


def _build(
    txn: Txn, owner: str, version: tuple[int, int] | None = None
) -> tuple[tuple[int, int], KnowledgeIndex]:
    return version or scope_version(txn), KnowledgeIndex(scope_entries(txn, owner))


class Tally:
    """Injections and outcomes counted on the event loop, written in batches by the worker."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self.injected: Counter[str] = Counter()
        self.outcomes: Counter[str] = Counter()
        self.totals: Counter[str] = Counter()

    def count(self, outcome: str, ids: Iterable[str] = ()) -> None:
        with self._lock:
            self.outcomes[outcome] += 1
            self.totals[outcome] += 1
            self.injected.update(ids)

    def flush(self, store: Store, at: datetime) -> None:
        with self._lock:
            injected, self.injected = self.injected, Counter()
            outcomes, self.outcomes = self.outcomes, Counter()
        if not injected and not outcomes:
            return

        def write(txn: Txn) -> None:
            knowledge.record_use(txn, injected, at=at, kind="injected")
            for outcome, n in outcomes.items():
                txn.meta.counter_add(f"inject.{outcome}", n)

        try:
            store.write(write)
        except Exception:
            log.exception("teambrain: injection counters not written; retried later")
            with self._lock:
                self.injected.update(injected)
                self.outcomes.update(outcomes)


class InjectWorker:
    """The addon's thread: every `refresh_seconds`, flush the tally and refresh scopes."""

    def __init__(
        self,
        store: Store,
        scopes: Scopes,
        tally: Tally,
        every: float,
        owners: Iterable[str] = (),
        *,
        prepare: Callable[[], None] | None = None,
    ) -> None:
        self.store, self.scopes, self.tally, self.every = store, scopes, tally, every
        self.owners = list(owners)
        self._prepare = prepare
        self._waiting = ""
        """Run first, until it succeeds (reading what the addon needs from a database
        that may be down at the start)."""
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name="teambrain-inject", daemon=True)

    def start(self) -> None:
        self._thread.start()

    def stop(self) -> None:
        self._stop.set()
        if self._thread.is_alive():
            self._thread.join(10)
        self.tally.flush(self.store, datetime.now(UTC))

    def _ready(self) -> bool:
        """Prepare, and build the known owners' scopes; False while the store is down."""
        try:
            if self._prepare is not None:
                self._prepare()
                self._prepare = None
            self.scopes.warm(self.owners)
        except StoreError as e:
            if str(e) != self._waiting:  # once per outage, not once per round
                log.warning("teambrain: injection waits for the store: %s", e)
            self._waiting = str(e)
            return False
        except Exception:
            log.exception("teambrain: knowledge scopes not prepared; built on first use")
        return True

    def _run(self) -> None:
        ready = self._ready()
        while not self._stop.wait(self.every):
            if not ready:
                ready = self._ready()
                continue
            for step in (
                lambda: self.tally.flush(self.store, datetime.now(UTC)),
                self.scopes.refresh,
            ):
                try:
                    step()
                except Exception:
                    log.exception("teambrain: injection housekeeping failed; retried")
