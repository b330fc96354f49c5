"""The words a usage question is asked in: what to group by and whose figures. Light on
purpose: the API's request bodies name them without loading the roll-ups."""

from __future__ import annotations

from typing import Literal, get_args

By = Literal["model", "member", "session", "day"]
"""Group exchanges by model, member (owner), session, or day (UTC)."""
BY: tuple[By, ...] = get_args(By)
Scope = Literal["yours", "team"]
"""`yours`: the acting owner's exchanges; `team`: every owner's (where the config allows)."""
