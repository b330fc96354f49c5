"""The sanitizer's entity types, in one light module: what each is, which are on by default.

The configuration checks `sanitizer.entities` against this catalogue when it loads, and the
coverage report (core/sanitize/coverage.py) describes it, so neither needs presidio: importing
this module costs nothing. The recognizers (core/sanitize_*.py, core/sanitize/secrets.py)
and the engine (core/sanitize/engine.py) import their type names from here, so a type exists in one
place only.
"""

from __future__ import annotations

SECRET_ENTITIES = ("PRIVATE_KEY", "API_KEY", "JWT", "AUTH_TOKEN", "PASSWORD", "SECRET")
"""Always redacted, whatever `entities` says."""

PII_ENTITIES = (
    "EMAIL_ADDRESS",
    "PHONE_NUMBER",
    "CREDIT_CARD",
    "IBAN_CODE",
    "IP_ADDRESS",
    "US_SSN",
)
"""Found by their shape and a checksum or validation."""

CONTEXT_ENTITIES = (
    "PERSON",
    "LOCATION",
    "DATE_OF_BIRTH",
    "ADDRESS",
    "PASSPORT_NUMBER",
    "DRIVER_LICENSE",
    "ACCOUNT_NUMBER",
)
"""Found by the words around them: a name after `Dear` or `Mr` or a known first name in
running text, a place after `in` or `from`, a date after `born`, a street address by its
number and street type, an id number after its cue word. PERSON and LOCATION are also found
by NER when a model is configured."""

OPTIONAL_ENTITIES = ("URL",)
"""Recognized by patterns, off unless asked for."""

NER_ENTITIES = ("PERSON", "LOCATION", "ORGANIZATION", "NRP", "DATE_TIME")
"""What a NER model finds (presidio's names for spaCy's labels)."""

NER_ONLY_ENTITIES = tuple(e for e in NER_ENTITIES if e not in CONTEXT_ENTITIES)
"""Types nothing but a NER model finds: asking for them without `ner_model` is refused."""

NER_DEFAULT_ENTITIES: tuple[str, ...] = ()
"""Added to the default set when a NER model is active (PERSON and LOCATION are in it
already)."""

DEFAULT_ENTITIES = PII_ENTITIES + CONTEXT_ENTITIES
"""What an empty `entities` means (plus NER_DEFAULT_ENTITIES with a NER model)."""

KNOWN_ENTITIES = tuple(
    dict.fromkeys(
        SECRET_ENTITIES + PII_ENTITIES + CONTEXT_ENTITIES + OPTIONAL_ENTITIES + NER_ENTITIES
    )
)

PRIORITY = {
    name: rank
    for rank, name in enumerate(
        SECRET_ENTITIES
        + ("CREDIT_CARD", "IBAN_CODE", "US_SSN", "EMAIL_ADDRESS", "PHONE_NUMBER", "IP_ADDRESS")
        + ("PASSPORT_NUMBER", "DRIVER_LICENSE", "ACCOUNT_NUMBER", "DATE_OF_BIRTH")
        + ("ADDRESS", "PERSON", "LOCATION")
        + OPTIONAL_ENTITIES
        + NER_ONLY_ENTITIES
    )
}
"""When findings overlap, the union is redacted under the highest-ranked type (secrets
first): a password inside a URL becomes `<PASSWORD>`, not `<URL>`."""

DEFAULT_PHONE_REGIONS = ("US", "GB", "DE", "FR", "IN", "CA", "AU")


def unknown_entities(entities: list[str]) -> list[str]:
    """The names in `entities` that are no entity type of ours, sorted."""
    return sorted(set(entities) - set(KNOWN_ENTITIES))


def unknown_phone_regions(regions: list[str]) -> list[str]:
    """The regions python-phonenumbers does not know (imported only when the list is not
    the default one, which is known to be valid)."""
    if tuple(r.upper() for r in regions) == DEFAULT_PHONE_REGIONS:
        return []
    import phonenumbers

    return [r for r in regions if r.upper() not in phonenumbers.SUPPORTED_REGIONS]
