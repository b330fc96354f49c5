"""Who an exchange belongs to and which session it is part of.

Owner: the proxy-auth user mapped through config; else the owner of the gateway token the
request carried ([owners.tokens]); else the API key's fingerprint mapped through config; else,
in single-user mode, the configured local owner. In team mode an unresolved owner is None: the
exchange is not captured. Secrets (the proxy-auth password, the gateway token, the API key) are
used here in memory only; only a one-way fingerprint is ever shown.

Session: one rule for capture and injection (`session_claim`, then `settle_session`). An
OpenAI Responses request continuing a response the store knows stays in that response's
session; else the id the client named (headers, then the body's hint); else the
conversation's opening (agent clients resend history, so the opening is the same on every
turn). Capture bounds an opening's session in time: the write transaction ends it after an
idle gap (core/episodes/writes.py). Injection keys its block by the same session
(`session_key`, `stored_session_key`: the forms it can compute without the sanitizer).

Agent: within a session, which agent spoke; a subagent says so in a header (Claude Code).
Its id and its parent's are stored through `IdKeys` like every other id (kind `agent`).

Stored ids (docs/capture.md): ids only matter as identities, and a client or upstream
chooses them, so `IdKeys` stores them as they are only when they are plainly ids (a UUID, a
ULID, short prefixes and a run of base62 or hex, with no secret's shape inside and nothing
the sanitizer finds) and as a keyed hash otherwise: session, tool-call, response and agent
ids alike. No stored id carries an email, a key, a NUL or more than 80 bytes, and the same
raw id always maps to the same stored one, so chains and tool results still find theirs.
The key derives from a random per-store secret (created by a migration, kept in the
store's meta); the same secret authenticates teambrain's own reflection calls.
"""

from __future__ import annotations

import hashlib
import hmac
import re
from collections.abc import Callable, Mapping
from typing import Literal, NamedTuple

from teambrain.core.config import Config, reserved_owner

SESSION_HEADERS = ("x-claude-code-session-id", "session_id", "session-id")
AGENT_HEADER = "x-claude-code-agent-id"
PARENT_AGENT_HEADER = "x-claude-code-parent-agent-id"
"""Claude Code's subagents: same session id, their own agent id, and their parent's (none
when the main agent spawned them)."""
_AGENT_ID = re.compile(r"[A-Za-z0-9_.:-]{1,64}")


def fingerprint(api_key: str) -> str:
    """A short one-way fingerprint of an API key, for the config's api_keys map."""
    return "fp_" + hashlib.sha256(api_key.strip().encode()).hexdigest()[:16]


def valid_owner(name: str) -> bool:
    """Whether `name` can be an owner: not empty, no NUL, not too long, not reserved by the
    store (core/config.py RESERVED_OWNERS: `*` would read every owner's records)."""
    return bool(name) and "\x00" not in name and len(name) <= 200 and not reserved_owner(name)


def resolve_owner(
    config: Config,
    proxy_user: str | None,
    api_key: str | None,
    token_owner: str | None = None,
) -> str | None:
    """Who an exchange belongs to; `token_owner` is the owner its member token named, if any
    (core/member_tokens.py)."""
    owners = config.owners
    if proxy_user and proxy_user in owners.proxyauth:
        return owners.proxyauth[proxy_user]
    if token_owner:
        return token_owner
    if api_key:
        mapped = owners.api_keys.get(fingerprint(api_key))
        if mapped:
            return mapped
    if owners.team_mode:
        return None
    return config.local_owner


def api_key_from_headers(headers: dict[str, str]) -> str | None:
    """The provider API key a request carries (x-api-key, or a Bearer token)."""
    if headers.get("x-api-key"):
        return headers["x-api-key"]
    auth = headers.get("authorization", "")
    if auth.lower().startswith("bearer "):
        return auth[7:].strip() or None
    return None


def session_from_headers(headers: Mapping[str, str]) -> str | None:
    for name in SESSION_HEADERS:
        value = headers.get(name, "").strip()
        if value:
            return value[:1000]
    return None


