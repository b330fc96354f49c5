"""The whole tier, once for the module: HAProxy running the shipped config in front of three
gateway processes (each as on a host of its own) and two `teambrain serve` processes, all on
one PostgreSQL store, with the fake provider behind the gateways; then the members' traffic
through HAProxy, with a gateway killed and the database restarted in the middle of it.

    members --> HAProxy 127.0.0.1 --> gateway gw1 127.0.0.2 / gw2 .3 / gw3 .4 --> fake provider
                                  \\-> serve serve1 127.0.0.2 / serve2 .3
                gateways, serves, ticks --> PostgreSQL
"""

from __future__ import annotations

import os
import shutil
import signal
import socket
import ssl
import subprocess
import time
from collections.abc import Iterator
from contextlib import ExitStack
from dataclasses import dataclass, field
from pathlib import Path

import pytest
from teambrain.core.errors import TeambrainError
from teambrain.core.service.remote import RemoteService

from tests.fakes.upstream import FakeUpstream
from tests.pgserver import PgServer, postgres_server
from tests.tier import traffic
from tests.tier.haproxy import SHIPPED, HAProxy, haproxy_binary, render
from tests.tier.processes import (
    TEAMBRAIN,
    Gateway,
    Serve,
    free_port,
    host_env,
    running,
    stop_all,
)

TOKENS = {
    "ann": "tier-ann-token-5d0c7e21b9a4f3",
    "ben": "tier-ben-token-a81f3c6d0e27b5",
    "cam": "tier-cam-token-3e9b4a7c1d05f8",
    "dee": "tier-dee-token-c62d8f0a4b93e1",
}
GATEWAY_HOSTS = ("127.0.0.2", "127.0.0.3", "127.0.0.4")
SERVE_HOSTS = ("127.0.0.2", "127.0.0.3")
CONVERSATIONS = 150
"""Two exchanges each: 300 exchanges through HAProxy's gateway frontend."""
PACE_MS = 5
"""The fake provider's pause between two events of a stream: streams are in flight when
the gateway is killed."""
WORKERS_PER_MEMBER = 2
WORKERS = WORKERS_PER_MEMBER * len(TOKENS)
BEFORE_KILL = 50
"""Conversations released before the kill."""
AFTER_RESTART = 101
"""The first conversation released once the killed gateway was back in HAProxy."""
OUTAGE = range(111, 141)
"""The conversations released and finished while PostgreSQL was down."""
PROXY_LEG = 900
"""Conversation numbers of the regular proxy's (CONNECT) leg start here..."""
OPENAI_LEG = 950
"""...and those of the openai listener's."""


@dataclass
class Tier:
    """The running tier, and what the traffic through it saw."""

    root: Path
    pg: PgServer
    store_url: str
    config: Path
    upstream: FakeUpstream
    gateways: list[Gateway]
    serves: list[Serve]
    haproxy: HAProxy
    gateway_url: str
    openai_url: str
    proxy_url: str
    serve_url: str
    ledger: traffic.Ledger
    victim: Gateway | None = None
    proxy_sessions: dict[str, int] | None = None
    orphans: list[int] = field(default_factory=list)
    """Processes of the killed gateway (its sanitizer's) still running after it died."""
    outage_answer: str = ""
    """What a member's client said of HAProxy's serve frontend while the database was down."""
    started: float = field(default_factory=time.monotonic)

    def mark(self, what: str) -> None:
        """Say how far the run is (shown with a failing test's captured output)."""
        print(f"[tier] {time.monotonic() - self.started:6.1f}s {what}", flush=True)


def team_config(upstream: FakeUpstream, gateway_port: int, openai_port: int) -> str:
    """One config for every host, as a team would ship it."""
    tokens = "\n".join(f'"{token}" = "{owner}"' for owner, token in TOKENS.items())
    return f"""
[owners]
team_mode = true
[owners.tokens]
{tokens}

[gateway]
require_token = true
[[gateway.listeners]]
provider = "anthropic"
port = {gateway_port}
upstream = "{upstream.url}"
[[gateway.listeners]]
provider = "openai"
port = {openai_port}
upstream = "{upstream.url}"

[server]
trusted_proxies = ["127.0.0.1"]

[reflect]
reflector = "offline"
"""


def bindable(host: str) -> bool:
    """Whether this machine answers on `host` (Linux does on all of 127.0.0.0/8)."""
    try:
        with socket.socket() as s:
            s.bind((host, 0))
    except OSError:
        return False
    return True


def wait_for_file(path: Path, holds: str, timeout: float = 60.0) -> None:
    deadline = time.monotonic() + timeout
    while not (path.exists() and holds in path.read_text(errors="replace")):
        if time.monotonic() > deadline:
            raise TimeoutError(f"{path} never held {holds!r}")
        time.sleep(0.05)


