"""End to end: capture under hostile traffic, through a real mitmdump (invariant 15 of docs/architecture.md).

Each test replays an attack that once broke a promise (a hostile client, a hostile or
careless upstream) and checks that it now holds: bodies and queues bounded in bytes, every
stored field sanitized or hashed, tool ids that cannot collide across sessions, an
exemption only teambrain's reflector can use, ids that cannot break the views, GETs that
are not dropped captures, and a first capture that a cold or crashed sanitizer pool cannot
lose; and (round 2) secrets glued into session, cache-key, tool-call and agent ids, a JWT
wrapped across lines, French and Spanish dates of birth and an SSN, none of which may reach
the store file, the CLI, recall, MCP or the team server. The client always gets upstream's
bytes unchanged.
"""

from __future__ import annotations

import hashlib
import json
import os
import signal
import uuid
from collections.abc import Iterator
from pathlib import Path

import brotli
import httpx2
import pytest
import zstandard
from click.testing import CliRunner
from teambrain.cli.main import cli
from teambrain.core.config import ReflectConfig
from teambrain.core.episodes.model import Episode, ExecutionEvent
from teambrain.core.episodes.records import list_episodes, session_records
from teambrain.core.governance.reflectors import build_reflector
from teambrain.core.identity import IdKeys
from teambrain.core.store import Store
from teambrain.core.store.secret import store_secret

from tests.e2e.hostile import Hostile, anthropic_stream, big_stream, chat_completion, sse
from tests.e2e.proxy import TeambrainProxy
from tests.fakes.upstream import FakeUpstream

MiB = 1 << 20
CAPS = """
[owners]
local = "alice"
[capture]
max_decoded_bytes = 4194304
"""
EMAIL = "mallory.planted@example.org"
KEY = "sk-ant-api03-" + "Qw7" * 30 + "AA"
GITHUB = "ghp_" + "A1b2C3d4E5f6G7h8I9j0" * 2
PHONE_EMAIL = "eve.planted@example.net"


@pytest.fixture(scope="module")
def hostile() -> Iterator[Hostile]:
    with Hostile() as server:
        yield server


@pytest.fixture(scope="module")
def capped(tmp_path_factory: pytest.TempPathFactory) -> Iterator[TeambrainProxy]:
    """One proxy for the module: alice's, decoding at most 4 MiB per body."""
    with TeambrainProxy(tmp_path_factory.mktemp("capped"), config=CAPS) as p:
        yield p


def anthropic_body(text: str, **extra: object) -> dict:
    return {
        "model": "claude-test",
        "max_tokens": 5,
        "messages": [{"role": "user", "content": text}],
        **extra,
    }


def session_of(
    store: Store, session: str, owner: str = "alice"
) -> tuple[list[Episode], list[ExecutionEvent]]:
    with store.read() as txn:
        return session_records(txn, owner, session)


def wait_session(
    proxy: TeambrainProxy, session: str, episodes: int
) -> tuple[list[Episode], list[ExecutionEvent]]:
    store = proxy.wait_for(lambda s: len(session_of(s, session)[0]) >= episodes, timeout=60)
    return session_of(store, session)


def answered(proxy: TeambrainProxy, session: str, results: int = 1) -> list[ExecutionEvent]:
    """The session's tool calls, once `results` of them have their result."""

    def done(store: Store) -> bool:
        return sum(e.result_digest is not None for e in session_of(store, session)[1]) >= results

    return session_of(proxy.wait_for(done, timeout=60), session)[1]


def session_opened_by(store: Store, text: str) -> str | None:
    """The session of the owner's episode whose user text holds `text`."""
    found = [
        e.session_id for e in list_episodes(store, "alice", limit=1000) if text in e.user_digest
    ]
    return found[0] if found else None


def stored_session(proxy: TeambrainProxy, raw: str) -> str:
    """The id the store keeps for a raw session id that is no plain id (a keyed hash)."""
    return IdKeys(store_secret(proxy.store())).hashed("session", raw)


def grew(proxy: TeambrainProxy, before: dict[str, int], name: str) -> int:
    return proxy.counters().get(name, 0) - before.get(name, 0)


def peak_memory(pids: list[int]) -> dict[int, int]:
    """Each process's peak resident memory so far (VmHWM), in bytes."""
    return {pid: _status(pid, "VmHWM") for pid in pids}


def _status(pid: int, field: str) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith(field + ":"):
            return int(line.split()[1]) * 1024
    raise AssertionError(f"no {field} for {pid}")


