"""What teambrain adds to a streamed exchange: TTFB and total time, against the floor.

Three routes, interleaved request by request in one run, the same streamed exchange on each
(an Anthropic stream of --events text deltas spread over about a second, plus a tool call):
  direct     client -> fake provider
  floor      client -> mitmdump with an addon that only sets flow.response.stream = True
  teambrain  client -> mitmdump with the capture addon
Prints p50/p99 time-to-first-byte and total time for each, the ratios to the floor, the CPU
each proxy spent per stream (teambrain's gateway process and its sanitizer processes apart)
and their resident memory, and checks that every client received exactly the bytes upstream
sent.

    .venv/bin/python bench/proxy_overhead.py --n 300 --concurrency 8
"""

from __future__ import annotations

import argparse
import json
import time
import uuid
from concurrent.futures import ThreadPoolExecutor

import httpx2
from _harness import UpstreamProcess, cpu_seconds, pct, proxies, rss_mb, summary
from teambrain.core.episodes.records import counts

BODY = {
    "model": "claude-sonnet-4-5",
    "max_tokens": 200,
    "stream": True,
    "tools": [{"name": "bash", "input_schema": {"type": "object"}}],
    "messages": [
        {
            "role": "user",
            "content": "list the files in the repo and explain what each of them is for, "
            "then run the tests and tell me which ones fail and why (a long enough "
            "question for the echoed answer to come back as 60 separate text deltas)",
        }
    ],
}


def one(
    client: httpx2.Client, url: str, events: int, interval_ms: float, seed: str = ""
) -> tuple[float, float, bytes, str]:
    session = uuid.uuid4().hex
    headers = {
        "x-fake-seed": seed,
        "x-fake-events": str(events),
        "x-fake-interval-ms": str(interval_ms),
        "x-claude-code-session-id": session,
    }
    start = time.perf_counter()
    ttfb = None
    parts = []
    with client.stream(
        "POST", url + "/v1/messages", content=json.dumps(BODY), headers=headers
    ) as r:
        for chunk in r.iter_raw():
            if ttfb is None:
                ttfb = time.perf_counter() - start
            parts.append(chunk)
    total = time.perf_counter() - start
    return (ttfb or total) * 1000, total * 1000, b"".join(parts), session


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--n", type=int, default=300, help="exchanges per route")
    parser.add_argument("--events", type=int, default=60, help="text deltas per stream")
    parser.add_argument("--duration-ms", type=float, default=1000, help="spread of each stream")
    parser.add_argument("--concurrency", type=int, default=8)
    args = parser.parse_args()
    interval = args.duration_ms / args.events

    with UpstreamProcess() as upstream:
        floor, tb = proxies()
        with floor, tb:
            clients = {
                "direct": httpx2.Client(timeout=30),
                "floor": httpx2.Client(proxy=floor.url, timeout=30),
                "teambrain": httpx2.Client(proxy=tb.url, timeout=30),
            }
            results: dict[str, list[tuple[float, float, bytes, str]]] = {k: [] for k in clients}
            # warm up each route (connections, TLS-free paths, the sanitizer's first call)
            for client in clients.values():
                for _ in range(5):
                    one(client, upstream.url, 5, 0)

            jobs = [(name, i) for i in range(args.n) for name in clients]  # interleaved
            tb.wait_for(lambda s: counts(s, "bench")["episodes"] >= 5, timeout=120)
            workers = tb.sanitizer_pids()
            measured = {"floor": [floor.proc.pid], "gateway": [tb.proc.pid], "sanitizer": workers}
            cpu_before = {k: sum(map(cpu_seconds, pids)) for k, pids in measured.items()}
            started = time.perf_counter()
            with ThreadPoolExecutor(args.concurrency) as pool:
                futures = [
                    (
                        name,
                        pool.submit(
                            one, clients[name], upstream.url, args.events, interval, f"s{i}"
                        ),
                    )
                    for name, i in jobs
                ]
                for name, fut in futures:
                    results[name].append(fut.result())
            wall = time.perf_counter() - started

            # byte identity: the same seed gives the same stream; each proxied copy must match
            mismatches = {
                name: sum(
                    r[2] != d[2] for r, d in zip(results[name], results["direct"], strict=True)
                )
                for name in ("floor", "teambrain")
            }
            tb.wait_for(lambda s: counts(s, "bench")["episodes"] >= args.n + 5, timeout=120)
            cpu = {
                k: (sum(map(cpu_seconds, pids)) - cpu_before[k]) * 1000 / args.n
                for k, pids in measured.items()
            }
            rss = {k: sum(rss_mb(p) for p in pids) for k, pids in measured.items()}
            store_counts = counts(tb.store(), "bench")
            tb.stop()

    print(
        f"{args.n} streamed exchanges per route, {args.events} events over ~{args.duration_ms:.0f} ms, "
        f"concurrency {args.concurrency}, wall {wall:.1f} s"
    )
    print(f"{'route':10} {'TTFB ms':>44}   {'total ms':>44}")
    for name, rs in results.items():
        print(f"{name:10} {summary([r[0] for r in rs])}   {summary([r[1] for r in rs])}")
    f_ttfb = [r[0] for r in results["floor"]]
    t_ttfb = [r[0] for r in results["teambrain"]]
    f_tot = [r[1] for r in results["floor"]]
    t_tot = [r[1] for r in results["teambrain"]]
    print(
        f"teambrain - floor: TTFB p50 {pct(t_ttfb, 50) - pct(f_ttfb, 50):+.2f} ms, "
        f"total p50 {100 * (pct(t_tot, 50) / pct(f_tot, 50) - 1):+.2f} %, "
        f"total p99 {100 * (pct(t_tot, 99) / pct(f_tot, 99) - 1):+.2f} %"
    )
    print(f"responses differing from the direct bytes: {mismatches}")
    total = cpu["gateway"] + cpu["sanitizer"]
    print(
        f"CPU ms per stream: floor {cpu['floor']:.2f}, teambrain gateway {cpu['gateway']:.2f}"
        f" ({cpu['gateway'] / cpu['floor']:.2f}x), sanitizer processes {cpu['sanitizer']:.2f},"
        f" teambrain in all {total:.2f} ({total / cpu['floor']:.2f}x the floor)"
    )
    print(
        f"RSS MB: floor {rss['floor']:.0f}, teambrain gateway {rss['gateway']:.0f}"
        f" ({rss['gateway'] / rss['floor']:.2f}x), sanitizer processes {rss['sanitizer']:.0f}"
        f" ({len(measured['sanitizer'])})"
    )
    print(f"captured by teambrain: {store_counts}")


if __name__ == "__main__":
    main()
