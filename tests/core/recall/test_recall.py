"""Recall over a real store filled through the capture path: ranking, filters, honest empty,
and the owner clamp attacked through every parameter."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest
from teambrain.core.errors import TeambrainError
from teambrain.core.recall import search as recall_mod
from teambrain.core.recall.options import parse_when, parse_window
from teambrain.core.recall.search import RecallError, recall

from tests.mcpserver.episode_world import capture


def asked(**text: object) -> dict[str, object]:
    """Options as a surface hands them to core: its text read by core/recall/options.py's
    parsers (under the option's own name), everything else as it is."""
    typed: dict[str, object] = {}
    for name, value in text.items():
        if name == "window" and isinstance(value, str):
            typed[name] = parse_window(value)
        elif name in ("since", "until") and isinstance(value, str):
            typed[name] = parse_when(value, name)
        else:
            typed[name] = value
    return typed


@pytest.fixture
def world(store, clock):
    now = clock()
    capture(
        store,
        "alice",
        "The upload worker crashed with ConnectionTimeoutError after 30 seconds",
        "Raise the timeout in upload_worker.py and retry with backoff.",
        at=now - timedelta(hours=3),
        session="s-upload",
    )
    capture(
        store,
        "alice",
        "How do I pin the postgres version in docker-compose.yml?",
        "Set image: postgres:16.2 in docker-compose.yml.",
        at=now - timedelta(days=2),
        session="s-db",
        tools=[("bash", {"command": "docker compose up -d db"}, "db is up (postgres 16.2)")],
    )
    capture(
        store,
        "alice",
        "Why does pytest hang on the flaky websocket test?",
        "The websocket test waits on a timeout that never fires; mark it and add a deadline.",
        at=now - timedelta(days=10),
        session="s-ws",
    )
    capture(
        store,
        "bob",
        "Bob's secret plan for the quarterly zeppelin budget",
        "The zeppelin budget lives in finance/zeppelin.xlsx.",
        at=now - timedelta(hours=1),
        session="s-bob",
    )
    return now


def test_the_best_match_ranks_first_with_a_snippet(store, clock, world) -> None:
    result = recall(store, "alice", "upload worker timeout", clock=clock)
    assert result.hits[0].kind == "exchange"
    assert "ConnectionTimeoutError" in result.hits[0].snippet
    assert result.hits[0].session_id == "s-upload"
    assert (
        result.message == "1 exchange of yours matches 'upload worker timeout' in the last 7 days."
    )


def test_identifiers_match_whole_and_by_parts(store, clock, world) -> None:
    whole = recall(store, "alice", "ConnectionTimeoutError", window=None, clock=clock)
    assert [h.session_id for h in whole.hits] == ["s-upload"]
    part = recall(store, "alice", "timeout", window=None, clock=clock, gate=False)
    assert {h.session_id for h in part.hits} == {"s-upload", "s-ws"}
    path = recall(store, "alice", "docker-compose.yml", clock=clock)
    assert path.hits[0].session_id == "s-db"


def test_nothing_relevant_is_an_honest_empty_result(store, clock, world) -> None:
    result = recall(store, "alice", "kubernetes ingress certificate", clock=clock)
    assert result.hits == []
    assert result.message == (
        "No episodes of yours match 'kubernetes ingress certificate' in the last 7 days."
    )


def test_the_gate_drops_weak_matches_that_ranking_alone_would_return(store, clock, world) -> None:
    query = "grafana dashboard alert rules timeout"  # only the common word matches
    assert recall(store, "alice", query, window=None, clock=clock, gate=False).hits
    gated = recall(store, "alice", query, window=None, clock=clock)
    assert gated.hits == [] and gated.relevance < 1.0


def test_windows_since_and_until(store, clock, world) -> None:
    assert recall(store, "alice", "websocket", clock=clock).hits == []
    assert len(recall(store, "alice", "websocket", **asked(window="30d"), clock=clock).hits) == 1
    assert len(recall(store, "alice", "websocket", window=None, clock=clock).hits) == 1
    now = clock()
    since = (now - timedelta(days=11)).isoformat()
    until = (now - timedelta(days=9)).isoformat()
    assert len(
        recall(store, "alice", "websocket", **asked(since=since, until=until), clock=clock).hits
    )
    early = recall(store, "alice", "postgres", **asked(until=until), clock=clock)
    assert early.hits == [] and early.message.endswith("UTC.")
    assert (
        recall(store, "alice", "x", **asked(window="12h"), clock=clock).window
        == "in the last 12 hours"
    )
    assert (
        recall(store, "alice", "x", **asked(window="2w"), clock=clock).window
        == "in the last 14 days"
    )
    assert recall(store, "alice", "x", **asked(since="2026-10-01"), clock=clock).window == (
        "since 2026-10-01 00:00 UTC"
    )
    with pytest.raises(RecallError, match="window"):
        recall(store, "alice", "x", **asked(window="-3d"), clock=clock)
    with pytest.raises(RecallError, match="before") as refused:
        recall(store, "alice", "x", **asked(since=until, until=since), clock=clock)
    assert "--" not in str(refused.value)  # core speaks of values, not of a surface's flags


def test_kind_and_session_filters(store, clock, world) -> None:
    both = recall(store, "alice", "postgres docker", clock=clock)
    assert {h.kind for h in both.hits} == {"exchange", "execution"}
    runs = recall(store, "alice", "postgres docker", kind="executions", clock=clock)
    assert [h.kind for h in runs.hits] == ["execution"]
    assert runs.hits[0].snippet.startswith("bash: ")
    talks = recall(store, "alice", "postgres docker", kind="exchanges", clock=clock)
    assert [h.kind for h in talks.hits] == ["exchange"]
    in_session = recall(store, "alice", "timeout", session_id="s-ws", window=None, clock=clock)
    assert [h.session_id for h in in_session.hits] == ["s-ws"]


def test_bad_requests_are_refused_with_a_reason(store, clock, world) -> None:
    for kwargs, reason in [
        ({"query": "  "}, "empty"),
        ({"query": "x", "kind": "everything"}, "kind"),
        ({"query": "x", "limit": 0}, "limit"),
        ({"query": "x", "since": "last tuesday"}, "date"),
    ]:
        query = kwargs.pop("query")
        with pytest.raises(RecallError, match=reason):
            recall(store, "alice", query, clock=clock, **asked(**kwargs))


def test_only_common_words_says_so(store, clock, world) -> None:
    result = recall(store, "alice", "what is the", clock=clock)
    assert result.hits == [] and "no words to search for" in result.message


def test_owner_clamp_holds_through_every_parameter(store, clock, world) -> None:
    bob_session = "s-bob"
    for kwargs in [
        {},
        {"window": None},
        {"session_id": bob_session},
        {"kind": "exchanges", "window": None, "gate": False},
        {"kind": "executions", "gate": False},
    ]:
        result = recall(store, "alice", "zeppelin budget", clock=clock, **kwargs)
        assert result.hits == [], kwargs
    # bob's episode id as a query, and bob's own name: still nothing of bob's
    bob_id = recall(store, "bob", "zeppelin", clock=clock).hits[0].id
    by_id = recall(store, "alice", bob_id, window=None, clock=clock, gate=False).hits
    assert bob_id not in {h.id for h in by_id}
    assert all(h.session_id.startswith("s-") and h.session_id != "s-bob" for h in by_id)
    assert recall(store, "alice", "Bob secret plan", window=None, clock=clock).hits == []
    # an owner name that is a prefix of another, or carries a NUL, reads nothing
    for owner in ("bo", "bo*", "BOB"):
        assert recall(store, owner, "zeppelin", window=None, clock=clock).hits == []
    # `*` is the database policy's store-wide scope: refused outright, never read as a name
    try:
        found = recall(store, "*", "zeppelin", window=None, clock=clock).hits
    except TeambrainError as e:
        assert "no owner may be named '*'" in str(e)
    else:
        assert found == []  # the embedded store has no such scope: nothing matches
    for owner in ("", "bob\x00", "bob\x00zeppelin"):
        with pytest.raises(RecallError):
            recall(store, owner, "zeppelin", clock=clock)


def test_a_tool_result_attached_later_becomes_findable(store, clock) -> None:
    now = clock()
    first = capture(
        store,
        "alice",
        "run the migrations",
        "",
        at=now - timedelta(minutes=5),
        tools=[("bash", {"command": "alembic upgrade head"}, None)],
        tool_ids=["toolu_1"],
    )
    assert recall(store, "alice", "DuplicateTable", clock=clock).hits == []
    capture(
        store,
        "alice",
        "",
        "The table exists already.",
        at=now - timedelta(minutes=4),
        results=[("toolu_1", "sqlalchemy.exc.ProgrammingError: DuplicateTable users")],
    )
    hits = recall(store, "alice", "DuplicateTable", kind="executions", clock=clock).hits
    assert [h.id for h in hits] == [first.events[0].id]
    assert "DuplicateTable" in hits[0].snippet


def test_snippets_center_on_the_matches_of_a_long_digest(store, clock) -> None:
    filler = "lorem ipsum dolor sit amet " * 60
    capture(
        store,
        "alice",
        filler + "the quokka migration failed on step seven " + filler,
        at=clock() - timedelta(hours=1),
    )
    hit = recall(store, "alice", "quokka migration", clock=clock).hits[0]
    assert "quokka migration" in hit.snippet
    assert hit.snippet.startswith("…") and hit.snippet.endswith("…")
    assert len(hit.snippet) <= recall_mod.SNIPPET_CHARS + 2
    spans = recall_mod.highlights(hit.snippet, "quokka migration")
    assert [hit.snippet[s:e] for s, e in spans] == ["quokka", "migration"]


# -- time named in the query ------------------------------------------------------------


@pytest.fixture
def months(store, clock):
    """The same topic on four dates: long past, last month, and yesterday."""
    now = clock()  # 2026-11-02, a Monday
    for at, session in [
        (datetime(2025, 6, 12, 10, tzinfo=UTC), "s-june"),
        (datetime(2026, 10, 24, 15, tzinfo=UTC), "s-october"),
        (datetime(2026, 3, 3, 9, tzinfo=UTC), "s-march"),
        (now - timedelta(days=1), "s-sunday"),
    ]:
        capture(
            store,
            "alice",
            "the staging database migration failed on a lock timeout",
            "Run it again with lock_timeout raised.",
            at=at,
            session=session,
        )
    return now


def test_a_date_in_the_query_is_the_window(store, clock, months) -> None:
    june = recall(store, "alice", "database migration in June 2025", clock=clock)
    assert [h.session_id for h in june.hits] == ["s-june"]
    assert june.window == "in or around June 2025"
    assert june.message.endswith("in or around June 2025.")
    october = recall(store, "alice", "the migration on October 24", clock=clock)
    assert [h.session_id for h in october.hits] == ["s-october"]
    assert october.window == "on or around Saturday 2026-10-24"  # the last October 24
    nothing = recall(store, "alice", "database migration in July 2024", clock=clock)
    assert nothing.hits == []
    assert nothing.message == (
        "No episodes of yours match 'database migration in July 2024' in or around July 2024."
    )


def test_a_relative_time_ranks_first_without_hiding_the_window(store, clock, months) -> None:
    hits = recall(store, "alice", "the migration yesterday", window=None, clock=clock).hits
    assert hits[0].session_id == "s-sunday"
    assert len(hits) == 4  # the rest of the window is still there, below
    month = recall(store, "alice", "migration lock last month", clock=clock)  # default 7d
    assert month.window == "since 2026-09-24 00:00 UTC"  # October and its margin
    assert [h.session_id for h in month.hits] == ["s-october", "s-sunday"]


def test_explicit_bounds_win_over_the_query_time(store, clock, months) -> None:
    inside = recall(
        store, "alice", "migration in June 2025", **asked(since="2025-01-01", until="2025-12-31"),
        clock=clock,
    )  # fmt: skip
    assert [h.session_id for h in inside.hits] == ["s-june"]  # narrowed to June
    outside = recall(
        store, "alice", "migration in June 2025", **asked(since="2026-01-01"), clock=clock
    )  # no overlap: the explicit window stands, the date only left the words
    assert {h.session_id for h in outside.hits} == {"s-march", "s-october", "s-sunday"}
    assert outside.window == "since 2026-01-01 00:00 UTC"


def test_a_query_that_names_only_a_time_lists_that_time(store, clock, months) -> None:
    result = recall(store, "alice", "on 2026-10-24", clock=clock)
    assert [h.session_id for h in result.hits] == ["s-october"]
    assert result.message == "1 exchange of yours on Saturday 2026-10-24."
    assert recall(store, "alice", "in 2019", clock=clock).message == (
        "No episodes of yours in 2019."
    )


# -- edge values -----------------------------------------------------------------------


def test_windows_and_dates_past_the_store_range_are_clamped(store, clock, months) -> None:
    everything = {"s-june", "s-october", "s-march", "s-sunday"}
    for kwargs in [
        {"window": "99999999999d"},
        {"window": "999999999999999999999w"},
        {"since": "0001-01-01"},
        {"since": "0001-01-01", "until": "9999-12-31"},
        {"since": datetime(1, 1, 1, tzinfo=UTC), "until": datetime(9999, 12, 31, tzinfo=UTC)},
        {"window": None, "until": "9999-12-31T23:59:59"},
    ]:
        result = recall(store, "alice", "migration lock", clock=clock, **asked(**kwargs))
        assert {h.session_id for h in result.hits} == everything, kwargs
    assert recall(
        store, "alice", "migration lock", **asked(window="99999999999d"), clock=clock
    ).window == ("in all your history")
    for kwargs in [{"until": "9999-12-31"}, {"since": "2200-01-01"}, {"until": "1900-01-01"}]:
        assert recall(store, "alice", "migration", clock=clock, **asked(**kwargs)).hits == [], (
            kwargs
        )


@pytest.mark.parametrize(
    ("kwargs", "option"),
    [
        ({"since": "0001-01-01T00:00+05:00"}, "since"),
        ({"until": "9999-12-31T23:00-05:00"}, "until"),
        ({"since": "10000-01-01"}, "since"),
        ({"until": "2026-13-01"}, "until"),
    ],
)
def test_a_date_outside_the_calendar_is_a_clear_error(store, clock, kwargs, option) -> None:
    with pytest.raises(RecallError, match=f"^{option}: "):
        recall(store, "alice", "migration", clock=clock, **asked(**kwargs))


@pytest.mark.parametrize("gate", [True, False])
def test_recall_cuts_the_same_snippets_as_search_for_the_hits_it_shows(
    store, clock, world, gate
) -> None:
    """recall() cuts snippets only for the hits it returns; they are search()'s own."""
    for query in ("upload worker timeout", "postgres docker compose", "timeout"):
        found = recall_mod.search(store, "alice", query, window=None, clock=clock)
        shown = recall(store, "alice", query, window=None, gate=gate, clock=clock).hits
        assert shown == (found.kept if gate and found.answered else found.hits if not gate else [])
        assert all(hit.snippet for hit in shown)
    executions = recall(store, "alice", "docker compose", kind="executions", window=None,
                        gate=False, clock=clock).hits  # fmt: skip
    assert executions and executions[0].snippet == 'bash: {"command": "docker compose up -d db"}'


def test_a_failed_exchange_is_found_below_an_answered_one_and_says_so(store, clock) -> None:
    """A request that got no answer (a 502) is still found, ranked below the answered one it
    matches as well, and each hit says how it was captured."""
    now = clock()
    failed = capture(
        store,
        "alice",
        "why does the nightly invoice export time out",
        at=now - timedelta(minutes=5),
        session="s-failed",
        status="error",
    )
    answered = capture(
        store,
        "alice",
        "why does the nightly invoice export time out",
        "the export holds a lock on invoices; batch it",
        at=now - timedelta(hours=3),
        session="s-answered",
    )
    hits = recall(store, "alice", "nightly invoice export time out", clock=clock).hits
    assert [h.id for h in hits[:2]] == [answered.episode.id, failed.episode.id]
    assert [h.status for h in hits[:2]] == ["complete", "error"]


def test_session_neighbours_complete_a_match_rather_than_repeat_it(store, clock) -> None:
    """A turn gains from its neighbours for the query terms it lacks: the turn beside one
    that says the name asked for outranks the same turn beside one that only repeats its
    own word (which, counted whole, would have ranked it first)."""
    now = clock()
    said = [
        ("s-a", "the turtles are basking in the tank today"),
        ("s-a", "i love my turtles so much"),
        ("s-b", "hey nate good to see you"),
        ("s-b", "i love my turtles so much"),
        *(("s-f", f"nate went {what}") for what in ("running", "hiking", "dancing", "fishing")),
        *(("s-f", f"nate cooked {what}") for what in ("pasta", "soup")),
    ]
    episodes = [
        capture(store, "alice", text, at=now - timedelta(hours=1, minutes=i), session=session,
                embed=False)
        for i, (session, text) in enumerate(said)
    ]  # fmt: skip
    found = recall_mod.search(store, "alice", "nate turtles", window=None, clock=clock)
    ranked = [h.id for h in found.hits]
    completed, repeated = episodes[3].episode.id, episodes[1].episode.id
    assert ranked.index(completed) < ranked.index(repeated)
