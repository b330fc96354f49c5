"""The tier's own processes, each as on a host of its own: a loopback address (127.0.0.2,
.3, ...: Linux answers the whole 127.0.0.0/8 on `lo`), its own HOME and data dir, started
through the real `teambrain` command as an operator (or a service manager) would."""

from __future__ import annotations

import http.client
import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import httpx

from tests.e2e.proxy import descendant_pids
from tests.tls import tls_context

TEAMBRAIN = str(Path(sys.executable).parent / "teambrain")


def running(pid: int) -> bool:
    """Whether the process exists and is not a zombie."""
    try:
        status = Path(f"/proc/{pid}/status").read_text()
    except OSError:
        return False
    return "\nState:\tZ" not in status


def free_port() -> int:
    """A port free on every address (so on each loopback address the tier uses)."""
    with socket.socket() as s:
        s.bind(("0.0.0.0", 0))
        return int(s.getsockname()[1])


def host_env(home: Path) -> dict[str, str]:
    """This process's environment, as on a host of its own: HOME and the XDG dirs under
    `home` (the per-user data dir, where a gateway keeps its outbox), no teambrain settings
    or proxies inherited from the test run, no provider key."""
    env = {
        k: v
        for k, v in os.environ.items()
        if not k.startswith("TEAMBRAIN_")
        and not k.lower().endswith("_proxy")
        and k != "ANTHROPIC_API_KEY"
    }
    env["HOME"] = str(home)
    for var, sub in (
        ("XDG_DATA_HOME", ".local/share"),
        ("XDG_CONFIG_HOME", ".config"),
        ("XDG_STATE_HOME", ".local/state"),
        ("XDG_CACHE_HOME", ".cache"),
    ):
        env[var] = str(home / sub)
    return env


class Process:
    """One long-running `teambrain` command with its log in its workdir."""

    def __init__(self, name: str, host: str, workdir: Path) -> None:
        self.name = name
        self.host = host
        self.workdir = workdir
        self.home = workdir / "home"
        self.home.mkdir(parents=True, exist_ok=True)
        self.proc: subprocess.Popen[bytes] | None = None
        self.log_path = workdir / f"{name}.log"
        self.starts = 0
        self._terminated = False

    def args(self) -> list[str]:
        raise NotImplementedError

    def spawn(self) -> None:
        """Start the process (without waiting for it to be ready)."""
        self.starts += 1
        self._terminated = False
        self._log = open(self.log_path, "ab")  # noqa: SIM115 - closed in reap()
        self._log.write(f"--- start {self.starts}\n".encode())
        self._log.flush()
        self.proc = subprocess.Popen(
            self.args(), env=host_env(self.home), stdout=self._log, stderr=subprocess.STDOUT
        )

    def log(self) -> str:
        return self.log_path.read_text(errors="replace") if self.log_path.exists() else ""

    def children(self) -> list[int]:
        """The processes under it (the ones it started, and theirs) that are still there."""
        assert self.proc is not None
        return descendant_pids(self.proc.pid)

    def alive(self) -> None:
        if self.proc is None or self.proc.poll() is not None:
            raise RuntimeError(f"{self.name} is not running:\n{self.log()[-4000:]}")

    def kill(self) -> None:
        """SIGKILL: no shutdown of any kind, as a crash or an OOM kill."""
        assert self.proc is not None
        self.proc.send_signal(signal.SIGKILL)
        self.proc.wait()
        self._log.close()

    def terminate(self) -> None:
        """SIGTERM, without waiting for the process to end (see stop)."""
        if self.proc is not None and self.proc.returncode is None and not self._terminated:
            self.proc.terminate()
            self._terminated = True

    def stop(self) -> None:
        if self.proc is None or self.proc.returncode is not None:
            return
        self.terminate()
        try:
            self.proc.wait(timeout=20)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()
        self._log.close()


def stop_all(processes: list[Process]) -> None:
    """Stop them all at once: SIGTERM to each, then wait for each."""
    for process in processes:
        process.terminate()
    for process in processes:
        process.stop()


def teambrain(store_url: str, config: Path) -> list[str]:
    """The command line's start for a tier process: the CLI, its store and its config."""
    return [TEAMBRAIN, "--store", store_url, "--config", str(config)]


class Gateway(Process):
    """`teambrain proxy --gateway --with-proxy` on `host`: the anthropic and openai gateway
    listeners and the regular proxy, writing to the store `store_url` names."""

    def __init__(
        self,
        name: str,
        host: str,
        workdir: Path,
        *,
        store_url: str,
        config: Path,
        gateway_port: int,
        openai_port: int,
        proxy_port: int,
    ) -> None:
        super().__init__(name, host, workdir)
        self.store_url = store_url
        self.config = config
        self.gateway_port = gateway_port
        self.openai_port = openai_port
        self.proxy_port = proxy_port
        self.confdir = workdir / "mitmproxy"

    def args(self) -> list[str]:
        return [
            *teambrain(self.store_url, self.config),
            "proxy",
            "--gateway",
            "--with-proxy",
            "--listen-host",
            self.host,
            "--port",
            str(self.proxy_port),
            "--confdir",
            str(self.confdir),
            "--",
            "--set",
            "ssl_insecure=true",  # the fake provider's certificate is self-signed
        ]

    def wait_ready(self, timeout: float = 120.0) -> None:
        """Until the listeners accept and mitmproxy's loop has answered (its scripts are
        loaded and the addon's sanitizer is warm by then)."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            self.alive()
            try:
                for port in (self.gateway_port, self.openai_port):
                    with socket.create_connection((self.host, port), timeout=1):
                        pass
                conn = http.client.HTTPConnection(self.host, self.proxy_port, timeout=10)
                conn.request("GET", "/teambrain-tier-ready")
                conn.getresponse().read()
                conn.close()
            except (OSError, http.client.HTTPException):
                time.sleep(0.1)
                continue
            if "error in script" in self.log():
                raise RuntimeError(f"{self.name}: the addon failed to load:\n{self.log()}")
            return
        raise TimeoutError(f"{self.name} never became ready:\n{self.log()[-4000:]}")


class Serve(Process):
    """`teambrain serve` on `host`:`port` over the store `store_url` names."""

    def __init__(
        self, name: str, host: str, workdir: Path, *, store_url: str, config: Path, port: int
    ) -> None:
        super().__init__(name, host, workdir)
        self.store_url = store_url
        self.config = config
        self.port = port

    @property
    def url(self) -> str:
        return f"http://{self.host}:{self.port}"

    def args(self) -> list[str]:
        return [
            *teambrain(self.store_url, self.config),
            "serve",
            "--listen-host",
            self.host,
            "--port",
            str(self.port),
        ]

    def health(self) -> dict[str, object] | None:
        try:
            answer = httpx.get(self.url + "/healthz", timeout=5, verify=tls_context())
        except httpx.HTTPError:
            return None
        return answer.json() if answer.status_code == 200 else None

    def wait_ready(self, timeout: float = 120.0, sanitizer: bool = False) -> None:
        """Until /healthz answers 200 (and, with `sanitizer`, says the sanitizer is ready)."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            self.alive()
            health = self.health()
            if health is not None and (not sanitizer or health.get("sanitizer") == "ready"):
                return
            time.sleep(0.1)
        raise TimeoutError(f"{self.name} never became ready:\n{self.log()[-4000:]}")
