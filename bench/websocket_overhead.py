"""What teambrain adds to Codex's WebSocket conversation: per-message hook cost, per-response time.

Part 1, the event loop: teambrain's websocket_message hooks (WebSocket capture, and injection
as configured by default: off) on synthetic messages, in microseconds per message (a Codex
opening frame of --frame-kb KB, a text delta, a whole response), against the same loop with
no hook.

Part 2, whole responses over a real WebSocket, three routes interleaved turn by turn:
  direct     client -> fake provider
  floor      client -> mitmdump with a do-nothing script (bench/stream_floor.py)
  teambrain  client -> mitmdump with the teambrain addons (capture, WebSocket capture, inject)
Each turn is Codex-shaped: a warm-up, the opening request (a function call), its output in
the next frame (a text answer of --events deltas, --interval-ms apart). Prints p50/p99
time to the answer's first and last event per route, checks that every route received
exactly the same messages, and that the store holds two episodes per turn.

    .venv/bin/python bench/websocket_overhead.py --turns 100 --events 60 --interval-ms 16
"""

from __future__ import annotations

import argparse
import json
import tempfile
import time
import uuid
from pathlib import Path

from _harness import UpstreamProcess, pct, proxies
from mitmproxy.test import taddons, tflow
from mitmproxy.websocket import WebSocketData, WebSocketMessage
from teambrain.addons.capture import Capture
from teambrain.addons.inject import Inject
from teambrain.addons.providers.openai_responses import TERMINAL_EVENTS
from teambrain.addons.websocket import WebSocketCapture
from teambrain.core.episodes.records import counts
from websockets.sync.client import connect
from wsproto.frame_protocol import Opcode

TOOLS = {
    "type": "additional_tools",
    "role": "developer",
    "tools": [
        {"type": "namespace", "name": "clock", "tools": [{"type": "function", "name": "sleep"}]}
    ],
}


