"""The ports a proxy was really started on, as `teambrain env` and `doctor` tell them, and a
busy port refused before anything says the proxy listens.

Real `teambrain proxy` processes (mitmdump with the addon), each user with a HOME of its own.
"""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.e2e.proxy import free_port, wait_for_port

TEAMBRAIN = str(Path(sys.executable).parent / "teambrain")


def user_env(home: Path, store: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("TEAMBRAIN_", "XDG_"))}
    return {**env, "HOME": str(home), "TEAMBRAIN_STORE": str(store)}


def teambrain(env: dict[str, str], *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([TEAMBRAIN, *args], env=env, capture_output=True, text=True, timeout=60)


@pytest.fixture
def start(tmp_path: Path) -> Iterator:
    """`start(home, *args)`: a real `teambrain proxy` for the user whose HOME is `home`."""
    procs: list[subprocess.Popen] = []

    def run(home: Path, *args: str) -> subprocess.Popen:
        proc = subprocess.Popen(
            [TEAMBRAIN, "proxy", *args],
            env=user_env(home, home / "store"),
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )
        procs.append(proc)
        return proc

    yield run
    for proc in procs:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGTERM)
            proc.wait(timeout=30)


def gateway_config(home: Path, anthropic: int, openai: int) -> None:
    config = home / ".config" / "teambrain" / "config.toml"
    config.parent.mkdir(parents=True)
    config.write_text(
        "[gateway]\n"
        f'listeners = [{{provider = "anthropic", port = {anthropic}, '
        'upstream = "https://api.anthropic.com"}, '
        f'{{provider = "openai", port = {openai}, upstream = "https://api.openai.com"}}]\n'
    )


def test_env_and_doctor_tell_the_port_the_proxy_was_started_on(tmp_path: Path, start) -> None:
    ann, ben = tmp_path / "ann", tmp_path / "ben"
    ann.mkdir(), ben.mkdir()
    proxy_port, anthropic, openai = free_port(), free_port(), free_port()
    gateway_config(ann, anthropic, openai)
    proc = start(ann, "--gateway", "--with-proxy", "--port", str(proxy_port))
    wait_for_port(proxy_port, proc, timeout=90)

    env = teambrain(user_env(ann, ann / "store"), "env")
    assert f"export HTTPS_PROXY=http://127.0.0.1:{proxy_port}\n" in env.stdout, env.stdout
    doctor = teambrain(user_env(ann, ann / "store"), "doctor", "--json")
    checks = {c["name"]: c for c in json.loads(doctor.stdout)["checks"]}
    assert checks["proxy"]["status"] == "ok", checks["proxy"]
    assert f"proxy on http://127.0.0.1:{proxy_port}" in checks["proxy"]["summary"]
    assert f"gateway anthropic on http://127.0.0.1:{anthropic}" in checks["proxy"]["summary"]

    # Another user on the same machine: ann's proxy is not theirs
    theirs = teambrain(user_env(ben, ben / "store"), "doctor", "--json")
    checks = {c["name"]: c for c in json.loads(theirs.stdout)["checks"]}
    assert checks["proxy"]["details"]["running"] is False
    assert teambrain(user_env(ben, ben / "store"), "env").stdout.count(":8080\n") == 2

    # Once the proxy stops, its record no longer counts
    os.killpg(proc.pid, signal.SIGTERM)
    proc.wait(timeout=30)
    after = teambrain(user_env(ann, ann / "store"), "doctor", "--json")
    checks = {c["name"]: c for c in json.loads(after.stdout)["checks"]}
    assert checks["proxy"]["details"]["running"] is False


def test_a_busy_port_is_refused_before_the_proxy_says_it_listens(tmp_path: Path, start) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        proc = start(tmp_path, "--port", str(port))
        out = proc.communicate(timeout=60)[0].decode()
    assert proc.returncode == 1, out
    assert "proxy on http" not in out  # nothing claimed it listens
    assert f"cannot listen on 127.0.0.1:{port} for the proxy" in out
    assert "regular@" not in out
    suggested = int(out.split("teambrain proxy --port ")[1].split("`")[0])
    assert suggested > port


def test_the_port_suggested_for_a_busy_one_is_free(tmp_path: Path, start) -> None:
    """The next port up is often taken too (the gateway's 8081 beside the proxy's 8080, or a
    second proxy): the one the refusal suggests is one the proxy can start on."""
    with socket.socket() as taken, socket.socket() as next_one:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        try:
            next_one.bind(("127.0.0.1", port + 1))
            next_one.listen()
        except OSError:
            pass  # taken already, which is the point
        proc = start(tmp_path, "--port", str(port))
        out = proc.communicate(timeout=60)[0].decode()
        assert proc.returncode == 1, out
        suggested = int(out.split("teambrain proxy --port ")[1].split("`")[0])
        assert suggested > port + 1, out
        with socket.socket() as probe:
            probe.bind(("127.0.0.1", suggested))  # free: the suggestion works
