"""Hostile input, round 2: secrets glued into ids, wrapped JWTs, dates of birth in French and
Spanish, SSNs labelled as phones, and the over-redaction that made timelines unreadable.

Each case once failed: a secret after `sid-`/`pck-`/`toolu_` passed whole, a JWT wrapped
across lines kept its payload and signature, `née le 3 mars 1979` passed, `SSN: 123-45-6789`
came out `<PHONE_NUMBER>`, and `08:19:32.123456` came out `08:19:<PHONE_NUMBER>`.
"""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest
from teambrain.core.config import SanitizerConfig
from teambrain.core.sanitize.engine import Sanitizer, build_sanitizer

GITHUB = "ghp_" + "A1b2C3d4E5f6G7h8I9j0" * 2
OPENAI = "sk-proj-" + "Qw7Er9Ty2Ui4Op6As8Df1Gh3" * 2
AWS = "AKIAIOSFODNN7EXAMPLE"
JWT = (
    "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0"
    "IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c"
)
BENIGN = json.loads(
    (Path(__file__).parents[2] / "data" / "benign_strings.json").read_text(encoding="utf-8")
)["cases"]


@pytest.fixture(scope="module")
def sanitizer() -> Sanitizer:
    return build_sanitizer(SanitizerConfig())


def clean(sanitizer: Sanitizer, text: str) -> str:
    return sanitizer.sanitize(text)[0]


# -- secrets glued after a prefix ----------------------------------------------------------


@pytest.mark.parametrize("prefix", ["sid-", "pck-", "toolu_", "call_", "x.", "a:", "id=", "/"])
@pytest.mark.parametrize(
    ("secret", "entity"),
    [(GITHUB, "API_KEY"), (OPENAI, "API_KEY"), (AWS, "API_KEY"), (JWT, "JWT")],
)
def test_a_secret_glued_after_a_prefix_is_redacted(
    sanitizer: Sanitizer, prefix: str, secret: str, entity: str
) -> None:
    out, counts = sanitizer.sanitize(f"session {prefix}{secret} resumed")
    assert secret[4:24] not in out and counts.get(entity, 0) >= 1, out


@pytest.mark.parametrize(
    "text",
    [
        "whisk-the-eggs-until-they-are-fluffy-and-light",
        "task-0123456789abcdefghijklmnop",
        "desk_1234567890abcdefghijkl",
        "toolu_01A09q90qw90lq917835lq9",
        "msg_01XFDUDYJgAACzvnptvVoYEL",
        "chatcmpl-AbC123xyzAbC123xyzAbC123",
        "the risk-adjusted-return-of-the-portfolio-was-high",
        "use scikit-learn for this",
    ],
)
def test_glued_detection_leaves_words_and_plain_ids_alone(sanitizer: Sanitizer, text: str) -> None:
    assert clean(sanitizer, text) == text


# -- a JWT wrapped across lines ------------------------------------------------------------


@pytest.mark.parametrize(
    "layout",
    [
        "token:\n{a}\n{b}\n{c} trailing",  # three lines, prose after it
        "Authorization: Bearer {a}{b}\n{c}",
        "<jwt>{a}\n{b}{c}</jwt>",  # ends at an XML tag
        "jwt={a}\n  {b}\n  {c}|next",  # indented, ends at a pipe
        "here is the token {a}{b}\n{c}&x=1",  # ends at a query separator
        "token: {a}{b}.\n{c}",  # wrapped right after a dot
    ],
)
def test_a_jwt_wrapped_across_lines_loses_every_part(sanitizer: Sanitizer, layout: str) -> None:
    header, payload, signature = JWT.split(".")
    a, b, c = header + ".", payload[:30], payload[30:] + "." + signature
    if layout.endswith("{b}.\n{c}"):
        b, c = payload, signature
    text = layout.format(a=a, b=b, c=c)
    out = clean(sanitizer, text)
    assert "<JWT>" in out
    for piece in (payload[:12], payload[-12:], signature[:12], signature[-12:]):
        assert piece not in out, out


# -- dates of birth in French, Spanish and German ------------------------------------------


@pytest.mark.parametrize(
    ("text", "date"),
    [
        ("née le 3 mars 1979 à Lyon", "3 mars 1979"),
        ("Il est né le 1er janvier 1980.", "1er janvier 1980"),
        ("Date de naissance : 03/02/1984", "03/02/1984"),
        ("date de naissance: 12 décembre 1990", "12 décembre 1990"),
        ("fecha de nacimiento: 3 de marzo de 1979", "3 de marzo de 1979"),
        ("nacida el 12 de diciembre de 1990 en Quito", "12 de diciembre de 1990"),
        ("Fecha de nacimiento 5 de septiembre, 1969", "5 de septiembre, 1969"),
        ("geboren am 3. März 1979 in Köln", "3. März 1979"),
        ("Geburtsdatum: 14. Februar 1985", "14. Februar 1985"),
    ],
)
def test_dates_of_birth_after_the_documented_cues_are_redacted(
    sanitizer: Sanitizer, text: str, date: str
) -> None:
    out, counts = sanitizer.sanitize(text)
    assert date not in out and counts.get("DATE_OF_BIRTH") == 1, out