def opening(kb: int) -> list[dict]:
    base = "You are Codex, an agent. " * (kb * 1024 // 25)
    return [
        TOOLS,
        {"type": "message", "role": "developer", "content": [{"type": "input_text", "text": base}]},
        {
            "type": "message",
            "role": "user",
            "content": [{"type": "input_text", "text": "list files"}],
        },
    ]


# -- part 1: the hook ---------------------------------------------------------------------


def hook_cost(n: int, frame_kb: int) -> None:
    tmp = Path(tempfile.mkdtemp(prefix="teambrain-ws-hooks-"))
    config = tmp / "config.toml"
    config.write_text(
        '[owners]\nlocal = "bench"\n[sanitizer]\nworkers = 0\n[capture]\nenabled = true\n'
    )
    capture = Capture()
    ws = WebSocketCapture(capture)
    inject = Inject()
    frame = json.dumps({"type": "response.create", "model": "gpt-5", "input": opening(frame_kb)})
    delta = json.dumps(
        {
            "type": "response.output_text.delta",
            "sequence_number": 12,
            "item_id": "msg_0123456789abcdef",
            "output_index": 0,
            "content_index": 0,
            "delta": "some words of the answer",
        }
    )
    done = json.dumps({"type": "response.completed", "response": {"id": "resp_1", "output": []}})
    with taddons.context(capture, ws, inject) as tctx:
        tctx.configure(capture, teambrain_store=str(tmp / "store"), teambrain_config=str(config))
        capture.worker.submit = lambda parse, raw, lease=None: True  # not this hook's cost
        flow = tflow.twebsocketflow(messages=False)
        flow.websocket, flow.response, flow.live = WebSocketData(), None, True
        flow.request.path = "/v1/responses"
        flow.request.timestamp_start = time.time() + 60
        ws.requestheaders(flow)
        inject.requestheaders(flow)

        def hooks(f) -> None:  # noqa: ANN001
            ws.websocket_message(f)
            inject.websocket_message(f)

        def timed(script: list[tuple[str, bool]], hook) -> float:  # noqa: ANN001
            messages = [WebSocketMessage(Opcode.TEXT, c, t.encode()) for t, c in script]
            start = time.perf_counter()
            for m in messages:
                flow.websocket.messages.append(m)
                hook(flow)
            return (time.perf_counter() - start) / len(messages) * 1e6

        def nothing(f) -> None:  # noqa: ANN001
            return None

        response = [(frame, True), *[(delta, False)] * 60, (done, False)]
        print(f"part 1: teambrain's websocket_message hooks ({n} messages), microseconds")
        per_delta = timed([(frame, True)] + [(delta, False)] * n, hooks)
        empty = timed([(frame, True)] + [(delta, False)] * n, nothing)
        print(
            f"  a text delta of {len(delta)} B: {per_delta:8.2f} per message (empty loop {empty:.2f})"
        )
        per_message = timed(response * max(1, n // len(response)), hooks)
        print(
            f"  a response (a {len(frame) // 1024} KB frame, 60 deltas, the end): "
            f"{per_message * len(response):8.1f} in all, {per_message:.2f} per message"
        )
        inject.done()
        capture.done()


# -- part 2: whole responses --------------------------------------------------------------


def turn(
    url: str, proxy: str | None, seed: str, events: int, interval_ms: float
) -> tuple[float, float, list[bytes]]:
    """(ms to the answer's first event, ms to its last, every message received)."""
    headers = {
        "session-id": seed,
        "x-fake-seed": seed,
        "x-fake-events": str(events),
        "x-fake-interval-ms": str(interval_ms),
    }
    got: list[bytes] = []

    def response(ws, frame: dict) -> tuple[list[dict], float, float]:  # noqa: ANN001
        start = time.perf_counter()
        ws.send(json.dumps({"type": "response.create", "model": "gpt-5", **frame}))
        events_, first = [], 0.0
        while True:
            raw = ws.recv()
            if not events_:
                first = time.perf_counter() - start
            got.append(raw.encode())
            events_.append(json.loads(raw))
            if events_[-1]["type"] in TERMINAL_EVENTS:
                return events_, first * 1e3, (time.perf_counter() - start) * 1e3

    with connect(url, proxy=proxy, additional_headers=headers) as ws:
        warm, _, _ = response(ws, {"generate": False, "input": []})
        asked, _, _ = response(
            ws, {"previous_response_id": warm[-1]["response"]["id"], "input": opening(4)}
        )
        call = next(e["item"] for e in asked if e["type"] == "response.output_item.done")
        output = {"type": "function_call_output", "call_id": call["call_id"], "output": "slept"}
        _, first, last = response(
            ws, {"previous_response_id": asked[-1]["response"]["id"], "input": [output]}
        )
    return first, last, got


def whole_responses(turns: int, events: int, interval_ms: float) -> None:
    floor, tb = proxies()
    with UpstreamProcess() as upstream, floor, tb:
        url = upstream.url.replace("http", "ws", 1) + "/v1/responses"
        routes = {"direct": None, "floor": floor.url, "teambrain": tb.url}
        times: dict[str, tuple[list[float], list[float]]] = {r: ([], []) for r in routes}
        mismatches = 0
        for n in range(turns + 5):
            seed = uuid.uuid4().hex
            received = {}
            for route, proxy in routes.items():
                first, last, got = turn(url, proxy, seed, events, interval_ms)
                received[route] = got
                if n >= 5:  # warm-up turns are not counted
                    times[route][0].append(first)
                    times[route][1].append(last)
            mismatches += len({tuple(v) for v in received.values()}) != 1
        store = tb.wait_for(lambda s: counts(s)["episodes"] >= 2 * (turns + 5), timeout=120)
        print(
            f"\npart 2: {turns} Codex-shaped turns per route (answers of {events} deltas, "
            f"{interval_ms} ms apart), ms"
        )
        print(
            f"  {'route':10s} {'first event p50':>15s} {'p99':>8s}   {'last event p50':>14s} {'p99':>8s}"
        )
        for route, (first, last) in times.items():
            print(
                f"  {route:10s} {pct(first, 50):15.2f} {pct(first, 99):8.2f}   "
                f"{pct(last, 50):14.2f} {pct(last, 99):8.2f}"
            )
        f50, t50 = pct(times["floor"][1], 50), pct(times["teambrain"][1], 50)
        print(f"  teambrain vs floor, last event p50: {t50 - f50:+.2f} ms ({t50 / f50:.2f}x)")
        print(f"  turns whose messages differed between routes: {mismatches}")
        print(f"  episodes stored: {counts(store)['episodes']} (expected {2 * (turns + 5)})")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--turns", type=int, default=200)
    parser.add_argument("--events", type=int, default=60)
    parser.add_argument("--frame-kb", type=int, default=64)
    parser.add_argument("--messages", type=int, default=20000)
    parser.add_argument(
        "--interval-ms", type=float, default=16, help="between events (60 x 16 ms: about 1 s)"
    )
    args = parser.parse_args()
    hook_cost(args.messages, args.frame_kb)
    whole_responses(args.turns, args.events, args.interval_ms)


if __name__ == "__main__":
    main()
