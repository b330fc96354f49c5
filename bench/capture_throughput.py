"""How many captures this host stores per second: producers feeding one shared store, one
store each, and real gateways, in one run.

  shared       N producer processes, each a capture worker with its sanitizer process (the
               gateway's capture path without mitmproxy), all writing one LMDB store
  per-store    the same N producers, each writing a store of its own (the ceiling: no
               producer waits for another's writes)
  shared, 1/txn  the shared store written one transaction (and one sync) per capture, as
               before group commit: the baseline, measured in the same run
  gateways     k real gateways (mitmdump with the capture addon) sharing one store, fed by a
               closed loop of streaming clients through a fake provider for --seconds

The same layouts are measured twice: through the capture path (parse, sanitize, embed,
write: what a gateway's capture costs), and for the store alone (records built beforehand,
so only the writes are timed: the store's own capacity, where group commit shows).

Each producer submits --captures exchanges (the same 60-event Anthropic stream the proxy
benchmark sends, each with its own question and session) as fast as its queue takes them,
and is timed from a common start until its last capture is committed. Rounds alternate the
layouts, so a noisy neighbour costs each about the same; the best round of each is shown.

    .venv/bin/python bench/capture_throughput.py [--producers 2] [--captures 300] [--rounds 2]
        [--gateways 2] [--clients 8] [--seconds 20]
"""

from __future__ import annotations

import argparse
import base64
import json
import os
import subprocess
import sys
import tempfile
import threading
import time
import uuid
from pathlib import Path

import httpx2
from _harness import ROOT, UpstreamProcess
from teambrain.addons.exchange import RawExchange, build_exchange
from teambrain.core.capture.build import build_record
from teambrain.core.capture.commit import GroupCommit, Written, store_writer
from teambrain.core.capture.worker import CaptureWorker
from teambrain.core.config import parse_config
from teambrain.core.episodes.records import counts
from teambrain.core.operations.stats import counters
from teambrain.core.store import open_configured

from tests.e2e.proxy import TeambrainProxy
from tests.mcpserver.episode_world import PassThrough

EVENTS = 60
QUESTION = (
    "list the files in the repo and explain what each of them is for, then run the tests and"
    " tell me which ones fail and why"
)
CONFIG = '[owners]\nlocal = "bench"\n'


def request_body(i: int) -> bytes:
    return json.dumps(
        {
            "model": "claude-sonnet-4-5",
            "max_tokens": 200,
            "stream": True,
            "messages": [{"role": "user", "content": f"{QUESTION} (question {i})"}],
        }
    ).encode()


def fetch_stream(upstream_url: str) -> list[bytes]:
    """The chunks of one streamed answer, as the fake provider sends them."""
    with (
        httpx2.Client(timeout=30) as http,
        http.stream(
            "POST",
            upstream_url + "/v1/messages",
            content=request_body(0),
            headers={"x-fake-events": str(EVENTS), "x-fake-seed": "bench"},
        ) as r,
    ):
        return list(r.iter_raw())


# -- a producer: one capture worker, in a process of its own ------------------------------


def raw_exchange(i: int, chunks: list[bytes]) -> RawExchange:
    return RawExchange(
        provider="anthropic",
        owner="bench",
        started_at=time.time(),
        headers={"x-claude-code-session-id": uuid.uuid4().hex},
        request_body=request_body(i),
        streaming=True,
        chunks=chunks,
        status_code=200,
        ended_at=time.time(),
    )


def produce(store_dir: str, captures: int, chunks: list[bytes], config_text: str) -> None:
    """Run one producer: warm up, say ready, wait for go, submit, report as one JSON line."""
    config = parse_config(config_text)
    store = open_configured(config, Path(store_dir))
    worker = CaptureWorker(store, config)
    worker.start(warm_seconds=120)
    print("ready", flush=True)
    sys.stdin.readline()
    started = time.perf_counter()
    for i in range(captures):
        raw = raw_exchange(i, chunks)
        while not worker.submit(build_exchange, raw, drop_if_full=False):
            time.sleep(0.001)  # a full queue: the producer waits, as a held response does
    worker.wait_idle(600)
    elapsed = time.perf_counter() - started
    status = worker.status()
    worker.stop()
    print(json.dumps({"elapsed": elapsed, **status}), flush=True)


