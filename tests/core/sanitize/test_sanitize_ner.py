"""The NER path: a spaCy pipeline named by `ner_model` (a package or a directory) really runs.

A tiny pipeline is trained here on a few sentences (spaCy comes with presidio) and saved to
a directory; the test checks the wiring, not the quality: that it loads, that its entities
map back onto the original text as <PERSON> and <LOCATION> (through normalization, which
moves offsets), that a configured model that is missing or broken fails closed, and that the
time it costs is accounted and bounded by the call's deadline.
"""

from __future__ import annotations

import random
import time
from pathlib import Path

import pytest
import spacy
from spacy.language import Language
from spacy.training import Example
from teambrain.core.capture.worker import CaptureWorker
from teambrain.core.config import SanitizerConfig, parse_config
from teambrain.core.episodes.records import list_episodes
from teambrain.core.errors import SanitizerError
from teambrain.core.sanitize.engine import Sanitizer, describe, self_check
from teambrain.core.store import Store

from tests.core.sanitize.test_sanitize_context import exchange
from tests.store.raw import stored_bytes

TRAIN = [
    ("Ingrid Solberg flew to Oslo on Monday.", [(0, 14, "PERSON"), (23, 27, "GPE")]),
    ("We met Ingrid Solberg in Oslo.", [(7, 21, "PERSON"), (25, 29, "GPE")]),
    ("Tariq Haddad moved to Lyon last year.", [(0, 12, "PERSON"), (22, 26, "GPE")]),
    ("Lyon is where Tariq Haddad lives.", [(0, 4, "GPE"), (14, 26, "PERSON")]),
    ("The build failed again on main.", []),
]


@pytest.fixture(scope="module")
def pipeline(tmp_path_factory: pytest.TempPathFactory) -> Path:
    spacy.util.fix_random_seed(0)
    nlp = spacy.blank("en")
    ner = nlp.add_pipe("ner")
    for _text, spans in TRAIN:
        for _s, _e, label in spans:
            ner.add_label(label)
    examples = [Example.from_dict(nlp.make_doc(t), {"entities": s}) for t, s in TRAIN]
    optimizer = nlp.initialize(lambda: examples)
    rng = random.Random(0)
    for _ in range(40):
        rng.shuffle(examples)
        nlp.update(examples, sgd=optimizer, drop=0.0)
    path = tmp_path_factory.mktemp("ner") / "tiny-ner"
    nlp.to_disk(path)
    return path


def test_a_pipeline_directory_loads_and_is_reported(pipeline: Path) -> None:
    config = SanitizerConfig(ner_model=str(pipeline))
    info = describe(config)
    assert info["status"] == "ok" and info["uncovered"] == []
    assert info["ner"] == f"on ({pipeline})"
    rows = {row["entity"]: row for row in info["coverage"]}
    assert rows["PERSON"]["level"] == "on" and f"NER ({pipeline})" in rows["PERSON"]["by"]
    assert "cue words" in rows["PERSON"]["by"]
    assert rows["LOCATION"]["level"] == "on"
    assert rows["ORGANIZATION"]["level"] == "off"  # opt-in even with NER
    check = self_check(config)
    assert check["status"] == "ok" and check["loads"] is True
    assert check["probe"]["redacted"] == check["probe"]["planted"]


def test_the_pipelines_entities_map_onto_the_original_text(pipeline: Path) -> None:
    sanitizer = Sanitizer(SanitizerConfig(ner_model=str(pipeline)))
    nlp = spacy.load(pipeline)
    text = "Ingrid Solberg flew to Oslo on Monday."
    predicted = [(e.text, e.label_) for e in nlp(text).ents]
    assert predicted, "the tiny pipeline predicts nothing on its own training sentence"
    disguised = "\u200b" + text  # normalization shifts every offset by one
    clean, report = sanitizer.sanitize(disguised)
    for value, label in predicted:
        assert value not in clean
        placeholder = {"PERSON": "<PERSON>", "GPE": "<LOCATION>"}[label]
        assert placeholder in clean
    assert clean.endswith(" on Monday.")
    assert set(report) <= {"PERSON", "LOCATION"}


def test_a_missing_or_broken_model_fails_closed(tmp_path: Path) -> None:
    missing = SanitizerConfig(ner_model=str(tmp_path / "no-such-model"))
    with pytest.raises(SanitizerError) as info:
        Sanitizer(missing)
    assert info.value.reason == "ner_unavailable"
    assert describe(missing)["status"] == "FAILED"
    assert self_check(missing)["loads"] is False
    with pytest.raises(SanitizerError) as info:
        Sanitizer(SanitizerConfig(ner_model="en_core_web_no_such_package"))
    assert info.value.reason == "ner_unavailable"
    broken = tmp_path / "broken"
    broken.mkdir()
    (broken / "config.cfg").write_text("[nlp\nlang = ")
    with pytest.raises(SanitizerError) as info:
        Sanitizer(SanitizerConfig(ner_model=str(broken)))
    assert info.value.reason == "engine_unavailable"
    no_ner = tmp_path / "no-ner"
    spacy.blank("en").to_disk(no_ner)
    with pytest.raises(SanitizerError) as info:
        Sanitizer(SanitizerConfig(ner_model=str(no_ner)))
    assert info.value.reason == "engine_unavailable" and "no entity recognizer" in str(info.value)


def test_ner_time_is_accounted_apart_from_the_patterns(pipeline: Path) -> None:
    sanitizer = Sanitizer(SanitizerConfig(ner_model=str(pipeline)))
    before = sanitizer.timing()
    text = "Tariq Haddad moved to Lyon last year. " * 20
    for _ in range(3):
        sanitizer.sanitize(text)
    after = sanitizer.timing()
    assert after["calls"] - before["calls"] == 3
    assert after["chars"] - before["chars"] == 3 * len(text)
    assert after["ner_seconds"] > before["ner_seconds"]
    assert after["pattern_seconds"] > before["pattern_seconds"]
    assert after["ner_ms_per_kb"] > 0 and after["pattern_ms_per_kb"] > 0
    patterns_only = Sanitizer(SanitizerConfig())
    patterns_only.sanitize(text)
    assert patterns_only.timing()["ner_seconds"] == 0


@Language.component("teambrain_test_slow")
def _slow(doc):  # noqa: ANN001, ANN202
    time.sleep(0.3)
    return doc


def test_a_pipeline_slower_than_the_deadline_fails_closed(pipeline: Path, tmp_path: Path) -> None:
    nlp = spacy.load(pipeline)
    nlp.add_pipe("teambrain_test_slow", first=True)
    slow = tmp_path / "slow-ner"
    nlp.to_disk(slow)
    sanitizer = Sanitizer(SanitizerConfig(ner_model=str(slow), timeout_seconds=0.1))
    with pytest.raises(SanitizerError) as info:
        sanitizer.sanitize("Ingrid Solberg flew to Oslo.")
    assert info.value.reason == "timeout"


def test_the_capture_worker_drops_everything_while_the_model_is_missing(
    store: Store, tmp_path: Path
) -> None:
    config = parse_config(f'[sanitizer]\nner_model = "{tmp_path / "gone"}"\n')
    worker = CaptureWorker(store, config, workers=0)
    worker.start()
    assert worker.submit(exchange, {"user": "Ingrid Solberg flew to Oslo", "response": "ok"})
    assert worker.wait_idle(60)
    worker.stop()
    assert worker.captured == 0 and worker.drops["sanitizer_unavailable"] == 1
    assert list_episodes(store, "ann") == []
    assert b"Solberg" not in stored_bytes(store)
