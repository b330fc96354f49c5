"""How records read on screen: exchanges, tool calls, timeline steps and knowledge entries.

Each function turns a core record into Textual Content. Stored text goes in as plain text
(never as markup), so a digest holding brackets prints as it is.
"""

from __future__ import annotations

from collections.abc import Iterable

from teambrain.core.episodes.model import ExecutionEvent
from teambrain.core.inert import one_line, printable
from teambrain.core.knowledge.entries import CitedEpisode, KnowledgeEntry, where
from teambrain.core.present import cost_and_timing, redactions, usage_line
from teambrain.core.service.facade import ExchangeView
from teambrain.tui.format import cut, duration_ms, when
from textual.content import Content

NEW = Content("\n")


def lines(*parts: Content | str) -> Content:
    return NEW.join(parts)


def plain(text: str) -> Content:
    """Stored text as inert content: control characters shown, never sent to the terminal."""
    return Content(printable(text))


def title(text: str) -> Content:
    return Content.from_markup("[b $accent]$text[/]", text=one_line(text))


def muted(text: str) -> Content:
    return Content.from_markup("[$text-muted]$text[/]", text=printable(text))


def section(heading: str, body: str | None, empty: str = "(nothing)") -> Content:
    text = body if body else empty
    return lines(title(heading), plain(text) if body else muted(text), "")


def exchange_view(view: ExchangeView) -> Content:
    """An exchange in full: its sanitized digests, its tool calls, what was redacted."""
    ep = view.episode
    tokens = usage_line(ep.usage, " / ")
    status = ep.status + (f" ({ep.stop_reason})" if ep.stop_reason else "")
    parts: list[Content | str] = [
        title(f"Exchange · {when(ep.started_at)} UTC · {status}"),
        muted(f"{ep.provider} {ep.model} · client {ep.client or '-'}"),
        muted(f"session {ep.session_id}" + (f" · tokens {tokens}" if tokens else "")),
        muted(cost_and_timing(view.cost, ep.usage, ep.started_at, ep.first_byte_at, ep.ended_at)),
        "",
    ]
    if ep.status_detail:
        parts += [section("Detail", ep.status_detail)]
    parts += [
        section("You", ep.user_digest, "(tool results only)"),
        section("Response", ep.response_digest, "(no text)"),
    ]
    for n, ev in enumerate(view.calls, 1):
        parts.append(call_view(n, ev, focused=ev.id == view.focus))
    redacted = redactions([ep.sanitizer, *(ev.sanitizer for ev in view.calls)])
    parts += [
        muted(f"redacted: {redacted}" if redacted else "nothing redacted"),
        muted(f"id {ep.id}"),
    ]
    return lines(*parts)


def call_view(n: int, ev: ExecutionEvent, *, focused: bool = False) -> Content:
    """One tool call of an exchange: tool, input, result, timing, error."""
    if ev.result_digest is None:
        outcome = "no result yet"
    else:
        wait = (
            None
            if ev.result_at is None
            else int((ev.result_at - ev.requested_at).total_seconds() * 1000)
        )
        outcome = ("error" if ev.is_error else "ok") + f" after {duration_ms(wait)}"
    mark = " ◀" if focused else ""
    return lines(
        title(f"Tool call {n} · {ev.tool_name} · {outcome}{mark}"),
        muted(
            f"requested {when(ev.requested_at)}"
            + (f" · result {when(ev.result_at)}" if ev.result_at else "")
            + f" · id {ev.id}"
        ),
        section("Input", ev.input_digest, "{}"),
        section("Result", ev.result_digest, "(not arrived)"),
    )


def citation_view(c: CitedEpisode, owner_of_entry: str = "") -> Content:
    """One cited episode as the viewer may see it."""
    if c.found:
        return lines(
            Content.from_markup(
                "[b]$at[/] [$text-muted]session $session[/]",
                at=when(c.started_at),
                session=one_line(c.session_id),
            ),
            plain(f"  {c.snippet}"),
        )
    if owner_of_entry:
        return muted(f"an episode of {owner_of_entry}'s (episodes are private to their owner)")
    return muted("not found (pruned after its retention period)")


def entry_view(entry: KnowledgeEntry, viewer: str, citations: Iterable[CitedEpisode]) -> Content:
    """A knowledge entry: text, attribution, state, counters, citation trail and history."""
    mine = entry.owner == viewer
    parts: list[Content | str] = [
        plain(entry.text),
        "",
        muted(f"{where(entry)} · {entry.origin} by {entry.owner} · filed {when(entry.created_at)}"),
    ]
    if entry.decided_at:
        parts.append(muted(f"{entry.state} by {entry.decided_by} {when(entry.decided_at)}"))
    if entry.flag_reason:
        parts.append(muted(f"why flagged: {entry.flag_reason}"))
    parts.append(
        muted(
            f"retrieved {entry.retrieved_count}× (last {when(entry.last_retrieved_at)}) · "
            f"injected {entry.injected_count}× (last {when(entry.last_injected_at)})"
        )
    )
    parts += ["", title(f"Citations ({len(entry.citations)})")]
    cited = list(citations)
    if not cited:
        parts.append(muted("none (a deliberate save)"))
    for c in cited:
        parts.append(citation_view(c, "" if mine else entry.owner))
    if mine:
        parts += ["", title("History")]
        for step in entry.history:
            note = f" · {cut(step.note, 80)}" if step.note else ""
            parts.append(
                muted(
                    f"{when(step.at)}  {step.action} by {step.actor} → "
                    f"{step.state}/{step.visibility}{note}"
                )
            )
    return lines(*parts)
