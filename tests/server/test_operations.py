"""Every operation, walked through the three ways it is reached: the facade in this process,
the remote client against a real `teambrain serve`, and the raw API. They must agree with
the protocol that declares the operation, with each other, and with the documented answer
shape (core/service/answers.json), which carries no field only the store needs."""

from __future__ import annotations

import inspect
import json
import os
import subprocess
from datetime import timedelta
from pathlib import Path
from typing import Any

import jsonschema
import msgspec
from teambrain.core import audit
from teambrain.core.config import Config
from teambrain.core.knowledge import entries as knowledge
from teambrain.core.recall.options import RecallOptions, parse_window, window_text
from teambrain.core.service import answers, answers_spec, protocol
from teambrain.core.service.facade import LocalService
from teambrain.core.service.remote import RemoteService
from teambrain.core.store import Store

from tests.mcpserver.episode_world import PassThrough
from tests.server.conftest import TEAMBRAIN, TOKENS, TeamServer, World

ALICE = TOKENS["alice"]
TOPICS = [
    "annotate grafana dashboards with deploy markers",
    "run alembic upgrade head before the integration suite",
    "restart nginx gracefully with a reload signal",
    "flush the redis cache after a schema change",
    "keep kafka consumer groups per service",
    "build docker images with buildkit enabled",
    "lint shell scripts with shellcheck in CI",
    "vacuum the postgres analytics tables weekly",
    "expire unused vault leases after ninety days",
    "cache pip wheels between pipeline runs",
    "prefer uv lockfiles for python tooling",
    "set helm atomic for production releases",
    "use jq to filter kubectl json output",
    "sign git tags with the release key",
    "raise the celery visibility timeout for long tasks",
    "compress nightly backups with zstd",
    "page the on-call engineer through opsgenie",
    "store terraform state in the versioned bucket",
    "bump the node engine in package manifests together",
    "gate merges on the mypy check passing",
    "tag sentry releases with the commit sha",
    "mount tmpfs for the test database",
    "time out curl health checks after five seconds",
    "drain kubernetes nodes before kernel upgrades",
    "split webpack bundles per route",
    "document cron schedules in UTC",
    "retry flaky s3 uploads with backoff",
]


def documented_schema(operation: str) -> dict[str, Any]:
    """The answer's JSON Schema, closed: an object with a field it does not name is invalid."""
    schema = msgspec.json.schema(answers.answer_type(operation))

    def close(node: Any) -> None:
        if isinstance(node, dict):
            if "properties" in node:
                node["additionalProperties"] = False
            for value in node.values():
                close(value)
        elif isinstance(node, list):
            for value in node:
                close(value)

    close(schema)
    return schema


def test_the_answer_shapes_are_written_from_the_protocol() -> None:
    assert answers_spec.SPEC.read_text() == answers_spec.render(), (
        "core/service/answers.json is stale: run "
        "`.venv/bin/python -m teambrain.core.service.answers_spec`"
    )
    spec = json.loads(answers_spec.SPEC.read_text())
    assert set(spec["answers"]) == set(protocol.OPERATIONS)
    for shape in spec["structs"].values():
        assert not {f[0] for f in shape["fields"]} & answers_spec.INTERNAL


def test_every_declared_operation_is_implemented_alike() -> None:
    declared = {
        name
        for name, member in vars(protocol.Service).items()
        if callable(member) and not name.startswith("_")
    }
    assert declared == set(protocol.OPERATIONS)
    for name, op in protocol.OPERATIONS.items():
        wanted = inspect.signature(getattr(protocol.Service, name))
        # names, kinds and defaults here; the types are mypy's (facade.py _is_a_service)
        assert _parameters(getattr(LocalService, name)) == _parameters(wanted), name
        assert callable(getattr(RemoteService, name)), name
        if "of" in vars(op.request):
            continue  # a body spelled otherwise on the wire (recall's text, decide's pairs)
        params = [p for p in wanted.parameters.values() if p.name != "self"]
        fields = msgspec.structs.fields(op.request)
        assert [p.name for p in params] == [f.name for f in fields], name
        for p, f in zip(params, fields, strict=True):
            made = f.default if f.default_factory is msgspec.NODEFAULT else f.default_factory()
            default = () if made == [] else made  # a JSON list stands for a sequence
            expected = msgspec.NODEFAULT if p.default is inspect.Parameter.empty else p.default
            assert default == expected, (name, p.name)


def _parameters(of: Any) -> list[tuple[str, Any, Any]]:
    signature = of if isinstance(of, inspect.Signature) else inspect.signature(of)
    return [(p.name, p.kind, p.default) for p in signature.parameters.values()]


