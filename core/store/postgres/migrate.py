"""Applying and inspecting the schema: which migrations a database has, applying the
missing ones (each in its own transaction, serialised across processes by an advisory
lock), and the doctor's checks (connection, schema, row-level security, the role)."""

from __future__ import annotations

from typing import Any

import psycopg
from teambrain.core.store.postgres import conninfo
from teambrain.core.store.postgres.schema import MIGRATIONS, OWNER_TABLES

MIGRATION_LOCK = 0x74625F6D69677200
"""The advisory lock a session holds while it migrates ("tb_migr")."""

_TRACK = (
    "CREATE TABLE IF NOT EXISTS schema_migrations ("
    ' name text COLLATE "C" PRIMARY KEY,'
    " applied_at timestamptz NOT NULL DEFAULT now())"
)


def connect(url: str) -> psycopg.Connection:
    """A direct (unpooled) connection; StoreError naming the server when unreachable."""
    try:
        conn = psycopg.connect(url, **conninfo.connect_kwargs(url))  # type: ignore[arg-type]
    except psycopg.OperationalError as e:
        raise conninfo.unreachable(url, e) from None
    return conn


def applied(conn: Any) -> list[str]:
    """Names recorded in schema_migrations (none when the table is missing)."""
    with conn.transaction():
        found = conn.execute("SELECT to_regclass('schema_migrations')").fetchone()
        if found is None or found[0] is None:
            return []
        rows = conn.execute("SELECT name FROM schema_migrations ORDER BY name").fetchall()
    return [r[0] for r in rows]


def pending(conn: Any) -> list[str]:
    done = set(applied(conn))
    return [name for name, _ in MIGRATIONS if name not in done]


def apply(conn: Any) -> list[str]:
    """Apply the missing migrations in order; returns the names applied now."""
    with conn.transaction():  # held by this session for the whole run, so one process
        conn.execute("SELECT pg_advisory_lock(%s)", [MIGRATION_LOCK])  # applies them all
        conn.execute(_TRACK)
    done: list[str] = []
    try:
        for name, sql in MIGRATIONS:
            with conn.transaction():
                found = conn.execute("SELECT 1 FROM schema_migrations WHERE name = %s", [name])
                if found.fetchone():
                    continue
                conn.execute(sql)
                conn.execute(
                    "INSERT INTO schema_migrations (name, applied_at) VALUES (%s, now())", [name]
                )
            done.append(name)
    finally:
        with conn.transaction():
            conn.execute("SELECT pg_advisory_unlock(%s)", [MIGRATION_LOCK])
    return done


def version(conn: Any) -> int:
    """How many of the known migrations the database has."""
    known = {name for name, _ in MIGRATIONS}
    return sum(1 for name in applied(conn) if name in known)


def rls_state(conn: Any) -> list[tuple[str, bool, bool]]:
    """(table, RLS enabled, RLS forced) for every owner-scoped table and its partitions."""
    with conn.transaction():
        rows = conn.execute(
            "SELECT c.relname, c.relrowsecurity, c.relforcerowsecurity FROM pg_class c"
            " WHERE c.relname = ANY(%s) AND pg_table_is_visible(c.oid)"
            " UNION ALL"
            " SELECT c.relname, c.relrowsecurity, c.relforcerowsecurity FROM pg_inherits i"
            " JOIN pg_class c ON c.oid = i.inhrelid JOIN pg_class p ON p.oid = i.inhparent"
            " WHERE p.relname = ANY(%s) AND pg_table_is_visible(p.oid)",
            [list(OWNER_TABLES), list(OWNER_TABLES)],
        ).fetchall()
    return [(r[0], bool(r[1]), bool(r[2])) for r in rows]


def check(url: str) -> list[tuple[str, bool, str]]:
    """The doctor's rows: (check, ok, detail)."""
    where = conninfo.where(url)
    try:
        conn = connect(url)
    except Exception as e:  # noqa: BLE001 - the doctor reports, it does not raise
        return [
            ("postgresql connection", False, str(e)),
            ("postgresql schema", False, "not checked: no connection"),
            ("postgresql row-level security", False, "not checked: no connection"),
            ("postgresql role", False, "not checked: no connection"),
        ]
    rows: list[tuple[str, bool, str]] = []
    with conn:
        with conn.transaction():
            server, user = conn.execute(
                "SELECT current_setting('server_version'), current_user"
            ).fetchone()  # type: ignore[misc]
            role = conn.execute(
                "SELECT rolsuper, rolbypassrls FROM pg_roles WHERE rolname = current_user"
            ).fetchone()
        rows.append(("postgresql connection", True, f"{where}, PostgreSQL {server}, role {user}"))
        have = version(conn)
        waiting = pending(conn)
        rows.append(
            (
                "postgresql schema",
                not waiting,
                f"version {have} of {len(MIGRATIONS)}"
                + (f"; run `teambrain migrate` ({', '.join(waiting)})" if waiting else ""),
            )
        )
        state = {name: (on, forced) for name, on, forced in rls_state(conn)}
        missing = [t for t in OWNER_TABLES if t not in state]
        weak = sorted(name for name, (on, forced) in state.items() if not (on and forced))
        if missing:
            rows.append(
                ("postgresql row-level security", False, f"tables missing: {', '.join(missing)}")
            )
        elif weak:
            rows.append(
                ("postgresql row-level security", False, f"not forced on: {', '.join(weak)}")
            )
        else:
            rows.append(
                (
                    "postgresql row-level security",
                    True,
                    f"forced on {len(OWNER_TABLES)} owner-scoped tables and {len(state) - len(OWNER_TABLES)} partitions",
                )
            )
        superuser, bypass = (bool(role[0]), bool(role[1])) if role else (False, False)
        if superuser or bypass:
            what = "a superuser" if superuser else "BYPASSRLS"
            rows.append(
                (
                    "postgresql role",
                    False,
                    f"role {user} is {what}: row-level security does not apply; connect as a plain role",
                )
            )
        else:
            rows.append(("postgresql role", True, f"role {user}: not superuser, no BYPASSRLS"))
    return rows
