"""End to end: a gateway started while its PostgreSQL store is down starts, passes traffic
(injection degrades to nothing, counted) and keeps every capture in its outbox; once the
database is up, each one is stored exactly once."""

from __future__ import annotations

from pathlib import Path

import anthropic
from teambrain.core.episodes.records import list_episodes
from teambrain.core.operations.stats import counters
from teambrain.core.store import open_store

from tests.e2e.proxy import TeambrainProxy
from tests.fakes.upstream import FakeUpstream
from tests.pgserver import PgServer

CONFIG = """
[owners]
local = "alice"

[inject]
enabled = true
refresh_seconds = 0.2
"""


def test_a_gateway_started_during_an_outage_serves_and_stores_each_capture_once(
    own_pg_server: PgServer, tmp_path: Path, upstream: FakeUpstream
) -> None:
    url = own_pg_server.create_database()
    open_store(url).close()  # a migrated store: the host has simply never reached it
    own_pg_server.stop()
    texts = [f"started during the outage {i}" for i in range(5)]
    try:
        with TeambrainProxy(tmp_path, config=CONFIG, store=url) as p:
            client = anthropic.Anthropic(
                base_url=upstream.url,
                api_key="sk-ant-api03-test-key",
                max_retries=0,
                default_headers={"X-Claude-Code-Session-Id": "outage-start"},
                http_client=anthropic.DefaultHttpxClient(proxy=p.url),
            )
            for text in texts:
                with client.messages.stream(
                    model="claude-sonnet-4-5",
                    max_tokens=50,
                    messages=[{"role": "user", "content": text}],
                ) as stream:
                    reply = stream.get_final_message()
                assert reply.stop_reason == "end_turn"  # the client's exchange is untouched
            own_pg_server.start()
            store = p.wait_for(lambda s: len(list_episodes(s, "alice", limit=100)) >= len(texts))
            digests = sorted(e.user_digest for e in list_episodes(store, "alice", limit=100))
            assert digests == sorted(texts)  # each exactly once
            p.wait_for(lambda s: counters(s, "inject.").get("inject.store_unavailable", 0) > 0)
    finally:
        if not own_pg_server.running:
            own_pg_server.start()
