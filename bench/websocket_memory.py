"""What a hostile WebSocket message costs mitmdump in memory, with and without teambrain.

Each bomb goes over a real WebSocket through two proxies, in the same run:
  baseline   mitmdump with a do-nothing script (bench/stream_floor.py): no teambrain
  teambrain  mitmdump with the teambrain addons, `[capture] max_body_bytes` = --cap-mib
Bombs (tests/fakes/ws_hostile.py), from the provider (the fake, in its own process) and from
the client:
  deflate-64MiB      a permessage-deflate message inflating to 64 MiB (about 64 KiB on the wire)
  raw-32MiB          one uncompressed 32 MiB frame
  fragments-32MiB    32 MiB in uncompressed 64 KiB frames
and, for scale, a message of 90% of the cap (it passes both proxies whole).
Per bomb and proxy: the peak resident memory's growth (VmHWM after, less VmRSS before; the
peak is reset before each bomb), how the WebSocket ended, and for teambrain whether the
growth stayed within 2x the cap.

    .venv/bin/python bench/websocket_memory.py --cap-mib 16
"""

from __future__ import annotations

import argparse
import json
import tempfile
import time
import uuid
from pathlib import Path

from _harness import FLOOR_ADDON, UpstreamProcess

from tests.e2e.proxy import Mitmdump, TeambrainProxy
from tests.fakes.ws_hostile import MIB, HostileClient

BOMBS = [("deflate", 64 * MIB), ("raw", 32 * MIB), ("fragments", 32 * MIB)]


def status(pid: int, field: str) -> int:
    """A /proc/<pid>/status memory field, in bytes."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith(field + ":"):
            return int(line.split()[1]) * 1024
    raise KeyError(field)


def reset_peak(pid: int) -> None:
    Path(f"/proc/{pid}/clear_refs").write_text("5")  # VmHWM := VmRSS (Linux 4.0+)


def frame(text: str) -> str:
    item = {"type": "message", "role": "user", "content": [{"type": "input_text", "text": text}]}
    return json.dumps({"type": "response.create", "model": "gpt-5", "input": [item]})


def one(proxy: Mitmdump, upstream_port: int, side: str, kind: str, size: int) -> tuple[int, str]:
    """Send one bomb through `proxy`: (peak growth in bytes, how the WebSocket ended)."""
    assert proxy.proc is not None
    pid = proxy.proc.pid
    time.sleep(1.0)  # let the last capture's work finish before the peak is reset
    reset_peak(pid)
    before = status(pid, "VmRSS")
    headers = {"session-id": str(uuid.uuid4())}
    if side == "server":
        headers["x-fake-ws-bomb"] = f"{kind}:{size}"
    ws = HostileClient(proxy.port, "127.0.0.1", upstream_port, headers)
    try:
        if side == "server":
            ws.send_text(frame("tell me everything"))
            sizes, code = ws.messages_until_close(most=3)  # two events, then the bomb
        else:
            ws.send_bomb(kind, size)
            sizes, code = ws.messages_until_close(most=1)  # the provider's refusal of it
    finally:
        ws.close()
    time.sleep(0.5)
    grown = status(pid, "VmHWM") - before
    ended = f"closed {code}" if code else f"passed ({max(sizes, default=0) / MIB:.1f} MiB max)"
    return grown, ended


def under_cap(proxy: Mitmdump, upstream_port: int, cap: int) -> tuple[int, str]:
    """A frame of 90% of the cap, and the provider's echo of it: passes whole."""
    assert proxy.proc is not None
    pid = proxy.proc.pid
    time.sleep(1.0)
    reset_peak(pid)
    before = status(pid, "VmRSS")
    ws = HostileClient(proxy.port, "127.0.0.1", upstream_port, {"x-fake-events": "1"})
    try:
        ws.send_text(frame("w" * (cap * 9 // 10 - 200)))
        sizes, code = ws.messages_until_close(most=6)
    finally:
        ws.close()
    time.sleep(0.5)
    ended = f"closed {code}" if code else f"passed ({max(sizes, default=0) / MIB:.1f} MiB max)"
    return status(pid, "VmHWM") - before, ended


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cap-mib", type=float, default=16, help="[capture] max_body_bytes")
    args = parser.parse_args()
    cap = int(args.cap_mib * MIB)
    workdir = Path(tempfile.mkdtemp(prefix="teambrain-ws-memory-"))
    config = f'[owners]\nlocal = "bench"\n[capture]\nmax_body_bytes = {cap}\n'
    baseline = Mitmdump(workdir / "baseline", scripts=[FLOOR_ADDON])
    teambrain = TeambrainProxy(workdir / "teambrain", config=config)
    rows = []
    with UpstreamProcess() as upstream, baseline, teambrain:
        port = int(upstream.url.rsplit(":", 1)[1])
        for side in ("server", "client"):
            for kind, size in BOMBS:
                rows.append(
                    (
                        f"{kind}-{size // MIB}MiB from the {side}",
                        one(baseline, port, side, kind, size),
                        one(teambrain, port, side, kind, size),
                    )
                )
        rows.append(
            (
                "a frame of 90% of the cap, echoed",
                under_cap(baseline, port, cap),
                under_cap(teambrain, port, cap),
            )
        )
        cuts = teambrain.counters("capture.websocket_cut")
    print(f"mitmdump peak RSS growth per message, MiB (cap: max_body_bytes = {cap / MIB:g} MiB)")
    print(f"  {'message':38s} {'baseline':>9s} {'':24s} {'teambrain':>9s}")
    worst = 0.0
    for name, (b_grown, b_end), (t_grown, t_end) in rows:
        print(f"  {name:38s} {b_grown / MIB:9.1f} {b_end:24s} {t_grown / MIB:9.1f} {t_end}")
        if "cap" not in name:
            worst = max(worst, t_grown / cap)
    print(
        f"  teambrain's worst bomb: {worst:.2f}x the cap ({'within' if worst <= 2 else 'OVER'} 2x)"
    )
    print(f"  WebSockets closed by the cap (capture.websocket_cut): {sum(cuts.values())}")


if __name__ == "__main__":
    main()