def _entries(store: Store, topics: list[str], n: int, state: str) -> list[str]:
    """n fresh entries of alice's in `state` (one for each way an operation is reached)."""
    made = []
    for _ in range(n):
        text = f"Alice's lesson: {topics.pop()}."
        entry = knowledge.save(store, "alice", text, sanitizer=PassThrough())
        if state != "pending":
            knowledge.approve(store, "alice", entry.id)
        if state in ("flagged", "quarantined"):
            knowledge.flag(store, "alice", entry.id, note="looks idle")
        if state == "quarantined":
            knowledge.quarantine(store, "alice", entry.id)
        made.append(entry.id)
    return made


SAID = {"state", "visibility", "flagged", "origin", "owner", "action", "actor", "decision"}


def _sketch(value: Any) -> Any:
    """What two answers to one acting call on different entries share: their structure and
    the words that say what happened (states, actions), not ids, texts or times; nor what a
    sanitizer found (here a stand-in, on the server the real one)."""
    if isinstance(value, dict):
        return {k: (v if k in SAID else _sketch(v)) for k, v in value.items() if k != "sanitizer"}
    if isinstance(value, list):
        return [_sketch(v) for v in value]
    return type(value).__name__


# each way of asking: the facade's arguments, and the API body for them
READS: dict[str, Any] = {
    "whoami": lambda w: ((), {}),
    "list_exchanges": lambda w: ((), {"limit": 5, "session": "s-alice"}),
    "show_exchange": lambda w: ((w.events["alice"],), {}),
    "recall": lambda w: ((RecallOptions(query="canary deploy readiness", window=None),), {}),
    "list_sessions": lambda w: ((), {"limit": 5}),
    "show_session": lambda w: (("s-alice",), {}),
    "export_session": lambda w: (("s-alice",), {"format": "markdown"}),
    "review_queue": lambda w: ((), {}),
    "review_show": lambda w: ((w.entries[("alice", "pending")],), {}),
    "reflection_today": lambda w: ((), {}),
    "list_entries": lambda w: ((), {"states": ["approved", "pending"], "mine": False}),
    "show_entry": lambda w: ((w.entries[("alice", "team")],), {}),
    "agenda": lambda w: ((), {}),
    "ceremony_history": lambda w: ((), {"limit": 5}),
    "decay_review": lambda w: ((), {}),
    "audit": lambda w: ((), {"limit": 500}),
    "stats": lambda w: ((), {}),
    "usage": lambda w: ((), {"by": "day"}),
    "search_knowledge": lambda w: (("docker images git sha",), {"limit": 3}),
}
ACTS: dict[str, tuple[str, Any]] = {
    "approve": ("pending", lambda ref: ((ref,), {})),
    "reject": ("pending", lambda ref: ((ref,), {"reason": "not ours"})),
    "flag": ("approved", lambda ref: ((ref,), {"reason": "doubtful"})),
    "keep": ("flagged", lambda ref: ((ref,), {})),
    "quarantine": ("flagged", lambda ref: ((ref,), {})),
    "restore": ("quarantined", lambda ref: ((ref,), {})),
    "archive": ("approved", lambda ref: ((ref,), {})),
    "decide": ("approved", lambda ref: (([(ref, "keep_private")],), {})),
    "save": ("", lambda topic: ((f"Alice's saved lesson: {topic}.",), {})),
}
MOVING = {
    "whoami": ("channel",),  # the surface it came through: local here, api over the server
    "stats": ("store", "sanitizer", "outbox", "capture", "schedule"),  # each process's own
    "search_knowledge": ("hits",),  # counts as retrieved: each call moves the counts
    "agenda": ("at",),  # when it was drawn up
}


def _steady(operation: str, answer: Any) -> Any:
    """An answer less what differs by when and where it was asked (MOVING, export times)."""
    for moving in MOVING.get(operation, ()):
        answer.pop(moving)
    if operation == "export_session":  # stamped with the time of export, and hashed with it
        lines = answer.pop("text").splitlines()
        answer["text"] = [x for x in lines if not x.startswith(("- Exported", "- Content hash"))]
    return answer


def _body(operation: str, args: tuple[Any, ...], kwargs: dict[str, Any]) -> Any:
    request = protocol.OPERATIONS[operation].request.of(*args, **kwargs)
    return msgspec.to_builtins(request)


def _three(
    operation: str, local: LocalService, remote: RemoteService, server: TeamServer, calls: Any
) -> list[Any]:
    """The operation's answer each way, as JSON data: (local, remote, API), each way making
    its own of the three calls."""
    answers_ = []
    for way, (args, kwargs) in zip(("local", "remote", "api"), calls, strict=True):
        if way == "api":
            reply = server.api(ALICE, operation, _body(operation, args, kwargs))
            assert reply.status_code == 200, (operation, reply.text)
            answers_.append(reply.json())
            continue
        service: Any = local if way == "local" else remote
        result = getattr(service, operation)(*args, **kwargs)
        answers_.append(msgspec.to_builtins(answers.public(operation, result)))
    for answer in answers_:
        jsonschema.validate(answer, documented_schema(operation))
    return answers_


