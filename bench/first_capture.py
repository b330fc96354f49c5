"""How soon a fresh proxy serves its first exchange, and how soon that exchange is readable.

Each trial starts a proxy on a fresh store, sends one exchange as soon as its port takes a
connection, and polls the store (as the CLI would) until the episode can be read. The
floor, in the same run, is a plain mitmdump with a do-nothing streaming addon: its first
response shows what mitmproxy's own start costs. teambrain warms its sanitizer processes
before it serves traffic, so its first response waits for that, and the episode should be
readable within a moment of the response (the issue's target: within 2 s).

    .venv/bin/python bench/first_capture.py --trials 5
    .venv/bin/python bench/first_capture.py --trials 5 --load 4   # with 4 busy processes

`--load N` runs N busy-looping processes beside the proxies for the whole run, as a loaded
machine would (they are stopped at the end).
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import httpx2
from _harness import UpstreamProcess, pct
from teambrain.core.episodes.records import list_episodes
from teambrain.core.operations.stats import counters

from tests.e2e.proxy import Mitmdump, TeambrainProxy

FLOOR_ADDON = str(Path(__file__).resolve().parent / "stream_floor.py")
BODY = {"model": "m", "max_tokens": 5, "messages": [{"role": "user", "content": "first"}]}


def trial(proxy: Mitmdump, upstream_url: str) -> dict[str, float | str]:
    """Start `proxy`, send one exchange at once; the seconds to each milestone."""
    start = time.monotonic()
    proxy.start()  # returns once the port takes connections
    listening = time.monotonic() - start
    with httpx2.Client(proxy=proxy.url, timeout=300) as http:
        http.post(upstream_url + "/v1/messages", json=BODY).raise_for_status()
    responded = time.monotonic() - start
    figures: dict[str, float | str] = {"listening": listening, "response": responded}
    if isinstance(proxy, TeambrainProxy):
        store = proxy.store()
        deadline = time.monotonic() + 300
        outcome = "timeout"
        while time.monotonic() < deadline:
            if list_episodes(store, "bench"):
                outcome = "stored"
                break
            dropped = counters(store, "capture.dropped.")
            if dropped:
                outcome = ",".join(dropped)
                break
            time.sleep(0.01)
        figures["readable"] = time.monotonic() - start
        figures["outcome"] = outcome
    proxy.stop()
    return figures


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--trials", type=int, default=5)
    parser.add_argument("--load", type=int, default=0, help="busy processes beside the proxies")
    args = parser.parse_args()
    burners = [
        subprocess.Popen([sys.executable, "-c", "while True: pass"]) for _ in range(args.load)
    ]
    floor: list[dict] = []
    teambrain: list[dict] = []
    try:
        with UpstreamProcess() as upstream:
            for _ in range(args.trials):  # interleaved, so both see the same machine
                work = Path(tempfile.mkdtemp(prefix="teambrain-first-"))
                floor.append(trial(Mitmdump(work / "floor", scripts=[FLOOR_ADDON]), upstream.url))
                config = '[owners]\nlocal = "bench"\n'
                teambrain.append(trial(TeambrainProxy(work / "tb", config=config), upstream.url))
    finally:
        for burner in burners:
            burner.terminate()
            burner.wait()

    def line(name: str, rows: list[dict], key: str) -> str:
        values = [float(r[key]) for r in rows]
        return f"{name:10} {key:10} p50 {pct(values, 50):6.2f} s   max {max(values):6.2f} s"

    print(f"{args.trials} fresh starts each, {args.load} busy processes beside them")
    print(line("floor", floor, "listening"))
    print(line("floor", floor, "response"))
    print(line("teambrain", teambrain, "listening"))
    print(line("teambrain", teambrain, "response"))
    print(line("teambrain", teambrain, "readable"))
    lag = [float(r["readable"]) - float(r["response"]) for r in teambrain]
    print(f"teambrain  response -> readable: p50 {pct(lag, 50):.2f} s, max {max(lag):.2f} s")
    print(f"teambrain  first captures: {[r['outcome'] for r in teambrain]}")


if __name__ == "__main__":
    main()
