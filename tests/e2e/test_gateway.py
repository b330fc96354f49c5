"""End to end: gateway mode, the real SDKs with `base_url` at a real mitmdump's reverse listeners.

No CA anywhere: the clients talk to the gateway listener directly (plain HTTP on 127.0.0.1, or
TLS with a certificate they trust), and the listener forwards to the fake provider. Members are
told apart by their token header, which must reach neither the provider nor the store.

Two gateway processes serve the module: a team gateway with a certificate and the regular
proxy beside it, and a strict one that refuses requests without a known token.
"""

from __future__ import annotations

import secrets
import ssl
import uuid
from collections.abc import Iterator
from pathlib import Path

import anthropic
import httpx
import httpx2
import openai
import pytest
from teambrain.cli.proxy_cmd import gateway_args
from teambrain.core.config import parse_config
from teambrain.core.episodes.records import list_episodes
from teambrain.core.identity import fingerprint

from tests.e2e.proxy import TeambrainProxy, free_port
from tests.e2e.test_capture_invariants import drops
from tests.e2e.test_capture_sdk import OPENAI_TOOLS, TOOLS, session_of, wait_session
from tests.fakes.upstream import FakeUpstream, _self_signed
from tests.markers import fresh_marker

ALICE = "tb-alice-" + secrets.token_hex(12)
BOB = "tb-bob-" + secrets.token_hex(12)
UNKNOWN = "tb-nobody-" + secrets.token_hex(12)
CAROL_KEY = "sk-ant-api03-carol-" + secrets.token_hex(8)
HEADER = "x-teambrain-token"


def gateway_config(upstream: FakeUpstream, ports: tuple[int, int], extra: str = "") -> str:
    anthropic_port, openai_port = ports
    return f"""
[owners]
team_mode = true
[owners.tokens]
"{ALICE}" = "alice"
"{BOB}" = "bob"
[owners.api_keys]
"{fingerprint(CAROL_KEY)}" = "carol"
[gateway]
{extra}
[[gateway.listeners]]
provider = "anthropic"
port = {anthropic_port}
upstream = "{upstream.url}"
[[gateway.listeners]]
provider = "openai"
port = {openai_port}
upstream = "{upstream.url}"
"""


def start_gateway(workdir: Path, config: str, with_proxy: bool) -> TeambrainProxy:
    """mitmdump with the addons and exactly the options `teambrain proxy --gateway` adds."""
    proxy = TeambrainProxy(workdir, config=config)
    settings = parse_config(config).gateway
    if not with_proxy:  # the helper waits for its port: make it the first listener's
        proxy.port = settings.listeners[0].port
    proxy_at = ("127.0.0.1", proxy.port) if with_proxy else None
    proxy.extra_args = gateway_args(settings, "127.0.0.1", proxy_at)
    return proxy.start()


