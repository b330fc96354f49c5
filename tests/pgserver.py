"""A throwaway PostgreSQL server for tests and benchmarks: initdb in a temp dir, started on a
free loopback port with durability off, torn down at exit.

The app connects as `teambrain`, a login role that is neither superuser nor BYPASSRLS (so
row-level security applies to it) and may create databases; `postgres` is the superuser that
makes a fresh database per test (`PgServer.database()`), cloned from template0 in a few ms.

    with postgres_server() as pg:
        with pg.database() as url:      # postgresql://teambrain@127.0.0.1:PORT/tb_<hex>
            store = open_postgres(url)

Needs the server binaries (Debian: `apt-get install postgresql`); runs them as the
`postgres` OS user when started as root, since initdb refuses root.
"""

from __future__ import annotations

import glob
import os
import pwd
import shutil
import socket
import subprocess
import tempfile
import time
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import psycopg

APP_ROLE = "teambrain"
SUPERUSER = "postgres"
_BINARIES = ("initdb", "pg_ctl")


class PgServerError(RuntimeError):
    """The test server could not be found or started."""


def find_bindir() -> Path:
    """The directory holding initdb and pg_ctl: on PATH, else the newest Debian install."""
    found = shutil.which("pg_ctl")
    if found and shutil.which("initdb"):
        return Path(os.path.realpath(found)).parent
    candidates = sorted(
        glob.glob("/usr/lib/postgresql/*/bin"),
        key=lambda p: int(Path(p).parent.name) if Path(p).parent.name.isdigit() else 0,
        reverse=True,
    )
    for cand in candidates:
        if all((Path(cand) / b).exists() for b in _BINARIES):
            return Path(cand)
    raise PgServerError(
        "PostgreSQL server binaries (initdb, pg_ctl) not found: `apt-get install postgresql`"
    )


