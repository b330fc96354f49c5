"""A mitmproxy script for the reflection bench: a simulated day reaches the capture addon.

Loaded before the teambrain addon, it sets a flow's request start (and its response's end)
from the `x-bench-at` header (seconds since the epoch), so the exchange is stored at the
simulated moment. Benchmarks only: never load it in front of real traffic.
"""

from __future__ import annotations

from mitmproxy import http


class BenchClock:
    def requestheaders(self, flow: http.HTTPFlow) -> None:
        at = flow.request.headers.pop("x-bench-at", None)
        if at is not None:
            flow.metadata["bench_at"] = float(at)
            flow.request.timestamp_start = float(at)

    def response(self, flow: http.HTTPFlow) -> None:
        at = flow.metadata.get("bench_at")
        if at is not None and flow.response is not None:
            flow.response.timestamp_end = at + 2


addons = [BenchClock()]
