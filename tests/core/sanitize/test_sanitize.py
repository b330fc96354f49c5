"""The sanitizer on personal data, JSON documents and reports: placeholders in, raw values out.

Real presidio engine, built once (build_sanitizer caches per configuration).
"""

from __future__ import annotations

import json
import threading

import pytest
from teambrain.core.config import SanitizerConfig
from teambrain.core.sanitize.engine import (
    KNOWN_ENTITIES,
    Sanitizer,
    build_sanitizer,
    describe,
    merge_spans,
)


@pytest.fixture(scope="session")
def sanitizer() -> Sanitizer:
    return build_sanitizer(SanitizerConfig())


PII_CASES = [
    (
        "EMAIL_ADDRESS",
        "Write to maria.gonzalez+billing@example-mail.co.uk today.",
        "maria.gonzalez+billing@example-mail.co.uk",
    ),
    (
        "EMAIL_ADDRESS",
        "glued: QUJDREVGR0hJSktMTU5PUFFSU1RVVldYWVphYmNkZWZnaGlqa2xtbm9wcXJzdHV2d3h5ejAxMjM0NTY3OkM=ops@example.org",
        "ops@example.org",
    ),
    ("PHONE_NUMBER", "Call me at (415) 555-0132 after six.", "(415) 555-0132"),
    ("PHONE_NUMBER", "Mobile: +44 7700 900123", "+44 7700 900123"),
    ("PHONE_NUMBER", "Büro: +49 (0)30 901820 77, Fax folgt", "+49 (0)30 901820 77"),
    ("PHONE_NUMBER", "tél. 03.93.92.16.85 ou", "03.93.92.16.85"),
    ("PHONE_NUMBER", "desk 345-899-3560x4587 ext", "345-899-3560x4587"),
    ("PHONE_NUMBER", "call 9498777106 now", "9498777106"),
    ("CREDIT_CARD", "card 4539 1488 0343 6467 exp 04/29", "4539 1488 0343 6467"),
    ("CREDIT_CARD", "amex 3714-496353-98431 on file", "3714-496353-98431"),
    ("CREDIT_CARD", "mc2 2223000048410010 ok", "2223000048410010"),
    ("IBAN_CODE", "IBAN DE89 3704 0044 0532 0130 00 2 days", "DE89 3704 0044 0532 0130 00"),
    ("IBAN_CODE", "send to gb82west12345698765432 please", "gb82west12345698765432"),
    (
        "IBAN_CODE",
        "remboursement FR14 2004 1010 0505 0001 3M02 606",
        "FR14 2004 1010 0505 0001 3M02 606",
    ),
    ("IBAN_CODE", "konto NO93 8601 1117 947.", "NO93 8601 1117 947"),
    ("IP_ADDRESS", "connect from 81.2.69.142:5432 refused", "81.2.69.142"),
    ("IP_ADDRESS", "listen on 2a02:c7f:85a3::8a2e:370:7334", "2a02:c7f:85a3::8a2e:370:7334"),
    ("US_SSN", "SSN 078-05-1121 on the form", "078-05-1121"),
]


@pytest.mark.parametrize(("entity", "text", "raw"), PII_CASES)
def test_each_pii_kind_is_replaced_by_its_placeholder(
    sanitizer: Sanitizer, entity: str, text: str, raw: str
) -> None:
    clean, report = sanitizer.sanitize(text)
    assert raw not in clean
    assert f"<{entity}>" in clean
    assert report == {entity: 1}


NOT_PII = [
    "2026-11-02 09:14:03.118Z GET /api/v2/orders/10423 200 in 38.2 ms",
    "served 1732900000123 requests; version 1.2.3; localhost 127.0.0.1 and ::1",
    "x = arr[1::2]; y = std::vector<int>(); t = 12:34:56",
    "order id 550e8400-e29b-41d4-a716-446655440000 and range 1998-2004",
    "git@github.com:anthropics/claude-code.git",
    # ids and hashes that pass IBAN's mod-97 check but name no IBAN country or length
    "function call call_fb211c074159999c done",
    "cherry-pick bc33ea4e26e5e1af1408321416956113a46587",
]


