"""Record building: one raw CapturedExchange in, one sanitized, bounded CaptureRecord out.

Pure work, no I/O: the sanitizer and the store's id keys are handed in.

Invariants kept here:
- every stored string is sanitized (digests, model, client, tool names, stop reason) or,
  for ids, kept only when it is plainly an id and hashed otherwise (core/identity.py); the
  knowledge entry ids injection added are teambrain's own, kept only in the shape of its ids;
- every digest is bounded (config.digests), and says so when cut;
- an exchange's redaction counts include its tool calls' and the tool results it carries.
"""

from __future__ import annotations

import hashlib
import re
import weakref
from collections import Counter

from teambrain.core.capture.captured import CapturedExchange, CapturedToolCall
from teambrain.core.capture.digest import bound, window
from teambrain.core.clock import to_ms
from teambrain.core.config import Config
from teambrain.core.episodes.meaning import exchange_meaning
from teambrain.core.episodes.model import (
    CONTINUATION_DIGEST,
    CaptureRecord,
    Episode,
    ExecutionEvent,
    ToolResult,
)
from teambrain.core.identity import UNKEYED, IdKeys
from teambrain.core.ids import is_id, new_id
from teambrain.core.records.episodes import numbered_tool_id
from teambrain.core.sanitize.protocol import Sanitizer

Sanitized = tuple[str, dict[str, int]]
_RECALLED_CHARS = 256
"""Texts at most this long are remembered once sanitized (see `_Recalled`)."""
_RECALLED_SIZE = 1024
"""How many sanitized short texts a sanitizer's memo holds before it starts afresh."""


class _Recalled:
    """A sanitizer's results for short recurring texts: the model, the client, a tool's
    name, a stop reason, an id recur in nearly every exchange, and each call costs the
    sanitizer's whole pass however short the text (about 70 µs). Keyed by a hash, so no raw
    text outlives its exchange here; the sanitizer is deterministic, so a remembered
    result is the one a new call would give."""

    def __init__(self) -> None:
        self.found: dict[bytes, Sanitized] = {}

    def sanitize(self, sanitizer: Sanitizer, text: str) -> Sanitized:
        if len(text) > _RECALLED_CHARS:
            return sanitizer.sanitize(text)
        key = hashlib.blake2b(text.encode("utf-8", "surrogatepass"), digest_size=16).digest()
        found = self.found.get(key)
        if found is None:
            found = sanitizer.sanitize(text)
            if len(self.found) >= _RECALLED_SIZE:
                self.found.clear()
            self.found[key] = found
        return found


_recalled: weakref.WeakKeyDictionary[Sanitizer, _Recalled] = weakref.WeakKeyDictionary()


def _recalled_for(sanitizer: Sanitizer) -> _Recalled:
    """The sanitizer's memo; one that cannot be weakly referenced gets a memo of its own
    for this exchange only."""
    try:
        recalled = _recalled.get(sanitizer)
        if recalled is None:
            recalled = _recalled[sanitizer] = _Recalled()
    except TypeError:
        return _Recalled()
    return recalled


class _Redactor:
    """Sanitize-then-bound, counting what one exchange had redacted: per part and in all."""

    def __init__(self, sanitizer: Sanitizer) -> None:
        self.sanitizer = sanitizer
        self.counts: Counter[str] = Counter()
        self.total: Counter[str] = Counter()
        self._recalled = _recalled_for(sanitizer)

    def text(self, raw: str, cap: int, *, recurring: bool = False) -> str:
        """`raw` sanitized and bounded; `recurring`: a short field that recurs across
        exchanges (its result is remembered)."""
        if not raw:
            return ""
        part, beyond = window(raw, cap)
        clean, counts = self._sanitize(part) if recurring else self.sanitizer.sanitize(part)
        self.counts.update(counts)
        return bound(clean, cap, beyond)

    def _sanitize(self, text: str) -> Sanitized:
        return self._recalled.sanitize(self.sanitizer, text)

    def line(self, raw: str, cap: int) -> str:
        """A one-line field (model, client, tool name): control characters become spaces."""
        return self.text(_CONTROLS.sub(" ", raw).strip(), cap, recurring=True)

    def json_text(self, raw: str, cap: int) -> str:
        part, beyond = window(raw, cap)
        if beyond:  # too long to parse whole: treat the window as plain text
            return self.text(raw, cap)
        clean, counts = self.sanitizer.sanitize_json(part)
        self.counts.update(counts)
        return bound(clean, cap)

    def unchanged(self, raw: str) -> bool:
        """Whether the sanitizer leaves `raw` as it is (what it finds is counted)."""
        clean, counts = self._sanitize(raw)
        self.counts.update(counts)
        return clean == raw and not counts

    def take(self) -> dict[str, int]:
        """What was redacted since the last take (also kept in `total`)."""
        counts, self.counts = dict(self.counts), Counter()
        self.total.update(counts)
        return counts