def write_only(store_dir: str, captures: int, chunks: list[bytes], config_text: str) -> None:
    """A producer of records built beforehand (not sanitized: nothing is kept), timed
    writing them: the store's own capacity, with the sanitizers' CPU left out."""
    config = parse_config(config_text)
    store = open_configured(config, Path(store_dir))
    records = [
        build_record(build_exchange(raw_exchange(i, chunks), config), PassThrough(), config)
        for i in range(captures)
    ]
    group = GroupCommit(
        store_writer(store),
        batch=config.capture.commit_batch,
        wait_seconds=config.capture.commit_wait_ms / 1000,
    )
    group.start()
    print("ready", flush=True)
    sys.stdin.readline()
    started = time.perf_counter()
    kept: list[Written] = []
    for record in records:
        group.put(record, kept.append)
    group.wait_idle(600)
    elapsed = time.perf_counter() - started
    group.stop()
    stored = sum(not isinstance(w, str) for w in kept)
    dropped = {"store_error": len(kept) - stored}
    result = {"elapsed": elapsed, "captured": stored, "dropped": dropped, "commits": group.batches}
    print(json.dumps(result), flush=True)


def run_producers(
    stores: list[Path], captures: int, chunks: list[bytes], config: str, mode: str
) -> dict:
    """N producers started together; captures stored per second over the slowest one."""
    encoded = json.dumps([base64.b64encode(c).decode() for c in chunks])
    procs = [
        subprocess.Popen(
            [sys.executable, __file__, mode, str(store), "--captures", str(captures)],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
            cwd=ROOT,
            env={**os.environ, "BENCH_CHUNKS": encoded, "BENCH_CONFIG": config},
        )
        for store in stores
    ]
    for p in procs:
        assert p.stdout is not None and p.stdout.readline().strip() == "ready"
    for p in procs:
        assert p.stdin is not None
        p.stdin.write("go\n")
        p.stdin.flush()
    results = [json.loads(p.stdout.readline()) for p in procs if p.stdout is not None]
    for p in procs:
        p.wait(60)
    stored = sum(r["captured"] for r in results)
    return {
        "stored_per_s": stored / max(r["elapsed"] for r in results),
        "stored": stored,
        "dropped": sum(sum(r["dropped"].values()) for r in results),
        "per_commit": stored / max(1, sum(r["commits"] for r in results)),
    }


# -- real gateways ------------------------------------------------------------------------


