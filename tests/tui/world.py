"""The dashboard's test world: a store filled through the core APIs at fixed times.

Alice (the acting owner) and Bob work on one gateway. Their episodes come in through
capture's own record builder with the real sanitizer; their lessons through the knowledge
base, a ceremony a week ago, and this morning's decay pass. Every time is fixed (NOW and
offsets from it), so what the screens show is the same on every run; ids, which carry
random bits, are never shown on the screens that are snapshotted.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from typing import Any

from teambrain.core.capture.build import build_record
from teambrain.core.capture.captured import CapturedExchange, CapturedToolCall, CapturedToolResult
from teambrain.core.clock import FrozenClock
from teambrain.core.config import Config
from teambrain.core.episodes.writes import write_capture
from teambrain.core.governance import ceremony, decay
from teambrain.core.knowledge import entries as knowledge
from teambrain.core.store import Store

NOW = datetime(2026, 11, 2, 9, 0, tzinfo=UTC)
ALICE, BOB = "alice", "bob"

PNPM_LESSON = "Use pnpm, not npm, in the frontend folder: the lockfile is pnpm's."
MIGRATE_LESSON = "Run make migrate before deploying billing to staging."
AGENDA_NEW = "The billing deploy script takes the environment as its only argument."
AGENDA_CARRIED = "Staging logs rotate at midnight UTC; grep yesterday's file for late jobs."
DECIDED_EARLIER = "Release notes live in docs/releases, one file per minor version."
SHARED_MINE = "Staging deploys need the office VPN switched on."
IDLE_ONE = "The old CI runner needs a manual restart on Mondays."
IDLE_TWO = "Tag releases from the main branch only, never from a fork."
QUARANTINED = "Use the legacy VPN client 3.x for the datacenter."
REJECTED = "Always deploy on Fridays."
BOB_AGENDA = "Rotate the gateway certificate a week before it expires."
BOB_SHARED = "The API gateway logs live in /var/log/gateway on the edge hosts."
BOB_PENDING = "Bob keeps his review queue to himself."


@dataclass
class World:
    store: Store
    config: Config
    clock: FrozenClock
    episodes: dict[str, str] = field(default_factory=dict)
    """Name -> episode id."""
    entries: dict[str, str] = field(default_factory=dict)
    """Lesson text -> entry id."""


DEPLOY, FRONTEND = NOW - timedelta(hours=3), NOW - timedelta(hours=26)
Call = tuple[str, str, dict[str, Any]]
"""(provider tool id, tool name, arguments)"""
Result = tuple[str, str, bool]
"""(provider tool id, result text, is error)"""

EXCHANGES: tuple[tuple[str, str, str, datetime, str, str, list[Call], list[Result]], ...] = (
    # name, owner, session, started, user text (empty: tool results only), response,
    # the tool calls it asks for, the tool results it carries
    (
        "deploy-1", ALICE, "alice-deploy", DEPLOY,
        "Deploy the billing service to staging, then mail ops@example.com.",
        "I'll run the deploy script for staging first.",
        [("toolu_a1", "Bash", {"command": "./deploy.sh staging"})], [],
    ),
    (
        "deploy-2", ALICE, "alice-deploy", DEPLOY + timedelta(minutes=1), "",
        "The deploy failed: migrations are pending. Running them now.",
        [("toolu_a2", "Bash", {"command": "make migrate"})],
        [("toolu_a1", "error: 3 migrations pending", True)],
    ),
    (
        "deploy-3", ALICE, "alice-deploy", DEPLOY + timedelta(minutes=3), "",
        "Migrations applied; deploying again.",
        [("toolu_a3", "Bash", {"command": "./deploy.sh staging"})],
        [("toolu_a2", "applied 3 migrations", False)],
    ),
    (
        "deploy-4", ALICE, "alice-deploy", DEPLOY + timedelta(minutes=5), "",
        "Billing is on staging; I mailed ops.",
        [], [("toolu_a3", "deployed billing 4.2.0 to staging", False)],
    ),
    (
        "frontend-1", ALICE, "alice-frontend", FRONTEND,
        "Why does the frontend build fail with npm install?",
        "The lockfile is pnpm's; let me check package.json.",
        [("toolu_b1", "Read", {"path": "frontend/package.json"})], [],
    ),
    (
        "frontend-2", ALICE, "alice-frontend", FRONTEND + timedelta(minutes=1), "",
        "It pins pnpm 9: use pnpm install instead of npm in the frontend folder.",
        [], [("toolu_b1", '{"packageManager": "pnpm@9.1.0"}', False)],
    ),
    (
        "docs-1", ALICE, "alice-docs", NOW - timedelta(days=2),
        "Summarise the release notes for billing 4.2.",
        "Billing 4.2 adds retries to the payment client and drops the v1 API.",
        [], [],
    ),
    (
        "bob-1", BOB, "bob-gateway", NOW - timedelta(hours=5),
        "Rotate the API gateway certificate on the edge hosts.",
        "Rotated; the new certificate expires in 90 days.",
        [], [],
    ),
)  # fmt: skip


def _capture_episodes(world: World, sanitizer: Any) -> None:
    """Each exchange through capture's own record builder and the real sanitizer."""
    for name, owner, session, at, user, response, calls, results in EXCHANGES:
        cap = CapturedExchange(
            owner=owner,
            session_id=session,
            provider="anthropic",
            model="claude-sonnet-4-5",
            client="claude-cli/2.1.328",
            started_at=at,
            ended_at=at + timedelta(seconds=4),
            user_text=user,
            continuation=not user,
            response_text=response,
            stop_reason="tool_use" if calls else "end_turn",
            tool_calls=[
                CapturedToolCall(tool_id=tid, name=tool, input_json=json.dumps(args))
                for tid, tool, args in calls
            ],
            tool_results=[
                CapturedToolResult(tool_id=tid, content=text, is_error=error)
                for tid, text, error in results
            ],
        )
        record = build_record(cap, sanitizer, world.config)
        world.store.write(lambda txn, record=record: write_capture(txn, record))
        world.episodes[name] = record.episode.id


