"""`teambrain decay run|list|keep|quarantine` and `kb restore` through click's CliRunner."""

from __future__ import annotations

import json
from datetime import timedelta

import pytest
from teambrain.core.clock import FrozenClock, system_clock
from teambrain.core.knowledge import entries as knowledge


@pytest.fixture
def idle(store, sanitizer) -> dict[str, list[str]]:
    """Approved 120 days ago and never used: four of alice's, three of bob's."""
    clock = FrozenClock(system_clock() - timedelta(days=120))
    ids: dict[str, list[str]] = {"alice": [], "bob": []}
    for n in range(7):
        owner = "alice" if n < 4 else "bob"
        text = f"Lesson {n}: the service on port {9100 + n} needs the flag --tier-{n}."
        entry = knowledge.save(store, owner, text, sanitizer=sanitizer, clock=clock)
        knowledge.approve(store, owner, entry.id, clock=clock)
        ids[owner].append(entry.id)
        clock.advance(minutes=1)
    return ids


def test_a_week_of_decay_flag_keep_quarantine_restore(run, store, idle) -> None:
    out = run("alice", "decay", "run").output
    assert "7 idle entries found" in out and "0 of 5 flags already used" in out
    assert all(f"flagged {i}" in out for i in idle["alice"])
    assert idle["bob"][0] not in out  # bob's flag is his to see
    bob_view = json.loads(run("bob", "decay", "run", "--json").output)
    assert (bob_view["flagged_before"], bob_view["flagged"]) == (5, [])
    assert "Nothing of yours was flagged" in run("bob", "decay", "run").output

    listed = run("alice", "decay", "list").output
    assert all(i in listed for i in idle["alice"]) and "not retrieved for 90 days" in listed
    keep, drop = idle["alice"][:2]
    assert (
        f"Kept {keep}: approved/private (on the ceremony agenda: the team sees it there)."
        in run("alice", "decay", "keep", keep).output
    )
    out = run("alice", "decay", "quarantine", drop, "--json").output
    assert json.loads(out)["state"] == "quarantined"
    review = json.loads(run("alice", "decay", "list", "--json").output)
    assert [e["id"] for e in review["flagged"]] == idle["alice"][2:]
    assert [e["id"] for e in review["quarantined"]] == [drop]
    assert (
        "Quarantined (1; `teambrain kb restore ID` to undo)" in run("alice", "decay", "list").output
    )
    approved = json.loads(run("alice", "kb", "list", "--state", "approved", "--json").output)
    assert drop not in {e["id"] for e in approved}

    assert "Restored" in run("alice", "kb", "restore", drop).output
    assert json.loads(run("alice", "kb", "show", drop, "--json").output)["state"] == "approved"
    actions = [r["action"] for r in json.loads(run("alice", "audit", "--json").output)]
    assert actions[:3] == ["restore", "quarantine", "keep"] and actions.count("flag") == 4
    with store.read() as txn:
        assert txn.knowledge.count() == 7  # nothing deleted


def test_only_the_owner_confirms_their_flags(run, idle) -> None:
    run("alice", "decay", "run")
    target = idle["alice"][0]
    for verb in ("keep", "quarantine"):
        out = run("mallory", "decay", verb, target, ok=False).output
        assert f"no knowledge entry '{target}' that you can see" in out
    assert target in run("alice", "decay", "list").output
    out = run("alice", "decay", "keep", idle["bob"][0], ok=False).output
    assert "that you can see" in out
