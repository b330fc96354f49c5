"""teambrain's configuration: one TOML file, every option with a default.

A bad file is refused with a ConfigError that names the offending key, and unknown
keys are refused too (a typo must not silently fall back to a default). Every number is
bounded to a range that works, and the seed's load-bearing numbers are ceilings a config
may tighten but never loosen: at most 8 reflected lessons a day, at most 5 decay flags a
week, at least 2 sessions behind a lesson. Member tokens must be strong enough to stand
for a person.
Paths are decided in one place: `default_store_dir()` and `default_config_path()`
honour TEAMBRAIN_STORE and TEAMBRAIN_CONFIG.
"""

from __future__ import annotations

import contextlib
import getpass
import hashlib
import ipaddress
import os
import re
import threading
from pathlib import Path
from typing import Annotated, Literal, get_args
from urllib.parse import SplitResult, unquote, urlsplit, urlunsplit

import msgspec
from teambrain.core.errors import ConfigError
from teambrain.core.sanitize import catalog as sanitize_catalog

REFLECT_DAILY_BUDGET_CEILING = 8
"""The seed's budget of reflected lessons per owner per day: a config may lower it, never raise it."""
DECAY_FLAGS_CEILING = 5
"""The seed's decay flags per ISO week: a config may lower it, never raise it."""
MIN_SESSIONS_FLOOR = 2
"""The sessions a reflected lesson must span at least: a config may raise it, never lower it."""
MIN_TOKEN_CHARS = 16
"""The shortest member token [owners.tokens] accepts (`openssl rand -hex 24` makes 48)."""

ProviderName = Literal["anthropic", "openai-chat", "openai-responses"]
"""The wire formats teambrain parses, one module each in addons/providers (which declares
its paths, parser, block placement and gateway shape): every provider name that crosses a
boundary (a config key, an exchange handed to the capture worker) is one of these."""
PROVIDER_NAMES: tuple[ProviderName, ...] = get_args(ProviderName)


def _between(lo: float, hi: float) -> msgspec.Meta:
    return msgspec.Meta(ge=lo, le=hi)


_Days = Annotated[int, _between(1, 3650)]
"""Up to ten years: a window reaching back before 1970 has no id to start from."""
_Chars = Annotated[int, _between(1, 1_000_000)]
_Count = Annotated[int, _between(1, 1_000_000)]
_Seconds = Annotated[float, msgspec.Meta(gt=0, le=86_400)]


class _Section(msgspec.Struct, forbid_unknown_fields=True, kw_only=True):
    pass


class OwnersConfig(_Section):
    """Who an exchange belongs to (docs/capture.md, Owner)."""

    local: str = ""
    """The owner in single-user mode; defaults to the login name."""
    team_mode: bool = False
    """In team mode an exchange whose owner cannot be resolved is not captured."""
    proxyauth: dict[str, str] = {}
    """mitmproxy proxy-auth user name -> owner."""
    api_keys: dict[str, str] = {}
    """API-key fingerprint (`teambrain fingerprint KEY`) -> owner."""
    tokens: dict[str, str] = {}
    """Bearer/gateway token -> owner (MCP over HTTP, gateway mode)."""


class DigestConfig(_Section):
    """Caps, in characters, on each stored digest."""

    user: _Chars = 2000
    response: _Chars = 4000
    tool_input: _Chars = 1000
    tool_result: _Chars = 2000


class RetentionConfig(_Section):
    days: _Days = 90
    batch: _Count = 200
    """Records deleted per write transaction (each also leaves the recall index), so pruning
    never holds the writer, and the captures queued behind it, for long."""


