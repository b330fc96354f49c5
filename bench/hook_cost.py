"""What each addon costs the proxy's event loop per LLM flow, hook by hook, in microseconds.

The proxy benchmarks measure whole exchanges, where run-to-run noise on a small machine is a
millisecond or more; this isolates the work our hooks do on mitmproxy's event loop.

    .venv/bin/python bench/hook_cost.py --flows 5000 --body-kb 48
"""

from __future__ import annotations

import argparse
import json
import tempfile
import time
from pathlib import Path

from mitmproxy.test import taddons, tflow
from teambrain.addons.capture import Capture, FlowCapture
from teambrain.addons.gateway import Gateway
from teambrain.addons.inject import Inject


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--flows", type=int, default=5000)
    parser.add_argument("--body-kb", type=int, default=48)
    parser.add_argument("--chunks", type=int, default=100_000, help="chunks through the tee")
    args = parser.parse_args()
    tmp = Path(tempfile.mkdtemp(prefix="teambrain-hooks-"))
    config = tmp / "config.toml"
    config.write_text('[owners]\nlocal = "bench"\n')
    body = json.dumps(
        {
            "model": "claude-sonnet-4-5",
            "max_tokens": 100,
            "stream": True,
            "messages": [{"role": "user", "content": "x" * (args.body_kb * 1024)}],
        }
    ).encode()
    gateway, capture, inject = Gateway(), Capture(), Inject()
    with taddons.context(gateway, capture, inject) as tctx:
        tctx.configure(capture, teambrain_store=str(tmp / "store"), teambrain_config=str(config))

        def flow() -> tflow.HTTPFlow:
            f = tflow.tflow()
            f.request.path, f.request.method, f.request.content = "/v1/messages", "POST", body
            f.request.timestamp_start = time.time() + 60
            return f

        print(
            f"{args.flows} flows, request bodies of {args.body_kb} KB, injection disabled (the default)"
        )
        for name, addon, hooks in (
            ("gateway", gateway, ["requestheaders"]),
            ("capture", capture, ["requestheaders", "request"]),
            ("inject", inject, ["requestheaders", "request"]),
        ):
            flows = [flow() for _ in range(args.flows)]
            start = time.perf_counter()
            for f in flows:
                for hook in hooks:
                    getattr(addon, hook)(f)
            per_flow = (time.perf_counter() - start) / len(flows) * 1e6
            print(f"  {name:8} {'+'.join(hooks):28} {per_flow:8.1f} us per flow")
        # the stream tee: every chunk of every streamed response passes through it
        state = capture_state(capture, flow())
        chunk = b"data: " + b"x" * 1018 + b"\n\n"
        start = time.perf_counter()
        for _ in range(args.chunks):
            state.tee(chunk)
        per_chunk = (time.perf_counter() - start) / args.chunks * 1e9
        print(f"  {'capture':8} {'stream tee':28} {per_chunk:8.0f} ns per 1 KB chunk")
        capture.done()
        inject.done()


def capture_state(capture: Capture, flow: tflow.HTTPFlow) -> FlowCapture:
    """The capture state of a flow in flight, with a cap its chunks never reach."""
    capture.requestheaders(flow)
    state = flow.metadata["teambrain"]
    state.limit = 1 << 40
    return state


if __name__ == "__main__":
    main()