def _free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class PgServer:
    """One initdb'd cluster on 127.0.0.1:`port`; `start`, `stop`, `restart`, `close`."""

    def __init__(self, bindir: Path | None = None, *, primary: PgServer | None = None) -> None:
        self.bindir = bindir or find_bindir()
        self.as_root = os.geteuid() == 0
        self.tmp = Path(tempfile.mkdtemp(prefix="tb-pg-"))
        self.data = self.tmp / "data"
        self.sockets = self.tmp / "run"
        self.log = self.tmp / "server.log"
        self.port = _free_port()
        self.host = "127.0.0.1"
        self.running = False
        self.template: str | None = None
        """A database `create_database` copies by default (None: an empty one)."""
        self.sockets.mkdir()
        if self.as_root:
            try:
                user = pwd.getpwnam("postgres")
            except KeyError as e:
                raise PgServerError(
                    "running as root needs a `postgres` OS user (apt-get install postgresql)"
                ) from e
            for path in (self.tmp, self.sockets):
                os.chown(path, user.pw_uid, user.pw_gid)
        if primary is not None:  # a hot standby: a base backup that follows the primary
            self._run(
                "pg_basebackup",
                *("-D", str(self.data), "-R", "-X", "stream", "--no-sync", "-c", "fast"),
                *("-h", primary.host, "-p", str(primary.port), "-U", SUPERUSER),
            )
            return
        self._run(
            "initdb",
            "-D",
            str(self.data),
            "-A",
            "trust",
            "-U",
            SUPERUSER,
            "--no-sync",
            "-E",
            "UTF8",
        )

    # -- processes --------------------------------------------------------------------

    def _run(self, binary: str, *args: str, check: bool = True) -> subprocess.CompletedProcess:
        cmd = [str(self.bindir / binary), *args]
        if self.as_root:
            cmd = ["runuser", "-u", "postgres", "--", *cmd]
        done = subprocess.run(cmd, capture_output=True, text=True, timeout=120)
        if check and done.returncode != 0:
            raise PgServerError(f"{binary} failed ({done.returncode}): {done.stderr.strip()}")
        return done

    def start(self, timeout: float = 30.0) -> None:
        options = " ".join(
            [
                f"-p {self.port}",
                "-c listen_addresses=127.0.0.1",
                f"-k {self.sockets}",
                "-c fsync=off",
                "-c synchronous_commit=off",
                "-c full_page_writes=off",
                "-c max_connections=200",
            ]
        )
        self._run("pg_ctl", "-D", str(self.data), "-l", str(self.log), "-o", options, "start")
        self.running = True
        self.wait_ready(timeout)

    def wait_ready(self, timeout: float = 30.0) -> None:
        """Poll until the superuser can connect (never a fixed sleep)."""
        deadline = time.monotonic() + timeout
        last: Exception | None = None
        while time.monotonic() < deadline:
            try:
                with psycopg.connect(self.url(SUPERUSER, "postgres"), connect_timeout=2):
                    return
            except psycopg.OperationalError as e:
                last = e
                time.sleep(0.05)
        tail = self.log.read_text()[-2000:] if self.log.exists() else ""
        raise PgServerError(f"PostgreSQL did not become ready: {last}\n{tail}")

    def stop(self, mode: str = "fast") -> None:
        """Stop the server. "fast" (a restart, a failover drill) flushes what was committed;
        "immediate" is a crash, and with synchronous_commit off (as here, for speed) it may
        lose the last commits acknowledged, so only teardown uses it."""
        if self.running:
            self._run("pg_ctl", "-D", str(self.data), "-m", mode, "-w", "stop", check=False)
            self.running = False

    def standby(self) -> PgServer:
        """A started hot standby of this server, on a port of its own: it answers reads and
        refuses writes until `promote()` (a failover's read-only window)."""
        standby = PgServer(self.bindir, primary=self)
        standby.start()
        return standby

    def promote(self) -> None:
        """Make this standby a primary (waits until it takes writes)."""
        self._run("pg_ctl", "-D", str(self.data), "-w", "promote")

    def restart(self) -> None:
        """Stop and start again on the same port and data directory."""
        self.stop()
        self.start()

    def close(self) -> None:
        try:
            self.stop("immediate")
        finally:
            shutil.rmtree(self.tmp, ignore_errors=True)

    # -- roles and databases ----------------------------------------------------------

    def url(self, user: str = APP_ROLE, dbname: str = "postgres") -> str:
        return f"postgresql://{user}@{self.host}:{self.port}/{dbname}"

    def admin(self) -> psycopg.Connection:
        """An autocommit superuser connection (the caller closes it)."""
        return psycopg.connect(self.url(SUPERUSER, "postgres"), autocommit=True)

    def setup_roles(self) -> None:
        with self.admin() as conn:
            exists = conn.execute(
                "SELECT 1 FROM pg_roles WHERE rolname = %s", [APP_ROLE]
            ).fetchone()
            if not exists:
                conn.execute(
                    f"CREATE ROLE {APP_ROLE} LOGIN NOSUPERUSER NOBYPASSRLS CREATEDB NOCREATEROLE"
                )

    def create_database(self, owner: str = APP_ROLE, template: str | None = None) -> str:
        """A fresh database owned by `owner`, empty or a copy of `template` (a database
        name: copying a migrated one is quicker than migrating anew); returns its app url."""
        name = f"tb_{uuid.uuid4().hex[:16]}"
        source = template or self.template or "template0"
        with self.admin() as conn:
            conn.execute(f'CREATE DATABASE "{name}" TEMPLATE "{source}" OWNER "{owner}"')
        return self.url(APP_ROLE, name)

    def empty_database(self, url: str) -> bool:
        """Empty a test's database for the next test, keeping its schema: every table
        truncated (the audit log's guard trigger off for it), every sequence restarted.
        False when that cannot be done quickly (the caller then drops it)."""
        name = url.rsplit("/", 1)[1]
        try:
            with psycopg.connect(self.url(SUPERUSER, name), autocommit=True) as conn:
                conn.execute(
                    "SELECT pg_terminate_backend(pid) FROM pg_stat_activity"
                    " WHERE datname = current_database() AND pid <> pg_backend_pid()"
                )
                conn.execute("SET lock_timeout = '3s'")
                conn.execute("SET session_replication_role = replica")
                tables = [
                    row[0]
                    for row in conn.execute(
                        "SELECT quote_ident(c.relname) FROM pg_class c"
                        " JOIN pg_namespace n ON n.oid = c.relnamespace"
                        " WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p')"
                        " AND NOT c.relispartition AND c.relname <> 'schema_migrations'"
                    )
                ]
                if tables:
                    conn.execute(f"TRUNCATE {', '.join(tables)} RESTART IDENTITY CASCADE")
                for (seq,) in conn.execute(
                    "SELECT quote_ident(sequencename) FROM pg_sequences WHERE schemaname = 'public'"
                ).fetchall():
                    conn.execute(f"ALTER SEQUENCE {seq} RESTART")
            return True
        except psycopg.Error:
            return False

    def drop_database(self, url: str) -> None:
        name = url.rsplit("/", 1)[1]
        with self.admin() as conn:
            conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')

    @contextmanager
    def database(self, template: str | None = None) -> Iterator[str]:
        """A fresh database for the block (see create_database), dropped after it."""
        url = self.create_database(template=template)
        try:
            yield url
        finally:
            if self.running:
                self.drop_database(url)


@contextmanager
def postgres_server() -> Iterator[PgServer]:
    """A started server with the app role made; stopped and removed on exit."""
    server = PgServer()
    try:
        server.start()
        server.setup_roles()
        yield server
    finally:
        server.close()


if __name__ == "__main__":  # a quick manual check: start, print the url, wait for Ctrl-C
    with postgres_server() as pg:
        print(pg.create_database())
        try:
            while True:
                time.sleep(3600)
        except KeyboardInterrupt:
            pass
