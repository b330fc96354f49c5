"""Reflection: the guards in order, the budget, backpressure, all-or-nothing, the offline reflector.

Episodes are filled the way capture fills them (build_record + write_capture); reflectors here
are the real offline one and the real Anthropic one against a scripted fake server on
127.0.0.1 (tests/fakes/reflector_upstream.py).
"""

from __future__ import annotations

from datetime import timedelta

import pytest
from teambrain.core import audit
from teambrain.core.capture.captured import CapturedToolCall, CapturedToolResult
from teambrain.core.config import ReflectConfig
from teambrain.core.errors import SanitizerError, TeambrainError
from teambrain.core.governance import reflect, reflectors
from teambrain.core.governance.reflector_anthropic import AnthropicReflector
from teambrain.core.governance.reflector_offline import OfflineReflector, as_lesson
from teambrain.core.knowledge import entries as knowledge

from tests.fakes.reflector_upstream import (
    FakeReflectorUpstream,
    capture,
    lessons,
    status,
    text_sanitizer,
    tool_input,
)

MIGRATIONS = (
    "Run the database migrations before the test suite, or the tests fail with missing tables."
)


@pytest.fixture(scope="module")
def sanitizer():
    return text_sanitizer()


@pytest.fixture
def upstream():
    with FakeReflectorUpstream() as fake:
        yield fake


@pytest.fixture
def claude(upstream) -> AnthropicReflector:
    return AnthropicReflector(
        api_key="test-key",
        model="claude-test",
        base_url=upstream.base_url,
        timeout=5,
        max_retries=0,
    )


WORLD = [  # key, owner, session, how long ago, what the user said
    ("old", "alice", "s0", timedelta(days=20), MIGRATIONS),
    ("a1", "alice", "s1", timedelta(days=2), MIGRATIONS),
    (
        "a2",
        "alice",
        "s2",
        timedelta(days=1),
        "Again: run the database migrations before the test suite.",
    ),
    (
        "a3",
        "alice",
        "s2",
        timedelta(hours=20),
        "The staging API listens on port 8443 and needs the VPN.",
    ),
    ("a4", "alice", "s3", timedelta(hours=2), "The staging API listens on port 8443, not 443."),
    (
        "a5",
        "alice",
        "s3",
        timedelta(hours=1),
        "Remember the staging API needs the VPN to be reachable.",
    ),
    ("b1", "bob", "t1", timedelta(hours=3), MIGRATIONS),
]


@pytest.fixture
def world(store, clock, sanitizer) -> dict[str, str]:
    """Alice: three sessions in the window and one older; Bob: one session."""
    return {
        name: capture(store, sanitizer, owner=owner, session=session, at=clock() - ago, user=user)
        for name, owner, session, ago, user in WORLD
    }


def _run(
    store, reflector, sanitizer, clock, config=None, owner="alice", **kw
) -> reflect.ReflectionReport:
    return reflect.reflect_owner(
        store, owner, reflector, sanitizer, config or ReflectConfig(), clock=clock, **kw
    )


def _pending(store, owner="alice") -> list[knowledge.KnowledgeEntry]:
    return knowledge.list_entries(store, owner, states=["pending"], include_team=False)


# -- the guards, in order, with the real SDK against the fake ----------------------------


def test_grounded_supported_durable_lessons_are_filed_pending_private(
    store, clock, sanitizer, world, upstream, claude
) -> None:
    upstream.add(
        lessons(
            [
                {
                    "text": "Run the database migrations before the test suite.",
                    "citations": [world["a1"], world["a2"]],
                },
                {
                    "text": "The staging API listens on port 8443.",
                    "citations": [world["a3"], world["a4"]],
                },
            ]
        )
    )
    report = _run(store, claude, sanitizer, clock)
    assert (report.proposed, report.filed, report.error) == (2, 2, "")
    assert report.episodes_read == 5  # the older episode and bob's are not read
    entries = _pending(store)
    assert {e.text for e in entries} == {
        "Run the database migrations before the test suite.",
        "The staging API listens on port 8443.",
    }
    for e in entries:
        assert (e.state, e.visibility, e.origin, e.owner, e.created_by) == (
            "pending",
            "private",
            "reflection",
            "alice",
            audit.SYSTEM,
        )
        assert len(e.citations) == 2
    assert {r.action for r in audit.read(store, "alice")} == {"file"}


