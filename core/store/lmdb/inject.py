"""Injection's per-session choices in the `inject_choices` database.

  inject_choices  owner NUL session key -> InjectChoice

Reads take the acting owner and look only under that owner's prefix, so another owner's
session key never finds a choice.
"""

from __future__ import annotations

from datetime import datetime
from typing import TYPE_CHECKING

from teambrain.core.records.inject import InjectChoice
from teambrain.core.store.lmdb.codec import key

if TYPE_CHECKING:
    from teambrain.core.store.lmdb.env import KvTxn


class LmdbInjectChoices:
    def __init__(self, kv: KvTxn) -> None:
        self.kv = kv

    def choice(self, owner: str, session: str) -> InjectChoice | None:
        found: InjectChoice | None = self.kv.get_obj(
            "inject_choices", key(owner, session), InjectChoice
        )
        return found

    def put_choice(self, owner: str, session: str, choice: InjectChoice) -> None:
        self.kv.put_obj("inject_choices", key(owner, session), choice)

    def expire(self, cutoff: datetime, *, batch: int) -> int:
        return self.kv.delete_older(
            "inject_choices", InjectChoice, lambda c: c.chosen_at, cutoff, batch
        )