def test_a_date_without_a_birth_cue_stays(sanitizer: Sanitizer) -> None:
    for text in ("la release du 3 mars 2024", "el 3 de marzo de 2024 salió la versión 2"):
        assert clean(sanitizer, text) == text


# -- SSNs are SSNs ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "SSN: 123-45-6789",  # the SSA's published example
        "ssn 078-05-1120",
        "social security number 666-12-3456",  # an invalid range, still after its cue
        "Social Security No. 219 09 9999",
        "SSN 536-22-8726",
    ],
)
def test_an_ssn_after_its_cue_is_labelled_us_ssn(sanitizer: Sanitizer, text: str) -> None:
    out, counts = sanitizer.sanitize(text)
    assert out.endswith("<US_SSN>") and "PHONE_NUMBER" not in counts, out


def test_a_phone_number_in_three_groups_is_still_a_phone(sanitizer: Sanitizer) -> None:
    assert clean(sanitizer, "Phone: 123-45-6789") == "Phone: <PHONE_NUMBER>"


# -- over-redaction ------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "2026-12-01T08:19:32.123456+00:00",
        "2026-12-01 08:19:32.1234567 +0000 UTC",
        "[12:34:56.789012] DEBUG",
        "08:19:32.123456",
        "session_id=3f2b8c1e-4d5a-4b6c-9e7f-0a1b2c3d4e5f",
        '"session_id": "3F2B8C1E-4D5A-4B6C-9E7F-0A1B2C3D4E5F"',
        "X-Session-Id: 3f2b8c1e-4d5a-4b6c-9e7f-0a1b2c3d4e5f",
        "requests==17.28.198",
        'version = "28.37.15.36310"',
        "kernel: [8603.762611] oom-kill",
        "ts=1780588939 size=2404315163 duration_ns=326253263877",
        "Downloaded 1234567890 bytes, pid 2404315163",
        "connect ECONNREFUSED 192.0.2.14:5432",
        "listen on 2001:db8::1:443",
    ],
)
def test_timeline_strings_are_left_alone(sanitizer: Sanitizer, text: str) -> None:
    assert clean(sanitizer, text) == text


def test_json_numbers_under_measure_keys_stay_and_phones_do_not(sanitizer: Sanitizer) -> None:
    doc = json.dumps(
        {"ts": 1780588939, "sizeBytes": 2404315163, "phone": 4155550132, "to": [4155550132]}
    )
    out = json.loads(sanitizer.sanitize_json(doc)[0])
    assert out["ts"] == 1780588939 and out["sizeBytes"] == 2404315163
    assert out["phone"] == "<PHONE_NUMBER>" and out["to"] == ["<PHONE_NUMBER>"]


@pytest.mark.parametrize(
    ("text", "entity"),
    [
        ("session_id=abcdefSECRET123", "SECRET"),  # a web session's secret is still one
        ('{"sessionId": "q8Zr2Lm4Xt9Kp1Vw"}', "SECRET"),
        ("api_key=3f2b8c1e-4d5a-4b6c-9e7f-0a1b2c3d4e5f", "SECRET"),  # UUID-shaped keys exist
        ("call me at 4155550132", "PHONE_NUMBER"),
        ("phone=4155550132", "PHONE_NUMBER"),
        ("Desk: 5403926876", "PHONE_NUMBER"),
        ("tel: 03.93.92.16.85", "PHONE_NUMBER"),
        ("from 81.2.69.142 at 08:19", "IP_ADDRESS"),
    ],
)
def test_what_the_exemptions_do_not_cover_is_still_redacted(
    sanitizer: Sanitizer, text: str, entity: str
) -> None:
    assert sanitizer.sanitize(text)[1].get(entity) == 1


def test_benign_developer_strings_are_changed_at_most_one_percent(sanitizer: Sanitizer) -> None:
    assert len(BENIGN) >= 500
    changed = Counter(c["type"] for c in BENIGN if clean(sanitizer, c["text"]) != c["text"])
    assert sum(changed.values()) <= 0.01 * len(BENIGN), changed


def test_an_aws_key_id_glued_after_digits_is_redacted(sanitizer: Sanitizer) -> None:
    out, counts = sanitizer.sanitize(f"tool id toolu_01{AWS} done")
    assert AWS[4:] not in out and counts == {"API_KEY": 1}, out
