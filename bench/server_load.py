"""The team server under a team's load, beside a proxy that streams into the same store.

One store, two processes on it: `teambrain serve` and mitmdump with the teambrain addon. Each
of --members members polls the ceremony agenda, recalls and lists their exchanges every
--every seconds through the API, with their own token. --heavy of them own --episodes
episodes each (the store is built first, through the store API as the capture path writes
it); the others own a few. Meanwhile a client streams Anthropic-style exchanges through the
proxy. The proxy's time to first byte is measured in alternating phases without and with
the members polling, so both come from the same run.

Prints API latency p50/p99 per operation (for the heavy owners and for everyone), requests
refused, and the proxy's TTFB p50/p99 in each phase.

    .venv/bin/python bench/server_load.py                        # 50 members, 2 x 100,000
    .venv/bin/python bench/server_load.py --episodes 10000 --phase-seconds 10   # a quick run
"""

from __future__ import annotations

import argparse
import os
import random
import subprocess
import sys
import tempfile
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from datetime import UTC, datetime
from pathlib import Path

import httpx
import httpx2
from _harness import ROOT, UpstreamProcess, pct
from proxy_overhead import one
from recall_speed import Text, build
from teambrain.core.knowledge import entries as knowledge
from teambrain.core.store import open_store

from tests.e2e.proxy import TeambrainProxy, free_port
from tests.mcpserver.episode_world import PassThrough

TEAMBRAIN = str(Path(sys.executable).parent / "teambrain")
OPERATIONS = ("agenda", "recall", "list_exchanges")


def seed(store_dir: Path, members: int, heavy: int, episodes: int) -> dict[str, str]:
    """Build the store; return token -> owner for every member."""
    store = open_store(store_dir)
    text = Text(random.Random(7))
    if heavy:
        # up to now: the server's clock is the real one, and recall's default window is the
        # last 7 days (about 7 % of a heavy owner's episodes)
        seconds = build(store, text, heavy, episodes, batch=2000, now=datetime.now(UTC))
        print(f"built {heavy} x {episodes:,} episodes in {seconds:.0f} s", flush=True)
    tokens = {}
    for i in range(members):
        owner = f"owner{i:02d}"
        tokens[f"bench-member-token-{i:02d}-{os.urandom(8).hex()}"] = owner
        for n in range(2):
            entry = knowledge.save(
                store, owner, f"{owner} lesson {n}: {text.sentence(8)}", sanitizer=PassThrough()
            )
            knowledge.approve(store, owner, entry.id)
    return tokens


class Members:
    """Member threads polling the API; latencies per operation, heavy owners apart."""

    def __init__(self, url: str, tokens: dict[str, str], heavy: int, every: float) -> None:
        self.url, self.tokens, self.heavy, self.every = url, tokens, heavy, every
        self.latency: dict[tuple[str, bool], list[float]] = {}
        self.served: dict[tuple[str, bool], list[float]] = {}
        """The server's own time per request (its Server-Timing header)."""
        self.refused = 0
        self.running = threading.Event()
        self.stopped = threading.Event()
        self.threads = [
            threading.Thread(target=self.member, args=(i, token), daemon=True)
            for i, token in enumerate(tokens)
        ]
        for t in self.threads:
            t.start()

    def member(self, i: int, token: str) -> None:
        rng = random.Random(i)
        text = Text(random.Random(7))  # the store's vocabulary: recalls that find something
        text.rng = random.Random(100 + i)
        heavy = i < self.heavy
        bodies = {
            "agenda": lambda: {},
            "recall": lambda: {"query": text.sentence(rng.randint(1, 4))},
            "list_exchanges": lambda: {"limit": 20},
        }
        with httpx.Client(
            base_url=self.url, headers={"Authorization": f"Bearer {token}"}, timeout=30
        ) as http:
            time.sleep(rng.random() * self.every)
            while not self.stopped.is_set():
                if not self.running.wait(0.2):
                    continue
                for op in OPERATIONS:
                    start = time.perf_counter()
                    reply = http.post(f"/api/v1/{op}", json=bodies[op]())
                    ms = (time.perf_counter() - start) * 1000
                    if reply.status_code != 200:
                        self.refused += 1
                        continue
                    self.latency.setdefault((op, heavy), []).append(ms)
                    timing = reply.headers.get("server-timing", "")
                    if timing.startswith("app;dur="):
                        self.served.setdefault((op, heavy), []).append(float(timing[8:]))
                self.stopped.wait(self.every)

    def stop(self) -> None:
        self.stopped.set()
        for t in self.threads:
            t.join(timeout=30)


