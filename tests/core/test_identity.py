"""Owner resolution with gateway tokens, and the [gateway] / [owners.tokens] settings it rests on."""

from __future__ import annotations

import pytest
from teambrain.core.config import Config, parse_config
from teambrain.core.errors import ConfigError
from teambrain.core.identity import fingerprint, resolve_owner
from teambrain.core.tokens import TokenMap

TOKENS = {"tok-ann-0123456789abcdef": "ann", "tok-ben-0123456789abcdef": "ben"}


@pytest.mark.parametrize(
    ("presented", "owner"),
    [
        (["tok-ann-0123456789abcdef"], "ann"),
        (["  tok-ben-0123456789abcdef "], "ben"),  # header whitespace is not part of a token
        (["tok-ann-0123456789abcdef", "tok-ann-0123456789abcdef"], "ann"),  # repeated, same
        (["tok-ann-0123456789abcdef", "tok-ben-0123456789abcdef"], None),  # which one? nobody
        ([], None),
        ([""], None),
        (["tok-ann-0123456789abcde"], None),  # a prefix
        (["tok-ann-0123456789abcdef0"], None),  # an extension
        (["TOK-ANN-0123456789ABCDEF"], None),  # tokens are case-sensitive
        (["ann"], None),  # an owner's name is not a token
        (["tok-ann-0123456789abcdef\udcff"], None),  # undecodable header bytes
    ],
)
def test_the_owner_of_a_presented_token(presented: list[str], owner: str | None) -> None:
    assert TokenMap(TOKENS).owner_of_values(presented) == owner


def test_no_tokens_configured_maps_nothing() -> None:
    assert TokenMap({}).owner_of_values(["anything"]) is None


def config(text: str) -> Config:
    return parse_config(text, "test.toml")


TEAM = config(
    f"""
[owners]
team_mode = true
[owners.proxyauth]
ann-proxy = "ann"
[owners.tokens]
"tok-ben-0123456789abcdef" = "ben"
[owners.api_keys]
"{fingerprint("sk-cat")}" = "cat"
"""
)


@pytest.mark.parametrize(
    ("proxy_user", "api_key", "token_owner", "owner"),
    [
        ("ann-proxy", "sk-cat", "ben", "ann"),  # proxy auth first
        (None, "sk-cat", "ben", "ben"),  # then the gateway token
        ("eve-proxy", "sk-cat", None, "cat"),  # then the API key's fingerprint
        (None, "sk-unknown", None, None),  # team mode: nobody, so no capture
        (None, None, None, None),
    ],
)
def test_resolve_owner_precedence_in_team_mode(
    proxy_user: str | None, api_key: str | None, token_owner: str | None, owner: str | None
) -> None:
    assert resolve_owner(TEAM, proxy_user, api_key, token_owner) == owner


def test_single_user_mode_falls_back_to_the_local_owner() -> None:
    single = config('[owners]\nlocal = "me"\n')
    assert resolve_owner(single, None, None, None) == "me"
    assert resolve_owner(single, None, None, "ben") == "ben"


# -- the settings ----------------------------------------------------------------------------


def test_gateway_defaults() -> None:
    gateway = Config().gateway
    assert not gateway.enabled and not gateway.require_token and gateway.cert == ""
    assert gateway.token_header == "x-teambrain-token" and gateway.listen_host == "127.0.0.1"
    assert [(x.provider, x.port, x.upstream) for x in gateway.listeners] == [
        ("anthropic", 8080, "https://api.anthropic.com"),
        ("openai", 8081, "https://api.openai.com"),
    ]


def test_listeners_replace_the_defaults() -> None:
    gateway = config(
        """
[[gateway.listeners]]
provider = "openai"
port = 9000
upstream = "https://llm.example.com:8443"
"""
    ).gateway
    assert [(x.provider, x.port, x.upstream) for x in gateway.listeners] == [
        ("openai", 9000, "https://llm.example.com:8443")
    ]


LISTENER = '[[gateway.listeners]]\nprovider = "{p}"\nport = {port}\nupstream = "{u}"\n'


@pytest.mark.parametrize(
    ("text", "names"),
    [
        (LISTENER.format(p="gemini", port=9000, u="https://x.example"), "provider"),
        (LISTENER.format(p="openai", port=0, u="https://x.example"), "port"),
        (LISTENER.format(p="openai", port=70000, u="https://x.example"), "port"),
        (LISTENER.format(p="openai", port=9000, u="ftp://x.example"), "upstream"),
        (LISTENER.format(p="openai", port=9000, u="https://x.example/v1"), "no path"),
        (LISTENER.format(p="openai", port=9000, u="https://x.example:99999"), "upstream"),
        (LISTENER.format(p="openai", port=9000, u="x.example"), "upstream"),
        (
            LISTENER.format(p="openai", port=9000, u="https://a.example")
            + LISTENER.format(p="anthropic", port=9000, u="https://b.example"),
            "used twice",
        ),
        ('[gateway]\ntoken_header = "authorization"\n', "provider needs it"),
        ('[gateway]\ntoken_header = "X-Api-Key"\n', "provider needs it"),
        ('[gateway]\ntoken_header = "bad header"\n', "not a valid header name"),
        ("[gateway]\nrequire_token = true\n", "owners.tokens' is empty"),
        ('[owners.tokens]\n"with space" = "ann"\n', "not a usable token"),
        ('[owners.tokens]\n"" = "ann"\n', "not a usable token"),
        ('[owners.tokens]\n"tok\\n" = "ann"\n', "not a usable token"),
        ('[owners.tokens]\n"tok-0123456789" = " "\n', "empty owner"),
        ("[gateway]\nbogus = 1\n", "bogus"),
    ],
)
def test_bad_gateway_settings_are_refused_naming_the_key(text: str, names: str) -> None:
    with pytest.raises(ConfigError, match=names):
        config(text)


@pytest.mark.parametrize(
    ("host", "loopback"),
    [
        ("127.0.0.1", True),
        ("127.8.9.10", True),
        ("::1", True),
        ("[::1]", True),
        ("::ffff:127.0.0.1", True),
        ("localhost", True),
        ("", False),  # every interface
        ("0.0.0.0", False),
        ("::", False),
        ("10.0.0.5", False),
        ("::ffff:10.0.0.5", False),
        ("gateway.example.com", False),
        ("localhost.evil.example", False),
    ],
)
def test_plain_http_only_on_loopback_unless_allowed(host: str, loopback: bool) -> None:
    assert Config().gateway.plain_http_allowed(host) is loopback
    assert config("[gateway]\nallow_plain_http = true\n").gateway.plain_http_allowed(host)