def test_each_guard_discards_and_counts(store, clock, sanitizer, world, upstream, claude) -> None:
    upstream.add(
        lessons(
            [
                {"text": "Run the database migrations before the test suite.", "citations": []},
                {
                    "text": "Run the database migrations before tests.",
                    "citations": [world["a1"], world["b1"]],
                },
                {
                    "text": "Run the database migrations first.",
                    "citations": [world["a1"], "01JZZZZZZZZZZZZZZZZZZZZZZZ"],
                },
                {
                    "text": "Run the database migrations before the suite.",
                    "citations": [world["old"], world["a2"]],
                },
                {
                    "text": "Rotate the signing keys every Friday afternoon.",
                    "citations": [world["a1"], world["a2"]],
                },
                {
                    "text": "The staging API listens on port 9443.",
                    "citations": [world["a3"], world["a4"]],
                },
                {"text": "The staging API needs the VPN connection.", "citations": [world["a3"]]},
                {
                    "text": "The staging API listens on port 8443.",
                    "citations": [world["a3"], world["a4"], world["a1"]],
                },
            ]
        )
    )
    report = _run(store, claude, sanitizer, clock)
    assert report.proposed == 8
    assert report.discarded_uncited == 4  # none, another owner's, nonexistent, out of window
    assert report.discarded_unsupported == 2  # made-up claim; a port the evidence never names
    assert report.discarded_single_session == 1
    assert report.filed == 1
    (entry,) = _pending(store)
    assert entry.text == "The staging API listens on port 8443."
    assert sorted(entry.citations) == sorted([world["a3"], world["a4"]])  # a1 does not support it
    verdicts = {v.verdict for v in report.lessons}
    assert verdicts == {
        "filed",
        "discarded_uncited",
        "discarded_unsupported",
        "discarded_single_session",
    }


def test_a_number_word_read_alone_in_the_wording_is_the_one_its_evidence_says(
    store, clock, sanitizer, upstream, claude
) -> None:
    # after "this time?" the "One" opening the next sentence reads as a pronoun; quoted alone
    # as the wording it reads as the number 1, which is no exact token the evidence lacks
    said = [
        (
            "s1",
            "Could you run pa11y over the upcoming pages too this time? One thing: hugo skips "
            "pages dated in the future unless --buildFuture is on.",
        ),
        ("s2", "september. future date = skipped, hugo wants --buildFuture for those pages"),
    ]
    cited = [
        capture(
            store, sanitizer, owner="alice", session=s, at=clock() - timedelta(hours=5 - i), user=u
        )
        for i, (s, u) in enumerate(said)
    ]
    text = "One thing: hugo skips pages dated in the future unless --buildFuture is on."
    upstream.add(lessons([{"text": text, "citations": cited}]))
    report = _run(store, claude, sanitizer, clock)
    assert (report.filed, report.discarded_unsupported) == (1, 0)


def test_duplicates_of_approved_tombstoned_pending_and_batch_are_skipped(
    store, clock, sanitizer, world, upstream, claude
) -> None:
    approved = knowledge.save(
        store, "alice", "Run the database migrations before the test suite.", sanitizer=sanitizer
    )
    knowledge.approve(store, "alice", approved.id)
    rejected = knowledge.save(
        store, "alice", "The staging API listens on port 8443.", sanitizer=sanitizer
    )
    knowledge.reject(store, "alice", rejected.id)
    cites = [world["a1"], world["a2"], world["a3"], world["a4"]]
    upstream.add(
        lessons(
            [
                {
                    "text": "Before the test suite, run the database migrations!",
                    "citations": cites[:2],
                },
                {"text": "The staging API listens on port 8443", "citations": cites[2:]},
                {"text": "The staging API needs the VPN.", "citations": [world["a3"], world["a5"]]},
                {"text": "Staging API: needs the VPN!", "citations": [world["a3"], world["a5"]]},
            ]
        )
    )
    report = _run(store, claude, sanitizer, clock)
    assert (report.filed, report.skipped_duplicate) == (1, 3)
    details = {v.detail for v in report.lessons if v.verdict == "skipped_duplicate"}
    assert details == {
        "duplicates another lesson of this pass",
        "duplicates content rejected before",
        f"duplicates approved entry {approved.id}",
    }
    upstream.add(
        lessons([{"text": "The staging API needs a VPN", "citations": [world["a3"], world["a5"]]}])
    )
    again = _run(store, claude, sanitizer, clock)
    assert (again.filed, again.skipped_duplicate) == (0, 1)
    assert "pending entry" in again.lessons[0].detail


