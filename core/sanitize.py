"""The sanitizer: text in, text with typed placeholders plus entity counts out, or an error.

Everything teambrain stores passes through here first (DESIGN.md section 4, item 2). Raw
emails, phone numbers, card numbers, IBANs, IP addresses, SSNs, private keys, API keys,
tokens and passwords become placeholders naming their type (`<EMAIL_ADDRESS>`, `<API_KEY>`,
...); the report counts entity types and never holds a value.

Fail-closed: any failure raises SanitizerError with a short, stable reason that the capture
path uses as its drop counter (`too_large`, `timeout`, `candidate_limit`,
`recognizer_error`, `engine_unavailable`, `ner_unavailable`, `bad_config`, `bad_input`).
Nothing here returns text it could not fully scan.

Built on presidio: an AnalyzerEngine with presidio's `no_op` NLP engine (patterns only)
and our own fail-closed recognizers (core/sanitize_pii.py, core/secrets_recognizers.py),
presidio-anonymizer for the replacement. With `ner_model` naming an installed spaCy model
(a package name or a model directory), presidio's spaCy NER adds PERSON and LOCATION. No
code path downloads anything: a configured model that is not installed is reported as
missing (`describe`), never fetched and never claimed.

This module and the modules it owns are the only ones that import presidio.
"""

from __future__ import annotations

import os

# tldextract (imported by presidio's stock email recognizer) fetches the public suffix list
# on first use unless this is empty: set before presidio is imported, never reach the network.
os.environ["TLDEXTRACT_PUBLIC_SUFFIX_LIST_URLS"] = ""

import json  # noqa: E402
import threading  # noqa: E402
import time  # noqa: E402
from collections import Counter  # noqa: E402
from collections.abc import Callable  # noqa: E402
from dataclasses import dataclass  # noqa: E402
from importlib import metadata  # noqa: E402
from pathlib import Path  # noqa: E402
from typing import Any  # noqa: E402

import msgspec  # noqa: E402
from presidio_analyzer import AnalyzerEngine, EntityRecognizer, RecognizerRegistry  # noqa: E402
from presidio_analyzer.context_aware_enhancers import ContextAwareEnhancer  # noqa: E402
from presidio_analyzer.nlp_engine import NlpEngineProvider  # noqa: E402
from presidio_anonymizer import AnonymizerEngine  # noqa: E402
from presidio_anonymizer.entities import OperatorConfig  # noqa: E402
from presidio_anonymizer.entities import RecognizerResult as Span  # noqa: E402
from teambrain.core.config import SanitizerConfig  # noqa: E402
from teambrain.core.errors import SanitizerError  # noqa: E402
from teambrain.core.sanitize_pii import (  # noqa: E402
    OPTIONAL_ENTITIES,
    PII_ENTITIES,
    pii_recognizers,
)
from teambrain.core.sanitize_scan import scanning  # noqa: E402
from teambrain.core.secrets_recognizers import (  # noqa: E402
    SECRET_ENTITIES,
    plausible_secret_value,
    secret_name_entity,
    secret_recognizers,
)

NER_DEFAULT_ENTITIES = ("PERSON", "LOCATION")
"""Added to the default set when a NER model is active."""
NER_ENTITIES = ("PERSON", "LOCATION", "ORGANIZATION", "NRP", "DATE_TIME")
KNOWN_ENTITIES = SECRET_ENTITIES + PII_ENTITIES + OPTIONAL_ENTITIES + NER_ENTITIES

PRIORITY = {
    name: rank
    for rank, name in enumerate(
        SECRET_ENTITIES
        + ("CREDIT_CARD", "IBAN_CODE", "US_SSN", "EMAIL_ADDRESS", "PHONE_NUMBER", "IP_ADDRESS")
        + OPTIONAL_ENTITIES
        + NER_ENTITIES
    )
}
"""When findings overlap, the union is redacted under the highest-ranked type (secrets
first): a password inside a URL becomes `<PASSWORD>`, not `<URL>`."""

