"""The gateway addon's hooks on test flows: the token comes off, refusals happen only where due.

Connections from other hosts cannot be made in tests bound to 127.0.0.1, so the plain-HTTP
refusal is checked here on flows whose client address says where they came from.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from mitmproxy import exceptions, http
from mitmproxy.proxy.mode_specs import ProxyMode
from mitmproxy.test import taddons, tflow
from teambrain.addons.capture import Capture
from teambrain.addons.flows import TOKEN_OWNER
from teambrain.addons.gateway import Gateway

ANN = "tok-ann-0123456789abcdef"
CONFIG = f"""
[owners]
team_mode = true
[owners.tokens]
"{ANN}" = "ann"
[sanitizer]
workers = 0
[[gateway.listeners]]
provider = "anthropic"
port = 8080
upstream = "https://api.anthropic.com"
[[gateway.listeners]]
provider = "openai"
port = 8081
upstream = "https://api.openai.com"
"""


@pytest.fixture
def addons(tmp_path: Path) -> Iterator[tuple[Gateway, Capture, taddons.context]]:
    gateway, capture = Gateway(), Capture()
    with taddons.context(gateway, capture) as tctx:
        tctx.configure(
            capture,
            teambrain_store=str(tmp_path / "store"),
            teambrain_config=config_file(tmp_path, CONFIG),
        )
        yield gateway, capture, tctx
        capture.done()


def config_file(tmp_path: Path, text: str) -> str:
    path = tmp_path / f"config-{abs(hash(text))}.toml"
    path.write_text(text)
    return str(path)


def configure(tctx: taddons.context, tmp_path: Path, text: str) -> None:
    """Point both addons at a config file with this text."""
    tctx.options.update(teambrain_config=config_file(tmp_path, text))


def require_token(tctx: taddons.context, tmp_path: Path) -> None:
    configure(
        tctx,
        tmp_path,
        CONFIG.replace("[sanitizer]", "[gateway]\nrequire_token = true\n[sanitizer]"),
    )


def flow(
    mode: str = "reverse:https://api.anthropic.com@127.0.0.1:8080",
    *,
    peer: str = "127.0.0.1",
    port: int = 8080,
    tls: bool = False,
    path: str = "/v1/messages",
    headers: tuple[tuple[str, str], ...] = (),
) -> http.HTTPFlow:
    f = tflow.tflow()
    f.client_conn.proxy_mode = ProxyMode.parse(mode)
    f.client_conn.peername = (peer, 50000)
    f.client_conn.sockname = ("127.0.0.1", port)
    f.client_conn.timestamp_tls_setup = 1.0 if tls else None
    f.request.method, f.request.path = "POST", path
    for name, value in headers:
        f.request.headers.add(name, value)
    return f


def body(f: http.HTTPFlow) -> dict:
    assert f.response is not None
    return json.loads(f.response.content)


@pytest.mark.parametrize("mode", ["regular", "reverse:https://api.anthropic.com@8080"])
def test_the_token_comes_off_and_only_its_owner_is_handed_on(addons, mode: str) -> None:  # noqa: ANN001
    gateway, _, _ = addons
    f = flow(mode, headers=(("X-Teambrain-Token", ANN), ("x-other", "kept")))
    gateway.requestheaders(f)
    assert "x-teambrain-token" not in f.request.headers and f.request.headers["x-other"] == "kept"
    assert f.metadata[TOKEN_OWNER] == "ann"
    assert ANN not in repr(f.get_state())  # not in the flow anywhere, metadata included
    assert f.response is None


def test_an_unknown_token_comes_off_too_and_names_nobody(addons) -> None:  # noqa: ANN001
    gateway, _, _ = addons
    f = flow(headers=(("x-teambrain-token", "guess"),))
    gateway.requestheaders(f)
    assert "x-teambrain-token" not in f.request.headers and TOKEN_OWNER not in f.metadata
    assert f.response is None  # require_token is off: it goes through


def test_require_token_answers_gateway_requests_in_the_providers_shape(
    addons,  # noqa: ANN001
    tmp_path: Path,
) -> None:
    gateway, capture, tctx = addons
    require_token(tctx, tmp_path)
    missing = flow()
    gateway.requestheaders(missing)
    assert missing.response is not None and missing.response.status_code == 401
    assert body(missing)["error"]["type"] == "authentication_error"
    assert "x-teambrain-token header is missing" in body(missing)["error"]["message"]
    capture.requestheaders(missing)
    assert "teambrain" not in missing.metadata  # answered here: nothing to capture

    unknown = flow(
        "reverse:https://api.openai.com@8081",
        port=8081,
        path="/v1/chat/completions",
        headers=(("x-teambrain-token", "guess"),),
    )
    gateway.requestheaders(unknown)
    assert unknown.response is not None and unknown.response.status_code == 401
    error = body(unknown)["error"]
    assert error["code"] == "teambrain_gateway_refused" and "not known" in error["message"]
    assert "guess" not in unknown.response.text

    known = flow(headers=(("x-teambrain-token", ANN),))
    gateway.requestheaders(known)
    assert known.response is None

    regular = flow("regular")  # the HTTPS_PROXY-style proxy is not the gateway: not refused
    gateway.requestheaders(regular)
    assert regular.response is None


@pytest.mark.parametrize(
    ("agent", "port", "status", "kind"),
    [
        ("claude-cli/2.1.197 (external, cli)", 8080, 401, "authentication_error"),
        ("Anthropic/Python 0.94.0", 8080, 401, "authentication_error"),
        ("OpenAI/Python 1.109.1", 8081, 401, "invalid_request_error"),
        # Codex retries every other status for ~13 s (7 WebSocket, 6 HTTP attempts)
        ("codex_exec/0.171.0 (Debian 12.0.0; x86_64) xterm", 8081, 400, "invalid_request_error"),
        ("codex_cli_rs/0.171.0 (Mac OS 15.1.0; arm64)", 8081, 400, "invalid_request_error"),
        # ...and shows nothing of a refused handshake: 426 sends it over HTTP at once
        ("codex_exec/0.171.0 websocket", 8081, 426, "invalid_request_error"),
    ],
)
def test_a_refusal_tells_the_client_to_stop_and_show_it(
    addons,  # noqa: ANN001
    tmp_path: Path,
    agent: str,
    port: int,
    status: int,
    kind: str,
) -> None:
    gateway, _, tctx = addons
    require_token(tctx, tmp_path)
    provider = "anthropic" if port == 8080 else "openai"
    f = flow(
        f"reverse:https://api.{provider}.com@{port}",
        port=port,
        headers=(("user-agent", agent),),
    )
    if agent.endswith("websocket"):
        f.request.method, f.request.headers["upgrade"] = "GET", "websocket"
    gateway.requestheaders(f)
    assert f.response is not None and f.response.status_code == status
    assert f.response.headers["x-should-retry"] == "false"
    assert f.response.headers["content-type"] == "application/json"
    assert body(f)["error"]["type"] == kind
    assert "x-teambrain-token header is missing" in body(f)["error"]["message"]


def test_a_listener_not_in_the_config_guesses_the_shape_from_headers(addons) -> None:  # noqa: ANN001
    gateway, _, _ = addons
    anthropic_client = flow(port=9999, headers=(("anthropic-version", "2023-06-01"),))
    assert gateway.provider_of(anthropic_client) == "anthropic"
    assert gateway.provider_of(flow(port=9999)) == "openai"


@pytest.mark.parametrize(
    ("peer", "tls", "allow", "refused"),
    [
        ("10.0.0.5", False, False, True),  # another host, clear text: refused
        ("::ffff:10.0.0.5", False, False, True),
        ("10.0.0.5", True, False, False),  # over TLS: served
        ("10.0.0.5", False, True, False),  # allow_plain_http (a TLS proxy in front): served
        ("127.0.0.1", False, False, False),  # loopback: served
        ("::1", False, False, False),
    ],
)
def test_plain_http_from_another_host_is_refused(
    addons,  # noqa: ANN001
    tmp_path: Path,
    peer: str,
    tls: bool,
    allow: bool,
    refused: bool,
) -> None:
    gateway, _, tctx = addons
    if allow:
        configure(
            tctx,
            tmp_path,
            CONFIG.replace("[sanitizer]", "[gateway]\nallow_plain_http = true\n[sanitizer]"),
        )
    f = flow(peer=peer, tls=tls, headers=(("x-teambrain-token", ANN),))
    gateway.requestheaders(f)
    assert (f.response is not None) is refused
    assert "x-teambrain-token" not in f.request.headers
    if refused:
        assert f.response.status_code == 403
        assert f.response.headers["x-should-retry"] == "false"
        assert body(f)["error"]["type"] == "permission_error"
        assert "use https://" in body(f)["error"]["message"]


def test_plain_http_proxy_traffic_is_not_the_gateways_business(addons) -> None:  # noqa: ANN001
    gateway, _, _ = addons
    f = flow("regular", peer="10.0.0.5")  # a team's HTTPS_PROXY clients: TLS inside CONNECT
    gateway.requestheaders(f)
    assert f.response is None


def test_a_bad_config_is_an_options_error(addons, tmp_path: Path) -> None:  # noqa: ANN001
    gateway, _, tctx = addons
    bad = tmp_path / "bad.toml"
    bad.write_text('[gateway]\ntoken_header = "authorization"\n')
    with pytest.raises(exceptions.OptionsError, match="token_header"):
        tctx.configure(gateway, teambrain_config=str(bad))
