"""End to end: the capture invariants attacked through a real mitmdump (the invariants of docs/architecture.md).

1 owner-private, 2 fail-closed sanitization, 3 bounded retention (via prune), 4 forward-only,
5 transparent proxy; plus bad input of every kind: the client is never broken by us.
"""

from __future__ import annotations

import json
import os
import signal
import time
import uuid
from datetime import UTC, datetime, timedelta
from pathlib import Path

import bcrypt
import httpx2
import pytest
from teambrain.core.clock import FrozenClock
from teambrain.core.episodes.records import list_episodes, session_records
from teambrain.core.episodes.retention import prune
from teambrain.core.operations.stats import counters
from teambrain.core.store import open_store
from teambrain.core.store.secret import internal_token, store_secret

from tests.e2e.proxy import Mitmdump, TeambrainProxy
from tests.fakes.upstream import FakeUpstream

MESSAGES = "/v1/messages"


def ask(
    http: httpx2.Client, upstream: FakeUpstream, text: str, session: str, **headers: str
) -> httpx2.Response:
    body = {
        "model": "claude-sonnet-4-5",
        "max_tokens": 20,
        "stream": True,
        "messages": [{"role": "user", "content": text}],
    }
    return http.post(
        upstream.url + MESSAGES, json=body, headers={"x-claude-code-session-id": session, **headers}
    )


def drops(proxy: TeambrainProxy) -> dict[str, int]:
    return {
        k.removeprefix("capture.dropped."): v
        for k, v in counters(proxy.store(), "capture.dropped.").items()
    }


# -- 5: transparent, and bad input never breaks the client ---------------------------------


def test_malformed_json_reaches_upstream_untouched_and_is_not_captured(
    proxy: TeambrainProxy, upstream: FakeUpstream
) -> None:
    with httpx2.Client(proxy=proxy.url) as http:
        r = http.post(
            upstream.url + MESSAGES,
            content=b'{"model": "x", "messages": [',
            headers={"content-type": "application/json"},
        )
        assert r.status_code == 400 and r.json()["error"]["message"] == "bad json"
        r = http.post(upstream.url + MESSAGES, content=b'{"model": "\xff\xfe"}')
        assert r.status_code == 200 or r.status_code == 400
    proxy.wait_for(lambda s: drops(proxy).get("unparseable_request", 0) >= 1)


def test_upstream_error_is_recorded_as_error(proxy: TeambrainProxy, upstream: FakeUpstream) -> None:
    session = f"err-{uuid.uuid4()}"
    with httpx2.Client(proxy=proxy.url) as http:
        r = ask(http, upstream, "boom please", session, **{"x-fake-mode": "error500"})
    assert r.status_code == 500 and r.json()["error"]["message"] == "upstream exploded"
    episode = only_episode(proxy, session)
    assert episode.status == "error" and "HTTP 500" in episode.status_detail
    assert "upstream exploded" in episode.status_detail


def session_records_n(store, session: str, owner: str = "alice") -> int:  # noqa: ANN001
    with store.read() as txn:
        return len(session_records(txn, owner, session)[0])


def only_episode(proxy: TeambrainProxy, session: str):  # noqa: ANN201
    """Wait for the session's one episode (alice's) and return it."""
    store = proxy.wait_for(lambda s: session_records_n(s, session) >= 1)
    with store.read() as txn:
        (episode,), _ = session_records(txn, "alice", session)
    return episode


def stream(http: httpx2.Client, upstream: FakeUpstream, text: str, session: str, **headers: str):  # noqa: ANN201
    """A streamed Anthropic request (a context manager yielding the response)."""
    body = {
        "model": "m",
        "max_tokens": 5,
        "stream": True,
        "messages": [{"role": "user", "content": text}],
    }
    return http.stream(
        "POST",
        upstream.url + MESSAGES,
        json=body,
        headers={"x-claude-code-session-id": session, **headers},
    )