SCORE_THRESHOLD = 0.5
_JOIN = "\n\x00\n"
"""Separates the strings of a JSON document scanned in one pass; no pattern crosses it."""
_NUMBER_DIGITS = 7
"""JSON numbers with at least this many digits are scanned too (a card number as a number)."""


@dataclass(frozen=True)
class NerStatus:
    """What the configuration asks of NER and what this machine can give."""

    model: str
    installed: bool

    @property
    def active(self) -> bool:
        return bool(self.model) and self.installed

    def describe(self) -> str:
        if not self.model:
            return "off (patterns only; PERSON, LOCATION and ORGANIZATION are not covered)"
        if self.installed:
            return f"on ({self.model})"
        return (
            f"MISSING: ner_model {self.model!r} is not installed, so NER is off and "
            "PERSON, LOCATION and ORGANIZATION are NOT covered. Install it where there is "
            f"internet (python -m spacy download {self.model}) or clear ner_model."
        )


def ner_status(model: str) -> NerStatus:
    """Whether `model` (a spaCy package name or a model directory) is installed. Never
    downloads; presidio would download a missing package, so we look first."""
    if not model:
        return NerStatus("", False)
    if Path(model).is_dir():
        return NerStatus(model, True)
    try:
        metadata.distribution(model)
    except metadata.PackageNotFoundError:
        return NerStatus(model, False)
    return NerStatus(model, True)


def resolve_entities(config: SanitizerConfig, ner: NerStatus) -> tuple[str, ...]:
    """The entity types this configuration redacts: secrets always, then the configured PII
    (empty = the default set, plus PERSON and LOCATION when NER is active).

    Asking for a type nobody can find is refused rather than silently not covered."""
    unknown = sorted(set(config.entities) - set(KNOWN_ENTITIES))
    if unknown:
        raise SanitizerError(
            "bad_config",
            f"unknown sanitizer entity type(s) {', '.join(unknown)}; "
            f"known: {', '.join(KNOWN_ENTITIES)}",
        )
    chosen = list(config.entities) or list(PII_ENTITIES)
    if not config.entities and ner.active:
        chosen += NER_DEFAULT_ENTITIES
    needs_ner = [e for e in chosen if e in NER_ENTITIES]
    if needs_ner and not ner.active:
        raise SanitizerError(
            "ner_unavailable",
            f"entities {', '.join(needs_ner)} need a NER model; {ner.describe()}",
        )
    ordered = list(SECRET_ENTITIES) + [e for e in KNOWN_ENTITIES if e in chosen]
    return tuple(dict.fromkeys(ordered))


class _FinalScores(ContextAwareEnhancer):
    """Leaves scores as the recognizers set them. Without an NLP engine there are no tokens
    to find context words in, and presidio's default enhancer would only deep-copy every
    result on every call."""

    def __init__(self) -> None:
        super().__init__(0, 0, 0, 0)

    def enhance_using_context(self, text, raw_results, nlp_artifacts, recognizers, context=None):  # noqa: ANN001, ANN201
        return raw_results


