"""On a team-mode store, `--as NAME` may read but never act, and a read leaves no trace: a
shell on the gateway host cannot keep a lesson from decaying by searching for it, nor by
any other reading command. The CLI runs in its own process against the store."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from teambrain.core.knowledge import entries as knowledge

from tests.mcpserver.episode_world import PassThrough

TEAMBRAIN = str(Path(sys.executable).parent / "teambrain")


def test_reads_by_a_named_owner_write_nothing(store, tmp_path) -> None:
    config = tmp_path / "team.toml"
    config.write_text(
        '[owners]\nteam_mode = true\n[owners.tokens]\n"alice-tok-12345678" = "alice"\n'
    )
    entry = knowledge.save(
        store, "alice", "Tag docker images with the git sha, never latest.", sanitizer=PassThrough()
    )
    knowledge.approve(store, "alice", entry.id)
    shared = knowledge.save(
        store, "bob", "Pin docker base images by digest.", sanitizer=PassThrough()
    )
    knowledge.approve(store, "bob", shared.id)
    knowledge.share(store, "bob", shared.id)
    before = {e.id: e for e in knowledge.list_entries(store, "alice")}
    env = {k: v for k, v in os.environ.items() if not k.startswith("TEAMBRAIN_")}
    env["TEAMBRAIN_LOGIN"] = str(tmp_path / "login.json")
    reads = [
        ("kb", "search", "docker images git sha"),
        ("kb", "search", "docker images git sha", "--json"),
        ("kb", "list"),
        ("kb", "show", shared.id),
        ("recall", "docker"),
        ("ceremony", "agenda"),
        ("decay", "list"),
        ("review", "list"),
    ]
    for owner in ("alice", "bob"):
        for args in reads:
            done = subprocess.run(
                [TEAMBRAIN, "--store", store.url, "--config", str(config), "--as", owner, *args],
                env=env,
                capture_output=True,
                text=True,
                timeout=120,
            )
            assert done.returncode == 0, (args, done.stderr)
    found = subprocess.run(
        [TEAMBRAIN, "--store", store.url, "--config", str(config), "--as", "alice"]
        + ["kb", "search", "docker images git sha"],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert entry.id in found.stdout  # the search did find it...
    after = {e.id: e for e in knowledge.list_entries(store, "alice")}
    assert after == before  # ...and counted nothing: no retrieval, no other change
    assert after[entry.id].retrieved_count == 0 and after[entry.id].last_retrieved_at is None
