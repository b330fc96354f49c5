"""Member tokens: the one place a presented bearer or gateway token becomes an owner.

`[owners.tokens]` maps each token to its owner (one token, one owner). Every surface that
takes a token (the gateway's header, `teambrain serve`'s API and MCP endpoint) asks a
TokenMap, which compares the presented value with every configured token in constant time,
so how long a refusal takes tells a guesser nothing about a token's content.
"""

from __future__ import annotations

import hashlib
import hmac
import logging
import threading
import time
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path

from teambrain.core.config import load_config, reserved_owner
from teambrain.core.errors import ConfigError

log = logging.getLogger("teambrain.tokens")


class TokenMap:
    """Configured tokens and the owner each names; immutable, safe to share between threads."""

    def __init__(self, tokens: Mapping[str, str]) -> None:
        for owner in tokens.values():
            if why := reserved_owner(owner):
                raise ConfigError(f"a member token names owner {why}")
        self._tokens = tuple(
            (token.encode("utf-8", "surrogateescape"), owner)
            for token, owner in tokens.items()
            if token and owner
        )

    def __len__(self) -> int:
        return len(self._tokens)

    def owner(self, presented: str | None) -> str | None:
        """The owner `presented` names, or None (nothing given, or not a configured token)."""
        if not presented:
            return None
        candidate = presented.strip().encode("utf-8", "surrogateescape")
        if not candidate:
            return None
        found = None
        for token, owner in self._tokens:
            if hmac.compare_digest(candidate, token):
                found = owner  # no early exit: every token is compared every time
        return found

    def owner_of_values(self, presented: Sequence[str]) -> str | None:
        """The owner of a header presented once or more: every value must be the same token
        (several different ones: which to believe? nobody)."""
        values = {value.strip() for value in presented}
        return self.owner(values.pop()) if len(values) == 1 else None

    def owners(self) -> set[str]:
        return {owner for _, owner in self._tokens}


def bearer(authorization: str | None) -> str | None:
    """The token of an `Authorization: Bearer TOKEN` header value, if it is one."""
    if not authorization:
        return None
    scheme, _, value = authorization.strip().partition(" ")
    if scheme.lower() != "bearer":
        return None
    return value.strip() or None


class TokenSource:
    """The token map of a config file, read again when the file changes.

    A long-running server asks `current()` on every request; the file is looked at no more
    than once every `every` seconds, and a changed file is loaded again, so adding or
    removing a member's token takes effect without a restart. Changed means other content
    (a hash of its bytes), not a newer modification time: `cp -p` or `rsync -t` put a new
    file in place with the old one's time. A file that no
    longer loads keeps the last good map (and says why in `problem`): a typo must not lock
    the whole team out, nor let anyone in.
    """

    def __init__(
        self,
        path: Path | None,
        tokens: Mapping[str, str],
        *,
        every: float = 1.0,
        monotonic: Callable[[], float] = time.monotonic,
    ) -> None:
        self.path = path
        self.every = every
        self.problem = ""
        self._monotonic = monotonic
        self._map = TokenMap(tokens)
        self._stamp = self._digest()
        self._checked = monotonic()
        self._lock = threading.Lock()

    def _digest(self) -> bytes | None:
        """The hash of the file's content (None: unreadable, as when it is being replaced)."""
        if self.path is None:
            return None
        try:
            return hashlib.sha256(self.path.read_bytes()).digest()
        except OSError:
            return None

    def current(self) -> TokenMap:
        now = self._monotonic()
        if self.path is None or now - self._checked < self.every:
            return self._map
        with self._lock:
            if now - self._checked < self.every:
                return self._map
            self._checked = now
            stamp = self._digest()
            if stamp is not None and stamp != self._stamp:
                self._stamp = stamp
                self._reload()
        return self._map

    def _reload(self) -> None:
        try:
            config = load_config(self.path)
        except ConfigError as e:
            self.problem = f"kept the previous tokens: {e}"
            log.warning("teambrain: %s", self.problem)
            return
        self.problem = ""
        self._map = TokenMap(config.owners.tokens)