def test_upstream_cut_mid_stream_is_partial(proxy: TeambrainProxy, upstream: FakeUpstream) -> None:
    session = f"cut-{uuid.uuid4()}"
    with httpx2.Client(proxy=proxy.url) as http, pytest.raises(httpx2.HTTPError):
        with stream(
            http, upstream, "cut me", session, **{"x-fake-mode": "cut", "x-fake-events": "20"}
        ) as r:
            b"".join(r.iter_raw())
    episode = only_episode(proxy, session)
    assert episode.status == "partial", episode.status_detail
    assert episode.response_digest.startswith("Echo:")


def test_client_disconnect_mid_stream_is_partial(
    proxy: TeambrainProxy, upstream: FakeUpstream
) -> None:
    session = f"gone-{uuid.uuid4()}"
    with httpx2.Client(proxy=proxy.url) as http:
        with stream(
            http, upstream, "bye", session, **{"x-fake-interval-ms": "30", "x-fake-events": "60"}
        ) as r:
            for _ in r.iter_raw():
                break  # the client walks away after the first bytes
    episode = only_episode(proxy, session)
    assert episode.status == "partial", episode.status_detail


def test_non_llm_traffic_passes_and_is_not_captured(
    proxy: TeambrainProxy, upstream: FakeUpstream
) -> None:
    before = len(list_episodes(proxy.store(), "alice", limit=10_000))
    with httpx2.Client(proxy=proxy.url) as http:
        assert http.get(upstream.url + "/v1/models").json() == {"ok": True}
        assert http.post(upstream.url + "/v1/other", json={"a": 1}).status_code == 404
    settled = proxy.settle(upstream.url)  # the two would be stored by now
    stored = list_episodes(proxy.store(), "alice", limit=10_000)
    assert len([e for e in stored if e.session_id != settled]) == before


def test_only_teambrain_reflection_calls_are_exempt(
    proxy: TeambrainProxy, upstream: FakeUpstream
) -> None:
    """Any client may send x-teambrain-internal; only the store's token exempts a call, the
    header never goes upstream, and exemptions and refusals are both counted."""
    token = internal_token(store_secret(proxy.store()))
    real, forged = f"internal-{uuid.uuid4()}", f"forged-{uuid.uuid4()}"
    before = proxy.counters()
    with httpx2.Client(proxy=proxy.url) as http:
        ask(http, upstream, "internal", real, **{"x-teambrain-internal": token})
        ask(http, upstream, "evading", forged, **{"x-teambrain-internal": "reflection"})
    proxy.wait_for(lambda s: session_records_n(s, forged) >= 1)
    assert session_records_n(proxy.store(), real) == 0
    sent = [
        r for r in upstream.requests if r.headers.get("x-claude-code-session-id") in (real, forged)
    ]
    assert len(sent) == 2 and all("x-teambrain-internal" not in r.headers for r in sent)

    def grew(name: str) -> int:
        return proxy.counters().get(name, 0) - before.get(name, 0)

    proxy.wait_for(lambda _: grew("capture.exempt.reflection") == 1)
    assert grew("capture.internal_header_refused") == 1


def test_body_over_cap_is_partial(tmp_path: Path, upstream: FakeUpstream) -> None:
    config = '[owners]\nlocal = "alice"\n[capture]\nmax_body_bytes = 600\n'
    with TeambrainProxy(tmp_path, config=config) as p, httpx2.Client(proxy=p.url) as http:
        session = f"big-{uuid.uuid4()}"
        r = ask(http, upstream, "x" * 50, session, **{"x-fake-events": "30"})
        assert r.status_code == 200 and len(r.content) > 600
        episode = only_episode(p, session)
        assert episode.status == "partial" and "capture cap" in episode.status_detail


# -- 1: owner-private, team mode ------------------------------------------------------------


