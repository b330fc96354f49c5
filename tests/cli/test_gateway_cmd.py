"""`teambrain proxy --gateway` (the mitmdump command line it runs) and `teambrain env --gateway`.

The proxy command ends by exec'ing mitmdump; here exec is intercepted to read the command line
(the e2e tests run mitmdump with the same options, from `gateway_args`).
"""

from __future__ import annotations

import os
import subprocess
import tomllib
from pathlib import Path

import pytest
from click.testing import CliRunner
from teambrain.cli import proxy_cmd
from teambrain.cli.main import cli

from tests.fakes.upstream import _self_signed


@pytest.fixture
def execs(monkeypatch: pytest.MonkeyPatch) -> list[list[str]]:
    """The command lines exec'd. Nothing is started, so nothing binds a port or is recorded
    as running: the default ports may be in use by the proxy of the person running the tests
    (tests/cli/test_proxy_ports.py binds for real)."""
    seen: list[list[str]] = []
    monkeypatch.setattr(proxy_cmd.os, "execv", lambda path, args: seen.append(args))
    monkeypatch.setattr(proxy_cmd, "refuse_busy_ports", lambda listens: None)
    monkeypatch.setattr(proxy_cmd, "record", lambda *a, **k: None)
    return seen


def run(tmp_path: Path, config: str, *args: str) -> tuple[int, str]:
    path = tmp_path / "teambrain.toml"
    path.write_text(config)
    result = CliRunner().invoke(
        cli, ["--config", str(path), "--store", str(tmp_path / "store"), *args]
    )
    return result.exit_code, result.output


def modes(argv: list[str]) -> list[str]:
    return [argv[i + 1] for i, arg in enumerate(argv) if arg == "--mode"]


def test_gateway_listeners_instead_of_the_proxy(tmp_path: Path, execs: list) -> None:  # noqa: ANN001
    code, out = run(tmp_path, "", "proxy", "--gateway")
    assert code == 0, out
    (argv,) = execs
    assert modes(argv) == [
        "reverse:https://api.anthropic.com@127.0.0.1:8080",
        "reverse:https://api.openai.com@127.0.0.1:8081",
    ]
    assert str(proxy_cmd.addon_path()) in argv and f"teambrain_store={tmp_path / 'store'}" in argv
    assert "gateway for anthropic clients on http://127.0.0.1:8080" in out
    assert "CA certificate" not in out  # nothing to trust in gateway mode


def test_config_enables_the_gateway_beside_the_proxy(tmp_path: Path, execs: list) -> None:  # noqa: ANN001
    config = "[gateway]\nenabled = true\nwith_proxy = true\n"
    code, out = run(tmp_path, config, "proxy", "--port", "8079", "--", "--set", "x=1")
    assert code == 0, out
    assert modes(execs[0])[0] == "regular@127.0.0.1:8079" and len(modes(execs[0])) == 3
    assert execs[0][-2:] == ["--set", "x=1"]  # the user's mitmdump options come last
    code, out = run(tmp_path, config, "proxy", "--no-gateway")
    assert code == 0 and modes(execs[1]) == []  # the regular proxy alone, as before


def test_the_proxy_cannot_share_a_listeners_port(tmp_path: Path, execs: list) -> None:  # noqa: ANN001
    code, out = run(tmp_path, "", "proxy", "--gateway", "--with-proxy", "--port", "8081")
    assert code == 1 and "8081 is the openai gateway listener's" in out and not execs


@pytest.mark.parametrize(
    ("given", "ours"),
    [
        (("--listen-port", "9000"), "--port"),
        (("--", "-p9000"), "--port"),
        (("--", "--listen-port=9000"), "--port"),
        (("--", "--listen-host", "0.0.0.0"), "--listen-host"),
    ],
)
def test_mitmdumps_listen_options_are_refused_for_teambrains_own(
    tmp_path: Path,
    execs: list,  # noqa: ANN001
    given: tuple[str, ...],
    ours: str,
) -> None:
    """Passed through, they would move the proxy away from the address teambrain prints."""
    code, out = run(tmp_path, "", "proxy", *given)
    assert code == 2 and f"use `teambrain proxy {ours} ...` instead" in out and not execs
    code, out = run(tmp_path, "", "proxy", "--", "--mode", "upstream:http://corp:3128")
    assert code == 0 and execs[0][-2:] == ["--mode", "upstream:http://corp:3128"]


def test_no_clear_text_on_the_network_without_tls(tmp_path: Path, execs: list) -> None:  # noqa: ANN001
    for host in ("0.0.0.0", "192.168.1.20", "gateway.example.com", ""):
        code, out = run(tmp_path, "", "proxy", "--gateway", "--listen-host", host)
        assert code == 1 and "clear text" in out and "[gateway] cert" in out, host
    code, out = run(tmp_path, '[gateway]\nlisten_host = "0.0.0.0"\n', "proxy", "--gateway")
    assert code == 1 and "clear text on 0.0.0.0" in out
    assert not execs
    config = '[gateway]\nlisten_host = "0.0.0.0"\nallow_plain_http = true\n'
    code, out = run(tmp_path, config, "proxy", "--gateway")
    assert code == 0 and modes(execs[0])[0].endswith("@0.0.0.0:8080")