class CaptureConfig(_Section):
    """The capture path's caps (docs/capture.md, Memory): past one, the capture is partial or
    dropped and counted; the client's traffic always flows untouched."""

    enabled: bool = True
    queue_size: _Count = 1000
    """Captures waiting for the worker; beyond it a response's end is held (at most
    `hold_full_seconds`) until there is room, and only then is the capture dropped."""
    hold_full_seconds: Annotated[float, _between(0.0, 60.0)] = 5.0
    """How long a response's end (after its last byte) may wait for room in a full capture
    queue: capture that falls behind slows its clients a little before it loses a capture.
    0: drop at once."""
    commit_batch: Annotated[int, _between(1, 10_000)] = 256
    """Captures written per transaction, at most (one sync per batch)."""
    commit_wait_ms: Annotated[float, _between(0.0, 1000.0)] = 2.0
    """How long a batch waits for more captures after its first, at most."""
    max_body_bytes: Annotated[int, _between(1, 1 << 40)] = 16 * 1024 * 1024
    """A response body (as received, compressed or not) kept for capture; beyond it the
    capture is partial."""
    max_request_bytes: Annotated[int, _between(1, 1 << 40)] = 32 * 1024 * 1024
    """A request body kept for capture; a larger request is not captured (counted)."""
    max_decoded_bytes: Annotated[int, _between(1, 1 << 40)] = 64 * 1024 * 1024
    """What one body may decode to (gzip, br, zstd); a response past it is partial, a
    request past it is not captured (counted)."""
    max_queued_bytes: Annotated[int, _between(1, 1 << 40)] = 256 * 1024 * 1024
    """All the bytes the proxy holds for captures in flight and queued; past it captures
    are partial or dropped and counted. Bounds the proxy's memory for capture."""
    session_idle_minutes: Annotated[int, _between(1, 7 * 24 * 60)] = 30
    """A session no client named (derived from the conversation's opening) ends after this
    long without an exchange; the next run with the same opening is a new session."""
    paths: dict[ProviderName, list[str]] = {}
    """Provider name -> the request paths parsed as its wire format, replacing the paths its
    module declares (addons/providers); a provider not named keeps its own."""
    anthropic_paths: list[str] | None = None
    """The spellings `paths` replaced, still read: each one sets its provider's paths
    unless `paths` names that provider."""
    openai_chat_paths: list[str] | None = None
    openai_responses_paths: list[str] | None = None

    def __post_init__(self) -> None:
        legacy: dict[ProviderName, list[str] | None] = {
            "anthropic": self.anthropic_paths,
            "openai-chat": self.openai_chat_paths,
            "openai-responses": self.openai_responses_paths,
        }
        for name, given in legacy.items():
            if given is not None:
                self.paths.setdefault(name, given)


class OutboxConfig(_Section):
    """The gateway host's outbox (docs/scaling.md, The outbox): on a PostgreSQL store every
    completed capture is committed here first and sent on in batches, so capture never
    waits on the database."""

    dir: str = ""
    """Where outboxes live (one directory per store inside); empty: `outbox` in the
    per-user data dir. The host's gateway processes share it."""
    max_mb: Annotated[int, _between(1, 1024 * 1024)] = 1024
    """Bytes of captures it may hold; past it captures are dropped and counted
    (`capture.dropped.outbox_full`), traffic never waits."""
    batch: Annotated[int, _between(1, 10_000)] = 100
    """Captures sent to the database per transaction."""
    hold_end_seconds: Annotated[float, _between(0.0, 30.0)] = 2.0
    """How long a response's end (after its last byte) may wait for its capture to be
    committed to the outbox, so a client that saw its exchange complete knows it is kept
    even if the gateway is killed; 0: never wait."""
    degraded_depth: _Count = 10_000
    """`teambrain doctor` is DEGRADED when more captures than this wait..."""
    degraded_age_seconds: Annotated[int, _between(1, 30 * 86400)] = 300
    """...or the oldest has waited longer than this."""


class SanitizerConfig(_Section):
    """The sanitizer (core/sanitize/engine.py; docs/sanitizer.md). Secrets are always redacted."""

    entities: list[str] = []
    """PII types to redact; empty means the default set (EMAIL_ADDRESS, PHONE_NUMBER,
    CREDIT_CARD, IBAN_CODE, IP_ADDRESS, US_SSN, PERSON, LOCATION, DATE_OF_BIRTH, ADDRESS,
    PASSPORT_NUMBER, DRIVER_LICENSE, ACCOUNT_NUMBER). URL is opt-in; ORGANIZATION, NRP,
    DATE_TIME need `ner_model`. Checked on load."""
    phone_regions: list[str] = msgspec.field(
        default_factory=lambda: list(sanitize_catalog.DEFAULT_PHONE_REGIONS)
    )
    """Regions in which a bare run of 10 to 12 digits is checked as a phone number
    (separated and +-prefixed numbers are recognized whatever the region)."""
    ner_model: str = ""
    """An installed spaCy pipeline (package name such as en_core_web_lg, or a pipeline
    directory) to switch NER on; empty = patterns and cue words only. Never downloaded: if
    it is missing or does not load, the sanitizer fails closed (captures are dropped and
    counted) and `teambrain doctor` says so."""
    max_input_chars: int = 20_000
    """Longer texts are refused (the capture is dropped); digests pass at most cap + 1024."""
    timeout_seconds: float = 2.0
    """Budget of one sanitize call; past it the call fails closed (the capture is dropped)."""
    workers: int = 1
    """Processes that parse and sanitize captures beside the proxy (0: in its capture thread)."""


