"""Token usage as providers reported it, shown per exchange, per session and per owner, and
what it cost: `teambrain usage` rolled up by model, session, member and day."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta

import pytest
from teambrain.core.config import ProviderName
from teambrain.core.episodes.model import Usage

from tests.mcpserver.episode_world import capture


def exchange(
    store,
    owner: str,
    at: datetime,
    usage: Usage,
    session: str = "s-tokens",
    model: str = "claude-sonnet-4-5",
    provider: ProviderName = "anthropic",
) -> str:
    record = capture(
        store,
        owner,
        "count my tokens",
        "counted",
        at=at,
        session=session,
        embed=False,
        usage=usage,
        model=model,
        provider=provider,
    )
    return record.episode.id


def test_tokens_per_exchange_session_and_owner(store, run) -> None:
    now = datetime.now(UTC)
    first = exchange(
        store,
        "alice",
        now - timedelta(minutes=3),
        Usage(input_tokens=100, output_tokens=20, cache_write_tokens=900),
    )
    exchange(
        store,
        "alice",
        now - timedelta(minutes=2),
        Usage(input_tokens=50, output_tokens=30, cache_read_tokens=950),
    )
    exchange(
        store,
        "alice",
        now - timedelta(days=30),
        Usage(input_tokens=7, output_tokens=7),
        session="old",
    )
    exchange(store, "bob", now, Usage(input_tokens=999, output_tokens=999))

    shown = run("alice", "episodes", "show", first).output
    assert "tokens: 100 in, 20 out, 900 cache write" in shown
    assert "cost $0.0040 · 2.0 s in all" in shown  # 100x3 + 20x15 + 900x3.75, per million
    sessions = {
        s["session_id"]: s for s in json.loads(run("alice", "timeline", "list", "--json").output)
    }
    assert sessions["s-tokens"]["usage"] == {
        "input_tokens": 150,
        "output_tokens": 50,
        "cache_read_tokens": 950,
        "cache_write_tokens": 900,
    }
    listed = run("alice", "timeline", "list").output
    assert "150 in / 50 out, 48% from cache" in listed  # 950 of 1,100 + 900 prompt tokens
    figures = json.loads(run("alice", "stats", "--json").output)["tokens"]
    assert (figures["exchanges"], figures["usage"]["input_tokens"]) == (2, 150)  # 7 days, alice's
    assert "of prompt tokens from the cache" in run("alice", "stats").output


SONNET = Usage(
    input_tokens=1_000,
    output_tokens=500,
    cache_read_tokens=20_000,
    cache_write_tokens=3_000,
    cache_write_1h_tokens=1_000,
)
SONNET_COST = (1_000 * 3 + 500 * 15 + 20_000 * 0.3 + 2_000 * 3.75 + 1_000 * 6) / 1e6
GPT = Usage(input_tokens=1_000, output_tokens=100, cache_read_tokens=4_000)
GPT_COST = (1_000 * 2.5 + 100 * 10 + 4_000 * 1.25) / 1e6  # gpt-4o


@pytest.fixture
def spent(store) -> datetime:
    """alice: two Sonnet exchanges yesterday (two sessions), a GPT-4o one and an unpriced
    one today; bob: one Sonnet exchange today."""
    today = datetime.now(UTC).replace(hour=12, minute=0, second=0, microsecond=0)
    yesterday = today - timedelta(days=1)
    exchange(store, "alice", yesterday, SONNET, session="s-1")
    exchange(store, "alice", yesterday + timedelta(minutes=1), SONNET, session="s-2")
    exchange(store, "alice", today, GPT, "s-2", "gpt-4o-2024-08-06", "openai-chat")
    exchange(store, "alice", today, Usage(input_tokens=9, output_tokens=9), "s-3", "llama-3")
    exchange(store, "bob", today, SONNET, session="s-bob")
    return today


def test_cost_per_model_is_the_hand_computed_sum(run, spent) -> None:
    report = json.loads(run("alice", "usage", "--json").output)
    rows = {r["key"]: r for r in report["rows"]}
    assert rows["claude-sonnet-4-5"]["cost"] == pytest.approx(2 * SONNET_COST)
    assert rows["claude-sonnet-4-5"]["exchanges"] == 2
    assert rows["claude-sonnet-4-5"]["cache_hit_rate"] == pytest.approx(20_000 / 24_000)
    assert rows["gpt-4o-2024-08-06"]["cost"] == pytest.approx(GPT_COST)
    assert (rows["llama-3"]["cost"], rows["llama-3"]["unpriced"]) == (None, 1)
    assert report["total"]["cost"] == pytest.approx(2 * SONNET_COST + GPT_COST)
    assert (report["total"]["unpriced"], report["unpriced_models"]) == (1, ["llama-3"])
    assert report["total"]["usage"]["cache_write_tokens"] == 6_000
    assert report["prices_read_on"] == "2025-11-24"
    shown = run("alice", "usage").output
    assert f"${2 * SONNET_COST:.4f}" in shown
    assert "unknown" in shown and "No price for llama-3" in shown
    assert "bob" not in shown


def test_by_session_day_and_member_are_the_owners_own(run, spent) -> None:
    def keys(*args: str) -> dict[str, float | None]:
        report = json.loads(run("alice", "usage", "--json", *args).output)
        return {r["key"]: r["cost"] for r in report["rows"]}

    assert keys("--by", "session") == pytest.approx(
        {"s-1": SONNET_COST, "s-2": SONNET_COST + GPT_COST, "s-3": None}
    )
    today = spent.date()
    by_day = keys("--by", "day")
    assert list(by_day) == [str(today - timedelta(days=1)), str(today)]
    assert by_day[str(today)] == pytest.approx(GPT_COST)
    assert keys("--by", "member") == pytest.approx({"alice": 2 * SONNET_COST + GPT_COST})
    assert keys("--by", "day", "--since", str(today)) == pytest.approx({str(today): GPT_COST})
    assert list(keys("--until", str(today))) == ["claude-sonnet-4-5"]
    # bob's one exchange is today at noon: before noon "--since 1h" would still hold it
    assert "No exchanges in that span." in run("bob", "usage", "--until", str(today)).output


def test_team_figures_on_the_host(run, spent) -> None:
    report = json.loads(run("alice", "usage", "--team", "--by", "member", "--json").output)
    assert report["scope"] == "team"
    costs = {r["key"]: r["cost"] for r in report["rows"]}
    assert costs == pytest.approx({"alice": 2 * SONNET_COST + GPT_COST, "bob": SONNET_COST})
    refused = run("alice", "usage", "--team", "--by", "session", ok=False).output
    assert "sessions are each member's own" in refused
