"""End to end: approved knowledge reaches the provider through a real mitmdump, scoped and stable.

The real anthropic and openai SDKs, members authenticated by proxy auth (team mode), the
capture and injection addons as mitmdump loads them, the fake provider recording every
request it receives. What upstream sees is checked byte by byte: exactly one block, the
right entries, the same bytes on every turn of a session; and what the client receives and
what the store keeps are checked to be untouched by it.
"""

from __future__ import annotations

import json
import subprocess
import sys
import time
import uuid
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

import anthropic
import bcrypt
import httpx2
import openai
import pytest
from teambrain.addons.inject_block import BLOCK_CLOSE, MARKER, render_block
from teambrain.addons.providers import PROVIDERS
from teambrain.core.episodes.model import CONTINUATION_DIGEST
from teambrain.core.episodes.records import list_episodes, session_records
from teambrain.core.episodes.writes import fallback_session
from teambrain.core.identity import IdKeys
from teambrain.core.knowledge import entries as knowledge
from teambrain.core.knowledge.search import KnowledgeIndex
from teambrain.core.operations.stats import counters
from teambrain.core.store import Store, open_store
from teambrain.core.store.secret import store_secret

from tests.e2e.proxy import TeambrainProxy
from tests.fakes.reflector_upstream import text_sanitizer
from tests.fakes.upstream import FakeUpstream, Recorded

USERS = ("ann", "ben", "eve")  # eve can authenticate but is not a mapped owner
CONFIG = """
[owners]
team_mode = true
[owners.proxyauth]
ann = "ann"
ben = "ben"
[inject]
enabled = true
refresh_seconds = 0.2
[inject.clients]
"no-knowledge/" = false
"""
QUESTION = (
    "The integration test suite fails against the database, and the staging deploy over "
    "the VPN hangs too. What should I check?"
)
TEXTS = {  # name -> (owner, text, transitions): all of them about QUESTION
    "ann_private": (
        "ann",
        "Run the database migrations with make migrate before the integration test suite.",
        ("approve",),
    ),
    "ann_shared": (
        "ann",
        "The staging deploy needs the VPN: connect with vpnctl up staging, then deploy.",
        ("approve", "share"),
    ),
    "ben_private": (
        "ben",
        "Ben's note: integration test suite failures against the database come from stale fixtures.",
        ("approve",),
    ),
    "ann_quarantined": (
        "ann",
        "When the integration suite hangs against the database, restart redis first.",
        ("approve", "flag", "quarantine"),
    ),
    "ann_pending": (
        "ann",
        "Seed the integration database with make seed-db before a test suite run.",
        (),
    ),
    "ann_archived": (
        "ann",
        "Integration tests against the database read their settings from .env.test.",
        ("approve", "archive"),
    ),
    "ann_rejected": (
        "ann",
        "Staging deploys over the VPN hang unless MTU is set to 1400.",
        ("reject",),
    ),
}
SYSTEM = [
    {"type": "text", "text": "You are a coding agent."},
    {"type": "text", "text": "Project rules: be careful.", "cache_control": {"type": "ephemeral"}},
]
TOOLS = [
    {
        "name": "bash",
        "description": "Run a shell command",
        "input_schema": {"type": "object", "properties": {"command": {"type": "string"}}},
    }
]


@pytest.fixture(scope="module")
def team(
    tmp_path_factory: pytest.TempPathFactory,
) -> Iterator[tuple[TeambrainProxy, dict[str, str]]]:
    """A team-mode proxy with injection on, over a store holding every kind of entry."""
    workdir: Path = tmp_path_factory.mktemp("inject")
    htpasswd = workdir / "htpasswd"
    htpasswd.write_text(
        "".join(
            f"{u}:{bcrypt.hashpw(f'pw-{u}'.encode(), bcrypt.gensalt(4)).decode()}\n" for u in USERS
        )
    )
    proxy = TeambrainProxy(workdir, config=CONFIG, extra_args=["--proxyauth", f"@{htpasswd}"])
    store = open_store(proxy.store_dir)
    sanitizer = text_sanitizer()
    ids = {}
    for name, (owner, text, actions) in TEXTS.items():
        ids[name] = knowledge.save(store, owner, text, sanitizer=sanitizer).id
        for action in actions:
            if action == "reject":
                knowledge.reject(store, owner, ids[name])
            else:
                knowledge.act(store, owner, ids[name], action)
    with proxy:
        yield proxy, ids


