"""Per-caller rate limits that hold across every `teambrain serve` process on one store.

Each limit is a fixed-window counter per name in the store (core/store/repos.py
RateWindows): a member's token allows `burst` requests in each window of `burst / rate`
seconds (a window opens with the first request after the last one ended), so on average at
most `rate` a second and `burst` at once, however many processes share the work and
whichever of them a balancer picks. Callers presenting no valid token are limited per
address the same way, so guessing tokens is slow on every process at once. The window is on
the store's clock (the database's on PostgreSQL), so every process counts into the same one.
A hit is one tiny write (no fsync on LMDB, one statement on PostgreSQL); counters of windows
long over are dropped now and then, so a flood of addresses cannot grow the store without
bound.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable

from teambrain.core.store.repos import RateWindows

FORGET_EVERY_S = 60.0
"""How often a process drops the counters of windows long over."""


class RateLimiter:
    """`burst` requests per window of `burst / rate` seconds for each name, in the store."""

    def __init__(
        self,
        rates: RateWindows,
        rate: float,
        burst: int,
        *,
        name: str,
        monotonic: Callable[[], float] = time.monotonic,
    ) -> None:
        self.rates = rates
        self.limit = burst
        self.window_s = burst / rate
        self.name = name
        self._monotonic = monotonic
        self._forgot_at = monotonic()
        self._lock = threading.Lock()

    def take(self, key: str) -> float:
        """Count one request of `key`: 0 if allowed, else the seconds until its window ends.
        A StoreError when the store cannot count it (the caller refuses the request)."""
        self._forget_now_and_then()
        count, left = self.rates.hit(f"{self.name}:{key}", self.window_s)
        return 0.0 if count <= self.limit else max(left, 0.001)

    def _forget_now_and_then(self) -> None:
        now = self._monotonic()
        with self._lock:
            if now - self._forgot_at < FORGET_EVERY_S:
                return
            self._forgot_at = now
        self.rates.forget(older_than_s=max(FORGET_EVERY_S, 2 * self.window_s))
