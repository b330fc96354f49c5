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


ADDED_SINCE = {"provenance": [], "first_byte_at": None, "first_byte_ms": None, "injected": []}
"""Fields records gained after that release (a lesson's provenance, an exchange's first byte
and the knowledge injected into it, the timeline row's time to first byte), each with the
value an old record reads as."""


FINGERPRINT_FIELDS = 12
"""A lesson's fingerprint (an array) had twelve fields at that release; the ones added since
(its exact tokens' parts) read as empty for an old fingerprint."""


def without_added_defaults(got: object) -> object:
    """The snapshot less the fields added since the release, where they hold their default (an
    old record must read as it did, and an added field must not invent anything for it)."""
    if isinstance(got, list):
        return [without_added_defaults(x) for x in got]
    if not isinstance(got, dict):
        return got
    return {
        k: _fingerprint_as_released(v) if k == "fingerprint" else without_added_defaults(v)
        for k, v in got.items()
        if not (k in ADDED_SINCE and v == ADDED_SINCE[k])
    }


def _fingerprint_as_released(got: object) -> object:
    if isinstance(got, list) and all(v == [] for v in got[FINGERPRINT_FIELDS:]):
        return got[:FINGERPRINT_FIELDS]
    return got


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
        # the release's hits come first; the turns beside them may follow (a session's
        # neighbours complete a turn's match: docs/recall.md)
        hits, released = got[f"{owner}.recall"], expected[f"{owner}.recall"]
        assert len(hits) >= len(released)
        assert [kind for _, kind in hits[: len(released)]] == [kind for _, kind in released]
        assert [a["action"] for a in got[f"{owner}.audit"]] == [
            a["action"] for a in expected[f"{owner}.audit"]
        ]