def test_team_mode_owners_from_proxy_auth(tmp_path: Path, upstream: FakeUpstream) -> None:
    htpasswd = tmp_path / "htpasswd"
    htpasswd.write_text(
        "".join(
            f"{u}:{bcrypt.hashpw(f'pw-{u}'.encode(), bcrypt.gensalt(4)).decode()}\n"
            for u in ("ann", "ben", "eve")
        )
    )
    config = '[owners]\nteam_mode = true\n[owners.proxyauth]\nann = "ann"\nben = "ben"\n'
    with TeambrainProxy(tmp_path, config=config, extra_args=["--proxyauth", f"@{htpasswd}"]) as p:
        sessions = {}
        for user in ("ann", "ben", "eve"):
            sessions[user] = f"team-{user}"
            with httpx2.Client(proxy=f"http://{user}:pw-{user}@127.0.0.1:{p.port}") as http:
                assert (
                    ask(http, upstream, f"secret plans of {user}", sessions[user]).status_code
                    == 200
                )
        with httpx2.Client(proxy=p.url) as http:  # no credentials: the proxy refuses
            assert ask(http, upstream, "anon", "anon").status_code == 407
        store = p.wait_for(
            lambda s: (
                session_records_n(s, "team-ann", "ann") and session_records_n(s, "team-ben", "ben")
            )
        )
        p.wait_for(lambda s: drops(p).get("unresolved_owner", 0) >= 1)  # eve is not mapped
        ann = list_episodes(store, "ann")
        ben = list_episodes(store, "ben")
        assert [e.user_digest for e in ann] == ["secret plans of ann"]
        assert [e.user_digest for e in ben] == ["secret plans of ben"]
        assert list_episodes(store, "eve") == []
        # another owner's session id reaches nothing
        with store.read() as txn:
            assert session_records(txn, "ben", "team-ann") == ([], [])
        raw = (p.store_dir / "data.mdb").read_bytes()
        assert b"pw-ann" not in raw and b"pw-ben" not in raw  # proxy-auth passwords never stored


# -- 2: fail-closed sanitization, scanned in the file's bytes ------------------------------

PLANTED = {
    "email": "mallory.planted@example.org",
    "phone": "+1 (415) 555-0199",
    "card": "4111 1111 1111 1111",
    "anthropic_key": "sk-ant-api03-" + "Zx9" * 30 + "AA",
    "openai_key": "sk-proj-" + "aB3dE5fG7hJ9" * 5,
    "aws_key_id": "AKIAIOSFODNN7PLANTED",
    "github_token": "ghp_" + "A1b2C3d4E5f6G7h8I9j0" * 2,
    "password_url": "postgres://admin:Hunter2Planted@db.internal:5432/prod",
}


def one_secret_per_kind() -> dict[str, str]:
    """The first true positive of each secret kind in the sanitizer's own test set."""
    cases = json.loads((Path(__file__).parents[1] / "data" / "secrets_cases.json").read_text())
    picked: dict[str, str] = {}
    for case in cases["true_positives"]:
        picked.setdefault(case["kind"], case["secret"])
    return picked


