"""A moment given on the command line: a span back from now (2d, 12h, 1w) or an ISO date or
date-time (UTC unless it says otherwise), for `--since` and `--until`."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

import click


class Moment(click.ParamType):
    """A moment as a span back from now or a date; `flag` names the option in errors."""

    name = "SPAN|DATE"

    def __init__(self, flag: str) -> None:
        self.flag = flag

    def convert(self, value: Any, param: Any, ctx: Any) -> datetime:
        if isinstance(value, datetime):
            return value
        from teambrain.core.errors import TeambrainError
        from teambrain.core.recall.options import parse_when, parse_window

        text = str(value).strip()
        try:
            if text[-1:].isalpha() and text[:-1].isdigit():
                span = parse_window(text)
                return datetime.min.replace(tzinfo=UTC) if span is None else now() - span
            return parse_when(text, self.flag)
        except TeambrainError:  # its reason repeats the usage below, naming the flag twice
            self.fail(
                f"{text!r}: use a span such as 2d, 12h or 1w, or a date such as 2026-11-02 "
                "or 2026-11-02T09:30"
            )


def now() -> datetime:
    return datetime.now(UTC)
