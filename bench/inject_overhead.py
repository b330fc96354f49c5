"""What injecting approved knowledge adds to a request: latency with injection on vs off.

Two teambrain proxies (capture on in both), each over a store holding the same 1,000 approved
entries in the bench owner's scope (half its own, half shared by a teammate); one has
`[inject] enabled = true`. Requests alternate between them in one run, each a non-streamed
Anthropic call with a Claude-Code-sized system prompt and resent history, so the difference
is the injector's own work: reading the body, resolving the session, choosing or reusing the
block, rewriting the body. Two cases, interleaved too:
  new session  every request opens a session: the block is chosen (a search over the scope)
  same session later turns of one session: the block is reused, byte for byte
Prints p50/p99 per route and the added latency, and checks that both routes' clients got
identical bytes and that the injecting proxy injected every time.

    .venv/bin/python bench/inject_overhead.py --n 500 --entries 1000
"""

from __future__ import annotations

import argparse
import json
import random
import tempfile
import time
import uuid
from datetime import UTC, datetime
from pathlib import Path

import httpx2
from _harness import UpstreamProcess, pct, summary
from teambrain.core.knowledge import entries as knowledge
from teambrain.core.operations.stats import counters
from teambrain.core.store import Store, Txn, open_store

from tests.e2e.proxy import TeambrainProxy

OWNER, PEER = "bench", "peer"
CONFIG = f'[owners]\nlocal = "{OWNER}"\n'
INJECT = "[inject]\nenabled = true\n"
SERVICES = [
    "billing",
    "ingest",
    "search",
    "payments",
    "auth",
    "gateway",
    "scheduler",
    "notifier",
    "ledger",
    "exporter",
]
THINGS = [
    "migrations",
    "cache",
    "index",
    "queue",
    "schema",
    "replica",
    "fixtures",
    "secrets",
    "certificates",
    "logs",
]
ACTIONS = [
    "rebuild",
    "warm",
    "pin",
    "rotate",
    "vacuum",
    "seed",
    "reindex",
    "drain",
    "restart",
    "snapshot",
]
WHENS = ["deploys", "benchmarks", "releases", "backfills", "failovers", "upgrades"]


def lessons(n: int, rng: random.Random) -> list[str]:
    """n distinct, plausible lessons over a shared vocabulary (so searches have work to do)."""
    out: set[str] = set()
    while len(out) < n:
        service, thing, action, when = (
            rng.choice(SERVICES),
            rng.choice(THINGS),
            rng.choice(ACTIONS),
            rng.choice(WHENS),
        )
        flag = f"--{rng.choice(THINGS)}-{rng.randint(1, 999)}"
        out.add(
            f"In the {service} service, {action} the {thing} with `make {action}-{thing} {flag}` "
            f"before {when}; otherwise the {thing} goes stale."
        )
    return sorted(out)


def seed(store: Store, texts: list[str]) -> None:
    """File and approve every lesson (the one way in); every other one is the teammate's, shared."""
    at = datetime.now(UTC)

    def write(txn: Txn) -> None:
        for i, text in enumerate(texts):
            owner = OWNER if i % 2 == 0 else PEER
            entry = knowledge.file_pending(
                txn, knowledge.new_entry(owner, text, origin=knowledge.SAVED, at=at)
            )
            knowledge.apply(txn, owner, entry.id, knowledge.APPROVE, at=at)
            if owner == PEER:
                knowledge.apply(txn, owner, entry.id, knowledge.SHARE, at=at)

    store.write(write)


