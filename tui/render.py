"""How records read on screen: exchanges, tool calls, timeline steps and knowledge entries.

Each function turns a core record into Textual Content. Stored text goes in as plain text
(never as markup), so a digest holding brackets prints as it is.
"""

from __future__ import annotations

from collections.abc import Iterable

from teambrain.core.episodes import Episode, ExecutionEvent
from teambrain.core.knowledge import CitedEpisode, KnowledgeEntry
from teambrain.core.timeline import TimelineStep
from teambrain.tui.format import duration_ms, one_line, when
from textual.content import Content

NEW = Content("\n")


def lines(*parts: Content | str) -> Content:
    return NEW.join(parts)


def title(text: str) -> Content:
    return Content.from_markup("[b $accent]$text[/]", text=text)


def muted(text: str) -> Content:
    return Content.from_markup("[$text-muted]$text[/]", text=text)


def section(heading: str, body: str | None, empty: str = "(nothing)") -> Content:
    text = body if body else empty
    return lines(title(heading), Content(text) if body else muted(text), "")


def redacted(counts: dict[str, int]) -> str:
    if not counts:
        return "nothing redacted"
    return "redacted: " + ", ".join(f"{k} ×{v}" for k, v in sorted(counts.items()))


def exchange_view(ep: Episode, steps: Iterable[TimelineStep]) -> Content:
    """An exchange in full: its sanitized digests, its tool calls, what was redacted."""
    usage = ep.usage
    tokens = (
        f" · {usage.input_tokens or 0:,} in / {usage.output_tokens or 0:,} out tokens"
        if usage.input_tokens is not None or usage.output_tokens is not None
        else ""
    )
    status = ep.status + (f" ({ep.stop_reason})" if ep.stop_reason else "")
    parts: list[Content | str] = [
        title(f"Exchange · {when(ep.started_at)} UTC · {status}"),
        muted(f"{ep.provider} {ep.model} · client {ep.client or '-'}{tokens}"),
        muted(f"session {ep.session_id}"),
        "",
    ]
    if ep.status_detail:
        parts += [section("Detail", ep.status_detail)]
    parts += [
        section("You", ep.user_digest),
        section("Response", ep.response_digest, "(no text)"),
    ]
    for step in steps:
        parts.append(step_view(step))
    parts += [muted(redacted(ep.sanitizer)), muted(f"id {ep.id}")]
    return lines(*parts)


def step_view(step: TimelineStep) -> Content:
    """One tool call of a timeline: tool, input, result, timing, error."""
    if step.result is None:
        outcome = "no result yet"
    else:
        outcome = ("error" if step.is_error else "ok") + f" after {duration_ms(step.wait_ms)}"
    return lines(
        title(f"Step {step.n} · {step.tool} · {outcome}"),
        muted(
            f"requested {when(step.requested_at)}"
            + (f" · result {when(step.result_at)}" if step.result_at else "")
        ),
        section("Input", step.input, "{}"),
        section("Result", step.result, "(not arrived)"),
    )


def event_view(ev: ExecutionEvent) -> Content:
    """A tool call found on its own (a recall hit)."""
    if ev.result_digest is None:
        outcome = "no result yet"
    else:
        outcome = "error" if ev.is_error else "ok"
    return lines(
        title(f"Tool call · {ev.tool_name} · {outcome}"),
        muted(
            f"requested {when(ev.requested_at)} UTC"
            + (f" · result {when(ev.result_at)}" if ev.result_at else "")
        ),
        muted(f"session {ev.session_id}"),
        "",
        section("Input", ev.input_digest, "{}"),
        section("Result", ev.result_digest, "(not arrived)"),
        muted(redacted(ev.sanitizer)),
        muted(f"id {ev.id}"),
    )


def citation_view(c: CitedEpisode, owner_of_entry: str = "") -> Content:
    """One cited episode as the viewer may see it."""
    if c.found:
        return lines(
            Content.from_markup(
                "[b]$at[/] [$text-muted]session $session[/]",
                at=when(c.started_at),
                session=c.session_id,
            ),
            Content(f"  {c.snippet}"),
        )
    if owner_of_entry:
        return muted(f"an episode of {owner_of_entry}'s (episodes are private to their owner)")
    return muted("not found (pruned after its retention period)")


def entry_view(entry: KnowledgeEntry, viewer: str, citations: Iterable[CitedEpisode]) -> Content:
    """A knowledge entry: text, attribution, state, counters, citation trail and history."""
    where = f"{entry.state}/{entry.visibility}" + (" · flagged" if entry.flagged else "")
    mine = entry.owner == viewer
    parts: list[Content | str] = [
        Content(entry.text),
        "",
        muted(f"{where} · {entry.origin} by {entry.owner} · filed {when(entry.created_at)}"),
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
            note = f" · {one_line(step.note, 80)}" if step.note else ""
            parts.append(
                muted(
                    f"{when(step.at)}  {step.action} by {step.actor} → "
                    f"{step.state}/{step.visibility}{note}"
                )
            )
    return lines(*parts)