class ReflectConfig(_Section):
    """The daily reflection pass (docs/knowledge.md; invariants 6 to 9 of docs/architecture.md)."""

    days: Annotated[int, _between(1, 365)] = 14
    """How many days of episodes one pass reads: a rule said again today is grouped with its
    sayings up to this long ago (people repeat themselves a week apart, not a day apart)."""
    daily_budget: Annotated[int, _between(0, REFLECT_DAILY_BUDGET_CEILING)] = 8
    """At most this many reflected lessons filed per owner per calendar day (UTC)."""
    min_sessions: Annotated[int, _between(MIN_SESSIONS_FLOOR, 1000)] = 2
    """A lesson's supporting citations must span at least this many sessions."""
    backpressure: Annotated[int, _between(0, 100_000)] = 24
    """An owner whose pending queue holds this many entries gets nothing more filed."""
    reflector: str = "auto"
    """auto (anthropic when an API key is set, else offline) | anthropic | openai | offline."""
    model: str = "claude-sonnet-4-5"
    api_key_env: str = "ANTHROPIC_API_KEY"
    """The environment variable holding the API key (the key never sits in the file)."""
    base_url: str = ""
    """Empty: the SDK's default (or ANTHROPIC_BASE_URL)."""
    timeout_seconds: _Seconds = 60.0
    max_retries: Annotated[int, _between(0, 20)] = 2
    input_budget_chars: Annotated[int, _between(1_000, 10_000_000)] = 60_000
    """Episodes shown to the reflector, newest first; the oldest beyond this are dropped."""
    max_output_tokens: Annotated[int, _between(1, 1_000_000)] = 4096
    openai_base_url: str = "http://127.0.0.1:11434/v1"
    """reflector = "openai": the endpoint's base, where /chat/completions is appended (Ollama's
    default here; vLLM and llama.cpp's server listen on :8000/v1 and :8080/v1)."""
    openai_model: str = ""
    """reflector = "openai": the model the endpoint serves (e.g. qwen2.5:7b-instruct)."""
    openai_api_key_env: str = "OPENAI_API_KEY"
    """The environment variable holding its API key, if it needs one (Ollama does not)."""
    openai_structured: Literal["tools", "json_schema"] = "tools"
    """How it is asked for structured output: a forced function call, or a JSON-schema
    response format for models that do not call tools."""


class KnowledgeConfig(_Section):
    """The knowledge base's near-duplicate guard (docs/knowledge.md)."""

    dedup_model: str = ""
    """A sentence model on disk for the guard's meaning (an ONNX file or directory, a
    sentence-transformers BERT directory, or a static embedding directory); empty: the model
    the package ships, which needs no network."""


class DecayConfig(_Section):
    """The weekly decay pass (docs/ceremony.md; invariant 8 of docs/architecture.md)."""

    max_flags_per_week: Annotated[int, _between(0, DECAY_FLAGS_CEILING)] = 5
    """At most this many entries flagged per ISO week (UTC), however often the pass runs."""
    idle_days: _Days = 90
    """An entry neither injected nor retrieved for this many days, counted from its last use
    (last injection, last retrieval, or its approval, keep or restore), is idle."""


class GatewayListener(_Section):
    """One gateway listener: a client's base URL points here, requests go on to `upstream`."""

    provider: str
    """anthropic | openai: the clients it serves (error shapes, `teambrain env --gateway`)."""
    port: int
    upstream: str
    """scheme://host[:port] of the provider, no path: the client's base URL path passes through."""


def _default_listeners() -> list[GatewayListener]:
    return [
        GatewayListener(provider="anthropic", port=8080, upstream="https://api.anthropic.com"),
        GatewayListener(provider="openai", port=8081, upstream="https://api.openai.com"),
    ]


class GatewayConfig(_Section):
    """Gateway mode (docs/gateway.md): clients set a base URL, no CA; members send a token."""

    enabled: bool = False
    """`teambrain proxy` runs the gateway listeners without `--gateway`."""
    with_proxy: bool = False
    """Also run the regular (HTTPS_PROXY) proxy beside the gateway listeners."""
    listen_host: str = "127.0.0.1"
    listeners: list[GatewayListener] = msgspec.field(default_factory=_default_listeners)
    token_header: str = "x-teambrain-token"
    """The request header carrying a member's token ([owners.tokens]); never forwarded."""
    require_token: bool = False
    """Answer a gateway request without a known token with 401 instead of forwarding it."""
    cert: str = ""
    """A PEM file holding the certificate chain and its private key: the listeners speak TLS."""
    allow_plain_http: bool = False
    """Serve plain HTTP to other hosts (e.g. behind a TLS-terminating load balancer)."""
    failed_tokens_per_second: Annotated[float, msgspec.Meta(gt=0, le=10_000)] = 1.0
    """With require_token: requests with a wrong or missing token answered (401) per second
    from all addresses together, on average (each address also has its own 10 at once,
    1 a second), per gateway process..."""
    failed_tokens_burst: Annotated[int, _between(1, 100_000)] = 50
    """...and at once; beyond: 429 with Retry-After. A valid token is never held back."""

    def plain_http_allowed(self, host: str) -> bool:
        """Whether plain HTTP may be listened on at, or served to, `host`."""
        return self.allow_plain_http or is_loopback(host)


