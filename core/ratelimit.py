"""Per-caller rate limits, and the budget of failed tokens that makes guessing one slow.

On the team server they hold across every `teambrain serve` process on one store.

Each limit is a fixed-window counter per name in the store (core/store/repos.py
RateWindows): a member's token allows `burst` requests in each window of `burst / rate`
seconds (a window opens with the first request after the last one ended), so on average at
most `rate` a second and `burst` at once, however many processes share the work and
whichever of them a balancer picks. Callers presenting no valid token are limited per
address the same way, and all of them together by a budget of failures across every
address (FailureBudget), so guessing tokens is slow on every process at once, however many
addresses the guesser has. The window is on
the store's clock (the database's on PostgreSQL), so every process counts into the same one.
A hit is one tiny write (no fsync on LMDB, one statement on PostgreSQL); counters of windows
long over are dropped now and then, so a flood of addresses cannot grow the store without
bound. A process without a store (a gateway) counts in its own memory (MemoryRates).
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


class MemoryRates:
    """RateWindows in this process's memory: for a gateway, which has no store to share.

    Names whose window is over are dropped when `forget` is called (RateLimiter does, now and
    then), so a flood of addresses holds at most a minute or two of names."""

    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self._clock = clock
        self._windows: dict[str, tuple[float, int]] = {}
        self._lock = threading.Lock()

    def hit(self, name: str, window_s: float) -> tuple[int, float]:
        with self._lock:
            now = self._clock()
            end, n = self._windows.get(name, (0.0, 0))
            if end <= now:  # the last window is over: this request opens one
                end, n = now + window_s, 0
            self._windows[name] = (end, n + 1)
        return n + 1, end - now

    def forget(self, older_than_s: float) -> int:
        with self._lock:
            before = self._clock() - older_than_s
            stale = [name for name, (end, _) in self._windows.items() if end < before]
            for name in stale:
                del self._windows[name]
        return len(stale)


PER_ADDRESS_RATE = 1.0
PER_ADDRESS_BURST = 10
"""Failed tokens each address may present: 10 at once, then 1 a second."""


class FailureBudget:
    """How long a caller whose token failed must wait: each address has its own small
    allowance, and every address together a shared one (`rate` a second, `burst` at once),
    so a guesser with many addresses gets no further than one with a few.

    Only failures are counted: the caller checks the token first, and a valid one never
    reaches here, so a member keeps working while guessing goes on."""

    def __init__(self, rates: RateWindows, rate: float, burst: int, *, name: str) -> None:
        self.per_address = RateLimiter(
            rates, PER_ADDRESS_RATE, PER_ADDRESS_BURST, name=f"{name}.failed"
        )
        self.everyone = RateLimiter(rates, rate, burst, name=f"{name}.failed_all")

    def take(self, address: str) -> float:
        """Count one failure from `address`: 0 if it may be answered (401), else the seconds
        to wait (429). A failure already refused by its address's allowance does not spend
        the shared one, so one noisy address cannot use it up for everyone else."""
        wait = self.per_address.take(address)
        return wait if wait > 0 else self.everyone.take("all")
