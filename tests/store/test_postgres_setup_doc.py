"""docs/postgres.md's setup commands work on the oldest PostgreSQL it supports (15), and
make the role the tests make: a login that is neither superuser nor BYPASSRLS."""

from __future__ import annotations

import re
import shlex
import subprocess
from pathlib import Path

from tests.pgserver import APP_ROLE, SUPERUSER, PgServer

DOC = Path(__file__).resolve().parents[2] / "docs" / "postgres.md"


def setup_commands() -> list[list[str]]:
    """The shell commands of the doc's Setup section, as argument lists."""
    section = DOC.read_text().split("## Setup", 1)[1].split("\n## ", 1)[0]
    block = re.search(r"```sh\n(.*?)```", section, re.S)
    assert block is not None, "docs/postgres.md: no sh block under Setup"
    return [shlex.split(line) for line in block.group(1).splitlines() if line.strip()]


ROLE = "SELECT rolcanlogin, rolsuper, rolbypassrls FROM pg_roles WHERE rolname = %s"


def test_the_documented_setup_runs_on_the_servers_version_and_makes_the_tests_role(
    own_pg_server: PgServer,
) -> None:
    bare = PgServer()  # no role made yet, as a fresh installation
    try:
        bare.start()
        where = ["-h", bare.host, "-p", str(bare.port), "-U", SUPERUSER]
        for argv in setup_commands():
            argv = [a for a in argv if a != "--pwprompt"]  # no terminal to type it in
            done = subprocess.run(
                [str(bare.bindir / argv[0]), *where, *argv[1:]],
                capture_output=True,
                text=True,
                timeout=60,
            )
            assert done.returncode == 0, f"{shlex.join(argv)}: {done.stderr}"
        with bare.admin() as conn:
            made = conn.execute(ROLE, [APP_ROLE]).fetchone()
    finally:
        bare.close()
    if not own_pg_server.running:
        own_pg_server.start()
    with own_pg_server.admin() as conn:  # the role tests/pgserver.py makes
        tests_role = conn.execute(ROLE, [APP_ROLE]).fetchone()
    assert made == (True, False, False) == tests_role
