"""Fixtures shared by the CLI tests: the sanitizer, and the CLI run as an owner on a store."""

from __future__ import annotations

import pytest
from click.testing import CliRunner
from teambrain.cli.main import cli

from tests.fakes.reflector_upstream import text_sanitizer


@pytest.fixture(scope="session")
def sanitizer():
    return text_sanitizer()


@pytest.fixture
def run(store):
    """`run(owner, *args, ok=True)`: invoke the CLI on the test store as `owner`."""
    runner = CliRunner()

    def invoke(owner: str, *args: str, ok: bool = True):
        result = runner.invoke(cli, ["--store", store.url, "--as", owner, *args])
        assert (result.exit_code == 0) == ok, result.output
        return result

    return invoke
