"""Personal data found by its cue words, with the default sanitizer (no NER model).

Names after titles, greetings, sign-offs, form labels, mail headers and role words; dates of
birth; street addresses; passport, licence and account numbers. tests/data/context_cases.json
holds the cases as a team's traffic writes them and near-misses from software text that must
be left alone; bench/sanitizer_eval.py scores the same file and the presidio-research set.
The capture path is exercised for real: a sanitizer process of the capture worker writes the
episode into an LMDB file whose bytes are searched for the raw values.
"""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
from teambrain.core.capture.captured import CapturedExchange
from teambrain.core.capture.worker import CaptureWorker
from teambrain.core.config import Config, SanitizerConfig
from teambrain.core.episodes.records import list_episodes
from teambrain.core.sanitize.engine import Sanitizer, build_sanitizer
from teambrain.core.store import Store

from tests.store.raw import stored_bytes

CASES = json.loads((Path(__file__).parents[2] / "data" / "context_cases.json").read_text())
EXAMPLE = "Patient Maria Gonzalez, born 1984-03-02, lives at 42 Elm Street"
STORED = "Patient <PERSON>, born <DATE_OF_BIRTH>, lives at <ADDRESS>"


@pytest.fixture(scope="module")
def sanitizer() -> Sanitizer:
    return build_sanitizer(SanitizerConfig())


def test_the_patient_sentence_keeps_only_its_cue_words(sanitizer: Sanitizer) -> None:
    assert sanitizer.sanitize(EXAMPLE) == (
        STORED,
        {"PERSON": 1, "DATE_OF_BIRTH": 1, "ADDRESS": 1},
    )


def exchange(raw: dict[str, Any], config: Config) -> CapturedExchange:
    """A parse function as the addon provides one (module level: it crosses processes)."""
    at = datetime(2026, 11, 2, 9, 0, tzinfo=UTC)
    return CapturedExchange(
        owner="ann",
        session_id="s1",
        provider="anthropic",
        started_at=at,
        ended_at=at + timedelta(seconds=1),
        user_text=raw["user"],
        response_text=raw["response"],
    )


def test_the_capture_path_stores_the_patient_sentence_redacted(
    store: Store, config: Config, tmp_path: Path
) -> None:
    worker = CaptureWorker(store, config, workers=1)  # a real sanitizer process
    worker.start()
    reply = "Noted. Dear Dr. Okonkwo, DOB: 07/14/1990, passport no. X12345678."
    assert worker.submit(exchange, {"user": EXAMPLE, "response": reply})
    assert worker.wait_idle(120)
    worker.stop()
    assert worker.captured == 1, worker.drops
    (episode,) = list_episodes(store, "ann")
    assert episode.user_digest == STORED
    assert episode.response_digest == (
        "Noted. Dear Dr. <PERSON>, DOB: <DATE_OF_BIRTH>, passport no. <PASSPORT_NUMBER>."
    )
    data = stored_bytes(store)
    for raw in ("Maria", "Gonzalez", "1984-03-02", "42 Elm", "Elm Street", "Okonkwo"):
        assert raw.encode() not in data, f"raw value in the store: {raw!r}"
    for raw in ("07/14/1990", "X12345678"):
        assert raw.encode() not in data, f"raw value in the store: {raw!r}"


@pytest.mark.parametrize(
    "case", CASES["positives"], ids=[f"{c['kind']}-{i}" for i, c in enumerate(CASES["positives"])]
)
def test_each_value_after_its_cue_is_redacted(sanitizer: Sanitizer, case: dict) -> None:
    clean, report = sanitizer.sanitize(case["text"])
    for value in case["values"]:
        assert value not in clean, clean
    assert report.get(case["kind"], 0) >= 1, report


_NEAR = [c for c in CASES["near_misses"] if not c.get("tolerated")]


@pytest.mark.parametrize("case", _NEAR, ids=[c["text"][:40] for c in _NEAR])
def test_software_text_with_cue_words_is_left_alone(sanitizer: Sanitizer, case: dict) -> None:
    assert sanitizer.sanitize(case["text"]) == (case["text"], {})


def test_the_case_file_is_large_enough_to_mean_something() -> None:
    kinds = {c["kind"] for c in CASES["positives"]}
    assert kinds == {
        "PERSON",
        "DATE_OF_BIRTH",
        "ADDRESS",
        "PASSPORT_NUMBER",
        "DRIVER_LICENSE",
        "ACCOUNT_NUMBER",
    }
    assert len(CASES["near_misses"]) >= 60
    tolerated = [c for c in CASES["near_misses"] if c.get("tolerated")]
    assert len(tolerated) <= 2 and all(isinstance(c["tolerated"], str) for c in tolerated)