def warm(proxy: TeambrainProxy, upstream: FakeUpstream) -> None:
    """One exchange through the proxy: its sanitizer processes are up and have worked."""
    session = f"warm-{uuid.uuid4()}"
    with httpx2.Client(proxy=proxy.url, timeout=120) as http:
        http.post(
            upstream.url + "/v1/messages",
            json=anthropic_body("warm up"),
            headers={"x-claude-code-session-id": session},
        )
    wait_session(proxy, session, 1)


# -- 1: decompression is bounded -----------------------------------------------------------


def test_a_brotli_bomb_stream_stops_at_the_cap_and_the_client_gets_it_whole(
    capped: TeambrainProxy, hostile: Hostile, upstream: FakeUpstream
) -> None:
    warm(capped, upstream)
    compressor = brotli.Compressor(quality=1)
    head = sse(
        ("message_start", {"message": {"id": "msg_bomb", "model": "m", "content": []}}),
        ("content_block_start", {"index": 0, "content_block": {"type": "text", "text": ""}}),
        (
            "content_block_delta",
            {"index": 0, "delta": {"type": "text_delta", "text": "before the bomb"}},
        ),
    )
    pieces = [compressor.process(head + b"data: ")]
    pieces += [compressor.process(b"A" * MiB) for _ in range(1024)]  # one 1 GiB line
    bomb = b"".join(pieces) + compressor.finish()
    assert len(bomb) < 2 * MiB
    hostile.on(
        "br-bomb",
        lambda _: (bomb[i : i + 16384] for i in range(0, len(bomb), 16384)),
        content_type="text/event-stream",
        content_encoding="br",
    )
    pids = capped.sanitizer_pids()
    before = peak_memory(pids)
    session = f"bomb-{uuid.uuid4()}"
    with (
        httpx2.Client(proxy=capped.url, timeout=120) as http,
        http.stream(
            "POST",
            hostile.url + "/v1/messages",
            json=anthropic_body("tell me", stream=True),
            headers={"x-hostile": "br-bomb", "x-claude-code-session-id": session},
        ) as r,
    ):
        received = hashlib.sha256(b"".join(r.iter_raw())).hexdigest()
    (seen,) = hostile.requests("br-bomb")
    assert received == seen.sent_sha256  # the client got every compressed byte
    (episode,), _ = wait_session(capped, session, 1)
    assert episode.status == "partial" and "capture cap" in episode.status_detail
    assert episode.response_digest == "before the bomb"
    assert capped.sanitizer_pids() == pids  # no process died of it
    after = peak_memory(pids)
    # 1 GiB expanded before; now the cap (4 MiB) and change
    assert max(after[p] - before[p] for p in pids) < 64 * MiB


def test_a_zstd_request_bomb_is_not_captured_and_counted(
    capped: TeambrainProxy, hostile: Hostile, upstream: FakeUpstream
) -> None:
    warm(capped, upstream)
    hostile.on(
        "zstd-request", lambda _: [anthropic_stream("fine")], content_type="text/event-stream"
    )
    z = zstandard.ZstdCompressor(level=1).compressobj()
    parts = [z.compress(b'{"model":"m","max_tokens":5,"messages":[{"role":"user","content":"')]
    parts += [z.compress(b"a" * MiB) for _ in range(1024)]  # 1 GiB of text
    parts += [z.compress(b'"}]}'), z.flush()]
    body = b"".join(parts)
    pids = capped.sanitizer_pids()
    before, counters = peak_memory(pids), capped.counters()
    session = f"zbomb-{uuid.uuid4()}"
    with httpx2.Client(proxy=capped.url, timeout=120) as http:
        r = http.post(
            hostile.url + "/v1/messages",
            content=body,
            headers={
                "content-encoding": "zstd",
                "content-type": "application/json",
                "x-hostile": "zstd-request",
                "x-claude-code-session-id": session,
            },
        )
    assert r.status_code == 200 and b"fine" in r.content
    (seen,) = hostile.requests("zstd-request")
    assert seen.received_sha256 == hashlib.sha256(body).hexdigest()  # upstream got it all
    capped.wait_for(lambda _: grew(capped, counters, "capture.dropped.request_too_large") == 1)
    assert session_of(capped.store(), session) == ([], [])
    after = peak_memory(pids)
    assert max(after[p] - before[p] for p in pids) < 64 * MiB


# -- 2: the proxy's memory is bounded in bytes, not in captures ----------------------------