def store_of(proxy: TeambrainProxy) -> Store:
    return proxy.store()


def via(proxy: TeambrainProxy, user: str) -> str:
    return f"http://{user}:pw-{user}@127.0.0.1:{proxy.port}"


def claude(upstream: FakeUpstream, proxy_url: str, **headers: str) -> anthropic.Anthropic:
    return anthropic.Anthropic(
        base_url=upstream.url,
        api_key="sk-ant-api03-test-key",
        max_retries=0,
        default_headers=headers,
        http_client=anthropic.DefaultHttpxClient(proxy=proxy_url),
    )


def gpt(upstream: FakeUpstream, proxy_url: str, **headers: str) -> openai.OpenAI:
    return openai.OpenAI(
        base_url=upstream.url + "/v1",
        api_key="sk-proj-test",
        max_retries=0,
        default_headers=headers,
        http_client=openai.DefaultHttpxClient(proxy=proxy_url),
    )


def seen(upstream: FakeUpstream, test_id: str) -> list[Recorded]:
    """What upstream received for one test, in order."""
    return [r for r in upstream.requests if r.headers.get("x-test-id") == test_id]


def blocks_in(raw: bytes) -> list[str]:
    """Every block in a request body, wherever it sits."""
    text = json.dumps(json.loads(raw), ensure_ascii=False)  # one escaping, whatever the client's
    out = []
    start = text.find(MARKER)
    while start >= 0:
        end = text.find(BLOCK_CLOSE, start)
        out.append(json.loads('"' + text[start : end + len(BLOCK_CLOSE)] + '"'))
        start = text.find(MARKER, end)
    return out


def texts(*names: str) -> list[str]:
    return [TEXTS[n][1] for n in names]


def test_the_excluded_entries_would_be_relevant() -> None:
    """So what keeps them out below is the scope, not the relevance gate."""
    now = datetime.now(UTC)
    entries = [knowledge.new_entry(o, t, origin="saved", at=now) for o, t, _ in TEXTS.values()]
    found = {e.text for e, _ in KnowledgeIndex(entries).relevant(QUESTION, 50)}
    assert found == {t for _, t, _ in TEXTS.values()}


