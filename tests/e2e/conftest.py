"""Fixtures for end-to-end tests: a fake provider and a real mitmdump with the addon."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

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


@pytest.fixture(scope="module")
def proxy(tmp_path_factory: pytest.TempPathFactory) -> Iterator[TeambrainProxy]:
    """One capturing proxy for a test module (single-user mode, owner alice)."""
    workdir: Path = tmp_path_factory.mktemp("proxy")
    with TeambrainProxy(workdir, config=LOCAL_CONFIG) as p:
        yield p