def test_with_the_worker_stalled_the_proxy_keeps_at_most_max_queued_bytes(
    tmp_path: Path, hostile: Hostile, upstream: FakeUpstream
) -> None:
    config = (
        '[owners]\nlocal = "alice"\n[capture]\nmax_queued_bytes = 16777216\n'
        "max_request_bytes = 25165824\n"
    )
    hostile.on("big", lambda _: big_stream(6 * MiB), content_type="text/event-stream")
    hostile.on("answer", lambda _: [anthropic_stream("ok")], content_type="text/event-stream")
    with (
        TeambrainProxy(tmp_path, config=config) as p,
        httpx2.Client(proxy=p.url, timeout=120) as http,
    ):
        warm(p, upstream)
        pids = p.sanitizer_pids()
        rss_before = _status(p.proc.pid, "RssAnon")
        for pid in pids:
            os.kill(pid, signal.SIGSTOP)  # the worker stalls: nothing leaves the queue
        try:
            received = []
            for i in range(12):  # 72 MiB of streams, all waiting for the worker
                with http.stream(
                    "POST",
                    hostile.url + "/v1/messages",
                    json=anthropic_body(f"big {i}", stream=True),
                    headers={"x-hostile": "big", "x-claude-code-session-id": f"big-{i}"},
                ) as r:
                    received.append(hashlib.sha256(b"".join(r.iter_raw())).hexdigest())
            rss_stalled = _status(p.proc.pid, "RssAnon")
            huge = json.dumps(anthropic_body("x" * 40 * MiB)).encode()  # over its own cap
            r = http.post(
                hostile.url + "/v1/messages",
                content=huge,
                headers={"x-hostile": "answer", "content-type": "application/json"},
            )
            assert r.status_code == 200 and b"ok" in r.content
        finally:
            for pid in pids:
                os.kill(pid, signal.SIGCONT)
        assert received == [s.sent_sha256 for s in hostile.requests("big")]  # all whole
        # without the budget each stalled stream stayed in memory (+6 MiB each, 72 MiB in
        # all); with it the proxy holds max_queued_bytes (16 MiB) and its own few MiB
        assert rss_stalled - rss_before < 32 * MiB, (rss_before, rss_stalled)

        def settled(store: Store) -> bool:
            stored = sum(len(session_of(store, f"big-{i}")[0]) for i in range(12))
            return stored + sum(p.counters("capture.dropped.").values()) >= 13

        store = p.wait_for(settled, timeout=120)
        drops = p.counters("capture.dropped.")
        assert drops.get("capture.dropped.request_too_large") == 1
        kept = [e for i in range(12) for e in session_of(store, f"big-{i}")[0]]
        assert any(e.status == "complete" for e in kept)  # those within the budget
        over = [e for e in kept if "max_queued_bytes" in e.status_detail]
        assert all(e.status == "partial" for e in over)
        assert over or drops.get("capture.dropped.queue_bytes_full")  # past it: counted


# -- 3: every stored string is sanitized or hashed ----------------------------------------


def _tool_turn(req: dict) -> list[bytes]:
    """Anthropic: a tool call whose id, name, model and message id carry planted values."""
    if any(isinstance(m.get("content"), list) for m in req.get("messages", [])):
        return [anthropic_stream("done", model=f"model {KEY}", message_id=f"msg_{EMAIL}")]
    return [
        sse(
            (
                "message_start",
                {"message": {"id": f"msg {EMAIL}", "model": f"claude {KEY}", "content": []}},
            ),
            (
                "content_block_start",
                {
                    "index": 0,
                    "content_block": {
                        "type": "tool_use",
                        "id": f"toolu_{KEY}",
                        "name": f"bash {EMAIL}",
                        "input": {},
                    },
                },
            ),
            (
                "content_block_delta",
                {
                    "index": 0,
                    "delta": {
                        "type": "input_json_delta",
                        "partial_json": '{"to": "' + EMAIL + '"}',
                    },
                },
            ),
            ("content_block_stop", {"index": 0}),
            ("message_delta", {"delta": {"stop_reason": f"tool_use {EMAIL}"}}),
            ("message_stop", {}),
        )
    ]


def _responses_turn(req: dict) -> list[bytes]:
    """OpenAI Responses: a response id holding an email (the chain must still work)."""
    text = "second" if req.get("previous_response_id") else "first"
    rid = f"resp_{PHONE_EMAIL}_{text}"
    return [
        json.dumps(
            {
                "id": rid,
                "object": "response",
                "model": f"gpt {EMAIL}",
                "status": "completed",
                "output": [
                    {
                        "type": "message",
                        "role": "assistant",
                        "content": [{"type": "output_text", "text": text}],
                    }
                ],
            }
        ).encode()
    ]


