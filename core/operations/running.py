"""The proxies this user is running, and where they listen: one record per running proxy.

`teambrain proxy` writes a record (its pid, the proxy's address, the gateway listeners) into
the user's own data directory just before it becomes mitmdump (same pid), so `teambrain env`
and `doctor` read the ports that proxy was really started on instead of assuming the
defaults, and never take another user's proxy on the same machine for this user's.

Invariant: a record counts only while its process lives and is a proxy; stale records (the
proxy was killed) are ignored and removed on the next read.
"""

from __future__ import annotations

import contextlib
import os
import socket
from datetime import UTC, datetime
from pathlib import Path

import msgspec
from teambrain.core.config import user_dir


def bind_refusal(host: str, port: int) -> OSError | None:
    """Why `host:port` cannot be listened on now, or None when it can: the proxy's own test
    before it says it listens, and `doctor`'s, so the two never disagree about a port."""
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    with socket.socket(family, socket.SOCK_STREAM) as probe:
        probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            probe.bind((host, port))
        except OSError as e:
            return e
    return None


class Listen(msgspec.Struct, frozen=True):
    """One listening address: what it is for (`proxy`, `gateway anthropic`...) and where."""

    use: str
    host: str
    port: int
    url: str


class RunningProxy(msgspec.Struct, frozen=True):
    pid: int
    started_at: datetime
    store: str
    listens: list[Listen]

    @property
    def proxy(self) -> Listen | None:
        """The regular (HTTPS_PROXY) listener, if this process runs one."""
        return next((x for x in self.listens if x.use == "proxy"), None)


def records_dir() -> Path:
    return user_dir("data") / "running"


def record(listens: list[Listen], store: str, pid: int | None = None) -> Path:
    """Record the proxy about to run as `pid` (default: this process, which then execs it)."""
    pid = os.getpid() if pid is None else pid
    folder = records_dir()
    folder.mkdir(parents=True, exist_ok=True, mode=0o700)
    entry = RunningProxy(pid, datetime.now(UTC), store, listens)
    path = folder / f"{pid}.json"
    temp = path.with_suffix(".tmp")
    temp.write_bytes(msgspec.json.encode(entry))
    os.replace(temp, path)
    return path


def running() -> list[RunningProxy]:
    """This user's live proxies, newest first; stale records are removed."""
    folder = records_dir()
    if not folder.is_dir():
        return []
    live = []
    for path in folder.glob("*.json"):
        try:
            entry = msgspec.json.decode(path.read_bytes(), type=RunningProxy)
        except (OSError, msgspec.DecodeError):
            entry = None
        if entry is not None and _is_proxy(entry.pid):
            live.append(entry)
        else:
            with contextlib.suppress(OSError):
                path.unlink()
    return sorted(live, key=lambda e: e.started_at, reverse=True)


def proxy_port(default: int) -> int:
    """The port of this user's newest running proxy, else `default`."""
    for entry in running():
        if entry.proxy is not None:
            return entry.proxy.port
    return default


def _is_proxy(pid: int) -> bool:
    """Whether `pid` lives and is a proxy (not a recycled pid running something else)."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return False  # another user's process: never this user's proxy
    cmdline = Path(f"/proc/{pid}/cmdline")
    if not cmdline.parent.exists():
        return True  # no /proc here: a live pid is the best evidence there is
    try:
        words = cmdline.read_bytes().split(b"\0")
    except OSError:
        return False
    return any(b"mitmdump" in w or b"teambrain" in w for w in words)