def test_anthropic_sdk_one_stable_block_with_the_right_entries(
    team: tuple[TeambrainProxy, dict[str, str]], upstream: FakeUpstream
) -> None:
    proxy, ids = team
    test_id, session = uuid.uuid4().hex, f"cc-{uuid.uuid4()}"
    client = claude(
        upstream, via(proxy, "ann"), **{"x-test-id": test_id, "X-Claude-Code-Session-Id": session}
    )
    history: list[dict] = [{"role": "user", "content": QUESTION}]
    with client.messages.stream(
        model="claude-sonnet-4-5", max_tokens=100, system=SYSTEM, tools=TOOLS, messages=history
    ) as stream:
        first = stream.get_final_message()
    tool_use = next(b for b in first.content if b.type == "tool_use")
    assert tool_use.input == {"command": f"echo {QUESTION[:40]}"}  # the tool call, unchanged
    history += [
        {"role": "assistant", "content": [b.model_dump(exclude_none=True) for b in first.content]},
        {
            "role": "user",
            "content": [{"type": "tool_result", "tool_use_id": tool_use.id, "content": "3 failed"}],
        },
    ]
    with client.messages.stream(
        model="claude-sonnet-4-5", max_tokens=100, system=SYSTEM, tools=TOOLS, messages=history
    ) as stream:
        second = stream.get_final_message()
    assert second.content[0].text == "Tool said: 3 failed"
    history += [
        {"role": "assistant", "content": [b.model_dump(exclude_none=True) for b in second.content]},
        {"role": "user", "content": "thanks; anything else about redis or fixtures?"},
    ]
    third = client.messages.create(
        model="claude-sonnet-4-5", max_tokens=100, system=SYSTEM, messages=history
    )
    assert third.content[0].text == "Echo: thanks; anything else about redis or fixtures?"

    requests = seen(upstream, test_id)
    assert len(requests) == 3
    found = [blocks_in(r.body) for r in requests]
    assert all(len(b) == 1 for b in found), "exactly one block in every request"
    assert found[0] == found[1] == found[2], "the same bytes on every turn"
    block = found[0][0]
    in_order = ["ann_private", "ann_shared"]
    if block != render_block(texts(*in_order)):
        in_order.reverse()
    assert block == render_block(texts(*in_order))
    for request in requests:
        system = request.json()["system"]
        assert system[:2] == SYSTEM and system[2] == {"type": "text", "text": block}
        for name in (
            "ben_private",
            "ann_quarantined",
            "ann_pending",
            "ann_archived",
            "ann_rejected",
        ):
            assert TEXTS[name][1].encode() not in request.body, name

    episodes, _ = session_of(proxy, "ann", session, 3)
    assert [e.user_digest for e in episodes] == [
        QUESTION,
        CONTINUATION_DIGEST,
        "thanks; anything else about redis or fixtures?",
    ]
    # each exchange records what its request was given, in the block's order
    assert [e.injected for e in episodes] == [[ids[n] for n in in_order]] * 3


def fallback_of(store: Store, owner: str, opening: str) -> str | None:
    with store.read() as txn:
        return fallback_session(txn, owner, opening)


def session_of(proxy: TeambrainProxy, owner: str, session: str, n: int):  # noqa: ANN201
    def ready(s: Store) -> bool:
        with s.read() as txn:
            return len(session_records(txn, owner, session)[0]) >= n

    store = proxy.wait_for(ready)
    with store.read() as txn:
        return session_records(txn, owner, session)


def test_a_shared_entry_reaches_every_member_and_private_ones_stay_home(
    team: tuple[TeambrainProxy, dict[str, str]], upstream: FakeUpstream
) -> None:
    proxy, _ = team
    got = {}
    for user in USERS:
        test_id = uuid.uuid4().hex
        client = claude(upstream, via(proxy, user), **{"x-test-id": test_id})
        client.messages.create(
            model="claude-sonnet-4-5",
            max_tokens=50,
            messages=[{"role": "user", "content": QUESTION}],
        )
        (request,) = seen(upstream, test_id)
        got[user] = blocks_in(request.body)
    (ann,), (ben,) = got["ann"], got["ben"]
    shared, ann_own, ben_own = texts("ann_shared", "ann_private", "ben_private")
    assert shared in ann and shared in ben
    assert ann_own in ann and ann_own not in ben
    assert ben_own in ben and ben_own not in ann
    assert got["eve"] == []  # not a member: no owner, nothing injected (and nothing captured)


def test_client_bytes_unchanged_and_the_episode_is_what_the_client_sent(
    team: tuple[TeambrainProxy, dict[str, str]], upstream: FakeUpstream
) -> None:
    proxy, _ = team
    test_id = uuid.uuid4().hex
    question = f"{QUESTION} ({test_id})"
    body = json.dumps(
        {
            "model": "claude-sonnet-4-5",
            "max_tokens": 50,
            "stream": True,
            "system": "You are terse.",
            "messages": [{"role": "user", "content": question}],
        }
    ).encode()
    with (
        httpx2.Client(proxy=via(proxy, "ann")) as http,
        http.stream(
            "POST",
            upstream.url + "/v1/messages",
            content=body,
            headers={
                "x-test-id": test_id,
                "content-type": "application/json",
                "x-fake-events": "7",
            },
        ) as response,
    ):
        received = b"".join(response.iter_raw())
    (request,) = seen(upstream, test_id)
    assert received == bytes(request.sent), "the client receives what upstream sent"
    (block,) = blocks_in(request.body)
    assert request.json()["system"] == "You are terse.\n\n" + block
    # no session header: capture derives the session from the system prompt it parsed, so
    # the stored session id proves capture read the client's bytes, not ours
    seed = PROVIDERS["anthropic"].parse_request(body).session_seed
    opening = IdKeys(store_secret(proxy.store())).seed("ann", "anthropic", seed)
    store = proxy.wait_for(lambda s: fallback_of(s, "ann", opening) is not None)
    episodes, _ = session_of(proxy, "ann", fallback_of(store, "ann", opening), 1)
    assert episodes[0].user_digest == question
    assert MARKER.encode() not in (proxy.store_dir / "data.mdb").read_bytes()