def test_planted_values_in_every_stored_field_never_reach_the_store(
    tmp_path: Path, hostile: Hostile
) -> None:
    hostile.on("tool-turn", _tool_turn, content_type="text/event-stream")
    hostile.on("responses", _responses_turn, content_type="application/json")
    hostile.on(
        "chat",
        lambda _: [chat_completion(text="hi", model=f"m {KEY}", completion_id=f"chatcmpl {EMAIL}")],
        content_type="application/json",
    )
    planted_ua = f"evil-cli/1.0 ({EMAIL}; {GITHUB})"
    with (
        TeambrainProxy(tmp_path, config='[owners]\nlocal = "alice"\n') as p,
        httpx2.Client(proxy=p.url, timeout=60, headers={"user-agent": planted_ua}) as http,
    ):
        # the session header, the model, the user agent; the response's ids, tool name...
        headers = {"x-hostile": "tool-turn", "x-claude-code-session-id": EMAIL}
        first = anthropic_body(
            "run it",
            model=f"claude {EMAIL}",
            stream=True,
            tools=[{"name": "bash", "input_schema": {}}],
        )
        http.post(hostile.url + "/v1/messages", json=first, headers=headers)
        second = {
            **first,
            "messages": first["messages"]
            + [
                {
                    "role": "assistant",
                    "content": [
                        {"type": "tool_use", "id": f"toolu_{KEY}", "name": "bash", "input": {}}
                    ],
                },
                {
                    "role": "user",
                    "content": [
                        {
                            "type": "tool_result",
                            "tool_use_id": f"toolu_{KEY}",
                            "content": "all done",
                        }
                    ],
                },
            ],
        }
        http.post(hostile.url + "/v1/messages", json=second, headers=headers)
        # Claude Code's session inside metadata.user_id, and Codex's prompt_cache_key
        meta = anthropic_body(
            "again", metadata={"user_id": json.dumps({"session_id": GITHUB})}, stream=True
        )
        http.post(hostile.url + "/v1/messages", json=meta, headers={"x-hostile": "tool-turn"})
        chat = {
            "model": "gpt",
            "prompt_cache_key": PHONE_EMAIL,
            "messages": [{"role": "user", "content": "hello"}],
        }
        http.post(hostile.url + "/v1/chat/completions", json=chat, headers={"x-hostile": "chat"})
        # a Responses chain whose response ids hold an email
        responses = {"model": "gpt", "input": "first question"}
        http.post(hostile.url + "/v1/responses", json=responses, headers={"x-hostile": "responses"})
        chained = {
            "model": "gpt",
            "input": "second question",
            "previous_response_id": f"resp_{PHONE_EMAIL}_first",
        }
        http.post(hostile.url + "/v1/responses", json=chained, headers={"x-hostile": "responses"})

        tool_session = stored_session(p, EMAIL)
        (event,) = answered(p, tool_session)
        store = p.wait_for(lambda s: len(list_episodes(s, "alice")) >= 6)
        episodes, _ = session_of(store, tool_session)
        assert event.result_digest == "all done"  # the hashed tool id still found its call
        assert event.tool_name == "bash <EMAIL_ADDRESS>" and event.tool_id.startswith("t-")
        opening = episodes[0]
        assert opening.model == "claude <API_KEY>" and "<EMAIL_ADDRESS>" in opening.client
        assert opening.stop_reason == "tool_use <EMAIL_ADDRESS>"
        # tool-call redactions count in the episode too (the input held an email)
        assert opening.sanitizer["EMAIL_ADDRESS"] >= 3 and opening.sanitizer["API_KEY"] >= 2
        responses_eps = [
            e for e in list_episodes(store, "alice") if e.provider == "openai-responses"
        ]
        assert len(responses_eps) == 2 and len({e.session_id for e in responses_eps}) == 1
        listed = CliRunner().invoke(
            cli, ["--store", str(p.store_dir), "--as", "alice", "episodes", "list", "--json"]
        )
        timeline = CliRunner().invoke(
            cli, ["--store", str(p.store_dir), "--as", "alice", "timeline", "list", "--json"]
        )
        assert listed.exit_code == 0 and timeline.exit_code == 0
        p.stop()
    raw = b"".join(f.read_bytes() for f in (tmp_path / "store").iterdir())
    shown = (listed.output + timeline.output).encode()
    for value in (EMAIL, KEY, GITHUB, PHONE_EMAIL, "mallory.planted", KEY[13:40], GITHUB[4:30]):
        assert value.encode() not in raw, f"{value} reached the store file"
        assert value.encode() not in shown, f"{value} reached a surface"


# -- 4: tool ids are unique only within a session -------------------------------------------


