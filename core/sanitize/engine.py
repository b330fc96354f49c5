"""The sanitizer: text in, text with typed placeholders plus entity counts out, or an error.

Everything teambrain stores passes through here first (fail-closed sanitization at the
capture seam). Raw emails, phone numbers, card numbers, IBANs, IP addresses, SSNs, private
keys, API keys, tokens and passwords, names, dates of birth, addresses and id numbers found
by their cue words, and known first names and places in running text (word lists, no model)
become placeholders naming their type (`<EMAIL_ADDRESS>`, `<PERSON>`, ...); the report
counts entity types and never holds a value.

Fail-closed: any failure raises SanitizerError with a short, stable reason that the capture
path uses as its drop counter (`too_large`, `timeout`, `candidate_limit`,
`recognizer_error`, `engine_unavailable`, `ner_unavailable`, `bad_config`, `bad_input`).
Nothing here returns text it could not fully scan.

Our own fail-closed recognizers (core/sanitize/pii.py, core/sanitize/secrets.py,
core/sanitize/names.py, core/sanitize/places.py, core/sanitize/address.py,
core/sanitize/id_numbers.py) run over a normalized copy of the text whose findings map back
to the original (core/sanitize/normalize.py); overlapping findings merge into one span typed
by priority, and each span becomes its placeholder. With `ner_model` naming a spaCy pipeline
(a package or a directory), its NER adds PERSON and LOCATION through presidio
(core/sanitize/ner.py, imported only then); its time is accounted (`timing`) and counts
against the call's deadline. No code path downloads anything: a configured model that is
missing or does not load fails closed.
"""

from __future__ import annotations

import json
import threading
import time
from collections import Counter
from typing import TYPE_CHECKING, Any

import msgspec
from teambrain.core.config import SanitizerConfig
from teambrain.core.errors import SanitizerError
from teambrain.core.sanitize.address import AddressRecognizer
from teambrain.core.sanitize.catalog import KNOWN_ENTITIES, PRIORITY
from teambrain.core.sanitize.coverage import NerStatus, describe, ner_status, resolve_entities
from teambrain.core.sanitize.id_numbers import context_id_recognizers
from teambrain.core.sanitize.names import PersonRecognizer, refused_words
from teambrain.core.sanitize.normalize import NormalizedText, normalize
from teambrain.core.sanitize.pii import JSON_JOIN, pii_recognizers
from teambrain.core.sanitize.places import LocationRecognizer
from teambrain.core.sanitize.scan import FailClosedRecognizer, Scan
from teambrain.core.sanitize.secrets import (
    plain_session_id,
    plausible_secret_value,
    secret_name_entity,
    secret_recognizers,
)

if TYPE_CHECKING:
    from teambrain.core.sanitize.ner import NerPass

__all__ = [
    "KNOWN_ENTITIES",
    "NerStatus",
    "Sanitizer",
    "build_sanitizer",
    "describe",
    "merge_spans",
    "ner_status",
    "resolve_entities",
    "self_check",
]

_JOIN = JSON_JOIN
"""Separates the strings of a JSON document scanned in one pass; no pattern crosses it."""
_NUMBER_DIGITS = 7
"""JSON numbers with at least this many digits are scanned too (a card number as a number)."""


def context_recognizers(entities: set[str]) -> list[FailClosedRecognizer]:
    """The recognizers that find personal data by the words around it."""
    found: list[FailClosedRecognizer] = []
    if "PERSON" in entities:
        found.append(PersonRecognizer())
    if "LOCATION" in entities:
        found.append(LocationRecognizer(refused_words()))
    if "ADDRESS" in entities:
        found.append(AddressRecognizer())
    found += context_id_recognizers(entities)
    return found


