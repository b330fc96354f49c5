"""What injection gave one exchange: its knowledge entries, as the exchange's owner sees them now.

An exchange records the ids of the entries injection added to its request
(core/records/episodes.py `Episode.injected`); reading it back shows each entry's title only
while its owner may still see the entry (their own, or approved and shared with the team).
An entry since withdrawn from them (archived or quarantined by another member, or gone) is
named by its id alone: an exchange never reveals what its owner can no longer read.
Light to import: `episodes show` loads no search or guard machinery for it.
"""

from __future__ import annotations

from collections.abc import Iterable

import msgspec
from teambrain.core.present import cut
from teambrain.core.records.knowledge import visible_to
from teambrain.core.store import Txn

TITLE_CHARS = 100
"""An entry's title is the first line of its text, cut to this width."""


class InjectedEntry(msgspec.Struct, kw_only=True):
    """One entry injected into an exchange."""

    id: str
    found: bool
    """False when the entry is gone or no longer visible to the exchange's owner."""
    title: str = ""
    owner: str = ""
    """Whose lesson it is (attribution), when found."""


def entry_title(text: str) -> str:
    """A lesson's title: the first line of its text, on one line, bounded."""
    first = next((line for line in text.splitlines() if line.strip()), "")
    return cut(first, TITLE_CHARS)


def injected_entries(txn: Txn, owner: str, ids: Iterable[str]) -> list[InjectedEntry]:
    """The entries injected into one of `owner`'s exchanges, in the block's order."""
    found = []
    for entry_id in ids:
        entry = txn.knowledge.get(entry_id)
        if entry is None or not visible_to(entry, owner):
            found.append(InjectedEntry(id=entry_id, found=False))
        else:
            found.append(
                InjectedEntry(
                    id=entry_id, found=True, title=entry_title(entry.text), owner=entry.owner
                )
            )
    return found
