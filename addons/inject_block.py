"""The knowledge block injection adds: which approved lessons, framed how, placed where.

A block holds the owner's most relevant approved lessons for a conversation (chosen by the
knowledge search's index), framed by a marker so it is never added twice; each provider's
request shape says where it goes (after the client's own leading system/developer content,
so the provider's prompt cache keeps working) and which words choose it. Plain JSON in,
plain JSON out: no mitmproxy here.
"""

from __future__ import annotations

import re
import weakref
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from teambrain.addons.providers.content import human_texts
from teambrain.core.knowledge.search import KnowledgeIndex

MARKER = "<teambrain-knowledge>"
"""Opens every block; a request holding it anywhere we put blocks gets no second one."""
BLOCK_CLOSE = "</teambrain-knowledge>"
BLOCK_INTRO = (
    "Approved lessons from this team's knowledge base (teambrain). Apply them where they fit:"
)
_FRAME_CHARS = len(MARKER) + len(BLOCK_INTRO) + len(BLOCK_CLOSE) + 2
_TAG = re.compile(r"teambrain-knowledge", re.IGNORECASE)


# -- the block ----------------------------------------------------------------------------


def entry_line(text: str) -> str:
    """One entry as a line of the block: the marker's name defused, continuation indented."""
    text = _TAG.sub("teambrain knowledge", text.strip())
    return "- " + "\n  ".join(line.rstrip() for line in text.splitlines())


def render_block(texts: Iterable[str]) -> str:
    """The block for these entry texts (always the same bytes for the same texts)."""
    return "\n".join([MARKER, BLOCK_INTRO, *(entry_line(t) for t in texts), BLOCK_CLOSE])


@dataclass(slots=True)
class Choice:
    """The block chosen for a session (None: nothing relevant) and what it was chosen from."""

    block: str | None
    ids: tuple[str, ...]
    index: KnowledgeIndex


_TEXTS: weakref.WeakKeyDictionary[KnowledgeIndex, dict[str, str]] = weakref.WeakKeyDictionary()
"""Each scope's entry texts by id, made once per scope (a scope is rebuilt, never changed)."""


def rendered(index: KnowledgeIndex, ids: Sequence[str]) -> Choice:
    """The choice of these entries, all in `index`: the same bytes `choose` gave for them
    (an approved entry's text never changes), so any process renders a stored choice alike."""
    if not ids:
        return Choice(None, (), index)
    texts = _TEXTS.get(index)
    if texts is None:
        texts = _TEXTS[index] = {e.id: e.text for e in index.entries}
    return Choice(render_block(texts[i] for i in ids), tuple(ids), index)


def choose(index: KnowledgeIndex, conversation: str, max_entries: int, max_chars: int) -> Choice:
    """The most relevant entries for a conversation that fit the budget, as one block."""
    texts: list[str] = []
    ids: list[str] = []
    size = _FRAME_CHARS
    for entry, _ in index.relevant(conversation, max_entries * 4):
        line = entry_line(entry.text)
        if size + len(line) + 1 > max_chars:
            continue  # a shorter one further down may still fit
        texts.append(entry.text)
        ids.append(entry.id)
        size += len(line) + 1
        if len(ids) >= max_entries:
            break
    return Choice(render_block(texts) if ids else None, tuple(ids), index)


# -- where the block goes, per provider (plain JSON in, plain JSON out) --------------------


def _texts(content: Any) -> tuple[str, ...]:
    """The text of a system prompt: a string, or blocks/parts with `text`."""
    if isinstance(content, str):
        return (content,)
    if isinstance(content, list):
        return tuple(p["text"] for p in content if isinstance(p, dict) and "text" in p)
    return ()


def _last_words(messages: Any, is_user: Callable[[dict[str, Any]], bool]) -> str:
    """The person's latest words: the last user message holding any (harness text removed)."""
    if isinstance(messages, list):
        for message in reversed(messages):
            if isinstance(message, dict) and is_user(message):
                texts = human_texts(message.get("content"))
                if texts:
                    return "\n\n".join(texts)
    return ""


def _is_user(message: dict[str, Any]) -> bool:
    return message.get("role") == "user"


def _is_user_item(item: dict[str, Any]) -> bool:
    return item.get("type", "message") == "message" and item.get("role") == "user"


