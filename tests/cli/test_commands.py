"""The command table: what `--help` lists is what each command says of itself, and listing
or starting one command loads nothing another needs."""

from __future__ import annotations

import json
import subprocess
import sys

import click
from click.testing import CliRunner
from teambrain.cli.commands import COMMANDS
from teambrain.cli.main import cli

HEAVY = ("presidio_analyzer", "spacy", "numpy", "textual", "mcp", "httpx", "rich", "starlette")


def test_the_table_says_what_each_command_says() -> None:
    ctx = click.Context(cli)
    for name, entry in COMMANDS.items():
        command = cli.get_command(ctx, name)
        assert command is not None, name
        assert command.get_short_help_str(limit=300) == entry.help, name


def loaded_by(*args: str) -> set[str]:
    """Top-level packages imported by running `teambrain ARGS` in a fresh interpreter."""
    code = (
        "import sys, json\n"
        "from teambrain.cli.main import cli\n"
        f"try:\n    cli({list(args)!r})\nexcept SystemExit:\n    pass\n"
        "print(json.dumps(sorted({m.split('.')[0] for m in sys.modules})), file=sys.stderr)\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    return set(json.loads(done.stderr.strip().splitlines()[-1]))


def test_help_and_light_commands_load_nothing_heavy(tmp_path) -> None:
    for args in (
        ["--help"],
        ["review", "--help"],
        ["--store", str(tmp_path / "none"), "episodes", "list"],
    ):
        heavy = loaded_by(*args) & set(HEAVY)
        assert not heavy, (args, heavy)


def test_writes_sanitize_without_loading_presidio_or_spacy(tmp_path) -> None:
    """The default sanitizer runs recognizers of its own: `kb save` and `doctor` (which builds
    it and runs a probe) load neither presidio nor spaCy, a second of each start, and still
    redact."""
    store = ["--store", str(tmp_path / "store")]
    heavy = {"presidio_analyzer", "presidio_anonymizer", "spacy", "thinc"}
    for args in (
        [*store, "kb", "save", "Mail ana.lopez@example.org before each deploy"],
        [*store, "doctor", "--json"],
    ):
        assert not loaded_by(*args) & heavy, args
    listed = CliRunner().invoke(cli, [*store, "kb", "list", "--json"])
    assert listed.exit_code == 0, listed.output
    [entry] = json.loads(listed.output)
    assert entry["text"] == "Mail <EMAIL_ADDRESS> before each deploy"
