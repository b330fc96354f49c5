"""`teambrain serve` driven from outside, as members and attackers would: each member's CLI in
its own process with its own token, raw HTTP with planted parameters, a token removed while
the server runs, limits across processes, TLS, and the server killed mid-decision. Each test
here changes the store, the config or the process, so it has a server of its own; the tests
that only read and refuse share one (test_serve_reads.py)."""

from __future__ import annotations

import threading
import time

import httpx
import pytest
from teambrain.core import audit
from teambrain.core.knowledge import entries as knowledge
from teambrain.core.store import Store

from tests.server.conftest import TEAMBRAIN, TOKENS, TeamServer, World, config_text

ALICE, BOB = TOKENS["alice"], TOKENS["bob"]


ACTIONS = {
    "approve": "pending",
    "reject": "pending",
    "keep": "flagged",
    "quarantine": "flagged",
    "restore": "quarantined",
    "flag": "team",
    "archive": "team",
}


def test_no_member_decides_anothers_entry_through_any_endpoint(
    team_server: TeamServer, world: World, store: Store
) -> None:
    before = knowledge.list_entries(store, "bob")
    for action, state in ACTIONS.items():
        target = world.entries[("bob", state)]
        for body in ({"ref": target}, {"ref": target[:14]}):
            reply = team_server.api(ALICE, action, body)
            assert reply.status_code in (403, 404), (action, reply.text)
            assert reply.json()["error"]["code"] in ("forbidden", "not_found")
        planted = team_server.api(ALICE, action, {"ref": target, "owner": "bob"})
        assert (
            planted.status_code == 400
            and "unknown field `owner`" in planted.json()["error"]["message"]
        )
        team_server.cli(ALICE, *_cli_args(action, target), ok=False)
    decided = team_server.api(
        ALICE,
        "decide",
        {"decisions": [{"entry_id": world.entries[("bob", "agenda")], "decision": "share"}]},
    )
    assert (
        decided.status_code == 403
        and "only bob may decide it" in decided.json()["error"]["message"]
    )
    team_server.cli(
        ALICE, "ceremony", "decide", world.entries[("bob", "agenda")], "share", ok=False
    )
    assert knowledge.list_entries(store, "bob") == before
    refusals = [r for r in audit.read(store, "bob") if r.action.startswith("refused:")]
    assert refusals and {(r.actor, r.channel) for r in refusals} == {("alice", "api")}


def _cli_args(action: str, ref: str) -> tuple[str, ...]:
    return {
        "approve": ("review", "approve", ref),
        "reject": ("review", "reject", ref),
        "keep": ("decay", "keep", ref),
        "quarantine": ("decay", "quarantine", ref),
        "restore": ("kb", "restore", ref),
        "flag": ("kb", "flag", ref),
        "archive": ("ceremony", "decide", ref, "archive"),
    }[action]


def test_members_act_on_their_own_and_the_audit_says_how(
    team_server: TeamServer, world: World, store: Store
) -> None:
    pending, agenda = world.entries[("alice", "pending")], world.entries[("alice", "agenda")]
    seeded = {r.id for r in audit.read(store, "alice", limit=1000)}
    # a short id: the shortest prefix of 16 or more characters no other entry of alice's shares
    # (entries made in one millisecond differ only in their last characters)
    others = [e for (owner, _), e in world.entries.items() if owner == "alice" and e != pending]
    short = next(
        pending[:n]
        for n in range(16, len(pending) + 1)
        if not any(e.startswith(pending[:n]) for e in others)
    )
    approved = team_server.cli(ALICE, "review", "approve", short)
    assert f"Approved {pending}: approved/private" in approved.stdout
    shared = team_server.json(ALICE, "ceremony", "decide", agenda, "share", pending, "private")
    assert shared["counts"] == {"share": 1, "private": 1, "archive": 0}
    assert (
        team_server.json(ALICE, "decay", "keep", world.entries[("alice", "flagged")])["flagged"]
        is False
    )
    restored = team_server.json(ALICE, "decay", "restore", world.entries[("alice", "quarantined")])
    assert restored["state"] == "approved"
    saved = team_server.json(ALICE, "kb", "save", "Alice's lesson: cache the uv wheels in CI.")
    assert (saved["owner"], saved["state"]) == ("alice", "pending")
    assert knowledge.get_entry(store, "alice", agenda).visibility == "team"
    mine = [r for r in audit.read(store, "alice") if r.id not in seeded]
    assert {r.channel for r in mine} == {"api"}
    assert {"approve", "share", "keep_private", "keep", "restore", "save"} <= {
        r.action for r in mine
    }
    # as bob sees it: alice's lesson is now the team's, attributed to her
    team = {e["id"]: e for e in team_server.json(BOB, "kb", "list", "--state", "approved")}
    assert team[agenda]["owner"] == "alice"


