"""A store written by the release before the domain repositories opens without loss."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from teambrain.core.store import open_store

from tests.store.release_fixture import build, snapshot

RELEASE = Path(__file__).parent.parent / "data" / "store_release"


def test_the_release_store_reads_exactly_as_the_release_read_it(tmp_path: Path) -> None:
    where = tmp_path / "store"
    where.mkdir(mode=0o700)
    shutil.copy(RELEASE / "data.mdb", where / "data.mdb")
    (where / "data.mdb").chmod(0o600)
    store = open_store(where, map_size_mb=4)
    expected = json.loads((RELEASE / "snapshot.json").read_text())
    assert snapshot(store) == expected


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
