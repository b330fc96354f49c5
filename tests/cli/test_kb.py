"""`teambrain kb ...` and `teambrain audit` through click's CliRunner on a temp store."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner
from teambrain.cli.main import cli
from teambrain.core.knowledge import entries as knowledge
from teambrain.core.store import open_store


@pytest.fixture
def store_dir(tmp_path: Path) -> Path:
    return tmp_path / "cli-store"


@pytest.fixture
def run(store_dir: Path):
    runner = CliRunner()

    def invoke(owner: str, *args: str, ok: bool = True):
        result = runner.invoke(cli, ["--store", str(store_dir), "--as", owner, *args])
        if ok:
            assert result.exit_code == 0, result.output
        else:
            assert result.exit_code != 0, result.output
        return result

    return invoke


def test_save_lands_pending_private_and_sanitized(run) -> None:
    out = json.loads(
        run(
            "alice", "kb", "save", "Mail the release notes to ops@example.com first.", "--json"
        ).output
    )
    assert (out["state"], out["visibility"], out["origin"], out["owner"]) == (
        "pending",
        "private",
        "saved",
        "alice",
    )
    assert "ops@example.com" not in out["text"] and "<EMAIL_ADDRESS>" in out["text"]
    human = run("alice", "kb", "save", "Run the migrations before the test suite.").output
    assert "pending your review, private" in human and "teambrain review approve" in human


def test_save_refuses_duplicates_and_empty_text_with_a_clear_message(run) -> None:
    run("alice", "kb", "save", "Run the migrations before the test suite.")
    dup = run("alice", "kb", "save", "Before the test suite, RUN THE MIGRATIONS", ok=False)
    assert "not filed: it duplicates pending entry" in dup.output
    empty = run("alice", "kb", "save", "  ", ok=False)
    assert "needs some text" in empty.output


def test_list_show_and_restore(run, store_dir) -> None:
    mine = json.loads(
        run("alice", "kb", "save", "Use port 8443 for the staging API.", "--json").output
    )["id"]
    bobs = json.loads(run("bob", "kb", "save", "Pin Node to 20 in .nvmrc.", "--json").output)["id"]
    hidden = json.loads(
        run("bob", "kb", "save", "Bob's private rule about port 9000.", "--json").output
    )["id"]
    run("bob", "review", "approve", bobs, hidden)
    store = open_store(store_dir)
    knowledge.share(store, "bob", bobs)

    listed = [e["id"] for e in json.loads(run("alice", "kb", "list", "--json").output)]
    assert listed == sorted([mine, bobs])
    assert [e["id"] for e in json.loads(run("alice", "kb", "list", "--mine", "--json").output)] == [
        mine
    ]
    rows = [line.split()[:3] for line in run("alice", "kb", "list").output.splitlines()]
    assert rows[0] == ["ID", "STATE", "BY"] and [bobs, "approved/team", "bob"] in rows
    assert (
        json.loads(run("alice", "kb", "list", "--state", "approved", "--json").output)[0]["id"]
        == bobs
    )

    shown = run("alice", "kb", "show", mine).output
    assert "Use port 8443" in shown and "save" in shown and "by alice" in shown
    assert "no knowledge entry" in run("alice", "kb", "show", hidden, ok=False).output
    as_json = json.loads(run("alice", "kb", "show", bobs, "--json").output)
    assert as_json["owner"] == "bob" and as_json["cited"] == []

    run("alice", "review", "approve", mine)
    knowledge.flag(store, "alice", mine)
    knowledge.quarantine(store, "alice", mine)
    assert "no knowledge entry" in run("bob", "kb", "restore", mine, ok=False).output
    assert "Restored" in run("alice", "kb", "restore", mine).output
    assert "cannot restore" in run("alice", "kb", "restore", mine, ok=False).output


def test_a_label_says_who_sees_a_lesson(run) -> None:
    """An approved lesson not yet decided in a ceremony is private, but sits on the agenda every
    member reads: its label says so, until its owner decides."""
    lesson = json.loads(
        run("alice", "kb", "save", "Tag releases from main only.", "--json").output
    )["id"]
    assert "pending/private" in run("alice", "kb", "list").output
    approved = run("alice", "review", "approve", lesson).output
    listed = run("alice", "kb", "list").output
    for said in (approved, listed, run("alice", "kb", "show", lesson).output):
        assert "approved/private (on the ceremony agenda: the team sees it there)" in said
    run("alice", "ceremony", "decide", lesson, "private")
    listed = run("alice", "kb", "list").output
    assert "approved/private" in listed and "agenda" not in listed


def test_audit_shows_your_own_records_only(run) -> None:
    entry = json.loads(
        run("alice", "kb", "save", "Use port 8443 for the staging API.", "--json").output
    )["id"]
    run("alice", "review", "approve", entry)
    records = json.loads(run("alice", "audit", "--json").output)
    assert [r["action"] for r in records] == ["approve", "save"]
    assert all("8443" not in json.dumps(r) for r in records)
    assert "approve" in run("alice", "audit").output
    assert json.loads(run("bob", "audit", "--json").output) == []
    assert "nothing of yours" in run("bob", "audit").output


def test_search_shows_approved_entries_in_scope_and_says_when_nothing_matches(
    run, store_dir
) -> None:
    def save(owner: str, text: str) -> str:
        return json.loads(run(owner, "kb", "save", text, "--json").output)["id"]

    mine = save("alice", "Vacuum the postgres replica every Sunday night.")
    pending = save("alice", "The postgres replica lags behind during the nightly backup.")
    shared = save("bob", "Postgres replica failover is manual: run make failover.")
    private = save("bob", "Bob's postgres replica password rotation notes.")
    run("alice", "review", "approve", mine)
    run("bob", "review", "approve", shared, private)
    knowledge.share(open_store(store_dir), "bob", shared)

    found = json.loads(run("alice", "kb", "search", "postgres replica", "--json").output)
    assert {h["id"] for h in found["hits"]} == {mine, shared}
    assert pending not in {h["id"] for h in found["hits"]}
    human = run("alice", "kb", "search", "replica failover").output
    assert human.startswith("1 approved knowledge entry match") and "team, by bob" in human
    empty = run("alice", "kb", "search", "kubernetes ingress")
    assert "No approved knowledge you can see matches" in empty.output
    assert "between 1 and 50" in run("alice", "kb", "search", "x", "--limit", "0", ok=False).output
    assert knowledge.get_entry(open_store(store_dir), "alice", mine).retrieved_count == 1