def test_unknown_and_removed_tokens_are_refused_and_edits_take_effect(
    team_server: TeamServer, world: World
) -> None:
    assert team_server.api("not-a-member-token-000000", "review_queue").status_code == 401
    assert team_server.api(None, "review_queue").status_code == 401
    assert team_server.api(ALICE[:-1], "review_queue").status_code == 401
    missing = team_server.cli(None, "review", "list", ok=False)
    assert "no token" in missing.stderr and "teambrain login" in missing.stderr
    carol = "carol-member-token-5d1e9b2c7a"
    team_server.config.write_text(config_text({"alice": ALICE, "carol": carol}))
    deadline = time.monotonic() + 10
    while team_server.api(BOB, "whoami").status_code != 401:
        assert time.monotonic() < deadline, "a removed token still works"
        time.sleep(0.2)
    assert team_server.api(carol, "whoami").json()["owner"] == "carol"
    refused = team_server.cli(BOB, "review", "list", ok=False)
    assert "refused the token" in refused.stderr
    # a config that no longer loads keeps the tokens that worked (and lets nobody new in)
    logged = len(team_server.log())
    team_server.config.write_text("[owners.tokens\n")
    team_server.wait_for_log(
        "kept the previous tokens", lambda: team_server.api(carol, "whoami"), since=logged
    )
    assert team_server.api(carol, "whoami").status_code == 200
    assert team_server.api(BOB, "whoami").status_code == 401


def test_killing_the_server_mid_decisions_loses_no_committed_one(
    team_server: TeamServer, store: Store
) -> None:
    from tests.mcpserver.episode_world import PassThrough

    ids = [
        knowledge.save(
            store, "alice", f"Alice's lesson {n}: keep build {n} green.", sanitizer=PassThrough()
        ).id
        for n in range(60)
    ]
    answered: list[str] = []

    def approve_all(chunk: list[str]) -> None:
        with team_server.http(ALICE) as http:
            for ref in chunk:
                try:
                    reply = http.post("/api/v1/approve", json={"ref": ref})
                except Exception:
                    return
                if reply.status_code == 200:
                    answered.append(ref)

    workers = [threading.Thread(target=approve_all, args=(ids[i::3],)) for i in range(3)]
    for w in workers:
        w.start()
    deadline = time.monotonic() + 30
    while len(answered) < 10 and time.monotonic() < deadline:
        time.sleep(0.01)
    team_server.kill()
    for w in workers:
        w.join(timeout=30)
    assert 10 <= len(answered) < len(ids)
    for ref in answered:
        assert knowledge.get_entry(store, "alice", ref).state == "approved"
    team_server.start()  # the store opens clean after a SIGKILL
    left = [r for r in ids if knowledge.get_entry(store, "alice", r).state == "pending"]
    assert team_server.api(ALICE, "approve", {"ref": left[0]}).status_code == 200


