"""Bounded digests: a capped slice of sanitized text with an explicit truncation marker.

A digest never holds the raw payload; when cut it ends with `…[truncated N chars]` so a
reader always knows something is missing and how much.
"""

from __future__ import annotations

SANITIZE_MARGIN = 1024
"""Extra characters sanitized past the cap, so a secret straddling the cut is seen whole."""


def window(text: str, cap: int) -> tuple[str, int]:
    """The part of raw `text` worth sanitizing for a digest of `cap`, and how much lies beyond."""
    limit = cap + SANITIZE_MARGIN
    if len(text) <= limit:
        return text, 0
    return text[:limit], len(text) - limit


def truncation_marker(dropped: int) -> str:
    return f"…[truncated {dropped:,} chars]"


def bound(text: str, cap: int, already_dropped: int = 0) -> str:
    """Cut sanitized `text` to `cap` characters, marking how many were dropped in all."""
    if len(text) <= cap and not already_dropped:
        return text
    kept = text[:cap]
    dropped = len(text) - len(kept) + already_dropped
    return kept + truncation_marker(dropped)
