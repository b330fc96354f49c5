"""End to end on a PostgreSQL store: capture never waits on the database, and an exchange
whose response the client saw end is kept, through a database outage and a kill -9 of
the proxy, exactly once."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import httpx2
from teambrain.core.episodes.records import list_episodes

from tests.e2e.proxy import TeambrainProxy
from tests.e2e.test_capture_invariants import PLANTED, ask
from tests.fakes.upstream import FakeUpstream
from tests.pgserver import PgServer

CONFIG = '[owners]\nlocal = "alice"\n\n[outbox]\ndegraded_depth = 5\n'


TEAMBRAIN = str(Path(sys.executable).parent / "teambrain")


def doctor(proxy: TeambrainProxy) -> dict:
    """`teambrain doctor --json` on the proxy's host (its outbox, its store)."""
    done = subprocess.run(
        [TEAMBRAIN, "--store", str(proxy.store_dir), "doctor", "--json"],
        capture_output=True,
        text=True,
        timeout=120,
        env={**os.environ, "TEAMBRAIN_CONFIG": str(proxy.workdir / "teambrain.toml")},
    )
    return json.loads(done.stdout)


def test_captures_wait_out_an_outage_and_a_kill_9_and_are_stored_once(
    own_pg_server: PgServer, tmp_path: Path, upstream: FakeUpstream
) -> None:
    url = own_pg_server.create_database()
    texts = [f"outbox exchange {i}" for i in range(12)]
    with TeambrainProxy(tmp_path, config=CONFIG, store=url) as p:
        own_pg_server.stop()  # the database goes away under a running proxy
        with httpx2.Client(proxy=p.url, timeout=30) as http:
            for text in texts:
                reply = ask(http, upstream, text, "ob-1")
                assert reply.status_code == 200 and "message_stop" in reply.text  # untouched
        p.kill9()  # the moment the last response ended: its capture was committed before
        health = doctor(p)  # the host's outbox, read from its files
    outbox = next(c for c in health["checks"] if c["name"] == "outbox")
    assert outbox["status"] == "DEGRADED", outbox
    assert outbox["details"]["depth"] == len(texts), outbox
    own_pg_server.start()
    with TeambrainProxy(tmp_path, config=CONFIG, store=url) as p:  # restarted, as a service
        store = p.wait_for(lambda s: len(list_episodes(s, "alice", limit=100)) >= len(texts))
        with httpx2.Client(proxy=p.url, timeout=30) as http:
            assert ask(http, upstream, "after the restart", "ob-1").status_code == 200
        store = p.wait_for(lambda s: len(list_episodes(s, "alice", limit=100)) > len(texts))
        digests = sorted(e.user_digest for e in list_episodes(store, "alice", limit=100))
        assert digests == sorted([*texts, "after the restart"])  # each exactly once
        health = doctor(p)
        outbox = next(c for c in health["checks"] if c["name"] == "outbox")
        assert outbox["status"] == "ok" and outbox["details"]["depth"] == 0


def test_planted_pii_never_reaches_the_outbox_file(
    own_pg_server: PgServer, tmp_path: Path, upstream: FakeUpstream
) -> None:
    """The outbox is disk too: with the database down, what waits there is sanitized."""
    url = own_pg_server.create_database()
    text = "Here are my details:\n" + "\n".join(f"{k}: {v}" for k, v in PLANTED.items())
    with TeambrainProxy(tmp_path, config=CONFIG, store=url) as p:
        own_pg_server.stop()
        try:
            with httpx2.Client(proxy=p.url, timeout=30) as http:
                assert ask(http, upstream, text, "ob-pii").status_code == 200
            p.kill9()  # what the outbox holds stays there, unsent
            outboxes = Path(os.environ["XDG_DATA_HOME"]) / "teambrain" / "outbox"
            raw = b"".join(f.read_bytes() for f in outboxes.rglob("data.mdb"))
        finally:
            own_pg_server.start()
    assert b"<EMAIL_ADDRESS>" in raw  # the capture is there, sanitized
    for kind, value in PLANTED.items():
        assert value.encode() not in raw, f"raw {kind} found in the outbox file"
