"""Weekly partitions of the four big tables: their bounds and names, making them on demand
(race-safe, outside the write that needed them) and finding the ones retention may drop.

A week starts Monday 00:00 UTC. Partitions are named <table>_p<YYYYMMDD of the Monday> and
cover [Monday, next Monday): timestamptz bounds for episodes/events, integer seconds for
recall_docs/postings. There is no DEFAULT partition (it would block making later ones): a
write that meets a missing week fails, the store makes the week's partitions in a short
transaction of its own (under an advisory lock, `CREATE TABLE .. (LIKE ..)` then
`ATTACH PARTITION`, which does not block readers or writers of the parent), and re-runs the
write.
"""

from __future__ import annotations

import re
from datetime import UTC, datetime, timedelta
from typing import Any

from teambrain.core.store.postgres.schema import PARTITIONED, rls_sql

WEEK_S = 7 * 86400
_MONDAY_S = 4 * 86400
"""1970-01-05, the first Monday after the epoch."""
PARTITION_LOCK = 0x74625F7061727400
"""pg_advisory_xact_lock key taken while partitions are made ("tb_part")."""
_NAME = re.compile(r"^(?P<table>[a-z_]+)_p(?P<day>\d{8})$")


def week_start(seconds: int) -> int:
    """The Monday 00:00 UTC (epoch seconds) of the week holding `seconds`."""
    return (seconds - _MONDAY_S) // WEEK_S * WEEK_S + _MONDAY_S


def week_of_time(at: datetime) -> int:
    return week_start(int(at.timestamp() // 1))


def partition_name(table: str, week: int) -> str:
    return f"{table}_p{datetime.fromtimestamp(week, UTC):%Y%m%d}"


def parse_name(name: str) -> tuple[str, int] | None:
    """(parent table, week start) of a partition's name, or None for anything else."""
    m = _NAME.match(name)
    if m is None or m.group("table") not in PARTITIONED:
        return None
    day = datetime.strptime(m.group("day"), "%Y%m%d").replace(tzinfo=UTC)
    return m.group("table"), int(day.timestamp())


def _bounds(table: str, week: int) -> tuple[str, str]:
    kind = PARTITIONED[table][1]
    if kind == "seconds":
        return str(week), str(week + WEEK_S)
    lo = datetime.fromtimestamp(week, UTC)
    hi = lo + timedelta(seconds=WEEK_S)
    return f"'{lo:%Y-%m-%d %H:%M:%S}+00'", f"'{hi:%Y-%m-%d %H:%M:%S}+00'"


def week_sql(table: str, week: int) -> str:
    """Make one partition (the caller has checked it is missing). Values are computed
    integers and dates, never caller text."""
    name = partition_name(table, week)
    lo, hi = _bounds(table, week)
    return (
        f"CREATE TABLE {name} (LIKE {table} INCLUDING DEFAULTS INCLUDING CONSTRAINTS);\n"
        + rls_sql(name)
        + f"ALTER TABLE {table} ATTACH PARTITION {name} FOR VALUES FROM ({lo}) TO ({hi});\n"
    )


def make_weeks(conn: Any, weeks: set[int]) -> list[str]:
    """Make every missing partition of these weeks in one short transaction; returns the
    names made. `conn` is idle (no transaction open) and not autocommit."""
    made: list[str] = []
    with conn.transaction():
        conn.execute("SELECT set_config('lock_timeout', '5s', true)")
        conn.execute("SELECT pg_advisory_xact_lock(%s)", [PARTITION_LOCK])
        for week in sorted(weeks):
            for table in PARTITIONED:
                name = partition_name(table, week)
                found = conn.execute("SELECT to_regclass(%s)", [name]).fetchone()
                if found is not None and found[0] is not None:
                    continue
                conn.execute(week_sql(table, week))
                made.append(name)
    return made


def existing(conn: Any) -> dict[str, list[tuple[int, str]]]:
    """Each partitioned table's partitions as (week start, name), oldest first."""
    rows = conn.execute(
        "SELECT p.relname, c.relname FROM pg_inherits i"
        " JOIN pg_class c ON c.oid = i.inhrelid JOIN pg_class p ON p.oid = i.inhparent"
        " WHERE p.relname = ANY(%s) AND p.relnamespace = c.relnamespace"
        " AND pg_table_is_visible(p.oid)",
        [list(PARTITIONED)],
    ).fetchall()
    out: dict[str, list[tuple[int, str]]] = {t: [] for t in PARTITIONED}
    for parent, child in rows:
        parsed = parse_name(child)
        if parsed is not None and parsed[0] == parent:
            out[parent].append((parsed[1], child))
    for parts in out.values():
        parts.sort()
    return out