def test_a_lesson_citing_what_a_filed_one_cites_is_that_lesson_again_in_any_words(
    store, clock, sanitizer, world, upstream, claude
) -> None:
    """The same recurrence, worded by another of its sayings a day later, is the entry filed
    before: pending, or rejected (a rejection is of the pattern, not of one phrasing)."""
    vpn = [world["a3"], world["a5"]]
    upstream.add(lessons([{"text": "The staging API needs the VPN.", "citations": vpn}]))
    first = _run(store, claude, sanitizer, clock)
    (filed,) = [v.entry_id for v in first.lessons if v.verdict == "filed"]
    upstream.add(
        lessons(
            [
                {
                    "text": "Staging is firewalled: reach it over the VPN only.",
                    "citations": vpn[::-1],
                },
                {
                    "text": "Run the database migrations before the test suite.",
                    "citations": [world["a1"], world["a2"]],
                },
            ]
        )
    )
    second = _run(store, claude, sanitizer, clock)
    verdicts = {v.text: (v.verdict, v.detail) for v in second.lessons}
    assert verdicts["Staging is firewalled: reach it over the VPN only."] == (
        "skipped_duplicate",
        f"cites the evidence of pending entry {filed}",
    )
    assert verdicts["Run the database migrations before the test suite."][0] == "filed"
    knowledge.reject(store, "alice", filed, sanitizer=sanitizer)
    upstream.add(
        lessons([{"text": "Without the VPN up, every staging request hangs.", "citations": vpn}])
    )
    third = _run(store, claude, sanitizer, clock)
    assert [(v.verdict, v.detail) for v in third.lessons] == [
        ("skipped_duplicate", "duplicates content rejected before")
    ]


def _said_in_two_sessions(store, sanitizer, clock, said: str, prefix: str) -> list[str]:
    """The person's words captured in two sessions a day before the pass: their episode ids."""
    return [
        capture(
            store,
            sanitizer,
            owner="alice",
            session=f"{prefix}-{i}",
            at=clock() - timedelta(hours=30 - i),
            user=said,
        )
        for i in range(2)
    ]


def test_a_rejected_ask_naming_a_package_does_not_refuse_the_fix_found_beside_it(
    store, clock, sanitizer, upstream, claude
) -> None:
    """A rejection refuses by its evidence what means the same, not every lesson naming the
    package it named: the reviewer said no to an ask, not to the failure fixed in the same
    exchanges. The fix's own rewording, once the fix is rejected, is still refused."""
    said = (
        "Can you rename tug_docking's launch file and bump tug_msgs while you're at it? "
        "`colcon build --packages-up-to tug_docking` fails until you run "
        "`source /opt/ros/humble/setup.bash` first."
    )
    cites = _said_in_two_sessions(store, sanitizer, clock, said, "ros")
    ask = "Can you rename tug_docking's launch file and bump tug_msgs while you're at it?"
    upstream.add(lessons([{"text": ask, "citations": cites}]))
    (asked,) = [v.entry_id for v in _run(store, claude, sanitizer, clock).lessons if v.entry_id]
    knowledge.reject(store, "alice", asked, sanitizer=sanitizer)
    fix = (
        "`colcon build --packages-up-to tug_docking` fails; "
        "run `source /opt/ros/humble/setup.bash` first."
    )
    upstream.add(lessons([{"text": fix, "citations": cites}]))
    (verdict,) = _run(store, claude, sanitizer, clock).lessons
    assert (verdict.verdict, verdict.text) == ("filed", fix)
    knowledge.reject(store, "alice", verdict.entry_id, sanitizer=sanitizer)
    again = "Source /opt/ros/humble/setup.bash before colcon builds tug_docking."
    upstream.add(lessons([{"text": again, "citations": cites[::-1]}]))
    assert [(v.verdict, v.detail) for v in _run(store, claude, sanitizer, clock).lessons] == [
        ("skipped_duplicate", "duplicates content rejected before")
    ]


