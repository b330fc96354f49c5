"""Shared plumbing for the proxy benchmarks: a fake provider in its own process, proxies."""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.e2e.proxy import Mitmdump, TeambrainProxy  # noqa: E402

FLOOR_ADDON = str(ROOT / "bench" / "stream_floor.py")


class UpstreamProcess:
    """tests/fakes/upstream.py in a separate process, so it does not share our GIL."""

    def __enter__(self) -> UpstreamProcess:
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "tests.fakes.upstream"],
            cwd=ROOT,
            stdout=subprocess.PIPE,
            text=True,
        )
        self.url = self.proc.stdout.readline().strip()
        return self

    def __exit__(self, *exc: object) -> None:
        self.proc.terminate()
        self.proc.wait(10)


def proxies(workdir: Path | None = None) -> tuple[Mitmdump, TeambrainProxy]:
    workdir = workdir or Path(tempfile.mkdtemp(prefix="teambrain-bench-"))
    (workdir / "floor").mkdir(parents=True, exist_ok=True)
    (workdir / "teambrain").mkdir(parents=True, exist_ok=True)
    floor = Mitmdump(workdir / "floor", scripts=[FLOOR_ADDON])
    tb = TeambrainProxy(workdir / "teambrain", config='[owners]\nlocal = "bench"\n')
    return floor, tb


def pct(values: list[float], p: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(p / 100 * (len(ordered) - 1)))]


def summary(values: list[float]) -> str:
    return f"p50 {pct(values, 50):8.2f}  p99 {pct(values, 99):8.2f}  mean {statistics.fmean(values):8.2f}"


def rss_mb(pid: int, field: str = "VmRSS") -> float:
    """Resident memory of a process in MB; `RssAnon` leaves out the store's mapped file pages."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith(field + ":"):
            return int(line.split()[1]) / 1024
    return float("nan")


def cpu_seconds(pid: int) -> float:
    """User plus system CPU a process has used so far, in seconds."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