@pytest.mark.parametrize("text", NOT_PII)
def test_common_software_text_is_left_alone(sanitizer: Sanitizer, text: str) -> None:
    assert sanitizer.sanitize(text) == (text, {})


def test_the_report_counts_types_and_never_holds_a_value(sanitizer: Sanitizer) -> None:
    text = " ".join(raw for _, _, raw in PII_CASES) + " sk-ant-api03-" + "Q" * 40
    clean, report = sanitizer.sanitize(text)
    dumped = json.dumps(report)
    for _, _, raw in PII_CASES:
        assert raw not in clean
        assert raw not in dumped
    assert set(report) <= set(KNOWN_ENTITIES)
    assert all(isinstance(n, int) and n > 0 for n in report.values())
    assert report["API_KEY"] == 1


def test_overlapping_findings_redact_their_union_under_the_stronger_type() -> None:
    merged = merge_spans([(10, 20, "URL"), (15, 25, "PASSWORD"), (30, 35, "EMAIL_ADDRESS")])
    assert merged == [(10, 25, "PASSWORD"), (30, 35, "EMAIL_ADDRESS")]


def test_empty_text(sanitizer: Sanitizer) -> None:
    assert sanitizer.sanitize("") == ("", {})


# -- JSON tool inputs, by value ------------------------------------------------------------


def test_json_is_sanitized_value_by_value_and_returned_compact(sanitizer: Sanitizer) -> None:
    doc = {
        "command": "curl -u admin:hunter22 https://api.example.com",
        "env": {
            "DB_PASSWORD": "pl41n-v4lue",
            "GITHUB_TOKEN": "opaque-token-value-1234",
            "max_tokens": 1024,
        },
        "headers": {"Authorization": "Bearer abc.def", "Accept": "application/json"},
        "contacts": ["ana@example.com", "plain text"],
        "card": 4539148803436467,
        "ids": [12, 345],
        "ratio": 0.5,
        "ok": True,
        "nothing": None,
        "empty": {},
        "ana@example.com": "key that is an email",
    }
    clean, report = sanitizer.sanitize_json(json.dumps(doc))
    assert ":" in clean and ", " not in clean  # compact
    out = json.loads(clean)
    assert out["env"] == {
        "DB_PASSWORD": "<PASSWORD>",
        "GITHUB_TOKEN": "<SECRET>",
        "max_tokens": 1024,
    }
    assert out["headers"] == {"Authorization": "<AUTH_TOKEN>", "Accept": "application/json"}
    assert out["contacts"] == ["<EMAIL_ADDRESS>", "plain text"]
    assert out["card"] == "<CREDIT_CARD>"
    assert (out["ids"], out["ratio"], out["ok"], out["nothing"], out["empty"]) == (
        [12, 345],
        0.5,
        True,
        None,
        {},
    )
    assert out["<EMAIL_ADDRESS>"] == "key that is an email"
    assert out["command"] == "curl -u admin:<PASSWORD> https://api.example.com"
    for raw in (
        "hunter22",
        "pl41n-v4lue",
        "opaque-token-value-1234",
        "abc.def",
        "ana@example.com",
        "4539148803436467",
    ):
        assert raw not in clean
    assert report == {
        "PASSWORD": 2,
        "SECRET": 1,
        "AUTH_TOKEN": 1,
        "EMAIL_ADDRESS": 2,
        "CREDIT_CARD": 1,
    }


def test_json_values_do_not_run_into_each_other(sanitizer: Sanitizer) -> None:
    # two short numbers side by side must not become one phone number across values
    clean, report = sanitizer.sanitize_json('{"a": "555", "b": "0132 999"}')
    assert json.loads(clean) == {"a": "555", "b": "0132 999"}
    assert report == {}


