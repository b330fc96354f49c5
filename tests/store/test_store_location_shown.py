"""A store's connection string is shown (messages, `doctor`, `proxy`, `store.url`, the
outbox's directory) without its password, in whichever form it was given; checked against
libpq's own reading of each form (psycopg's conninfo_to_dict)."""

from __future__ import annotations

from pathlib import Path

import pytest
from psycopg.conninfo import conninfo_to_dict
from teambrain.core.config import as_location, is_database_url, shown_location
from teambrain.core.store import open_store

SECRET = "Hunter2-s3cret"

FORMS = [
    f"postgresql://tb:{SECRET}@db.internal/teambrain",  # in the user part
    f"postgresql://tb@db.internal/teambrain?password={SECRET}",  # in the query
    f"postgresql://tb@db.internal:5433/teambrain?sslmode=require&password={SECRET}&connect_timeout=3",
    f"postgresql://tb@db.internal/teambrain?p%61ssword={SECRET}",  # a name libpq decodes
    f"postgres://tb:{SECRET}@db1:5432,db2:5433/teambrain?target_session_attrs=read-write",
    f"postgresql://tb@db.internal/teambrain?sslpassword={SECRET}&sslmode=verify-full",
    f"host=db.internal user=tb password={SECRET} dbname=teambrain",  # key=value
    f"host=db.internal password = '{SECRET} with \\' quote' dbname=teambrain",
]


@pytest.mark.parametrize("given", FORMS)
def test_the_password_is_never_shown_and_everything_else_is(given: str) -> None:
    shown = shown_location(given)
    assert SECRET not in shown
    before = conninfo_to_dict(given)
    after = conninfo_to_dict(shown)  # still a connection string libpq reads
    for secret in ("password", "sslpassword"):
        before.pop(secret, None)
        assert secret not in after
    assert after == before


def test_a_url_without_a_password_and_a_directory_are_shown_as_they_are(tmp_path: Path) -> None:
    url = "postgresql://tb@db.internal/teambrain?sslmode=require"
    assert shown_location(url) == url
    assert shown_location(tmp_path) == str(tmp_path)


def test_one_scheme_test_for_every_store_location() -> None:
    assert is_database_url("postgresql://tb@h/db") and is_database_url("postgres://tb@h/db")
    assert not is_database_url("mysql://tb@h/db") and not is_database_url(Path("postgresql:"))
    assert isinstance(as_location("postgres://tb@h/db"), str)
    assert isinstance(as_location("./postgresql-store"), Path)


def test_a_database_store_is_named_without_its_password(pg_server) -> None:  # noqa: ANN001
    url = pg_server.create_database()
    with_password = url.replace("teambrain@", f"teambrain:{SECRET}@") + f"?password={SECRET}"
    store = open_store(with_password, connect=False)
    try:
        assert SECRET not in store.url and SECRET not in repr(store)
    finally:
        store.close()