def _lessons(world: World, sanitizer: Any) -> None:
    store, e = world.store, world.entries

    def at(delta: timedelta) -> FrozenClock:
        return FrozenClock(NOW - delta)

    def save(owner: str, text: str, when: timedelta) -> str:
        e[text] = knowledge.save(store, owner, text, sanitizer=sanitizer, clock=at(when)).id
        return e[text]

    def reflected(owner: str, text: str, when: timedelta, cites: list[str]) -> str:
        entry = knowledge.new_entry(
            owner, text, origin=knowledge.REFLECTION, at=NOW - when, citations=cites
        )
        store.write(lambda txn: knowledge.file_pending(txn, entry))
        e[text] = entry.id
        return entry.id

    def move(owner: str, text: str, action: str, when: timedelta) -> None:
        knowledge.act(store, owner, e[text], action, clock=at(when))

    ep = world.episodes
    # The review queue: one reflected lesson beside its evidence, one deliberate save.
    reflected(ALICE, PNPM_LESSON, timedelta(hours=1), [ep["frontend-1"], ep["frontend-2"]])
    save(ALICE, MIGRATE_LESSON, timedelta(minutes=50))
    # A ceremony a week ago decided two lessons; one approved before it was left undecided.
    for text, filed in ((DECIDED_EARLIER, 12), (SHARED_MINE, 11), (AGENDA_CARRIED, 10)):
        save(ALICE, text, timedelta(days=filed))
        move(ALICE, text, knowledge.APPROVE, timedelta(days=filed - 1))
    ceremony.decide(
        store,
        ALICE,
        [(e[DECIDED_EARLIER], ceremony.PRIVATE), (e[SHARED_MINE], ceremony.SHARE)],
        clock=at(timedelta(days=7)),
    )
    reflected(ALICE, AGENDA_NEW, timedelta(days=2), [ep["deploy-1"], ep["deploy-3"]])
    move(ALICE, AGENDA_NEW, knowledge.APPROVE, timedelta(days=1))
    # Old lessons nobody used: this morning's decay pass flags them; one is quarantined.
    for text, days in ((IDLE_ONE, 200), (QUARANTINED, 180), (IDLE_TWO, 150)):
        save(ALICE, text, timedelta(days=days + 1))
        move(ALICE, text, knowledge.APPROVE, timedelta(days=days))
        move(ALICE, text, knowledge.KEEP_PRIVATE, timedelta(days=days))
    decay.run_pass(store, world.config.decay, clock=at(timedelta(hours=2)))
    move(ALICE, QUARANTINED, knowledge.QUARANTINE, timedelta(hours=1))
    save(ALICE, REJECTED, timedelta(days=5))
    knowledge.reject(
        store,
        ALICE,
        e[REJECTED],
        reason="one-off",
        sanitizer=sanitizer,
        clock=at(timedelta(days=4)),
    )
    # Bob: one lesson on the agenda (read-only to Alice), one shared, one pending.
    reflected(BOB, BOB_SHARED, timedelta(days=8), [ep["bob-1"]])
    move(BOB, BOB_SHARED, knowledge.APPROVE, timedelta(days=7))
    move(BOB, BOB_SHARED, knowledge.SHARE, timedelta(days=6))
    save(BOB, BOB_AGENDA, timedelta(days=3))
    move(BOB, BOB_AGENDA, knowledge.APPROVE, timedelta(days=2))
    save(BOB, BOB_PENDING, timedelta(hours=4))
    store.write(
        lambda txn: knowledge.record_use(
            txn, [e[BOB_SHARED], e[SHARED_MINE]], at=NOW - timedelta(days=1), kind="retrieved"
        )
    )


def build_world(store: Store, sanitizer: Any, config: Config | None = None) -> World:
    """Fill `store` with the world above; the returned clock stands at NOW."""
    world = World(store=store, config=config or Config(), clock=FrozenClock(NOW))
    _capture_episodes(world, sanitizer)
    _lessons(world, sanitizer)
    return world