def run_gateways(k: int, clients: int, seconds: float, upstream_url: str, where: Path) -> dict:
    """k gateways on one store under a closed loop of `clients` streaming clients."""
    store = where / "store"
    gateways = [TeambrainProxy(where / f"gw{i}", config=CONFIG, store=str(store)) for i in range(k)]
    for g in gateways:
        g.start()
    try:
        done: list[int] = [0] * clients
        broken: list[int] = [0] * clients
        stop = time.monotonic() + seconds

        def client(n: int) -> None:
            with httpx2.Client(proxy=gateways[n % k].url, timeout=60) as http:
                while time.monotonic() < stop:
                    r = http.post(
                        upstream_url + "/v1/messages",
                        content=request_body(n),
                        headers={
                            "x-fake-events": str(EVENTS),
                            "x-claude-code-session-id": uuid.uuid4().hex,
                        },
                    )
                    if r.status_code == 200 and b"message_stop" in r.content:
                        done[n] += 1
                    else:
                        broken[n] += 1

        threads = [threading.Thread(target=client, args=(n,)) for n in range(clients)]
        started = time.perf_counter()
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        forwarded_s = time.perf_counter() - started
        streams = sum(done)
        shared = gateways[0]

        def settled(s: object) -> bool:
            dropped = sum(counters(s, "capture.dropped.").values())  # type: ignore[arg-type]
            return counts(s, "bench")["episodes"] + dropped >= streams  # type: ignore[arg-type]

        shared.wait_for(settled, timeout=600)
        stored_s = time.perf_counter() - started
        for g in gateways:
            g.stop()
        figures = counts(shared.store(), "bench")
        dropped = counters(shared.store(), "capture.dropped.")
    finally:
        for g in gateways:
            if g.proc is not None and g.proc.poll() is None:
                g.stop()
    return {
        "streams_per_s": streams / forwarded_s,
        "stored_per_s": figures["episodes"] / stored_s,
        "streams": streams,
        "broken": sum(broken),
        "stored": figures["episodes"],
        "dropped": sum(dropped.values()),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--producers", type=int, default=2)
    parser.add_argument("--captures", type=int, default=300, help="per producer")
    parser.add_argument("--records", type=int, default=2000, help="per producer, store alone")
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--gateways", type=int, default=2)
    parser.add_argument("--clients", type=int, default=8)
    parser.add_argument("--seconds", type=float, default=20.0)
    parser.add_argument("--dir", type=Path, default=None, help="where the stores go (a disk)")
    parser.add_argument("--produce", help=argparse.SUPPRESS)
    parser.add_argument("--write-only", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.produce or args.write_only:
        chunks = [base64.b64decode(c) for c in json.loads(os.environ["BENCH_CHUNKS"])]
        run = produce if args.produce else write_only
        run(args.produce or args.write_only, args.captures, chunks, os.environ["BENCH_CONFIG"])
        return

    root = Path(tempfile.mkdtemp(prefix="teambrain-throughput-", dir=args.dir))
    layouts = {
        "shared": (1, CONFIG),
        "per-store": (args.producers, CONFIG),
        "shared, 1/txn": (1, CONFIG + "[capture]\ncommit_batch = 1\n"),
    }
    best: dict[tuple[str, str], dict] = {}
    modes = {"--produce": "the capture path", "--write-only": "the store alone"}
    with UpstreamProcess() as upstream:
        chunks = fetch_stream(upstream.url)
        for r in range(args.rounds):
            for mode in modes:
                for name, (n_stores, config) in layouts.items():
                    where = root / f"{r}{mode}-{name.replace(', ', '-').replace('/', '-')}"
                    stores = [where / f"store{i % n_stores}" for i in range(args.producers)]
                    n = args.captures if mode == "--produce" else args.records
                    got = run_producers(stores, n, chunks, config, mode)
                    key = (mode, name)
                    if key not in best or got["stored_per_s"] > best[key]["stored_per_s"]:
                        best[key] = got
        gateways = run_gateways(
            args.gateways, args.clients, args.seconds, upstream.url, root / "gateways"
        )

    print(
        f"{args.producers} producers, {EVENTS}-event Anthropic streams, best of {args.rounds}"
        f" rounds, stores in {root}"
    )
    for mode, what in modes.items():
        n = args.captures if mode == "--produce" else args.records
        print(f"{what}, {n} per producer:")
        for name in layouts:
            got = best[(mode, name)]
            print(
                f"  {name:14} {got['stored_per_s']:8.1f} stored/s  ({got['stored']} stored,"
                f" {got['dropped']} dropped, {got['per_commit']:.1f} captures per commit)"
            )
        shared = best[(mode, "shared")]["stored_per_s"]
        ratio = shared / best[(mode, "per-store")]["stored_per_s"]
        before = shared / best[(mode, "shared, 1/txn")]["stored_per_s"]
        print(f"  shared / per-store {ratio:.2f}x; group commit / one per capture {before:.2f}x")
    g = gateways
    print(
        f"{args.gateways} gateways, one store, {args.clients} clients for {args.seconds:.0f} s:"
        f" {g['streams_per_s']:.1f} streams/s forwarded, {g['stored_per_s']:.1f} stored/s,"
        f" {g['streams']} streams completed, {g['stored']} stored, {g['dropped']} dropped,"
        f" {g['broken']} broken"
    )


if __name__ == "__main__":
    main()
