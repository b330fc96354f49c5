"""The whole tier behind HAProxy (docs/scaling.md), after the members' traffic with a gateway
killed and PostgreSQL restarted in the middle of it (tests/tier/conftest.py):

- every exchange whose stream a client read to the end is stored exactly once, as its
  member's, with its tool result attached;
- each member sees only their own exchanges through serve's API, recall and MCP;
- a ceremony decision made through one serve process shows on a dashboard connected to the
  other within 2 s;
- from the restarted gateway's return on, through the database outage too, every exchange
  completes, and HAProxy answers for serve while the database is down;
- two `teambrain tick` processes started at once run each due job once;
- HAProxy spreads CONNECT tunnels, hands the client address on, and takes the restarted
  gateway back.
"""

from __future__ import annotations

import asyncio
import json
import subprocess
import time
from collections import Counter, defaultdict
from collections.abc import Iterator

import httpx
import pytest
from mcp import Client
from mcp.client.streamable_http import streamable_http_client
from mcp.shared._httpx_utils import create_mcp_http_client
from teambrain.core import audit
from teambrain.core.episodes.model import Episode
from teambrain.core.episodes.records import iter_episodes, iter_events
from teambrain.core.operations import schedule
from teambrain.core.operations.stats import counters
from teambrain.core.service.remote import RemoteService
from teambrain.core.store import Store, open_store
from teambrain.tui.app import make_app
from textual.widgets import OptionList

from tests.tier.conftest import (
    AFTER_RESTART,
    CONVERSATIONS,
    OPENAI_LEG,
    OUTAGE,
    PROXY_LEG,
    TOKENS,
    Tier,
)
from tests.tier.processes import TEAMBRAIN, host_env
from tests.tier.traffic import HEADER, MARKER, conversation_of, result_text
from tests.tui.conftest import settle

pytestmark = pytest.mark.timeout(300)

DRAIN_SECONDS = 60.0
"""How long captures may take to reach the database after the last exchange."""


@pytest.fixture(scope="module")
def tier_store(tier: Tier) -> Iterator[Store]:
    """The tier's store, as an operator's process on it sees it."""
    s = open_store(tier.store_url)
    yield s
    s.close()


def stored(store: Store) -> tuple[dict[str, list[tuple[str, Episode]]], dict[str, str]]:
    """Every marker in the store: the (owner, episode) pairs holding it, and for each first
    marker the result its tool call got attached."""
    found: dict[str, list[tuple[str, Episode]]] = defaultdict(list)
    results: dict[str, str] = {}
    with store.read() as txn:
        for owner in TOKENS:
            first_of: dict[str, str] = {}
            for episode in iter_episodes(txn, owner):
                for mark in MARKER.findall(episode.user_digest):
                    found[mark].append((owner, episode))
                    if mark.endswith("a"):
                        first_of[episode.id] = mark
            for event in iter_events(txn, owner):
                if event.exchange_id in first_of and event.result_digest:
                    results[first_of[event.exchange_id]] = event.result_digest
    return found, results


def api(url: str, member: str, operation: str, body: dict | None = None) -> httpx.Response:
    return httpx.post(
        f"{url}/api/v1/{operation}",
        json=body or {},
        headers={"Authorization": f"Bearer {TOKENS[member]}"},
        timeout=30,
    )


def wait_serving(tier: Tier, timeout: float = 60.0) -> None:
    """Until HAProxy has both serve processes back in (their health check needs the store,
    so they were out while the database was down)."""
    tier.haproxy.wait_status("serve", [s.name for s in tier.serves], timeout=timeout)


# -- what members saw complete is kept, once ------------------------------------------------


def test_every_completed_exchange_is_stored_once_with_its_tool_result(
    tier: Tier, tier_store: Store
) -> None:
    ledger = tier.ledger
    assert len(ledger.attempted) >= 290, f"too few exchanges ran: {len(ledger.attempted)}"
    assert len(ledger.completed) >= len(ledger.attempted) // 2, ledger.errors[:20]
    deadline = time.monotonic() + DRAIN_SECONDS
    while True:
        found, results = stored(tier_store)
        missing = sorted(m for m in ledger.completed if m not in found)
        if not missing or time.monotonic() > deadline:
            break
        time.sleep(0.5)
    dropped = counters(tier_store, "capture.")
    assert not missing, (
        f"{len(missing)} of {len(ledger.completed)} exchanges the clients saw complete are "
        f"not in the store (gateway killed: {tier.victim and tier.victim.name}; capture "
        f"counters {dropped}): {missing[:40]}"
    )
    twice = {m: [e.id for _, e in held] for m, held in found.items() if len(held) > 1}
    assert not twice, f"stored more than once: {twice}"
    misowned = {m: o for m, held in found.items() for o, _ in held if ledger.attempted[m] != o}
    assert not misowned, f"stored as another member's: {misowned}"
    assert set(found) <= set(ledger.attempted)

    both = [
        first
        for first, (second, _) in ledger.conversations.items()
        if first in ledger.completed and second in ledger.completed
    ]
    unattached = sorted(f for f in both if results.get(f) != result_text(f))
    assert not unattached, (
        f"{len(unattached)} of {len(both)} tool calls lack the result their follow-up sent: "
        f"{[(f, results.get(f)) for f in unattached[:20]]}"
    )


