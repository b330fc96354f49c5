"""Soak: many exchanges at a steady rate through mitmdump + teambrain; memory and drops.

Sends --n streamed exchanges (a tool call, then its result, alternating) at --rate per second,
then prints the mitmdump process's RSS before and after, the growth, the episodes stored and
the captures dropped by reason.

    .venv/bin/python bench/proxy_soak.py --n 10000 --rate 20
"""

from __future__ import annotations

import argparse
import json
import threading
import time
import uuid
from concurrent.futures import ThreadPoolExecutor

import httpx2
from _harness import UpstreamProcess, proxies, rss_mb
from teambrain.core.episodes.records import counts
from teambrain.core.operations.stats import counters


def exchange(client: httpx2.Client, url: str, i: int) -> None:
    session = f"soak-{i // 10}"
    text = f"step {i}: please check the build log for errors {uuid.uuid4().hex}"
    body = {
        "model": "claude-sonnet-4-5",
        "max_tokens": 100,
        "stream": True,
        "tools": [{"name": "bash", "input_schema": {"type": "object"}}],
        "messages": [{"role": "user", "content": text}],
    }
    with client.stream(
        "POST",
        url + "/v1/messages",
        content=json.dumps(body),
        headers={"x-claude-code-session-id": session, "x-fake-events": "20"},
    ) as r:
        for _ in r.iter_raw():
            pass


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--n", type=int, default=10_000)
    parser.add_argument("--rate", type=float, default=20.0, help="exchanges per second")
    args = parser.parse_args()
    with UpstreamProcess() as upstream:
        _, tb = proxies()
        with tb:
            client = httpx2.Client(proxy=tb.url, timeout=30)
            for i in range(20):  # warm up: first sanitizer call, connections
                exchange(client, upstream.url, -1 - i)
            tb.wait_for(lambda s: counts(s, "bench")["episodes"] >= 20, timeout=60)
            before, before_anon = rss_mb(tb.proc.pid), rss_mb(tb.proc.pid, "RssAnon")
            started = time.perf_counter()
            lock = threading.Lock()
            errors = 0

            def run(i: int) -> None:
                nonlocal errors
                try:
                    exchange(client, upstream.url, i)
                except httpx2.HTTPError:
                    with lock:
                        errors += 1

            with ThreadPoolExecutor(16) as pool:
                for i in range(args.n):
                    due = started + i / args.rate
                    delay = due - time.perf_counter()
                    if delay > 0:
                        time.sleep(delay)
                    pool.submit(run, i)
            elapsed = time.perf_counter() - started
            store = tb.wait_for(
                lambda s: counts(s, "bench")["episodes"] >= args.n + 20, timeout=300
            )
            after, after_anon = rss_mb(tb.proc.pid), rss_mb(tb.proc.pid, "RssAnon")
            store_mb = store.info()["used_bytes"] / 2**20
            stored = counts(store, "bench")
            dropped = counters(store, "capture.dropped.")
            tb.stop()
    print(f"{args.n} exchanges at {args.rate}/s in {elapsed:.1f} s; client errors {errors}")
    print(
        f"mitmdump RSS before {before:.1f} MB, after {after:.1f} MB, growth {after - before:+.1f} MB"
    )
    print(
        f"  of which anonymous (heap): before {before_anon:.1f} MB, after {after_anon:.1f} MB, "
        f"growth {after_anon - before_anon:+.1f} MB; the rest is the store's mapped file "
        f"({store_mb:.1f} MB used)"
    )
    print(f"stored {stored}; dropped {dropped or 'none'}")


if __name__ == "__main__":
    main()
