"""The bodies of the API's operations: one JSON object each, and how it maps onto a facade call.

A request's fields are the facade method's parameters, by name (`Request.of` builds one from
a call, `Request.arguments` gives the call back), so the remote client, the server and the
facade cannot read one operation two ways. Where the wire spells a value as text (recall's
window and dates), the request parses it into the typed options the facade takes.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from datetime import datetime
from typing import Any, Literal, Self

import msgspec
from teambrain.core.recall.options import (
    DEFAULT_WINDOW,
    Kind,
    RecallOptions,
    kind_of,
    parse_when,
    parse_window,
    window_text,
)
from teambrain.core.records.episodes import Status
from teambrain.core.records.governance import DecisionWord, parse_decision
from teambrain.core.usage.options import By

ExportFormat = Literal["json", "markdown", "html"]

_NOT_IN_SET = re.compile(r"^Invalid enum value .* - at `\$(?P<at>.*)`$")
"""msgspec's refusal of a word outside a field's Literal, and where in the body it stands."""


class Request(msgspec.Struct, forbid_unknown_fields=True, kw_only=True):
    """An operation's body: a JSON object; a field it does not know is refused."""

    @classmethod
    def decode(cls, body: bytes) -> Self:
        """The body as this request; msgspec refuses what does not fit the types.

        A word outside a closed set is handed to the parser that names the set (`canonical`):
        an alias it knows is read as its canonical word, any other word is refused with the
        parser's own error (the API's error for that value), never msgspec's. JSON nested
        deeper than the decoder's stack is refused as not JSON (a DecodeError), not a crash."""
        try:
            return _decode(body, cls)
        except msgspec.ValidationError as e:
            refused = e
        raw = _decode(body, Any)
        while (at := _NOT_IN_SET.match(str(refused))) and cls.canonical(raw, at["at"]):
            try:
                return msgspec.json.decode(msgspec.json.encode(raw), type=cls)
            except msgspec.ValidationError as e:
                refused = e
        raise refused

    @classmethod
    def canonical(cls, raw: Any, at: str) -> bool:
        """Put the canonical word for the closed-set word at `at` (`.field`) into `raw`, or
        raise the set's own error for it; False when no parser reads the field there."""
        return False

    @classmethod
    def of(cls, *args: Any, **kwargs: Any) -> Self:
        """The body of a facade call: positional arguments fill the fields in order."""
        return cls(**dict(zip(cls.__struct_fields__, args, strict=False)), **kwargs)

    def arguments(self) -> tuple[tuple[Any, ...], dict[str, Any]]:
        """The facade call this body stands for: (positional, keyword) arguments."""
        return (), msgspec.structs.asdict(self)


def _decode(body: bytes, into: Any) -> Any:
    """`body` decoded as `into`; a RecursionError (a body nested thousands deep, which no
    operation takes) becomes the DecodeError a malformed body gets."""
    try:
        return msgspec.json.decode(body, type=into)
    except RecursionError:
        raise msgspec.DecodeError("JSON nested too deeply") from None


class NoArgs(Request):
    pass


class RefArgs(Request):
    ref: str


class LimitArgs(Request):
    limit: int = 50


class HistoryArgs(Request):
    limit: int = 20


class ListExchangesArgs(Request):
    limit: int = 20
    session: str | None = None
    since: datetime | None = None
    """The earliest start, ISO 8601 (UTC unless it says otherwise)."""
    model: str | None = None
    """Part of the model's name, any case."""
    status: Status | None = None


class RecallArgs(Request):
    """Recall as text: the window as 7d, 30d, 12h, 2w or all; dates as ISO 8601 (UTC unless
    they say otherwise). The facade is handed them parsed (core/recall/options.py)."""

    query: str
    kind: Kind = "both"
    window: str | None = None
    """A span such as 7d, 30d, 12h, 2w, or all; null: the default (7 days)."""
    since: str | None = None
    until: str | None = None
    session: str | None = None
    limit: int = 10

    @classmethod
    def of(cls, *args: Any, **kwargs: Any) -> Self:
        (options,) = (*args, *kwargs.values())
        since, until = (
            None if at is None else at.isoformat() for at in (options.since, options.until)
        )
        text = {"window": window_text(options.window), "since": since, "until": until}
        return cls(**msgspec.structs.asdict(options) | text)

    @classmethod
    def canonical(cls, raw: Any, at: str) -> bool:
        if at != ".kind" or not isinstance(raw["kind"], str):
            return False
        raw["kind"] = kind_of(raw["kind"])
        return True

    def arguments(self) -> tuple[tuple[Any, ...], dict[str, Any]]:
        return (self.options(),), {}

    def options(self) -> RecallOptions:
        """The options this text stands for; a value that does not parse is refused."""
        window = DEFAULT_WINDOW if self.window is None else self.window
        typed = {
            "window": parse_window(window),
            "since": None if self.since is None else parse_when(self.since, "since"),
            "until": None if self.until is None else parse_when(self.until, "until"),
        }
        return RecallOptions(**msgspec.structs.asdict(self) | typed)


class UsageArgs(Request):
    by: By = "model"
    since: datetime | None = None
    """The earliest start, ISO 8601 (UTC unless it says otherwise); null: all kept."""
    until: datetime | None = None
    """Before this moment; null: up to now."""
    team: bool = False
    """Every member's figures, where the server's config allows it ([usage] team_totals)."""


class ExportArgs(Request):
    ref: str
    format: ExportFormat = "json"


class ReasonArgs(Request):
    ref: str
    reason: str = ""


class SaveArgs(Request):
    text: str


class ListEntriesArgs(Request):
    states: list[str] = []
    mine: bool = False


class SearchArgs(Request):
    query: str
    limit: int = 5


class DecisionArg(msgspec.Struct, forbid_unknown_fields=True, kw_only=True):
    entry_id: str
    decision: DecisionWord
    """share, private or archive; an alias (keep_private, Share...) is read as its word."""


_DECISION_AT = re.compile(r"\.decisions\[(?P<n>\d+)\]\.decision")


class DecideArgs(Request):
    """A batch of ceremony decisions; the facade takes them as (entry ref, decision) pairs."""

    decisions: list[DecisionArg]

    @classmethod
    def of(cls, *args: Any, **kwargs: Any) -> Self:
        (pairs,) = (*args, *kwargs.values())
        return cls(
            decisions=[DecisionArg(entry_id=e, decision=parse_decision(d)) for e, d in pairs]
        )

    @classmethod
    def canonical(cls, raw: Any, at: str) -> bool:
        item = _DECISION_AT.fullmatch(at)
        if item is None:
            return False
        arg = raw["decisions"][int(item["n"])]
        if not isinstance(arg["decision"], str):
            return False
        arg["decision"] = parse_decision(arg["decision"])
        return True

    def arguments(self) -> tuple[tuple[Any, ...], dict[str, Any]]:
        pairs: Sequence[tuple[str, str]] = [(d.entry_id, d.decision) for d in self.decisions]
        return (pairs,), {}