def test_with_the_gateway_back_members_saw_no_error_even_while_the_database_was_down(
    tier: Tier,
) -> None:
    """Only streams caught by the kill may fail: from the restarted gateway's return on,
    through the database's outage and after it, every exchange completes (the gateways
    forward traffic without waiting on the database)."""
    later = [m for m in tier.ledger.attempted if AFTER_RESTART <= conversation_of(m) < PROXY_LEG]
    assert len(later) == 2 * (CONVERSATIONS - AFTER_RESTART + 1)
    assert sum(conversation_of(m) in OUTAGE for m in later) == 2 * len(OUTAGE)
    assert [m for m in later if m not in tier.ledger.completed] == [], tier.ledger.errors
    # HAProxy's own answer: no serve process was in
    assert f"the server at {tier.serve_url} answered HTTP 503" in tier.outage_answer


# -- the owner clamp, through HAProxy and both serve processes -------------------------------


def by_owner(store: Store) -> tuple[dict[str, set[str]], dict[str, list[Episode]]]:
    """Each member's markers and episodes, as the store holds them now."""
    found, _ = stored(store)
    marks: dict[str, set[str]] = defaultdict(set)
    episodes: dict[str, list[Episode]] = defaultdict(list)
    for mark, held in found.items():
        for owner, episode in held:
            marks[owner].add(mark)
            episodes[owner].append(episode)
    return marks, episodes


def test_each_member_sees_only_their_own_exchanges_through_serve(
    tier: Tier, tier_store: Store
) -> None:
    wait_serving(tier)
    before, episodes = by_owner(tier_store)
    assert all(before[m] for m in TOKENS), {m: len(before[m]) for m in TOKENS}

    shown: dict[str, set[str]] = {}
    for member in TOKENS:
        listed = api(tier.serve_url, member, "list_exchanges", {"limit": 10_000})
        assert listed.status_code == 200, listed.text
        marks = MARKER.findall(" ".join(x["episode"]["user_digest"] for x in listed.json()))
        assert all(m.startswith(f"mk{member}") for m in marks), marks
        shown[member] = set(marks)
        for other in TOKENS:
            if other == member:
                continue
            theirs = episodes[other][0]
            mark = MARKER.findall(theirs.user_digest)[0]
            recall = api(tier.serve_url, member, "recall", {"query": mark, "window": "all"})
            assert recall.status_code == 200, recall.text
            assert recall.json()["hits"] == [], (member, mark, recall.json())
            stolen = api(tier.serve_url, member, "show_exchange", {"ref": theirs.id})
            assert stolen.status_code == 404, stolen.text
            session = api(tier.serve_url, member, "list_exchanges", {"session": theirs.session_id})
            assert session.status_code == 200 and session.json() == [], session.text
        own = sorted(before[member])[0]
        recall = api(tier.serve_url, member, "recall", {"query": own, "window": "all"})
        assert own in json.dumps(recall.json()["hits"]), recall.json()
    after, _ = by_owner(tier_store)  # a late capture may have landed meanwhile
    for member in TOKENS:
        assert before[member] <= shown[member] <= after[member]

    # two members' tokens in one request name nobody, on the API and at the gateway
    both = [
        ("Authorization", f"Bearer {TOKENS['ann']}"),
        ("Authorization", f"Bearer {TOKENS['ben']}"),
    ]
    refused = httpx.post(
        f"{tier.serve_url}/api/v1/list_exchanges", json={}, headers=both, timeout=30
    )
    assert refused.status_code == 401, refused.text
    seen = len(tier.upstream.requests)
    refused = httpx.post(
        f"{tier.gateway_url}/v1/messages",
        json={"model": "m", "max_tokens": 5, "messages": [{"role": "user", "content": "hi"}]},
        headers=[(HEADER, TOKENS["ann"]), (HEADER, TOKENS["ben"]), ("x-api-key", "sk-test")],
        timeout=30,
    )
    assert refused.status_code == 401 and len(tier.upstream.requests) == seen, refused.text


async def test_mcp_through_haproxy_recalls_only_the_members_own(
    tier: Tier, tier_store: Store
) -> None:
    await asyncio.to_thread(wait_serving, tier)
    found, _ = await asyncio.to_thread(stored, tier_store)
    ann = sorted(m for m, held in found.items() if held[0][0] == "ann")
    ben = {m: held[0][1].id for m, held in found.items() if held[0][0] == "ben"}
    http = create_mcp_http_client(headers={"Authorization": f"Bearer {TOKENS['ann']}"})
    async with Client(streamable_http_client(tier.serve_url + "/mcp", http_client=http)) as mcp:
        own = await mcp.call_tool("recall_episodes", {"query": ann[0], "window_days": 30})
        other_mark, other_id = sorted(ben.items())[0]
        other = await mcp.call_tool("recall_episodes", {"query": other_mark, "window_days": 30})
        stolen = await mcp.call_tool("get_episode", {"id": other_id})
    assert ann[0] in json.dumps(own.structured_content)
    assert other.structured_content["hits"] == []
    assert stolen.is_error and other_mark not in stolen.content[0].text


