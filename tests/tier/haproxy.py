"""A real HAProxy running the shipped configuration (docs/deploy/haproxy.cfg), with the
example addresses rewritten to the test's processes, and its runtime API (the stats socket)
to see which servers it has marked up and how many sessions each took."""

from __future__ import annotations

import csv
import io
import re
import shutil
import socket
import subprocess
import time
from collections.abc import Mapping, Sequence
from pathlib import Path

SHIPPED = Path(__file__).resolve().parents[2] / "docs" / "deploy" / "haproxy.cfg"

Address = tuple[str, int]


def haproxy_binary() -> str | None:
    """The haproxy executable on PATH (Debian puts it in /usr/sbin), or None."""
    return shutil.which("haproxy") or shutil.which("haproxy", path="/usr/sbin:/usr/local/sbin")


def render(
    text: str,
    binds: Mapping[str, Address],
    servers: Mapping[str, Sequence[tuple[str, Address]]],
    socket_path: Path,
) -> str:
    """The shipped config with each frontend's `bind` address, each backend's `server` lines
    and the stats socket's path replaced; every other line is kept as shipped.

    A backend's new server lines keep the options of its first shipped server line (the
    health check). A section named here that the config lacks is an error: the test must
    not pass over a frontend or backend it believes it is testing."""
    out: list[str] = []
    section = ("", "")
    seen: set[tuple[str, str]] = set()
    for line in text.splitlines():
        head = re.match(r"^(global|defaults|frontend|backend|listen)\b\s*(\S*)", line)
        if head:
            section = (head.group(1), head.group(2))
            out.append(line)
            continue
        kind, name = section
        words = line.split()
        if kind == "global" and words[:2] == ["stats", "socket"]:
            out.append(line.replace(words[2], str(socket_path), 1))
        elif kind == "frontend" and name in binds and words[:1] == ["bind"]:
            host, port = binds[name]
            out.append(line.replace(words[1], f"{host}:{port}", 1))
            seen.add(section)
        elif kind == "backend" and name in servers and words[:1] == ["server"]:
            if section not in seen:
                indent = line[: len(line) - len(line.lstrip())]
                options = " ".join(words[3:])
                for server, (host, port) in servers[name]:
                    out.append(f"{indent}server {server} {host}:{port} {options}".rstrip())
                seen.add(section)
        else:
            out.append(line)
    wanted = {("frontend", n) for n in binds} | {("backend", n) for n in servers}
    missing = wanted - seen
    if missing:
        raise ValueError(f"the config has no such frontend/backend: {sorted(missing)}")
    return "\n".join(out) + "\n"


class HAProxy:
    """`haproxy -db -f CONFIG` in the foreground; a context manager."""

    def __init__(self, binary: str, workdir: Path, config: str) -> None:
        self.binary = binary
        self.workdir = workdir
        self.config_path = workdir / "haproxy.cfg"
        self.config_path.write_text(config)
        self.socket_path = workdir / "haproxy.sock"
        self.log_path = workdir / "haproxy.log"
        self.proc: subprocess.Popen[bytes] | None = None

    def check(self) -> str:
        """`haproxy -c`: what it says about the config (raises when it is invalid)."""
        done = subprocess.run(
            [self.binary, "-c", "-f", str(self.config_path)],
            capture_output=True,
            text=True,
            timeout=30,
        )
        if done.returncode != 0:
            raise RuntimeError(f"haproxy -c refused the config:\n{done.stdout}{done.stderr}")
        return done.stdout + done.stderr

    def start(self, timeout: float = 20.0) -> HAProxy:
        self.check()
        self._log = open(self.log_path, "wb")  # noqa: SIM115 - closed in stop()
        self.proc = subprocess.Popen(
            [self.binary, "-db", "-f", str(self.config_path)],
            stdout=self._log,
            stderr=subprocess.STDOUT,
        )
        deadline = time.monotonic() + timeout
        while True:
            if self.proc.poll() is not None:
                raise RuntimeError("haproxy exited:\n" + self.log())
            try:
                self.command("show info")
                return self
            except OSError:
                if time.monotonic() > deadline:
                    raise TimeoutError("haproxy's stats socket never answered") from None
                time.sleep(0.05)

    def log(self) -> str:
        return self.log_path.read_text(errors="replace") if self.log_path.exists() else ""

    def stop(self) -> None:
        if self.proc is None:
            return
        if self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
        self._log.close()
        self.proc = None

    def __enter__(self) -> HAProxy:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()

    # -- the runtime API --------------------------------------------------------------

    def command(self, line: str) -> str:
        with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as s:
            s.settimeout(5)
            s.connect(str(self.socket_path))
            s.sendall(line.encode() + b"\n")
            chunks = []
            while chunk := s.recv(65536):
                chunks.append(chunk)
        return b"".join(chunks).decode()

    def servers(self, backend: str) -> dict[str, dict[str, str]]:
        """The backend's servers by name: `status` (UP, DOWN, ...), `stot` (sessions), ..."""
        text = self.command("show stat").lstrip("# ")
        rows = csv.DictReader(io.StringIO(text))
        return {
            row["svname"]: row
            for row in rows
            if row["pxname"] == backend and row["svname"] not in ("FRONTEND", "BACKEND")
        }

    def sessions(self, backend: str) -> dict[str, int]:
        """Sessions each server of the backend has taken since HAProxy started."""
        return {name: int(row["stot"]) for name, row in self.servers(backend).items()}

    def wait_status(
        self, backend: str, names: Sequence[str], status: str = "UP", timeout: float = 60.0
    ) -> None:
        """Until HAProxy's health checks have marked every named server `status`."""
        deadline = time.monotonic() + timeout
        while True:
            seen = {name: row["status"] for name, row in self.servers(backend).items()}
            if all(seen.get(name) == status for name in names):
                return
            if time.monotonic() > deadline:
                raise AssertionError(f"{backend}: {seen}, wanted {list(names)} {status}")
            time.sleep(0.1)