class Sanitizer:
    """Redacts one text (or one JSON document) at a time; safe to share between threads."""

    def __init__(
        self,
        config: SanitizerConfig,
        *,
        extra_recognizers: list[FailClosedRecognizer] | None = None,
    ) -> None:
        self.config = config
        self.ner = ner_status(config.ner_model)
        self.entities = resolve_entities(config, self.ner)
        extra = list(extra_recognizers or [])
        self._entity_set = frozenset(self.entities) | {r.ENTITY for r in extra}
        try:
            self._ner = self._load_ner() if self.ner.active else None
            self._recognizers = self._build_recognizers(extra)
        except SanitizerError:
            raise
        except Exception as e:
            raise SanitizerError(
                "engine_unavailable", f"the sanitizer engine cannot be built: {e}"
            ) from e
        self._timing: dict[str, float] = {}
        self._timing_lock = threading.Lock()

    def _load_ner(self) -> NerPass:
        """The NER pass; presidio and spaCy are imported here, only when a model is set."""
        from teambrain.core.sanitize.ner import NerPass

        return NerPass(self.ner.model, self._entity_set)

    def _build_recognizers(self, extra: list[FailClosedRecognizer]) -> list[FailClosedRecognizer]:
        """Every recognizer of a type this sanitizer redacts, each built once."""
        wanted = set(self.entities)
        recognizers = (
            secret_recognizers()
            + pii_recognizers(wanted, tuple(self.config.phone_regions))
            + context_recognizers(wanted)
            + extra
        )
        return [r for r in recognizers if r.ENTITY in self._entity_set]

    def timing(self) -> dict[str, float]:
        """What the calls so far cost: calls, characters, seconds in NER and in the
        patterns and cue words, and milliseconds per KB of each."""
        with self._timing_lock:
            t = dict(self._timing)
        kb = t.get("chars", 0) / 1024 or 1
        return {
            "calls": t.get("calls", 0),
            "chars": t.get("chars", 0),
            "ner_seconds": round(t.get("ner", 0.0), 6),
            "pattern_seconds": round(t.get("patterns", 0.0), 6),
            "ner_ms_per_kb": round(t.get("ner", 0.0) * 1000 / kb, 4),
            "pattern_ms_per_kb": round(t.get("patterns", 0.0) * 1000 / kb, 4),
        }

    def _account(self, chars: int, ner: float, patterns: float) -> None:
        with self._timing_lock:
            for name, amount in (
                ("calls", 1),
                ("chars", chars),
                ("ner", ner),
                ("patterns", patterns),
            ):
                self._timing[name] = self._timing.get(name, 0) + amount

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
        deadline = time.monotonic() + self.config.timeout_seconds
        norm = normalize(text)
        found = self._find_in(norm, len(text), deadline)
        if norm.joined_wraps:  # a join must never hide what the lines say on their own
            found += self._find_in(normalize(text, join_wraps=False), len(text), deadline)
        return merge_spans(found)

    def _find_in(
        self, norm: NormalizedText, chars: int, deadline: float
    ) -> list[tuple[int, int, str]]:
        """Findings in a normalized copy, mapped back to the original text's offsets."""
        left = deadline - time.monotonic()
        if left <= 0:
            raise SanitizerError("timeout", "sanitizer deadline exceeded")
        scan = Scan(norm.text, left)
        try:
            ner_seconds, found = self._ner_pass(scan)
            started = time.perf_counter()
            for recognizer in self._recognizers:
                found += [(s, e, recognizer.ENTITY) for s, e in recognizer.spans(scan)]
            self._account(chars, ner_seconds, time.perf_counter() - started)
        except SanitizerError:
            raise
        except TimeoutError as e:
            raise SanitizerError("timeout", "a recognizer timed out") from e
        except Exception as e:  # never let a broken recognizer (or NER) pass text through
            raise SanitizerError(
                "recognizer_error", f"a recognizer failed: {type(e).__name__}"
            ) from e
        limit = len(norm.text)
        return [
            (*norm.original_span(start, end), entity)
            for start, end, entity in found
            if entity in self._entity_set and 0 <= start < end <= limit
        ]

    def _ner_pass(self, scan: Scan) -> tuple[float, list[tuple[int, int, str]]]:
        """The NER model's findings in the scan's text and the seconds it took; a model that
        returns after the call's deadline has its result refused (fail-closed)."""
        if self._ner is None or not self._ner.entities:
            return 0.0, []
        started = time.perf_counter()
        read = self._ner.read(scan.text)
        scan.remaining()
        found = self._ner.find(scan.text, read)
        return time.perf_counter() - started, found

    # -- replacing --------------------------------------------------------------------

    def _replace(self, text: str, spans: list[tuple[int, int, str]], counts: Counter[str]) -> str:
        """`text` with each span (in order, none overlapping) replaced by `<TYPE>`."""
        if not spans:
            return text
        parts: list[str] = []
        at = 0
        for start, end, entity in spans:
            parts += (text[at:start], f"<{entity}>")
            counts[entity] += 1
            at = end
        parts.append(text[at:])
        return "".join(parts)

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