def test_tokens_are_rate_limited_per_member(store: Store, world: World, tmp_path) -> None:
    config = tmp_path / "limited.toml"
    config.write_text(config_text(TOKENS, "[server]\nrate_per_second = 0.5\nrate_burst = 3\n"))
    server = TeamServer(store.url, config, tmp_path).start()
    try:
        codes = [server.api(ALICE, "whoami").status_code for _ in range(5)]
        assert codes[:3] == [200, 200, 200] and codes[3:] == [429, 429]
        limited = server.api(ALICE, "whoami")
        assert limited.json()["error"]["code"] == "rate_limited"
        assert int(limited.headers["retry-after"]) >= 1
        assert server.api(BOB, "whoami").status_code == 200  # each member has their own
    finally:
        server.stop()


def test_limits_hold_across_serve_processes_on_one_store(
    store: Store, world: World, tmp_path
) -> None:
    """Two serve processes behind one balancer: a member's limit and the failed-token limit
    are counted in the store, so neither multiplies by the number of processes."""
    config = tmp_path / "limited.toml"
    config.write_text(config_text(TOKENS, "[server]\nrate_per_second = 0.01\nrate_burst = 4\n"))
    one = TeamServer(store.url, config, tmp_path).start()
    other = TeamServer(store.url, config, tmp_path).start()
    try:
        either = [one, other]
        codes = [either[n % 2].api(ALICE, "whoami").status_code for n in range(6)]
        assert codes == [200, 200, 200, 200, 429, 429]
        limited = one.api(ALICE, "whoami")
        assert 1 <= int(limited.headers["retry-after"]) <= 400
        assert other.api(BOB, "whoami").status_code == 200  # each member has their own
        guesses = [either[n % 2].api("guessed-token-0", "whoami").status_code for n in range(12)]
        assert guesses == [401] * 10 + [429, 429]  # 10 at once per address, on both together
    finally:
        other.stop()
        one.stop()


@pytest.mark.parametrize("tls", [True])
def test_over_tls_with_a_certificate_the_member_trusts(
    store: Store, world: World, tmp_path, tls
) -> None:
    from pathlib import Path

    from tests.fakes.upstream import _self_signed

    cert_file, key_file = _self_signed(tmp_path)
    pem = tmp_path / "server.pem"
    pem.write_text(Path(cert_file).read_text() + Path(key_file).read_text())
    config = tmp_path / "tls.toml"
    config.write_text(config_text(TOKENS, f'[server]\ncert = "{pem}"\n'))
    server = TeamServer(store.url, config, tmp_path, ca_file=Path(cert_file)).start()
    try:
        assert server.url.startswith("https://")
        queue = server.json(ALICE, "review", "list")
        assert [i["entry"]["id"] for i in queue] == [world.entries[("alice", "pending")]]
        untrusted = dict(server.env(ALICE))
        del untrusted["TEAMBRAIN_CA_FILE"]
        import subprocess

        refused = subprocess.run(
            [TEAMBRAIN, "--server", server.url, "review", "list"],
            env=untrusted,
            capture_output=True,
            text=True,
        )
        assert refused.returncode == 1 and "CERTIFICATE_VERIFY_FAILED" in refused.stderr
        plain = TeamServer(store.url, config, tmp_path, port=server.port)
        with pytest.raises(httpx.HTTPError):
            plain.http().get("/healthz")  # no clear-text answer on the TLS port
    finally:
        server.stop()


def test_a_listener_beyond_loopback_needs_a_certificate(tmp_path) -> None:
    import subprocess

    config = tmp_path / "open.toml"
    config.write_text(config_text(TOKENS))
    done = subprocess.run(
        [
            TEAMBRAIN,
            "--store",
            str(tmp_path / "s"),
            "--config",
            str(config),
            "serve",
            "--listen-host",
            "0.0.0.0",
        ],
        capture_output=True,
        text=True,
        timeout=30,
    )
    assert done.returncode == 1 and "clear text" in done.stderr and "[server] cert" in done.stderr
