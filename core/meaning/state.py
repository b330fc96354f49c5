"""The sentence model's state as `teambrain doctor` reports it, found without loading it.

Which model the config names (the shipped one, or a local path), whether its files are there
(the shipped file installed and hashing to its pin), and, for the shipped model, whether this
host's converted graph is cached or will be made at the first embedding (the shipped graph
runs, about twice as slow, when that fails). Nothing is loaded, converted or written here.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Literal

import msgspec
from teambrain.core.errors import TeambrainError
from teambrain.core.meaning import convert, pinned
from teambrain.core.meaning.model import model_files


class ModelState(msgspec.Struct, frozen=True):
    """One line of the checklist: ok, a note (converted at first use) or FAILED."""

    status: Literal["ok", "note", "FAILED"]
    summary: str
    details: dict[str, Any]


def model_state(configured: str) -> ModelState:
    """The state of the model `[knowledge] dedup_model` names ("" for the shipped one)."""
    if configured:
        return _configured_state(Path(configured).expanduser())
    details: dict[str, Any] = {"model": pinned.MODEL, "distribution": pinned.DISTRIBUTION}
    try:
        source = pinned.verified(pinned.path(), keep=False)
    except TeambrainError as e:
        return ModelState("FAILED", f"cannot embed, lessons cannot be saved: {e}", details)
    cached = convert.cached_path(pinned.SHA256)
    details |= {"file": str(source), "converted": str(cached), "cached": cached.is_file()}
    if cached.is_file():
        return ModelState(
            "ok", f"sentence model {pinned.MODEL} int8, converted graph cached at {cached}", details
        )
    return ModelState(
        "note",
        f"sentence model {pinned.MODEL} int8, converted into {cached} at its first use (a few "
        "seconds; the shipped graph runs, about twice as slow, if that fails)",
        details,
    )


def _configured_state(where: Path) -> ModelState:
    details: dict[str, Any] = {"configured": str(where)}
    if not where.exists():
        return ModelState(
            "FAILED",
            f"[knowledge] dedup_model: {where} does not exist; lessons cannot be saved",
            details,
        )
    try:
        files = model_files(where)
    except TeambrainError as e:
        return ModelState("FAILED", str(e), details)
    details["files"] = [str(f) for f in files]
    return ModelState("ok", f"sentence model configured: {where}", details)
