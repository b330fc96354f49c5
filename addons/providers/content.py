"""Turning provider message content into the few texts teambrain keeps.

- `strip_harness` removes what an agent harness injects into user turns (Claude Code's
  `<system-reminder>` blocks, Codex's `<environment_context>`): those are not the person's
  words. `Harness` describes one client's injections (its tags and notices) for a provider
  that knows more of them (Claude Code's: addons/providers/anthropic.py).
- `flatten` reduces any content (a string, blocks, tool output objects) to readable text.
- `last_user_turn` finds the person's last turn: the user-side messages after the last
  assistant turn. Everything before it is resent history and is never taken again, so a
  tool result is captured once, in the request that first carries it.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from teambrain.addons.providers.base import RequestInfo, text_field
from teambrain.core.capture.captured import CapturedToolResult, as_json_text

HARNESS_TAGS = ("system-reminder", "environment_context", "user_instructions")

_MAX_DEPTH = 24
_MARKERS = {
    "image": "[image]",
    "image_url": "[image]",
    "input_image": "[image]",
    "document": "[document]",
    "file": "[file]",
    "input_file": "[file]",
    "input_audio": "[audio]",
}
_TEXT_KEYS = (
    "title",
    "url",
    "stdout",
    "stderr",
    "output",
    "content",
    "result",
    "refusal",
    "error_code",
    "message",
)


class Harness:
    """What one harness writes into user turns: blocks under its tags (attributes allowed)
    and notices, each a regular expression matching a whole line."""

    def __init__(self, tags: tuple[str, ...], notices: tuple[str, ...] = ()) -> None:
        names = "|".join(re.escape(t) for t in tags)
        self._span = re.compile(rf"<({names})(?:\s[^<>]*)?>.*?</\1>", re.DOTALL)
        self._open = re.compile(rf"(?:^|\n)[ \t]*<({names})(?:\s[^<>]*)?>")
        self._notice = (
            re.compile(r"^[ \t]*(?:" + "|".join(notices) + r")[ \t]*$", re.MULTILINE)
            if notices
            else None
        )

    def strip(self, text: str) -> str:
        """`text` without harness blocks and notices.

        A block opened on a line of its own and never closed runs to the end; a tag merely
        mentioned inside a sentence is the person's text.
        """
        if self._notice is not None:
            text = self._notice.sub("", text)
        if "<" not in text:
            return text.strip()
        text = self._span.sub("", text)
        opened = self._open.search(text)
        if opened:
            text = text[: opened.start()]
        return text.strip()


_GENERIC = Harness(HARNESS_TAGS)


def strip_harness(text: str) -> str:
    """`text` without the harness blocks every client may send (`HARNESS_TAGS`)."""
    return _GENERIC.strip(text)


def flatten(value: Any, depth: int = 0) -> str:
    """Readable text of any content: strings, block lists, tool output objects.

    Media becomes a marker (`[image]`); opaque fields (encrypted content, signatures,
    base64 data) are left out.
    """
    if isinstance(value, str):
        return value
    if depth > _MAX_DEPTH:
        return ""
    if isinstance(value, list):
        parts = (flatten(v, depth + 1) for v in value)
        return "\n".join(p for p in parts if p)
    if not isinstance(value, dict):
        return ""
    marker = media_marker(value.get("type"))
    if marker:
        return marker
    text = value.get("text")
    if isinstance(text, str):
        return text
    parts = (flatten(value[k], depth + 1) for k in _TEXT_KEYS if k in value)
    return "\n".join(p for p in parts if p)


def media_marker(kind: Any) -> str:
    """`[image]`, `[document]`... for a media block type; empty for anything else."""
    return _MARKERS.get(kind, "") if isinstance(kind, str) else ""


def human_texts(content: Any, strip: Callable[[str], str] = strip_harness) -> list[str]:
    """The person's words in message content (a string or parts), harness removed by `strip`.

    Text parts are kept, media becomes a marker, anything else carries no words; empty
    texts are left out.
    """
    parts = [content] if isinstance(content, str) else content if isinstance(content, list) else []
    texts = []
    for part in parts:
        if isinstance(part, str):
            text = strip(part)
        elif isinstance(part, dict):
            raw = part.get("text")
            text = strip(raw) if isinstance(raw, str) else media_marker(part.get("type"))
        else:
            continue
        if text:
            texts.append(text)
    return texts


def json_args(value: Any) -> str:
    """A tool call's arguments as compact JSON text; empty or missing means `{}`.

    Text that is not JSON (a free-form tool input, or arguments the model got wrong) is
    kept whole as a JSON string, so the result is always valid JSON.
    """
    if value is None or value == "":
        return "{}"
    if isinstance(value, str):
        try:
            value = json.loads(value)
        except (ValueError, RecursionError):
            pass
    try:
        return as_json_text(value)
    except (ValueError, RecursionError):  # absurd nesting: say so rather than lose the call
        return '"[arguments nested too deeply to keep]"'


def system_text(value: Any) -> str:
    """A system prompt given as a string or as text blocks."""
    return flatten(value)


USER, ASSISTANT, OTHER = "user", "assistant", "other"


class Said:
    """One message of a conversation, reduced to what turn-finding needs.

    `side` is USER (the person, or tool results sent for them), ASSISTANT or OTHER
    (system, unknown roles). The texts (human-authored, harness removed, none empty) and
    the tool results are read only when asked for, each on its own: a long conversation's
    resent history is never read at all.
    """

    __slots__ = ("side", "_texts", "_results")

    def __init__(
        self,
        side: str,
        texts: list[str] | Callable[[], list[str]] | None = None,
        results: list[CapturedToolResult] | Callable[[], list[CapturedToolResult]] | None = None,
    ) -> None:
        self.side = side
        self._texts = texts or []
        self._results = results or []

    @property
    def texts(self) -> list[str]:
        if callable(self._texts):
            self._texts = self._texts()
        return self._texts

    @property
    def results(self) -> list[CapturedToolResult]:
        if callable(self._results):
            self._results = self._results()
        return self._results


@dataclass
class UserTurn:
    text: str = ""
    continuation: bool = False
    results: list[CapturedToolResult] = field(default_factory=list)


def last_user_turn(conversation: list[Said]) -> UserTurn:
    """The user-side messages after the last assistant turn, merged.

    Trailing assistant messages (a prefill) are passed over: the turn they follow is the
    person's. System and unknown-role messages neither end nor join a turn.
    """
    end = len(conversation)
    while end and conversation[end - 1].side == ASSISTANT:
        end -= 1
    start = end
    while start and conversation[start - 1].side != ASSISTANT:
        start -= 1
    turn = [m for m in conversation[start:end] if m.side == USER]
    texts = [t for m in turn for t in m.texts]
    results = [r for m in turn for r in m.results]
    text = "\n\n".join(texts)
    return UserTurn(text=text, continuation=bool(results) and not text, results=results)


def request_info(
    req: dict[str, Any], conversation: list[Said], system: str, hint: Any = None
) -> RequestInfo:
    """What every provider reads off a request the same way: model, stream, the last turn."""
    turn = last_user_turn(conversation)
    return RequestInfo(
        model=text_field(req, "model"),
        stream=req.get("stream") is True,
        user_text=turn.text,
        continuation=turn.continuation,
        tool_results=turn.results,
        session_hint=hint if isinstance(hint, str) and hint else None,
        session_seed=session_seed(system, conversation),
    )


def session_seed(system: str, conversation: list[Said]) -> str:
    """System prompt plus the first user message: the same on every turn of a conversation."""
    first = next((m for m in conversation if m.side == USER and m.texts), None)
    return system + "\n\x1e\n" + ("\n\n".join(first.texts) if first else "")


def tool_results(tool_id: Any, content: Any, is_error: Any = False) -> list[CapturedToolResult]:
    """A tool result of a request, harness removed; none without a usable id."""
    if not isinstance(tool_id, str) or not tool_id:
        return []
    content = strip_harness(flatten(content))
    return [CapturedToolResult(tool_id=tool_id, content=content, is_error=is_error is True)]