def test_a_rule_naming_the_exact_thing_a_filed_fix_names_on_its_evidence_is_that_fix(
    store, clock, sanitizer, upstream, claude
) -> None:
    """A fix found from the failing command, and the person's own rule about it a day later:
    worded far apart (a command line against a sentence), one lesson, since they cite the
    same exchanges and name the same exact thing. Another rule said in those exchanges, naming
    nothing the fix names, is its own lesson."""
    said = (
        "kubectl rollout restart deploy/api fails until you kind load docker-image api:dev "
        "--name payouts-dev, the cluster is called payouts-dev. Payout amounts are integer "
        "cents everywhere."
    )
    cites = _said_in_two_sessions(store, sanitizer, clock, said, "kind")
    fix = (
        "`kubectl rollout restart deploy/api` fails; run "
        "`kind load docker-image api:dev --name payouts-dev` first."
    )
    upstream.add(lessons([{"text": fix, "citations": cites}]))
    (filed,) = [v.entry_id for v in _run(store, claude, sanitizer, clock).lessons if v.entry_id]
    upstream.add(
        lessons(
            [
                {
                    "text": "Cluster is called payouts-dev, pass --name payouts-dev.",
                    "citations": cites,
                },
                {"text": "Payout amounts are integer cents everywhere.", "citations": cites},
            ]
        )
    )
    verdicts = {
        v.text: (v.verdict, v.detail) for v in _run(store, claude, sanitizer, clock).lessons
    }
    assert verdicts["Cluster is called payouts-dev, pass --name payouts-dev."] == (
        "skipped_duplicate",
        f"cites the evidence of pending entry {filed}",
    )
    assert verdicts["Payout amounts are integer cents everywhere."][0] == "filed"


def test_twenty_proposals_file_eight_and_a_rerun_the_same_day_adds_nothing(
    store, clock, sanitizer, upstream, claude
) -> None:
    now = clock()
    cited = []
    for i in range(20):
        text = f"Service number {i} listens on port {7000 + i} behind the gateway."
        cited.append(
            (
                text,
                [
                    capture(
                        store,
                        sanitizer,
                        owner="alice",
                        session=f"x{i}",
                        at=now - timedelta(hours=30),
                        user=text,
                    ),
                    capture(
                        store,
                        sanitizer,
                        owner="alice",
                        session=f"y{i}",
                        at=now - timedelta(hours=5),
                        user=text,
                    ),
                ],
            )
        )
    upstream.add(lessons([{"text": t, "citations": c} for t, c in cited]))
    report = _run(store, claude, sanitizer, clock)
    assert (report.proposed, report.filed, report.over_budget, report.backpressure) == (
        20,
        8,
        12,
        False,
    )
    assert report.budget_left == 8
    clock.advance(hours=10)  # same UTC day
    rerun = _run(store, claude, sanitizer, clock)
    assert (rerun.proposed, rerun.filed, rerun.budget_left) == (0, 0, 0)
    assert "budget" in rerun.notes[0]
    assert len(upstream.requests) == 1  # the spent budget is not even asked about
    assert len(_pending(store)) == 8
    # the next day the budget is back (the window still holds the same evidence)
    clock.advance(hours=5)
    upstream.add(lessons([{"text": t, "citations": c} for t, c in cited]))
    next_day = _run(store, claude, sanitizer, clock)
    assert (next_day.filed, next_day.skipped_duplicate, next_day.over_budget) == (8, 8, 4)


def test_a_config_built_past_the_ceilings_is_held_to_them(store, clock, sanitizer) -> None:
    """The file refuses such numbers at load; a config built in code is clamped all the same."""
    loose = ReflectConfig(daily_budget=50, min_sessions=1)
    assert reflect.within_ceilings(loose) == ReflectConfig()
    now = clock()
    for i in range(12):
        for session, ago in ((f"x{i}", 30), (f"y{i}", 5)):
            capture(
                store,
                sanitizer,
                owner="alice",
                session=session,
                at=now - timedelta(hours=ago),
                user=f"Always route service number {i} through port {7000 + i}.",
            )
    capture(store, sanitizer, owner="alice", session="z", at=now, user="Never deploy on Fridays.")
    capture(
        store,
        sanitizer,
        owner="alice",
        session="z",
        at=now,
        user="Never deploy on Fridays, again.",
    )
    report = _run(store, OfflineReflector(), sanitizer, clock, config=loose)
    assert (report.filed, report.over_budget, report.budget_left) == (8, 4, 8)
    assert report.proposed == 12  # the rule said in one session only is not even proposed


