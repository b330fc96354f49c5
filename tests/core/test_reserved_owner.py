"""`*` is the store's scope over every owner (PostgreSQL's row-level policy lets it read every
row): no owner may be named so, wherever owners are configured or named, and the store
refuses it as an acting owner."""

from __future__ import annotations

from collections.abc import Iterator
from functools import partial
from pathlib import Path

import pytest
from click.testing import CliRunner
from teambrain.cli.main import cli
from teambrain.core.config import parse_config
from teambrain.core.episodes.records import list_episodes
from teambrain.core.episodes.writes import write_capture
from teambrain.core.errors import ConfigError, StoreError
from teambrain.core.identity import valid_owner
from teambrain.core.member_tokens import TokenMap
from teambrain.core.store import Store, open_store

from tests.core.capture.test_outbox import capture
from tests.pgserver import PgServer

TOKEN = "0123456789abcdef" * 3


@pytest.mark.parametrize(
    ("text", "where"),
    [
        ('[owners]\nlocal = "*"\n', "owners.local"),
        ('[owners]\nlocal = "ann"\n[owners.proxyauth]\nmallory = "*"\n', "owners.proxyauth"),
        ('[owners]\nlocal = "ann"\n[owners.api_keys]\nfp_0123456789abcdef = " * "\n', "api_keys"),
        (f'[owners]\nlocal = "ann"\n[owners.tokens]\n"{TOKEN}" = "*"\n', "owners.tokens"),
    ],
)
def test_a_config_naming_a_reserved_owner_is_refused_with_a_clear_error(
    text: str, where: str
) -> None:
    with pytest.raises(ConfigError, match=rf"{where}.*'\s*\*\s*' is reserved by the store"):
        parse_config(text)


def test_tokens_identity_and_the_cli_refuse_the_reserved_name(tmp_path: Path) -> None:
    with pytest.raises(ConfigError, match="reserved"):
        TokenMap({TOKEN: "*"})
    assert not valid_owner("*") and valid_owner("ann")
    result = CliRunner().invoke(cli, ["--store", str(tmp_path / "s"), "--as", "*", "stats"])
    assert result.exit_code == 1 and "--as '*' is reserved by the store" in result.output


@pytest.fixture
def pg_store(pg_server: PgServer) -> Iterator[Store]:
    url = pg_server.create_database(template=pg_server.template)
    store = open_store(url)
    yield store
    store.close()
    pg_server.drop_database(url)


def test_the_database_store_refuses_to_act_as_the_reserved_name(pg_store: Store) -> None:
    for owner, n in (("ann", 1), ("bob", 2)):
        pg_store.write(partial(write_capture, record=capture(owner, n)))
    assert len(list_episodes(pg_store, "ann")) == 1
    with pytest.raises(StoreError, match="no owner may be named '\\*'"):
        list_episodes(pg_store, "*")
    with pytest.raises(StoreError, match="no owner may be named '\\*'"):
        with pg_store.read() as txn:
            txn.scope("*")  # type: ignore[attr-defined]
            # row-level security, the fence behind each query's owner filter, would be off:
            txn.rows("SELECT DISTINCT owner_id FROM episodes")  # type: ignore[attr-defined]