_CONTROLS = re.compile(r"[\x00-\x1f\x7f-\x9f]+")
_SHORT = 200
"""Cap, in characters, of one-line fields: model, client, tool name, stop reason."""


class _StoredIds:
    """Raw ids to stored ids for one exchange (memoized: a call and its result agree)."""

    def __init__(self, keys: IdKeys, redactor: _Redactor) -> None:
        self.keys = keys
        self._redactor = redactor
        self._memo: dict[tuple[str, str], str] = {}

    def __call__(self, kind: str, raw: str) -> str:
        found = self._memo.get((kind, raw))
        if found is None:
            found = self._memo[(kind, raw)] = self.keys.stored(kind, raw, self._redactor.unchanged)
        return found

    def calls(self, calls: list[CapturedToolCall], episode_id: str) -> list[str]:
        """Stored ids of one response's calls, unique within it.

        A call without an id gets one of its own (no result can name it); calls sharing an
        id are `id`, `id#2`, `id#3`... so results of that id attach in order.
        """
        seen: Counter[str] = Counter()
        out = []
        for i, call in enumerate(calls):
            base = self("tool", call.tool_id) or self.keys.hashed("tool", f"\x00{episode_id}/{i}")
            seen[base] += 1
            out.append(numbered_tool_id(base, seen[base]))
        return out


def build_record(
    cap: CapturedExchange,
    sanitizer: Sanitizer,
    config: Config,
    keys: IdKeys = UNKEYED,
    *,
    embed: bool = True,
) -> CaptureRecord:
    """Sanitize and bound everything of one exchange that will be stored, and (`embed`)
    compute the meaning recall ranks it by from its sanitized digests.

    `keys` are the store's (the capture worker passes them); the episode's redaction counts
    include its tool calls' and the tool results it carries.
    """
    d = config.digests
    r = _Redactor(sanitizer)
    ids = _StoredIds(keys, r)
    episode_id = new_id(to_ms(cap.started_at))
    session = ids("session", cap.session_id)
    user = (
        CONTINUATION_DIGEST
        if cap.continuation and not cap.user_text
        else r.text(cap.user_text, d.user)
    )
    prompt = ""
    if cap.agent_id and user != CONTINUATION_DIGEST:  # a subagent: not the person's words
        user, prompt = "", user
    episode = Episode(
        id=episode_id,
        owner=cap.owner,
        session_id=session,
        provider=cap.provider,
        model=r.line(cap.model, _SHORT),
        client=r.line(cap.client, _SHORT),
        started_at=cap.started_at,
        ended_at=cap.ended_at,
        first_byte_at=cap.first_byte_at,
        user_digest=user,
        response_digest=r.text(cap.response_text, d.response),
        continuation=cap.continuation,
        status=cap.status,
        status_detail=r.text(cap.status_detail, 500),
        stop_reason=r.line(cap.stop_reason, _SHORT),
        response_id=ids("response", cap.response_id),
        usage=cap.usage,
        tool_use_ids=ids.calls(cap.tool_calls, episode_id),
        agent_id=ids("agent", cap.agent_id),
        parent_agent_id=ids("agent", cap.parent_agent_id),
        prompt_digest=prompt,
        injected=[i for i in cap.injected if is_id(i)],
    )
    r.take()
    events = []
    for call, tool_id in zip(cap.tool_calls, episode.tool_use_ids, strict=True):
        inline = call.result is not None
        events.append(
            ExecutionEvent(
                id=new_id(to_ms(cap.ended_at)),
                owner=cap.owner,
                session_id=session,
                exchange_id=episode_id,
                tool_id=tool_id,
                tool_name=r.line(call.name, _SHORT),
                input_digest=r.json_text(call.input_json or "{}", d.tool_input),
                requested_at=cap.ended_at,
                result_digest=r.text(call.result or "", d.tool_result) if inline else None,
                is_error=call.is_error if inline else None,
                result_at=cap.ended_at if inline else None,
                result_exchange_id=episode_id if inline else None,
                sanitizer=r.take(),
            )
        )
    results = []
    for res in cap.tool_results:
        tool_id = ids("tool", res.tool_id)
        digest = r.text(res.content, d.tool_result)
        results.append(
            ToolResult(
                tool_id=tool_id, result_digest=digest, is_error=res.is_error, sanitizer=r.take()
            )
        )
    chain_from = ids("response", cap.chain_from)
    r.take()
    episode.sanitizer = dict(r.total)
    return CaptureRecord(
        episode=episode,
        events=events,
        results=results,
        chain_from=chain_from,
        fallback="" if session else keys.seed(cap.owner, cap.provider, cap.session_seed),
        idle_seconds=config.capture.session_idle_minutes * 60.0,
        meaning=exchange_meaning(episode.user_digest, episode.response_digest) if embed else b"",
    )