def _reusing_server(req: dict) -> list[bytes]:
    """A careless OpenAI-compatible server: every first turn calls `call_1`; one asks for
    calls with an empty id and two with the same id."""
    messages = req.get("messages", [])
    results = [m["content"] for m in messages if m.get("role") == "tool"]
    if results:
        return [chat_completion(text="Tool said: " + " | ".join(results))]
    if messages[-1]["content"] == "odd ids":
        calls = [
            {"id": ""},
            {"id": "dup", "arguments": '{"n": 1}'},
            {"id": "dup", "arguments": '{"n": 2}'},
        ]
        return [chat_completion(calls=calls)]
    return [chat_completion(calls=[{"id": "call_1", "arguments": '{"cmd": "ls"}'}])]


def test_three_sessions_reusing_one_call_id_keep_three_calls_with_their_own_results(
    capped: TeambrainProxy, hostile: Hostile
) -> None:
    hostile.on("reuse", _reusing_server, content_type="application/json")
    sessions = [f"reuse-{i}-{uuid.uuid4()}" for i in range(3)]
    with httpx2.Client(proxy=capped.url, timeout=60) as http:

        def turn(session: str, messages: list[dict]) -> dict:
            body = {
                "model": "local",
                "tools": [{"type": "function", "function": {"name": "bash"}}],
                "messages": messages,
            }
            return http.post(
                hostile.url + "/v1/chat/completions",
                json=body,
                headers={"x-hostile": "reuse", "session_id": session},
            ).json()

        for i, session in enumerate(sessions):
            ask = [{"role": "user", "content": f"list files {i}"}]
            call = turn(session, ask)["choices"][0]["message"]
            turn(
                session,
                [
                    *ask,
                    call,
                    {"role": "tool", "tool_call_id": "call_1", "content": f"files of session {i}"},
                ],
            )
        odd = f"odd-{uuid.uuid4()}"
        ask = [{"role": "user", "content": "odd ids"}]
        call = turn(odd, ask)["choices"][0]["message"]
        answers = [
            {"role": "tool", "tool_call_id": "dup", "content": f"dup answer {n}"} for n in (1, 2)
        ]
        turn(odd, [*ask, call, *answers])

    for i, session in enumerate(sessions):
        (event,) = answered(capped, session)
        assert event.tool_id == "call_1" and event.result_digest == f"files of session {i}"
    events = answered(capped, odd, results=2)
    assert len(events) == 3 and len({e.tool_id for e in events}) == 3
    no_id, first, second = events
    assert no_id.result_digest is None  # no result can name a call without an id
    assert (first.tool_id, first.result_digest) == ("dup", "dup answer 1")
    assert (second.tool_id, second.result_digest) == ("dup#2", "dup answer 2")


# -- 5: only teambrain's reflector is exempt -------------------------------------------------


def test_the_reflector_through_a_gateway_is_exempt_and_a_client_cannot_borrow_it(
    tmp_path: Path, upstream: FakeUpstream
) -> None:
    with TeambrainProxy(
        tmp_path,
        config='[owners]\nlocal = "alice"\n',
        extra_args=["--mode", f"reverse:{upstream.url}"],
    ) as p:
        store = p.store()
        reflector = build_reflector(
            ReflectConfig(reflector="anthropic", base_url=p.url, max_retries=0, timeout_seconds=60),
            env={"ANTHROPIC_API_KEY": "sk-ant-test"},
            store=store,
        )
        before = p.counters()
        message = reflector.client.messages.create(
            model="m", max_tokens=5, messages=[{"role": "user", "content": "a reflection call"}]
        )
        assert message.content[0].text == "Echo: a reflection call"
        with httpx2.Client(timeout=60) as http:  # a client that copies the header
            forged = {
                "x-teambrain-internal": "reflection",
                "x-claude-code-session-id": f"copycat-{uuid.uuid4()}",
            }
            http.post(
                p.url + "/v1/messages", json=anthropic_body("copied the header"), headers=forged
            )
        copycat = forged["x-claude-code-session-id"]
        p.wait_for(
            lambda s: (
                len(session_of(s, copycat)[0]) == 1
                and grew(p, before, "capture.exempt.reflection") == 1
            )
        )
        assert grew(p, before, "capture.internal_header_refused") == 1
        assert [e.user_digest for e in list_episodes(store, "alice")] == ["copied the header"]
        reflected = [r for r in upstream.requests if b"a reflection call" in r.body]
        assert reflected and all("x-teambrain-internal" not in r.headers for r in reflected)


# -- 6: odd ids cannot break the views ------------------------------------------------------