class Sanitizer:
    """Redacts one text (or one JSON document) at a time; safe to share between threads."""

    def __init__(
        self,
        config: SanitizerConfig,
        *,
        extra_recognizers: list[EntityRecognizer] | None = None,
    ) -> None:
        self.config = config
        self.ner = ner_status(config.ner_model)
        self.entities = resolve_entities(config, self.ner)
        self._entity_set = frozenset(self.entities)
        extra = list(extra_recognizers or [])
        for recognizer in extra:
            self._entity_set |= set(recognizer.supported_entities)
        try:
            self._engine = self._build_engine(extra)
            self._anonymizer = AnonymizerEngine()
        except SanitizerError:
            raise
        except Exception as e:
            raise SanitizerError(
                "engine_unavailable", f"the sanitizer engine cannot be built: {e}"
            ) from e
        self._requested = sorted(self._entity_set)
        self._operators = {"DEFAULT": OperatorConfig("replace")}

    def _build_engine(self, extra: list[EntityRecognizer]) -> AnalyzerEngine:
        c = self.config
        if self.ner.active:
            nlp_config = {
                "nlp_engine_name": "spacy",
                "models": [{"lang_code": "en", "model_name": c.ner_model}],
            }
        else:
            nlp_config = {
                "nlp_engine_name": "no_op",
                "models": [{"lang_code": "en", "model_name": "no_op"}],
            }
        nlp_engine = NlpEngineProvider(nlp_configuration=nlp_config).create_engine()
        registry = RecognizerRegistry(supported_languages=["en"])
        recognizers = secret_recognizers() + pii_recognizers(
            set(self.entities), tuple(c.phone_regions)
        )
        for recognizer in recognizers + extra:
            registry.add_recognizer(recognizer)
        if self.ner.active:
            registry.add_nlp_recognizer(nlp_engine)
        return AnalyzerEngine(
            registry=registry,
            nlp_engine=nlp_engine,
            supported_languages=["en"],
            default_score_threshold=SCORE_THRESHOLD,
            context_aware_enhancer=None if self.ner.active else _FinalScores(),
        )

    # -- the two entry points ---------------------------------------------------------

    def sanitize(self, text: str) -> tuple[str, dict[str, int]]:
        """`text` with every finding replaced by `<TYPE>`, and entity type -> count."""
        spans = self.find(text)
        counts: Counter[str] = Counter()
        clean = self._replace(text, spans, counts)
        return clean, dict(counts)

    def sanitize_json(self, text: str) -> tuple[str, dict[str, int]]:
        """A JSON document sanitized value by value (values under secret-named keys are
        redacted whole), returned as compact JSON; text that is not JSON is sanitized as
        plain text."""
        self._check_input(text)
        try:
            document = json.loads(text)
        except (ValueError, RecursionError):
            return self.sanitize(text)
        counts: Counter[str] = Counter()
        walker = _JsonWalk(counts)
        template = walker.collect(document, None)
        cleaned: list[str] = []
        if walker.strings:
            spans = self.find(_JOIN.join(walker.strings))
            cleaned = self._per_string(walker.strings, spans, counts)
        document = walker.fill(template, cleaned)
        try:
            out = json.dumps(document, ensure_ascii=False, separators=(",", ":"))
        except (ValueError, RecursionError) as e:
            raise SanitizerError("bad_input", "JSON document cannot be written back") from e
        return out, dict(counts)

    # -- finding ----------------------------------------------------------------------

    def _check_input(self, text: object) -> None:
        if not isinstance(text, str):
            raise SanitizerError("bad_input", f"expected text, got {type(text).__name__}")
        if len(text) > self.config.max_input_chars:
            raise SanitizerError(
                "too_large",
                f"{len(text)} characters is over sanitizer.max_input_chars "
                f"({self.config.max_input_chars})",
            )

    def find(self, text: str) -> list[tuple[int, int, str]]:
        """Non-overlapping (start, end, entity type) findings in `text`, in order."""
        self._check_input(text)
        if not text:
            return []
        try:
            with scanning(text, self.config.timeout_seconds):
                results = self._engine.analyze(
                    text,
                    language="en",
                    entities=self._requested,
                    score_threshold=SCORE_THRESHOLD,
                )
        except SanitizerError:
            raise
        except TimeoutError as e:
            raise SanitizerError("timeout", "a recognizer timed out") from e
        except Exception as e:  # never let a broken recognizer pass text through
            raise SanitizerError(
                "recognizer_error", f"a recognizer failed: {type(e).__name__}"
            ) from e
        found = [
            (r.start, r.end, r.entity_type)
            for r in results
            if r.entity_type in self._entity_set and 0 <= r.start < r.end <= len(text)
        ]
        return merge_spans(found)

    # -- replacing --------------------------------------------------------------------

    def _replace(self, text: str, spans: list[tuple[int, int, str]], counts: Counter[str]) -> str:
        if not spans:
            return text
        try:
            result = self._anonymizer.anonymize(
                text=text,
                analyzer_results=[Span(t, s, e, 1.0) for s, e, t in spans],
                operators=self._operators,
                merge_entities_with_spaces=False,
            )
        except Exception as e:
            raise SanitizerError("recognizer_error", f"replacement failed: {e}") from e
        for item in result.items:
            counts[item.entity_type] += 1
        return result.text

    def _per_string(
        self, strings: list[str], spans: list[tuple[int, int, str]], counts: Counter[str]
    ) -> list[str]:
        """Cut findings in the joined text back to each string and redact each string."""
        cleaned: list[str] = []
        offset = 0
        i = 0
        for s in strings:
            end = offset + len(s)
            mine: list[tuple[int, int, str]] = []
            while i < len(spans) and spans[i][0] < end:
                start, stop, entity = spans[i]
                lo, hi = max(start, offset), min(stop, end)
                if lo < hi:
                    mine.append((lo - offset, hi - offset, entity))
                if stop > end:  # crosses into the next string: keep it for that one too
                    break
                i += 1
            cleaned.append(self._replace(s, mine, counts))
            offset = end + len(_JOIN)
        return cleaned

    def describe(self) -> dict[str, Any]:
        return describe(self.config)


