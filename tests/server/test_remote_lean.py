"""A member's command through a team server loads no storage, ranking, sanitizer or model
module: it makes one HTTP call and prints the answer. Checked in a fresh process against a
real `teambrain serve`, by the modules that process holds when the command is done."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from tests.server.conftest import TOKENS, TeamServer, World

HEAVY = ("lmdb", "psycopg", "numpy", "Stemmer", "rapidfuzz", "onnxruntime", "presidio")
"""Top-level packages a remote command must not load (nor any module below them)."""

RUN_AND_LIST = """
import json, sys
from teambrain.cli.main import cli
try:
    cli(sys.argv[1:], prog_name="teambrain", standalone_mode=False)
finally:
    sys.stdout.flush()
    print("\\nMODULES " + json.dumps(sorted(sys.modules)))
"""


def loaded(env: dict[str, str], *args: str) -> tuple[str, list[str]]:
    """What `teambrain ARGS` printed, and every module its process loaded."""
    done = subprocess.run(
        [sys.executable, "-c", RUN_AND_LIST, *args],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    out, _, modules = done.stdout.rpartition("\nMODULES ")
    return out, json.loads(modules)


def heavy(modules: list[str]) -> list[str]:
    return [m for m in modules if m.split(".")[0] in HEAVY]


def test_review_list_through_a_server_loads_nothing_heavy(
    team_server: TeamServer, world: World
) -> None:
    env = team_server.env(TOKENS["alice"])
    out, modules = loaded(env, "--server", team_server.url, "review", "list")
    assert world.entries[("alice", "pending")] in out  # the answer really came back
    assert heavy(modules) == []
    assert not [
        m for m in modules if m.startswith(("teambrain.core.knowledge", "teambrain.core.store"))
    ]


def test_recall_help_loads_no_ranker(tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items() if not k.startswith("TEAMBRAIN_")}
    env["TEAMBRAIN_CONFIG"] = str(tmp_path / "absent.toml")
    out, modules = loaded(env, "recall", "--help")
    assert "--window" in out and "7d" in out
    assert heavy(modules) == []
    assert "teambrain.core.recall.search" not in modules