def _holds_marker(content: Any) -> bool:
    return any(isinstance(t, str) and MARKER in t for t in _texts(content))


def _leading_system(messages: list[Any]) -> int:
    """How many messages (or Responses input items) at the start have a system or developer
    role (Codex's first item, `additional_tools`, has one and no content)."""
    n = 0
    while n < len(messages) and isinstance(messages[n], dict):
        if messages[n].get("role") not in ("system", "developer"):
            break
        n += 1
    return n


def _append_text(existing: Any, block: str) -> str | None:
    """A string prompt with the block after it; None if the prompt is not a string."""
    if existing is None or existing == "":
        return block
    if isinstance(existing, str):
        return existing + "\n\n" + block
    return None


class AnthropicSystem:
    """Anthropic Messages: the block is the last `system` text block (after the client's
    cache breakpoints, which stay where they are); a string system prompt stays a string."""

    @staticmethod
    def holds(req: dict[str, Any]) -> bool:
        return _holds_marker(req.get("system"))

    @staticmethod
    def words(req: dict[str, Any]) -> str:
        return _last_words(req.get("messages"), _is_user)

    @staticmethod
    def add(req: dict[str, Any], block: str) -> bool:
        system = req.get("system")
        if isinstance(system, list) and all(isinstance(b, dict) for b in system):
            req["system"] = [*system, {"type": "text", "text": block}]
            return True
        text = _append_text(system, block)
        if text is None:
            return False
        req["system"] = text
        return True


class OpenAIChatSystem:
    """OpenAI Chat Completions: a message after the leading system/developer messages, with
    the role the client uses there (developer if its last leading message is one)."""

    @staticmethod
    def holds(req: dict[str, Any]) -> bool:
        messages = req.get("messages")
        if not isinstance(messages, list):
            return False
        return any(_holds_marker(m.get("content")) for m in messages[: _leading_system(messages)])

    @staticmethod
    def words(req: dict[str, Any]) -> str:
        return _last_words(req.get("messages"), _is_user)

    @staticmethod
    def add(req: dict[str, Any], block: str) -> bool:
        messages = req.get("messages")
        if not isinstance(messages, list):
            return False
        n = _leading_system(messages)
        role = messages[n - 1]["role"] if n else "system"
        req["messages"] = [*messages[:n], {"role": role, "content": block}, *messages[n:]]
        return True


class OpenAIResponsesSystem:
    """OpenAI Responses: a message after the leading system/developer input items (Codex sends
    its base prompt as the first input item and no `instructions`), with the role of the last
    of them; with none, after the client's `instructions` (a string), or as `instructions`.

    A request continuing a response (`previous_response_id`) is the addon's to judge: the
    provider holds the earlier input items, so where the chain's block went decides."""

    @staticmethod
    def holds(req: dict[str, Any]) -> bool:
        if _holds_marker(req.get("instructions")):
            return True
        items = req.get("input")
        if not isinstance(items, list):
            return False
        return any(_holds_marker(i.get("content")) for i in items[: _leading_system(items)])

    @staticmethod
    def words(req: dict[str, Any]) -> str:
        given = req.get("input")
        return given if isinstance(given, str) else _last_words(given, _is_user_item)

    @staticmethod
    def leads(req: dict[str, Any]) -> bool:
        """Whether the request opens with system/developer items (the block goes after them)."""
        items = req.get("input")
        return isinstance(items, list) and _leading_system(items) > 0

    @staticmethod
    def add(req: dict[str, Any], block: str) -> bool:
        items = req.get("input")
        n = _leading_system(items) if isinstance(items, list) else 0
        if n:
            assert isinstance(items, list)
            role = items[n - 1]["role"]
            message = {
                "type": "message",
                "role": role,
                "content": [{"type": "input_text", "text": block}],
            }
            req["input"] = [*items[:n], message, *items[n:]]
            return True
        text = _append_text(req.get("instructions"), block)
        if text is None:
            return False
        req["instructions"] = text
        return True


PLACES: dict[str, Any] = {
    "anthropic": AnthropicSystem,
    "openai-chat": OpenAIChatSystem,
    "openai-responses": OpenAIResponsesSystem,
}
"""Provider name -> where its block goes (`holds`, `add`) and what it is chosen by (`words`)."""
