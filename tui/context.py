"""What every screen works with: the store, the acting owner, the config and the clock.

One Context is built by `make_app` and handed to each screen; screens never reach for a
store, an owner or the time any other way, so tests pass a temp store and a frozen clock.
"""

from __future__ import annotations

from dataclasses import dataclass

from teambrain.core.clock import Clock
from teambrain.core.config import Config
from teambrain.core.store import Store


@dataclass(frozen=True)
class Context:
    store: Store
    owner: str
    """The acting owner: every read and every decision is theirs."""
    config: Config
    clock: Clock
    refresh_every: float
    """Seconds between refreshes of live figures (the proxy writes while we read)."""
