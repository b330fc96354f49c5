"""Put the corpus into a store through teambrain's capture path, a day at a time.

Two ways, one result (episodes and execution events as the proxy stores them):
- `InProcessCapture` drives the code the addon runs on each flow: the rendered request and
  SSE reply become a RawExchange (the addon's plain copy of a flow) that the capture worker
  parses (addons/exchange.py build_exchange), sanitizes and writes. This is the fast default;
  the worker does its work in its own thread (no sanitizer processes to start: a whole split
  is a few thousand exchanges at most).
- `ProxyCapture` sends every request through a real mitmdump with the teambrain addon to a
  scripted upstream that answers each with its rendered reply. A small mitmproxy script
  loaded first (bench/reflect_clock_addon.py) sets each flow's timestamps from a request
  header, which is how a simulated day reaches the addon; the days are placed after the
  store's capture enablement (forward-only capture ignores anything earlier).
Each exchange starts at its own second, so `started_ms` names it back: `Turn` says which
session and turn an episode was and which lessons and distractors it carries.
"""

from __future__ import annotations

import json
import threading
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import datetime, timedelta
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from types import ModuleType

import httpx2
from teambrain.addons.exchange import RawExchange, build_exchange
from teambrain.core.capture.worker import CaptureWorker
from teambrain.core.clock import FrozenClock, to_ms
from teambrain.core.config import Config
from teambrain.core.episodes.records import iter_episodes
from teambrain.core.identity import fingerprint
from teambrain.core.store import Store

from bench import reflect_wire, reflect_wire_codex
from bench.reflect_corpus import Exchange, Session

WIRES = {"claude-code": reflect_wire, "codex": reflect_wire_codex}
"""How each agent a member works in speaks: provider, path, headers, request, reply."""
_KEYS = ("x-api-key", "authorization")
"""The addon reads the owner from these and keeps none of them."""

TURN_SECONDS = 20
"""Each exchange of a session starts this long after the one before."""
CLOCK_ADDON = str(Path(__file__).resolve().parent / "reflect_clock_addon.py")


@dataclass(frozen=True)
class Turn:
    session: str
    member: str
    day: int
    turn: int
    marks: frozenset[str]


def turn_times(session: Session, base: datetime) -> list[datetime]:
    start = base + timedelta(days=session.day, minutes=session.start_minute)
    return [start + timedelta(seconds=TURN_SECONDS * i) for i in range(len(session.exchanges()))]


def turns_of(sessions: list[Session], base: datetime) -> dict[tuple[str, int], Turn]:
    """(owner, start in ms) -> the turn captured then."""
    out = {}
    for s in sessions:
        for i, (ex, at) in enumerate(zip(s.exchanges(), turn_times(s, base), strict=True)):
            out[(s.member, to_ms(at))] = Turn(s.id, s.member, s.day, i, frozenset(ex.marks))
    return out


@dataclass(frozen=True)
class Request:
    """One exchange of the corpus as its member's agent sends it, at its simulated moment."""

    session: Session
    turns: list[Exchange]
    turn: int
    at: datetime

    @property
    def wire(self) -> ModuleType:
        return WIRES[self.session.client]

    def headers(self) -> dict[str, str]:
        return self.wire.headers(self.session)

    def body(self) -> bytes:
        return json.dumps(self.wire.request_body(self.session, self.turns, self.turn)).encode()

    def reply(self) -> bytes:
        return self.wire.sse_reply(self.session, self.turn, self.turns[self.turn])


def requests(sessions: list[Session], base: datetime) -> Iterator[Request]:
    for s in sessions:
        turns = s.exchanges()
        for i, at in enumerate(turn_times(s, base)):
            yield Request(s, turns, i, at)