def is_loopback(host: str) -> bool:
    """A loopback address or `localhost`; any other name might resolve anywhere."""
    host = host.strip().strip("[]")
    if host.lower() == "localhost":
        return True
    try:
        address = ipaddress.ip_address(host)
    except ValueError:
        return False
    if isinstance(address, ipaddress.IPv6Address) and address.ipv4_mapped is not None:
        address = address.ipv4_mapped
    return address.is_loopback


class NotHttpURL(ValueError):
    """Why a URL is not http(s)://host[:port]; `split` is False when it does not even split."""

    def __init__(self, why: str, *, split: bool) -> None:
        super().__init__(why)
        self.split = split


def split_http_url(url: str) -> tuple[SplitResult, str]:
    """`url` in parts and its host, if it is http(s)://host[:port] with a valid port
    (NotHttpURL if not): one rule for the gateway's upstreams and the CLI's server."""
    try:
        parts = urlsplit(url)
        parts.port  # noqa: B018 - raises on a bad port
    except ValueError as e:
        raise NotHttpURL(str(e), split=False) from e
    if parts.scheme not in ("http", "https") or not parts.hostname:
        raise NotHttpURL("not http(s)://host[:port]", split=True)
    return parts, parts.hostname


class InjectConfig(_Section):
    """Approved knowledge injected into the prompts the gateway forwards (docs/inject.md).

    Off unless something here turns it on. An `off` that applies (an owner's, a client's) is
    never overridden; otherwise an `on` that applies enables it; otherwise `enabled` decides.
    """

    enabled: bool = False
    """The default for every owner and client."""
    owners: dict[str, bool] = {}
    """Owner -> on/off for the requests of that owner."""
    clients: dict[str, bool] = {}
    """User-agent prefix -> on/off (the longest prefix matching the client's applies)."""
    max_entries: Annotated[int, _between(1, 100)] = 5
    """At most this many entries in one block."""
    max_chars: Annotated[int, _between(1, 100_000)] = 2000
    """At most this many characters in one block, its frame included."""
    refresh_seconds: _Seconds = 5.0
    """How often the proxy looks for approvals, shares and quarantines to take into account."""
    session_cache: Annotated[int, _between(1, 10_000_000)] = 10_000
    """OpenAI Responses responses each proxy process remembers (their session, whether their
    chain holds the block); older ones are resolved through the store (docs/inject.md)."""


class TelemetryConfig(_Section):
    """OpenTelemetry export: each exchange and tool call as a GenAI span, sent over OTLP/HTTP
    to a collector or an observability backend (docs/opentelemetry.md). Off unless enabled."""

    enabled: bool = False
    endpoint: str = "http://127.0.0.1:4318/v1/traces"
    """The OTLP/HTTP traces endpoint, path included."""
    headers: dict[str, str] = {}
    """Sent with every export (an API key, an organisation); empty: the exporter's own
    OTEL_EXPORTER_OTLP_TRACES_HEADERS / OTEL_EXPORTER_OTLP_HEADERS, if set."""
    service_name: str = "teambrain"
    content: bool = False
    """Add message content to the spans: only ever the sanitized, bounded digests."""
    owner_names: Literal["hashed", "plain"] = "hashed"
    """`user.id` as a keyed hash of the owner (the store's secret), or the owner's name."""
    queue_size: _Count = 4096
    """Spans waiting to be sent; past it new spans are dropped and counted, capture goes on."""
    batch: Annotated[int, _between(1, 10_000)] = 256
    """Spans sent in one export request at most."""
    timeout_seconds: _Seconds = 10.0
    """How long one export may take, its retries included."""
    allow_plain_http: bool = False
    """Send to a non-loopback endpoint over plain http (the spans and any key in clear)."""


_MapMb = Annotated[int, _between(1, 16 * 1024 * 1024)]
"""Up to 16 TiB: LMDB maps the file, so the ceiling is the address space and the disk."""


class StoreConfig(_Section):
    url: str = ""
    """A PostgreSQL store (`postgresql://USER@HOST/DB`, docs/postgres.md); empty: the
    embedded LMDB store in the per-user data dir."""
    pool_max: Annotated[int, _between(1, 32)] = 4
    """PostgreSQL connections each process may hold (docs/postgres.md, Connections)."""
    prepare: bool = True
    """Let writes use protocol-level prepared statements (PgBouncer 1.21+ follows them in
    transaction mode); false for an older pooler (docs/postgres.md, Connections)."""
    map_size_mb: _MapMb = 256
    max_map_size_mb: _MapMb = 64 * 1024


