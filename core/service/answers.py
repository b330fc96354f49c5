"""The documented shape of every operation's answer, as types built from answers.json.

What the API answers and what `--json` prints is an operation's result in this shape: the
fields a member may read, and no field only the store needs (a lesson's fingerprint, a
record's layout version; core/service/answers_spec.py writes the file from the protocol's
result types and says what is left out). The remote client decodes into these types without
loading the modules that compute the results, and `public()` turns a local result into the
same shape, so a surface prints the same whichever side answered.
"""

from __future__ import annotations

import functools
import json
import threading
from datetime import date, datetime, timedelta
from pathlib import Path
from typing import Any, Literal

import msgspec

SPEC = Path(__file__).with_name("answers.json")

_SCALARS: dict[str, Any] = {
    "str": str,
    "int": int,
    "float": float,
    "bool": bool,
    "null": None,
    "datetime": datetime,
    "date": date,
    "timedelta": timedelta,
    "any": Any,
    "bytes": bytes,
}
_FACTORIES: dict[str, Any] = {"list": list, "dict": dict}


class _Shapes:
    """answers.json's types, each built when an answer first needs it (a command reads one)."""

    def __init__(self) -> None:
        self.spec = json.loads(SPEC.read_text(encoding="utf-8"))
        self.structs: dict[str, type[msgspec.Struct]] = {}
        self.lock = threading.Lock()  # the server reads answers on many threads

    def answer(self, operation: str) -> Any:
        with self.lock:
            return self.typed(self.spec["answers"][operation])

    def struct(self, name: str) -> type[msgspec.Struct]:
        if name not in self.structs:
            shape = self.spec["structs"][name]
            fields = [self.field(f) for f in shape["fields"]]
            self.structs[name] = msgspec.defstruct(
                name, fields, kw_only=True, omit_defaults=shape["omit_defaults"]
            )
        return self.structs[name]

    def typed(self, t: Any) -> Any:
        if isinstance(t, str):
            return _SCALARS[t]
        (form, inner), *_ = t.items()
        if form == "struct":
            return self.struct(inner)
        if form == "list":
            return list[self.typed(inner)]  # type: ignore[misc]
        if form == "tuple":
            return tuple[self.typed(inner), ...]  # type: ignore[misc]
        if form == "dict":
            return dict[str, self.typed(inner)]  # type: ignore[misc]
        if form == "union":
            return functools.reduce(lambda a, b: a | b, [self.typed(u) for u in inner])
        return Literal[tuple(inner)]

    def field(self, f: list[Any]) -> tuple[Any, ...]:
        name, t, *default = f
        if not default:
            return (name, self.typed(t))
        given = default[0]
        if "value" in given:
            return (name, self.typed(t), msgspec.field(default=given["value"]))
        factory = _FACTORIES.get(given["factory"]) or self.struct(given["factory"])
        return (name, self.typed(t), msgspec.field(default_factory=factory))


_shapes = functools.cache(_Shapes)


@functools.cache
def answer_type(operation: str) -> Any:
    """The type an operation's answer is read into."""
    return _shapes().answer(operation)


def public(operation: str, result: Any) -> Any:
    """A result (local or remote) in its operation's documented shape."""
    return msgspec.convert(result, answer_type(operation), from_attributes=True)