def agent_from_headers(headers: Mapping[str, str]) -> tuple[str, str]:
    """(agent id, parent agent id) of a subagent's request; ("", "") for the main agent.

    A value that is not a short plain id is ignored rather than stored.
    """

    def plain(name: str) -> str:
        value = headers.get(name, "").strip()
        return value if _AGENT_ID.fullmatch(value) else ""

    agent = plain(AGENT_HEADER)
    return (agent, plain(PARENT_AGENT_HEADER)) if agent else ("", "")


def client_session(header_id: str | None, body_hint: str | None) -> str:
    """The session id a client named (raw, for IdKeys), or "" when it named none."""
    return (header_id or body_hint or "")[:1000]


class SessionClaim(NamedTuple):
    """What one request says about its session, raw, before the store is asked."""

    named: str
    """The id the client named: a session header, else the body's hint (Claude Code's
    metadata, `prompt_cache_key`, else a Responses request's `previous_response_id`); ""."""
    chain_from: str
    """OpenAI Responses: the response this request continues; "" when none."""
    seed: str
    """The conversation's opening (system prompt, first user message)."""


def session_claim(
    headers: Mapping[str, str],
    body_hint: str | None,
    seed: str,
    previous_response_id: str | None = None,
) -> SessionClaim:
    """A request's claim, as capture and injection both read it (headers and parsed body)."""
    return SessionClaim(
        client_session(session_from_headers(headers), body_hint), previous_response_id or "", seed
    )


class SessionRef(NamedTuple):
    """Which session a request belongs to, and why."""

    how: Literal["chain", "named", "opening"]
    id: str
    """chain: the session of the continued response; named: the named id; opening: the
    opening's key (capture settles it into a session bounded in time)."""


def settle_session(
    named: str, chain_from: str, opening: str, chained: Callable[[str], str | None]
) -> SessionRef:
    """The one rule: a continued response's session when `chained` (the store) knows it,
    else the session the client named, else the conversation's opening.

    Capture passes stored ids (inside its write transaction) and injection the keys it
    computes (`session_key`), so each looks up the other's writes in its own form.
    """
    if chain_from:
        session = chained(chain_from)
        if session:
            return SessionRef("chain", session)
    if named:
        return SessionRef("named", named)
    return SessionRef("opening", opening)


_STORED_HASH = re.compile(r"[sh]-[0-9a-f]{20}")
"""A session id the store minted: a named id's keyed hash (`s-`), an opening's (`h-`)."""


def session_key(keys: IdKeys, raw: str) -> str:
    """The key of a session a client named, the same for every form capture may have
    stored it in (`stored_session_key` of the stored id equals it). Never the raw id unless
    it is a UUID or already has a stored hash's shape (hex holds no name): any other id may
    hold something the sanitizer would have caught, so it is keyed by its hash."""
    if _UUID.fullmatch(raw):
        return raw.lower()
    if _STORED_HASH.fullmatch(raw):
        return raw
    return keys.hashed("session", raw)


def stored_session_key(keys: IdKeys, stored: str) -> str:
    """`session_key` of the session whose stored id is `stored` (a UUID lowercased, a
    keyed hash, a minted opening session, or a plain id kept as it was)."""
    if _UUID.fullmatch(stored) or _STORED_HASH.fullmatch(stored):
        return stored
    return keys.hashed("session", stored)


def stored_id_forms(keys: IdKeys, kind: str, raw: str) -> tuple[str, ...]:
    """Every id capture may have stored `raw` as (kept, or hashed when the sanitizer found
    something): what a reader without the sanitizer looks up."""
    if not raw:
        return ()
    if _UUID.fullmatch(raw):
        return (raw.lower(),)
    hashed = keys.hashed(kind, raw)
    return (raw, hashed) if plainly_an_id(raw) else (hashed,)


# -- stored ids and the store's secret ---------------------------------------------------

