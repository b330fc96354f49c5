"""The session page's markup (core/timeline/page.py) and what it says changed in the context
from one turn to the next (core/timeline/context.py), read from timelines built in memory.

The browser test (tests/e2e/test_session_page.py) opens the page in Chromium; these check the
markup itself: only the page's own elements and attributes, the policy as the first thing in
the head, the style allowed by its true hash, and captured text returned as it was, shown.
"""

from __future__ import annotations

import base64
import hashlib
from datetime import UTC, date, datetime, timedelta
from html.parser import HTMLParser

from teambrain.core.config import ModelPrice
from teambrain.core.inert import printable
from teambrain.core.records.episodes import Usage
from teambrain.core.timeline.context import context_changes
from teambrain.core.timeline.page import POLICY, describe_size, render_page
from teambrain.core.timeline.sessions import (
    SessionSummary,
    Timeline,
    TimelineExchange,
    TimelineStep,
)
from teambrain.core.usage.prices import PriceTable
from teambrain.core.usage.tokens import prompt_tokens

from tests.hostile_text import everything, short

T0 = datetime(2026, 11, 2, 9, 0, tzinfo=UTC)
PRICES = PriceTable(
    read_on=date(2026, 11, 1),
    models={
        "claude-sonnet-4-5": ModelPrice(input=3.0, output=15.0, cache_read=0.3, cache_write=3.75)
    },
)
ELEMENTS = {
    "html", "head", "meta", "title", "style", "body", "header", "h1", "h2", "h3", "p", "strong",
    "dl", "dt", "dd", "main", "section", "table", "tr", "th", "td", "ul", "li", "pre", "span",
}  # fmt: skip
ATTRIBUTES = {"lang", "charset", "http-equiv", "content", "name", "class", "id"}


def turn(n: int, *, agent: str = "", usage: Usage | None = None, **kw) -> TimelineExchange:
    at = T0 + timedelta(minutes=n)
    fields = {
        "n": n,
        "id": f"x{n}",
        "started_at": at,
        "ended_at": at + timedelta(seconds=3),
        "duration_ms": 3000,
        "model": "claude-sonnet-4-5",
        "status": "complete",
        "stop_reason": "tool_use",
        "user": f"ask {n}",
        "continuation": False,
        "assistant": f"answer {n}",
        "steps": [],
        "agent": agent,
        "usage": usage or Usage(),
    }
    fields.update(kw)
    return TimelineExchange(**fields)


def step(n: int, asked: str, answered: str | None, **kw) -> TimelineStep:
    fields = {
        "n": n,
        "event_id": f"e{n}",
        "tool_id": f"toolu_{n}",
        "tool": "Bash",
        "input": '{"command": "ls"}',
        "result": "a.txt" if answered else None,
        "is_error": False if answered else None,
        "requested_at": T0,
        "result_at": T0 + timedelta(seconds=5) if answered else None,
        "wait_ms": 5000 if answered else None,
        "exchange_id": asked,
        "result_exchange_id": answered,
        "said_before": "",
        "said_after": "",
    }
    fields.update(kw)
    return TimelineStep(**fields)


def session(exchanges, steps, provider: str = "anthropic", **kw) -> Timeline:
    summary = {
        "session_id": "7f3c2a10",
        "started_at": T0,
        "ended_at": T0 + timedelta(minutes=9),
        "client": "claude-cli/2.1.328",
        "provider": provider,
        "models": ["claude-sonnet-4-5"],
        "exchanges": len(exchanges),
        "steps": len(steps),
        "tools": ["Bash"],
        "tool_errors": 0,
        "failed_exchanges": 0,
        "errors": 0,
        "unanswered": 0,
    }
    summary.update(kw)
    return Timeline(
        owner="alice", session=SessionSummary(**summary), exchanges=exchanges, steps=steps
    )


# -- what changed in the context --------------------------------------------------------


def test_the_prompt_is_input_and_cache_reads_and_writes() -> None:
    usage = Usage(input_tokens=120, cache_read_tokens=9000, cache_write_tokens=500)
    assert prompt_tokens(usage) == 9620
    assert prompt_tokens(Usage(cache_read_tokens=50)) == 50
    assert prompt_tokens(Usage(output_tokens=5)) is None  # not reported


def test_each_turn_says_what_it_brought_into_the_context() -> None:
    t = session(
        [
            turn(1, usage=Usage(input_tokens=1000, cache_write_tokens=8000), steps=[1]),
            turn(
                2,
                user="(tool results only)",
                continuation=True,
                usage=Usage(input_tokens=300, cache_read_tokens=9000),
            ),
            turn(3, model="claude-opus-4-5", usage=Usage(input_tokens=200, cache_read_tokens=2000)),
        ],
        [step(1, "x1", "x2")],
    )
    first, second, third = context_changes(t)
    assert first.first and first.prompt_tokens == 9000 and first.delta_tokens is None
    assert not second.first and second.delta_tokens == 300 and second.cached_tokens == 9000
    assert second.results == [1] and not second.user_spoke
    assert third.user_spoke and third.model_from == "claude-sonnet-4-5"
    assert third.delta_tokens == -7100
    assert "fewer than the turn before" in describe_size(third)
    assert describe_size(first) == "opens with 9,000 prompt tokens"