def merge_spans(found: list[tuple[int, int, str]]) -> list[tuple[int, int, str]]:
    """Overlapping findings become one span covering their union, typed by PRIORITY."""
    merged: list[tuple[int, int, str]] = []
    for start, end, entity in sorted(found):
        if merged and start < merged[-1][1]:
            s, e, t = merged[-1]
            best = entity if PRIORITY.get(entity, 99) < PRIORITY.get(t, 99) else t
            merged[-1] = (s, max(e, end), best)
        else:
            merged.append((start, end, entity))
    return merged


class _Slot:
    """A place in a JSON template where a scanned string goes back."""

    __slots__ = ("index", "number")

    def __init__(self, index: int, number: int | None = None) -> None:
        self.index = index
        self.number = number


class _Object:
    """A JSON object in a template: its (key, value) pairs, in order."""

    __slots__ = ("pairs",)

    def __init__(self, pairs: list[tuple[Any, Any]]) -> None:
        self.pairs = pairs


class _JsonWalk:
    """Collects the strings of a JSON document to scan in one pass, redacting values under
    secret-named keys on the way, and puts the cleaned strings back."""

    def __init__(self, counts: Counter[str]) -> None:
        self.counts = counts
        self.strings: list[str] = []

    def _slot(self, s: str, number: int | None = None) -> _Slot:
        self.strings.append(s)
        return _Slot(len(self.strings) - 1, number)

    def collect(self, value: Any, secret: str | None) -> Any:
        if isinstance(value, dict):
            return _Object(
                [
                    (self._slot(str(k)), self.collect(v, secret_name_entity(str(k))))
                    for k, v in value.items()
                ]
            )
        if isinstance(value, list):
            return [self.collect(v, secret) for v in value]
        if isinstance(value, str):
            if secret and plausible_secret_value(value):
                self.counts[secret] += 1
                return f"<{secret}>"
            return self._slot(value)
        if isinstance(value, bool) or value is None:
            return value
        if isinstance(value, int):
            if secret:
                self.counts[secret] += 1
                return f"<{secret}>"
            if len(str(abs(value))) >= _NUMBER_DIGITS:
                return self._slot(str(value), value)
            return value
        return value  # floats

    def fill(self, template: Any, cleaned: list[str]) -> Any:
        if isinstance(template, _Slot):
            s = cleaned[template.index]
            if template.number is not None and s == self.strings[template.index]:
                return template.number
            return s
        if isinstance(template, _Object):
            return {self.fill(k, cleaned): self.fill(v, cleaned) for k, v in template.pairs}
        if isinstance(template, list):
            return [self.fill(v, cleaned) for v in template]
        return template


# -- building, describing --------------------------------------------------------------

_cache: dict[bytes, Sanitizer] = {}
_cache_lock = threading.Lock()


def build_sanitizer(config: SanitizerConfig) -> Sanitizer:
    """The sanitizer for `config`, built once per distinct configuration (thread-safe).

    Raises SanitizerError when it cannot be built; the capture worker then drops every
    capture (fail-closed) until it can."""
    key = msgspec.json.encode(config)
    with _cache_lock:
        sanitizer = _cache.get(key)
        if sanitizer is None:
            sanitizer = Sanitizer(config)
            _cache[key] = sanitizer
        return sanitizer


