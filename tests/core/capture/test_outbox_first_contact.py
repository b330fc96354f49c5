"""The drainer's first contact with a database store: it records capture's enablement and
learns the store's secret, which it keeps beside the outbox, so a gateway restarted while
the database is down keys and keeps its captures without it."""

from __future__ import annotations

import stat
from pathlib import Path

from teambrain.core.capture.outbox import SECRET_FILE, OutboxSender
from teambrain.core.config import Config
from teambrain.core.store import open_store
from teambrain.core.store.secret import store_secret

from tests.core.capture.test_outbox import Counted
from tests.pgserver import PgServer


def test_the_secret_learned_at_first_contact_serves_a_start_during_an_outage(
    own_pg_server: PgServer, tmp_path: Path
) -> None:
    if not own_pg_server.running:
        own_pg_server.start()
    url = own_pg_server.create_database()
    store = open_store(url, connect=False)
    first = OutboxSender(store, Config(), Counted(), path=tmp_path / "outbox")
    assert first.secret is None and not first.known.is_set()  # never reached from here
    first.start()
    assert first.known.wait(60)
    first.stop()
    assert first.secret == store_secret(store)
    kept = tmp_path / "outbox" / SECRET_FILE
    assert stat.S_IMODE(kept.stat().st_mode) == 0o600
    with store.read() as txn:
        assert txn.meta.get("capture.enabled_at") == first.enabled_at
    store.close()
    own_pg_server.stop()
    try:
        down = open_store(url, connect=False)  # a restart while the database is down
        again = OutboxSender(down, Config(), Counted(), path=tmp_path / "outbox")
        assert again.known.is_set() and again.secret == first.secret
        down.close()
    finally:
        own_pg_server.start()
