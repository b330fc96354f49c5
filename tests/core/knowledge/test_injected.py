"""What injection gave an exchange: the entry ids stored with the episode (on both backends) and
read back as titles only while the exchange's owner may see each entry."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from teambrain.core import audit
from teambrain.core.config import Config
from teambrain.core.knowledge import entries as knowledge
from teambrain.core.service.facade import LocalService
from teambrain.core.store import Store

from tests.fakes.reflector_upstream import capture, text_sanitizer
from tests.mcpserver.episode_world import PassThrough

AT = datetime(2026, 11, 30, 9, 0, tzinfo=UTC)
LESSONS = {  # name -> (owner, text, moves)
    "own": (
        "ann",
        "Run make migrate before the integration suite.\nIt seeds the fixtures.",
        ["approve"],
    ),
    "shared": (
        "ben",
        "Connect with vpnctl up staging before a staging deploy.",
        ["approve", "share"],
    ),
    "ben_private": (
        "ben",
        "Ben keeps the deploy key in the team vault under ops/deploy.",
        ["approve"],
    ),
}


@pytest.fixture
def lessons(store: Store) -> dict[str, str]:
    sanitizer = text_sanitizer()
    ids = {}
    for name, (owner, text, moves) in LESSONS.items():
        ids[name] = knowledge.save(store, owner, text, sanitizer=sanitizer).id
        for move in moves:
            knowledge.act(store, owner, ids[name], move)
    return ids


def captured(store: Store, injected: list[str]) -> str:
    """An exchange of ann's whose request was given these entries, through the capture path."""
    return capture(
        store, PassThrough(), owner="ann", session="s1", at=AT, user="why?", injected=injected
    )


def shown(store: Store, owner: str, episode_id: str) -> list[tuple[str, bool, str, str]]:
    view = LocalService(store, Config(), owner, channel=audit.API).show_exchange(episode_id)
    return [(e.id, e.found, e.title, e.owner) for e in view.injected]


def test_the_ids_are_stored_in_block_order_and_read_back_with_titles(
    store: Store, lessons: dict[str, str]
) -> None:
    order = [lessons["shared"], lessons["own"]]
    episode_id = captured(store, [*order, "not an id", ""])
    with store.read() as txn:
        assert txn.episodes.episode("ann", episode_id).injected == order  # only ids of ours
    assert shown(store, "ann", episode_id) == [
        (lessons["shared"], True, LESSONS["shared"][1], "ben"),
        (lessons["own"], True, "Run make migrate before the integration suite.", "ann"),
    ]


def test_an_entry_the_owner_cannot_see_is_named_by_its_id_alone(
    store: Store, lessons: dict[str, str]
) -> None:
    # ben's private lesson is never injected for ann; were its id recorded, its text stays his
    episode_id = captured(store, [lessons["ben_private"], lessons["shared"]])
    assert shown(store, "ann", episode_id)[0] == (lessons["ben_private"], False, "", "")
    knowledge.act(store, "ben", lessons["shared"], "archive")  # withdrawn from the team since
    assert shown(store, "ann", episode_id)[1] == (lessons["shared"], False, "", "")


def test_an_exchange_without_injection_shows_none(store: Store) -> None:
    assert shown(store, "ann", captured(store, [])) == []