def test_a_subagent_is_compared_with_its_own_previous_turn() -> None:
    t = session(
        [
            turn(1, usage=Usage(input_tokens=5000)),
            turn(2, agent="a1", user="", prompt="find it", usage=Usage(input_tokens=800)),
            turn(3, usage=Usage(input_tokens=5600)),
            turn(4, agent="a1", user="", prompt="", usage=Usage(input_tokens=1100)),
        ],
        [],
    )
    changes = context_changes(t)
    assert [c.first for c in changes] == [True, True, False, False]
    assert [c.delta_tokens for c in changes] == [None, None, 600, 300]
    assert changes[1].user_spoke  # the spawning agent's words count as new words for it


def test_a_result_that_came_in_the_same_response_adds_nothing_to_a_later_turn() -> None:
    t = session([turn(1, steps=[1]), turn(2)], [step(1, "x1", "x1")])
    assert [c.results for c in context_changes(t)] == [[], []]


# -- the markup ---------------------------------------------------------------------------


class Reader(HTMLParser):
    """Every element with its attributes, and the text of each <pre> and <style>."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.elements: list[tuple[str, dict[str, str | None]]] = []
        self.texts: dict[str, list[str]] = {"pre": [], "style": []}
        self._in: str | None = None

    def handle_starttag(self, tag, attrs) -> None:
        self.elements.append((tag, dict(attrs)))
        if tag in self.texts:
            self._in = tag
            self.texts[tag].append("")

    def handle_endtag(self, tag) -> None:
        if tag == self._in:
            self._in = None

    def handle_data(self, data) -> None:
        if self._in:
            self.texts[self._in][-1] += data


def hostile_timeline() -> Timeline:
    text = everything("http://127.0.0.1:9", "field")
    return session(
        [
            turn(
                1,
                model=short("model"),
                stop_reason=short("stop"),
                user=text,
                assistant=text,
                steps=[1],
                usage=Usage(input_tokens=1, output_tokens=2),
            ),
            turn(2, agent=short("agent"), prompt=text, depth=5),
        ],
        [step(1, "x1", "x2", tool=short("tool"), tool_id=short("id"), input=text, result=text)],
        session_id=short("session"),
        client=short("client"),
        models=[short("model")],
    )


def test_the_page_holds_only_its_own_elements_and_attributes() -> None:
    page = render_page(hostile_timeline(), T0, PRICES)
    reader = Reader()
    reader.feed(page)
    assert {tag for tag, _ in reader.elements} <= ELEMENTS
    assert {name for _, attrs in reader.elements for name in attrs} <= ATTRIBUTES
    for _, attrs in reader.elements:
        assert not any("javascript:" in (v or "") or "url(" in (v or "") for v in attrs.values())
    # the policy is the first thing after the charset, so it governs everything below it
    (charset, _), (meta, policy) = reader.elements[2], reader.elements[3]
    assert (
        charset == "meta" and meta == "meta" and policy["http-equiv"] == "Content-Security-Policy"
    )
    assert policy["content"] == POLICY and "default-src 'none'" in POLICY
    assert "script-src" not in POLICY and "unsafe" not in POLICY
    # the one style element is allowed by its true hash
    (style,) = reader.texts["style"]
    digest = base64.b64encode(hashlib.sha256(style.encode()).digest()).decode()
    assert f"style-src 'sha256-{digest}'" in POLICY
    assert page.count("<style>") == 1 and page.count("<script") == 0


def test_captured_text_comes_back_as_it_was_shown() -> None:
    t = hostile_timeline()
    reader = Reader()
    reader.feed(render_page(t, T0, PRICES))
    pres = reader.texts["pre"]
    shown = printable(t.exchanges[0].user)
    assert pres.count(shown) == 5  # user, assistant, the agent's prompt, the input, the result
    assert "\x1b" not in "".join(pres) and "␛[31m" in shown and "<U+202E>" in shown


def test_each_turn_costs_what_its_tokens_cost_and_unknown_is_never_zero() -> None:
    t = session(
        [
            turn(1, usage=Usage(input_tokens=1000, output_tokens=100, cache_read_tokens=10_000)),
            turn(2, model="a-model-nobody-prices", usage=Usage(input_tokens=10, output_tokens=1)),
            turn(3, usage=Usage()),  # no tokens reported: nothing to price
        ],
        [],
    )
    page = render_page(t, T0, PRICES)
    # 1,000 x $3 + 100 x $15 + 10,000 x $0.30 per million tokens
    assert "<td>$0.0075</td>" in page
    assert (
        "<td>unknown</td>" in page and "<td>-</td><td>-</td><td>-</td><td>-</td><td>-</td>" in page
    )
    assert "<dt>Cost</dt><dd>$0.0075 + unknown</dd>" in page  # never a total that hides one


def test_the_time_to_first_byte_is_shown_when_it_was_recorded() -> None:
    page = render_page(session([turn(1, first_byte_ms=420)], []), T0, PRICES)
    assert "<th>First byte</th>" in page and "<td>420 ms</td>" in page