def test_backpressure_stops_filing_when_the_queue_is_full(
    store, clock, sanitizer, world, upstream, claude
) -> None:
    config = ReflectConfig(backpressure=3)
    for i in range(2):
        knowledge.save(
            store,
            "alice",
            f"Saved lesson {i}: build {i} needs flag --tier-{i}.",
            sanitizer=sanitizer,
        )
    upstream.add(
        lessons(
            [
                {
                    "text": "Run the database migrations before the test suite.",
                    "citations": [world["a1"], world["a2"]],
                },
                {
                    "text": "The staging API listens on port 8443.",
                    "citations": [world["a3"], world["a4"]],
                },
            ]
        )
    )
    report = _run(store, claude, sanitizer, clock, config)
    assert (report.filed, report.over_budget, report.backpressure) == (1, 1, True)
    assert any("backpressure" in n for n in report.notes)
    clock.advance(days=1)
    full = _run(store, claude, sanitizer, clock, config)
    assert full.backpressure and full.proposed == 0 and len(upstream.requests) == 1
    assert len(_pending(store)) == 3  # nothing expired, nothing dropped


# -- failures file nothing -------------------------------------------------------------


@pytest.mark.parametrize(
    ("step", "said"),
    [
        (status(529), "529: overloaded_error"),
        (status(500), "500"),
        (tool_input({"lessons": "not a list"}), "malformed output"),
        (tool_input({"lessons": [{"text": 3, "citations": []}]}), "malformed output"),
        (tool_input({"notes": []}), "malformed output"),
        ({"kind": "raw", "body": b"{not json"}, "unreadable|malformed"),
    ],
    ids=["overloaded", "server-error", "wrong-shape", "wrong-type", "missing-key", "not-json"],
)
def test_a_failing_reflector_files_nothing_and_says_why(
    store, clock, sanitizer, world, upstream, claude, step, said
) -> None:
    upstream.add(step)
    report = _run(store, claude, sanitizer, clock)
    assert report.error.startswith("reflector failed, nothing filed")
    assert pytest.importorskip("re").search(said, report.error), report.error
    assert report.filed == 0 and _pending(store) == []
    assert audit.read(store, "alice") == []


def test_overload_is_retried(store, clock, sanitizer, world, upstream) -> None:
    patient = AnthropicReflector(
        api_key="k", model="claude-test", base_url=upstream.base_url, timeout=5, max_retries=2
    )
    upstream.add(
        status(529),
        lessons(
            [
                {
                    "text": "The staging API listens on port 8443.",
                    "citations": [world["a3"], world["a4"]],
                }
            ]
        ),
    )
    report = _run(store, patient, sanitizer, clock)
    assert (report.filed, report.error) == (1, "")
    assert len(upstream.requests) == 2


def test_a_timeout_files_nothing(store, clock, sanitizer, world, upstream) -> None:
    hasty = AnthropicReflector(
        api_key="k", model="claude-test", base_url=upstream.base_url, timeout=0.3, max_retries=0
    )
    upstream.add(
        {"delay": 5, **lessons([{"text": "x y z", "citations": [world["a1"], world["a2"]]}])}
    )
    report = _run(store, hasty, sanitizer, clock)
    assert "did not answer within 0.3s" in report.error
    assert _pending(store) == []


class _FailsOnSecond:
    def __init__(self, real) -> None:
        self.real, self.calls = real, 0

    def sanitize(self, text: str) -> tuple[str, dict[str, int]]:
        self.calls += 1
        if self.calls == 2:
            raise SanitizerError("timeout")
        return self.real.sanitize(text)


def test_a_sanitizer_failure_midway_files_nothing(
    store, clock, sanitizer, world, upstream, claude
) -> None:
    upstream.add(
        lessons(
            [
                {
                    "text": "Run the database migrations before the test suite.",
                    "citations": [world["a1"], world["a2"]],
                },
                {
                    "text": "The staging API listens on port 8443.",
                    "citations": [world["a3"], world["a4"]],
                },
            ]
        )
    )
    report = _run(store, claude, _FailsOnSecond(sanitizer), clock)
    assert report.error == "sanitizing a lesson failed (timeout), nothing filed"
    assert (report.filed, _pending(store)) == (0, [])