def test_odd_session_ids_are_stored_and_every_view_shows_them(
    capped: TeambrainProxy, upstream: FakeUpstream
) -> None:
    nul = f"nul\x00in-{uuid.uuid4()}"
    long = "L" * 600 + str(uuid.uuid4())
    with httpx2.Client(proxy=capped.url, timeout=60) as http:
        http.post(
            upstream.url + "/v1/messages",
            json=anthropic_body(
                "nul session", metadata={"user_id": json.dumps({"session_id": nul})}
            ),
        )
        http.post(
            upstream.url + "/v1/messages",
            json=anthropic_body("long session"),
            headers={"x-claude-code-session-id": long},
        )
    runner = CliRunner()

    def run(*args: str) -> str:
        result = runner.invoke(cli, ["--store", str(capped.store_dir), "--as", "alice", *args])
        assert result.exit_code == 0, result.output
        return result.output

    for raw, text in ((nul, "nul session"), (long, "long session")):
        session = stored_session(capped, raw)
        (episode,), _ = wait_session(capped, session, 1)  # no store_error for a 600-byte id
        assert episode.user_digest == text and "\x00" not in episode.session_id
        assert len(session.encode()) < 64
        assert session in run("timeline", "list")
        assert text in run("timeline", "show", session)
        assert text in run("episodes", "show", episode.id)


# -- 7: GETs and WebSocket upgrades on provider paths are not dropped captures --------------


def test_gets_and_websocket_upgrades_are_not_counted_as_dropped(
    capped: TeambrainProxy, upstream: FakeUpstream
) -> None:
    warm(capped, upstream)
    before = capped.counters()
    upgrade = {
        "connection": "Upgrade",
        "upgrade": "websocket",
        "sec-websocket-version": "13",
        "sec-websocket-key": "dGhlIHNhbXBsZSBub25jZQ==",
    }
    with httpx2.Client(proxy=capped.url, timeout=60) as http:
        assert http.get(upstream.url + "/v1/responses").status_code == 200
        assert http.get(upstream.url + "/v1/messages").status_code == 200
        http.get(upstream.url + "/v1/responses", headers=upgrade)
        http.get(upstream.url + "/v1/messages", headers=upgrade)
    warm(capped, upstream)  # a capture after them: every counter they could touch is flushed
    after = capped.counters()
    assert {
        k: v - before.get(k, 0)
        for k, v in after.items()
        if k.startswith("capture.dropped.") and v != before.get(k, 0)
    } == {}


# -- 8: the first capture after a start, and a sanitizer process that dies -----------------


def test_a_killed_sanitizer_process_costs_no_capture(
    tmp_path: Path, upstream: FakeUpstream
) -> None:
    with TeambrainProxy(tmp_path, config='[owners]\nlocal = "alice"\n') as p:
        p.wait_for(lambda _: bool(p.sanitizer_pids()))
        pids = p.sanitizer_pids()
        os.kill(pids[0], signal.SIGKILL)  # while it starts, or just after: the first capture
        with httpx2.Client(proxy=p.url, timeout=120) as http:
            first = http.post(
                upstream.url + "/v1/messages",
                json=anthropic_body("first after start"),
                headers={"x-claude-code-session-id": "first"},
            )
            assert first.status_code == 200
            wait_session(p, "first", 1)
            os.kill(p.sanitizer_pids()[0], signal.SIGKILL)  # and once more, while idle
            http.post(
                upstream.url + "/v1/messages",
                json=anthropic_body("after the crash"),
                headers={"x-claude-code-session-id": "second"},
            )
            wait_session(p, "second", 1)
        p.wait_for(lambda _: p.counters().get("capture.worker_restarts", 0) >= 2)
        assert p.counters("capture.dropped.") == {}
        assert p.sanitizer_pids() and pids[0] not in p.sanitizer_pids()


# -- 9: sessions no client names ------------------------------------------------------------


def test_turns_of_a_run_without_session_ids_are_one_session(
    capped: TeambrainProxy, upstream: FakeUpstream
) -> None:
    opening = f"an unnamed run {uuid.uuid4()}"
    tools = [{"name": "bash", "input_schema": {"type": "object"}}]
    with httpx2.Client(proxy=capped.url, timeout=60) as http:
        first = http.post(
            upstream.url + "/v1/messages", json=anthropic_body(opening, tools=tools)
        ).json()
        call = next(b for b in first["content"] if b["type"] == "tool_use")
        history = anthropic_body(opening, tools=tools)["messages"] + [
            {"role": "assistant", "content": first["content"]},
            {
                "role": "user",
                "content": [
                    {"type": "tool_result", "tool_use_id": call["id"], "content": "it ran"}
                ],
            },
        ]
        http.post(
            upstream.url + "/v1/messages",
            json=anthropic_body("", tools=tools) | {"messages": history},
        )
    store = capped.wait_for(lambda s: session_opened_by(s, opening) is not None)
    session = session_opened_by(store, opening)
    (event,) = answered(capped, session)
    store = capped.wait_for(lambda s: len(session_of(s, session)[0]) == 2)
    episodes, (event,) = session_of(store, session)
    assert session.startswith("h-") and len(episodes) == 2
    assert event.result_digest == "it ran"


