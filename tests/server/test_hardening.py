"""`teambrain serve` against a guesser and a flaky network, from outside: bad tokens are slow
from every claimed address, a config put in place with its old time is still read, a retried
acting call is answered once, the sanitizer is built before the first save needs it, and a
short ref does the same work whatever others hold. (Guessing on every endpoint, and a short
ref reaching for another member's private entries, ask a shared server: test_serve_reads.py.)"""

from __future__ import annotations

import os
import time

import pytest
from teambrain.core import audit
from teambrain.core.errors import NotFound
from teambrain.core.knowledge import entries as knowledge
from teambrain.core.service.facade import resolve_entry
from teambrain.core.store import Store

from tests.mcpserver.episode_world import PassThrough
from tests.server.conftest import (
    INITIALIZE,
    MCP_HEADERS,
    TOKENS,
    TeamServer,
    World,
    config_text,
    guesses,
)

ALICE, BOB = TOKENS["alice"], TOKENS["bob"]
REQUEST_ID = "X-Teambrain-Request-Id"


def test_a_forwarded_address_is_believed_only_from_a_configured_proxy(
    team_server: TeamServer, store: Store, world: World, tmp_path
) -> None:
    # by default nobody is a trusted proxy, not even 127.0.0.1: rotating the header is useless
    codes = guesses(team_server, "/api/v1/whoami", 30, forwarded=True)
    assert 429 in codes and codes.index(429) <= 11, codes
    # behind a configured proxy, each forwarded address has its own bucket
    config = tmp_path / "proxied.toml"
    config.write_text(config_text(TOKENS, '[server]\ntrusted_proxies = ["127.0.0.1"]\n'))
    proxied = TeamServer(store.url, config, tmp_path / "proxied").start()
    try:
        assert 429 not in guesses(proxied, "/api/v1/whoami", 30, forwarded=True)
        assert 429 in guesses(proxied, "/api/v1/whoami", 30)  # one address: limited
    finally:
        proxied.stop()
    config.write_text(config_text(TOKENS, '[server]\ntrusted_proxies = ["not-an-address"]\n'))
    refused = TeamServer(store.url, config, tmp_path / "refused")
    with pytest.raises(RuntimeError, match="trusted_proxies"):
        refused.start()


def test_guessing_from_many_addresses_is_held_to_one_budget(
    store: Store, world: World, tmp_path
) -> None:
    """Each address has its own 10 failed tokens, and all of them together share one budget:
    40 addresses no longer get 10 each. A member's valid token still passes, from the very
    addresses that are guessing, and a forwarded address is still not believed."""
    budget = 20
    config = tmp_path / "budget.toml"
    # a rate so slow that no window ends during the test: the count is exact
    limits = f"[server]\nfailed_tokens_burst = {budget}\nfailed_tokens_per_second = 0.001\n"
    config.write_text(config_text(TOKENS, limits))
    server = TeamServer(store.url, config, tmp_path / "budget").start()
    try:
        codes = []
        for n in range(40):
            codes += guesses(server, "/api/v1/whoami", 3, forwarded=True, source=f"127.0.1.{n + 1}")
        first = codes.index(429)
        assert first == budget and set(codes[first:]) == {429}, codes
        with server.http(source="127.0.1.40") as http:
            refused = http.post("/mcp", headers={"Authorization": "Bearer guess-x", **MCP_HEADERS})
            assert refused.status_code == 429
            assert int(refused.headers["retry-after"]) >= 1
            assert refused.json()["error"]["code"] == "rate_limited"
        for source in ("127.0.1.40", "127.0.1.99"):  # a guessing address, and a quiet one
            with server.http(ALICE, source=source) as http:
                assert http.post("/api/v1/whoami", json={}).status_code == 200
                opened = http.post("/mcp", json=INITIALIZE, headers=MCP_HEADERS)
                assert opened.status_code == 200, opened.text
    finally:
        server.stop()