def share_ca(first: Gateway, others: list[Gateway]) -> None:
    """One CA for every gateway (docs/scaling.md): the first one's confdir, as it made it on
    its first start, copied into each other's before it starts."""
    wait_for_file(first.confdir / "mitmproxy-dhparam.pem", "END DH PARAMETERS")  # written last
    for gateway in others:
        gateway.confdir.mkdir(parents=True, exist_ok=True)
        for path in first.confdir.glob("mitmproxy-*"):
            shutil.copy2(path, gateway.confdir / path.name)  # modes kept: the key stays 0600


def start_haproxy(
    root: Path, binary: str, ports: dict[str, int], gateways: list[Gateway], serves: list[Serve]
) -> HAProxy:
    """The shipped config with HAProxy's own ports on 127.0.0.1 and the tier's processes as
    the servers of each backend."""
    binds = {
        "gateway_anthropic": ("127.0.0.1", ports["gateway"]),
        "gateway_openai": ("127.0.0.1", ports["openai"]),
        "proxy": ("127.0.0.1", ports["proxy"]),
        "serve": ("127.0.0.1", ports["serve"]),
    }
    servers = {
        "gateways_anthropic": [(g.name, (g.host, g.gateway_port)) for g in gateways],
        "gateways_openai": [(g.name, (g.host, g.openai_port)) for g in gateways],
        "proxies": [(g.name, (g.host, g.proxy_port)) for g in gateways],
        "serve": [(s.name, (s.host, s.port)) for s in serves],
    }
    config = render(SHIPPED.read_text(), binds, servers, root / "haproxy.sock")
    return HAProxy(binary, root, config)


def proxy_leg(tier: Tier) -> None:
    """Three members through the regular proxy (CONNECT via HAProxy's TCP frontend), each
    keeping its tunnel open while the next one connects, so leastconn gives each its own
    gateway; the clients trust the one CA every gateway signs with."""
    ca = ssl.create_default_context(cafile=str(tier.gateways[-1].confdir / "mitmproxy-ca-cert.pem"))
    clients = []
    try:
        for n, (member, token) in enumerate(list(TOKENS.items())[:3]):
            claude = traffic.client(tier.upstream.url, token, proxy=tier.proxy_url, verify=ca)
            clients.append(claude)
            traffic.converse(claude, tier.ledger, member, PROXY_LEG + n)
        tier.proxy_sessions = tier.haproxy.sessions("proxies")
    finally:
        for claude in clients:
            claude.close()


def wait_gone(pids: list[int], timeout: float = 30.0) -> list[int]:
    """Those of `pids` still running after `timeout` (killed then, so none outlives the
    test): a dead gateway's sanitizer processes should end with it."""
    deadline = time.monotonic() + timeout
    while (alive := [p for p in pids if running(p)]) and time.monotonic() < deadline:
        time.sleep(0.05)
    for pid in alive:
        os.kill(pid, signal.SIGKILL)
    return alive


def outage_answer(tier: Tier) -> str:
    """What a member's client says when HAProxy has no serve process to send it to."""
    member = RemoteService(tier.serve_url, TOKENS["ann"], timeout=30)
    try:
        member.whoami()
    except TeambrainError as e:
        return str(e)
    finally:
        member.close()
    return "answered"


def busiest(tier: Tier) -> Gateway:
    sessions = tier.haproxy.sessions("gateways_anthropic")
    name = max(sessions, key=lambda n: sessions[n])
    return next(g for g in tier.gateways if g.name == name)


def gateway_traffic_with_faults(tier: Tier) -> None:
    """The members' conversations through the gateway frontend, released in batches around
    the faults: a third in, the busiest gateway is killed with SIGKILL (streams in flight
    on it are cut) and started again with the same data dir while traffic goes on; later
    PostgreSQL is stopped, a batch runs while it is down, and it is started again."""
    budget = traffic.Budget()
    threads = traffic.start_workers(
        tier.gateway_url, TOKENS, budget, tier.ledger, WORKERS_PER_MEMBER, PACE_MS
    )
    try:
        budget.release(BEFORE_KILL)
        budget.wait_finished(BEFORE_KILL - WORKERS)  # the rest are in flight
        tier.victim = busiest(tier)
        children = tier.victim.children()
        tier.victim.kill()
        tier.mark(f"{tier.victim.name} killed")
        tier.orphans = wait_gone(children)
        budget.release(AFTER_RESTART - 1 - BEFORE_KILL)  # its members move to a live one
        tier.victim.spawn()  # as a service manager would, with the same HOME and data dir
        tier.victim.wait_ready()
        tier.mark(f"{tier.victim.name} ready again")
        tier.haproxy.wait_status("gateways_anthropic", [tier.victim.name])
        tier.mark(f"{tier.victim.name} back in HAProxy")
        budget.release(OUTAGE.start - AFTER_RESTART)
        budget.wait_finished(OUTAGE.start - 1)
        tier.pg.stop()
        tier.mark("database stopped")
        budget.release(len(OUTAGE))
        # serve's health check reads the store: HAProxy takes both out and answers itself
        tier.haproxy.wait_status("serve", [s.name for s in tier.serves], "DOWN")
        tier.outage_answer = outage_answer(tier)
        tier.mark("serve out of HAProxy")
        budget.wait_finished(OUTAGE.stop - 1)
        tier.pg.start()
        tier.mark("database started")
        budget.release(CONVERSATIONS - (OUTAGE.stop - 1))
        budget.wait_finished(CONVERSATIONS)
    finally:
        budget.close()
        for thread in threads:
            thread.join(timeout=60)