def test_dry_run_writes_nothing(store, clock, sanitizer, world, upstream, claude) -> None:
    upstream.add(
        lessons(
            [
                {
                    "text": "The staging API listens on port 8443.",
                    "citations": [world["a3"], world["a4"]],
                }
            ]
        )
    )
    report = _run(store, claude, sanitizer, clock, dry_run=True)
    assert (report.filed, report.dry_run, report.lessons[0].verdict) == (1, True, "would_file")
    assert _pending(store) == [] and audit.read(store, "alice") == []


# -- the request the SDK sends ---------------------------------------------------------


def test_the_request_forces_the_tool_caches_instructions_and_is_marked_internal(
    store, clock, sanitizer, world, upstream, monkeypatch
) -> None:
    monkeypatch.setenv("HTTP_PROXY", "http://127.0.0.1:9")  # a dead proxy: must be bypassed
    monkeypatch.setenv("ALL_PROXY", "http://127.0.0.1:9")
    reflector = AnthropicReflector(
        api_key="k",
        model="claude-test",
        base_url=upstream.base_url,
        timeout=5,
        max_retries=0,
        input_budget_chars=700,
    )
    upstream.add(lessons([]))
    report = _run(store, reflector, sanitizer, clock)
    assert report.error == ""
    (req,) = upstream.requests
    assert req["headers"]["x-teambrain-internal"] == "reflection"
    body = req["body"]
    assert body["tool_choice"] == {"type": "tool", "name": "propose_lessons"}
    assert body["system"][0]["cache_control"] == {"type": "ephemeral"}
    assert body["tools"][0]["input_schema"]["required"] == ["lessons"]
    prompt = body["messages"][0]["content"]
    # the newest episodes fit the budget; the oldest were dropped, and the report says so
    assert world["a4"] in prompt and world["a1"] not in prompt
    assert any("oldest" in n and "not shown" in n for n in report.notes)


# -- the offline reflector -------------------------------------------------------------


def test_offline_reflector_proposes_recurring_statements_and_tool_fixes(
    store, clock, sanitizer
) -> None:
    now = clock()
    rule = "Always use pnpm instead of npm in the frontend folder."
    for i, session in enumerate(("s1", "s2", "s3")):
        at = now - timedelta(hours=40 - 12 * i)
        capture(
            store,
            sanitizer,
            owner="alice",
            session=session,
            at=at,
            user=f"{rule} Now fix the build.",
        )
        fail = CapturedToolCall(
            tool_id=f"toolu_f{i}", name="bash", input_json=f'{{"command": "pytest tests/t{i}.py"}}'
        )
        capture(
            store,
            sanitizer,
            owner="alice",
            session=session,
            at=at + timedelta(minutes=1),
            user="go",
            tool_calls=[fail],
        )
        fixed = CapturedToolCall(  # the same signature, with what it lacked
            tool_id=f"toolu_g{i}",
            name="bash",
            input_json=f'{{"command": "PYTHONPATH=src pytest tests/t{i}.py"}}',
        )
        capture(
            store,
            sanitizer,
            owner="alice",
            session=session,
            at=at + timedelta(minutes=2),
            user="",
            tool_results=[
                CapturedToolResult(
                    tool_id=f"toolu_f{i}",
                    content="E   ModuleNotFoundError: No module named 'app'",
                    is_error=True,
                )
            ],
            tool_calls=[fixed],
        )
        capture(
            store,
            sanitizer,
            owner="alice",
            session=session,
            at=at + timedelta(minutes=3),
            user="",
            tool_results=[CapturedToolResult(tool_id=f"toolu_g{i}", content="3 passed in 0.2s")],
        )
    capture(
        store,
        sanitizer,
        owner="alice",
        session="s4",
        at=now,
        user="Never deploy on Fridays, please.",
    )
    report = _run(store, OfflineReflector(), sanitizer, clock)
    assert report.error == ""
    texts = sorted(e.text for e in _pending(store))
    assert texts == [
        "Always use pnpm instead of npm in the frontend folder.",
        "`pytest tests/t0.py` fails with ModuleNotFoundError; "
        "`PYTHONPATH=src pytest tests/t0.py` works.",
    ]
    for entry in _pending(store):
        sessions = {
            knowledge.resolve_citation(store, "alice", c).session_id for c in entry.citations
        }
        assert sessions == {"s1", "s2", "s3"}
    assert report.proposed == 2  # the one-off Friday rule was not proposed at all


