"""First names without a cue word from Faker's list (core/sanitize/faker_first_names.txt.gz),
and at the start of a sentence when what follows makes them a person: the default sanitizer,
no NER model. Headings and software words stay."""

from __future__ import annotations

import gzip
import subprocess
import sys
from importlib import resources
from pathlib import Path

import pytest
from teambrain.core.config import SanitizerConfig
from teambrain.core.errors import SanitizerError
from teambrain.core.sanitize import gazetteer as gazetteer_module
from teambrain.core.sanitize.engine import Sanitizer, build_sanitizer


@pytest.fixture(scope="module")
def sanitizer() -> Sanitizer:
    return build_sanitizer(SanitizerConfig())


@pytest.mark.parametrize(
    ("text", "clean"),
    [
        (
            "I paired with Kwame and Giorgos on the flaky test.",
            "I paired with <PERSON> and <PERSON> on the flaky test.",
        ),
        (
            "Can you ask Thandiwe to review the migration?",
            "Can you ask <PERSON> to review the migration?",
        ),
        (
            "The handover went to Chiamaka this morning.",
            "The handover went to <PERSON> this morning.",
        ),
        # at a sentence's start: a past tense, `from`, a possessive before a noun
        ("Kwame pushed the fix last night.", "<PERSON> pushed the fix last night."),
        ("Nikos from infra says the disk is full.", "<PERSON> from infra says the disk is full."),
        ("Thandiwe's branch broke the build.", "<PERSON>'s branch broke the build."),
        ("Melanie wrote the runbook.", "<PERSON> wrote the runbook."),
        ("Done. Andile merged it an hour ago.", "Done. <PERSON> merged it an hour ago."),
    ],
)
def test_first_names_from_faker_and_at_a_sentence_start(
    sanitizer: Sanitizer, text: str, clean: str
) -> None:
    assert sanitizer.sanitize(text)[0] == clean


@pytest.mark.parametrize(
    "text",
    [
        "Thandiwe's lesson: pin your versions.",
        "Alice's lesson: always pin the lockfile.",
        "# Alice's notes on the outage",
        "Mark the test as skipped until the fixture is fixed.",
        "Grant access to the deploy key, then rotate it.",
        "Run failed: CI - main (4f2a1c9)",
        "Merge conflict in core/config.py",
        "Will this break the build? May be.",
        "See you on Sun 12 Jan at the standup.",
    ],
)
def test_headings_imperatives_and_software_words_are_left_alone(
    sanitizer: Sanitizer, text: str
) -> None:
    clean, report = sanitizer.sanitize(text)
    assert "PERSON" not in report, clean


def test_the_shipped_list_carries_fakers_notice_and_no_common_words() -> None:
    here = resources.files("teambrain.core.sanitize")
    text = gzip.decompress((here / "faker_first_names.txt.gz").read_bytes()).decode()
    assert "Copyright (c) 2012 Daniele Faraglia" in text and "MIT License" in text
    assert "Permission is hereby granted" in (here / "FAKER_LICENSE.txt").read_text()
    names = set(gazetteer_module.faker_first_names())
    assert {"kwame", "thandiwe", "giorgos", "chiamaka"} <= names
    assert not names & {"may", "june", "sun", "the", "python", "docker", "author", "unknown"}


def test_faker_is_not_imported_at_run_time() -> None:
    code = (
        "import sys\n"
        "from teambrain.core.config import SanitizerConfig\n"
        "from teambrain.core.sanitize.engine import build_sanitizer\n"
        "build_sanitizer(SanitizerConfig()).sanitize('I paired with Kwame.')\n"
        "print('faker' in sys.modules)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


def test_an_unreadable_faker_list_fails_closed(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    def damaged() -> list[str]:
        raise EOFError("Compressed file ended before the end-of-stream marker was reached")

    monkeypatch.setenv("TEAMBRAIN_CACHE_DIR", str(tmp_path))  # no cached lists: they are built
    monkeypatch.setattr(gazetteer_module, "_loaded", None)
    monkeypatch.setattr(gazetteer_module, "faker_first_names", damaged)
    with pytest.raises(SanitizerError) as info:
        Sanitizer(SanitizerConfig(max_input_chars=23_456))
    assert info.value.reason == "engine_unavailable"