@pytest.fixture(scope="module")
def cert(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A self-signed certificate for 127.0.0.1, with its key, in one PEM file."""
    directory = tmp_path_factory.mktemp("gateway-cert")
    cert_file, key_file = _self_signed(directory)
    pem = directory / "gateway.pem"
    pem.write_text(Path(cert_file).read_text() + Path(key_file).read_text())
    return pem


@pytest.fixture(scope="module")
def gateway(
    tmp_path_factory: pytest.TempPathFactory, upstream: FakeUpstream, cert: Path
) -> Iterator[TeambrainProxy]:
    """Team mode, TLS configured (plain HTTP still served to loopback), the proxy beside."""
    config = gateway_config(upstream, (free_port(), free_port()), f'cert = "{cert}"')
    proxy = start_gateway(tmp_path_factory.mktemp("gateway"), config, with_proxy=True)
    yield proxy
    proxy.stop()


@pytest.fixture(scope="module")
def strict(
    tmp_path_factory: pytest.TempPathFactory, upstream: FakeUpstream
) -> Iterator[TeambrainProxy]:
    config = gateway_config(upstream, (free_port(), free_port()), "require_token = true")
    proxy = start_gateway(tmp_path_factory.mktemp("strict"), config, with_proxy=False)
    yield proxy
    proxy.stop()


def listener_url(proxy: TeambrainProxy, provider: str, scheme: str = "http") -> str:
    listeners = parse_config((proxy.workdir / "teambrain.toml").read_text()).gateway.listeners
    port = next(x.port for x in listeners if x.provider == provider)
    return f"{scheme}://127.0.0.1:{port}"


def claude(
    base_url: str,
    session: str,
    token: str | None = None,
    verify: ssl.SSLContext | bool = True,
    api_key: str = "sk-ant-api03-test-key",
) -> anthropic.Anthropic:
    headers = {"X-Claude-Code-Session-Id": session}
    if token is not None:
        headers[HEADER] = token
    return anthropic.Anthropic(
        base_url=base_url,
        api_key=api_key,
        max_retries=0,
        default_headers=headers,
        http_client=anthropic.DefaultHttpxClient(verify=verify, trust_env=False),
    )


def gpt(base_url: str, session: str, token: str | None = None) -> openai.OpenAI:
    headers = {"session_id": session}
    if token is not None:
        headers[HEADER] = token
    return openai.OpenAI(
        base_url=base_url + "/v1",
        api_key="sk-proj-test",
        max_retries=0,
        default_headers=headers,
        http_client=openai.DefaultHttpxClient(trust_env=False),
    )


def upstream_requests(upstream: FakeUpstream, session: str) -> list:
    return [
        r
        for r in upstream.requests
        if session in (r.headers.get("x-claude-code-session-id"), r.headers.get("session_id"))
    ]


def assert_no_token_upstream(upstream: FakeUpstream, session: str, expected: int) -> None:
    seen = upstream_requests(upstream, session)
    assert len(seen) == expected
    for request in seen:
        assert HEADER not in request.headers
        for token in (ALICE, BOB, UNKNOWN):
            assert token not in str(request.headers) and token.encode() not in request.body


def claude_turn(
    client: anthropic.Anthropic, messages: list[dict], stream: bool = False, **request: object
) -> anthropic.types.Message:
    """One Messages call, streamed (the message the stream assembles) or not."""
    request |= {"model": "claude-sonnet-4-5", "max_tokens": 100, "messages": messages}
    if stream:
        with client.messages.stream(**request) as events:
            return events.get_final_message()
    return client.messages.create(**request)


def ask_claude(client: anthropic.Anthropic, text: str, stream: bool = False) -> str:
    return claude_turn(client, [{"role": "user", "content": text}], stream).content[0].text


# -- the SDKs at the gateway, each member under their own token ---------------------------


def test_claude_at_the_gateway_streams_tool_calls_across_turns(
    gateway: TeambrainProxy, upstream: FakeUpstream
) -> None:
    session = f"gw-{uuid.uuid4()}"
    client = claude(listener_url(gateway, "anthropic"), session, token=ALICE)
    question = "list my files please"
    first = claude_turn(client, [{"role": "user", "content": question}], True, tools=TOOLS)
    assert first.content[0].text == "I will run it."
    tool_use = next(b for b in first.content if b.type == "tool_use")
    history = [
        {"role": "user", "content": question},
        {"role": "assistant", "content": [b.model_dump(exclude_none=True) for b in first.content]},
        {
            "role": "user",
            "content": [{"type": "tool_result", "tool_use_id": tool_use.id, "content": "a.txt"}],
        },
    ]
    second = claude_turn(client, history, tools=TOOLS)
    assert second.content[0].text == "Tool said: a.txt"

    opening, follow_up = wait_session(gateway, session, 2, owner="alice")[0]
    assert opening.user_digest == question and opening.tool_use_ids == [tool_use.id]
    assert follow_up.continuation and follow_up.response_digest == "Tool said: a.txt"
    store = gateway.wait_for(
        lambda s: session_of(s, "alice", session)[1][0].result_digest == "a.txt"
    )
    (event,) = session_of(store, "alice", session)[1]
    assert event.tool_id == tool_use.id and event.exchange_id == opening.id
    assert_no_token_upstream(upstream, session, 2)


def test_openai_chat_and_responses_at_the_gateway(
    gateway: TeambrainProxy, upstream: FakeUpstream
) -> None:
    session = f"gw-{uuid.uuid4()}"
    client = gpt(listener_url(gateway, "openai"), session, token=BOB)
    messages: list[dict] = [{"role": "user", "content": "run the tests"}]
    stream = client.chat.completions.create(
        model="gpt-5", messages=messages, tools=OPENAI_TOOLS, stream=True
    )
    calls = [tc for chunk in stream for c in chunk.choices for tc in c.delta.tool_calls or []]
    call_id, name = calls[0].id, calls[0].function.name
    arguments = "".join(tc.function.arguments or "" for tc in calls)
    messages += [
        {
            "role": "assistant",
            "content": None,
            "tool_calls": [
                {
                    "id": call_id,
                    "type": "function",
                    "function": {"name": name, "arguments": arguments},
                }
            ],
        },
        {"role": "tool", "tool_call_id": call_id, "content": "3 passed"},
    ]
    reply = client.chat.completions.create(model="gpt-5", messages=messages, tools=OPENAI_TOOLS)
    assert reply.choices[0].message.content == "Tool said: 3 passed"
    response = client.responses.create(model="gpt-5", input="and a summary", stream=False)
    assert response.output_text == "Echo: and a summary"

    episodes, _ = wait_session(gateway, session, 3, owner="bob")
    assert [e.provider for e in episodes] == ["openai-chat", "openai-chat", "openai-responses"]
    store = gateway.wait_for(
        lambda s: session_of(s, "bob", session)[1][0].result_digest == "3 passed"
    )
    assert session_of(store, "bob", session)[1][0].tool_id == call_id
    assert_no_token_upstream(upstream, session, 3)


def test_two_tokens_two_owners_apart(gateway: TeambrainProxy, upstream: FakeUpstream) -> None:
    marker = fresh_marker()
    sessions = {"alice": f"apart-a-{marker}", "bob": f"apart-b-{marker}"}
    url = listener_url(gateway, "anthropic")
    for owner, token in (("alice", ALICE), ("bob", BOB)):
        reply = ask_claude(claude(url, sessions[owner], token=token), f"{owner} plans {marker}")
        assert reply == f"Echo: {owner} plans {marker}"
    for owner in ("alice", "bob"):
        wait_session(gateway, sessions[owner], 1, owner=owner)
    store = gateway.store()
    for owner, other in (("alice", "bob"), ("bob", "alice")):
        mine = [e for e in list_episodes(store, owner, limit=500) if marker in e.user_digest]
        assert [(e.owner, e.user_digest) for e in mine] == [(owner, f"{owner} plans {marker}")]
        assert session_of(store, owner, sessions[other]) == ([], [])


def test_token_header_never_reaches_upstream_nor_the_store(
    gateway: TeambrainProxy, upstream: FakeUpstream
) -> None:
    """Whatever the header's spelling, or repeated, it is taken off and never written down."""
    session = f"strip-{uuid.uuid4()}"
    url = listener_url(gateway, "anthropic")
    body = {
        "model": "claude-sonnet-4-5",
        "max_tokens": 20,
        "messages": [{"role": "user", "content": "spellings"}],
    }
    spellings = [
        [("X-TeamBrain-Token", ALICE)],
        [(HEADER, BOB), (HEADER, BOB)],  # repeated, the same: bob
        [(HEADER, ALICE), (HEADER, BOB)],  # two different tokens: nobody's
    ]
    with httpx2.Client(trust_env=False) as http:
        for headers in spellings:
            r = http.post(
                url + "/v1/messages",
                json=body,
                headers=[("x-claude-code-session-id", session), *headers],
            )
            assert r.status_code == 200
    assert_no_token_upstream(upstream, session, len(spellings))
    # the ambiguous request is not captured: team mode, no single token, no mapped API key
    gateway.wait_for(lambda s: len(session_of(s, "alice", session)[0]) == 1)
    gateway.wait_for(lambda s: len(session_of(s, "bob", session)[0]) == 1)
    gateway.wait_for(lambda s: drops(gateway).get("unresolved_owner", 0) >= 1)
    raw = b"".join(p.read_bytes() for p in gateway.store_dir.iterdir())
    for token in (ALICE, BOB, UNKNOWN):
        assert token.encode() not in raw


def test_streams_reach_the_client_byte_for_byte(
    gateway: TeambrainProxy, upstream: FakeUpstream
) -> None:
    """Invariant 5 at the gateway: plain and compressed streams, as upstream sent them."""
    url = listener_url(gateway, "anthropic")
    body = {
        "model": "claude-sonnet-4-5",
        "max_tokens": 50,
        "stream": True,
        "messages": [{"role": "user", "content": "héllo ✓ " * 20}],
    }
    with httpx2.Client(trust_env=False) as http:
        for encoding in ("", "gzip", "zstd"):
            session = f"bytes-{uuid.uuid4()}"
            headers = {
                "x-fake-encoding": encoding,
                "x-fake-events": "40",
                "x-claude-code-session-id": session,
                HEADER: ALICE,
            }
            with http.stream("POST", url + "/v1/messages", json=body, headers=headers) as r:
                received = b"".join(r.iter_raw())
            (sent,) = upstream_requests(upstream, session)
            assert received == bytes(sent.sent), encoding
            episodes, _ = wait_session(gateway, session, 1, owner="alice")
            assert episodes[0].status == "complete", encoding


def test_team_mode_without_a_known_token_passes_uncaptured(
    gateway: TeambrainProxy, upstream: FakeUpstream
) -> None:
    """No token, or an unknown one: forwarded, not captured, counted. An API key mapped in
    [owners.api_keys] still names its owner."""
    before = drops(gateway).get("unresolved_owner", 0)
    marker = fresh_marker()
    url = listener_url(gateway, "anthropic")
    for token in (None, UNKNOWN):
        client = claude(url, f"anon-{marker}", token=token)
        assert ask_claude(client, f"anonymous {marker}") == f"Echo: anonymous {marker}"
    carol = claude(url, f"carol-{marker}", api_key=CAROL_KEY)
    assert ask_claude(carol, f"carol {marker}") == f"Echo: carol {marker}"

    gateway.wait_for(lambda s: drops(gateway).get("unresolved_owner", 0) >= before + 2)
    store = gateway.wait_for(lambda s: len(session_of(s, "carol", f"carol-{marker}")[0]) == 1)
    assert len(upstream_requests(upstream, f"anon-{marker}")) == 2
    raw = b"".join(p.read_bytes() for p in gateway.store_dir.iterdir())
    assert f"anonymous {marker}".encode() not in raw
    assert [e.user_digest for e in list_episodes(store, "carol", limit=50)] == [f"carol {marker}"]


def test_tls_listener_with_a_certificate_the_client_trusts(
    gateway: TeambrainProxy, upstream: FakeUpstream, cert: Path
) -> None:
    session = f"tls-{uuid.uuid4()}"
    url = listener_url(gateway, "anthropic", scheme="https")
    trusted = ssl.create_default_context(cafile=str(cert))
    client = claude(url, session, token=ALICE, verify=trusted)
    assert ask_claude(client, "over tls", stream=True) == "Echo: over tls"
    episodes, _ = wait_session(gateway, session, 1, owner="alice")
    assert episodes[0].user_digest == "over tls"
    assert_no_token_upstream(upstream, session, 1)
    # the gateway's certificate, not mitmproxy's CA: a client trusting only the system store fails
    with pytest.raises(anthropic.APIConnectionError):
        ask_claude(claude(url, f"untrusted-{uuid.uuid4()}", token=ALICE), "hello")


def test_the_regular_proxy_beside_the_gateway_captures_too(
    gateway: TeambrainProxy, upstream: FakeUpstream
) -> None:
    """The same process also runs the HTTPS_PROXY-style proxy; the token works there too."""
    session = f"beside-{uuid.uuid4()}"
    client = anthropic.Anthropic(
        base_url=upstream.url,
        api_key="sk-ant-api03-test-key",
        max_retries=0,
        default_headers={"X-Claude-Code-Session-Id": session, HEADER: BOB},
        http_client=anthropic.DefaultHttpxClient(proxy=gateway.url, trust_env=False),
    )
    assert ask_claude(client, "through the proxy") == "Echo: through the proxy"
    episodes, _ = wait_session(gateway, session, 1, owner="bob")
    assert episodes[0].user_digest == "through the proxy"
    assert_no_token_upstream(upstream, session, 1)


# -- require_token: refused at the gateway, in each provider's error shape -----------------


def test_require_token_refuses_with_401_before_upstream(
    strict: TeambrainProxy, upstream: FakeUpstream
) -> None:
    marker = uuid.uuid4().hex
    with pytest.raises(anthropic.AuthenticationError) as refused:
        ask_claude(claude(listener_url(strict, "anthropic"), f"r-{marker}"), "no token")
    assert refused.value.status_code == 401
    error = refused.value.body["error"]
    assert error["type"] == "authentication_error"
    assert f"the {HEADER} header is missing" in error["message"]

    with pytest.raises(openai.AuthenticationError) as refused_openai:
        gpt(listener_url(strict, "openai"), f"r-{marker}", token=UNKNOWN).chat.completions.create(
            model="gpt-5", messages=[{"role": "user", "content": "unknown token"}]
        )
    assert "is not known to this gateway" in refused_openai.value.body["message"]
    assert UNKNOWN not in refused_openai.value.response.text

    assert upstream_requests(upstream, f"r-{marker}") == []
    session = f"ok-{marker}"
    assert ask_claude(claude(listener_url(strict, "anthropic"), session, ALICE), "hi") == "Echo: hi"
    wait_session(strict, session, 1, owner="alice")
    assert drops(strict).get("unresolved_owner", 0) == 0  # refused flows were never captures


def test_token_guessing_from_many_addresses_is_held_to_one_budget(
    tmp_path: Path, upstream: FakeUpstream
) -> None:
    """Each address has its own allowance of unknown tokens, and all addresses together one
    budget: past it the gateway answers 429 with Retry-After. A member's token passes from
    the guessing addresses themselves, and a forwarded address is not believed."""
    budget = 12
    limits = (
        f"require_token = true\nfailed_tokens_burst = {budget}\nfailed_tokens_per_second = 0.001"
    )
    config = gateway_config(upstream, (free_port(), free_port()), limits)
    proxy = start_gateway(tmp_path, config, with_proxy=False)
    try:
        url = listener_url(proxy, "anthropic")
        request = {"model": "claude-sonnet-4-5", "max_tokens": 10, "messages": []}
        codes = []
        for n in range(30):
            transport = httpx.HTTPTransport(local_address=f"127.0.2.{n + 1}")
            with httpx.Client(transport=transport, trust_env=False, timeout=20) as http:
                for i in range(3):
                    headers = {
                        "anthropic-version": "2023-06-01",
                        HEADER: f"tb-guess-{n}-{i}",
                        "x-forwarded-for": f"203.0.113.{n * 3 + i + 1}",
                    }
                    reply = http.post(url + "/v1/messages", json=request, headers=headers)
                    codes.append(reply.status_code)
                    if reply.status_code == 429:
                        assert int(reply.headers["retry-after"]) >= 1
                        assert reply.json()["error"]["type"] == "rate_limit_error"
        first = codes.index(429)  # (the harness's own start-up probe may have spent one)
        assert budget - 2 <= first <= budget and set(codes[first:]) == {429}, codes
        with pytest.raises(anthropic.RateLimitError):  # past the budget: 429, not retried
            ask_claude(claude(url, f"g-{uuid.uuid4().hex}", UNKNOWN), "guessing")
        session = f"member-{uuid.uuid4().hex}"
        client = anthropic.Anthropic(
            base_url=url,
            api_key="sk-ant-api03-test-key",
            max_retries=0,
            default_headers={"X-Claude-Code-Session-Id": session, HEADER: ALICE},
            http_client=anthropic.DefaultHttpxClient(
                transport=httpx2.HTTPTransport(local_address="127.0.2.30"), trust_env=False
            ),
        )
        assert ask_claude(client, "still here") == "Echo: still here"
        wait_session(proxy, session, 1, owner="alice")
    finally:
        proxy.stop()
