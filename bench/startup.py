"""Cold start: how long each surface takes to be useful, against a bare Python in the same run.

Each is a fresh process, started --runs times, interleaved with `python -c pass` (the floor):
  --help, episodes list, recall, stats     the CLI, on a small store, until the process exits
  kb list, kb save                         a read and a write of the same noun: the write
                                           sanitizes (a new lesson each run) and fingerprints
  doctor                                   every check, the sanitizer built and probed
  remote review list                       `teambrain --server URL review list` against a
                                           `teambrain serve` on that store (started once)
  mcp initialize                           `teambrain mcp` over stdio, until it answers initialize
  serve healthz                            `teambrain serve` (a second one), until /healthz answers
  tui first paint                          the dashboard, headless, until its first screen is drawn
Prints the median and p90 of each, the median over the floor, and the target it is held to
(CLI reads <= 0.3 s over the floor; doctor <= 0.6 s and kb save <= 1 s, which load the
sanitizer, and kb save the sentence model the duplicate guard compares meanings with; MCP
initialize <= 0.5 s, TUI first paint <= 1 s), and how many modules the remote command loads beside a bare Python (it
makes one HTTP call, so it loads no store, ranker, sanitizer or model).

--against BIN also runs the local probes with another installation's `teambrain` (e.g. an
older checkout's virtualenv), interleaved with these in the same run, so a change is measured
against its baseline under the same load.

    .venv/bin/python bench/startup.py --runs 15
    .venv/bin/python bench/startup.py --runs 15 --against ../old/.venv/bin/teambrain
"""

from __future__ import annotations

import argparse
import itertools
import json
import os
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from datetime import UTC, datetime, timedelta
from pathlib import Path

from _harness import ROOT, pct

from tests.mcpserver.handshake import initialize_request

BIN = Path(sys.executable).parent
TEAMBRAIN = str(BIN / "teambrain")

TUI_SCRIPT = """
import asyncio, sys, time
from teambrain.core.config import Config
from teambrain.core.store import open_store
from teambrain.tui.app import make_app

async def main():
    app = make_app(open_store(sys.argv[1], readonly=True), "bench", Config())
    async with app.run_test(headless=True, size=(120, 36)):
        print("painted", flush=True)

asyncio.run(main())
"""

INITIALIZE = initialize_request("bench")


def seed(store_dir: Path) -> None:
    sys.path.insert(0, str(ROOT))
    from teambrain.core.store import open_store

    from tests.mcpserver.episode_world import capture

    store = open_store(store_dir)
    now = datetime.now(UTC)
    for i in range(200):
        capture(
            store,
            "bench",
            f"question {i} about the deploy",
            f"answer {i}",
            at=now - timedelta(minutes=i),
            session=f"s{i % 10}",
        )
    store.close()


TOKEN = "bench-member-token-5b8e2c91d0"
COUNT_MODULES = """
import sys
from teambrain.cli.main import cli
try:
    cli(sys.argv[1:], prog_name="teambrain", standalone_mode=False)
finally:
    print("MODULES", len(sys.modules))
"""


def env(**extra: str) -> dict[str, str]:
    e = {k: v for k, v in os.environ.items() if not k.startswith("TEAMBRAIN_")}
    e["TEAMBRAIN_CONFIG"] = "/nonexistent/teambrain.toml"
    e["TEAMBRAIN_LOGIN"] = "/nonexistent/login.json"
    return e | extra


def until_exit(args: list[str], check: bool = False, **extra: str) -> float:
    """Seconds until the process exits (with `check`, it must succeed: a write that was
    refused would time something else)."""
    start = time.perf_counter()
    subprocess.run(
        args, env=env(**extra), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=check
    )
    return time.perf_counter() - start


def modules(args: list[str], **extra: str) -> int:
    """How many modules a Python running `args` (after `-c`) holds when it is done."""
    out = subprocess.run(
        [sys.executable, "-c", *args], env=env(**extra), capture_output=True, text=True
    ).stdout
    return int(out.rsplit("MODULES", 1)[1])


@contextmanager
def served(store: Path) -> Iterator[str]:
    """`teambrain serve` on the store, with one member token; yields its URL."""
    proc, url = start_serve(store)
    try:
        yield url
    finally:
        stop(proc)


