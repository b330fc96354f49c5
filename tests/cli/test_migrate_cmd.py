"""`teambrain migrate` and `teambrain doctor` on each backend, through the real CLI."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest

from tests.conftest import BACKENDS

TEAMBRAIN = str(Path(__file__).resolve().parents[2] / ".venv" / "bin" / "teambrain")


def teambrain(*args: str, home: Path) -> subprocess.CompletedProcess[str]:
    env = {"HOME": str(home), "PATH": "/usr/bin:/bin", "TEAMBRAIN_CONFIG": str(home / "none.toml")}
    return subprocess.run([TEAMBRAIN, *args], capture_output=True, text=True, env=env, timeout=120)


@pytest.fixture
def empty_database(pg_server):  # noqa: ANN001, ANN201
    """A database with no schema at all, as an operator creates it."""
    if "postgresql" not in BACKENDS:
        pytest.skip("PostgreSQL left out of this run (TEAMBRAIN_TEST_BACKENDS)")
    url = pg_server.create_database(template="template0")
    yield url
    pg_server.drop_database(url)


def test_migrate_applies_the_schema_once_and_doctor_then_passes(empty_database, tmp_path) -> None:
    reading = teambrain(
        "--store", empty_database, "--as", "alice", "episodes", "list", home=tmp_path
    )
    assert reading.returncode == 1 and "teambrain migrate" in reading.stderr
    assert "Traceback" not in reading.stderr

    first = teambrain("--store", empty_database, "migrate", "--json", home=tmp_path)
    assert first.returncode == 0, first.stderr
    assert json.loads(first.stdout)["applied"]
    again = teambrain("--store", empty_database, "migrate", home=tmp_path)
    assert again.returncode == 0 and "up to date" in again.stdout

    doctor = teambrain("--store", empty_database, "doctor", "--json", home=tmp_path)
    (store_check,) = [c for c in json.loads(doctor.stdout)["checks"] if c["name"] == "store"]
    assert store_check["status"] == "ok", store_check
    assert all(row["ok"] for row in store_check["details"]["checks"].values())


def test_doctor_says_plainly_when_the_database_is_unreachable(tmp_path) -> None:
    url = "postgresql://teambrain@127.0.0.1:9/nowhere"  # the discard port: nothing listens
    doctor = teambrain("--store", url, "doctor", "--json", home=tmp_path)
    (store_check,) = [c for c in json.loads(doctor.stdout)["checks"] if c["name"] == "store"]
    assert store_check["status"] == "FAILED"
    assert "127.0.0.1:9" in store_check["summary"] and "nowhere" in store_check["summary"]
    listing = teambrain("--store", url, "--as", "alice", "episodes", "list", home=tmp_path)
    assert listing.returncode == 1 and "Traceback" not in listing.stderr


def test_migrate_on_an_lmdb_store_is_up_to_date(tmp_path) -> None:
    done = teambrain("--store", str(tmp_path / "store"), "migrate", home=tmp_path)
    assert done.returncode == 0 and "up to date" in done.stdout, done.stderr