def test_local_remote_and_api_agree_on_every_operation(
    team_server: TeamServer, store: Store, world: World
) -> None:
    assert set(READS) | set(ACTS) == set(protocol.OPERATIONS)
    # as the server acts (the api channel): a member sees what the server shows members
    local = LocalService(store, Config(), "alice", channel=audit.API, sanitizer=PassThrough())
    remote = team_server.remote("alice")
    topics = list(TOPICS)
    for operation, ask in READS.items():
        local_, remote_, api_ = _three(operation, local, remote, team_server, [ask(world)] * 3)
        assert [_steady(operation, a) for a in (local_, remote_)] == [
            _steady(operation, api_)
        ] * 2, operation
    for operation, (state, ask) in ACTS.items():
        made = _entries(store, topics, 3, state) if state else [topics.pop() for _ in range(3)]
        calls = [ask(ref) for ref in made]
        local_, remote_, api_ = _three(operation, local, remote, team_server, calls)
        assert _sketch(local_) == _sketch(remote_) == _sketch(api_), operation
    # what the store holds beside an entry never leaves it
    assert "fingerprint" not in json.dumps(local_) + json.dumps(api_)
    # recall's text is read where it arrives, in that surface's words (not the CLI's flags)
    backwards = {"query": "deploy", "since": "2026-10-02", "until": "2026-10-01"}
    for body, said in ((backwards, "since"), ({"query": "x", "window": "soon"}, "window")):
        error = team_server.api(ALICE, "recall", body).json()["error"]
        assert error["code"] == "invalid_argument" and said in error["message"], error
        assert "--" not in error["message"], error


def test_a_window_crosses_the_wire_as_the_span_it_is() -> None:
    for span in (timedelta(hours=12), timedelta(days=7), timedelta(weeks=2), None):
        assert parse_window(window_text(span)) == span
    assert window_text(timedelta(minutes=90)) == "2h"  # whole hours, rounded up
    assert parse_window(window_text(timedelta(days=10**6))) is None  # past the store: all


def check_json_outputs(cli_json: Any) -> None:
    """Each `--json` a member reads validates against its operation's documented shape."""
    saved = cli_json("kb", "save", "Retry flaky uploads with a jittered backoff.")
    jsonschema.validate(saved, documented_schema("save"))
    shown = cli_json("kb", "show", saved["id"])
    view = documented_schema("show_entry")["$defs"]
    entry = {**view["KnowledgeEntry"], "$defs": view}  # the entry's fields, and beside them:
    entry["properties"] = {**entry["properties"], "cited": view["EntryView"]["properties"]["cited"]}
    jsonschema.validate(shown, entry)
    assert "fingerprint" not in json.dumps([saved, shown])
    for operation, args in [
        ("review_queue", ("review", "list")),
        ("list_entries", ("kb", "list")),
        ("search_knowledge", ("kb", "search", "flaky uploads")),
        ("agenda", ("ceremony", "agenda")),
        ("ceremony_history", ("ceremony", "history")),
        ("decay_review", ("decay", "list")),
        ("audit", ("audit",)),
        ("stats", ("stats",)),
        ("usage", ("usage", "--by", "session")),
        ("list_sessions", ("timeline", "list")),
    ]:
        jsonschema.validate(cli_json(*args), documented_schema(operation))
    view = documented_schema("list_exchanges")["$defs"]
    episode = {**view["Episode"], "$defs": view}  # an episode's fields, its calls as events
    episode["properties"] = {
        **episode["properties"],
        "events": view["ExchangeView"]["properties"]["calls"],
    }
    for exchange in cli_json("episodes", "list"):
        jsonschema.validate(exchange, episode)
    recall = documented_schema("recall")["$defs"]
    hits = cli_json("recall", "deploy readiness probe", "--window", "all")
    jsonschema.validate(hits, {"type": "array", "items": recall["Hit"], "$defs": recall})


def test_json_output_through_a_server_is_the_documented_shape(team_server: TeamServer) -> None:
    check_json_outputs(lambda *args: team_server.json(ALICE, *args))


def test_json_output_on_a_local_store_is_the_documented_shape(tmp_path: Path) -> None:
    config = tmp_path / "config.toml"
    config.write_text('[owners]\nlocal = "alice"\n')
    env = {k: v for k, v in os.environ.items() if not k.startswith("TEAMBRAIN_")}
    base = [TEAMBRAIN, "--store", str(tmp_path / "store"), "--config", str(config)]

    def cli_json(*args: str) -> Any:
        done = subprocess.run(
            [*base, *args, "--json"], env=env, capture_output=True, text=True, timeout=120
        )
        assert done.returncode == 0, done.stdout + done.stderr
        return json.loads(done.stdout)

    check_json_outputs(cli_json)