_UUID = re.compile(r"[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}")
_PLAIN_ID = re.compile(
    r"""
    (?:[A-Za-z0-9]{1,16}[-_.:]){0,3}            # up to three short prefixes: toolu_, sess-, warm-, 0-
    (?: [0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}  # a UUID
      | [0-9A-HJKMNP-TV-Za-hjkmnp-tv-z]{26}     # a ULID
      | [0-9a-fA-F]{1,64} | [A-Za-z0-9]{1,32}    # hex, or a short run of base62
    )
    (?:\#\d{1,4})?                              # a repeated call's `id#2`
    """,
    re.VERBOSE,
)
"""The shapes an id plainly has: a UUID, a ULID, up to 64 hex digits or up to 32 base62
characters (a provider's ids are 24 to 29; a longer mixed run may be a key), after at most three
short prefixes. Anything else (spaces, `@`, `/`, a second body, 600 bytes) is hashed."""
_SECRET_INSIDE = re.compile(
    r"""
      (?<![A-Za-z])(?:sk|rk|hf|npm)[-_]
    | (?:sk|rk|hf|npm)[-_](?![0-9a-fA-F]{8}-[0-9a-fA-F]{4}-)[A-Za-z0-9_\-]{16}  # not task-<uuid>
    | gh[pousr]_ | github_pat | api_org_ | pypi-AgE
    | gl(?:pat|dt|rt|ptt|cbt|imt|agent|oas|soat|ffct|ft|cst)- | xox[a-z]- | xoxe | xapp-
    | whsec_ | AIza | ya29 | GOCSPX | GR1348941 | eyJ[A-Za-z0-9_\-]{4}
    | (?:A3T[A-Z0-9]|AKIA|ASIA|ABIA|ACCA|AGPA|AIDA|AROA|ANPA|ANVA|APKA)[A-Z0-9]{4}
    """,
    re.VERBOSE | re.IGNORECASE,
)
"""A secret's shape anywhere inside a value, glued or not (`sid-ghp_...`,
`pck-sk-proj-...`, `toolu_AKIA...`): such a value is never kept, whatever else it looks like.
Stricter than the sanitizer on purpose: an id that only resembles one is hashed, and a
hashed id still finds its chain and its results."""
_PREFIXES = {
    "session": "s-",
    "tool": "t-",
    "response": "r-",
    "agent": "a-",
    "seed": "",
    "owner": "o-",
}


def plainly_an_id(raw: str) -> bool:
    """Whether `raw` has an id's strict shape and no secret's shape or name inside it."""
    return (
        len(raw) <= 80
        and _PLAIN_ID.fullmatch(raw) is not None
        and _SECRET_INSIDE.search(raw) is None
    )


class IdKeys:
    """How raw ids become stored ids: kept when plainly ids, else a keyed hash."""

    __slots__ = ("_key",)

    def __init__(self, secret: bytes) -> None:
        self._key = hmac.new(secret, b"teambrain stored ids", hashlib.sha256).digest()

    def hashed(self, kind: str, raw: str) -> str:
        """The keyed hash of a raw id of one kind (session, tool, response, agent, seed), or
        of an owner's name where it leaves the store (telemetry)."""
        data = kind.encode() + b"\x00" + raw.encode("utf-8", "surrogatepass")
        digest = hmac.new(self._key, data, hashlib.sha256).hexdigest()[:20]
        return _PREFIXES[kind] + digest

    def stored(self, kind: str, raw: str, clean: Callable[[str], bool]) -> str:
        """The id to store for `raw`; "" stays "".

        A UUID is kept (lowercased: hex cannot carry a name or a key); another value is kept
        only when it is plainly an id (`plainly_an_id`) and `clean(raw)` (the sanitizer finds
        nothing in it); anything else is hashed.
        """
        if not raw:
            return ""
        if _UUID.fullmatch(raw):
            return raw.lower()
        if plainly_an_id(raw) and clean(raw):
            return raw
        return self.hashed(kind, raw)

    def seed(self, owner: str, provider: str, seed: str) -> str:
        """The conversation opening's hash: what a fallback session is looked up by."""
        return self.hashed("seed", f"{owner}\x00{provider}\x00{seed}")


UNKEYED = IdKeys(b"")
"""For records built outside the capture worker (tests, benches): a hash, but not keyed."""