@pytest.mark.parametrize("doc", ["{}", "[]", "[1, 2.5, true, null]", '"plain"', "42"])
def test_json_without_anything_to_scan_comes_back_compact(sanitizer: Sanitizer, doc: str) -> None:
    assert sanitizer.sanitize_json(doc) == (json.dumps(json.loads(doc), separators=(",", ":")), {})


def test_text_that_is_not_json_is_sanitized_as_text(sanitizer: Sanitizer) -> None:
    cut = '{"command": "export API_TOKEN=tok3n-v4lue-that-is-cut'
    clean, report = sanitizer.sanitize_json(cut)
    assert "tok3n" not in clean
    assert report == {"SECRET": 1}


def test_json_with_a_secret_named_key_but_a_reference_value_keeps_it(sanitizer: Sanitizer) -> None:
    clean, report = sanitizer.sanitize_json('{"password": "${DB_PASSWORD}", "token": ""}')
    assert json.loads(clean) == {"password": "${DB_PASSWORD}", "token": ""}
    assert report == {}


# -- sharing and describing ----------------------------------------------------------------


def test_build_is_cached_per_configuration() -> None:
    assert build_sanitizer(SanitizerConfig()) is build_sanitizer(SanitizerConfig())
    assert build_sanitizer(SanitizerConfig(phone_regions=["US"])) is not build_sanitizer(
        SanitizerConfig()
    )


def test_threads_share_one_sanitizer(sanitizer: Sanitizer) -> None:
    texts = [f"user{i}@example.com called +1 415 555 01{i:02d}" for i in range(40)]
    expected = [sanitizer.sanitize(t) for t in texts]
    results: dict[int, tuple[str, dict[str, int]]] = {}

    def work(offset: int) -> None:
        for i in range(offset, len(texts), 4):
            results[i] = sanitizer.sanitize(texts[i])

    threads = [threading.Thread(target=work, args=(k,)) for k in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert [results[i] for i in range(len(texts))] == expected


def test_describe_never_claims_what_is_not_covered() -> None:
    info = describe(SanitizerConfig())
    assert info["status"] == "ok" and info["ner_installed"] is False  # the supported default
    assert info["uncovered"] == info["with_ner"] == ["PERSON", "LOCATION", "ORGANIZATION"]
    assert info["switched_off"] == []
    rows = {row["entity"]: row for row in info["coverage"]}
    assert rows["PERSON"]["level"] == "partial" and "cue words" in rows["PERSON"]["by"]
    assert rows["LOCATION"]["level"] == "partial" and "NER" in rows["LOCATION"]["by"]
    assert rows["ORGANIZATION"]["level"] == "none" and "NER" in rows["ORGANIZATION"]["by"]
    assert info["covered"] == [
        "EMAIL_ADDRESS",
        "PHONE_NUMBER",
        "CREDIT_CARD",
        "IBAN_CODE",
        "IP_ADDRESS",
        "US_SSN",
        "PERSON",
        "LOCATION",
        "DATE_OF_BIRTH",
        "ADDRESS",
        "PASSPORT_NUMBER",
        "DRIVER_LICENSE",
        "ACCOUNT_NUMBER",
    ]
    missing = describe(SanitizerConfig(ner_model="en_core_web_lg"))
    assert missing["status"] == "FAILED" and missing["reason"] == "ner_unavailable"
    assert "MISSING" in missing["ner"] and "every capture is dropped" in missing["ner"]
    narrowed = describe(SanitizerConfig(entities=["EMAIL_ADDRESS"]))
    assert narrowed["status"] == "DEGRADED" and "PHONE_NUMBER" in narrowed["switched_off"]
    assert "ORGANIZATION" not in narrowed["switched_off"]  # a NER model is an option, not a gap


def test_url_is_opt_in() -> None:
    with_url = build_sanitizer(SanitizerConfig(entities=["EMAIL_ADDRESS", "URL"]))
    clean, report = with_url.sanitize("docs at https://example.com/a?b=c and a 4539 1488 0343 6467")
    assert clean == "docs at <URL> and a 4539 1488 0343 6467"
    assert report == {"URL": 1}
