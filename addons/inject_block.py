"""The knowledge block injection adds: which approved lessons, framed how.

A block holds the owner's most relevant approved lessons for a conversation (chosen by the
knowledge search's index), framed by a marker so it is never added twice. Where it goes in
a request, and which words choose it, each provider's module declares (its `place`: after
the client's own leading system/developer content, so the provider's prompt cache keeps
working). No mitmproxy here.
"""

from __future__ import annotations

import re
import weakref
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from teambrain.addons.providers.placing import MARKER
from teambrain.core.knowledge.search import KnowledgeIndex

__all__ = [
    "BLOCK_CLOSE",
    "BLOCK_INTRO",
    "MARKER",
    "Choice",
    "choose",
    "entry_line",
    "render_block",
    "rendered",
]

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
