"""End to end: what Claude Code writes into user turns itself is never stored as the person's.

After a ToolSearch result Claude Code adds a text block "Tool loaded." to the same user
message. Captured as the person's words, `timeline show` read "you: Tool loaded." and a recall
the session asked for stopped walking back at that turn, so it answered with the session's
own typed question. Here, through a real mitmdump:

- the two requests a real Claude Code 2.1.197 sent (tests/data/claude_code_README.md) are
  replayed, and a session that loads the recall tool with ToolSearch before calling it does
  not find itself;
- where a Claude Code binary is installed (`TEAMBRAIN_CLAUDE_CODE`, or `claude` on PATH), the
  real client runs through the proxy with HOME in a temporary directory.

The upstream is scripted (`ScriptedUpstream`): it answers with the next reply of its script,
so the client's tool calls come in the order a real model would make them.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import threading
import uuid
from collections.abc import Callable, Iterator
from http.server import ThreadingHTTPServer
from pathlib import Path

import httpx2
import pytest
from teambrain.core.episodes.records import session_records
from teambrain.core.recall.search import recall
from teambrain.core.records.episodes import CONTINUATION_DIGEST
from teambrain.core.store import Store

from tests.e2e.proxy import TeambrainProxy
from tests.fakes.http import FakeHandler

DATA = Path(__file__).resolve().parents[1] / "data"
RECALL_TOOL = "mcp__teambrain__recall_episodes"
NONSENSE = "zorblax quibbleflux snarfwidget"


def _events(blocks: list[dict], stop: str) -> bytes:
    """An Anthropic SSE stream of the given text and tool_use blocks."""
    events: list[tuple[str, dict]] = [
        (
            "message_start",
            {
                "type": "message_start",
                "message": {
                    "id": f"msg_{uuid.uuid4().hex[:12]}",
                    "type": "message",
                    "role": "assistant",
                    "model": "claude-test",
                    "content": [],
                    "stop_reason": None,
                    "usage": {"input_tokens": 5, "output_tokens": 1},
                },
            },
        )
    ]
    for i, block in enumerate(blocks):
        if block["type"] == "text":
            start = {"type": "text", "text": ""}
            delta = {"type": "text_delta", "text": block["text"]}
        else:
            start = {"type": "tool_use", "id": block["id"], "name": block["name"], "input": {}}
            delta = {"type": "input_json_delta", "partial_json": json.dumps(block["input"])}
        events += [
            ("content_block_start", {"type": "content_block_start", "index": i, "content_block": start}),
            ("content_block_delta", {"type": "content_block_delta", "index": i, "delta": delta}),
            ("content_block_stop", {"type": "content_block_stop", "index": i}),
        ]  # fmt: skip
    events += [
        ("message_delta", {"type": "message_delta", "delta": {"stop_reason": stop}, "usage": {"output_tokens": 3}}),
        ("message_stop", {"type": "message_stop"}),
    ]  # fmt: skip
    return "".join(f"event: {e}\ndata: {json.dumps(d)}\n\n" for e, d in events).encode()


def tool_use(name: str, tool_input: dict) -> dict:
    return {
        "type": "tool_use",
        "id": f"toolu_{uuid.uuid4().hex[:16]}",
        "name": name,
        "input": tool_input,
    }


def _calls(blocks: list[dict]) -> set[str]:
    return {b["name"] for b in blocks if b["type"] == "tool_use"}


class ScriptedUpstream:
    """A fake Anthropic API on 127.0.0.1 answering `/v1/messages` with its script in order
    (then with text); a reply calling a tool waits for a request that offers it (the client's
    side requests, such as a title, get text). Every request body is recorded."""

    def __init__(self) -> None:
        self.script: list[list[dict]] = []
        self.bodies: list[dict] = []
        self._lock = threading.Lock()
        outer = self

        class Handler(FakeHandler):
            def do_POST(self) -> None:  # noqa: N802
                raw = self.rfile.read(int(self.headers.get("content-length") or 0))
                body = json.loads(raw or b"{}")
                with outer._lock:
                    counting = "count_tokens" in self.path
                    if not counting:
                        outer.bodies.append(body)
                    offered = {t.get("name") for t in body.get("tools") or []}
                    blocks = None
                    if outer.script and not counting and _calls(outer.script[0]) <= offered:
                        blocks = outer.script.pop(0)
                blocks = blocks or [{"type": "text", "text": "done"}]
                stop = "tool_use" if any(b["type"] == "tool_use" for b in blocks) else "end_turn"
                if body.get("stream"):
                    data, kind = _events(blocks, stop), "text/event-stream"
                else:
                    message = {"id": "msg_1", "type": "message", "role": "assistant", "model": "m",
                               "content": blocks, "stop_reason": stop,
                               "usage": {"input_tokens": 1, "output_tokens": 1}}  # fmt: skip
                    data, kind = json.dumps(message).encode(), "application/json"
                self.send_response(200)
                self.send_header("content-type", kind)
                self.send_header("content-length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

        self._server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self._thread = threading.Thread(target=self._server.serve_forever, daemon=True)

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self._server.server_address[1]}"

    def __enter__(self) -> ScriptedUpstream:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._server.shutdown()
        self._server.server_close()


@pytest.fixture
def scripted() -> Iterator[ScriptedUpstream]:
    with ScriptedUpstream() as upstream:
        yield upstream


def records(store: Store, session: str) -> tuple[list, list]:
    with store.read() as txn:
        return session_records(txn, "alice", session)


def send(http: httpx2.Client, upstream: ScriptedUpstream, body: dict) -> None:
    headers = {"user-agent": "claude-cli/2.1.197 (external, sdk-cli)"}
    with http.stream("POST", upstream.url + "/v1/messages", json=body, headers=headers) as r:
        assert r.status_code == 200
        b"".join(r.iter_raw())


def _with_session(body: dict, session: str) -> dict:
    user_id = json.loads(body["metadata"]["user_id"])
    user_id["session_id"] = session
    return {**body, "metadata": {"user_id": json.dumps(user_id)}}


def _replayed(name: str, session: str) -> dict:
    """A request fixture Claude Code sent, moved into `session`."""
    return _with_session(json.loads((DATA / name).read_text()), session)


def replay(proxy: TeambrainProxy, upstream: ScriptedUpstream, session: str, *bodies: dict) -> Store:
    """Send `bodies` through the proxy one after another, each once the one before is stored,
    and return the store holding them all."""

    def holds(n: int) -> Callable[[Store], bool]:
        return lambda store: len(records(store, session)[0]) == n

    with httpx2.Client(proxy=proxy.url, timeout=60) as http:
        for n, body in enumerate(bodies, 1):
            send(http, upstream, body)
            store = proxy.wait_for(holds(n))
    return store


def test_a_real_tool_search_turn_is_stored_as_a_continuation(
    proxy: TeambrainProxy, scripted: ScriptedUpstream
) -> None:
    """The request Claude Code 2.1.197 sent after ToolSearch, replayed through the proxy."""
    session = str(uuid.uuid4())
    body = _replayed("claude_code_2.1.197_tool_search.json", session)
    first = {**body, "messages": body["messages"][:3]}  # the typed question (and the system note)
    store = replay(proxy, scripted, session, first, body)
    asked, loaded = records(store, session)[0]
    assert (asked.user_digest, asked.continuation) == ("what is the weather in <LOCATION>", False)
    assert (loaded.user_digest, loaded.continuation) == (CONTINUATION_DIGEST, True)


def test_the_session_title_request_stores_none_of_the_persons_words(
    proxy: TeambrainProxy, scripted: ScriptedUpstream
) -> None:
    """Before the first turn Claude Code 2.1.197 asks for a session title, quoting the
    person's words in `<session>` under its own instruction: replayed through the proxy, that
    exchange is kept (its tokens are spent) with no words of the person's, so the turn that
    follows is the only one saying them."""
    session = str(uuid.uuid4())
    title = _replayed("claude_code_2.1.197_session_title.json", session)
    typed = "Always use pnpm instead of npm in this repo. Fix the login test."
    turn = {**title, "messages": [{"role": "user", "content": [{"type": "text", "text": typed}]}]}
    store = replay(proxy, scripted, session, title, turn)
    asked_title, asked = records(store, session)[0]
    assert (asked_title.user_digest, asked_title.continuation) == ("", False)
    assert asked.user_digest == typed


def test_a_session_loading_the_recall_tool_first_does_not_find_itself(
    proxy: TeambrainProxy, scripted: ScriptedUpstream
) -> None:
    """Typed question -> ToolSearch -> "Tool loaded." -> recall_episodes: the recall's
    answer leaves out the whole asking turn, so a nonsense query finds nothing."""
    session = str(uuid.uuid4())
    question = f"search my history for {NONSENSE}"
    search = tool_use("ToolSearch", {"query": f"select:{RECALL_TOOL}", "max_results": 1})
    asks = tool_use(RECALL_TOOL, {"query": NONSENSE})
    scripted.script += [[search], [asks]]
    body = {
        "model": "claude-opus-4-8",
        "max_tokens": 64,
        "stream": True,
        "system": [{"type": "text", "text": "You are Claude Code."}],
        "metadata": {"user_id": json.dumps({"device_id": "d", "session_id": session})},
        "tools": [{"name": "ToolSearch", "input_schema": {"type": "object"}}],
    }
    loaded_tools = [*body["tools"], {"name": RECALL_TOOL, "input_schema": {"type": "object"}}]
    typed = {
        "role": "user",
        "content": [
            {"type": "text", "text": "<system-reminder>\n# currentDate\n</system-reminder>\n\n"},
            {"type": "text", "text": question},
        ],
    }
    loaded = {
        "role": "user",
        "content": [
            {
                "type": "tool_result",
                "tool_use_id": search["id"],
                "content": [{"type": "tool_reference", "tool_name": RECALL_TOOL}],
            },
            {"type": "text", "text": "Tool loaded."},
        ],
    }
    with httpx2.Client(proxy=proxy.url, timeout=60) as http:
        send(http, scripted, {**body, "messages": [typed]})
        proxy.wait_for(lambda s: len(records(s, session)[1]) == 1)
        send(
            http,
            scripted,
            {
                **body,
                "tools": loaded_tools,
                "messages": [typed, {"role": "assistant", "content": [search]}, loaded],
            },
        )
        store = proxy.wait_for(lambda s: len(records(s, session)[1]) == 2)
    episodes, calls = records(store, session)
    assert sorted((e.user_digest, e.continuation) for e in episodes) == [
        (CONTINUATION_DIGEST, True),
        (question, False),
    ]
    assert {c.tool_name for c in calls} == {"ToolSearch", RECALL_TOOL}
    found = recall(store, "alice", NONSENSE)
    assert found.hits == [], [h.session_id for h in found.hits]
    assert found.message.startswith("No episodes of yours match")


def _claude_code() -> str | None:
    return os.environ.get("TEAMBRAIN_CLAUDE_CODE") or shutil.which("claude")


@pytest.mark.skipif(_claude_code() is None, reason="no Claude Code binary installed")
def test_the_real_claude_code_through_the_proxy(
    proxy: TeambrainProxy, scripted: ScriptedUpstream, tmp_path: Path
) -> None:
    """The installed client, its HOME in a temporary directory, through the proxy: the turn
    after its ToolSearch call holds "Tool loaded." and is stored as a continuation."""
    question = f"what is the weather in {uuid.uuid4().hex[:8]}"
    scripted.script.append([tool_use("ToolSearch", {"query": "select:WebFetch", "max_results": 1})])
    home = tmp_path / "home"
    (home / "work").mkdir(parents=True)
    env = {
        "PATH": os.environ.get("PATH", ""),
        "HOME": str(home),
        "ANTHROPIC_BASE_URL": scripted.url,
        "ANTHROPIC_API_KEY": "sk-ant-api03-test-key",
        "HTTP_PROXY": proxy.url,
        "NO_PROXY": "",
        "ENABLE_TOOL_SEARCH": "true",
        "DISABLE_TELEMETRY": "1",
        "CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC": "1",
    }
    done = subprocess.run(
        [str(_claude_code()), "-p", question],
        cwd=home / "work",
        env=env,
        capture_output=True,
        text=True,
        timeout=180,
        stdin=subprocess.DEVNULL,
    )
    assert done.returncode == 0, done.stderr
    sent = [m for b in scripted.bodies for m in b["messages"] if m["role"] == "user"]
    assert any(
        isinstance(m["content"], list)
        and any(isinstance(b, dict) and b.get("text") == "Tool loaded." for b in m["content"])
        for m in sent
    ), "the client did not add Tool loaded. (another version?)"
    session = json.loads(scripted.bodies[0]["metadata"]["user_id"])["session_id"]
    store = proxy.wait_for(lambda s: len(records(s, session)[0]) >= 2, timeout=60)
    episodes = records(store, session)[0]
    assert (episodes[0].user_digest, episodes[0].continuation) == (question, False)
    assert all(e.continuation and e.user_digest == CONTINUATION_DIGEST for e in episodes[1:])
