"""The host's outbox as an operator handles it: what waits and what was set aside, read
from its files while the database is down, and the dead letters sent again once the cause
of their refusal is fixed (a capture the database refused is kept, never dropped).
"""

from __future__ import annotations

import msgspec
from teambrain.core.config import Config, outbox_dir
from teambrain.core.operations.stats import OutboxFigures, outbox_figures
from teambrain.core.store import open_outbox


class Unreachable(msgspec.Struct, kw_only=True):
    """What `stats` can say while the database store cannot be reached: this host's outbox."""

    store: str
    reachable: bool = False
    error: str
    outbox: OutboxFigures | None
    """None when this host has no outbox for the store (no proxy captured here)."""


def unreachable(config: Config, store_url: str, error: str) -> Unreachable:
    """The figures left when the database at `store_url` (shown form) does not answer."""
    return Unreachable(store=store_url, error=error, outbox=outbox_figures(config, store_url))


def retry_dead(config: Config, store_url: str) -> int:
    """Put the dead letters of this host's outbox for `store_url` (shown form) back in its
    queue, for the drainer of a running proxy to send; how many (0 without an outbox)."""
    path = outbox_dir(config, store_url)
    if not (path / "data.mdb").exists():
        return 0
    return open_outbox(path, config.outbox.max_mb * 1024 * 1024, store=store_url).revive()
