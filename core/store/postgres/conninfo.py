"""Reading a postgresql:// url: what to connect with, and how to name the server in messages.

The scheme test and the redaction (`store.url`, messages) have one home, core/config.py
(`is_database_url`, `shown_location`), which every surface uses without importing the
driver; libpq's own parsing (`conninfo_to_dict`) reads the rest here."""

from __future__ import annotations

import psycopg
from psycopg.conninfo import conninfo_to_dict
from teambrain.core.config import is_database_url, shown_location
from teambrain.core.errors import StoreError

CONNECT_TIMEOUT = 5
"""Seconds libpq waits for the server before giving up (an unreachable host fails fast)."""


def params(url: str) -> dict[str, str]:
    """libpq's keywords for the url; StoreError when it is not a postgresql:// url."""
    if not is_database_url(url):
        raise StoreError(f"not a PostgreSQL url (postgresql://USER@HOST/DB): {shown_location(url)}")
    try:
        found = conninfo_to_dict(url)
    except psycopg.ProgrammingError as e:
        raise StoreError(f"invalid PostgreSQL url {shown_location(url)}: {first_line(e)}") from None
    return {k: str(v) for k, v in found.items()}


def where(url: str) -> str:
    """host:port/db, for messages (never the password)."""
    p = params(url)
    host = p.get("host") or "localhost"
    port = p.get("port") or "5432"
    return f"{host}:{port}/{p.get('dbname') or p.get('user') or ''}"


PREPARE_AFTER = 2
"""Uses of one statement on a connection before psycopg prepares it: parsing and planning
the capture path's statements afresh cost the server about as much as running them."""


def connect_kwargs(url: str, *, prepare: bool = True) -> dict[str, object]:
    """Keyword arguments for psycopg.connect beside the url. No session state is set;
    `prepare` lets psycopg prepare frequent statements at the protocol level, which
    PgBouncer 1.21+ follows in transaction mode (`max_prepared_statements`); an older
    pooler needs it off."""
    p = params(url)
    kwargs: dict[str, object] = {
        "prepare_threshold": PREPARE_AFTER if prepare else None,
        "autocommit": False,
    }
    if "connect_timeout" not in p:
        kwargs["connect_timeout"] = CONNECT_TIMEOUT
    if "application_name" not in p:
        kwargs["application_name"] = "teambrain"
    return kwargs


def first_line(error: BaseException) -> str:
    text = str(error).strip()
    return text.splitlines()[0].strip() if text else type(error).__name__


def unreachable(url: str, error: BaseException) -> StoreError:
    """A one-line StoreError naming host:port and the database."""
    p = params(url)
    host = p.get("host") or "localhost"
    port = p.get("port") or "5432"
    db = p.get("dbname") or p.get("user") or ""
    return StoreError(
        f"cannot reach PostgreSQL at {host}:{port} (database {db!r}): {first_line(error)}"
    )