def describe(config: SanitizerConfig) -> dict[str, Any]:
    """What this configuration covers on this machine, in plain words (for `doctor`).

    Never claims a type it cannot find: with NER missing or off, PERSON, LOCATION and
    ORGANIZATION are listed as not covered."""
    ner = ner_status(config.ner_model)
    info: dict[str, Any] = {
        "engine": f"presidio-analyzer {_version('presidio-analyzer')}, "
        + ("spaCy NLP engine" if ner.active else "no_op NLP engine (patterns only)"),
        "ner": ner.describe(),
        "ner_model": config.ner_model or None,
        "ner_installed": ner.installed,
        "phone_regions": list(config.phone_regions),
        "max_input_chars": config.max_input_chars,
        "timeout_seconds": config.timeout_seconds,
    }
    try:
        entities = resolve_entities(config, ner)
    except SanitizerError as e:
        info.update(ok=False, error=str(e), reason=e.reason, covered=[], secrets=[])
        return info
    info["ok"] = True
    info["covered"] = [e for e in entities if e not in SECRET_ENTITIES]
    info["secrets"] = list(SECRET_ENTITIES)
    info["not_covered"] = [e for e in NER_ENTITIES if e not in entities]
    info["placeholders"] = [f"<{e}>" for e in entities]
    return info


_PROBE = {
    "EMAIL_ADDRESS": "probe.person@example.org",
    "CREDIT_CARD": "4539 1488 0343 6467",
    "API_KEY": "sk-ant-api03-" + "Zx9" * 12,
    "PASSWORD": "Pr0be-Passw0rd!",
}


def self_check(config: SanitizerConfig) -> dict[str, Any]:
    """`describe(config)` plus proof that the sanitizer loads here and redacts: it is built
    and run on a text with planted values, none of which may come out raw."""
    info = describe(config)
    started = time.perf_counter()
    try:
        sanitizer = build_sanitizer(config)
    except SanitizerError as e:
        info.update(ok=False, loads=False, error=str(e), reason=e.reason)
        return info
    info["loads"] = True
    info["build_seconds"] = round(time.perf_counter() - started, 3)
    text = (
        f"mail {_PROBE['EMAIL_ADDRESS']}, card {_PROBE['CREDIT_CARD']}, "
        f'key {_PROBE["API_KEY"]}\npassword = "{_PROBE["PASSWORD"]}"\n'
    )
    try:
        clean, counts = sanitizer.sanitize(text)
    except SanitizerError as e:
        info.update(ok=False, error=str(e), reason=e.reason)
        return info
    if config.ner_model and not info["ner_installed"]:
        info["degraded"] = "the configured NER model is missing: patterns only"
    leaked = [kind for kind, value in _PROBE.items() if value in clean]
    info["probe"] = {
        "planted": len(_PROBE),
        "redacted": len(_PROBE) - len(leaked),
        "report": counts,
    }
    if leaked:
        info.update(ok=False, error=f"planted values came out raw: {', '.join(leaked)}")
    return info


def stock_analyzer() -> Callable[[str], list[tuple[int, int, str]]]:
    """presidio's stock AnalyzerEngine with the no_op NLP engine (all its predefined pattern
    recognizers, default settings), as a finder: for comparison in bench/ only. It fails
    open on regex timeouts; never use it to sanitize."""
    nlp = NlpEngineProvider(
        nlp_configuration={
            "nlp_engine_name": "no_op",
            "models": [{"lang_code": "en", "model_name": "no_op"}],
        }
    ).create_engine()
    engine = AnalyzerEngine(nlp_engine=nlp, supported_languages=["en"])

    def find(text: str) -> list[tuple[int, int, str]]:
        return [(r.start, r.end, r.entity_type) for r in engine.analyze(text, language="en")]

    return find


def _version(dist: str) -> str:
    try:
        return metadata.version(dist)
    except metadata.PackageNotFoundError:
        return "?"