def _secret_under(name: str, value: Any) -> str | None:
    """The entity a value under this JSON key is redacted as whole, or None."""
    if isinstance(value, str) and plain_session_id(name, value):
        return None
    return secret_name_entity(name)


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
                    (self._slot(str(k)), self.collect(v, _secret_under(str(k), v)))
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


_PROBE = {
    "EMAIL_ADDRESS": "probe.person@example.org",
    "CREDIT_CARD": "4539 1488 0343 6467",
    "API_KEY": "sk-ant-api03-" + "Zx9" * 12,
    "PASSWORD": "Pr0be-Passw0rd!",
    "PERSON": "Maria Gonzalez",
    "DATE_OF_BIRTH": "1984-03-02",
    "ADDRESS": "42 Elm Street",
}
_PROBE_TEXT = (
    f"mail {_PROBE['EMAIL_ADDRESS']}, card {_PROBE['CREDIT_CARD']}, "
    f'key {_PROBE["API_KEY"]}\npassword = "{_PROBE["PASSWORD"]}"\n'
    f"Patient {_PROBE['PERSON']}, born {_PROBE['DATE_OF_BIRTH']}, lives at {_PROBE['ADDRESS']}\n"
)


def _speed(sanitizer: Sanitizer, rounds: int = 3) -> dict[str, float]:
    """Milliseconds per KB of NER and of the patterns, on the probe text repeated to 2 KB,
    measured on this machine by the sanitizer's own accounting."""
    text = (_PROBE_TEXT * 8)[:2048]
    sanitizer.sanitize(text)  # warm
    before = sanitizer.timing()
    for _ in range(rounds):
        sanitizer.sanitize(text)
    after = sanitizer.timing()
    kb = rounds * len(text) / 1024
    return {
        "ner_ms_per_kb": round((after["ner_seconds"] - before["ner_seconds"]) * 1000 / kb, 3),
        "pattern_ms_per_kb": round(
            (after["pattern_seconds"] - before["pattern_seconds"]) * 1000 / kb, 3
        ),
    }


def self_check(config: SanitizerConfig) -> dict[str, Any]:
    """`describe(config)` plus proof that the sanitizer loads here and redacts: it is built
    and run on a text with planted values, none of the covered ones may come out raw.
    `status` becomes FAILED when it cannot load or lets a planted value through."""
    info = describe(config)
    started = time.perf_counter()
    try:
        sanitizer = build_sanitizer(config)
    except SanitizerError as e:
        info.update(status="FAILED", loads=False, error=str(e), reason=e.reason)
        return info
    info["loads"] = True
    info["build_seconds"] = round(time.perf_counter() - started, 3)
    try:
        clean, counts = sanitizer.sanitize(_PROBE_TEXT)
        speed = _speed(sanitizer)
    except SanitizerError as e:
        info.update(status="FAILED", error=str(e), reason=e.reason)
        return info
    planted = [kind for kind in _PROBE if kind in sanitizer.entities]
    leaked = [kind for kind in planted if _PROBE[kind] in clean]
    info["probe"] = {
        "planted": len(planted),
        "redacted": len(planted) - len(leaked),
        "report": counts,
    }
    info["speed"] = speed
    if leaked:
        info.update(status="FAILED", error=f"planted values came out raw: {', '.join(leaked)}")
    return info