# -- round 2: secrets glued into ids, agent ids, wrapped JWTs, birth dates, SSNs -------------

GLUED_GITHUB = "ghp_" + "Z9y8X7w6V5u4T3s2R1q0" * 2
GLUED_OPENAI = "sk-proj-" + "Mn3Bv5Cx7Zl9Kj2Hg4Fd6Sa8" * 2
GLUED_AWS = "AKIAQWERTYUIOP234567"
GLUED_AWS_2 = "ASIAZXCVBNMLKJHG7654"
AGENT_SECRET = "ghp_" + "P0o9I8u7Y6t5R4e3W2q1" * 2
JWT_R2 = (
    "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJyb3VuZDItcGxhbnRlZCIsImV4cCI6MTkwMDAwMDAw"
    "MCwicm9sZSI6ImFkbWluIn0.Jq3hV0sLw8Yp2Rk6Tn1Bx9Cz4Dm7Ef5Gu0Hi3Kj8Lo"
)
ROUND2_TEXT = (
    "Please fix the login: the stored token is\n"
    + JWT_R2[:37]
    + "\n"
    + JWT_R2[37:80]
    + "\n"
    + JWT_R2[80:]
    + " and it expired.\n"
    "Patient: née le 3 mars 1979; fecha de nacimiento: 3 de marzo de 1979; SSN: 123-45-6789."
)


def _round2_anthropic(req: dict) -> list[bytes]:
    """Anthropic: a tool call whose id is a secret glued after `toolu_`."""
    content: list[dict] = [{"type": "text", "text": "on it"}]
    if not any(isinstance(m.get("content"), list) for m in req.get("messages", [])):
        content.append(
            {"type": "tool_use", "id": f"toolu_{GLUED_AWS}", "name": "Bash", "input": {}}
        )
    message = {
        "id": "msg_01round2",
        "type": "message",
        "role": "assistant",
        "model": "claude-test",
        "content": content,
        "stop_reason": "tool_use" if len(content) > 1 else "end_turn",
        "usage": {"input_tokens": 3, "output_tokens": 2},
    }
    return [json.dumps(message).encode()]


def surfaces(store_dir: Path, session: str, query: str) -> str:
    """Everything the CLI shows of alice's records: episodes, timeline, recall."""
    runner = CliRunner()
    shown = []
    for args in (
        ("episodes", "list", "--json"),
        ("timeline", "list", "--json"),
        ("timeline", "show", session, "--json"),
        ("recall", query, "--json"),
    ):
        result = runner.invoke(cli, ["--store", str(store_dir), "--as", "alice", *args])
        assert result.exit_code == 0, (args, result.output)
        shown.append(result.output)
    ids = [e["id"] for e in json.loads(shown[0])] if shown[0].strip().startswith("[") else []
    for episode_id in ids:
        result = runner.invoke(
            cli, ["--store", str(store_dir), "--as", "alice", "episodes", "show", episode_id]
        )
        assert result.exit_code == 0, result.output
        shown.append(result.output)
    return "\n".join(shown)


def mcp_surface(store_dir: Path, query: str) -> str:
    """What alice's MCP server answers: recall, then every episode it names."""
    import asyncio

    from mcp import Client
    from teambrain.core.config import Config
    from teambrain.core.store import open_store
    from teambrain.mcpserver.server import build_server

    async def ask() -> str:
        store = open_store(store_dir)
        async with Client(build_server(store, Config(), owner="alice")) as client:
            found = await client.call_tool("recall_episodes", {"query": query})
            out = [json.dumps(found.structured_content), str(found.content)]
            for hit in (found.structured_content or {}).get("hits", []):
                got = await client.call_tool("get_episode", {"id": hit["id"]})
                out += [json.dumps(got.structured_content), str(got.content)]
        return "\n".join(out)

    return asyncio.run(ask())


