"""Owner resolution with gateway tokens, and the [gateway] / [owners.tokens] settings it rests on."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from teambrain.core.config import Config, parse_config
from teambrain.core.errors import ConfigError
from teambrain.core.identity import IdKeys, fingerprint, plainly_an_id, resolve_owner
from teambrain.core.member_tokens import TokenMap

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


# -- stored ids: kept only when plainly ids (docs/capture.md "Stored ids") --------------------

GLUED_SECRETS = [
    "ghp_" + "A1b2C3d4E5f6G7h8I9j0" * 2,
    "sk-proj-" + "Qw7Er9Ty2Ui4Op6As8Df1Gh3",
    "sk-ant-api03-" + "Qw7" * 10,
    "AKIAIOSFODNN7EXAMPLE",
    "xoxb-1234567890-abcdefghij",
    "glpat-" + "x1Y2z3" * 4,
    "AIza" + "SyA1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6",
    "hf_" + "A1b2C3d4E5f6G7h8I9j0" * 2,
    "npm_" + "A1b2C3d4E5f6G7h8I9j0" * 2,
    "eyJhbGciOiJIUzI1NiJ9",
]


@pytest.fixture(scope="module")
def clean() -> Callable[[str], bool]:
    from teambrain.core.config import SanitizerConfig
    from teambrain.core.sanitize.engine import build_sanitizer

    sanitizer = build_sanitizer(SanitizerConfig())
    return lambda raw: sanitizer.sanitize(raw) == (raw, {})


@pytest.mark.parametrize("kind", ["session", "tool", "response", "agent"])
@pytest.mark.parametrize("prefix", ["sid-", "pck-", "toolu_", "toolu_01", "call_", "a", "resp_x-"])
@pytest.mark.parametrize("secret", GLUED_SECRETS)
def test_an_id_holding_a_secret_is_never_kept(
    clean: Callable[[str], bool], kind: str, prefix: str, secret: str
) -> None:
    keys = IdKeys(b"store secret")
    raw = prefix + secret
    stored = keys.stored(kind, raw, clean)
    assert stored == keys.hashed(kind, raw) and secret[4:16] not in stored
    assert not plainly_an_id(raw)


@pytest.mark.parametrize(
    "raw",
    [
        "toolu_01A09q90qw90lq917835lq9",
        "srvtoolu_01ABCdef234GHIjkl",
        "call_1",
        "call_abc123XYZ",
        "fc_67ccd2bed1ec8190",
        "msg_01XFDUDYJgAACzvnptvVoYEL",
        "chatcmpl-AbC123xyzAbC123xyzAbC123",
        "resp_67ccd2bed1ec8190b14f964abc0542670bb6a6b452e3a3ce",
        "a6cdb4952d6cf055f",  # a Claude Code agent id
        "01ARZ3NDEKTSV4RRFFQ69G5FAV",  # a ULID
        "warm-3f2b8c1e-4d5a-4b6c-9e7f-0a1b2c3d4e5f",
        "task_1",
        "first",
        "ask-23f9397f-8fbc-47f3-b077-71f7b126d2cc",  # a word ending in sk, then a UUID
        "fork-3f2b8c1e-4d5a-4b6c-9e7f-0a1b2c3d4e5f",
    ],
)
def test_plain_ids_are_kept(clean: Callable[[str], bool], raw: str) -> None:
    assert IdKeys(b"s").stored("tool", raw, clean) == raw


@pytest.mark.parametrize(
    "raw",
    [
        "mallory@example.org",
        "a b",
        "x/y",
        "n\x00ul",
        "L" * 81,
        "sess.1:2:3:4:5",
        "id=1",
        "a@b",
        "sess-wJalrXUtnFEMIK7MDENGbPxRfiCYEXAMPLEKEY",  # 40 mixed characters: may be a key
    ],
)
def test_other_ids_are_hashed(clean: Callable[[str], bool], raw: str) -> None:
    keys = IdKeys(b"s")
    assert keys.stored("session", raw, clean) == keys.hashed("session", raw)


def test_a_uuid_is_kept_lowercased() -> None:
    raw = "3F2B8C1E-4D5A-4B6C-9E7F-0A1B2C3D4E5F"
    assert IdKeys(b"s").stored("session", raw, lambda _: False) == raw.lower()


def test_agent_ids_hash_alike_so_a_parent_still_finds_its_child() -> None:
    keys = IdKeys(b"s")
    raw = "sid-" + GLUED_SECRETS[0]
    assert keys.stored("agent", raw, lambda _: True) == keys.stored("agent", raw, lambda _: True)
    assert keys.hashed("agent", raw).startswith("a-")


# -- one session rule for capture and injection ------------------------------------------


def test_a_request_claims_its_session_from_headers_then_the_body() -> None:
    from teambrain.core.identity import session_claim

    both = session_claim({"session_id": "hdr-1"}, "body-1", "opening", "resp_1")
    assert both == ("hdr-1", "resp_1", "opening")
    assert session_claim({}, "body-1", "opening").named == "body-1"
    assert session_claim({"session-id": "  "}, None, "opening") == ("", "", "opening")
    assert len(session_claim({}, "x" * 5000, "o").named) == 1000


@pytest.mark.parametrize(
    ("named", "chain_from", "known", "expected"),
    [
        ("hdr", "resp_1", {"resp_1": "s-root"}, ("chain", "s-root")),  # a known chain first
        ("hdr", "resp_1", {}, ("named", "hdr")),  # an unknown one: the named id
        ("", "resp_1", {}, ("opening", "seed")),
        ("", "", {"resp_1": "s-root"}, ("opening", "seed")),
        ("hdr", "", {}, ("named", "hdr")),
    ],
)
def test_one_rule_settles_the_session(
    named: str, chain_from: str, known: dict[str, str], expected: tuple[str, str]
) -> None:
    from teambrain.core.identity import settle_session

    assert settle_session(named, chain_from, "seed", known.get) == expected


@pytest.mark.parametrize(
    "raw",
    [
        "0F8FAD5B-D9CB-469F-A165-70867728950E",  # kept lower-cased
        "sess-1",  # kept as it is (when the sanitizer finds nothing)
        "ann@example.com",  # hashed
        "s-0123456789abcdef0123",  # already the shape of a stored hash
        "resp_68a1b2c3d4",
    ],
)
def test_injection_keys_a_named_session_alike_in_every_form_capture_stores(raw: str) -> None:
    from teambrain.core.identity import session_key, stored_session_key

    keys = IdKeys(b"secret")
    key = session_key(keys, raw)
    verdicts = [lambda _: True, lambda _: False]  # the sanitizer found nothing, or something
    if raw.startswith("s-"):  # a hex id shaped like a stored hash: kept, hex holds no name
        verdicts = verdicts[:1]
    for clean in verdicts:
        assert stored_session_key(keys, keys.stored("session", raw, clean)) == key
    assert "example" not in key


def test_a_reader_without_the_sanitizer_knows_every_form_of_a_stored_id() -> None:
    from teambrain.core.identity import stored_id_forms

    keys = IdKeys(b"secret")
    for raw in ("resp_1", "resp_ann@example.com", "0F8FAD5B-D9CB-469F-A165-70867728950E"):
        for clean in (lambda _: True, lambda _: False):
            assert keys.stored("response", raw, clean) in stored_id_forms(keys, "response", raw)
    assert stored_id_forms(keys, "response", "") == ()
