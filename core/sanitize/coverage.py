"""What a sanitizer configuration covers on this machine, said honestly and cheaply.

`describe(config)` answers, without importing presidio or spaCy (so `stats` can show it at
no start-up cost): which entity types are redacted and by what (patterns, cue words, a NER
model), which are only partly covered or not at all, and a status: "ok" when every personal
category is covered as the default sanitizer covers it, "DEGRADED" with the list of the
categories switched off otherwise, "FAILED" when the configuration cannot work here (a configured NER model that is not installed: the sanitizer then refuses
to load and every capture is dropped, never stored with names in it). The default sanitizer,
without a NER model, is the supported configuration: what a NER model would add (names
without a cue word or a known first name, places outside the lists, organizations) is
listed under `with_ner`, an option, not a defect. Whether the engine
really loads and redacts is for `self_check` in core/sanitize/engine.py, which builds it.

`resolve_entities` turns a configuration into the entity types the engine redacts; it
refuses, never silently narrows.
"""

from __future__ import annotations

from dataclasses import dataclass
from importlib import metadata
from pathlib import Path
from typing import Any, Literal

from teambrain.core.config import SanitizerConfig
from teambrain.core.errors import SanitizerError
from teambrain.core.sanitize.catalog import (
    DEFAULT_ENTITIES,
    KNOWN_ENTITIES,
    NER_DEFAULT_ENTITIES,
    NER_ENTITIES,
    NER_ONLY_ENTITIES,
    OPTIONAL_ENTITIES,
    SECRET_ENTITIES,
    unknown_entities,
)

Status = Literal["ok", "DEGRADED", "FAILED"]
Level = Literal["on", "partial", "none", "off"]

STATUS_CATEGORIES = tuple(dict.fromkeys(DEFAULT_ENTITIES + ("LOCATION", "ORGANIZATION")))
"""The personal categories whose coverage decides the status."""

_FOUND_BY = {
    "EMAIL_ADDRESS": "pattern",
    "PHONE_NUMBER": "pattern + phone-number validation",
    "CREDIT_CARD": "pattern + Luhn check",
    "IBAN_CODE": "pattern + country length + mod-97 check",
    "IP_ADDRESS": "pattern + address validation",
    "US_SSN": "pattern + SSA ranges",
    "PERSON": "cue words (titles, greetings, sign-offs, 'my name is', form labels, mail "
    "headers, a name heading a contact block) and known first names in running text",
    "LOCATION": "countries, US states and cities in running text ('in Boston', 'Kenosha, "
    "Wisconsin', 'New Zealand')",
    "DATE_OF_BIRTH": "a date after 'born', 'DOB', 'date of birth'",
    "ADDRESS": "street number + name + street type, PO boxes, with unit, city and postcode",
    "PASSPORT_NUMBER": "a number after 'passport'",
    "DRIVER_LICENSE": "a number after 'driver's licence'",
    "ACCOUNT_NUMBER": "a number after 'account number' and similar cue words",
    "URL": "pattern",
}
_NER_MISSING = "needs a NER model ([sanitizer] ner_model)"


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
            return (
                "off (patterns, cue words and word lists only; names and places outside "
                "the lists and organizations are not covered)"
            )
        if self.installed:
            return f"on ({self.model})"
        return (
            f"MISSING: ner_model {self.model!r} is not installed, so the sanitizer cannot "
            "load and every capture is dropped. Install it where there is internet "
            f"(python -m spacy download {self.model}), or clear ner_model."
        )


def ner_status(model: str) -> NerStatus:
    """Whether `model` (a spaCy package name or a pipeline directory) is installed. Never
    downloads; presidio would download a missing package, so we look first."""
    model = model.strip()
    if not model:
        return NerStatus("", False)
    if "/" in model or "\\" in model or model.startswith("."):
        return NerStatus(model, Path(model).expanduser().is_dir())
    try:
        metadata.distribution(model)
    except metadata.PackageNotFoundError:
        return NerStatus(model, Path(model).is_dir())
    return NerStatus(model, True)


def resolve_entities(config: SanitizerConfig, ner: NerStatus) -> tuple[str, ...]:
    """The entity types this configuration redacts: secrets always, then the configured PII
    (empty = the default set).

    Asking for a type nobody can find is refused rather than silently not covered, and so
    is a configured NER model that is not installed (fail-closed: the operator asked for
    names to be found by it)."""
    unknown = unknown_entities(config.entities)
    if unknown:
        raise SanitizerError(
            "bad_config",
            f"unknown sanitizer entity type(s) {', '.join(unknown)}; "
            f"known: {', '.join(KNOWN_ENTITIES)}",
        )
    if ner.model and not ner.installed:
        raise SanitizerError("ner_unavailable", ner.describe())
    chosen = list(config.entities) or list(DEFAULT_ENTITIES)
    if not config.entities and ner.active:
        chosen += NER_DEFAULT_ENTITIES
    needs_ner = [e for e in chosen if e in NER_ONLY_ENTITIES]
    if needs_ner and not ner.active:
        raise SanitizerError(
            "ner_unavailable",
            f"entities {', '.join(needs_ner)} need a NER model; {ner.describe()}",
        )
    ordered = list(SECRET_ENTITIES) + [e for e in KNOWN_ENTITIES if e in chosen]
    return tuple(dict.fromkeys(ordered))


