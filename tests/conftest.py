"""Shared fixtures: a temp store (on each backend) and config per test, a frozen clock.

The `store` fixture runs each test that takes it twice: on an embedded LMDB directory and
on a PostgreSQL database of a server these tests start themselves (tests/pgserver.py).
TEAMBRAIN_TEST_BACKENDS=lmdb (or postgresql) narrows the run to one backend.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import UTC, datetime
from pathlib import Path

import pytest
from teambrain.core.clock import FrozenClock
from teambrain.core.config import Config
from teambrain.core.store import Store, open_store

from tests.pgserver import PgServer, postgres_server

SLOW_FIRST = ("tests/tier", "tests/server", "tests/e2e")
"""Directories whose modules drive whole processes (a tier, `teambrain serve`, mitmdump):
they run first, so that the long ones are not what the last worker is left waiting on."""


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """The modules of SLOW_FIRST before the others; within a module, the order is kept (the
    sort is stable). Each worker collects alike, so xdist hands its modules out in this order."""
    root = Path(__file__).resolve().parent.parent
    dirs = [root / d for d in SLOW_FIRST]

    def rank(item: pytest.Item) -> int:
        path = item.path.resolve()
        return next((n for n, d in enumerate(dirs) if path.is_relative_to(d)), len(dirs))

    items.sort(key=rank)


@pytest.fixture(autouse=True)
def _isolated_env(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """No test reads or writes the real user's store or config."""
    monkeypatch.setenv("TEAMBRAIN_STORE", str(tmp_path / "default-store"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))  # outboxes, per test
    monkeypatch.setenv("TEAMBRAIN_CONFIG", str(tmp_path / "no-config.toml"))
    monkeypatch.setenv("TLDEXTRACT_PUBLIC_SUFFIX_LIST_URLS", "")


BACKENDS = [
    b.strip()
    for b in os.environ.get("TEAMBRAIN_TEST_BACKENDS", "lmdb,postgresql").split(",")
    if b.strip()
]


@pytest.fixture(scope="session")
def pg_server() -> Iterator[PgServer]:
    """One PostgreSQL server for the whole run, with a migrated template database that
    each test's database is copied from (a copy is much quicker than migrating anew)."""
    with postgres_server() as server:
        template = server.create_database()
        open_store(template).close()  # the first open migrates it
        server.template = template.rsplit("/", 1)[1]
        yield server


@pytest.fixture(scope="module")
def own_pg_server() -> Iterator[PgServer]:
    """A server of one module's own, for tests that stop and start it (an outage must not
    reach the other tests' shared server)."""
    if "postgresql" not in BACKENDS:
        pytest.skip("PostgreSQL is not among TEAMBRAIN_TEST_BACKENDS")
    with postgres_server() as server:
        yield server


@pytest.fixture(scope="session")
def pg_databases(pg_server: PgServer) -> Iterator[list[str]]:
    """Databases a finished test left clean, for the next test to take (emptying one is
    quicker than copying the template)."""
    spare: list[str] = []
    yield spare


@contextmanager
def backend_store(request: pytest.FixtureRequest, directory: Path) -> Iterator[Store]:
    """A fresh store on the backend `request.param` names: an LMDB directory in `directory`,
    or a PostgreSQL database of the run's server (one a finished test left clean, else a
    copy of the template), emptied for the next one afterwards."""
    if request.param == "lmdb":
        s = open_store(directory / "store", map_size_mb=4)
        yield s
        s.close()
        return
    server: PgServer = request.getfixturevalue("pg_server")
    spare: list[str] = request.getfixturevalue("pg_databases")
    url = spare.pop() if spare else server.create_database(template=server.template)
    s = open_store(url)
    yield s
    s.close()
    if server.empty_database(url):
        spare.append(url)
    else:
        server.drop_database(url)


@pytest.fixture(params=BACKENDS)
def store(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Store]:
    with backend_store(request, tmp_path) as s:
        yield s


@pytest.fixture
def config() -> Config:
    return Config()


@pytest.fixture
def clock() -> FrozenClock:
    return FrozenClock(datetime(2026, 11, 2, 9, 0, tzinfo=UTC))
