"""What every provider's Place shares: the block's marker and the reading of a request's JSON.

Each provider module declares where injection's block goes in its requests (a Place, see
base.py); the pieces they have in common live here, so a new provider's Place is a few
lines. Plain JSON in, plain JSON out.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from teambrain.addons.providers.content import human_texts

MARKER = "<teambrain-knowledge>"
"""Opens every block; a request holding it anywhere we put blocks gets no second one."""


class SystemPlace:
    """A Place whose block never goes into a chain's items (the usual case)."""

    @staticmethod
    def leads(req: dict[str, Any]) -> bool:
        return False


def texts(content: Any) -> tuple[str, ...]:
    """The text of a system prompt: a string, or blocks/parts with `text`."""
    if isinstance(content, str):
        return (content,)
    if isinstance(content, list):
        return tuple(p["text"] for p in content if isinstance(p, dict) and "text" in p)
    return ()


def holds_marker(content: Any) -> bool:
    return any(isinstance(t, str) and MARKER in t for t in texts(content))


def leading_holds(messages: Any) -> bool:
    """Whether one of the leading system/developer messages (or input items) holds a block."""
    if not isinstance(messages, list):
        return False
    return any(holds_marker(m.get("content")) for m in messages[: leading_system(messages)])


def last_words(
    messages: Any, is_user: Callable[[dict[str, Any]], bool], key: str = "content"
) -> str:
    """The person's latest words: the last user message holding any (harness text removed);
    `key` names the message's content (`parts` in some wire formats)."""
    if isinstance(messages, list):
        for message in reversed(messages):
            if isinstance(message, dict) and is_user(message):
                found = human_texts(message.get(key))
                if found:
                    return "\n\n".join(found)
    return ""


def is_user(message: dict[str, Any]) -> bool:
    return message.get("role") == "user"


def leading_system(messages: list[Any]) -> int:
    """How many messages (or Responses input items) at the start have a system or developer
    role (Codex's first item, `additional_tools`, has one and no content)."""
    n = 0
    while n < len(messages) and isinstance(messages[n], dict):
        if messages[n].get("role") not in ("system", "developer"):
            break
        n += 1
    return n


def append_text(existing: Any, block: str) -> str | None:
    """A string prompt with the block after it; None if the prompt is not a string."""
    if existing is None or existing == "":
        return block
    if isinstance(existing, str):
        return existing + "\n\n" + block
    return None