def test_planted_pii_never_reaches_the_lmdb_file(tmp_path: Path, upstream: FakeUpstream) -> None:
    planted = {**PLANTED, **one_secret_per_kind()}
    text = "Here are my details:\n" + "\n".join(f"{k}: {v}" for k, v in planted.items())
    with (
        TeambrainProxy(tmp_path, config='[owners]\nlocal = "alice"\n') as p,
        httpx2.Client(proxy=p.url) as http,
    ):
        session = f"pii-{uuid.uuid4()}"
        ask(http, upstream, text, session)
        # and inside a tool call's input and a tool result
        body = {
            "model": "m",
            "max_tokens": 5,
            "tools": [{"name": "bash", "input_schema": {}}],
            "messages": [{"role": "user", "content": text}],
        }
        first = http.post(
            upstream.url + MESSAGES, json=body, headers={"x-claude-code-session-id": session}
        ).json()
        tool = next(b for b in first["content"] if b["type"] == "tool_use")
        body["messages"] += [
            {"role": "assistant", "content": first["content"]},
            {
                "role": "user",
                "content": [{"type": "tool_result", "tool_use_id": tool["id"], "content": text}],
            },
        ]
        http.post(upstream.url + MESSAGES, json=body, headers={"x-claude-code-session-id": session})
        store = p.wait_for(lambda s: session_records_n(s, session) >= 3)
        with store.read() as txn:
            episodes, events = session_records(txn, "alice", session)
        assert events and events[0].result_digest
        assert "<EMAIL_ADDRESS>" in episodes[0].user_digest
        p.stop()  # flush everything to the file
    raw = b"".join(f.read_bytes() for f in (tmp_path / "store").iterdir())
    for kind, value in planted.items():
        assert value.encode() not in raw, f"raw {kind} found in the store file"
        # no long fragment either (a partial match would leave the rest raw)
        middle = value[len(value) // 3 : len(value) // 3 + 12]
        assert len(middle) < 12 or middle.encode() not in raw, f"part of {kind} found"
    for fragment in (
        b"mallory.planted",
        b"Hunter2Planted",
        b"AKIAIOSFODNN7PLANTED",
        b"4111 1111 1111 1111",
    ):
        assert fragment not in raw


def test_sanitizer_failure_drops_the_capture(tmp_path: Path, upstream: FakeUpstream) -> None:
    """The sanitizer refuses the text (over its input cap): the capture is dropped, not stored raw."""
    config = '[owners]\nlocal = "alice"\n[sanitizer]\nmax_input_chars = 20\n'
    with TeambrainProxy(tmp_path, config=config) as p, httpx2.Client(proxy=p.url) as http:
        r = ask(http, upstream, "mail me: victim@example.com", "s1", **{"x-fake-events": "1"})
        assert (
            r.status_code == 200 and b"victim@example.com" in r.content
        )  # the client is unaffected
        p.wait_for(lambda s: sum(drops(p).values()) >= 1)
        assert list_episodes(p.store(), "alice") == []
        p.stop()
    raw = b"".join(f.read_bytes() for f in (tmp_path / "store").iterdir())
    assert b"victim@example.com" not in raw


# -- 4: forward-only ------------------------------------------------------------------------


def test_flows_loaded_from_a_file_or_replayed_are_ignored(
    tmp_path: Path, upstream: FakeUpstream
) -> None:
    flows = tmp_path / "flows.mitm"
    with Mitmdump(tmp_path / "recorder", scripts=[], extra_args=["-w", str(flows)]) as rec:
        with httpx2.Client(proxy=rec.url) as http:
            ask(http, upstream, "recorded earlier", "old-session")
    assert flows.stat().st_size > 0
    work = tmp_path / "replay"
    work.mkdir()
    # loading the file: the flows go through every hook, and must not be captured
    with TeambrainProxy(
        work,
        config='[owners]\nlocal = "alice"\n',
        extra_args=["-r", str(flows), "--set", "keepserving=true"],
    ) as p:
        # client-side replay re-sends the request live, marked as a replay; mitmproxy saves
        # the replayed flow (-w) once every addon's response hook ran, the capture's too,
        # and a proxy that stops writes what it took in first
        replayed = work / "replayed.mitm"
        with TeambrainProxy(
            work / "second",
            config='[owners]\nlocal = "alice"\n',
            extra_args=["-C", str(flows), "--set", "keepserving=true", "-w", str(replayed)],
        ) as q:
            deadline = time.monotonic() + 60
            while not (replayed.exists() and replayed.stat().st_size > 0):
                assert time.monotonic() < deadline, "the flow was never replayed\n" + q.log()
                time.sleep(0.05)
        assert list_episodes(q.store(), "alice") == []
        with httpx2.Client(proxy=p.url) as http:
            ask(http, upstream, "live now", "live-session")
        store = p.wait_for(lambda s: session_records_n(s, "live-session") >= 1)
        assert session_records_n(store, "old-session") == 0


# -- 3: retention ---------------------------------------------------------------------------


def test_prune_removes_what_is_older_than_retention(
    proxy: TeambrainProxy, upstream: FakeUpstream
) -> None:
    session = f"old-{uuid.uuid4()}"
    with httpx2.Client(proxy=proxy.url) as http:
        ask(http, upstream, "soon forgotten", session)
    store = proxy.wait_for(lambda s: session_records_n(s, session) >= 1)
    later = FrozenClock(datetime.now(UTC) + timedelta(days=91))
    report = prune(store, days=90, clock=later)
    assert report.episodes >= 1
    assert session_records_n(store, session) == 0


# -- crash safety -----------------------------------------------------------------------------


def test_kill_9_during_writes_leaves_a_clean_store(tmp_path: Path, upstream: FakeUpstream) -> None:
    with TeambrainProxy(tmp_path, config='[owners]\nlocal = "alice"\n') as p:
        with httpx2.Client(proxy=p.url) as http:
            for i in range(40):
                ask(http, upstream, f"message {i}", f"crash-{i % 3}")
        children = p.children()
        assert p.sanitizer_pids(), "the sanitizer pool runs beside the proxy"
        p.kill9()
        deadline = time.monotonic() + 10  # the pool leaves with the proxy, it is not orphaned
        while any(Path(f"/proc/{c}").exists() for c in children) and time.monotonic() < deadline:
            time.sleep(0.1)
        assert not any(Path(f"/proc/{c}").exists() for c in children)
    pid = os.fork()
    if pid == 0:  # a fresh process opens the store as a new user would
        try:
            store = open_store(tmp_path / "store")
            eps = list_episodes(store, "alice", limit=1000)
            ok = all(
                e.status in {"complete", "partial", "error"} and e.owner == "alice" for e in eps
            )
            os._exit(0 if ok else 3)
        except Exception:
            os._exit(4)
    _, status = os.waitpid(pid, 0)
    assert os.waitstatus_to_exitcode(status) == 0


def test_ctrl_c_stops_the_proxy_and_its_processes_quietly(
    tmp_path: Path, upstream: FakeUpstream
) -> None:
    """A terminal's Ctrl-C reaches every process of the foreground group at once: the proxy
    and its sanitizer processes. The proxy shuts down; the others leave with it, and none of
    them prints a traceback over the user's terminal."""
    with TeambrainProxy(tmp_path, config='[owners]\nlocal = "alice"\n') as p:
        with httpx2.Client(proxy=p.url) as http:
            assert ask(http, upstream, "before the interrupt", "ctrl-c").status_code == 200
        p.wait_for(lambda s: session_records_n(s, "ctrl-c") >= 1)
        assert p.proc is not None and p.sanitizer_pids()
        group = [p.proc.pid, *p.children()]
        for pid in group:
            os.kill(pid, signal.SIGINT)
        assert p.proc.wait(timeout=30) is not None
        deadline = time.monotonic() + 10
        while any(Path(f"/proc/{c}").exists() for c in group) and time.monotonic() < deadline:
            time.sleep(0.1)
        assert not any(Path(f"/proc/{c}").exists() for c in group)
        assert "Traceback" not in p.log() and "KeyboardInterrupt" not in p.log(), p.log()


def test_full_map_drops_captures_but_not_traffic(tmp_path: Path, upstream: FakeUpstream) -> None:
    config = (
        '[owners]\nlocal = "alice"\n[store]\nmap_size_mb = 1\nmax_map_size_mb = 1\n'
        "[digests]\nuser = 60000\nresponse = 60000\n[sanitizer]\nmax_input_chars = 100000\n"
    )
    with TeambrainProxy(tmp_path, config=config) as p, httpx2.Client(proxy=p.url) as http:
        big = "lorem ipsum dolor " * 2000  # 36 KB a turn, twice (user and echoed response)
        for i in range(30):
            r = ask(http, upstream, f"{i} {big}", f"full-{i}")
            assert r.status_code == 200
        deadline = time.monotonic() + 60
        while "capture not stored" not in p.log() and time.monotonic() < deadline:
            time.sleep(0.1)
        assert "capture not stored" in p.log()
        assert ask(http, upstream, "still flowing", "after-full").status_code == 200
