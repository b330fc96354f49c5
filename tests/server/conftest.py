"""A real `teambrain serve` process over a store filled through core, and ways to reach it:
the CLI in its own process (`teambrain --server URL ...` with a member's token), raw HTTP,
and the service facade's remote client."""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import httpx
import pytest
from teambrain.core.knowledge import entries as knowledge
from teambrain.core.service.remote import RemoteService
from teambrain.core.store import Store

from tests.mcpserver.episode_world import PassThrough, capture
from tests.mcpserver.handshake import initialize_request
from tests.tls import tls_context

TEAMBRAIN = str(Path(sys.executable).parent / "teambrain")
TOKENS = {"alice": "alice-member-token-3f9a0c1d7e", "bob": "bob-member-token-8c2e41a6b9d0"}


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def config_text(tokens: dict[str, str], extra: str = "") -> str:
    lines = ["[owners]", "team_mode = true", "[owners.tokens]"]
    lines += [f'"{token}" = "{owner}"' for owner, token in tokens.items()]
    return "\n".join(lines) + "\n" + extra


@dataclass
class TeamServer:
    """One `teambrain serve` process; `cli()` and `api()` act as a member, by token."""

    store_path: Path
    config: Path
    home: Path
    port: int = field(default_factory=free_port)
    ca_file: Path | None = None
    proc: subprocess.Popen[bytes] | None = None

    @property
    def url(self) -> str:
        scheme = "https" if self.ca_file else "http"
        return f"{scheme}://127.0.0.1:{self.port}"

    def env(self, token: str | None = None) -> dict[str, str]:
        env = {k: v for k, v in os.environ.items() if not k.startswith("TEAMBRAIN_")}
        env["TEAMBRAIN_CONFIG"] = str(self.home / "member-config.toml")  # absent: defaults
        env["TEAMBRAIN_LOGIN"] = str(self.home / "login.json")
        env["TEAMBRAIN_STORE"] = str(self.home / "member-store")
        if token:
            env["TEAMBRAIN_TOKEN"] = token
        if self.ca_file:
            env["TEAMBRAIN_CA_FILE"] = str(self.ca_file)
        return env

    @property
    def log_path(self) -> Path:
        """Where the process's stderr goes (its warnings: a refused config, a failed build)."""
        return self.home / f"serve-{self.port}.log"

    def log(self) -> str:
        return self.log_path.read_text(errors="replace") if self.log_path.exists() else ""

    def wait_for_log(
        self, text: str, poke: Callable[[], object], *, since: int = 0, timeout: float = 30
    ) -> None:
        """Until the process has logged `text` past the first `since` characters of its log,
        calling `poke` between looks (a request: the server looks at its config again only
        when a request comes)."""
        deadline = time.monotonic() + timeout
        while text not in self.log()[since:]:
            assert time.monotonic() < deadline, f"serve never logged {text!r}:\n{self.log()}"
            poke()
            time.sleep(0.05)

    def start(self) -> TeamServer:
        env = {k: v for k, v in os.environ.items() if not k.startswith("TEAMBRAIN_")}
        env["COLUMNS"] = "1000"  # log lines unwrapped, so wait_for_log finds them whole
        self.home.mkdir(parents=True, exist_ok=True)
        with open(self.log_path, "ab") as log:
            self.proc = subprocess.Popen(
                [TEAMBRAIN, "--store", str(self.store_path), "--config", str(self.config)]
                + ["serve", "--port", str(self.port)],
                env=env,
                stdout=subprocess.DEVNULL,
                stderr=log,
            )
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError(self.log())
            try:
                if self.http().get("/healthz").status_code == 200:
                    return self
            except httpx.HTTPError:
                pass
            time.sleep(0.02)
        self.proc.kill()
        raise RuntimeError("teambrain serve did not answer its health check")

    def stop(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.send_signal(signal.SIGTERM)
            try:
                self.proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()

    def kill(self) -> None:
        assert self.proc is not None
        self.proc.send_signal(signal.SIGKILL)
        self.proc.wait()

    def http(self, token: str | None = None, source: str | None = None) -> httpx.Client:
        """A client as the member of `token`, from the loopback address `source` (another
        127.0.0.x is another client to the server's per-address limits)."""
        headers = {"Authorization": f"Bearer {token}"} if token else {}
        verify = tls_context(str(self.ca_file) if self.ca_file else None)
        transport = httpx.HTTPTransport(local_address=source, verify=verify) if source else None
        return httpx.Client(
            base_url=self.url, headers=headers, verify=verify, timeout=20, transport=transport
        )

    def api(
        self, token: str | None, operation: str, body: Any = None, **kwargs: Any
    ) -> httpx.Response:
        with self.http(token) as http:
            if "content" not in kwargs and "json" not in kwargs:
                kwargs["json"] = {} if body is None else body
            return http.post(f"/api/v1/{operation}", **kwargs)

    def cli(
        self, token: str | None, *args: str, ok: bool = True
    ) -> subprocess.CompletedProcess[str]:
        done = subprocess.run(
            [TEAMBRAIN, "--server", self.url, *args],
            env=self.env(token),
            capture_output=True,
            text=True,
            timeout=60,
        )
        assert (done.returncode == 0) == ok, done.stdout + done.stderr
        return done

    def json(self, token: str, *args: str) -> Any:
        return json.loads(self.cli(token, *args, "--json").stdout)

    def remote(self, member: str) -> RemoteService:
        return RemoteService(
            self.url, TOKENS[member], ca_file=str(self.ca_file) if self.ca_file else None
        )


MCP_HEADERS = {"Accept": "application/json, text/event-stream"}
INITIALIZE = initialize_request("guesser")


def guesses(
    server: TeamServer, path: str, n: int, forwarded: bool = False, source: str | None = None
) -> list[int]:
    """`n` requests with wrong tokens, each claiming another address when `forwarded`."""
    codes = []
    with server.http(source=source) as http:
        for i in range(n):
            headers = {"Authorization": f"Bearer guess-{i:06d}", **MCP_HEADERS}
            if forwarded:
                headers["X-Forwarded-For"] = f"203.0.113.{i % 250 + 1}"
            codes.append(http.post(path, json=INITIALIZE, headers=headers).status_code)
    return codes


@dataclass
class World:
    """What each member has: an exchange with a tool call, and a lesson in every state."""

    exchanges: dict[str, str]
    events: dict[str, str]
    entries: dict[tuple[str, str], str]
    """(owner, state) -> entry id; states: pending, agenda, flagged, quarantined, team."""


def build_world(store: Store) -> World:
    now = datetime.now(UTC)
    exchanges, events, entries = {}, {}, {}
    for n, owner in enumerate(("alice", "bob")):
        record = capture(
            store,
            owner,
            f"{owner.title()} asks why the {('canary', 'billing')[n]} deploy stalled",
            f"The {('canary', 'billing')[n]} deploy waits on its readiness probe.",
            at=now - timedelta(minutes=30 - n),
            session=f"s-{owner}",
            tools=[("bash", {"command": f"kubectl rollout status {owner}"}, "timed out")],
        )
        exchanges[owner] = record.episode.id
        events[owner] = record.events[0].id
        topics = {
            "pending": "pin the terraform provider to 5.31",
            "agenda": "run pnpm install with --frozen-lockfile in CI",
            "flagged": "rotate the staging database password every quarter",
            "quarantined": "prefer ruff over flake8 in new repositories",
            "team": "tag docker images with the git sha, never latest",
        }
        for state, topic in topics.items():
            text = f"{owner.title()}'s lesson: {topic} ({state})."
            entry = knowledge.save(store, owner, text, sanitizer=PassThrough())
            if state != "pending":
                knowledge.approve(store, owner, entry.id)
            if state in ("flagged", "quarantined"):
                knowledge.flag(store, owner, entry.id, note="looks idle")
            if state == "quarantined":
                knowledge.quarantine(store, owner, entry.id)
            if state == "team":
                knowledge.share(store, owner, entry.id)
            entries[(owner, state)] = entry.id
    return World(exchanges, events, entries)


@pytest.fixture
def world(store: Store) -> World:
    return build_world(store)


@contextmanager
def members_server(store: Store, home: Path) -> Iterator[TeamServer]:
    """`teambrain serve` over `store` for the members of TOKENS, its files in `home`."""
    config = home / "server-config.toml"
    config.write_text(config_text(TOKENS))
    server = TeamServer(store.url, config, home).start()
    try:
        yield server
    finally:
        server.stop()


@pytest.fixture
def team_server(store: Store, world: World, tmp_path: Path) -> Iterator[TeamServer]:
    """A server of the test's own: it may change the store, the config or the process."""
    with members_server(store, tmp_path) as server:
        yield server