class ServerConfig(_Section):
    """`teambrain serve` (docs/server.md): the team's API and MCP endpoint on the gateway host."""

    listen_host: str = "127.0.0.1"
    port: Annotated[int, _between(1, 65535)] = 8765
    cert: str = ""
    """A PEM file holding the certificate chain and its private key: the server speaks TLS.
    Required to listen beyond 127.0.0.1 (tokens must not cross the network in clear text)."""
    allow_plain_http: bool = False
    """Serve plain HTTP to other hosts (e.g. behind a TLS-terminating load balancer)."""
    max_body_bytes: Annotated[int, _between(1024, 16 * 1024 * 1024)] = 64 * 1024
    """Largest request body accepted; larger ones are refused with 413 and change nothing."""
    rate_per_second: Annotated[float, msgspec.Meta(gt=0, le=10_000)] = 20.0
    """Requests each token may make per second, on average..."""
    rate_burst: Annotated[int, _between(1, 100_000)] = 60
    """...and at once, before further ones are answered 429 with Retry-After."""
    trusted_proxies: list[str] = []
    """Addresses (or networks) of reverse proxies whose X-Forwarded-For the server believes;
    empty: none, every request is the address it came from (per-address limits hold)."""
    failed_tokens_per_second: Annotated[float, msgspec.Meta(gt=0, le=10_000)] = 1.0
    """Requests with a wrong or missing token answered per second from all addresses
    together, on average (each address also has its own 10 at once, 1 a second)..."""
    failed_tokens_burst: Annotated[int, _between(1, 100_000)] = 50
    """...and at once; beyond: 429 with Retry-After. A valid token is never held back."""
    team_totals: bool = False
    """Show members the team's totals in `stats` (every owner's exchanges, open decay flags,
    injections); off: a member sees only their own, as beside them the totals would give
    away each other member's counts."""

    def plain_http_allowed(self, host: str) -> bool:
        """Whether plain HTTP may be listened on at `host`."""
        return self.allow_plain_http or is_loopback(host)


_PerMillion = Annotated[float, msgspec.Meta(ge=0, le=1_000_000)]


class ModelPrice(_Section):
    """What a model's tokens cost, in US dollars per million, by kind (core/usage/prices.toml
    ships the providers' published prices). A kind left out has no known price: an exchange
    that used it has no known cost, never a cost of zero."""

    input: _PerMillion
    output: _PerMillion
    cache_read: _PerMillion | None = None
    cache_write: _PerMillion | None = None
    """A cache write, or Anthropic's 5-minute one..."""
    cache_write_1h: _PerMillion | None = None
    """...and Anthropic's 1-hour one (twice the input price where 5 minutes cost 1.25 times)."""


class UsageConfig(_Section):
    """Usage and spend (docs/usage.md)."""

    team_totals: bool = False
    """Show members the team's figures in `usage` (totals, and per member): off, a member
    sees only their own, as beside them a team total gives away the others' spend."""
    prices: dict[str, ModelPrice] = {}
    """Model name -> its price, replacing the shipped one (or adding a model it lacks)."""


class Config(_Section):
    owners: OwnersConfig = msgspec.field(default_factory=OwnersConfig)
    digests: DigestConfig = msgspec.field(default_factory=DigestConfig)
    retention: RetentionConfig = msgspec.field(default_factory=RetentionConfig)
    capture: CaptureConfig = msgspec.field(default_factory=CaptureConfig)
    outbox: OutboxConfig = msgspec.field(default_factory=OutboxConfig)
    sanitizer: SanitizerConfig = msgspec.field(default_factory=SanitizerConfig)
    store: StoreConfig = msgspec.field(default_factory=StoreConfig)
    reflect: ReflectConfig = msgspec.field(default_factory=ReflectConfig)
    knowledge: KnowledgeConfig = msgspec.field(default_factory=KnowledgeConfig)
    decay: DecayConfig = msgspec.field(default_factory=DecayConfig)
    gateway: GatewayConfig = msgspec.field(default_factory=GatewayConfig)
    inject: InjectConfig = msgspec.field(default_factory=InjectConfig)
    server: ServerConfig = msgspec.field(default_factory=ServerConfig)
    usage: UsageConfig = msgspec.field(default_factory=UsageConfig)
    telemetry: TelemetryConfig = msgspec.field(default_factory=TelemetryConfig)

    @property
    def local_owner(self) -> str:
        return self.owners.local or _login_name()


def _login_name() -> str:
    try:
        return getpass.getuser()
    except Exception:  # no login name in some containers
        return "local"


StoreLocation = str | Path
"""Where a store lives: a postgresql:// URL (a str), or an LMDB directory (a Path)."""


STORE_WIDE = "*"
"""The owner scope of the store's own jobs that span owners (retention, reflection over every
owner): PostgreSQL's row-level policy lets it see every row, so no member may be named so."""
RESERVED_OWNERS = frozenset({STORE_WIDE})
"""Names no owner may have, wherever owners are configured or named (core/identity.py)."""


def reserved_owner(name: str) -> str | None:
    """Why `name` may not be an owner (the store reserves it), else None."""
    if name.strip() in RESERVED_OWNERS:
        return (
            f"{name!r} is reserved by the store (its scope over every owner); choose another name"
        )
    return None


