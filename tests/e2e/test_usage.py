"""Usage end to end: each provider's usage shape, streamed and not, through a real mitmdump to
the fake provider, stored in one meaning, and priced by `teambrain usage` and the dashboard's
Usage screen at exactly the sum computed here by hand from the fake's usage objects and the
price table, cache reads and both lifetimes of cache writes included."""

from __future__ import annotations

import json
import uuid
from datetime import UTC, datetime, timedelta

import httpx2
import pytest
from click.testing import CliRunner
from teambrain.cli.main import cli
from teambrain.core.episodes.model import Usage
from teambrain.core.episodes.records import iter_episodes
from teambrain.tui.app import make_app
from textual.widgets import DataTable

from tests.e2e.proxy import TeambrainProxy
from tests.fakes.upstream import FakeUpstream
from tests.tui.conftest import drive, until

ANTHROPIC = {
    "input_tokens": 30,
    "cache_read_input_tokens": 12_000,
    "cache_creation_input_tokens": 3_000,
    "cache_creation": {"ephemeral_5m_input_tokens": 1_000, "ephemeral_1h_input_tokens": 2_000},
    "output_tokens": 400,
}
CHAT = {
    "prompt_tokens": 5_000,
    "completion_tokens": 300,
    "total_tokens": 5_300,
    "prompt_tokens_details": {"cached_tokens": 4_096},
}
RESPONSES = {
    "input_tokens": 8_000,
    "input_tokens_details": {"cached_tokens": 6_144},
    "output_tokens": 700,
    "output_tokens_details": {"reasoning_tokens": 500},
    "total_tokens": 8_700,
}
M = 1e6
BY_HAND = {  # per exchange, in dollars, from the published prices (core/usage/prices.toml)
    "claude-sonnet-4-5": (30 * 3 + 12_000 * 0.30 + 1_000 * 3.75 + 2_000 * 6 + 400 * 15) / M,
    "gpt-4.1": ((5_000 - 4_096) * 2 + 4_096 * 0.50 + 300 * 8) / M,
    "gpt-5": ((8_000 - 6_144) * 1.25 + 6_144 * 0.125 + 700 * 10) / M,
}
STORED = {
    "claude-sonnet-4-5": Usage(
        input_tokens=30,
        output_tokens=400,
        cache_read_tokens=12_000,
        cache_write_tokens=3_000,
        cache_write_1h_tokens=2_000,
    ),
    "gpt-4.1": Usage(input_tokens=904, output_tokens=300, cache_read_tokens=4_096),
    "gpt-5": Usage(input_tokens=1_856, output_tokens=700, cache_read_tokens=6_144),
}


def ask(http: httpx2.Client, upstream: FakeUpstream, model: str, stream: bool) -> None:
    """One exchange of `model`'s provider, its usage in that provider's own shape."""
    said = [{"role": "user", "content": f"what does {model} cost?"}]
    if model.startswith("claude"):
        path, usage, body = "/v1/messages", ANTHROPIC, {"max_tokens": 50, "messages": said}
    elif model == "gpt-4.1":
        path, usage, body = "/v1/chat/completions", CHAT, {"messages": said}
        body["stream_options"] = {"include_usage": True}
    else:
        path, usage, body = "/v1/responses", RESPONSES, {"input": said}
    headers = {"x-fake-usage": json.dumps(usage), "session_id": f"usage-{uuid.uuid4()}"}
    headers["x-claude-code-session-id"] = headers["session_id"]
    reply = http.post(
        upstream.url + path, json=body | {"model": model, "stream": stream}, headers=headers
    )
    assert reply.status_code == 200, reply.text


@pytest.fixture(scope="module")
def spent(proxy: TeambrainProxy, upstream: FakeUpstream) -> datetime:
    """Two exchanges of each model, one streamed and one not; the moment before them."""
    before = datetime.now(UTC) - timedelta(seconds=1)
    with httpx2.Client(proxy=proxy.url, timeout=30) as http:
        for model in BY_HAND:
            for stream in (True, False):
                ask(http, upstream, model, stream)

    def stored(store) -> bool:
        with store.read() as txn:
            return len(list(iter_episodes(txn, "alice", since=before))) >= 2 * len(BY_HAND)

    proxy.wait_for(stored)
    return before


def test_each_shape_streamed_or_not_is_stored_in_one_meaning(proxy, spent) -> None:
    with proxy.store().read() as txn:
        found = list(iter_episodes(txn, "alice", since=spent))
    assert sorted((ep.model, ep.usage == STORED[ep.model]) for ep in found) == sorted(
        (model, True) for model in BY_HAND for _ in range(2)
    ), [(ep.model, ep.usage) for ep in found]
    for ep in found:  # the answer's first byte: after the request's, no later than its last
        assert ep.first_byte_at is not None
        assert ep.started_at <= ep.first_byte_at <= ep.ended_at


def test_teambrain_usage_shows_the_hand_computed_cost_per_model(proxy, spent) -> None:
    runner = CliRunner()
    base = ["--store", str(proxy.store_dir), "--as", "alice", "usage", "--since"]
    done = runner.invoke(cli, [*base, spent.isoformat(), "--json"])
    assert done.exit_code == 0, done.output
    report = json.loads(done.output)
    costs = {row["key"]: row["cost"] for row in report["rows"]}
    assert costs == pytest.approx({model: 2 * cost for model, cost in BY_HAND.items()})
    assert report["total"]["cost"] == pytest.approx(2 * sum(BY_HAND.values()))
    assert report["unpriced_models"] == []
    timed = report["total"]
    assert timed["first_byte"]["p50_ms"] <= timed["first_byte"]["p95_ms"]
    assert timed["first_byte"]["p95_ms"] <= timed["duration"]["p95_ms"]
    table = runner.invoke(cli, [*base, spent.isoformat()]).output
    for model, cost in BY_HAND.items():
        (line,) = [x for x in table.splitlines() if x.startswith(model + " ")]
        assert f"${2 * cost:.4f}" in line, table


async def test_the_usage_screen_shows_the_same_cost_per_model(proxy, spent) -> None:
    app = make_app(proxy.store(), "alice", start="usage")
    async with drive(app, size=(140, 40)) as (pilot, notes):
        table = app.screen.query_one("#usage-models", DataTable)

        def costs() -> dict[str, str]:
            rows = (table.get_row_at(i) for i in range(table.row_count))
            return {str(row[0]): str(row[1]) for row in rows}

        await until(pilot, lambda: set(BY_HAND) <= set(costs()), "the usage screen read")
        shown = costs()
        for model, cost in BY_HAND.items():
            assert shown[model] == f"${2 * cost:.4f}"
        assert notes.errors() == []
