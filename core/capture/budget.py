"""The byte budget: every byte the proxy holds for captures, shared by all flows.

Bounded in bytes (invariant 15): captures in flight and queued hold at most
`capture.max_queued_bytes`; a flow that cannot lease more is partial or dropped, and the
proxy never waits on the budget (a lease is O(1) and never blocks).
"""

from __future__ import annotations

import threading

CHUNK_OVERHEAD = 64
"""Bytes charged per kept chunk beyond its length (the object and the list slot): a stream
cut into one-byte chunks cannot hold far more memory than its budget says."""


LEASE_BLOCK = 16 * 1024
"""A lease takes from the budget in blocks this large when it can (so most chunks of a
stream take no lock); what it took but did not use is given back when its flow ends."""


class ByteBudget:
    """The bytes the proxy may hold for captures, shared by every flow; never blocks.

    Each flow leases from it as its copy grows (a stream's chunks, then the bodies it
    queues) and gives everything back when its job is done or dropped.
    """

    def __init__(self, limit: int) -> None:
        self.limit = limit
        self.used = 0
        self.peak = 0
        self._lock = threading.Lock()

    def lease(self) -> Lease:
        return Lease(self)

    def _take(self, n: int) -> bool:
        with self._lock:
            used = self.used + n
            if used > self.limit:
                return False
            self.used = used
            if used > self.peak:
                self.peak = used
            return True

    def _give(self, n: int) -> None:
        with self._lock:
            self.used -= n


class Lease:
    """One capture's share of a ByteBudget: O(1) to grow, given back once (or when dropped)."""

    __slots__ = ("_budget", "held", "_spare")

    def __init__(self, budget: ByteBudget) -> None:
        self._budget = budget
        self.held = 0
        """Bytes taken from the budget, the spare included."""
        self._spare = 0

    def take(self, n: int) -> bool:
        """Hold `n` more bytes; False (and nothing more held) when the budget has no room."""
        if n <= self._spare:
            self._spare -= n
            return True
        need = n - self._spare
        block = max(need, LEASE_BLOCK)
        if not self._budget._take(block):
            if block == need or not self._budget._take(need):
                return False
            block = need
        self.held += block
        self._spare = block - need
        return True

    def trim(self) -> None:
        """Give back what was taken ahead but not used (the flow keeps no more)."""
        spare, self._spare = self._spare, 0
        if spare:
            self.held -= spare
            self._budget._give(spare)

    def release(self) -> None:
        held, self.held, self._spare = self.held, 0, 0
        if held:
            self._budget._give(held)

    def __del__(self) -> None:  # a flow that never reached its job still gives its bytes back
        try:
            self.release()
        except Exception:
            pass