DATABASE_SCHEMES = ("postgresql", "postgres")
"""The URL schemes of a PostgreSQL store (libpq's own two)."""
SECRET_PARAMS = frozenset({"password", "sslpassword"})
"""Connection parameters never shown: in a URL's query string or in a key=value string."""
_PARAM = re.compile(r"\s*([A-Za-z_]\w*)\s*=\s*('(?:[^'\\]|\\.)*'|(?:[^\s'\\]|\\.)*)")
"""One `key = value` of a libpq key=value string (a value quoted '...' or bare, \\ escaping)."""


def is_database_url(where: str | Path) -> bool:
    """Whether a store location names a PostgreSQL database rather than a directory: the one
    test of a store URL's scheme."""
    if not isinstance(where, str):
        return False
    scheme, sep, _ = where.partition("://")
    return bool(sep) and scheme in DATABASE_SCHEMES


def as_location(value: str | Path) -> StoreLocation:
    """A URL stays a URL; anything else names a directory."""
    text = str(value)
    if is_database_url(text):
        return text
    return Path(text).expanduser()


def store_location(named: str | Path | None = None, config: Config | None = None) -> StoreLocation:
    """The one place that decides where the store is: the one named (--store, an addon
    option), else TEAMBRAIN_STORE, else the config's [store] url, else the per-user data dir."""
    for candidate in (named, os.environ.get("TEAMBRAIN_STORE")):
        if candidate:
            return as_location(candidate)
    if config is not None and config.store.url:
        if not is_database_url(config.store.url):
            raise ConfigError(
                "store.url must be a postgresql://USER@HOST/DB URL (an LMDB store is named "
                "by --store DIR or TEAMBRAIN_STORE)"
            )
        return config.store.url
    return user_dir("data") / "store"


def shown_location(where: StoreLocation) -> str:
    """A store location fit to print and to name the store by (`store.url`, the outbox's
    directory): a connection string without its password, wherever it was given (the URL's
    user part, its query string, or a key=value string)."""
    if isinstance(where, Path):
        return str(where)
    if "://" in where:
        return _url_without_secrets(where)
    if "=" in where:
        return _params_without_secrets(where)
    return where


def _url_without_secrets(url: str) -> str:
    parts = urlsplit(url)
    netloc = parts.netloc
    if "@" in netloc:  # user[:password]@host[:port][,host2...]
        userinfo, hosts = netloc.rsplit("@", 1)
        netloc = f"{userinfo.split(':', 1)[0]}@{hosts}"
    kept = [
        pair
        for pair in parts.query.split("&")
        if pair and unquote(pair.split("=", 1)[0]).strip() not in SECRET_PARAMS
    ]  # libpq decodes a parameter's name too: p%61ssword is the password
    return urlunsplit(parts._replace(netloc=netloc, query="&".join(kept)))


def _params_without_secrets(text: str) -> str:
    """A libpq key=value string without its secret parameters (anything else unchanged)."""
    kept, at = [], 0
    for found in _PARAM.finditer(text):
        if found.start() != at:
            return "(a connection string that could not be read)"  # never shown raw
        at = found.end()
        if found.group(1) not in SECRET_PARAMS:
            kept.append(f"{found.group(1)}={found.group(2)}")
        if at == len(text):
            break
    if text[at:].strip():
        return "(a connection string that could not be read)"
    return " ".join(kept)


def outbox_dir(config: Config, store_url: str) -> Path:
    """The host's outbox for the store at `store_url` (shown form, no password): a
    directory per store under `[outbox] dir`, else under `outbox` in the per-user data
    dir, so captures meant for one database never drain into another."""
    root = (
        Path(config.outbox.dir).expanduser() if config.outbox.dir else user_dir("data") / "outbox"
    )
    return root / hashlib.sha256(store_url.encode()).hexdigest()[:16]


def default_store_dir() -> Path:
    """The LMDB directory used when nothing names a store (TEAMBRAIN_STORE, else the
    per-user data dir)."""
    where = store_location()
    return where if isinstance(where, Path) else user_dir("data") / "store"


def user_dir(which: Literal["data", "config", "cache"]) -> Path:
    """teambrain's per-user data, config or cache directory. platformdirs is loaded only here:
    a command told its store and config (--store, TEAMBRAIN_CONFIG) never needs it."""
    import platformdirs

    if which == "data":
        return Path(platformdirs.user_data_dir("teambrain"))
    if which == "cache":
        return Path(platformdirs.user_cache_dir("teambrain"))
    return Path(platformdirs.user_config_dir("teambrain"))


def cache_dir() -> Path:
    """Where teambrain keeps what it derives once per host and can always derive again (the
    converted sentence model, the sanitizer's word lists): TEAMBRAIN_CACHE_DIR, else the
    per-user cache directory."""
    env = os.environ.get("TEAMBRAIN_CACHE_DIR")
    return Path(env).expanduser() if env else user_dir("cache")


