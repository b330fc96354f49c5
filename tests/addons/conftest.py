"""Fixtures shared by the addon tests."""

from __future__ import annotations

from pathlib import Path

import pytest


@pytest.fixture
def no_pool_at_load(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A default config with the sanitizer in the capture thread, for the configure mitmproxy
    runs as it loads the addons (before a test points them at its own config): with the
    default, that configure starts a sanitizer process and waits for it to warm (seconds)
    only to stop it at the test's own configure right after."""
    path = tmp_path / "load-config.toml"
    path.write_text("[sanitizer]\nworkers = 0\n")
    monkeypatch.setenv("TEAMBRAIN_CONFIG", str(path))