def start_serve(store: Path, poll: float = 0.1) -> tuple[subprocess.Popen, str]:
    """`teambrain serve` on the store, once its /healthz answers: the process and its URL."""
    config = store.parent / "serve.toml"
    config.write_text(f'[owners]\nteam_mode = true\n[owners.tokens]\n"{TOKEN}" = "bench"\n')
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    args = [TEAMBRAIN, "--store", str(store), "--config", str(config), "serve", "--port", str(port)]
    proc = subprocess.Popen(args, env=env(), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    url = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 60
    while True:
        try:
            urllib.request.urlopen(url + "/healthz", timeout=5).close()
            return proc, url
        except OSError:
            if proc.poll() is not None or time.monotonic() > deadline:
                stop(proc)
                raise SystemExit("teambrain serve did not start") from None
            time.sleep(poll)


def stop(proc: subprocess.Popen) -> None:
    proc.terminate()
    proc.wait(timeout=30)


def until_healthy(store: Path) -> float:
    """Seconds from starting `teambrain serve` until its /healthz answers."""
    start = time.perf_counter()
    proc, _ = start_serve(store, poll=0.01)
    elapsed = time.perf_counter() - start
    stop(proc)
    return elapsed


def until_line(args: list[str], send: bytes | None, marker: bytes) -> float:
    start = time.perf_counter()
    proc = subprocess.Popen(
        args, env=env(), stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL
    )
    if send is not None:
        proc.stdin.write(send)
        proc.stdin.flush()
    for line in proc.stdout:
        if marker in line:
            break
    elapsed = time.perf_counter() - start
    proc.kill()
    proc.wait()
    return elapsed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=15)
    parser.add_argument(
        "--against", metavar="BIN", help="another installation's teambrain, measured alongside"
    )
    args = parser.parse_args()
    store = Path(tempfile.mkdtemp(prefix="teambrain-startup-")) / "store"
    seed(store)
    with served(store) as url:
        run(store, url, args.runs, args.against)


Probe = tuple[Callable[[], float], float | None]
LESSONS = itertools.count()
"""Numbers each saved lesson, whichever installation saves it."""


def local_probes(teambrain: str, store: Path, suffix: str = "") -> dict[str, Probe]:
    """The probes that start one installation's teambrain (and its Python) on the store."""
    python = str(Path(teambrain).parent / "python")
    base = [teambrain, "--store", str(store), "--as", "bench"]

    def save() -> float:
        lesson = f"Lesson {next(LESSONS)}: rebase before review"  # never a duplicate
        return until_exit([*base, "kb", "save", lesson], check=True)

    probes: dict[str, Probe] = {
        "teambrain --help": (lambda: until_exit([teambrain, "--help"]), 0.3),
        "episodes list": (lambda: until_exit([*base, "episodes", "list"]), 0.3),
        "recall": (lambda: until_exit([*base, "recall", "deploy question"]), 0.3),
        "stats": (lambda: until_exit([*base, "stats"]), 0.3),
        "kb list": (lambda: until_exit([*base, "kb", "list"]), 0.3),
        "kb save": (save, 1.0),
        "doctor": (lambda: until_exit([*base, "doctor", "--confdir", str(store.parent)]), 0.6),
        "mcp initialize": (
            lambda: until_line(
                [*base, "mcp"], json.dumps(INITIALIZE).encode() + b"\n", b'"result"'
            ),
            0.5,
        ),
        "tui first paint": (
            lambda: until_line([python, "-c", TUI_SCRIPT, str(store)], None, b"painted"),
            1.0,
        ),
    }
    return {name + suffix: probe for name, probe in probes.items()}


def run(store: Path, url: str, runs: int, against: str | None) -> None:
    remote = ["--server", url, "review", "list"]
    probes: dict[str, Probe] = {
        "python -c pass": (lambda: until_exit([sys.executable, "-c", "pass"]), None),
        **local_probes(TEAMBRAIN, store),
        "remote review list": (
            lambda: until_exit([TEAMBRAIN, *remote], TEAMBRAIN_TOKEN=TOKEN),
            0.3,
        ),
        "serve healthz": (lambda: until_healthy(store), None),
    }
    if against:
        probes |= local_probes(against, store, " (against)")
    times: dict[str, list[float]] = {name: [] for name in probes}
    for probe, _ in probes.values():
        probe()  # the first start warms the file cache: measured starts are warm-cache cold starts
    for _ in range(runs):
        for name, (probe, _) in probes.items():
            times[name].append(probe())
    floor = statistics.median(times["python -c pass"])
    print(f"{runs} runs each, interleaved; floor (python -c pass) median {floor * 1000:.0f} ms")
    print(f"{'surface':28} {'median':>8} {'p90':>8} {'over floor':>11} {'target':>8}")
    for name, (_, target) in probes.items():
        values = times[name]
        median = statistics.median(values)
        over = median - floor
        verdict = "" if target is None else ("ok" if over <= target else "OVER")
        shown = "" if target is None else f"<= {target:.1f} s"
        print(
            f"{name:28} {median * 1000:>6.0f}ms {pct(values, 90) * 1000:>6.0f}ms {over * 1000:>9.0f}ms {shown:>8} {verdict}"
        )

    bare = modules(["import sys; print('MODULES', len(sys.modules))"])
    held = modules([COUNT_MODULES, *remote], TEAMBRAIN_TOKEN=TOKEN)
    print(f"remote review list loads {held} modules (python -c pass: {bare})")


if __name__ == "__main__":
    main()
