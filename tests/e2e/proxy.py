"""A real mitmdump process with the teambrain addon, for end-to-end tests and benchmarks."""

from __future__ import annotations

import http.client
import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import uuid
from collections.abc import Callable
from pathlib import Path
from typing import Any

import httpx2
from teambrain.core.episodes.records import session_records
from teambrain.core.operations.stats import counters
from teambrain.core.store import Store, open_store

ROOT = Path(__file__).resolve().parents[2]
MITMDUMP = str(Path(sys.executable).parent / "mitmdump")
ADDON = str(ROOT / "addons" / "entry.py")


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def wait_for_port(port: int, proc: subprocess.Popen | None = None, timeout: float = 30.0) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if proc is not None and proc.poll() is not None:
            out = proc.stdout.read().decode(errors="replace") if proc.stdout else ""
            raise RuntimeError(f"mitmdump exited with {proc.returncode}:\n{out}")
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=0.2):
                return
        except OSError:
            time.sleep(0.05)
    raise TimeoutError(f"nothing listening on 127.0.0.1:{port}")


def child_pids(pid: int) -> list[int]:
    """The processes `pid` started (from any of its threads) that are still there."""
    pids = []
    try:
        tasks = list(Path(f"/proc/{pid}/task").iterdir())
    except OSError:
        return []  # it ended meanwhile
    for task in tasks:
        try:
            pids += [int(p) for p in (task / "children").read_text().split()]
        except OSError:
            continue  # the thread ended meanwhile
    return pids


def descendant_pids(pid: int) -> list[int]:
    """Every process under `pid` that is still there: its children, theirs, and so on (the
    sanitizer processes are forked by a fork server the proxy started)."""
    found, todo = [], child_pids(pid)
    while todo:
        child = todo.pop()
        found.append(child)
        todo += child_pids(child)
    return found


def forked_by_server(pid: int) -> list[int]:
    """The processes that the multiprocessing fork servers under `pid` forked: a capture
    worker's sanitizer processes."""
    return [
        worker
        for child in child_pids(pid)
        if _is_fork_server(child)
        for worker in child_pids(child)
    ]


def _is_fork_server(pid: int) -> bool:
    try:
        return b"multiprocessing.forkserver" in Path(f"/proc/{pid}/cmdline").read_bytes()
    except OSError:
        return False


class Mitmdump:
    """mitmdump on 127.0.0.1 with the given scripts and options; a context manager."""

    def __init__(
        self,
        workdir: Path,
        *,
        scripts: list[str] | None = None,
        options: dict[str, Any] | None = None,
        extra_args: list[str] | None = None,
    ) -> None:
        self.workdir = workdir
        workdir.mkdir(parents=True, exist_ok=True)
        self.port = free_port()
        self.confdir = workdir / "mitmproxy"
        self.scripts = [ADDON] if scripts is None else scripts
        self.options = options or {}
        self.extra_args = extra_args or []
        self.proc: subprocess.Popen | None = None
        self.log_path = workdir / f"mitmdump-{self.port}.log"

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    @property
    def ca_path(self) -> Path:
        return self.confdir / "mitmproxy-ca-cert.pem"

    def children(self) -> list[int]:
        """The processes under mitmdump (the ones it started, and theirs) still alive."""
        return [] if self.proc is None else descendant_pids(self.proc.pid)

    def start(self) -> Mitmdump:
        args = [MITMDUMP, "--listen-host", "127.0.0.1", "--listen-port", str(self.port), "--quiet"]
        args += ["--set", f"confdir={self.confdir}", "--set", "ssl_insecure=true"]
        for script in self.scripts:
            args += ["-s", script]
        for name, value in self.options.items():
            args += ["--set", f"{name}={value}"]
        args += self.extra_args
        env = {k: v for k, v in os.environ.items() if not k.lower().endswith("_proxy")}
        # the sanitizer's fork server keeps its socket in a pymp-* folder of TMPDIR, which a
        # killed mitmdump (kill9) never removes: a short folder of our own, removed in stop()
        self._tmp = tempfile.mkdtemp(prefix="tb-mitm-")
        env["TMPDIR"] = self._tmp
        self._log = open(self.log_path, "wb")  # noqa: SIM115 - closed in stop()
        self.proc = subprocess.Popen(args, stdout=self._log, stderr=subprocess.STDOUT, env=env)
        try:  # the addon warms its sanitizer processes before mitmdump listens
            wait_for_port(self.port, None, timeout=120)
        except TimeoutError:
            self.stop()
            raise RuntimeError("mitmdump did not start:\n" + self.log()) from None
        # mitmproxy listens first and loads its scripts on its event loop right after (the
        # addon then warms its sanitizer): a first answer from the loop says that is done.
        # A script that fails to load makes mitmdump exit, or log so, by then.
        _answered_once(self.port, timeout=120)
        if self.proc.poll() is not None or "error in script" in self.log():
            log = self.log()
            self.stop()
            raise RuntimeError("mitmdump failed to start:\n" + log)
        return self

    def log(self) -> str:
        return self.log_path.read_text(errors="replace") if self.log_path.exists() else ""

    def stop(self, sig: int = signal.SIGTERM) -> None:
        if self.proc is None:
            return
        if self.proc.poll() is None:
            self.proc.send_signal(sig)
            try:
                self.proc.wait(timeout=20)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
        self._log.close()
        self.proc = None
        shutil.rmtree(self._tmp, ignore_errors=True)

    def kill9(self) -> None:
        self.stop(signal.SIGKILL)

    def __enter__(self) -> Mitmdump:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()


