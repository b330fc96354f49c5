"""What every screen works with: the service facade, the acting owner and the clock.

One Context is built by `make_app` and handed to each screen; screens never reach for a
store, an owner or the time any other way. The service is the local store's (as the acting
owner) or a team server's (as the owner the member's token names); a screen cannot tell,
and does not need to.
"""

from __future__ import annotations

from dataclasses import dataclass

from teambrain.core.clock import Clock
from teambrain.core.service.facade import Service


@dataclass(frozen=True)
class Context:
    service: Service
    owner: str
    """The acting owner: every read and every decision is theirs."""
    clock: Clock
    refresh_every: float
    """Seconds between refreshes of live figures (others write while we read)."""
    where: str = ""
    """Where the data lives, as shown to the person: a store path or a server URL."""
