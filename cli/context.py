"""What every command shares: the config, the store, and the service facade, opened lazily.

A command that reads or decides goes through `app.service`: the local store as the acting
owner, or, with `--server` (or a saved login), the team server as the owner the member's
token names. Operator commands (proxy, tick, prune, reflect, decay run, doctor) work on the
local store only and say so when a server is in use. Core errors become click errors here,
so a person sees a message, not a traceback.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any

import click
from teambrain.core.config import Config, StoreLocation, load_config, store_location
from teambrain.core.errors import TeambrainError

if TYPE_CHECKING:
    from teambrain.core.service.facade import Service
    from teambrain.core.store import Store


class AppContext:
    def __init__(
        self,
        store_dir: str | Path | None,
        config_path: Path | None,
        acting: str | None,
        server: str | None = None,
    ) -> None:
        self._store_dir = store_dir
        self._config_path = config_path
        self._acting = acting
        self._server = server
        self._explicit_server = server
        self._config: Config | None = None
        self._store: Store | None = None
        self._service: Service | None = None

    @property
    def config_path(self) -> Path | None:
        return self._config_path

    @property
    def config(self) -> Config:
        if self._config is None:
            with errors():
                self._config = load_config(self._config_path)
        return self._config

    @property
    def store_dir(self) -> StoreLocation:
        """Where the store is: --store, TEAMBRAIN_STORE, the config's [store] url, the data
        dir (a directory, or a postgresql:// URL)."""
        try:
            config: Config | None = self.config
        except click.ClickException:
            config = None  # the doctor reports a config that does not load; others stop there
        return store_location(self._store_dir, config)

    @property
    def server(self) -> str | None:
        """The team server commands act through: --server / TEAMBRAIN_SERVER, else a saved login."""
        if self._server is None:  # "" once a command chose the local store
            from teambrain.core.service import credentials

            with errors():
                self._server = credentials.load().default
        return self._server or None

    def local_only(self, what: str) -> None:
        """Refuse an operator command given a team server: it works on a local store only.

        (A saved login alone does not refuse it: the command then runs on this host's store.)
        """
        if self._explicit_server:
            raise click.ClickException(
                f"{what} works on the store of the host it runs on, not through a team "
                f"server: run it on the gateway host, without --server / TEAMBRAIN_SERVER"
            )
        self._server = ""  # this command acts here, as the local (or --as) owner

    def host_only(self, what: str) -> None:
        """Refuse, like local_only, and also say so plainly on a member's own machine: logged
        in to a team server, with no store here, `what` belongs on the team's host (where
        `teambrain tick` runs it), not here, where it would only find no store."""
        self.local_only(what)
        where = self.store_dir
        if not isinstance(where, Path) or (where / "data.mdb").exists():
            return
        from teambrain.core.service import credentials

        with errors():
            login = credentials.load().default
        if login:
            raise click.ClickException(
                f"{what} runs on the team's host, where the store is (there `teambrain tick` "
                f"runs it when due); this machine has no store and is logged in to {login}. "
                "Your own lessons reach you here through `teambrain review list`."
            )

    def nothing_yet(self, what: str) -> str:
        """The sentence for an empty listing of `what` (episodes, sessions): on a team store
        read on its host, whose owner captures nothing, it says where members' records are."""
        said = f"No {what} captured for {self.owner} yet."
        if not self.server and self.config.owners.team_mode:
            said += (
                " This is a team store: each member's records are their own, read through "
                "`teambrain serve` with their token (`teambrain login URL`)."
            )
        return said

    @property
    def store(self) -> Store:
        """The local store, opened read-only: a command that only reads changes nothing (and
        says plainly when there is no store); its first write reopens it for writing."""
        return self.open_store(writable=False)

    def open_store(self, *, writable: bool) -> Store:
        """The local store; `writable` for long-running surfaces whose threads read while
        others write (the dashboard, the MCP and team servers): opened for writing at once."""
        if self._store is None or (writable and self._store.readonly):
            from teambrain.core.store import open_configured

            if self._store is not None and self._store.backend != "lmdb":
                self._store.close()  # a database store holds a pool: give it back
            with errors():
                self._store = open_configured(self.config, self.store_dir, readonly=not writable)
            if self._store.backend != "lmdb" and (ctx := click.get_current_context(silent=True)):
                ctx.call_on_close(self._store.close)  # LMDB's one environment stays open
        return self._store

    @property
    def service(self) -> Service:
        """The facade every reading or deciding command calls (local, or the team server's)."""
        if self._service is None:
            with errors():
                self._service = self._remote() if self.server else self._local()
        return self._service

    def _local(self) -> Service:
        from teambrain.core.service.facade import open_local

        return open_local(
            self.store, self.config, owner=self._acting, named=self._acting is not None
        )

    def _remote(self) -> Service:
        if self._acting is not None:
            raise TeambrainError(
                "--as cannot be used with a team server: the server acts as the owner your "
                "token names (drop --as, or log in with that member's token)"
            )
        from teambrain.core.service import credentials
        from teambrain.core.service.remote import RemoteService, check_url, timeout_from_env

        url = check_url(self.server or "")
        saved = credentials.load().servers.get(url)
        token = os.environ.get("TEAMBRAIN_TOKEN") or (saved.token if saved else "")
        ca_file = os.environ.get("TEAMBRAIN_CA_FILE") or (saved.ca_file if saved else "")
        return RemoteService(url, token, ca_file=ca_file or None, timeout=timeout_from_env())

    @property
    def named(self) -> bool:
        """Whether the acting owner was given by name (--as) rather than taken from a token."""
        return self._acting is not None

    @property
    def owner(self) -> str:
        """The acting owner: the token's on a server; else --as, else the local owner."""
        if self.server:
            return self.service.owner
        return self._acting or self.config.local_owner


pass_app = click.make_pass_decorator(AppContext)


@contextmanager
def errors() -> Iterator[None]:
    """Turn core errors into click errors with their message."""
    try:
        yield
    except TeambrainError as e:
        raise click.ClickException(str(e)) from e


def emit_json(data: Any, answer: str | None = None) -> None:
    """Print data as JSON (msgspec Structs and datetimes included), inert for a terminal.

    `answer` names the operation whose result `data` is: it is printed in that operation's
    documented shape (core/service/answers.py), as the API answers it.
    """
    import msgspec
    from teambrain.core.inert import inert_json

    if answer is not None:
        from teambrain.core.service.answers import public

        data = public(answer, data)
    click.echo(inert_json(msgspec.json.encode(data)).decode())
