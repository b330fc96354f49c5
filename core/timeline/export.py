"""The timeline's export: an archival record for audit, never something to run.

JSON with a documented schema (docs/timeline-schema.json), `"executable": false` and a
sha256 content hash over the record, or Markdown for reading. It holds no request, no
header and no script: nothing in teambrain re-runs a tool or replays a request, and nothing
in an export is meant to be fed back. Both are inert for a terminal and a Markdown renderer.
"""

from __future__ import annotations

import hashlib
import json
import re
from datetime import datetime
from typing import Any

import msgspec
from teambrain.core.clock import Clock, system_clock
from teambrain.core.inert import inert_json, one_line, printable
from teambrain.core.present import SECONDS, duration, when
from teambrain.core.store import Store
from teambrain.core.timeline.sessions import Timeline, timeline

EXPORT_FORMAT = "teambrain.timeline"
EXPORT_SCHEMA_VERSION = 3
NOTICE = (
    "An archival record for audit. Nothing in it is meant to be run: teambrain never "
    "re-runs a tool or replays a request, and this record holds no request that could be."
)


# -- export ------------------------------------------------------------------------------


def canonical_json(data: Any) -> bytes:
    """The bytes the content hash is taken over: sorted keys, no whitespace, UTF-8."""
    return json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False).encode()


def content_hash(record: Any) -> str:
    """`sha256:<hex>` over the canonical JSON of a record (plain data)."""
    return "sha256:" + hashlib.sha256(canonical_json(record)).hexdigest()


def content_hash_of(t: Timeline) -> str:
    """The content hash of a timeline's JSON record, as its JSON export states it."""
    return content_hash(msgspec.to_builtins(t))


def export_record(
    store: Store, owner: str, session_ref: str, *, clock: Clock = system_clock
) -> dict[str, Any]:
    """The JSON export (docs/timeline-schema.json) of one of the owner's sessions."""
    return _export(timeline(store, owner, session_ref), clock())


def _export(t: Timeline, at: datetime) -> dict[str, Any]:
    record = msgspec.to_builtins(t)
    return {
        "format": EXPORT_FORMAT,
        "schema_version": EXPORT_SCHEMA_VERSION,
        "executable": False,
        "notice": NOTICE,
        "exported_at": msgspec.to_builtins(at),
        "content_hash": content_hash(record),
        "record": record,
    }


def export_json(store: Store, owner: str, session_ref: str, *, clock: Clock = system_clock) -> str:
    """The JSON export as text: C1 controls spelled as escapes, so it is inert in a terminal."""
    record = export_record(store, owner, session_ref, clock=clock)
    return inert_json(json.dumps(record, indent=2, ensure_ascii=False).encode()).decode()


def export_markdown(
    store: Store, owner: str, session_ref: str, *, clock: Clock = system_clock
) -> str:
    """The same record for reading: the conversation, each step under the turn that asked.

    Inert under any CommonMark renderer (invariant 14): every captured text sits in a fenced
    block longer than any fence inside it, so nothing in it renders (no images, links, HTML,
    headings); the few inline values (ids, names, models) have every ASCII punctuation
    character that can start markup or a link backslash-escaped and no line breaks, so a
    linkifying renderer finds no URL in them either (code blocks are never linkified);
    control characters are shown, not sent.
    """
    t = timeline(store, owner, session_ref)
    exported = _export(t, clock())
    s = t.session
    models = ", ".join(_inline(m) for m in s.models) or "no model"
    lines = [
        f"# Session {_inline(s.session_id)}",
        "",
        f"> **Archival record, not executable.** {NOTICE}",
        "",
        f"- Owner: {_inline(t.owner)}",
        f"- Span: {_at(s.started_at)} to {_at(s.ended_at)} UTC",
        f"- Client: {_inline(s.client or 'unknown')} ({_inline(s.provider)}; {models})",
        f"- Exchanges: {s.exchanges}; steps: {s.steps}; errors: {s.errors}"
        f" ({s.tool_errors} tool, {s.failed_exchanges} exchange); unanswered: {s.unanswered}",
        f"- Tools: {', '.join(_inline(t) for t in s.tools) or 'none'}",
        f"- Content hash of the JSON record: `{exported['content_hash']}`",
        f"- Exported: {exported['exported_at']}",
    ]
    steps = {step.n: step for step in t.steps}
    for ex in t.exchanges:
        stop = f" ({_inline(ex.stop_reason)})" if ex.stop_reason else ""
        who = f" · agent {_inline(ex.agent)}" if ex.agent else ""
        if ex.spawned_by is not None:
            who += f" (spawned by step {ex.spawned_by})"
        said = (
            ["**Prompt from the spawning agent:**", "", *_fenced(ex.prompt or "(nothing)")]
            if ex.agent
            else ["**User:**", "", *_fenced(ex.user or "(nothing)")]
        )
        lines += [
            "",
            f"## Turn {ex.n}{who} · {_at(ex.started_at)} · {_inline(ex.model or 'model?')} · "
            f"{_inline(ex.status)}{stop} · {duration(ex.duration_ms)}",
            "",
            *said,
            "",
            "**Assistant:**",
            "",
            *_fenced(ex.assistant or "(no text)"),
        ]
        for n in ex.steps:
            step = steps[n]
            outcome = (
                "no result yet"
                if step.result is None
                else ("error" if step.is_error else "ok") + f" after {duration(step.wait_ms)}"
            )
            lines += [
                "",
                f"### Step {step.n}: {_inline(step.tool)} ({outcome})",
                "",
                f"Requested {_at(step.requested_at)}"
                + (f", result {_at(step.result_at)}" if step.result_at else ""),
                "",
                "Input:",
                "",
                *_fenced(step.input),
                "",
                "Result:",
                "",
                *_fenced(step.result if step.result is not None else "(not arrived)"),
            ]
    return "\n".join(lines) + "\n"


def _at(at: datetime) -> str:
    return when(at, SECONDS)


_MARKUP = re.compile(r"([\\`*_\[\]<>!&~|{}#:.@])")
"""The characters that can open markup inside a line: escaped, the rest stays readable.
`:`, `.` and `@` too: a linkifying renderer (GitHub's, markdown-it's `linkify`) turns a bare
`https://...`, `www.x.com`, `x.com` or `a@x.com` into a live link, and an escaped character
splits the text it looks in, so no URL, domain or address is found."""


def _inline(text: str) -> str:
    """A captured value inside a line of Markdown: one line, controls shown, markup escaped."""
    return _MARKUP.sub(r"\\\1", one_line(text))


def _fenced(text: str) -> list[str]:
    """A plain-text fence longer than any run of tildes inside, so content cannot close it."""
    text = printable(text)
    run, fence = 0, 3
    for ch in text:
        run = run + 1 if ch == "~" else 0
        fence = max(fence, run + 1)
    return [("~" * fence) + "text", *text.splitlines(), "~" * fence]
