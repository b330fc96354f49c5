"""End to end on a PostgreSQL store: a damaged outbox never stops the gateway. Captures
wait in the outbox while the database is down, the gateway is killed, the outbox file is
damaged (cut short, or junk written into it), and the gateway starts again: it passes
traffic, keeps new captures, salvages the waiting ones that still read, and `doctor`
names the damaged file it set aside."""

from __future__ import annotations

import os
import random
import subprocess
from pathlib import Path

import httpx2
from teambrain.core.episodes.records import list_episodes
from teambrain.core.store import Store

from tests.e2e.proxy import TeambrainProxy
from tests.e2e.test_capture_invariants import ask
from tests.e2e.test_outbox import TEAMBRAIN, doctor
from tests.fakes.upstream import FakeUpstream
from tests.pgserver import PgServer

CONFIG = '[owners]\nlocal = "alice"\n'
PAGE = 4096
P_LEAF = 0x02


def waiting_in_the_outbox(
    server: PgServer, workdir: Path, upstream: FakeUpstream, url: str, texts: list[str]
) -> Path:
    """Send `texts` through a gateway whose database is down, kill it; its outbox file."""
    with TeambrainProxy(workdir, config=CONFIG, store=url) as p:
        server.stop()
        try:
            with httpx2.Client(proxy=p.url, timeout=30) as http:
                for text in texts:
                    assert ask(http, upstream, text, "damaged-ob").status_code == 200
            p.kill9()  # each capture was committed to the outbox before its response ended
        finally:
            server.start()
    (data,) = (Path(os.environ["XDG_DATA_HOME"]) / "teambrain" / "outbox").glob("*/data.mdb")
    return data


def junk_over_the_outbox_bookkeeping(data: Path, url: str) -> None:
    """Junk over every leaf page of the outbox's own bookkeeping (the store it feeds, the
    next sequence number): LMDB opens the file and then finds a page of the wrong type;
    the waiting captures' pages are left readable."""
    raw = bytearray(data.read_bytes())
    hit = 0
    junk = random.Random(4573)  # the same junk every run: which error LMDB meets depends on it
    for at in range(2 * PAGE, len(raw), PAGE):
        page = raw[at : at + PAGE]
        if page[10] == P_LEAF and url.encode() in page and b"seq" in page:
            raw[at : at + PAGE] = junk.randbytes(PAGE)
            hit += 1
    assert hit, "no bookkeeping page found"
    data.write_bytes(bytes(raw))


def outbox_check(proxy: TeambrainProxy) -> dict:
    return next(c for c in doctor(proxy)["checks"] if c["name"] == "outbox")


def after_restart(proxy: TeambrainProxy, upstream: FakeUpstream, expected: set[str]) -> dict:
    """Traffic passes and is captured; `expected` all reach the database; doctor's line."""
    with httpx2.Client(proxy=proxy.url, timeout=30) as http:
        reply = ask(http, upstream, "after the damage", "damaged-ob")
        assert reply.status_code == 200 and "message_stop" in reply.text
    wanted = expected | {"after the damage"}
    store = proxy.wait_for(
        lambda s: wanted <= {e.user_digest for e in list_episodes(s, "alice", limit=100)}
    )
    digests = [e.user_digest for e in list_episodes(store, "alice", limit=100)]
    assert len(digests) == len(set(digests))  # each once
    return outbox_check(proxy)


def cut_short(store: Store) -> list[str]:
    return [
        e.user_digest
        for e in list_episodes(store, "alice", limit=100)
        if e.user_digest.startswith("cut short")
    ]


def test_a_truncated_outbox_is_set_aside_and_the_gateway_runs_on(
    own_pg_server: PgServer, tmp_path: Path, upstream: FakeUpstream
) -> None:
    url = own_pg_server.create_database()
    data = waiting_in_the_outbox(
        own_pg_server, tmp_path, upstream, url, [f"cut short {i}" for i in range(8)]
    )
    os.truncate(data, data.stat().st_size // 2)
    with TeambrainProxy(tmp_path, config=CONFIG, store=url) as p:
        check = after_restart(p, upstream, set())
        (aside,) = check["details"]["set_aside"]
        assert aside["salvaged"] >= 1, aside  # read page by page from what is left
        p.wait_for(lambda s: len(cut_short(s)) == aside["salvaged"])
        assert len(set(cut_short(p.store()))) == aside["salvaged"]  # each once
    assert check["status"] == "DEGRADED", check
    assert Path(aside["file"]).exists() and aside["file"] in check["summary"]
    assert "truncated" in aside["reason"] and aside["waiting"] in (None, 8)
    assert Path(aside["file"]).parent.parent == data.parent  # kept beside the fresh one


def test_junk_in_the_outbox_is_set_aside_and_what_reads_is_salvaged(
    own_pg_server: PgServer, tmp_path: Path, upstream: FakeUpstream
) -> None:
    url = own_pg_server.create_database()
    texts = [f"salvaged {i}" for i in range(8)]
    data = waiting_in_the_outbox(own_pg_server, tmp_path, upstream, url, texts)
    junk_over_the_outbox_bookkeeping(data, url)
    with TeambrainProxy(tmp_path, config=CONFIG, store=url) as p:
        check = after_restart(p, upstream, set(texts))  # the salvaged ones reach the database
    assert check["status"] == "DEGRADED", check
    (aside,) = check["details"]["set_aside"]
    assert aside["salvaged"] == len(texts), aside
    assert "MDB_CORRUPTED" in aside["reason"] and aside["file"] in check["summary"]
    assert check["details"]["depth"] == 0  # sent on


def test_stats_and_doctor_on_a_truncated_outbox_say_so_and_live(
    own_pg_server: PgServer, tmp_path: Path, upstream: FakeUpstream
) -> None:
    """The first to open a damaged outbox may be a person's `teambrain stats`, not a
    gateway: it too sets the file aside instead of dying with SIGBUS."""
    url = own_pg_server.create_database()
    data = waiting_in_the_outbox(
        own_pg_server, tmp_path, upstream, url, [f"stats {i}" for i in range(4)]
    )
    os.truncate(data, data.stat().st_size // 2)
    done = subprocess.run(
        [TEAMBRAIN, "--store", url, "stats", "--json"],
        capture_output=True,
        text=True,
        timeout=120,
        env={**os.environ, "TEAMBRAIN_CONFIG": str(tmp_path / "teambrain.toml")},
    )
    assert done.returncode == 0, (done.returncode, done.stderr)
    assert "set aside at" in done.stderr  # the warning, in the command's own log
    with TeambrainProxy(tmp_path, config=CONFIG, store=url) as p:
        check = outbox_check(p)
    assert check["status"] == "DEGRADED" and "set aside at" in check["summary"], check