class InProcessCapture:
    """The capture worker (parse, sanitize, write) fed the addon's RawExchanges."""

    def __init__(self, store: Store, config: Config, clock: FrozenClock, workers: int = 0) -> None:
        self.worker = CaptureWorker(store, config, workers=workers, clock=clock)
        self.worker.start()

    def day(self, sessions: list[Session], base: datetime) -> None:
        for r in requests(sessions, base):
            raw = RawExchange(
                provider=r.wire.PROVIDER,
                owner=r.session.member,
                started_at=r.at.timestamp(),
                ended_at=r.at.timestamp() + 2,
                headers={k: v for k, v in r.headers().items() if k not in _KEYS},
                request_body=r.body(),
                streaming=True,
                chunks=[r.reply()],
                status_code=200,
            )
            while not self.worker.submit(build_exchange, raw):
                self.worker.wait_idle(60)  # the queue was full: that one was dropped
        if not self.worker.wait_idle(600):
            raise RuntimeError("the capture worker did not finish the day")

    def drops(self) -> dict[str, int]:
        return dict(self.worker.drops)

    def close(self) -> None:
        self.worker.stop()


class _Replies(ThreadingHTTPServer):
    """The scripted upstream: answers a request with the reply its header names."""

    daemon_threads = True

    def __init__(self) -> None:
        super().__init__(("127.0.0.1", 0), _ReplyHandler)
        self.replies: dict[str, bytes] = {}

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.server_address[1]}"


class _ReplyHandler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def do_POST(self) -> None:  # noqa: N802 - http.server's name
        self.rfile.read(int(self.headers.get("content-length") or 0))
        body = self.server.replies.pop(self.headers.get("x-bench-reply", ""), b"")  # type: ignore[attr-defined]
        self.send_response(200 if body else 404)
        self.send_header("content-type", "text/event-stream")
        self.send_header("content-length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args: object) -> None:
        pass


def proxy_config(members: list[str]) -> str:
    """Each member's key (whichever agent they use) mapped to them by its fingerprint."""
    keys = "\n".join(
        f'"{fingerprint(w.api_key(m))}" = "{m}"' for m in members for w in WIRES.values()
    )
    return f'[owners]\nlocal = "nobody"\n\n[owners.api_keys]\n{keys}\n'


class ProxyCapture:
    """Every request through a real mitmdump with the teambrain addon (tests/e2e/proxy.py)."""

    def __init__(self, workdir: Path, members: list[str]) -> None:
        from tests.e2e.proxy import ADDON, TeambrainProxy

        self.upstream = _Replies()
        threading.Thread(target=self.upstream.serve_forever, daemon=True).start()
        self.proxy = TeambrainProxy(
            workdir, config=proxy_config(members), scripts=[CLOCK_ADDON, ADDON]
        )
        self.proxy.start()
        self.http = httpx2.Client(proxy=self.proxy.url, timeout=60)
        self.expected: dict[str, int] = {}

    def store(self) -> Store:
        return self.proxy.store()

    def day(self, sessions: list[Session], base: datetime) -> None:
        for r in requests(sessions, base):
            key = f"{r.session.id}/{r.turn}"
            self.upstream.replies[key] = r.reply()
            sent = {**r.headers(), "x-bench-reply": key, "x-bench-at": str(r.at.timestamp())}
            reply = self.http.post(self.upstream.url + r.wire.PATH, content=r.body(), headers=sent)
            reply.raise_for_status()
        for s in sessions:
            self.expected[s.member] = self.expected.get(s.member, 0) + len(s.exchanges())
        want = dict(self.expected)
        self.proxy.wait_for(lambda store: episode_counts(store, want) == want, 300)

    def drops(self) -> dict[str, int]:
        return {k: v for k, v in self.proxy.counters("capture.dropped.").items() if v}

    def close(self) -> None:
        self.http.close()
        self.proxy.stop()
        self.upstream.shutdown()


def episode_counts(store: Store, owners: dict[str, int] | None = None) -> dict[str, int]:
    """How many episodes each owner named in `owners` has."""
    with store.read() as txn:
        return {o: sum(1 for _ in iter_episodes(txn, o)) for o in (owners or {})}
