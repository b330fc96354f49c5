"""Fail-closed: every way the sanitizer can fail ends in SanitizerError with a stable reason
(which the capture worker counts as a dropped capture); planted values never reach the LMDB
file's bytes through the capture path (build_record then write_capture, as the worker does)."""

from __future__ import annotations

import json
from datetime import UTC, datetime
from pathlib import Path

import pytest
from teambrain.core.capture.build import build_record
from teambrain.core.capture.captured import CapturedExchange, CapturedToolCall, CapturedToolResult
from teambrain.core.config import Config, SanitizerConfig
from teambrain.core.episodes.records import list_episodes
from teambrain.core.episodes.writes import write_capture
from teambrain.core.errors import SanitizerError
from teambrain.core.sanitize.engine import Sanitizer, build_sanitizer, self_check
from teambrain.core.sanitize.pii import MAX_PHONE_CANDIDATES
from teambrain.core.sanitize.scan import FailClosedRecognizer, Rule, Scan, compile_rule_pattern
from teambrain.core.store import Store

from tests.store.raw import stored_bytes

CASES = json.loads((Path(__file__).parents[2] / "data" / "secrets_cases.json").read_text())


def reason(sanitizer: Sanitizer, text: object, *, as_json: bool = False) -> str:
    with pytest.raises(SanitizerError) as info:
        (sanitizer.sanitize_json if as_json else sanitizer.sanitize)(text)  # type: ignore[arg-type]
    return info.value.reason


def test_input_over_the_cap_is_refused() -> None:
    sanitizer = build_sanitizer(SanitizerConfig())
    text = "x" * 20_001
    assert reason(sanitizer, text) == "too_large"
    assert reason(sanitizer, '{"a": "' + text + '"}', as_json=True) == "too_large"
    assert sanitizer.sanitize("x" * 20_000)[1] == {}


def test_input_that_is_not_text_is_refused() -> None:
    assert reason(build_sanitizer(SanitizerConfig()), None) == "bad_input"


def test_the_call_deadline_fails_closed() -> None:
    rushed = Sanitizer(SanitizerConfig(timeout_seconds=1e-9))
    assert reason(rushed, "mail ana@example.com, card 4539 1488 0343 6467") == "timeout"


class _Backtracking(FailClosedRecognizer):
    """A pathological pattern (exponential backtracking) behind the fail-closed scan."""

    ENTITY = "EMAIL_ADDRESS"
    RULES = (Rule("nested", compile_rule_pattern(r"(?:a|aa)+$"), ()),)


def test_a_regex_timeout_raises_instead_of_skipping_the_pattern() -> None:
    # presidio's own PatternRecognizer logs a timeout and skips the pattern (fails open);
    # ours raises, so the text is dropped.
    sanitizer = Sanitizer(SanitizerConfig(timeout_seconds=0.3), extra_recognizers=[_Backtracking()])
    assert reason(sanitizer, "a" * 40 + "b") == "timeout"


class _Exploding(FailClosedRecognizer):
    ENTITY = "EMAIL_ADDRESS"

    def spans(self, scan: Scan) -> list[tuple[int, int]]:
        raise RuntimeError("recognizer bug while reading " + scan.text)


def test_a_recognizer_raising_fails_closed_without_echoing_the_text() -> None:
    sanitizer = Sanitizer(SanitizerConfig(), extra_recognizers=[_Exploding()])
    with pytest.raises(SanitizerError) as info:
        sanitizer.sanitize("secret text ana@example.com")
    assert info.value.reason == "recognizer_error"
    assert "ana@example.com" not in str(info.value)


def test_too_many_phone_candidates_fail_closed() -> None:
    sanitizer = Sanitizer(SanitizerConfig(max_input_chars=400_000))
    text = "1 a " * (MAX_PHONE_CANDIDATES + 1)
    assert reason(sanitizer, text) == "candidate_limit"
    assert sanitizer.sanitize("1 a " * 1000)[1] == {}


def test_an_engine_that_cannot_load_fails_closed(tmp_path: Path) -> None:
    not_a_model = tmp_path / "broken-model"
    not_a_model.mkdir()
    (not_a_model / "meta.json").write_text("{ not json")
    with pytest.raises(SanitizerError) as info:
        Sanitizer(SanitizerConfig(ner_model=str(not_a_model)))
    assert info.value.reason == "engine_unavailable"
    with pytest.raises(SanitizerError) as info:
        Sanitizer(SanitizerConfig(phone_regions=["XX"]))
    assert info.value.reason == "engine_unavailable"