def test_a_config_copied_in_with_its_old_time_is_read(team_server: TeamServer) -> None:
    """`cp -p` / `rsync -t` keep the file's modification time: the content decides."""
    before = os.stat(team_server.config)
    carol = "carol-member-token-5d1e9b2c7a"
    staged = team_server.config.with_name("staged.toml")
    staged.write_text(config_text({"alice": ALICE, "carol": carol}))
    os.utime(staged, ns=(before.st_atime_ns, before.st_mtime_ns))
    os.replace(staged, team_server.config)
    assert os.stat(team_server.config).st_mtime_ns == before.st_mtime_ns
    deadline = time.monotonic() + 15
    while team_server.api(carol, "whoami").status_code != 200:
        assert time.monotonic() < deadline, "a config with its old time was never read"
        time.sleep(0.2)
    assert team_server.api(BOB, "whoami").status_code == 401


def test_a_retried_acting_call_is_answered_once(
    team_server: TeamServer, world: World, store: Store
) -> None:
    text = "Alice's lesson: pin the helm chart version in every environment."
    rid = {REQUEST_ID: "a1b2c3d4e5f60718293a4b5c6d7e8f90"}
    first = team_server.api(ALICE, "save", {"text": text}, headers=rid)
    again = team_server.api(ALICE, "save", {"text": text}, headers=rid)
    assert first.status_code == again.status_code == 200, (first.text, again.text)
    assert first.json()["id"] == again.json()["id"]
    assert [e.id for e in knowledge.list_entries(store, "alice") if e.text == text] == [
        first.json()["id"]
    ]
    # without the id (a new logical call) the same save is refused as a duplicate, as before
    assert team_server.api(ALICE, "save", {"text": text}).json()["error"]["code"] == "duplicate"
    # an approval repeated under its id is answered, not refused as an invalid transition
    approve = {REQUEST_ID: "approve-0001-retry-same"}
    ref = {"ref": first.json()["id"]}
    answers = [team_server.api(ALICE, "approve", ref, headers=approve) for _ in range(3)]
    assert [a.status_code for a in answers] == [200, 200, 200]
    saves = [r for r in audit.read(store, "alice", limit=1000) if r.entry_id == ref["ref"]]
    assert sorted(r.action for r in saves).count("approve") == 1
    # the id is the caller's: another request under it is refused, another member's is theirs
    other = team_server.api(ALICE, "save", {"text": "something else entirely"}, headers=rid)
    assert other.status_code == 400 and "already used" in other.json()["error"]["message"]
    bobs = team_server.api(BOB, "save", {"text": "Bob's: helm charts pinned too."}, headers=rid)
    assert bobs.status_code == 200 and bobs.json()["owner"] == "bob"
    bad = team_server.api(ALICE, "save", {"text": "x y z"}, headers={REQUEST_ID: "bad id!"})
    assert bad.status_code == 400


def test_the_sanitizer_is_built_as_serving_starts(team_server: TeamServer) -> None:
    """A member's first save must not wait seconds for presidio while their client times out."""
    deadline = time.monotonic() + 120
    while (state := team_server.http().get("/healthz").json().get("sanitizer")) != "ready":
        assert state in ("cold", "warming"), state
        assert time.monotonic() < deadline, "the sanitizer was never built"
        time.sleep(0.2)
    # no save was asked for: it was built because the server started


def test_resolving_a_prefix_does_the_same_work_whatever_others_hold(store: Store) -> None:
    """No existence or timing oracle: how many entries are read to answer a prefix does not
    depend on whether another member's private entries match it."""
    mine = knowledge.save(
        store, "alice", "Alice keeps the runbook current.", sanitizer=PassThrough()
    )
    theirs = [
        knowledge.save(
            store, "bob", f"Bob's private lesson {n} on topic {n}.", sanitizer=PassThrough()
        ).id
        for n in range(12)
    ]
    unused = "7ZZZZZZZZZ"
    assert not any(e.startswith(unused) for e in theirs + [mine.id])

    def work(ref: str) -> int:
        read = 0
        with store.read() as txn:
            repo = txn.knowledge

            class Counting:
                def __getattr__(self, name):
                    found = getattr(repo, name)
                    if name not in ("owned", "all", "id_prefixed"):
                        return found

                    def counted(*args, **kwargs):
                        nonlocal read
                        for entry in found(*args, **kwargs):
                            read += 1
                            yield entry

                    return counted

            class View:
                def __getattr__(self, name):
                    return Counting() if name == "knowledge" else getattr(txn, name)

            with pytest.raises(NotFound):
                resolve_entry(View(), "alice", ref)
        return read

    assert work(theirs[0][:12]) == work(unused)
    assert work(theirs[5]) == work(unused + "0" * 16)
