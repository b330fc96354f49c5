"""What injection keeps per session: the block chosen for it (addons/inject.py)."""

from __future__ import annotations

from datetime import datetime

import msgspec


class InjectChoice(msgspec.Struct, kw_only=True):
    """The block chosen for one session of one owner: the entries it holds.

    Kept in the store so that every gateway process sends a session the same bytes (the
    provider's prompt cache needs them unchanged): an approved entry's text never changes,
    and the block is rendered from the entries' texts alone, so the store holds no copy of
    it. Chosen once, replaced only when an entry in it left the owner's scope.
    """

    ids: list[str]
    """The knowledge entries it holds, in block order; empty: the session settled on no
    block."""
    carried: bool = False
    """OpenAI Responses: the block went into a chain's input items, which the provider holds
    for every request continuing that chain."""
    chosen_at: datetime
