"""Writes core/service/answers.json: the documented shape of every operation's answer.

The shapes are read off the protocol's result types (core/service/protocol.py) with what only
the store needs left out (INTERNAL), so the file cannot say other than the code does;
tests/server/test_operations.py fails when it is stale. Run after adding or changing an
operation or a result type:

    .venv/bin/python -m teambrain.core.service.answers_spec
"""

from __future__ import annotations

import json
import typing
from pathlib import Path
from typing import Any

import msgspec
import msgspec.inspect as mi

SPEC = Path(__file__).with_name("answers.json")
INTERNAL = frozenset({"fingerprint", "schema"})
"""Fields no answer carries: a lesson's comparable fingerprint (hashes and, for a private
lesson, an embedding of its text) and the store's record layout version."""

_SCALARS: dict[type[mi.Type], str] = {
    mi.StrType: "str",
    mi.IntType: "int",
    mi.FloatType: "float",
    mi.BoolType: "bool",
    mi.NoneType: "null",
    mi.DateTimeType: "datetime",
    mi.DateType: "date",
    mi.TimeDeltaType: "timedelta",
    mi.AnyType: "any",
    mi.BytesType: "bytes",
}


def result_types() -> dict[str, Any]:
    """Each operation's result type, as the protocol annotates it."""
    from teambrain.core import audit
    from teambrain.core.governance import ceremony, decay, reflect
    from teambrain.core.knowledge import entries as knowledge
    from teambrain.core.knowledge import search as knowledge_search
    from teambrain.core.operations import stats
    from teambrain.core.recall import search as recall
    from teambrain.core.recall.options import RecallOptions
    from teambrain.core.records import governance
    from teambrain.core.service import facade, protocol
    from teambrain.core.timeline import sessions as timeline
    from teambrain.core.usage import options as usage_options
    from teambrain.core.usage import report as usage_report

    names = {
        **vars(facade),
        **vars(protocol),
        "audit": audit,
        "ceremony": ceremony,
        "decay": decay,
        "reflect": reflect,
        "governance": governance,
        "knowledge": knowledge,
        "knowledge_search": knowledge_search,
        "stats": stats,
        "recall": recall,
        "timeline": timeline,
        "RecallOptions": RecallOptions,
        "usage_report": usage_report,
        "By": usage_options.By,
    }
    return {
        name: typing.get_type_hints(getattr(protocol.Service, name), globalns=names)["return"]
        for name in protocol.OPERATIONS
    }


def spec() -> dict[str, Any]:
    """{"answers": operation -> type, "structs": name -> {omit_defaults, fields}}."""
    structs: dict[str, Any] = {}
    types = result_types()
    infos = mi.multi_type_info(list(types.values()))
    answers = {name: _type(info, structs) for name, info in zip(types, infos, strict=True)}
    return {"answers": answers, "structs": dict(sorted(structs.items()))}


def _type(t: mi.Type, structs: dict[str, Any]) -> Any:
    if type(t) in _SCALARS:
        return _SCALARS[type(t)]
    if isinstance(t, mi.ListType):
        return {"list": _type(t.item_type, structs)}
    if isinstance(t, mi.VarTupleType):
        return {"tuple": _type(t.item_type, structs)}
    if isinstance(t, mi.DictType):
        assert isinstance(t.key_type, mi.StrType), t
        return {"dict": _type(t.value_type, structs)}
    if isinstance(t, mi.UnionType):
        return {"union": [_type(u, structs) for u in t.types]}
    if isinstance(t, mi.LiteralType):
        return {"literal": list(t.values)}
    if isinstance(t, mi.StructType):
        name = t.cls.__name__
        if name not in structs:
            structs[name] = None  # claimed: a struct that holds itself recurses no further
            structs[name] = _struct(t, structs)
        elif structs[name] is not None and structs[name]["of"] != _where(t.cls):
            raise ValueError(f"two answer shapes named {name}: {_where(t.cls)}")
        return {"struct": name}
    raise TypeError(f"no answer shape for {t!r}")


def _struct(t: mi.StructType, structs: dict[str, Any]) -> dict[str, Any]:
    fields = []
    for f in t.fields:
        if f.name in INTERNAL:
            continue
        field: list[Any] = [f.name, _type(f.type, structs)]
        if f.default is not msgspec.NODEFAULT:
            field.append({"value": msgspec.to_builtins(f.default)})
        elif f.default_factory is not msgspec.NODEFAULT:
            factory = f.default_factory
            field.append({"factory": factory.__name__})
        fields.append(field)
    config = t.cls.__struct_config__
    return {"of": _where(t.cls), "omit_defaults": config.omit_defaults, "fields": fields}


def _where(cls: type) -> str:
    return f"{cls.__module__}.{cls.__qualname__}"


def render() -> str:
    return json.dumps(spec(), indent=1) + "\n"


if __name__ == "__main__":
    SPEC.write_text(render())
    print(f"wrote {SPEC}")