ECHOED = {"type": "text", "text": render_block(["A lesson the client echoed back."])}
UNTOUCHED = {  # requests the proxy must forward exactly as sent: (user, headers, system)
    "opt-out": ("ann", {"x-teambrain-inject": "off"}, "You are terse."),
    "client off": ("ann", {"user-agent": "no-knowledge/1.0"}, "You are terse."),
    "already holds one": ("ann", {}, [{"type": "text", "text": "You are terse."}, ECHOED]),
    "not a member": ("eve", {}, "You are terse."),
}


def ask_raw(
    proxy: TeambrainProxy, upstream: FakeUpstream, user: str, headers: dict, system: object
) -> tuple[bytes, Recorded]:
    """One plain request as `user`; the body sent and what upstream received."""
    test_id = uuid.uuid4().hex
    body = json.dumps(
        {
            "model": "claude-sonnet-4-5",
            "max_tokens": 20,
            "system": system,
            "messages": [{"role": "user", "content": QUESTION}],
        }
    ).encode()
    with httpx2.Client(proxy=via(proxy, user)) as http:
        reply = http.post(
            upstream.url + "/v1/messages",
            content=body,
            headers={"x-test-id": test_id, "content-type": "application/json", **headers},
        )
    assert reply.status_code == 200
    (request,) = seen(upstream, test_id)
    return body, request


@pytest.mark.parametrize("case", UNTOUCHED)
def test_requests_that_pass_untouched(
    team: tuple[TeambrainProxy, dict[str, str]], upstream: FakeUpstream, case: str
) -> None:
    proxy, _ = team
    body, request = ask_raw(proxy, upstream, *UNTOUCHED[case])
    assert request.body == body
    assert "x-teambrain-inject" not in request.headers


def test_openai_chat_sdk_system_message_after_the_clients(
    team: tuple[TeambrainProxy, dict[str, str]], upstream: FakeUpstream
) -> None:
    proxy, _ = team
    test_id = uuid.uuid4().hex
    client = gpt(upstream, via(proxy, "ben"), **{"x-test-id": test_id, "session_id": test_id})
    tools = [{"type": "function", "function": {"name": "bash", "parameters": {"type": "object"}}}]
    messages: list[dict] = [
        {"role": "system", "content": "You are a coding agent."},
        {"role": "user", "content": QUESTION},
    ]
    first = client.chat.completions.create(model="gpt-5", messages=messages, tools=tools)
    call = first.choices[0].message.tool_calls[0]
    assert json.loads(call.function.arguments) == {"command": f"echo {QUESTION[:40]}"}
    messages += [
        first.choices[0].message.model_dump(exclude_none=True),
        {"role": "tool", "tool_call_id": call.id, "content": "ok"},
    ]
    stream = client.chat.completions.create(
        model="gpt-5", messages=messages, tools=tools, stream=True
    )
    text = "".join(c.choices[0].delta.content or "" for c in stream if c.choices)
    assert text == "Tool said: ok"
    requests = seen(upstream, test_id)
    bodies = [r.json()["messages"] for r in requests]
    assert [m["role"] for m in bodies[0]] == ["system", "system", "user"]
    assert [m["role"] for m in bodies[1]] == ["system", "system", "user", "assistant", "tool"]
    assert bodies[0][1] == bodies[1][1] and blocks_in(requests[0].body) == [bodies[0][1]["content"]]
    assert TEXTS["ben_private"][1] in bodies[0][1]["content"]
    assert TEXTS["ann_private"][1] not in bodies[0][1]["content"]