def keep_cached(path: Path, data: bytes) -> bool:
    """Write `data` to `path` in the cache directory, renamed into place so that no process
    reads half a file; False when it cannot be written (a cache only ever saves time)."""
    part = path.with_name(f".{path.name}.{os.getpid()}.{threading.get_ident()}")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        part.write_bytes(data)
        os.replace(part, path)
    except OSError:
        with contextlib.suppress(OSError):
            part.unlink(missing_ok=True)
        return False
    return True


def default_config_path() -> Path:
    env = os.environ.get("TEAMBRAIN_CONFIG")
    if env:
        return Path(env).expanduser()
    return user_dir("config") / "config.toml"


_SEED_LIMITS = {
    "reflect.daily_budget": (
        f" (the seed's {REFLECT_DAILY_BUDGET_CEILING} lessons a day is a ceiling: "
        "a config may lower it, never raise it)"
    ),
    "decay.max_flags_per_week": (
        f" (the seed's {DECAY_FLAGS_CEILING} flags a week is a ceiling: "
        "a config may lower it, never raise it)"
    ),
    "reflect.min_sessions": (
        f" (the seed's {MIN_SESSIONS_FLOOR} sessions is a floor: "
        "a config may raise it, never lower it)"
    ),
    "capture.paths": f" (the providers: {', '.join(PROVIDER_NAMES)})",
}
_AT = re.compile(r"(?:at|in) `\$\.?(.*?)`")
_UNKNOWN = re.compile(r"unknown field `(.*?)`")


def parse_config(text: str, source: str = "config") -> Config:
    """Parse TOML text into a validated Config, or raise ConfigError naming the key."""
    try:
        config = msgspec.toml.decode(text.encode(), type=Config)
    except msgspec.ValidationError as e:
        match = _AT.search(str(e)) or _UNKNOWN.search(str(e))
        key = match.group(1) if match else "?"
        why = _SEED_LIMITS.get(key, "")
        raise ConfigError(f"{source}: invalid value for '{key}': {e}{why}") from e
    except msgspec.DecodeError as e:
        raise ConfigError(f"{source}: not valid TOML: {e}") from e
    _check(config, source)
    return config


def _check(config: Config, source: str) -> None:
    """What one field's bounds cannot say: the rules between fields."""
    if config.sanitizer.max_input_chars <= 0:
        raise ConfigError(f"{source}: 'sanitizer.max_input_chars' must be positive")
    if config.sanitizer.workers < 0:
        raise ConfigError(
            f"{source}: 'sanitizer.workers' must be 0 (in the capture thread) or more"
        )
    if config.sanitizer.timeout_seconds <= 0:
        raise ConfigError(f"{source}: 'sanitizer.timeout_seconds' must be positive")
    _check_sanitizer(config.sanitizer, source)
    if config.store.max_map_size_mb < config.store.map_size_mb:
        raise ConfigError(f"{source}: 'store.max_map_size_mb' is below 'store.map_size_mb'")
    if config.reflect.reflector not in ("auto", "anthropic", "openai", "offline"):
        raise ConfigError(
            f"{source}: 'reflect.reflector' must be auto, anthropic, openai or offline"
        )
    _check_tokens(config.owners.tokens, source)
    _check_owners(config.owners, source)
    _check_gateway(config, source)
    _check_telemetry(config.telemetry, source)


def _check_owners(owners: OwnersConfig, source: str) -> None:
    """No owner the config names may be one the store reserves (RESERVED_OWNERS)."""
    named = [("owners.local", owners.local)]
    for section in ("proxyauth", "api_keys", "tokens"):
        named += [(f"owners.{section}", o) for o in getattr(owners, section).values()]
    for where, owner in named:
        if why := reserved_owner(owner):
            raise ConfigError(f"{source}: '{where}' names owner {why}")


def _check_sanitizer(sanitizer: SanitizerConfig, source: str) -> None:
    """Refuse what the sanitizer could not honour, at load: a proxy started on it would
    drop every capture."""
    catalog = sanitize_catalog
    unknown = catalog.unknown_entities(sanitizer.entities)
    if unknown:
        raise ConfigError(
            f"{source}: 'sanitizer.entities' names unknown type(s) {', '.join(unknown)}; "
            f"known: {', '.join(catalog.KNOWN_ENTITIES)}"
        )
    needs_ner = [e for e in sanitizer.entities if e in catalog.NER_ONLY_ENTITIES]
    if needs_ner and not sanitizer.ner_model.strip():
        raise ConfigError(
            f"{source}: 'sanitizer.entities' asks for {', '.join(needs_ner)}, which only a "
            "NER model finds: set 'sanitizer.ner_model' (docs/sanitizer.md) or remove them"
        )
    regions = catalog.unknown_phone_regions(sanitizer.phone_regions)
    if regions:
        raise ConfigError(
            f"{source}: 'sanitizer.phone_regions' has unknown region(s) {', '.join(regions)}; "
            "use two-letter region codes such as US, GB, DE"
        )


