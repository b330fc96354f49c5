"""`teambrain stats` while the database is down, and `teambrain outbox retry-dead`: the
host's outbox stays visible without the database, and its dead letters can be sent again
(run as the real command, against a real PostgreSQL)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import psycopg
import pytest
from teambrain.core.capture.outbox import OutboxSender
from teambrain.core.config import load_config
from teambrain.core.store import open_store

from tests.core.capture.test_outbox import Counted, capture, stored
from tests.pgserver import PgServer

TEAMBRAIN = str(Path(sys.executable).parent / "teambrain")


def teambrain(url: str, config: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "TEAMBRAIN_CONFIG": str(config), "TEAMBRAIN_STORE": url}
    env.pop("TEAMBRAIN_SERVER", None)
    return subprocess.run([TEAMBRAIN, *args], capture_output=True, text=True, env=env, timeout=120)


@pytest.fixture
def server(own_pg_server: PgServer) -> Iterator[PgServer]:
    if not own_pg_server.running:
        own_pg_server.start()
    yield own_pg_server
    if not own_pg_server.running:
        own_pg_server.start()


@pytest.fixture
def config(tmp_path: Path) -> Path:
    path = tmp_path / "teambrain.toml"
    path.write_text(f'[owners]\nlocal = "ann"\n\n[outbox]\ndir = "{tmp_path / "outbox"}"\n')
    return path


def test_stats_while_the_database_is_down_shows_the_outbox_and_exits_2(
    server: PgServer, config: Path
) -> None:
    url = server.create_database()
    store = open_store(url)
    out = OutboxSender(store, load_config(config), Counted())
    for n in range(3):
        assert out.put(capture("ann", n)) is None
    store.close()
    server.stop()
    done = teambrain(url, config, "stats", "--json")
    assert done.returncode == 2, done.stderr
    figures = json.loads(done.stdout)
    assert figures["reachable"] is False and "cannot reach PostgreSQL" in figures["error"]
    assert figures["outbox"]["depth"] == 3 and figures["outbox"]["oldest_age_seconds"] >= 0
    human = teambrain(url, config, "stats")
    assert human.returncode == 2
    assert "unreachable" in human.stdout and "3 captures waiting" in human.stdout


def test_dead_letters_are_shown_and_sent_again_once_the_cause_is_fixed(
    server: PgServer, config: Path
) -> None:
    url = server.create_database()
    store = open_store(url)
    name = url.rsplit("/", 1)[1]
    guard = "ALTER TABLE episodes ADD CONSTRAINT not_two CHECK (user_digest <> 'exchange 2')"

    with psycopg.connect(server.url("postgres", name), autocommit=True) as conn:
        conn.execute(guard)  # the database refuses one capture on its own: a data error
    out = OutboxSender(store, load_config(config), Counted())
    for n in range(1, 4):
        assert out.put(capture("ann", n)) is None
    while out.drain():
        pass
    assert (out.outbox.stats().depth, out.outbox.stats().dead) == (0, 1)
    shown = json.loads(teambrain(url, config, "outbox", "show", "--json").stdout)
    assert shown["outbox"]["dead"] == 1
    doctor = json.loads(teambrain(url, config, "doctor", "--json").stdout)
    check = next(c for c in doctor["checks"] if c["name"] == "outbox")
    assert check["status"] == "DEGRADED" and "refused by the database" in check["summary"]
    with psycopg.connect(server.url("postgres", name), autocommit=True) as conn:
        conn.execute("ALTER TABLE episodes DROP CONSTRAINT not_two")  # the cause, fixed
    done = teambrain(url, config, "outbox", "retry-dead", "--json")
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["requeued"] == 1
    while out.drain():
        pass
    assert (out.outbox.stats().depth, out.outbox.stats().dead) == (0, 0)
    assert [e.user_digest for e in stored(store, "ann")] == [f"exchange {n}" for n in (1, 2, 3)]
    out.stop()
    store.close()