def test_openai_responses_chain_keeps_its_block(
    team: tuple[TeambrainProxy, dict[str, str]], upstream: FakeUpstream
) -> None:
    proxy, _ = team
    test_id = uuid.uuid4().hex
    client = gpt(upstream, via(proxy, "ann"), **{"x-test-id": test_id})
    tools = [
        {"type": "function", "name": "bash", "parameters": {"type": "object", "properties": {}}}
    ]
    first = client.responses.create(
        model="gpt-5", instructions="Be brief.", input=QUESTION, tools=tools, stream=False
    )
    call = next(item for item in first.output if item.type == "function_call")
    events = list(
        client.responses.create(
            model="gpt-5",
            instructions="Be brief.",
            previous_response_id=first.id,
            input=[{"type": "function_call_output", "call_id": call.call_id, "output": "42"}],
            tools=tools,
            stream=True,
        )
    )
    assert events[-1].type == "response.completed"
    second_id = next(e.response.id for e in events if e.type == "response.created")
    third = client.responses.create(
        model="gpt-5",
        instructions="Be brief.",
        previous_response_id=second_id,
        input="and what about the VPN?",
    )
    assert third.output_text == "Echo: and what about the VPN?"
    instructions = [r.json()["instructions"] for r in seen(upstream, test_id)]
    assert len(instructions) == 3
    assert instructions[0] == instructions[1] == instructions[2], "one block for the whole chain"
    assert instructions[0].startswith("Be brief.\n\n" + MARKER)


def test_an_entry_quarantined_mid_session_leaves_the_block(
    team: tuple[TeambrainProxy, dict[str, str]], upstream: FakeUpstream
) -> None:
    proxy, ids = team
    store = store_of(proxy)
    sanitizer = text_sanitizer()
    lesson = "Grafana dashboards for the ingest pipeline live in ops/grafana/ingest.json."
    entry = knowledge.save(store, "ann", lesson, sanitizer=sanitizer)
    knowledge.approve(store, "ann", entry.id)
    test_id, session = uuid.uuid4().hex, f"cc-{uuid.uuid4()}"
    client = claude(
        upstream, via(proxy, "ann"), **{"x-test-id": test_id, "X-Claude-Code-Session-Id": session}
    )
    question = [
        {"role": "user", "content": "where are the grafana dashboards of the ingest pipeline?"}
    ]

    def ask() -> str:
        client.messages.create(model="claude-sonnet-4-5", max_tokens=20, messages=question)
        found = blocks_in(seen(upstream, test_id)[-1].body)
        assert len(found) <= 1
        return found[0] if found else ""

    deadline = time.monotonic() + 20
    while lesson not in ask():  # the proxy notices the approval within its refresh interval
        assert time.monotonic() < deadline, "the approved entry never reached the proxy"
        question[0]["content"] += " please"  # a new session opening: chosen again
        session = f"cc-{uuid.uuid4()}"
        client = claude(
            upstream,
            via(proxy, "ann"),
            **{"x-test-id": test_id, "X-Claude-Code-Session-Id": session},
        )
    knowledge.flag(store, "ann", entry.id)
    knowledge.quarantine(store, "ann", entry.id)
    deadline = time.monotonic() + 20
    while lesson in ask():
        assert time.monotonic() < deadline, "the quarantined entry was still injected"
        time.sleep(0.1)
    assert all(lesson not in ask() for _ in range(3))


