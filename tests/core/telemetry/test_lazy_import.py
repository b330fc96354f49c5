"""The OpenTelemetry SDK loads only when the export is enabled: the CLI, the addons and a
capture worker without `[telemetry] enabled` import none of it (start-up time is part of the
product), and one with it enabled does."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]

PROGRAM = """
import sys
from teambrain.core.capture.worker import CaptureWorker
from teambrain.core.config import parse_config
from teambrain.core.store import open_store
import teambrain.addons.capture, teambrain.cli.main

config = parse_config(sys.argv[2])
worker = CaptureWorker(open_store(sys.argv[1]), config, workers=0)
worker.start()
worker.stop()
print(sorted({m.split(".")[1] for m in sys.modules if m.startswith("opentelemetry.")}))
"""


def loaded(store: Path, config: str) -> str:
    done = subprocess.run(
        [sys.executable, "-c", PROGRAM, str(store), config],
        capture_output=True,
        text=True,
        timeout=120,
        cwd=ROOT,
    )
    assert done.returncode == 0, done.stderr
    return done.stdout.strip()


def test_the_sdk_is_imported_only_when_the_export_is_enabled(tmp_path: Path) -> None:
    assert loaded(tmp_path / "off", "") == "[]"
    enabled = '[telemetry]\nenabled = true\nendpoint = "http://127.0.0.1:9/v1/traces"\n'
    assert "sdk" in loaded(tmp_path / "on", enabled)