def stream_phase(proxy_url: str, upstream: str, seconds: float, concurrency: int) -> list[float]:
    """Streamed exchanges through the proxy for `seconds`; their TTFB in ms."""
    ttfbs: list[float] = []
    deadline = time.monotonic() + seconds

    def client_loop(n: int) -> None:
        with httpx2.Client(proxy=proxy_url, timeout=60) as client:
            k = 0
            while time.monotonic() < deadline:
                ttfb, *_ = one(client, upstream, 60, 1000 / 60, f"c{n}-{k}")
                ttfbs.append(ttfb)
                k += 1

    with ThreadPoolExecutor(concurrency) as pool:
        list(pool.map(client_loop, range(concurrency)))
    return ttfbs


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--members", type=int, default=50)
    parser.add_argument("--heavy", type=int, default=2, help="members owning --episodes each")
    parser.add_argument("--episodes", type=int, default=100_000)
    parser.add_argument("--every", type=float, default=2.0, help="seconds between a member's polls")
    parser.add_argument("--phase-seconds", type=float, default=30.0)
    parser.add_argument("--phases", type=int, default=2, help="pairs of (without, with) phases")
    parser.add_argument("--concurrency", type=int, default=4, help="streaming clients")
    args = parser.parse_args()

    workdir = Path(tempfile.mkdtemp(prefix="teambrain-server-load-"))
    proxy = TeambrainProxy(workdir / "proxy", config='[owners]\nlocal = "streamer"\n')
    tokens = seed(proxy.store_dir, args.members, args.heavy, args.episodes)
    config = workdir / "server.toml"
    lines = ["[owners]", "team_mode = true", "[owners.tokens]"]
    lines += [f'"{t}" = "{o}"' for t, o in tokens.items()]
    lines += ["[server]", "rate_per_second = 100", "rate_burst = 200"]
    config.write_text("\n".join(lines) + "\n")
    port = free_port()
    env = {k: v for k, v in os.environ.items() if not k.startswith("TEAMBRAIN_")}
    server = subprocess.Popen(
        [TEAMBRAIN, "--store", str(proxy.store_dir), "--config", str(config), "serve"]
        + ["--port", str(port)],
        env=env,
        cwd=ROOT,
    )
    url = f"http://127.0.0.1:{port}"
    for _ in range(300):
        try:
            if httpx.get(url + "/healthz").status_code == 200:
                break
        except httpx.HTTPError:
            time.sleep(0.1)
    ttfb: dict[str, list[float]] = {"without": [], "with": []}
    try:
        with UpstreamProcess() as upstream, proxy:
            members = Members(url, tokens, args.heavy, args.every)
            stream_phase(proxy.url, upstream.url, 3, args.concurrency)  # warm up
            for _ in range(args.phases):
                members.running.clear()
                ttfb["without"] += stream_phase(
                    proxy.url, upstream.url, args.phase_seconds, args.concurrency
                )
                members.running.set()
                ttfb["with"] += stream_phase(
                    proxy.url, upstream.url, args.phase_seconds, args.concurrency
                )
            members.stop()
    finally:
        server.terminate()
        server.wait(30)

    print(
        f"\n{args.members} members polling every {args.every:g} s ({args.heavy} of them with "
        f"{args.episodes:,} episodes each); {args.phases} x 2 phases of {args.phase_seconds:g} s"
    )
    print("API latency as members see it (client), and the server's own part (Server-Timing)")
    head = f"{'API operation':28} {'requests':>9} {'p50 ms':>8} {'p99 ms':>8}"
    print(f"{head} {'server p50':>11} {'server p99':>11}")
    for op in OPERATIONS:
        for heavy, label in ((True, f"{op} (heavy owners)"), (None, f"{op} (everyone)")):
            seen, served = (
                [v for (o, h), vs in table.items() if o == op and heavy in (None, h) for v in vs]
                for table in (members.latency, members.served)
            )
            print(
                f"{label:28} {len(seen):>9,} {pct(seen, 50):>8.2f} {pct(seen, 99):>8.2f}"
                f" {pct(served, 50):>11.2f} {pct(served, 99):>11.2f}"
            )
    print(f"requests refused: {members.refused}")
    print(f"{'proxy TTFB':28} {'requests':>9} {'p50 ms':>8} {'p99 ms':>8}")
    for phase, values in ttfb.items():
        print(
            f"{phase + ' the server load':28} {len(values):>9,} {pct(values, 50):>8.2f} {pct(values, 99):>8.2f}"
        )
    print(
        f"with - without: TTFB p50 {pct(ttfb['with'], 50) - pct(ttfb['without'], 50):+.2f} ms, "
        f"p99 {pct(ttfb['with'], 99) - pct(ttfb['without'], 99):+.2f} ms"
    )


if __name__ == "__main__":
    main()