def test_configurations_that_cannot_be_honoured_are_refused() -> None:
    with pytest.raises(SanitizerError) as info:
        Sanitizer(SanitizerConfig(entities=["EMAIL_ADDRESS", "NOT_A_TYPE"]))
    assert info.value.reason == "bad_config"
    with pytest.raises(SanitizerError) as info:
        Sanitizer(SanitizerConfig(entities=["ORGANIZATION"]))  # no NER model: never claim it
    assert info.value.reason == "ner_unavailable"
    check = self_check(SanitizerConfig(entities=["ORGANIZATION"]))
    assert check["status"] == "FAILED" and check["loads"] is False
    assert check["reason"] == "ner_unavailable"
    with pytest.raises(SanitizerError) as info:
        Sanitizer(SanitizerConfig(ner_model="en_core_web_lg"))  # configured, not installed
    assert info.value.reason == "ner_unavailable"


def test_ner_switches_on_with_an_installed_model(tmp_path: Path) -> None:
    import spacy

    nlp = spacy.blank("en")
    ruler = nlp.add_pipe("entity_ruler")
    ruler.add_patterns(
        [{"label": "PERSON", "pattern": "Ada Lovelace"}, {"label": "GPE", "pattern": "Lisbon"}]
    )
    nlp.to_disk(tmp_path / "tiny-ner")
    config = SanitizerConfig(ner_model=str(tmp_path / "tiny-ner"))
    sanitizer = Sanitizer(config)
    clean, report = sanitizer.sanitize("Ada Lovelace moved to Lisbon; mail ada@example.org")
    assert clean == "<PERSON> moved to <LOCATION>; mail <EMAIL_ADDRESS>"
    assert report == {"PERSON": 1, "LOCATION": 1, "EMAIL_ADDRESS": 1}
    check = self_check(config)
    assert check["ner"].startswith("on") and "PERSON" in check["covered"]
    assert check["status"] == "ok" and check["uncovered"] == []


# -- the capture path ----------------------------------------------------------------------

T0 = datetime(2026, 11, 2, 9, 0, tzinfo=UTC)


def _exchange(**fields: object) -> CapturedExchange:
    base = {
        "owner": "ana",
        "session_id": "s1",
        "provider": "anthropic",
        "started_at": T0,
        "ended_at": T0,
    }
    return CapturedExchange(**{**base, **fields})


def test_a_refused_text_raises_out_of_build_record_so_the_worker_drops_it(
    config: Config,
) -> None:
    # the capture worker turns this SanitizerError into the drop counter sanitizer_too_large
    config.sanitizer.max_input_chars = 200
    sanitizer = Sanitizer(config.sanitizer)
    with pytest.raises(SanitizerError) as info:
        build_record(_exchange(user_text="ana.refused@example.com " * 20), sanitizer, config)
    assert info.value.reason == "too_large"


def _one_per_kind() -> dict[str, str]:
    chosen: dict[str, str] = {}
    for case in CASES["true_positives"]:
        chosen.setdefault(case["kind"], case["text"])
    return chosen


def test_planted_values_never_reach_the_lmdb_file(
    store: Store, config: Config, tmp_path: Path
) -> None:
    pii = {
        "email": "planted.person@example.org",
        "phone": "+1 415 555 0132",
        "card": "4539 1488 0343 6467",
        "iban": "GB82 WEST 1234 5698 7654 32",
    }
    secrets = {c["name"]: c["secret"] for c in CASES["true_positives"]}
    texts = _one_per_kind()
    user = "Please look at this: " + " / ".join(pii.values()) + "\n" + texts["API_KEY"]
    response = "Found these:\n" + texts["JWT"] + "\n" + texts["AUTH_TOKEN"]
    tool_input = json.dumps(
        {"command": texts["PASSWORD"], "env": {"API_TOKEN": "opaque-planted-token-0042"}}
    )
    exchange = _exchange(
        user_text=user,
        response_text=response,
        tool_calls=[
            CapturedToolCall(tool_id="toolu_1", name="bash", input_json=tool_input),
            CapturedToolCall(
                tool_id="toolu_2", name="web", input_json="{}", result=texts["SECRET"]
            ),
        ],
        tool_results=[CapturedToolResult(tool_id="toolu_0", content=texts["PRIVATE_KEY"])],
    )
    record = build_record(exchange, build_sanitizer(config.sanitizer), config)
    store.write(lambda txn: write_capture(txn, record))
    (episode,) = list_episodes(store, "ana")
    assert "<EMAIL_ADDRESS>" in episode.user_digest and "<API_KEY>" in episode.user_digest
    data = stored_bytes(store)
    planted = list(pii.values()) + ["opaque-planted-token-0042"]
    planted += [s for name, s in secrets.items() if any(s in t for t in texts.values())]
    assert len(planted) >= 10
    for value in planted:
        for piece in {value[i : i + 12] for i in range(0, max(1, len(value) - 11), 4)}:
            assert piece.encode() not in data, f"raw value found in the store: {piece!r}"
