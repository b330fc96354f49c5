"""What the rest of teambrain needs of a sanitizer, without loading one.

The engine (sanitize/engine.py) provides it; capture, the knowledge base and reflection take
any object with this shape, so tests and callers can pass the real engine or a stand-in.
"""

from __future__ import annotations

from typing import Protocol


class Sanitizer(Protocol):
    """Both methods return (sanitized text, entity type -> count redacted) or raise
    SanitizerError: a caller that cannot sanitize stores nothing (fail-closed)."""

    def sanitize(self, text: str) -> tuple[str, dict[str, int]]: ...

    def sanitize_json(self, text: str) -> tuple[str, dict[str, int]]:
        """The same for JSON text, value by value (keys kept, secret-named keys' values cut)."""
        ...