def migrated_database(pg: PgServer, root: Path) -> str:
    """A new database, migrated by `teambrain migrate` before any process starts on it."""
    url = pg.create_database()
    subprocess.run(
        [TEAMBRAIN, "--store", url, "migrate"],
        env=host_env(root / "operator"),
        check=True,
        capture_output=True,
        timeout=120,
    )
    return url


def team_processes(
    root: Path, store_url: str, config: Path, gateway_port: int, openai_port: int
) -> tuple[list[Gateway], list[Serve]]:
    """The gateways and serve processes, one config for all, each port the same on every
    host (as a team would deploy them)."""
    proxy_port, serve_port = free_port(), free_port()
    gateways = [
        Gateway(
            f"gw{n}",
            host,
            root / f"gw{n}",
            store_url=store_url,
            config=config,
            gateway_port=gateway_port,
            openai_port=openai_port,
            proxy_port=proxy_port,
        )
        for n, host in enumerate(GATEWAY_HOSTS, 1)
    ]
    serves = [
        Serve(
            f"serve{n}",
            host,
            root / f"serve{n}",
            store_url=store_url,
            config=config,
            port=serve_port,
        )
        for n, host in enumerate(SERVE_HOSTS, 1)
    ]
    return gateways, serves


@pytest.fixture(scope="module")
def tier(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Tier]:
    binary = haproxy_binary()
    if binary is None:
        pytest.skip(
            "the whole-tier test needs HAProxy (`make haproxy-binary`, or apt-get install haproxy)"
        )
    unbound = [host for host in {*GATEWAY_HOSTS, *SERVE_HOSTS} if not bindable(host)]
    if unbound:
        pytest.skip(f"the whole-tier test needs the loopback addresses {sorted(unbound)}")
    root = tmp_path_factory.mktemp("tier")
    started = time.monotonic()
    with ExitStack() as stack:
        pg = stack.enter_context(postgres_server())
        store_url = migrated_database(pg, root)
        upstream = stack.enter_context(FakeUpstream(tls=True))
        gateway_port, openai_port = free_port(), free_port()
        config = root / "team.toml"
        config.write_text(team_config(upstream, gateway_port, openai_port))
        gateways, serves = team_processes(root, store_url, config, gateway_port, openai_port)
        stack.callback(stop_all, [*gateways, *serves])
        gateways[0].spawn()
        share_ca(gateways[0], gateways[1:])
        for process in (*gateways[1:], *serves):
            process.spawn()
        for process in (*gateways, *serves):
            process.wait_ready()

        ports = {name: free_port() for name in ("gateway", "openai", "proxy", "serve")}
        haproxy = stack.enter_context(start_haproxy(root, binary, ports, gateways, serves))
        names = [g.name for g in gateways]
        for backend in ("gateways_anthropic", "gateways_openai", "proxies"):
            haproxy.wait_status(backend, names)
        haproxy.wait_status("serve", [s.name for s in serves])
        tier = Tier(
            root=root,
            pg=pg,
            store_url=store_url,
            config=config,
            upstream=upstream,
            gateways=gateways,
            serves=serves,
            haproxy=haproxy,
            gateway_url=f"http://127.0.0.1:{ports['gateway']}",
            openai_url=f"http://127.0.0.1:{ports['openai']}",
            proxy_url=f"http://127.0.0.1:{ports['proxy']}",
            serve_url=f"http://127.0.0.1:{ports['serve']}",
            ledger=traffic.Ledger(),
            started=started,
        )
        tier.mark("every process up, HAProxy's checks pass")
        proxy_leg(tier)
        for n, (member, token) in enumerate(TOKENS.items()):
            traffic.chat(tier.openai_url, token, tier.ledger, member, OPENAI_LEG + n)
        tier.mark("the regular proxy and the openai listener served")
        gateway_traffic_with_faults(tier)
        tier.mark("gateway traffic done")
        yield tier
