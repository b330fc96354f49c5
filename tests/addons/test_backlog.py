"""Captures held at their response's end wait in line for room in the capture queue: first
come first queued, woken from the worker's thread, and out of line when their time is up."""

from __future__ import annotations

import asyncio
import threading

from teambrain.addons.backlog import Backlog


class Queue:
    """A capture queue with room for `room` more, freed by `free` (from any thread)."""

    def __init__(self, room: int = 0) -> None:
        self.room = room
        self.taken: list[str] = []

    def offer(self, name: str) -> bool:
        if self.room <= 0:
            return False
        self.room -= 1
        self.taken.append(name)
        return True


async def test_held_captures_are_queued_in_arrival_order_as_room_comes() -> None:
    queue, backlog = Queue(), Backlog()
    waits = [asyncio.create_task(backlog.wait(lambda n=n: queue.offer(n), 60)) for n in "abc"]
    while len(backlog._line) < 3:
        await asyncio.sleep(0)
    assert backlog and queue.taken == []
    for _ in range(3):  # the worker takes a capture off its queue, in its own thread
        queue.room += 1
        threading.Thread(target=backlog.wake).start()
    assert await asyncio.gather(*waits) == [True, True, True]
    assert queue.taken == ["a", "b", "c"] and not backlog


async def test_room_that_came_before_the_capture_was_in_line_is_taken() -> None:
    queue, backlog = Queue(room=1), Backlog()
    assert await backlog.wait(lambda: queue.offer("a"), 60)  # no wake needed


async def test_a_capture_out_of_time_leaves_the_line() -> None:
    queue, backlog = Queue(), Backlog()
    assert not await backlog.wait(lambda: queue.offer("late"), 0.01)
    assert not backlog
    queue.room = 1
    backlog.wake()
    assert not await backlog.wait(lambda: queue.offer("never"), 0)  # 0: drop at once
    assert queue.taken == []
