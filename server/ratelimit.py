"""Per-caller rate limits: a token bucket for each member, and one for each address that fails.

A member's bucket holds `burst` requests and refills at `rate` per second; an empty bucket
answers with how long to wait. Callers that present no valid token are limited per address,
so guessing tokens is slow; the number of addresses remembered is bounded (the least
recently seen are forgotten), so the limiter's own memory cannot be grown by a flood.
"""

from __future__ import annotations

import threading
import time
from collections import OrderedDict
from collections.abc import Callable

MAX_KEYS = 10_000


class RateLimiter:
    def __init__(
        self,
        rate: float,
        burst: int,
        *,
        monotonic: Callable[[], float] = time.monotonic,
        max_keys: int = MAX_KEYS,
    ) -> None:
        self.rate = rate
        self.burst = float(burst)
        self._monotonic = monotonic
        self._max_keys = max_keys
        self._buckets: OrderedDict[str, tuple[float, float]] = OrderedDict()
        self._lock = threading.Lock()

    def take(self, key: str) -> float:
        """Spend one request of `key`'s bucket: 0 if allowed, else the seconds until one is."""
        now = self._monotonic()
        with self._lock:
            level, at = self._buckets.pop(key, (self.burst, now))
            level = min(self.burst, level + (now - at) * self.rate)
            if level >= 1.0:
                wait, level = 0.0, level - 1.0
            else:
                wait = (1.0 - level) / self.rate
            self._buckets[key] = (level, now)
            while len(self._buckets) > self._max_keys:
                self._buckets.popitem(last=False)
            return wait
