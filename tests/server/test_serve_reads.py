"""`teambrain serve` asked only to read and to refuse, from outside: what each member sees
through their own CLI, malformed and oversized bodies, two Authorization headers, the CLI's
contract, login, token guessing on every endpoint, and short refs reaching for another
member's private entries. Nothing here changes the store's entries or the server's config,
so the tests of one backend share one world and one server (the fixtures below stand in for
the per-test ones of conftest.py); a test that changes them has a server of its own, in
test_serve.py and test_hardening.py."""

from __future__ import annotations

import json
from collections.abc import Iterator

import httpx
import pytest
from teambrain.core import audit
from teambrain.core.knowledge import entries as knowledge
from teambrain.core.store import Store

from tests.conftest import BACKENDS, backend_store
from tests.server.conftest import (
    INITIALIZE,
    MCP_HEADERS,
    TEAMBRAIN,
    TOKENS,
    TeamServer,
    World,
    build_world,
    guesses,
    members_server,
)

ALICE, BOB = TOKENS["alice"], TOKENS["bob"]


@pytest.fixture(scope="module", params=BACKENDS)
def store(
    request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[Store]:
    with backend_store(request, tmp_path_factory.mktemp("reads")) as s:
        yield s


@pytest.fixture(scope="module")
def world(store: Store) -> World:
    return build_world(store)


@pytest.fixture(scope="module")
def team_server(
    store: Store, world: World, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[TeamServer]:
    with members_server(store, tmp_path_factory.mktemp("reads-home")) as server:
        yield server


def test_every_answer_says_how_long_the_server_spent_on_it(team_server: TeamServer) -> None:
    """A member (or bench/server_load.py) tells the server's time from their own queueing."""
    for token in (ALICE, "not-a-member-token"):
        timing = team_server.api(token, "whoami").headers["server-timing"]
        assert timing.startswith("app;dur=") and float(timing.removeprefix("app;dur=")) >= 0


def test_health_answers_without_a_token(team_server: TeamServer) -> None:
    reply = team_server.http().get("/healthz")
    assert reply.status_code == 200 and reply.json()["status"] == "ok"


def test_members_see_only_their_own(team_server: TeamServer, world: World) -> None:
    for member, other in (("alice", "bob"), ("bob", "alice")):
        token = TOKENS[member]
        exchanges = team_server.json(token, "episodes", "list")
        assert [x["id"] for x in exchanges] == [world.exchanges[member]]
        assert [e["id"] for e in exchanges[0]["events"]] == [world.events[member]]
        shown = team_server.json(token, "episodes", "show", world.events[member])
        assert shown["id"] == world.exchanges[member] and shown["focus"] == world.events[member]
        queue = team_server.json(token, "review", "list")
        assert [i["entry"]["id"] for i in queue] == [world.entries[(member, "pending")]]
        sessions = team_server.json(token, "timeline", "list")
        assert [s["session_id"] for s in sessions] == [f"s-{member}"]
        hits = team_server.json(token, "recall", "deploy readiness probe")
        assert {h["session_id"] for h in hits} == {f"s-{member}"}
        records = team_server.json(token, "audit")
        assert records and {r["owner"] for r in records} == {member}
        # the other member's records are not found, whichever way they are named
        for ref in (world.exchanges[other], world.events[other], world.exchanges[other][:12]):
            refused = team_server.cli(token, "episodes", "show", ref, ok=False)
            assert "no episode or tool call" in refused.stderr
            assert "billing" not in refused.stderr and "canary" not in refused.stderr
        team_server.cli(token, "timeline", "show", f"s-{other}", ok=False)
        listed = {e["id"] for e in team_server.json(token, "kb", "list")}
        assert world.entries[(other, "team")] in listed  # shared with the team
        assert not listed & {world.entries[(other, s)] for s in ("pending", "agenda", "flagged")}


@pytest.mark.parametrize("path", ["/api/v1/whoami", "/mcp"])
def test_two_authorization_headers_name_nobody(team_server: TeamServer, path: str) -> None:
    """A proxy in front may check one of them and the server read the other: neither counts."""
    for first, second in ((ALICE, BOB), (BOB, ALICE), (ALICE, ALICE)):
        headers = [("authorization", f"Bearer {first}"), ("authorization", f"Bearer {second}")]
        headers.append(("accept", "application/json, text/event-stream"))
        reply = httpx.post(team_server.url + path, headers=headers, json={})
        assert reply.status_code == 401, (path, reply.text)
        assert "one Authorization header" in reply.json()["error"]["message"]


def test_bad_requests_get_clear_errors_and_change_nothing(
    team_server: TeamServer, world: World, store: Store
) -> None:
    pending = world.entries[("alice", "pending")]
    before = (knowledge.list_entries(store, "alice"), audit.read(store, "alice", limit=1000))
    cases = [
        (
            "approve",
            {"content": b'{"ref": ', "headers": {"content-type": "application/json"}},
            400,
            "invalid_json",
        ),
        (
            "approve",
            {"content": b"[1, 2]", "headers": {"content-type": "application/json"}},
            400,
            "invalid_request",
        ),
        ("approve", {"json": {"ref": pending, "force": True}}, 400, "invalid_request"),
        ("approve", {"json": {"ref": 7}}, 400, "invalid_request"),
        ("approve", {"json": {}}, 400, "invalid_request"),
        (
            "approve",
            {
                "content": b"ref=" + pending.encode(),
                "headers": {"content-type": "application/x-www-form-urlencoded"},
            },
            415,
            "unsupported_media_type",
        ),
        ("save", {"json": {"text": "x" * 70_000}}, 413, "too_large"),
        (
            "save",
            {"content": b"{" + b" " * 200_000, "headers": {"content-type": "application/json"}},
            413,
            "too_large",
        ),
        ("no_such_operation", {"json": {}}, 404, "unknown_operation"),
        ("recall", {"json": {"query": "deploy", "limit": 10_000}}, 400, "invalid_argument"),
        ("recall", {"json": {"query": "deploy", "since": "2023-02-30"}}, 400, "invalid_argument"),
    ]
    for operation, kwargs, status, code in cases:
        reply = team_server.api(ALICE, operation, **kwargs)
        assert (reply.status_code, reply.json()["error"]["code"]) == (status, code), (
            operation,
            kwargs,
            reply.text,
        )
        assert reply.json()["error"]["message"]
    # edge values are answered, not crashed on: a window past the store's range is all history
    for body in (
        {"query": "deploy", "window": "99999999999d"},
        {"query": "deploy", "since": "0001-01-01", "until": "9999-12-31"},
    ):
        assert team_server.api(ALICE, "recall", body).status_code == 200, body
    with team_server.http(ALICE) as http:
        got = http.get(f"/api/v1/approve?ref={pending}")
    assert got.status_code == 405 and got.headers["allow"] == "POST"
    after = (knowledge.list_entries(store, "alice"), audit.read(store, "alice", limit=1000))
    assert after == before


def test_the_cli_contract(team_server: TeamServer, world: World, store: Store, tmp_path) -> None:
    import subprocess

    listed = team_server.json(ALICE, "review", "list")
    assert [i["entry"]["id"] for i in listed] == [world.entries[("alice", "pending")]]
    both = subprocess.run(
        [TEAMBRAIN, "--server", team_server.url, "--as", "bob", "review", "list"],
        env=team_server.env(ALICE),
        capture_output=True,
        text=True,
    )
    assert both.returncode == 2 and "--as cannot be used with --server" in both.stderr
    operator = subprocess.run(
        [TEAMBRAIN, "--server", team_server.url, "tick"],
        env=team_server.env(ALICE),
        capture_output=True,
        text=True,
    )
    assert operator.returncode == 1 and "run it on the gateway host" in operator.stderr
    # on the gateway host, a name given with --as reads but does not act
    local = {**team_server.env(), "TEAMBRAIN_CONFIG": str(team_server.config)}
    base = [TEAMBRAIN, "--store", store.url, "--as", "bob"]
    reads = subprocess.run(
        [*base, "review", "list", "--json"], env=local, capture_output=True, text=True
    )
    assert reads.returncode == 0 and json.loads(reads.stdout)
    pending = world.entries[("bob", "pending")]
    for args in (
        ("review", "approve", pending),
        ("review", "reject", pending),
        ("kb", "save", "Bob's lesson: never force-push main."),
        ("ceremony", "decide", world.entries[("bob", "agenda")], "share"),
        ("decay", "keep", world.entries[("bob", "flagged")]),
        ("decay", "quarantine", world.entries[("bob", "flagged")]),
        ("kb", "restore", world.entries[("bob", "quarantined")]),
        ("kb", "flag", world.entries[("bob", "team")]),
    ):
        acted = subprocess.run([*base, *args], env=local, capture_output=True, text=True)
        assert acted.returncode == 1, args
        assert "teambrain serve" in acted.stderr and "teambrain login" in acted.stderr
    assert knowledge.get_entry(store, "bob", pending).state == "pending"


def test_login_saves_the_token_privately_and_commands_follow_it(team_server: TeamServer) -> None:
    import subprocess

    env = team_server.env()
    wrong = subprocess.run(
        [TEAMBRAIN, "login", team_server.url],
        input="a-wrong-token-0000000000",
        env=env,
        capture_output=True,
        text=True,
    )
    assert wrong.returncode == 1 and "refused the token" in wrong.stderr
    done = subprocess.run(
        [TEAMBRAIN, "login", team_server.url],
        input=BOB + "\n",
        env=env,
        capture_output=True,
        text=True,
    )
    assert done.returncode == 0 and "as bob" in done.stdout
    saved = team_server.home / "login.json"
    assert saved.stat().st_mode & 0o777 == 0o600
    who = subprocess.run([TEAMBRAIN, "whoami"], env=env, capture_output=True, text=True)
    assert who.stdout.startswith("bob via api, on " + team_server.url)
    out = subprocess.run([TEAMBRAIN, "logout"], env=env, capture_output=True, text=True)
    assert out.returncode == 0 and BOB not in saved.read_text()


GUESSER = {
    "/mcp": "127.0.0.2",
    "/mcp/": "127.0.0.3",
    "/api/v1/whoami": "127.0.0.4",
    "/no/such/path": "127.0.0.5",
}
"""Where each endpoint's guesser sends from: the server counts failed tokens per address."""


@pytest.mark.parametrize("path", ["/mcp", "/mcp/", "/api/v1/whoami", "/no/such/path"])
def test_token_guessing_is_slowed_on_every_endpoint(team_server: TeamServer, path: str) -> None:
    source = GUESSER[path]  # an address of its own: its count starts at nothing
    codes = guesses(team_server, path, 30, source=source)
    assert 429 in codes, codes
    assert codes.index(429) <= 11  # the burst of 10, then 1 a second
    # the member with a real token is not held back by the guesser at the same address
    with team_server.http(source=source) as http:
        opened = http.post(
            "/mcp", json=INITIALIZE, headers={"Authorization": f"Bearer {ALICE}", **MCP_HEADERS}
        )
    assert opened.status_code == 200


def test_a_short_ref_never_reaches_into_another_members_private_entries(
    team_server: TeamServer, store: Store, world: World
) -> None:
    bobs = [world.entries[("bob", s)] for s in ("pending", "flagged", "quarantined")]
    for ref in bobs:
        for prefix in (ref, ref[:20], ref[:12]):
            reply = team_server.api(ALICE, "show_entry", {"ref": prefix})
            if reply.status_code == 200:  # a prefix alice may also own or be shown
                assert reply.json()["entry"]["id"] not in bobs
            else:
                assert reply.json()["error"]["code"] in ("not_found", "ambiguous"), reply.text
                assert not any(b in reply.text.replace(repr(prefix), "") for b in bobs)
    # what alice is shown still resolves by prefix: bob's team lesson, bob's agenda item
    team = world.entries[("bob", "team")]
    assert team_server.api(ALICE, "show_entry", {"ref": team[:24]}).json()["entry"]["id"] == team
    agenda = world.entries[("bob", "agenda")]
    decided = team_server.api(
        ALICE, "decide", {"decisions": [{"entry_id": agenda[:24], "decision": "share"}]}
    )
    assert decided.json()["error"]["code"] == "forbidden"  # found, and refused: bob's to decide