def test_offline_reflector_is_deterministic(store, clock, sanitizer, world) -> None:
    material = reflect.read_material(
        store, "alice", since=clock() - timedelta(days=3), until=clock(), min_sessions=2
    )
    first = OfflineReflector().propose(material)
    assert first == OfflineReflector().propose(material)
    # the staging API, said three ways, names its port: first of two as recurrent
    assert [lesson.text for lesson in first.lessons] == [
        "The staging API listens on port 8443 and needs the VPN.",
        MIGRATIONS,
    ]


@pytest.mark.parametrize(
    ("said", "lesson"),
    [
        ("Alice here: never deploy on Fridays..., please.", "Never deploy on Fridays."),
        (
            "Hi team! You should always use pnpm instead of npm in the frontend folder.",
            "Always use pnpm instead of npm in the frontend folder.",
        ),
        (
            "This is Bob, we need to run migrations before the tests, thanks!",
            "Run migrations before the tests.",
        ),
        ("Please never commit the .env file, guys.", "Never commit the .env file."),
        (
            "FYI: the staging API listens on port 8443 - Carol",
            "The staging API listens on port 8443.",
        ),
        ("I think we should pin numpy to 1.26 in CI.", "Pin numpy to 1.26 in CI."),
        (
            "Hey Claude, don't forget to rebase on main before pushing!!",
            "Rebase on main before pushing.",
        ),
        (
            "Ok so, always run `ruff format` before committing, thank you so much!",
            "Always run `ruff format` before committing.",
        ),
        ("Again: run the database migrations first.", "Run the database migrations first."),
        (
            "Use the ./deploy.sh script , never deploy by hand .",
            "Use the ./deploy.sh script, never deploy by hand.",
        ),
        ("Hi all, Bob here.", ""),  # nothing but chatter
        # a reply's opening goes; a word that only looks like one, or a "no", stays
        ("Right, 9201 is staging, not 9200", "9201 is staging, not 9200."),
        (
            "Oh wait — wrangler dev needs --test-scheduled",
            "Wrangler dev needs --test-scheduled.",
        ),
        ("Fyi 8500 is firewalled in uat", "8500 is firewalled in uat."),
        ("right-click the file and pick open with", "Right-click the file and pick open with."),
        ("nope — pnpm only here", "Nope — pnpm only here."),
        ("ps aux shows two workers", "Ps aux shows two workers."),
        # a mark that begins a token is part of what was named, not loose punctuation
        (
            "timestamps(type: :utc_datetime_usec) in the schema too pls",
            "Timestamps(type: :utc_datetime_usec) in the schema too.",
        ),
    ],
)
def test_the_offline_reflector_turns_chatter_into_a_lesson(said: str, lesson: str) -> None:
    assert as_lesson(said) == lesson


def test_chatty_recurring_rules_are_proposed_as_lessons(store, clock, sanitizer) -> None:
    chatter = [
        ("s1", "Alice here: never deploy on Fridays..., please."),
        ("s2", "Hi team! Never deploy on Fridays, thanks!"),
        ("s3", "Hey Claude, please never deploy on Fridays - Alice"),
    ]
    for i, (session, said) in enumerate(chatter):
        capture(
            store,
            sanitizer,
            owner="alice",
            session=session,
            at=clock() - timedelta(hours=9 - i),
            user=said,
        )
    report = _run(store, OfflineReflector(), sanitizer, clock)
    assert report.filed == 1
    (entry,) = _pending(store)
    assert entry.text == "Never deploy on Fridays."
    for word in ("Alice", "please", "Hi", "thanks", "Claude", "..."):
        assert word not in entry.text
    sessions = {knowledge.resolve_citation(store, "alice", c).session_id for c in entry.citations}
    assert sessions == {"s1", "s2", "s3"}


# -- owners, building the reflector ------------------------------------------------------