def request_body(question: str, history_kb: int) -> bytes:
    system = [
        {"type": "text", "text": "You are an interactive CLI coding agent. " * 60},
        {
            "type": "text",
            "text": "Project conventions:\n" + "- keep functions small\n" * 200,
            "cache_control": {"type": "ephemeral"},
        },
    ]
    messages: list[dict] = []
    turn = 0
    while len(json.dumps(messages)) < history_kb * 1024:
        messages += [
            {"role": "user", "content": f"step {turn}: look at the logs of the exporter job"},
            {"role": "assistant", "content": "The exporter job logs show nothing unusual. " * 20},
        ]
        turn += 1
    messages.append({"role": "user", "content": question})
    return json.dumps(
        {"model": "claude-sonnet-4-5", "max_tokens": 200, "system": system, "messages": messages}
    ).encode()


def one(client: httpx2.Client, url: str, body: bytes, session: str) -> tuple[float, bytes]:
    headers = {
        "content-type": "application/json",
        "x-claude-code-session-id": session,
        "x-fake-seed": "same-bytes",
    }
    start = time.perf_counter()
    response = client.post(url + "/v1/messages", content=body, headers=headers)
    elapsed = (time.perf_counter() - start) * 1000
    return elapsed, response.content


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--n", type=int, default=500, help="requests per route and case")
    parser.add_argument("--entries", type=int, default=1000, help="approved entries in scope")
    parser.add_argument("--history-kb", type=int, default=40, help="resent history per request")
    args = parser.parse_args()
    rng = random.Random(8)
    texts = lessons(args.entries, rng)
    questions = []
    for _ in range(50):
        service, thing, action = rng.choice(SERVICES), rng.choice(THINGS), rng.choice(ACTIONS)
        questions.append(
            f"the {service} service {thing} goes stale after {rng.choice(WHENS)}; "
            f"should I run make {action}-{thing} first?"
        )

    workdir = Path(tempfile.mkdtemp(prefix="teambrain-bench-inject-"))
    routes = {
        "off": TeambrainProxy(workdir / "off", config=CONFIG),
        "on": TeambrainProxy(workdir / "on", config=CONFIG + INJECT),
    }
    for proxy in routes.values():
        seed(open_store(proxy.store_dir), texts)

    with UpstreamProcess() as upstream, routes["off"], routes["on"]:
        clients = {name: httpx2.Client(proxy=p.url, timeout=30) for name, p in routes.items()}
        bodies = [request_body(q, args.history_kb) for q in questions]
        for name, client in clients.items():  # warm up: connections, sanitizer, first scope
            for i in range(10):
                one(client, upstream.url, bodies[i % len(bodies)], f"warm-{name}-{i}")

        results: dict[tuple[str, str], list[float]] = {}
        differing = 0
        started = time.perf_counter()
        for i in range(args.n):
            body = bodies[i % len(bodies)]
            cases = {"new session": uuid.uuid4().hex, "same session": f"steady-{i % 5}"}
            order = list(clients)
            rng.shuffle(order)
            for case, session in cases.items():
                got = {}
                for name in order:
                    elapsed, content = one(clients[name], upstream.url, body, session)
                    results.setdefault((case, name), []).append(elapsed)
                    got[name] = content
                differing += got["on"] != got["off"]
        wall = time.perf_counter() - started
        for client in clients.values():
            client.close()
        size = len(bodies[0])
        routes["on"].stop()  # its last counts are written on the way out
        injected = counters(routes["on"].store(), "inject.")

    print(
        f"{args.n} requests per route and case, {args.entries} approved entries in scope, "
        f"bodies of {size / 1024:.0f} KiB, interleaved, wall {wall:.1f} s"
    )
    print(f"{'case':13} {'route':5} {'latency ms':>44}")
    for (case, name), values in results.items():
        print(f"{case:13} {name:5} {summary(values)}")
    for case in ("new session", "same session"):
        on, off = results[(case, "on")], results[(case, "off")]
        print(
            f"{case:13} added by injection: p50 {pct(on, 50) - pct(off, 50):+.2f} ms, "
            f"p99 {pct(on, 99) - pct(off, 99):+.2f} ms"
        )
    print(f"responses differing between the routes: {differing}")
    print(f"injection outcomes on the injecting proxy: {injected}")


if __name__ == "__main__":
    main()