def _level(entity: str, chosen: tuple[str, ...], ner: bool) -> Level:
    if entity in chosen:
        return "partial" if entity in ("PERSON", "LOCATION") and not ner else "on"
    if entity in NER_ONLY_ENTITIES and not ner:
        return "none"
    return "off"


def _found_by(entity: str, level: Level, ner: NerStatus) -> str:
    if level == "none":
        return _NER_MISSING
    if level == "off":
        return "off (not in [sanitizer] entities)"
    parts = [_FOUND_BY[entity]] if entity in _FOUND_BY else []
    if ner.active and entity in NER_ENTITIES:
        parts.append(f"NER ({ner.model})")
    if level == "partial":
        parts.append("names and places outside the word lists: an option, " + _NER_MISSING)
    return "; ".join(parts)


def coverage(config: SanitizerConfig, ner: NerStatus, chosen: tuple[str, ...]) -> list[dict]:
    """One row per category: the entity, how well it is covered, and by what."""
    rows = []
    for entity in STATUS_CATEGORIES + OPTIONAL_ENTITIES + ("NRP", "DATE_TIME"):
        level = _level(entity, chosen, ner.active)
        rows.append({"entity": entity, "level": level, "by": _found_by(entity, level, ner)})
    return rows


def uncovered(rows: list[dict]) -> list[str]:
    """The personal categories not fully covered: partly, not at all, or switched off."""
    return [
        row["entity"]
        for row in rows
        if row["entity"] in STATUS_CATEGORIES
        and (
            row["level"] in ("partial", "none")
            or (row["level"] == "off" and row["entity"] in DEFAULT_ENTITIES)
        )
    ]


def ner_would_add(rows: list[dict]) -> list[str]:
    """The personal categories a NER model would widen (PERSON, LOCATION) or add
    (ORGANIZATION) to what is on: an option of the default sanitizer, not a gap in it."""
    return [
        row["entity"]
        for row in rows
        if row["entity"] in STATUS_CATEGORIES
        and row["entity"] in NER_ENTITIES
        and row["level"] in ("partial", "none")
    ]


def describe(config: SanitizerConfig) -> dict[str, Any]:
    """What this configuration covers on this machine, in plain words and a status.

    Keys: status ("ok" | "DEGRADED" | "FAILED"), uncovered (entity types), with_ner (the
    uncovered ones a NER model would cover, which alone leave the status ok), switched_off
    (the other uncovered ones, which make it DEGRADED), coverage (rows
    of entity, level, by), covered, secrets, ner, ner_model, ner_installed, engine,
    phone_regions, max_input_chars, timeout_seconds; with FAILED, error and reason. Never
    claims a type it cannot find."""
    ner = ner_status(config.ner_model)
    info: dict[str, Any] = {
        "engine": "patterns, cue words and word lists"
        + (
            f"; NER: spaCy ({ner.model}) through presidio-analyzer {_version('presidio-analyzer')}"
            if ner.active
            else ""
        ),
        "ner": ner.describe(),
        "ner_model": ner.model or None,
        "ner_installed": ner.installed,
        "phone_regions": list(config.phone_regions),
        "max_input_chars": config.max_input_chars,
        "timeout_seconds": config.timeout_seconds,
        "secrets": list(SECRET_ENTITIES),
    }
    try:
        chosen = resolve_entities(config, ner)
    except SanitizerError as e:
        rows = coverage(config, NerStatus("", False), ())
        info.update(status="FAILED", error=str(e), reason=e.reason, covered=[], coverage=rows)
        info["uncovered"] = info["not_covered"] = [r["entity"] for r in rows]
        return info
    rows = coverage(config, ner, chosen)
    missing = uncovered(rows)
    with_ner = [] if ner.model else ner_would_add(rows)
    info["switched_off"] = [e for e in missing if e not in with_ner]
    info["status"] = "DEGRADED" if info["switched_off"] else "ok"
    info["with_ner"] = with_ner
    info["uncovered"] = missing
    info["not_covered"] = missing
    info["covered"] = [e for e in chosen if e not in SECRET_ENTITIES]
    info["coverage"] = rows
    info["placeholders"] = [f"<{e}>" for e in chosen]
    return info


def _version(dist: str) -> str:
    try:
        return metadata.version(dist)
    except metadata.PackageNotFoundError:
        return "?"
