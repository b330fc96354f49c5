"""`teambrain ceremony agenda|decide|history` through click's CliRunner on a temp store."""

from __future__ import annotations

import json
from datetime import timedelta

import pytest
from teambrain.core.clock import FrozenClock, system_clock
from teambrain.core.knowledge import entries as knowledge

from tests.fakes.reflector_upstream import capture


@pytest.fixture
def lessons(store, sanitizer) -> dict[str, str]:
    """Two approved lessons of alice's (one cited), one of bob's, approved two days ago."""
    clock = FrozenClock(system_clock() - timedelta(days=2))
    ep = capture(
        store,
        sanitizer,
        owner="alice",
        session="s1",
        at=clock(),
        user="Run the migrations first, the tests need the tables.",
    )
    ids = {}
    for name, owner, text, cites in (
        ("a1", "alice", "Run the migrations before the test suite.", [ep]),
        ("a2", "alice", "Use pnpm, not npm, in the web folder.", []),
        ("b1", "bob", "The staging API listens on port 8443.", []),
    ):
        if cites:
            entry = knowledge.new_entry(
                owner, text, origin="reflection", at=clock(), citations=cites
            )
            store.write(lambda txn, entry=entry: knowledge.file_pending(txn, entry))
        else:
            entry = knowledge.save(store, owner, text, sanitizer=sanitizer, clock=clock)
        knowledge.approve(store, owner, entry.id, clock=clock)
        ids[name] = entry.id
        clock.advance(minutes=1)
    ids["episode"] = ep
    return ids


def test_the_agenda_shows_everyones_items_with_your_citations_resolved(run, lessons) -> None:
    out = run("alice", "ceremony", "agenda").output
    assert "3 lessons" in out and "alice (you): 2" in out and "bob: 1" in out
    assert out.index(lessons["a1"]) < out.index(lessons["a2"]) < out.index(lessons["b1"])
    assert "The staging API listens on port 8443." in out
    assert f"cites {lessons['episode']}" in out and "session s1" in out
    as_bob = run("bob", "ceremony", "agenda").output
    assert "bob (you): 1" in as_bob and "session s1" not in as_bob  # alice's episodes stay hers

    data = json.loads(run("carol", "ceremony", "agenda", "--json").output)
    assert data["size"] == 3 and [g["owner"] for g in data["owners"]] == ["alice", "bob"]
    (cited,) = data["owners"][0]["items"][0]["citations"]
    assert (cited["id"], cited["found"], cited["snippet"]) == (lessons["episode"], False, "")


def test_decide_applies_a_batch_and_history_records_it(run, lessons) -> None:
    out = run(
        "alice", "ceremony", "decide", lessons["a1"], "share", lessons["a2"], "private"
    ).output
    assert f"{lessons['a1']}  share" in out and "1 share, 1 private" in out
    listed = json.loads(run("bob", "kb", "list", "--json").output)
    shared = [e for e in listed if e["id"] == lessons["a1"]]
    assert shared[0]["owner"] == "alice" and shared[0]["visibility"] == "team"
    out = run("bob", "ceremony", "decide", lessons["b1"], "archive", "--json").output
    assert json.loads(out)["counts"] == {"share": 0, "private": 0, "archive": 1}

    history = run("carol", "ceremony", "history").output
    assert "attended by alice, bob  (3 decisions)" in history
    assert "The agenda is empty" in run("carol", "ceremony", "agenda").output
    (held,) = json.loads(run("carol", "ceremony", "history", "--json").output)
    assert [(d["by"], d["decision"]) for d in held["decisions"]] == [
        ("alice", "share"),
        ("alice", "private"),
        ("bob", "archive"),
    ]


def test_deciding_someone_elses_item_is_refused_applies_nothing_and_is_audited(
    run, lessons
) -> None:
    refused = run("mallory", "ceremony", "decide", lessons["b1"], "share", ok=False).output
    assert f"item 1 ({lessons['b1']}): only bob may decide it; nothing was applied" in refused
    mixed = run(
        "alice", "ceremony", "decide", lessons["a1"], "share", lessons["b1"], "archive", ok=False
    ).output
    assert "item 2" in mixed and "only bob may decide it" in mixed
    assert run("alice", "ceremony", "agenda", "--json").output.count(lessons["a1"]) == 1
    audit = json.loads(run("bob", "audit", "--json").output)
    assert {(r["action"], r["actor"]) for r in audit if r["action"].startswith("refused")} == {
        ("refused:share", "mallory"),
        ("refused:archive", "alice"),
    }
    assert "No ceremony has been held yet." in run("bob", "ceremony", "history").output


@pytest.mark.parametrize(
    "args, message",
    [
        (["X"], "give ID DECISION pairs"),
        (["X", "publish"], "unknown decision 'publish'"),
        (["01NOPE", "share"], "no agenda item '01NOPE'"),
    ],
)
def test_bad_input_is_a_clear_error(run, lessons, args, message) -> None:
    assert message in run("alice", "ceremony", "decide", *args, ok=False).output