def test_round2_secrets_in_ids_and_text_reach_no_store_byte_and_no_surface(
    tmp_path: Path, hostile: Hostile
) -> None:
    import anthropic
    import openai

    from tests.server.conftest import TOKENS, TeamServer, config_text

    hostile.on("r2-anthropic", _round2_anthropic, content_type="application/json")
    hostile.on(
        "r2-chat",
        lambda _: [chat_completion(calls=[{"id": f"call_{GLUED_AWS_2}"}], text="ok")],
        content_type="application/json",
    )
    session = f"sid-{GLUED_GITHUB}"
    agent, parent = f"sid-{AGENT_SECRET}", f"toolu_{GLUED_AWS}"
    with TeambrainProxy(tmp_path, config='[owners]\nlocal = "alice"\n') as p:

        def claude(**headers: str) -> anthropic.Anthropic:
            return anthropic.Anthropic(
                base_url=hostile.url,
                api_key="sk-ant-api03-test-key",
                max_retries=0,
                default_headers={
                    "x-hostile": "r2-anthropic",
                    "x-claude-code-session-id": session,
                    **headers,
                },
                http_client=anthropic.DefaultHttpxClient(proxy=p.url),
            )

        sdk = claude()
        first = [{"role": "user", "content": ROUND2_TEXT}]
        reply = sdk.messages.create(model="claude-test", max_tokens=50, messages=first)
        call = next(b for b in reply.content if b.type == "tool_use")
        assert call.id == f"toolu_{GLUED_AWS}"  # the client got upstream's id unchanged
        history = first + [
            {"role": "assistant", "content": [c.model_dump() for c in reply.content]},
            {
                "role": "user",
                "content": [{"type": "tool_result", "tool_use_id": call.id, "content": "done"}],
            },
        ]
        sdk.messages.create(model="claude-test", max_tokens=50, messages=history)
        sub = claude(**{"x-claude-code-agent-id": agent, "x-claude-code-parent-agent-id": parent})
        sub.messages.create(
            model="claude-test",
            max_tokens=50,
            messages=[{"role": "user", "content": "subagent: " + ROUND2_TEXT}],
        )
        chat = openai.OpenAI(
            base_url=hostile.url + "/v1",
            api_key="sk-test",
            max_retries=0,
            default_headers={"x-hostile": "r2-chat"},
            http_client=openai.DefaultHttpxClient(proxy=p.url),
        )
        chat.chat.completions.create(
            model="gpt-test",
            messages=[{"role": "user", "content": "round two chat"}],
            extra_body={"prompt_cache_key": f"pck-{GLUED_OPENAI}"},
        )
        stored = stored_session(p, session)
        (event,) = [e for e in answered(p, stored) if e.result_digest is not None]
        store = p.wait_for(lambda s: len(list_episodes(s, "alice")) >= 4, timeout=60)
        episodes, _ = session_of(store, stored)
        assert event.result_digest == "done" and event.tool_id.startswith("t-")
        keys = IdKeys(store_secret(store))
        (subagent,) = [e for e in episodes if e.agent_id]
        assert subagent.agent_id == keys.hashed("agent", agent)
        assert subagent.parent_agent_id == keys.hashed("agent", parent)
        (chat_episode,) = [e for e in list_episodes(store, "alice") if e.provider != "anthropic"]
        assert chat_episode.session_id == keys.hashed("session", f"pck-{GLUED_OPENAI}")
        for digest in (episodes[0].user_digest, subagent.prompt_digest):
            assert "<JWT>" in digest and "<DATE_OF_BIRTH>" in digest and "<US_SSN>" in digest
        p.stop()
    shown = surfaces(p.store_dir, stored, "login token expired")
    mcp = mcp_surface(p.store_dir, "login token expired")
    assert "<JWT>" in mcp, mcp[:2000]  # recall found the subagent's turn, and showed it
    shown += mcp
    config = tmp_path / "team.toml"
    config.write_text(config_text({"alice": TOKENS["alice"]}))
    home = tmp_path / "home"
    home.mkdir()
    server = TeamServer(store_path=p.store_dir, config=config, home=home).start()
    try:
        for args in (
            ("episodes", "list"),
            ("timeline", "list"),
            ("timeline", "show", stored),
            ("recall", "login token expired"),
        ):
            shown += server.cli(TOKENS["alice"], *args, "--json").stdout
    finally:
        server.stop()
    assert shown.count(stored) >= 4 and "round two chat" in shown  # the surfaces had it all
    assert "<JWT>" in shown and "<DATE_OF_BIRTH>" in shown and "<US_SSN>" in shown
    raw = b"".join(f.read_bytes() for f in p.store_dir.iterdir() if f.is_file())
    planted = [GLUED_GITHUB, GLUED_OPENAI, GLUED_AWS, GLUED_AWS_2, AGENT_SECRET, JWT_R2]
    pieces = [s[i : i + 12] for s in planted for i in (4, len(s) // 2, len(s) - 12)]
    pieces += ["3 mars 1979", "3 de marzo de 1979", "123-45-6789"]
    for piece in pieces:
        assert piece.encode() not in raw, f"{piece} reached the store file"
        assert piece not in shown, f"{piece} reached a surface"