def test_counters_reach_the_store_off_the_request_path(
    team: tuple[TeambrainProxy, dict[str, str]], upstream: FakeUpstream
) -> None:
    proxy, ids = team
    before = knowledge.get_entry(proxy.store(), "ann", ids["ann_shared"]).injected_count
    for user in ("ann", "ben"):
        ask_raw(proxy, upstream, user, {}, "You are terse.")
    for user, headers, system in UNTOUCHED.values():
        ask_raw(proxy, upstream, user, headers, system)

    def counted(s: Store) -> bool:
        shared = knowledge.get_entry(s, "ann", ids["ann_shared"])
        c = counters(s, "inject.")
        outcomes = ("opted_out", "off", "already_present", "unresolved_owner")
        return shared.injected_count >= before + 2 and all(c.get(f"inject.{o}") for o in outcomes)

    store = proxy.wait_for(counted)
    assert counters(store, "inject.")["inject.injected"] >= 2
    shared = knowledge.get_entry(store, "ann", ids["ann_shared"])
    assert shared.last_injected_at is not None and shared.retrieved_count == 0
    for name in ("ann_quarantined", "ann_pending", "ann_archived", "ann_rejected"):
        assert knowledge.get_entry(store, "ann", ids[name]).injected_count == 0, name


def test_with_injection_not_configured_nothing_is_injected(
    proxy: TeambrainProxy, upstream: FakeUpstream
) -> None:
    store = proxy.store()
    entry = knowledge.save(store, "alice", TEXTS["ann_private"][1], sanitizer=text_sanitizer())
    knowledge.approve(store, "alice", entry.id)
    test_id = uuid.uuid4().hex
    body = json.dumps(
        {
            "model": "m",
            "max_tokens": 5,
            "system": "S",
            "messages": [{"role": "user", "content": QUESTION}],
        }
    ).encode()
    with httpx2.Client(proxy=proxy.url) as http:
        http.post(upstream.url + "/v1/messages", content=body, headers={"x-test-id": test_id})
    (request,) = seen(upstream, test_id)
    assert request.body == body
    proxy.wait_for(lambda s: any(e.user_digest == QUESTION for e in list_episodes(s, "alice")))


SOLO_CONFIG = """
[owners]
local = "alice"
[inject]
enabled = true
"""


def test_episodes_show_says_which_entries_the_request_was_given(
    tmp_path: Path, upstream: FakeUpstream
) -> None:
    """Single-user mode: a lesson approved, a request through mitmdump, then the real
    `teambrain episodes show` names the injected entry with its title."""
    proxy = TeambrainProxy(tmp_path / "solo", config=SOLO_CONFIG)
    store = open_store(proxy.store_dir)
    entry = knowledge.save(store, "alice", TEXTS["ann_private"][1], sanitizer=text_sanitizer())
    knowledge.approve(store, "alice", entry.id)
    store.close()
    test_id = uuid.uuid4().hex
    with proxy:
        claude(upstream, proxy.url, **{"x-test-id": test_id}).messages.create(
            model="claude-sonnet-4-5",
            max_tokens=20,
            messages=[{"role": "user", "content": QUESTION}],
        )
        (request,) = seen(upstream, test_id)
        assert blocks_in(request.body) == [render_block([TEXTS["ann_private"][1]])]
        captured = proxy.wait_for(lambda s: bool(list_episodes(s, "alice")))
        (episode,) = list_episodes(captured, "alice")
        show = [
            str(Path(sys.executable).with_name("teambrain")),
            "--store",
            str(proxy.store_dir),
            "--config",
            str(proxy.workdir / "teambrain.toml"),
            "episodes",
            "show",
            episode.id,
        ]
        shown = subprocess.run(show, capture_output=True, text=True, check=True).stdout
        as_json = json.loads(
            subprocess.run([*show, "--json"], capture_output=True, text=True, check=True).stdout
        )
    assert "── knowledge injected into the request ──" in shown
    assert f"{entry.id}  {TEXTS['ann_private'][1]}  (yours)" in shown
    assert as_json["injected"] == [entry.id]
    assert as_json["injected_entries"] == [
        {"id": entry.id, "found": True, "title": TEXTS["ann_private"][1], "owner": "alice"}
    ]
