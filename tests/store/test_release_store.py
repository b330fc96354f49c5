"""A store written by the release before the domain repositories opens without loss."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from teambrain.core.records.episodes import EPISODE_SCHEMA
from teambrain.core.store import open_store

from tests.store.release_fixture import OWNERS, build, snapshot

RELEASE = Path(__file__).parent.parent / "data" / "store_release"


def test_the_release_store_reads_exactly_as_the_release_read_it(tmp_path: Path) -> None:
    where = tmp_path / "store"
    where.mkdir(mode=0o700)
    shutil.copy(RELEASE / "data.mdb", where / "data.mdb")
    (where / "data.mdb").chmod(0o600)
    store = open_store(where, map_size_mb=4)
    expected = json.loads((RELEASE / "snapshot.json").read_text())
    for owner in OWNERS:  # exchanges read in today's layout (no OpenAI ones here)
        for episode in expected[f"{owner}.episodes"]:
            episode["schema"] = EPISODE_SCHEMA
    assert without_added_defaults(snapshot(store)) == expected


ADDED_SINCE = {"provenance": [], "first_byte_at": None}
"""Fields a lesson gained after that release, each with the value an old record reads as."""


def without_added_defaults(got: object) -> object:
    """The snapshot less the fields added since the release, where they hold their default (an
    old record must read as it did, and an added field must not invent anything for it)."""
    if isinstance(got, list):
        return [without_added_defaults(x) for x in got]
    if not isinstance(got, dict):
        return got
    return {
        k: without_added_defaults(v)
        for k, v in got.items()
        if not (k in ADDED_SINCE and v == ADDED_SINCE[k])
    }


def test_todays_code_writes_what_the_release_wrote(store) -> None:
    """The same public calls on a new store (either backend) read back as the release's did,
    but for the ids and times only a run can choose."""
    build(store)
    expected = json.loads((RELEASE / "snapshot.json").read_text())
    got = snapshot(store)
    assert set(got) == set(expected)
    for name in ("alice.counts", "bob.counts", "counts", "counters"):
        assert got[name] == expected[name], name
    for owner in ("alice", "bob"):
        assert [e["text"] for e in got[f"{owner}.entries"]] == [
            e["text"] for e in expected[f"{owner}.entries"]
        ]
        assert [e["state"] for e in got[f"{owner}.entries"]] == [
            e["state"] for e in expected[f"{owner}.entries"]
        ]
        assert len(got[f"{owner}.recall"]) == len(expected[f"{owner}.recall"])
        assert [a["action"] for a in got[f"{owner}.audit"]] == [
            a["action"] for a in expected[f"{owner}.audit"]
        ]
