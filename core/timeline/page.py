"""The shareable session page: one self-contained, inert HTML file of a session's timeline.

A person hands it to a teammate to read in a browser. It is inert by two fences, each enough
alone (invariant 14): every captured string is HTML-escaped (controls and bidirectional
formatting shown, not sent), so no markup of the capture's becomes an element; and a
Content-Security-Policy forbids every script, frame, image, font, form and fetch, allowing
only the page's own stylesheet by its hash. The page loads nothing: no script, no external
resource, no link. It shows the session's turns with their figures (tokens, duration, cost),
what each turn changed in the context, and each tool call with its input and result digests.
"""

from __future__ import annotations

import base64
import hashlib
from datetime import datetime
from html import escape

from teambrain.core.clock import Clock, system_clock
from teambrain.core.inert import one_line, printable
from teambrain.core.present import SECONDS, duration, money, when
from teambrain.core.store import Store
from teambrain.core.timeline.context import ContextChange, context_changes
from teambrain.core.timeline.export import NOTICE, content_hash_of
from teambrain.core.timeline.sessions import Timeline, TimelineExchange, TimelineStep, timeline
from teambrain.core.usage.cost import exchange_cost
from teambrain.core.usage.prices import PriceTable
from teambrain.core.usage.tokens import reported

STYLE = """
:root { color-scheme: light dark; --line: #8884; --muted: #777; --err: #c0392b; --ok: #2e7d32; }
body { font: 15px/1.45 system-ui, sans-serif; max-width: 72rem; margin: 2rem auto; padding: 0 1rem; }
h1 { font-size: 1.4rem; overflow-wrap: anywhere; }
h2 { font-size: 1.15rem; margin: 0 0 .5rem; overflow-wrap: anywhere; }
h3 { font-size: 1rem; margin: 1rem 0 .3rem; overflow-wrap: anywhere; }
.notice { border-left: 4px solid var(--muted); padding: .3rem .8rem; }
dl.facts { display: grid; grid-template-columns: max-content 1fr; gap: .15rem 1rem; }
dl.facts dt { color: var(--muted); }
dl.facts dd { margin: 0; overflow-wrap: anywhere; }
section.turn { border-top: 1px solid var(--line); padding: 1rem 0; }
section.step { border-left: 3px solid var(--line); margin: .8rem 0 .8rem .5rem; padding-left: .8rem; }
.depth-1 { margin-left: 2rem; } .depth-2 { margin-left: 4rem; } .depth-3 { margin-left: 6rem; }
table { border-collapse: collapse; margin: .3rem 0; }
th, td { border: 1px solid var(--line); padding: .2rem .6rem; text-align: right; }
th { font-weight: 600; }
pre { white-space: pre-wrap; overflow-wrap: anywhere; max-height: 24rem; overflow: auto;
      border: 1px solid var(--line); padding: .5rem; margin: .2rem 0; font-size: 13px; }
.label { color: var(--muted); margin: .4rem 0 0; }
.error { color: var(--err); font-weight: 600; } .ok { color: var(--ok); }
ul.context { margin: .2rem 0; }
"""
"""The page's only style: allowed by its hash, so no other style can apply."""

STYLE_HASH = "sha256-" + base64.b64encode(hashlib.sha256(STYLE.encode()).digest()).decode()

POLICY = f"default-src 'none'; style-src '{STYLE_HASH}'; base-uri 'none'; form-action 'none'"
"""No script, connection, frame, image, font or form; only the style above. `base-uri` and
`form-action` are named because `default-src` does not cover them."""

UNKNOWN = "unknown"


def export_html(
    store: Store,
    owner: str,
    session_ref: str,
    *,
    prices: PriceTable,
    clock: Clock = system_clock,
) -> str:
    """The session page of one of the owner's sessions (NotFound for anyone else's), its
    costs by `prices`."""
    return render_page(timeline(store, owner, session_ref), clock(), prices)


class _Costs:
    """Each turn's cost by the price table, and the session's: unknown, never zero, where a
    turn that reported tokens has no price."""

    def __init__(self, t: Timeline, prices: PriceTable) -> None:
        self.currency = prices.currency
        self.each = {ex.n: exchange_cost(ex.usage, prices.price(ex.model)) for ex in t.exchanges}
        self.unpriced = {
            ex.n: int(self.each[ex.n] is None and reported(ex.usage)) for ex in t.exchanges
        }
        known = [c for c in self.each.values() if c is not None]
        self.total = money(
            sum(known) if known else None, self.currency, unpriced=sum(self.unpriced.values())
        )

    def of(self, n: int) -> str:
        return money(self.each[n], self.currency, unpriced=self.unpriced[n])


def render_page(t: Timeline, at: datetime, prices: PriceTable) -> str:
    """The page of a timeline as exported at `at`, its costs by `prices`."""
    changes = {c.exchange: c for c in context_changes(t)}
    steps = {s.n: s for s in t.steps}
    costs = _Costs(t, prices)
    turns = "".join(
        _turn(ex, changes[ex.n], [steps[n] for n in ex.steps], costs.of(ex.n)) for ex in t.exchanges
    )
    title = _line(f"teambrain session {t.session.session_id}")
    return (
        "<!doctype html>\n"
        '<html lang="en"><head><meta charset="utf-8">\n'
        f'<meta http-equiv="Content-Security-Policy" content="{POLICY}">\n'
        '<meta name="referrer" content="no-referrer">\n'
        '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        f"<title>{title}</title>\n<style>{STYLE}</style>\n</head>\n<body>\n"
        f"{_header(t, at, costs.total)}<main>\n{turns}</main>\n</body></html>\n"
    )


