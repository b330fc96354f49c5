"""`teambrain reflect` prints the lessons it proposes, which are sentences from captured
exchanges: control sequences in them (OSC 52 writing the clipboard, clear screen, a bidi
override) are shown inert, never sent to the operator's terminal (invariant 14)."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from datetime import UTC, datetime, timedelta
from pathlib import Path

from tests.fakes.reflector_upstream import capture

TEAMBRAIN = str(Path(sys.executable).parent / "teambrain")
EVIL = "\x1b]52;c;cm0gLXJmIH4=\x07\x1b[2J\x9b3J\u202eexe.txt"
RULE = f"Always use pnpm {EVIL} instead of npm in the frontend folder."
UNSAFE = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]")


def test_reflect_prints_proposed_lessons_inert(store, sanitizer, tmp_path) -> None:
    now = datetime.now(UTC)
    for i, session in enumerate(("s1", "s2")):
        capture(
            store,
            sanitizer,
            owner="alice",
            session=f"alice-{session}",
            at=now - timedelta(hours=30 - 20 * i),
            user=f"{RULE} Then rebuild.",
        )
    config = tmp_path / "config.toml"
    config.write_text('[owners]\nlocal = "alice"\n[reflect]\nreflector = "offline"\n')
    env = {k: v for k, v in os.environ.items() if not k.startswith(("TEAMBRAIN_", "ANTHROPIC_"))}
    base = [TEAMBRAIN, "--store", store.url, "--config", str(config), "reflect", "--dry-run"]
    as_json = subprocess.run(
        base + ["--json"], env=env, capture_output=True, text=True, timeout=120
    )
    texts = [v["text"] for r in json.loads(as_json.stdout) for v in r["lessons"]]
    assert any("\x1b]52" in t for t in texts), texts  # the lesson carries the sequence
    shown = subprocess.run(base, env=env, capture_output=True, text=True, timeout=120)
    assert shown.returncode == 0, shown.stderr
    assert "would file" in shown.stdout
    assert not UNSAFE.search(shown.stdout.replace("\n", "")), shown.stdout
    assert "␛]52" in shown.stdout and "<U+202E>" in shown.stdout  # shown, not dropped
