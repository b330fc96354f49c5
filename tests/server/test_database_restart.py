"""The database restarts under a running `teambrain serve`: members get a clear error while
it is down, the server recovers by itself when it is back, and no committed decision is lost."""

from __future__ import annotations

import json
import subprocess
import time

import pytest

from tests.conftest import BACKENDS
from tests.server.conftest import TEAMBRAIN, TOKENS, TeamServer, World, config_text


@pytest.fixture
def database_server(request: pytest.FixtureRequest, store):  # noqa: ANN001, ANN201
    if store.backend != "postgresql":
        pytest.skip("a database restart is a PostgreSQL store's event")
    return request.getfixturevalue("pg_server")


def test_decisions_survive_a_database_restart_under_serve(
    database_server, store, world: World, tmp_path
) -> None:
    assert "postgresql" in BACKENDS
    config = tmp_path / "server-config.toml"
    config.write_text(config_text(TOKENS))
    server = TeamServer(store.url, config, tmp_path).start()
    try:
        pending = world.entries[("alice", "pending")]
        server.cli(TOKENS["alice"], "review", "approve", pending)  # committed before the outage

        database_server.stop()
        down = server.cli(TOKENS["alice"], "kb", "list", ok=False)
        said = down.stdout + down.stderr
        assert "Traceback" not in said and said.strip(), said
        assert server.proc is not None and server.proc.poll() is None  # serve is still up
        refused = server.cli(TOKENS["alice"], "review", "approve", pending, ok=False)
        assert "Traceback" not in refused.stderr

        database_server.start()
        deadline = time.monotonic() + 90
        while True:
            back = subprocess.run(
                [TEAMBRAIN, "--server", server.url, "kb", "list", "--json"],
                env=server.env(TOKENS["alice"]),
                capture_output=True,
                text=True,
                timeout=60,
            )
            if back.returncode == 0 or time.monotonic() > deadline:
                break
            time.sleep(0.5)
        assert back.returncode == 0, back.stderr
        states = {e["id"]: e["state"] for e in json.loads(back.stdout)}
        assert states[pending] == "approved"
    finally:
        server.stop()
        if not database_server.running:
            database_server.start()