# -- the ceremony across serve processes -----------------------------------------------------


async def test_a_ceremony_decision_through_one_serve_shows_on_a_dashboard_on_the_other(
    tier: Tier,
) -> None:
    first, second = tier.serves
    await asyncio.to_thread(first.wait_ready, 60.0, True)  # a save needs its sanitizer
    ann = RemoteService(first.url, TOKENS["ann"])
    bob_service = RemoteService(second.url, TOKENS["ben"])
    try:
        entry = await asyncio.to_thread(
            ann.save, "Tier lesson: run database migrations before restarting the gateways."
        )
        await asyncio.to_thread(ann.approve, entry.id)
        app = make_app(service=bob_service, start="ceremony", refresh_every=2.0)
        async with app.run_test(size=(120, 36)) as pilot:
            await settle(pilot)

            def shown() -> set[str]:
                listing = app.screen.query_one("#agenda", OptionList)
                return {o.id for o in listing.options if o.id}

            deadline = time.monotonic() + 10
            while entry.id not in shown():
                assert time.monotonic() < deadline, "ann's lesson never reached ben's agenda"
                await pilot.pause(0.1)
            outcome = await asyncio.to_thread(ann.decide, [(entry.id, "share")])
            assert outcome.decided, outcome
            decided_at = time.monotonic()
            while entry.id in shown():
                assert time.monotonic() - decided_at < 2.0, "ben still sees ann's decided lesson"
                await pilot.pause(0.1)
    finally:
        ann.close()
        bob_service.close()


# -- the schedule: two hosts tick at once ----------------------------------------------------


def test_two_ticks_at_once_run_each_due_job_once(tier: Tier, tier_store: Store) -> None:
    ticks = [
        subprocess.Popen(
            [TEAMBRAIN, "--store", tier.store_url, "--config", str(tier.config), "tick", "--json"],
            env=host_env(tier.root / f"tick{n}"),
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for n in (1, 2)
    ]
    reports = []
    for tick in ticks:
        out, err = tick.communicate(timeout=180)
        assert tick.returncode == 0, out + err
        reports.append(json.loads(out))
    outcomes = [(r["job"], r["outcome"]) for report in reports for r in report["runs"]]
    ran = Counter(job for job, outcome in outcomes if outcome == "ran")
    assert ran == {"prune": 1, "reflect": 1, "decay": 1}, outcomes
    assert {o for _, o in outcomes if o != "ran"} <= {"not_due", "running_elsewhere"}, outcomes

    states = schedule.job_states(tier_store)
    assert {name: s.runs for name, s in states.items()} == {"prune": 1, "reflect": 1, "decay": 1}
    assert all(not s.lease_holder for s in states.values())
    prunes = [r for r in audit.read(tier_store, "ann", limit=100_000) if r.action == "prune"]
    assert len(prunes) == 1, prunes


# -- HAProxy itself ------------------------------------------------------------------------


def test_haproxy_spreads_tunnels_hands_on_the_client_address_and_takes_the_gateway_back(
    tier: Tier,
) -> None:
    legs = [m for m in tier.ledger.attempted if conversation_of(m) >= PROXY_LEG]
    assert len(legs) == 3 * 2 + len(TOKENS)  # CONNECT conversations, openai exchanges
    assert [m for m in legs if m not in tier.ledger.completed] == [], tier.ledger.errors
    assert any(conversation_of(m) >= OPENAI_LEG for m in legs)
    assert tier.proxy_sessions is not None  # one tunnel on each gateway, one CA for all
    assert all(n >= 1 for n in tier.proxy_sessions.values()), tier.proxy_sessions
    through_proxy = {f"tier-{m}-{PROXY_LEG + n:03d}" for n, m in enumerate(list(TOKENS)[:3])}
    for request in tier.upstream.requests:
        assert HEADER not in request.headers  # the token never reaches the provider
        session = request.headers.get("x-claude-code-session-id", "")
        if session in through_proxy:  # a CONNECT tunnel: HAProxy sees no HTTP
            assert "x-forwarded-for" not in request.headers
        else:
            assert request.headers.get("x-forwarded-for") == "127.0.0.1", request.headers
    assert tier.victim is not None and tier.victim.starts == 2
    assert tier.orphans == []  # the killed gateway's sanitizer processes ended with it
    tier.haproxy.wait_status("gateways_anthropic", [g.name for g in tier.gateways])