# -- what a name is, and where else it stands ----------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Hi Sarah,\nsee below.", "Hi <PERSON>,\nsee below."),
        ("Hello World!", "Hello World!"),
        ("Dear Sir, thanks.", "Dear Sir, thanks."),
        ("I'm Sorry for the delay.", "I'm Sorry for the delay."),
        ("my name is ana lima.", "my name is <PERSON>."),
        ("Mr. Jean-Luc Picard replied.", "Mr. <PERSON> replied."),
        ("Prof. Ruud van der Berg spoke", "Prof. <PERSON> spoke"),
        ("Thanks, Mary", "Thanks, <PERSON>"),
        ('"Jane Doe" <jane@example.org>', '"<PERSON>" <<EMAIL_ADDRESS>>'),
        ("Doe, Jane <jane@example.org>", "Doe, <PERSON> <<EMAIL_ADDRESS>>"),
    ],
)
def test_name_shapes_and_common_words(sanitizer: Sanitizer, text: str, expected: str) -> None:
    assert sanitizer.sanitize(text)[0] == expected


def test_a_found_name_is_redacted_wherever_else_it_stands(sanitizer: Sanitizer) -> None:
    text = "Patient Maria Gonzalez was admitted. Later Gonzalez asked for Maria's file."
    clean, report = sanitizer.sanitize(text)
    assert "Maria" not in clean and "Gonzalez" not in clean
    assert report == {"PERSON": 3}


def test_the_other_names_of_a_list_go_with_a_found_one(sanitizer: Sanitizer) -> None:
    clean = sanitizer.sanitize("Dear Ann, Tomás, Wei and Olu: the offsite is booked.")[0]
    assert clean == "Dear <PERSON>, <PERSON>, <PERSON> and <PERSON>: the offsite is booked."


def test_a_name_spelled_by_an_email_is_a_name(sanitizer: Sanitizer) -> None:
    clean = sanitizer.sanitize("Contact: JulietaAlmeida@example.pt\nJulieta Almeida will reply.")[0]
    assert "Julieta" not in clean and "Almeida" not in clean


def test_a_contact_block_is_headed_by_a_name(sanitizer: Sanitizer) -> None:
    block = "Karin Beike\nLeasing consultant\nMobile: +49 30 901820 77\n"
    assert sanitizer.sanitize(block)[0] == "<PERSON>\nLeasing consultant\nMobile: <PHONE_NUMBER>\n"
    prose = "The release went fine.\nRelease Captain\nwill write the notes."
    assert sanitizer.sanitize(prose) == (prose, {})
    # a known first name in a paragraph is a name all the same (core/sanitize/bare_names.py)
    named = "The release went fine.\nKarin Beike\nwill write the notes."
    assert sanitizer.sanitize(named) == (named.replace("Karin Beike", "<PERSON>"), {"PERSON": 1})


def test_an_address_runs_over_its_unit_city_and_postcode(sanitizer: Sanitizer) -> None:
    text = "Send it to 350 Fifth Avenue\nSuite 3400\nNew York, NY 10118\n\nthanks"
    assert sanitizer.sanitize(text)[0] == "Send it to <ADDRESS>\n\nthanks"


def test_an_address_without_a_street_type_needs_a_cue_or_more_lines(sanitizer: Sanitizer) -> None:
    assert sanitizer.sanitize("Address: Edeby 55, Tystberga")[0] == "Address: <ADDRESS>"
    assert sanitizer.sanitize("28030 Edeby 55\n Apt. 297\n TYSTBERGA")[0] == "<ADDRESS>"
    assert sanitizer.sanitize("Table 5 shows Python 3 results") == (
        "Table 5 shows Python 3 results",
        {},
    )


@pytest.mark.parametrize(
    ("text", "value", "kind"),
    [
        ("born in 1979", "1979", "DATE_OF_BIRTH"),
        ("date of birth? It's 6/24/1991", "6/24/1991", "DATE_OF_BIRTH"),
        ("Reisepass Nr. C01X00T47", "C01X00T47", "PASSPORT_NUMBER"),
        ("DL# S530-4607-2100", "S530-4607-2100", "DRIVER_LICENSE"),
        ("acct #: 7781-22-0193", "7781-22-0193", "ACCOUNT_NUMBER"),
        ("account ending in 4471", "4471", "ACCOUNT_NUMBER"),
    ],
)
def test_id_numbers_and_birth_dates_after_their_cues(
    sanitizer: Sanitizer, text: str, value: str, kind: str
) -> None:
    clean, report = sanitizer.sanitize(text)
    assert value not in clean and report == {kind: 1}


@pytest.mark.parametrize(
    "text",
    [
        "released 2024-03-02, version 1.2.3",
        "account_id = 42; passport = None",
        "the DOB column is nullable",
        "build 12345678 passed",
    ],
)
def test_dates_and_numbers_without_a_cue_are_left_alone(sanitizer: Sanitizer, text: str) -> None:
    assert sanitizer.sanitize(text) == (text, {})
