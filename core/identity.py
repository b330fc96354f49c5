"""Who an exchange belongs to and which session it is part of (DESIGN.md section 5).

Owner: the proxy-auth user mapped through config; else the owner of the gateway token the
request carried ([owners.tokens]); else the API key's fingerprint mapped through config; else,
in single-user mode, the configured local owner. In team mode an unresolved owner is None: the
exchange is not captured. Secrets (the proxy-auth password, the gateway token, the API key) are
used here in memory only; only a one-way fingerprint is ever shown.

Session: a client-supplied id first (headers, then the body's hint), else a stable hash of
owner, provider and the conversation's opening (agent clients resend history, so the
opening is the same on every turn).

Agent: within a session, which agent spoke; a subagent says so in a header (Claude Code).
"""

from __future__ import annotations

import hashlib
import hmac
import re
from collections.abc import Mapping, Sequence

from teambrain.core.config import Config

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
    return bool(name) and "\x00" not in name and len(name) <= 200


def owner_of_token(tokens: Mapping[str, str], presented: Sequence[str]) -> str | None:
    """The owner of the gateway token a request presented (every value of its token header).

    No value, an empty one, or several different ones (which to believe?) map to nobody.
    Each configured token is compared in constant time, so timing tells a guesser nothing about their content.
    """
    values = {value.strip() for value in presented}
    if len(values) != 1:
        return None
    candidate = values.pop().encode("utf-8", "surrogateescape")
    if not candidate:
        return None
    found = None
    for token, owner in tokens.items():
        if hmac.compare_digest(candidate, token.encode("utf-8", "surrogateescape")):
            found = owner
    return found


def resolve_owner(
    config: Config,
    proxy_user: str | None,
    api_key: str | None,
    token_owner: str | None = None,
) -> str | None:
    """Who an exchange belongs to; `token_owner` is what `owner_of_token()` found, if anything."""
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


def session_from_headers(headers: dict[str, str]) -> str | None:
    for name in SESSION_HEADERS:
        value = headers.get(name, "").strip()
        if value:
            return value[:200]
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


def derived_session(owner: str, provider: str, seed: str) -> str:
    digest = hashlib.sha256(f"{owner}\x00{provider}\x00{seed}".encode()).hexdigest()
    return "h-" + digest[:20]


def resolve_session(
    owner: str, provider: str, header_id: str | None, body_hint: str | None, seed: str
) -> str:
    if header_id:
        return header_id
    if body_hint:
        return body_hint[:200]
    return derived_session(owner, provider, seed)
