"""What one member learns of another through `teambrain serve`, from outside: `stats` gives a
member only their own figures (the team's totals would give away each other member's counts
by one subtraction) unless the operator allows totals, and so does `usage`, and a save refused as a duplicate of
another member's content says so in one neutral phrase, whether that content is their
shared lesson or the tombstone of one they rejected in private."""

from __future__ import annotations

from pathlib import Path

from teambrain.core.store import Store

from tests.server.conftest import TOKENS, TeamServer, World, config_text

ALICE, BOB = TOKENS["alice"], TOKENS["bob"]


def test_stats_through_the_server_shows_a_member_only_their_own(
    team_server: TeamServer, store: Store, world: World, tmp_path: Path
) -> None:
    store.write(lambda txn: txn.meta.counter_add("telemetry.spans_sent", 5))  # everyone's spans
    figures = team_server.json(ALICE, "stats")
    assert figures["owner"] == "alice"
    assert figures["yours"] == {"episodes": 1, "events": 1}
    assert figures["all"] is None  # with alice's own beside it, bob's count would show
    assert figures["knowledge"]["flags_open"] is None
    assert figures["knowledge"]["flags_yours"] == 1
    assert figures["inject"] == {} and figures["telemetry"] == {}
    shown = team_server.cli(ALICE, "stats").stdout
    assert "not shown to members" in shown
    # nor where the server keeps its files: a member's own machine has no such path
    assert figures["store"]["path"] == "the team server's store"
    hidden = str(store.path) if hasattr(store, "path") else store.url
    assert hidden not in shown and str(tmp_path) not in shown
    # the operator may allow the team's totals
    config = tmp_path / "totals.toml"
    config.write_text(config_text(TOKENS, "[server]\nteam_totals = true\n"))
    totals = TeamServer(store.url, config, tmp_path / "totals").start()
    try:
        figures = totals.json(BOB, "stats")
        assert figures["all"] == {"episodes": 2, "events": 2}
        assert figures["knowledge"]["flags_open"] == 2
        assert figures["telemetry"] == {"spans_sent": 5}
    finally:
        totals.stop()


def test_usage_through_the_server_is_a_members_own_unless_team_totals_are_allowed(
    team_server: TeamServer, store: Store, world: World, tmp_path: Path
) -> None:
    report = team_server.json(ALICE, "usage", "--by", "member")
    assert (report["scope"], [r["key"] for r in report["rows"]]) == ("yours", ["alice"])
    assert report["total"]["exchanges"] == 1
    refused = team_server.api(ALICE, "usage", {"team": True, "by": "member"})
    assert refused.status_code == 403, refused.text
    assert "[usage] team_totals" in refused.json()["error"]["message"]
    assert "bob" not in refused.text
    config = tmp_path / "usage-totals.toml"
    config.write_text(config_text(TOKENS, "[usage]\nteam_totals = true\n"))
    totals = TeamServer(store.url, config, tmp_path / "usage-totals").start()
    try:
        report = totals.json(BOB, "usage", "--team", "--by", "member")
        assert {r["key"]: r["exchanges"] for r in report["rows"]} == {"alice": 1, "bob": 1}
        sessions = totals.api(BOB, "usage", {"team": True, "by": "session"})
        assert sessions.status_code == 400 and "s-alice" not in sessions.text
    finally:
        totals.stop()


def test_a_refused_save_does_not_say_whose_content_it_matched(
    team_server: TeamServer, world: World
) -> None:
    rejected = "Always restart the flaky payment worker before the nightly batch runs."
    shared = "Pin the base image digest in every Dockerfile the deploy pipeline builds."

    def save(token: str, text: str) -> dict:
        return team_server.api(token, "save", {"text": text}).json()

    def act(operation: str, body: dict) -> None:
        reply = team_server.api(ALICE, operation, body)
        assert reply.status_code == 200, reply.text

    act("reject", {"ref": save(ALICE, rejected)["id"], "reason": "private: not for the team"})
    shared_id = save(ALICE, shared)["id"]
    act("approve", {"ref": shared_id})
    act("decide", {"decisions": [{"entry_id": shared_id, "decision": "share"}]})

    refusals = [save(BOB, text)["error"] for text in (rejected, shared)]
    assert [r["code"] for r in refusals] == ["duplicate", "duplicate"]
    # the same words for alice's private tombstone and her shared lesson: nothing to tell apart
    assert refusals[0]["message"] == refusals[1]["message"], refusals
    assert shared_id not in refusals[1]["message"]
    # the owner's own match may say what it was
    own = save(ALICE, rejected)["error"]
    assert own["code"] == "duplicate" and "content that was rejected before" in own["message"]
    assert own["message"] != refusals[0]["message"]
