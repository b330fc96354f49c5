"""Fixtures for end-to-end tests: a fake provider and a real mitmdump with the addon."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.conftest import BACKENDS
from tests.e2e.proxy import TeambrainProxy
from tests.fakes.upstream import FakeUpstream

LOCAL_CONFIG = """
[owners]
local = "alice"
"""


@pytest.fixture(scope="module")
def upstream() -> Iterator[FakeUpstream]:
    with FakeUpstream() as server:
        yield server


@pytest.fixture(scope="module")
def tls_upstream() -> Iterator[FakeUpstream]:
    with FakeUpstream(tls=True) as server:
        yield server


@pytest.fixture(scope="module", params=BACKENDS)
def proxy(
    request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[TeambrainProxy]:
    """One capturing proxy for a test module (single-user mode, owner alice), writing into
    an LMDB directory or a PostgreSQL database (tests/conftest.py BACKENDS)."""
    workdir: Path = tmp_path_factory.mktemp("proxy")
    url = None
    if request.param == "postgresql":
        server = request.getfixturevalue("pg_server")
        url = server.create_database(template=server.template)
    with TeambrainProxy(workdir, config=LOCAL_CONFIG, store=url) as p:
        yield p
    if url is not None:
        server.drop_database(url)