def _answered_once(port: int, timeout: float) -> None:
    """Wait for any answer from the proxy's event loop to a plain request (not proxied)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            conn = http.client.HTTPConnection("127.0.0.1", port, timeout=timeout)
            conn.request("GET", "/teambrain-test-ready")
            conn.getresponse().read()
            conn.close()
            return
        except (OSError, http.client.HTTPException):
            time.sleep(0.05)  # not listening yet, or the loop dropped us while loading
    raise TimeoutError(f"mitmdump on port {port} never answered")


class TeambrainProxy(Mitmdump):
    """mitmdump with the capture addon writing into `store_dir` (an LMDB directory in the
    workdir, or the PostgreSQL database `store` names)."""

    def __init__(
        self,
        workdir: Path,
        *,
        config: str | None = None,
        store: str | None = None,
        **kwargs: Any,
    ) -> None:
        workdir.mkdir(parents=True, exist_ok=True)
        self.store_dir: Path | str = store or workdir / "store"
        options = {"teambrain_store": str(self.store_dir)}
        if config is not None:
            path = workdir / "teambrain.toml"
            path.write_text(config)
            options["teambrain_config"] = str(path)
        options.update(kwargs.pop("options", {}))
        super().__init__(workdir, options=options, **kwargs)

    def store(self) -> Store:
        """The proxy's store, opened once (LMDB has one environment a process anyway; a
        database store keeps one pool)."""
        if getattr(self, "_store", None) is None:
            self._store = open_store(self.store_dir)
        return self._store

    def sanitizer_pids(self) -> list[int]:
        """The sanitizer pool's processes (its fork server and multiprocessing's resource
        tracker left out)."""
        return [] if self.proc is None else forked_by_server(self.proc.pid)

    def counters(self, prefix: str = "capture.") -> dict[str, int]:
        """The store's persistent counters under `prefix` (drops, exemptions, restarts)."""
        return counters(self.store(), prefix)

    def settle(
        self,
        base_url: str,
        *,
        proxied: bool = True,
        headers: dict[str, str] | None = None,
        owner: str = "alice",
    ) -> str:
        """Send one exchange of a session of its own and wait until it is stored: through
        this proxy to the provider at `base_url`, or (`proxied=False`) to `base_url` itself,
        a gateway listener. Captures are written in the order they were handed over, so
        whatever the proxy took in before it is written (or dropped) by then: a test that
        checks that something was NOT captured looks after this, not after a guessed pause.
        Returns the session id, for a test that counts every episode to leave it out."""
        session = f"settle-{uuid.uuid4()}"
        body = {
            "model": "claude-sonnet-4-5",
            "max_tokens": 20,
            "stream": True,
            "messages": [{"role": "user", "content": "are the captures before me written?"}],
        }
        sent = {"x-claude-code-session-id": session, **(headers or {})}
        with httpx2.Client(proxy=self.url if proxied else None) as http:
            reply = http.post(base_url + "/v1/messages", json=body, headers=sent)
            assert reply.status_code == 200, reply.text

        def stored(store: Store) -> bool:
            with store.read() as txn:
                return bool(session_records(txn, owner, session)[0])

        self.wait_for(stored)
        return session

    def wait_for(self, predicate: Callable[[Store], bool], timeout: float = 90.0) -> Store:
        """Poll the store (as a concurrent reader) until predicate holds."""
        deadline = time.monotonic() + timeout
        store = self.store()
        while time.monotonic() < deadline:
            if predicate(store):
                return store
            time.sleep(0.05)
        raise AssertionError("the store never reached the expected state\n" + self.log())