def test_owners_in_store_and_reflect_all(store, clock, sanitizer, world) -> None:
    assert reflect.owners_in_store(store) == ["alice", "bob"]
    reports = reflect.reflect(
        store,
        reflect.owners_in_store(store),
        OfflineReflector(),
        sanitizer,
        ReflectConfig(),
        clock=clock,
    )
    assert [r.owner for r in reports] == ["alice", "bob"]
    assert reports[0].filed == 2 and reports[1].filed == 0  # bob has one session only
    assert reports[1].discarded_single_session == 0 and reports[1].proposed == 0

    # the day's reports are kept for the review queue, each owner's only to them
    (kept,) = reflect.reports_of_day(store, "alice", clock())
    assert kept.filed == 2 and kept.owner == "alice"
    assert [r.owner for r in reflect.reports_of_day(store, "bob", clock())] == ["bob"]
    assert reflect.reports_of_day(store, "mallory", clock()) == []
    assert reflect.reports_of_day(store, "alice", clock() - timedelta(days=1)) == []
    reflect.reflect(
        store, ["alice"], OfflineReflector(), sanitizer, ReflectConfig(), clock=clock, dry_run=True
    )
    assert len(reflect.reports_of_day(store, "alice", clock())) == 1  # a dry run keeps nothing


def test_build_reflector_choice() -> None:
    assert reflectors.build_reflector(ReflectConfig(), env={}).name == "offline"
    built = reflectors.build_reflector(
        ReflectConfig(base_url="http://127.0.0.1:1"), env={"ANTHROPIC_API_KEY": "k"}
    )
    assert built.name == "anthropic"
    with pytest.raises(TeambrainError, match="ANTHROPIC_API_KEY"):
        reflectors.build_reflector(ReflectConfig(reflector="anthropic"), env={})
    assert (
        reflectors.build_reflector(
            ReflectConfig(reflector="offline"), env={"ANTHROPIC_API_KEY": "k"}
        ).name
        == "offline"
    )


# -- provenance (invariant 16) -----------------------------------------------------------


def test_a_filed_lesson_keeps_which_citations_carry_the_persons_words_and_which_tool_output(
    store, clock, sanitizer
) -> None:
    """Stored with the entry, on either backend: the user's words in one session, a tool call
    and its error in another."""
    now = clock()
    said = capture(
        store,
        sanitizer,
        owner="alice",
        session="s1",
        at=now - timedelta(hours=5),
        user="Start the database with docker compose up before running npm test.",
    )
    call = CapturedToolCall(tool_id="toolu_t", name="bash", input_json='{"command": "npm test"}')
    asked = capture(
        store,
        sanitizer,
        owner="alice",
        session="s2",
        at=now - timedelta(hours=2),
        user="go",
        tool_calls=[call],
    )
    capture(
        store,
        sanitizer,
        owner="alice",
        session="s2",
        at=now - timedelta(hours=1),
        user="",
        tool_results=[
            CapturedToolResult(tool_id="toolu_t", content="connect ECONNREFUSED", is_error=True)
        ],
    )

    class Scripted:
        name = "scripted"

        def propose(self, material):
            text = "Start the database with docker compose up before npm test."
            return reflect.Proposal(lessons=[reflect.Lesson(text=text, citations=[said, asked])])

    report = _run(store, Scripted(), sanitizer, clock)
    assert report.filed == 1, report.lessons
    (entry,) = _pending(store)
    assert {p.episode_id: p.sources for p in entry.provenance} == {
        said: ["user"],
        asked: ["tool"],
    }


@pytest.mark.parametrize(
    ("url", "filed"),
    [("postgresql://ledger@localhost:5432/ledger_test", 1), ("localhost:543", 0)],
)
def test_an_exact_token_inside_an_assignment_is_named_by_it(
    store, clock, sanitizer, url, filed
) -> None:
    """`DATABASE_URL=postgresql://...` names the URL; it does not name a part of a number."""
    said = [
        capture(
            store,
            sanitizer,
            owner="alice",
            session=f"s{i}",
            at=clock() - timedelta(hours=10 * i),
            user="tests need it, export DATABASE_URL=postgresql://ledger@localhost:5432/ledger_test",
        )
        for i in (1, 2)
    ]

    class Scripted:
        name = "scripted"

        def propose(self, material):
            text = f"Tests need DATABASE_URL set ({url})."
            return reflect.Proposal(lessons=[reflect.Lesson(text=text, citations=said)])

    report = _run(store, Scripted(), sanitizer, clock)
    assert report.filed == filed, report.lessons