def test_a_certificate_turns_tls_on(tmp_path: Path, execs: list) -> None:  # noqa: ANN001
    cert, key = _self_signed(tmp_path)
    pem = tmp_path / "gateway.pem"
    pem.write_text(Path(cert).read_text() + Path(key).read_text())
    config = f'[gateway]\nlisten_host = "0.0.0.0"\ncert = "{pem}"\n'
    code, out = run(tmp_path, config, "proxy", "--gateway")
    assert code == 0, out
    assert f"certs=teambrain-gateway={pem.resolve()}" in execs[0]
    assert "on https://0.0.0.0:8080" in out

    for bad, message in ((cert, "private key"), (tmp_path / "missing.pem", "cannot read")):
        code, out = run(tmp_path, f'[gateway]\ncert = "{bad}"\n', "proxy", "--gateway")
        assert code == 1 and message in out
    assert len(execs) == 1


TEAM = """
[owners]
team_mode = true
[owners.tokens]
"tok-ann-0123456789" = "ann"
[gateway]
listen_host = "0.0.0.0"
"""


def test_env_gateway_lines_work_in_a_shell(tmp_path: Path) -> None:
    token = "tok-ann-0123456789 $(rm -rf /)"  # quoted, never run
    code, out = run(tmp_path, TEAM, "env", "--gateway", "--token", token)
    assert code == 0, out
    assert "NODE_EXTRA_CA_CERTS" not in out and "HTTPS_PROXY" not in out
    assert 'env_http_headers = { "x-teambrain-token" = "TEAMBRAIN_TOKEN" }' in out
    assert '#   base_url = "http://127.0.0.1:8081/v1"' in out  # 0.0.0.0 is no client address
    assert 'default_headers={"x-teambrain-token": os.environ["TEAMBRAIN_TOKEN"]}' in out
    shell = subprocess.run(
        ["bash", "-c", 'eval "$1" && env', "_", out],
        capture_output=True,
        text=True,
        check=True,
        env={"PATH": os.environ["PATH"]},
    ).stdout.splitlines()
    assert f"TEAMBRAIN_TOKEN={token}" in shell
    assert "ANTHROPIC_BASE_URL=http://127.0.0.1:8080" in shell
    assert f"ANTHROPIC_CUSTOM_HEADERS=x-teambrain-token: {token}" in shell
    assert "OPENAI_BASE_URL=http://127.0.0.1:8081/v1" in shell


def test_env_gateway_for_a_single_user_needs_no_token(tmp_path: Path) -> None:
    code, out = run(tmp_path, "", "env", "--gateway")
    assert code == 0 and "TEAMBRAIN_TOKEN" not in out and "x-teambrain-token" not in out
    assert "export ANTHROPIC_BASE_URL=http://127.0.0.1:8080" in out
    # Codex's built-in openai provider (WebSockets and all) takes the gateway as its base URL
    assert codex_config(out) == {"openai_base_url": "http://127.0.0.1:8081/v1"}
    assert "codex -c 'openai_base_url=\"http://127.0.0.1:8081/v1\"'" in out


def test_env_gateway_codex_with_a_token_speaks_websockets_too(tmp_path: Path) -> None:
    """Codex's built-in provider cannot send our header; the provider of its own that can
    must still speak WebSockets as the built-in one does."""
    code, out = run(tmp_path, TEAM, "env", "--gateway")
    assert code == 0
    assert codex_config(out) == {
        "model_provider": "teambrain",
        "model_providers": {
            "teambrain": {
                "name": "OpenAI through teambrain",
                "base_url": "http://127.0.0.1:8081/v1",
                "env_key": "OPENAI_API_KEY",
                "wire_api": "responses",
                "supports_websockets": True,
                "env_http_headers": {"x-teambrain-token": "TEAMBRAIN_TOKEN"},
            }
        },
    }


def codex_config(out: str) -> dict:
    """The ~/.codex/config.toml lines `env --gateway` prints (commented, indented), as TOML."""
    lines = [line[4:] for line in out.splitlines() if line.startswith("#   ")]
    toml_lines = [line for line in lines if not line.startswith(("anthropic.", "openai."))]
    return tomllib.loads("\n".join(toml_lines))


def test_env_gateway_over_tls_at_a_team_host(tmp_path: Path) -> None:
    config = TEAM + 'cert = "/etc/teambrain/gateway.pem"\n'
    code, out = run(tmp_path, config, "env", "--gateway", "--host", "gw.example.com")
    assert code == 0
    assert "export ANTHROPIC_BASE_URL=https://gw.example.com:8080" in out
    assert "# first: export TEAMBRAIN_TOKEN=<your member token>" in out


def test_a_database_password_never_reaches_the_proxys_command_line(
    tmp_path: Path, execs: list, monkeypatch: pytest.MonkeyPatch
) -> None:
    """`ps` shows every process's command line to every user of the host: a database URL
    (with its password) goes to mitmdump through its own environment instead."""
    url = "postgresql://tb:s3cret-pw@db.example/teambrain?sslmode=require"
    monkeypatch.setenv("TEAMBRAIN_STORE", "unset after the test")  # restored: absent again
    monkeypatch.delenv("TEAMBRAIN_STORE")
    result = CliRunner().invoke(cli, ["--store", url, "proxy", "--port", "18181"])
    assert result.exit_code == 0, result.output
    (argv,) = execs
    assert not any("s3cret-pw" in arg for arg in argv)
    assert not any(arg.startswith("teambrain_store=") for arg in argv)
    assert proxy_cmd.os.environ["TEAMBRAIN_STORE"] == url
    assert "s3cret-pw" not in result.output
