"""Resolving a short knowledge-entry ref: the time of a `not_found` must not say whether
another member's private entries match the prefix (an existence and timing oracle).

Builds a store where bob holds N private entries and alice a few of her own and a few team
lessons, through the store API in one write transaction, then prints the best-of-R time of
`resolve_entry` as alice for: a prefix of bob's entries, a prefix nobody uses, a prefix of
one of alice's own entries, and a prefix of a team lesson.

    .venv/bin/python bench/resolve_ref.py                  # bob: 3,000 entries
    .venv/bin/python bench/resolve_ref.py --entries 30000
"""

from __future__ import annotations

import argparse
import tempfile
import time
from datetime import UTC, datetime, timedelta

from teambrain.core.errors import NotFound
from teambrain.core.knowledge import entries as knowledge
from teambrain.core.service.facade import resolve_entry
from teambrain.core.store import open_store


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--entries", type=int, default=3000)
    parser.add_argument("--repeat", type=int, default=20)
    args = parser.parse_args()
    store = open_store(tempfile.mkdtemp(prefix="bench-resolve-"))
    start = datetime.now(UTC) - timedelta(days=1)

    def fill(txn) -> dict[str, str]:
        ids = {}
        for n in range(args.entries):
            entry = knowledge.new_entry(
                "bob", f"bob lesson {n}", origin=knowledge.SAVED, at=start + timedelta(seconds=n)
            )
            txn.knowledge.insert(entry)
            ids.setdefault("bob", entry.id)
        for n in range(20):
            entry = knowledge.new_entry(
                "alice", f"alice lesson {n}", origin=knowledge.SAVED, at=start + timedelta(hours=2)
            )
            txn.knowledge.insert(entry)
            ids.setdefault("alice", entry.id)
        team = knowledge.new_entry("carol", "team lesson", origin=knowledge.SAVED, at=start)
        team.state, team.visibility = knowledge.APPROVED, knowledge.TEAM
        txn.knowledge.insert(team)
        ids["team"] = team.id
        return ids

    ids = store.write(fill)
    cases = {
        "prefix of bob's entries (not found)": ids["bob"][:6],
        "prefix nobody uses (not found)": "7ZZZZZ",
        "prefix of alice's own entry": ids["alice"],
        "prefix of a team lesson": ids["team"][:20],
    }
    print(f"bob holds {args.entries:,} private entries; best of {args.repeat}")
    for label, ref in cases.items():
        best = float("inf")
        with store.read() as txn:
            for _ in range(args.repeat):
                began = time.perf_counter()
                try:
                    resolve_entry(txn, "alice", ref)
                except NotFound:
                    pass
                best = min(best, time.perf_counter() - began)
        print(f"  {label:<40} {best * 1000:8.2f} ms")


if __name__ == "__main__":
    main()
