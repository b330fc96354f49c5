"""A bar chart of spend and tokens per day: one line a day, two bars side by side.

Bars are scaled to the largest day of each measure and drawn in eighths of a cell, so a
small day still shows; a day whose cost is unknown shows its tokens and says so."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from teambrain.core.present import money
from textual.content import Content
from textual.widgets import Static

BAR_CELLS = 14
_EIGHTHS = " ▏▎▍▌▋▊▉"


def bar(value: float, most: float, cells: int = BAR_CELLS) -> str:
    """`value` as a bar of up to `cells` cells, `most` filling them all; a value above zero
    is never an empty bar."""
    if most <= 0 or value <= 0:
        return ""
    eighths = max(1, round(value / most * cells * 8))
    full, part = divmod(eighths, 8)
    return "█" * full + (_EIGHTHS[part] if part else "")


def tokens_of(row: Any) -> int:
    u = row.usage
    return sum(
        n or 0 for n in (u.input_tokens, u.output_tokens, u.cache_read_tokens, u.cache_write_tokens)
    )


def chart_lines(days: Sequence[Any], currency: str, cells: int = BAR_CELLS) -> list[str]:
    """One line a day (rows of a by-day usage report): the day, its spend as a bar and a
    figure, its tokens as a bar and a figure."""
    most_cost = max((d.cost or 0.0 for d in days), default=0.0)
    most_tokens = max((tokens_of(d) for d in days), default=0)
    spent = [money(d.cost, currency, unpriced=d.unpriced) for d in days]
    width = max(len("SPEND"), *(len(s) for s in spent))
    lines = [f"{'DAY':10}  {'':{cells}} {'SPEND':<{width}}  {'':{cells}} TOKENS"]
    for d, said in zip(days, spent, strict=True):
        spend = f"{bar(d.cost or 0.0, most_cost, cells):<{cells}} {said:<{width}}"
        tokens = f"{bar(tokens_of(d), most_tokens, cells):<{cells}} {tokens_of(d):,}"
        lines.append(f"{d.key:10}  {spend}  {tokens}")
    return lines


class DayChart(Static):
    """Spend and tokens over days; `show` draws a by-day usage report's rows."""

    def show(self, days: Sequence[Any], currency: str) -> None:
        if not days:
            self.update(Content("No exchanges in this span."))
            return
        self.update(Content("\n".join(chart_lines(days, currency))))