def _header(t: Timeline, at: datetime, cost: str) -> str:
    s = t.session
    errors = f"{s.errors} ({s.tool_errors} tool, {s.failed_exchanges} exchange)"
    facts = [
        ("Owner", t.owner),
        ("Span (UTC)", f"{_at(s.started_at)} to {_at(s.ended_at)}"),
        ("Client", s.client or UNKNOWN),
        ("Provider", s.provider),
        ("Models", ", ".join(s.models) or "none reported"),
        ("Turns", str(s.exchanges)),
        ("Tool calls", str(s.steps)),
        ("Errors", errors),
        ("Unanswered calls", str(s.unanswered)),
        ("Tokens", _tokens(s.usage.input_tokens, s.usage.output_tokens)),
        ("Cache read / write", _tokens(s.usage.cache_read_tokens, s.usage.cache_write_tokens)),
        ("Cost", cost),
        ("Content hash of the JSON record", content_hash_of(t)),
        ("Exported (UTC)", _at(at)),
    ]
    rows = "".join(f"<dt>{_line(k)}</dt><dd>{_line(v)}</dd>\n" for k, v in facts)
    return (
        f"<header>\n<h1>Session {_line(s.session_id)}</h1>\n"
        f'<p class="notice"><strong>Archival record, not executable.</strong> {_line(NOTICE)}</p>\n'
        f'<dl class="facts">\n{rows}</dl>\n</header>\n'
    )


def _turn(ex: TimelineExchange, change: ContextChange, steps: list[TimelineStep], cost: str) -> str:
    depth = f" depth-{min(ex.depth, 3)}" if ex.depth else ""
    who = ""
    if ex.agent:
        spawned = f", spawned by step {ex.spawned_by}" if ex.spawned_by is not None else ""
        who = f" · agent {ex.agent}{spawned}"
    status = f"{ex.status} ({ex.stop_reason})" if ex.stop_reason else ex.status
    heading = f"Turn {ex.n}{who} · {_at(ex.started_at)} · {ex.model or 'model?'} · {status}"
    words = (
        ("Prompt from the spawning agent", ex.prompt or "(nothing)")
        if ex.agent
        else ("User", ex.user or "(nothing)")
    )
    return (
        f'<section class="turn{depth}" id="turn-{ex.n}">\n<h2>{_line(heading)}</h2>\n'
        f"{_figures(ex, cost)}{_context(change)}"
        f"{_block(*words)}{_block('Assistant', ex.assistant or '(no text)')}"
        + "".join(_step(s) for s in steps)
        + "</section>\n"
    )


def _figures(ex: TimelineExchange, cost: str) -> str:
    u = ex.usage
    cells = [
        ("Duration", duration(ex.duration_ms)),
        ("First byte", duration(ex.first_byte_ms)),
        ("Input tokens", _count(u.input_tokens)),
        ("Output tokens", _count(u.output_tokens)),
        ("Cache read", _count(u.cache_read_tokens)),
        ("Cache write", _count(u.cache_write_tokens)),
        ("Cost", cost),
    ]
    head = "".join(f"<th>{k}</th>" for k, _ in cells)
    body = "".join(f"<td>{_line(v)}</td>" for _, v in cells)
    return f"<table><tr>{head}</tr><tr>{body}</tr></table>\n"


def _context(c: ContextChange) -> str:
    items = [describe_size(c)]
    if c.model_from:
        items.append(f"model changed from {c.model_from}")
    if c.user_spoke and not c.first:
        items.append("new words from the user")
    if c.results:
        items.append("tool results added: " + ", ".join(f"step {n}" for n in c.results))
    lines = "".join(f"<li>{_line(i)}</li>" for i in items if i)
    return f'<p class="label">Context</p>\n<ul class="context">{lines}</ul>\n'


def describe_size(c: ContextChange) -> str:
    """The prompt's size and its change, in words."""
    if c.prompt_tokens is None:
        return "opens here (size not reported)" if c.first else "size not reported"
    cached = f", {c.cached_tokens:,} from cache" if c.cached_tokens else ""
    size = f"{c.prompt_tokens:,} prompt tokens{cached}"
    if c.first:
        return f"opens with {size}"
    if c.delta_tokens is None:
        return size
    if c.delta_tokens < 0:
        return (
            f"{size}: {-c.delta_tokens:,} fewer than the turn before (history dropped or compacted)"
        )
    return f"{size}: {c.delta_tokens:+,} since the turn before"


def _step(s: TimelineStep) -> str:
    if s.result is None:
        outcome, css = "no result yet", ""
    else:
        outcome = ("error" if s.is_error else "ok") + f" after {duration(s.wait_ms)}"
        css = "error" if s.is_error else "ok"
    times = f"requested {_at(s.requested_at)}"
    if s.result_at:
        times += f", result {_at(s.result_at)}"
    result = s.result if s.result is not None else "(not arrived)"
    return (
        f'<section class="step" id="step-{s.n}">\n'
        f'<h3>Step {s.n}: {_line(s.tool)} <span class="{css}">{_line(outcome)}</span></h3>\n'
        f'<p class="label">{_line(s.tool_id)} · {_line(times)}</p>\n'
        f"{_block('Input', s.input)}{_block('Result', result)}</section>\n"
    )


def _block(label: str, text: str) -> str:
    return f'<p class="label">{_line(label)}</p>\n<pre>{_text(text)}</pre>\n'


def _text(text: str) -> str:
    """Captured text as HTML text: controls shown, every markup character escaped."""
    return escape(printable(text), quote=True)


def _line(text: str) -> str:
    return escape(one_line(text), quote=True)


def _at(at: datetime) -> str:
    return when(at, SECONDS)


def _count(n: int | None) -> str:
    return "-" if n is None else f"{n:,}"


def _tokens(a: int | None, b: int | None) -> str:
    return f"{_count(a)} / {_count(b)}"
