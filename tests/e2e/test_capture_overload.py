"""Capture that falls behind first holds the responses' ends, then drops: counted, logged
and shown by `doctor`, never at the cost of a client's bytes."""

from __future__ import annotations

import os
import signal
import threading
import time
from pathlib import Path

import httpx2
from teambrain.core.episodes.records import list_episodes

from tests.e2e.proxy import TeambrainProxy
from tests.e2e.test_capture_hostile import warm
from tests.e2e.test_capture_invariants import ask
from tests.e2e.test_outbox import doctor
from tests.fakes.upstream import FakeUpstream


def stalled(proxy: TeambrainProxy) -> list[int]:
    """Stop the proxy's sanitizer processes: nothing leaves the worker until they go on."""
    pids = proxy.sanitizer_pids()
    assert pids
    for pid in pids:
        os.kill(pid, signal.SIGSTOP)
    return pids


def resume(pids: list[int]) -> None:
    for pid in pids:
        os.kill(pid, signal.SIGCONT)


def wait_until(done, what: str, timeout: float = 60.0) -> None:  # noqa: ANN001
    deadline = time.monotonic() + timeout
    while not done():
        assert time.monotonic() < deadline, what
        time.sleep(0.02)


def test_a_full_queue_holds_the_responses_ends_and_loses_no_capture(
    tmp_path: Path, upstream: FakeUpstream
) -> None:
    config = '[owners]\nlocal = "alice"\n[capture]\nqueue_size = 1\nhold_full_seconds = 60\n'
    with TeambrainProxy(tmp_path, config=config) as p:
        warm(p, upstream)
        replies: dict[int, httpx2.Response] = {}

        def client(i: int) -> None:
            with httpx2.Client(proxy=p.url, timeout=120) as http:
                replies[i] = ask(http, upstream, f"held {i}", f"held-{i}")

        pids = stalled(p)
        try:
            clients = [threading.Thread(target=client, args=(i,)) for i in range(4)]
            for c in clients:
                c.start()
            # the worker has one capture in hand (two, if the second came before it looked
            # again) and its queue one more: those exchanges end, and at least the fourth's
            # end is held. Its client has every byte; only the end of the message waits
            wait_until(lambda: len(upstream.requests) >= 5, "every request went upstream")
            wait_until(lambda: len(replies) >= 2, "the exchanges the worker took ended")
            assert len(replies) < 4
        finally:
            resume(pids)
        for c in clients:
            c.join(120)
        assert all(r.status_code == 200 and "message_stop" in r.text for r in replies.values())
        store = p.wait_for(lambda s: len(list_episodes(s, "alice", limit=100)) >= 5)
        digests = {e.user_digest for e in list_episodes(store, "alice", limit=100)}
        assert {f"held {i}" for i in range(4)} <= digests
        p.settle(upstream.url)
        assert not p.counters("capture.dropped.")


def test_an_overload_past_the_hold_is_counted_logged_and_shown_by_doctor(
    tmp_path: Path, upstream: FakeUpstream
) -> None:
    config = '[owners]\nlocal = "alice"\n[capture]\nqueue_size = 1\nhold_full_seconds = 0.2\n'
    with TeambrainProxy(tmp_path, config=config) as p:
        warm(p, upstream)
        pids = stalled(p)
        try:
            with httpx2.Client(proxy=p.url, timeout=120) as http:
                replies = [ask(http, upstream, f"over {i}", f"over-{i}") for i in range(5)]
        finally:
            resume(pids)
        assert all(r.status_code == 200 and "message_stop" in r.text for r in replies)
        p.settle(upstream.url)
        # the worker took one or two, its queue one: the rest waited their 0.2 s and dropped
        dropped = p.counters("capture.dropped.")
        assert set(dropped) == {"capture.dropped.queue_full"}
        assert dropped["capture.dropped.queue_full"] in (2, 3)
        wait_until(lambda: "capture fell behind" in p.log(), "the drops were logged")
        check = next(c for c in doctor(p)["checks"] if c["name"] == "capture")
        assert check["status"] == "DEGRADED"
        assert check["details"]["dropped"] == {"queue_full": dropped["capture.dropped.queue_full"]}


def test_websocket_responses_wait_for_room_without_holding_the_connection(
    tmp_path: Path, upstream: FakeUpstream
) -> None:
    """A Codex WebSocket's responses captured while the worker is stalled: the conversations
    go on at once (their messages never wait for capture), and every response is stored once
    the worker is back, none dropped."""
    from tests.e2e.test_capture_sdk import wait_session
    from tests.e2e.test_websocket import CODEX_AGENT, Conversation, codex_turn, ws_url
    from tests.e2e.websocket_client import connect

    config = '[owners]\nlocal = "alice"\n[capture]\nqueue_size = 1\nhold_full_seconds = 60\n'
    with TeambrainProxy(tmp_path, config=config) as p:
        warm(p, upstream)
        sessions = [f"ws-held-{i}" for i in range(3)]
        pids = stalled(p)
        try:
            for session in sessions:  # two captured responses each: six for a queue of one
                headers = {"session-id": session, "user-agent": CODEX_AGENT}
                with connect(ws_url(upstream), proxy=p.url, additional_headers=headers) as ws:
                    _, reply = codex_turn(Conversation(ws), "list the files here", "done")
                assert reply == "Tool said: done"
        finally:
            resume(pids)
        for session in sessions:
            episodes, _ = wait_session(p, session, 2)
            assert len(episodes) == 2
        p.settle(upstream.url)
        assert not p.counters("capture.dropped.")
