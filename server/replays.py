"""Acting calls made idempotent: (owner, request id) -> the first answer, for a while.

A member's client sends one request id per logical call and the same id on every attempt
(core/service/remote.py). When an attempt's answer is lost (the client gave up while the
server committed), the retry must get that answer, not act again (a second save would be
refused as a duplicate of the first; a second approval as an invalid transition). A repeat
that arrives while the first is still running waits for it.

The memory is in this process, bounded by count, bytes and age (least recently stored
forgotten first): a restart forgets it, which only matters for a retry that straddles the
restart. Keeping it in the store would need a store call that expires records, which the
store does not offer.
"""

from __future__ import annotations

import asyncio
import hashlib
import re
import time
from collections import OrderedDict
from collections.abc import Awaitable, Callable
from typing import NamedTuple

MAX_ANSWERS = 10_000
MAX_BYTES = 32 * 1024 * 1024
MAX_AGE_SECONDS = 15 * 60.0
REQUEST_ID_FORM = re.compile(r"[A-Za-z0-9_-]{8,128}")


class Answer(NamedTuple):
    status: int
    body: bytes
    headers: dict[str, str]


class _Kept(NamedTuple):
    fingerprint: str
    answer: Answer
    at: float


class Replays:
    """The first answer of each recent (owner, request id), or its run while in flight."""

    def __init__(
        self,
        *,
        max_answers: int = MAX_ANSWERS,
        max_bytes: int = MAX_BYTES,
        max_age: float = MAX_AGE_SECONDS,
        monotonic: Callable[[], float] = time.monotonic,
    ) -> None:
        self.max_answers = max_answers
        self.max_bytes = max_bytes
        self.max_age = max_age
        self._monotonic = monotonic
        self._kept: OrderedDict[tuple[str, str], _Kept] = OrderedDict()
        self._bytes = 0
        self._running: dict[tuple[str, str], tuple[str, asyncio.Future[Answer]]] = {}

    async def once(
        self,
        owner: str,
        request_id: str,
        fingerprint: str,
        run: Callable[[], Awaitable[Answer]],
    ) -> Answer | None:
        """The answer of `run()`, run at most once per (owner, request id); None when the id
        was used for a different request (`fingerprint` differs). Touched only from the event
        loop's thread, so it needs no lock."""
        key = (owner, request_id)
        self._expire()
        kept = self._kept.get(key)
        if kept is not None:
            return kept.answer if kept.fingerprint == fingerprint else None
        running = self._running.get(key)
        if running is not None:
            if running[0] != fingerprint:
                return None
            return await asyncio.shield(running[1])
        task = asyncio.ensure_future(run())  # runs to its end even if this caller goes away
        self._running[key] = (fingerprint, task)
        try:
            answer = await asyncio.shield(task)
        finally:
            if task.done():
                self._settle(key, fingerprint, task)
            else:
                task.add_done_callback(lambda t: self._settle(key, fingerprint, t))
        return answer

    def _settle(self, key: tuple[str, str], fingerprint: str, task: asyncio.Future[Answer]) -> None:
        self._running.pop(key, None)
        if task.cancelled() or task.exception() is not None:
            return  # nothing was answered: a retry runs it again
        answer = task.result()
        size = len(answer.body)
        if size > self.max_bytes:
            return
        self._kept[key] = _Kept(fingerprint, answer, self._monotonic())
        self._bytes += size
        while len(self._kept) > self.max_answers or self._bytes > self.max_bytes:
            self._forget_oldest()

    def _expire(self) -> None:
        cutoff = self._monotonic() - self.max_age
        while self._kept and next(iter(self._kept.values())).at < cutoff:
            self._forget_oldest()

    def _forget_oldest(self) -> None:
        _, kept = self._kept.popitem(last=False)
        self._bytes -= len(kept.answer.body)

    def __len__(self) -> int:
        return len(self._kept)


def fingerprint(operation: str, body: bytes) -> str:
    """What must be equal for a repeat to be the same request."""
    return hashlib.sha256(operation.encode() + b"\x00" + body).hexdigest()
