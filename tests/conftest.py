"""Shared fixtures: a temp store and config per test, a frozen clock."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

import pytest
from teambrain.core.clock import FrozenClock
from teambrain.core.config import Config
from teambrain.core.store import Store, open_store


@pytest.fixture(autouse=True)
def _isolated_env(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """No test reads or writes the real user's store or config."""
    monkeypatch.setenv("TEAMBRAIN_STORE", str(tmp_path / "default-store"))
    monkeypatch.setenv("TEAMBRAIN_CONFIG", str(tmp_path / "no-config.toml"))
    monkeypatch.setenv("TLDEXTRACT_PUBLIC_SUFFIX_LIST_URLS", "")


@pytest.fixture
def store(tmp_path: Path) -> Store:
    s = open_store(tmp_path / "store", map_size_mb=4)
    yield s
    s.close()


@pytest.fixture
def config() -> Config:
    return Config()


@pytest.fixture
def clock() -> FrozenClock:
    return FrozenClock(datetime(2026, 11, 2, 9, 0, tzinfo=UTC))