_HEADER_NAME = re.compile(r"[!#$%&'*+\-.^_`|~0-9A-Za-z]+")
_TOKEN = re.compile(r"[\x21-\x7e]+")
_HEADERS_NEEDED_UPSTREAM = {
    "authorization",
    "x-api-key",
    "api-key",
    "host",
    "content-type",
    "content-length",
    "content-encoding",
    "transfer-encoding",
    "connection",
    "anthropic-version",
    "anthropic-beta",
}


def _check_tokens(tokens: dict[str, str], source: str) -> None:
    # A token travels in a header: printable ASCII without spaces, or it could never match.
    for token, owner in tokens.items():
        if not _TOKEN.fullmatch(token):
            raise ConfigError(
                f"{source}: a key of 'owners.tokens' (owner {owner!r}) is not a usable token: "
                "use printable ASCII without spaces, e.g. from `openssl rand -hex 24`"
            )
        if not owner.strip():
            raise ConfigError(f"{source}: 'owners.tokens' maps a token to an empty owner")
        if len(token) < MIN_TOKEN_CHARS or len(set(token)) < MIN_TOKEN_CHARS // 2:
            raise ConfigError(
                f"{source}: a key of 'owners.tokens' (owner {owner!r}) is too weak to stand "
                f"for a member: use at least {MIN_TOKEN_CHARS} random characters, e.g. "
                "from `openssl rand -hex 24`"
            )


def _check_gateway(config: Config, source: str) -> None:
    gateway = config.gateway
    if not _HEADER_NAME.fullmatch(gateway.token_header):
        raise ConfigError(f"{source}: 'gateway.token_header' is not a valid header name")
    if gateway.token_header.lower() in _HEADERS_NEEDED_UPSTREAM:
        raise ConfigError(
            f"{source}: 'gateway.token_header' cannot be {gateway.token_header!r}: "
            "the gateway removes that header before forwarding and the provider needs it"
        )
    if gateway.require_token and not config.owners.tokens:
        raise ConfigError(
            f"{source}: 'gateway.require_token' is set but 'owners.tokens' is empty: "
            "no request could pass"
        )
    ports: set[int] = set()
    for i, listener in enumerate(gateway.listeners):
        where = f"gateway.listeners[{i}]"
        if listener.provider not in ("anthropic", "openai"):
            raise ConfigError(f"{source}: '{where}.provider' must be anthropic or openai")
        if not 1 <= listener.port <= 65535:
            raise ConfigError(f"{source}: '{where}.port' must be between 1 and 65535")
        if listener.port in ports:
            raise ConfigError(f"{source}: '{where}.port' {listener.port} is used twice")
        ports.add(listener.port)
        _check_upstream(listener.upstream, f"{where}.upstream", source)


def _check_telemetry(telemetry: TelemetryConfig, source: str) -> None:
    try:
        parts, host = split_http_url(telemetry.endpoint)
    except NotHttpURL as e:
        raise ConfigError(
            f"{source}: 'telemetry.endpoint' must be an http(s) URL such as "
            f"http://127.0.0.1:4318/v1/traces: {e}"
        ) from e.__cause__
    if parts.scheme == "http" and not is_loopback(host) and not telemetry.allow_plain_http:
        raise ConfigError(
            f"{source}: 'telemetry.endpoint' sends spans to {host} over plain http: use "
            "https, or set 'telemetry.allow_plain_http = true' on a network you trust"
        )
    for name in telemetry.headers:
        if not _HEADER_NAME.fullmatch(name):
            raise ConfigError(f"{source}: 'telemetry.headers' has an invalid name {name!r}")


def _check_upstream(url: str, where: str, source: str) -> None:
    try:
        parts, _ = split_http_url(url)
    except NotHttpURL as e:
        why = f"must be http(s)://host[:port], got {url!r}" if e.split else f"is not a URL: {e}"
        raise ConfigError(f"{source}: '{where}' {why}") from e.__cause__
    if parts.path not in ("", "/") or parts.query or parts.fragment or parts.username:
        raise ConfigError(
            f"{source}: '{where}' must have no path ({url!r}): put a path prefix in the "
            "client's base URL instead; the gateway forwards the request path unchanged"
        )


def load_config(path: Path | None = None) -> Config:
    """Load the config file; a missing default file means all defaults."""
    explicit = path is not None
    path = path or default_config_path()
    if not path.exists():
        if explicit:
            raise ConfigError(f"config file not found: {path}")
        return Config()
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as e:
        raise ConfigError(f"cannot read config file {path}: {e}") from e
    except UnicodeDecodeError as e:
        raise ConfigError(
            f"config file {path} is not UTF-8 text (byte {e.start}): save it as UTF-8"
        ) from e
    return parse_config(text, str(path))
