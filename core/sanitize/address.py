"""Postal addresses found by their shape: a street line, then its unit, city, region and code.

A street line is one of: a number and a name ending in a street type (`42 Elm Street`,
`2450 Crown St`, the USPS suffixes), a street type before the name (`Via Roma 131`, `Rue de
Tanger`, `ul. Miła 53`), a name glued to its type (`Koskikatu 25`, `Friedhofstrasse 33`,
`Magasinsgatan 7`), a PO box or a military address (`PSC 1437, Box 3833`, `APO AA 66791`),
or a street corner (`the corner of X and Y`). A weaker line, a name and a number without a
type (`Edeby 55`, `20789 Allika 46`), counts when an address cue precedes it (`address`,
`lives at`, `located at`, `send it to`...) or a unit, a postcode or more address lines
follow it. From the street line the address runs on over its unit (`Apt. 4`, `Suite 9`),
then over following parts, on the same line or the next few, that read like a city, a
region, a country or a postcode, and stops at the first ordinary lowercase word.

Street types are the words of postal standards (USPS Publication 28 and their equivalents in
other languages), not a list of places. Each match is bounded (a few parts of a few words
each), and every pattern runs through the fail-closed `Scan`.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Iterator

import regex
from teambrain.core.sanitize.scan import CueIndex, FailClosedRecognizer, Scan, compile_rule_pattern

_SUFFIXES_TEXT = """
    street streets st str avenue ave av road roads rd lane ln drive drives dr boulevard blvd
    way ways court courts ct place pl square squares sq terrace ter crescent cres close cl
    grove groves gardens gdns garden park parks parkway pkwy highway hwy circle circles cir
    trail trl row mews walk walks hill hills heights hts view views alley plaza point points
    pike turnpike expressway expy freeway route rte loop path pass passage run crossing xing
    crossroad crossroads common commons green greens wharf quay parade esplanade embankment
    annex arcade bayou beach bend bluff bluffs bottom branch bridge brook brooks burg burgs
    bypass camp canyon cape causeway center centers centre cliff cliffs club corner corners
    course cove coves creek crest curve dale dam divide estate estates extension extensions
    fall falls ferry field fields flat flats ford fords forest forge forges fork forks fort
    gateway glen glens harbor harbors harbour haven hollow inlet island islands isle
    junction junctions key keys knoll knolls lake lakes land landing light lights loaf lock
    locks lodge mall manor manors meadow meadows mill mills mission motorway mount mountain
    mountains neck orchard oval overpass pine pines plain plains port ports prairie radial
    ramp ranch rapid rapids rest ridge ridges river shoal shoals shore shores skyway spring
    springs spur spurs station stravenue stream summit throughway trace track trafficway
    trailer tunnel underpass union unions valley valleys viaduct village villages ville
    vista wall well wells
"""
_SUFFIXES = sorted(_SUFFIXES_TEXT.split(), key=len, reverse=True)
"""Street types after the name (USPS Publication 28, with common British ones)."""

_PREFIXES_TEXT = """
    rue via viale vicolo piazza piazzale corso largo strada rua avenida avda calle carrer
    camino paseo travessa praça praca alameda rodovia estrada chemin allée allee impasse quai
    boulevard route ulica ul al aleja odos οδός οδος λεωφόρος λεωφ πλατεία calea bulevardul
    str strada stradela sokak cadde caddesi carretera ronda plaza
"""
_PREFIXES = sorted(_PREFIXES_TEXT.split(), key=len, reverse=True)
"""Street types before the name (Romance, Slavic, Greek, Turkish...)."""

_GLUED_TEXT = """
    strasse straße str gasse weg allee platz ring damm ufer steig pfad chaussee
    straat laan plein gracht kade dijk singel hove steeg
    gatan gata gate vägen väg vej vejen vegen veien veg gade gränd stræti vegur braut stígur
    katu tie kuja polku raitti väylä tanhua kaari rinne
    tänav maantee puiestee tee
    utca út tér körút sor köz
    ulice náměstí třída nábřeží
"""
_GLUED = sorted(_GLUED_TEXT.split(), key=len, reverse=True)
"""Street types glued to the end of the name (German, Dutch, Nordic, Finnish, Estonian,
Hungarian, Czech)."""

_W = r"(?:\p{Lu}[\p{L}\p{M}'’\-]*+|\d{1,4}(?:st|nd|rd|th)|[\p{Lu}]\.)"
"""A capitalized word of a street name (`Elm`, `O'Connell`, `5th`, `J.`)."""
_CONNECT = r"(?:de|del|de[ ]la|do|da|dos|das|di|della|du|des|la|le|les|von|van|der|den|and|of|the|z|u|v|na|nad|pod|am|an|im|auf|y|e|i)"
_NUM = r"(?:\d{1,6}[A-Za-z]?(?:[\-/]\d{1,4}[A-Za-z]?)?)"
_UNIT = r"(?:(?i:apt|apartment|suite|ste|unit|flat|room|rm|floor|fl|bldg|building|box|lot|no|nr)\b\.?+[ ]?+|\#[ ]?+)(?:\#[ ]?)?(?=[\w\-]{0,7}\d)[\w\-]{1,8}+\.?"
_NAME_WORDS = rf"{_W}(?:[ ](?:{_CONNECT}[ ])?{_W}){{0,4}}"

_NOT_HOUSE = r"(?<!\b(?i:line|step|section|chapter|page|version|item|figure|table|port|issue|pr|part|phase|level|stage|round|top|v)[ ]?\#?[ ]?)"
"""A number after `line`, `step`, `version`... is not a house number."""
_BEFORE = rf"(?=[\d\p{{Lu}}])(?<![\p{{L}}\p{{N}}_.\-/]){_NOT_HOUSE}"
_AFTER = r"(?![\p{L}\p{N}_])"
_SUFFIX_STREET = compile_rule_pattern(
    rf"""
    {_BEFORE}(?:{_NUM}[ ]){{1,2}}+(?:the[ ])?{_NAME_WORDS}[ ](?i:{"|".join(_SUFFIXES)})\.?+
    (?:[ ]{_NUM}(?![\p{{L}}]))?{_AFTER}
    """
)
"""`42 Elm Street`: it starts with a number, which keeps it cheap."""
_HUNGARIAN_STREET = compile_rule_pattern(
    rf"""
    {_BEFORE}(?:{_NUM}[ ]){{0,2}}+(?:\p{{Lu}}[\p{{L}}\p{{M}}]*+[ ]){{1,3}}
    (?i:utca|út|tér|körút|u\.|rkp\.)[ ]{_NUM}\.?{_AFTER}
    """
)
_SUFFIX_WORDS = frozenset(_SUFFIXES)
_HUNGARIAN_WORDS = frozenset(("utca", "út", "tér", "körút", "u", "rkp"))
_PREFIX_INDEX: CueIndex[str] = CueIndex()
_PREFIX_INDEX.add(" ".join(_PREFIXES), "street")
_PREFIX_STREET = compile_rule_pattern(
    rf"(?i:{'|'.join(_PREFIXES)})\.?+[ ](?:{_CONNECT}[ ])?{_NAME_WORDS}(?:[ ]{_NUM}\.?)?{_AFTER}"
)
_CAPITALIZED = regex.compile(r"(?<![\p{L}\p{N}_.\-/])\p{Lu}[\p{L}\p{M}\-]{2,40}+(?![\p{L}\p{N}_])")
_GLUED_ENDS = tuple(_GLUED)
_NUMBER_AFTER = regex.compile(rf"\.?[ ]{_NUM}\.?{_AFTER}")
_NUMBER_BEFORE = regex.compile(rf"{_BEFORE}(?:{_NUM}[ ]){{1,2}}\Z")


def _streets(scan: Scan) -> Iterator[tuple[int, int]]:
    """Street lines with a street type (see the module docstring). Patterns that could
    start at any word are tried only where a street-type word stands."""
    where = scan.where()
    if not _SUFFIX_WORDS.isdisjoint(where):
        for m in scan.finditer(_SUFFIX_STREET):
            yield m.span()
    if not _HUNGARIAN_WORDS.isdisjoint(where):
        for m in scan.finditer(_HUNGARIAN_STREET):
            yield m.span()
    for start, _end, _kind in _PREFIX_INDEX.find(scan):
        m = scan.match(_PREFIX_STREET, start)
        if m is not None:
            yield _with_number_before(scan, start), m.end()
    if not any(word.endswith(_GLUED_ENDS) for word in where):
        return
    for m in scan.finditer(_CAPITALIZED):
        if not m.group().lower().endswith(_GLUED_ENDS):
            continue
        after = scan.match(_NUMBER_AFTER, m.end())
        start = _with_number_before(scan, m.start())
        if after is not None or start < m.start():
            yield start, after.end() if after is not None else m.end()


def _with_number_before(scan: Scan, start: int) -> int:
    """`start`, or the start of the building number(s) just before it."""
    m = _NUMBER_BEFORE.search(scan.text, max(0, start - 16), start)
    return m.start() if m is not None else start


_POSTAL = compile_rule_pattern(
    rf"""
    (?<![\p{{L}}\p{{N}}_])
    (?P<core>
        (?:{_NUM}[ ])?(?i:p\.?[ ]?o\.?[ ]?box|post[ ]office[ ]box|postbox|postfach)[ ]?\d{{1,8}}
      | (?:PSC|CMR|Unit)[ ]\d{{1,6}},?[ ]Box[ ]\d{{1,6}}
      | (?:USNS|USS|USNV|USCGC)[ ]{_W}(?:[ ]{_W})?
      | (?:APO|FPO|DPO)[ ](?:AA|AE|AP)[ ]\d{{5}}
      | (?i:the[ ]corner[ ]of|corner[ ]of)[ ][^\n,.;]{{2,60}}?[ ]and[ ]{_NAME_WORDS}
    )
    (?![\p{{L}}\p{{N}}_])
    """
)
_DIGIT = regex.compile(r"\d")
_LOWERCASE = regex.compile(r"\p{Ll}")
_POSTAL_NEEDLES = (
    "box",
    "psc",
    "cmr",
    "unit",
    "usns",
    "uss",
    "usnv",
    "uscgc",
    "apo",
    "fpo",
    "dpo",
    "corner",
    "postfach",
)
_WEAK = compile_rule_pattern(
    rf"""
    (?=[\d\p{{Lu}}])(?<![\p{{L}}\p{{N}}_.\-/@\#$]){_NOT_HOUSE}
    (?P<core>
        (?:{_NUM}[ ]){{1,2}}+{_NAME_WORDS}(?:[ ]{_NUM})?
      | {_NAME_WORDS}[ ]{_NUM}
    )
    (?![\p{{L}}\p{{N}}_@])
    """
)
_CUE = compile_rule_pattern(
    r"""
    (?i:address(?:es)?|addr|(?:lives?|lived|living|resides?|stay(?:ing)?)[ ](?:at|on|in)
      |located[ ](?:at|in|on)|location|meet(?:ing)?[ ](?:me|you|us)[ ]at
      |(?:send|sent|ship|shipped|deliver|delivered|mail|mailed|post|posted|return|returned
        |forward|forwarded|moved|taxi|drive[ ]me|take[ ]me)(?:[ ][\w']+){0,5}?[ ](?:to|at)
      |offices?[ ](?:is|are)[ ](?:at|in)|(?:is|are)[ ](?:at|in)|residence|home[ ]is
      |arrived[ ]at|drops?[ ]\w+[ ]off[ ]at|pick[ ]\w+[ ]up[ ]at|headquarters|hq)
    (?!\w)
    """
)
_CUE_INDEX: CueIndex[str] = CueIndex()
_CUE_INDEX.add(
    "address addresses addr lives live lived living resides reside stay staying located "
    "location meet meeting send sent ship shipped deliver delivered mail mailed post posted "
    "return returned forward forwarded moved taxi drive take office offices is are residence "
    "home arrived drop drops pick headquarters hq",
    "cue",
)
"""Address cues: where one of these words stands, `_CUE` is tried."""
_CUE_REACH = 160
"""How far after a cue a weak street line may start."""

_SEP = r"(?:[ ]*+,[ ]*+|[ ]*+\r?\n(?:[ \t]*+\r?\n)?[ \t]*+(?:(?:>|\?\?\?)[ \t]*+)*+|[ ]++)"
_PART = rf"""
    (?: {_UNIT}
      | \d{{4,6}}(?:-\d{{4}})?
      | \p{{Lu}}{{1,2}}\d[\p{{Lu}}\d]?[ ]\d\p{{Lu}}{{2}}
      | \p{{Lu}}\d\p{{Lu}}[ ]?\d\p{{Lu}}\d
      | \(\p{{Lu}}[\p{{L}}]++\)
      | \p{{Lu}}[\p{{L}}\p{{M}}'’.\-]*+(?:[ ](?:{_CONNECT}[ ])?\p{{Lu}}[\p{{L}}\p{{M}}'’.\-]*+){{0,4}}
    )
"""
_TAIL = compile_rule_pattern(rf"(?:{_SEP}(?P<part>{_PART})(?![\p{{L}}\p{{N}}_@])){{1,10}}+")
_STRONG_TAIL = regex.compile(
    rf"{_SEP}(?:{_UNIT}|\d{{4,6}}\b|(?:\p{{Lu}}[\p{{L}}\p{{M}}'’.\-]*+[ ]?){{1,3}}\d{{4,6}}\b)"
)
_MAX_TAIL = 220


def _extend(scan: Scan, end: int) -> int:
    """The end of the address whose street line ends at `end`: over its unit, city,
    region, country and postcode parts."""
    m = scan.match(_TAIL, end, min(len(scan.text), end + _MAX_TAIL))
    if m is None:
        return end
    last = end
    for s, e in m.spans("part"):
        between = scan.text[last:s]
        if between.count("\n") > 2 or ("\n" in between and between.strip(" \t\r\n>?,") != ""):
            break
        last = e
    return last


def _cue_ranges(scan: Scan) -> list[tuple[int, int]]:
    ranges = []
    for start, _end, _kind in _CUE_INDEX.find(scan):
        m = scan.match(_CUE, start)
        if m is not None:
            ranges.append((m.end(), m.end() + _CUE_REACH))
    return ranges


def address_spans(scan: Scan) -> list[tuple[int, int]]:
    """Every address in the scan's text (shared through the scan's memo, so the name
    recognizer can ask whether a block holds one)."""
    found = scan.memo.get("address_spans")
    if found is not None:
        return found
    spans: list[tuple[int, int]] = []
    text = scan.text
    has_digit = _DIGIT.search(text) is not None
    if has_digit:
        spans += [(start, _extend(scan, end)) for start, end in _streets(scan)]
    if any(needle in scan.lower for needle in _POSTAL_NEEDLES):
        for m in scan.finditer(_POSTAL):
            start, end = m.span("core")
            spans.append((start, _extend(scan, end)))
    if has_digit:
        spans += _weak_spans(scan, spans)
    spans.sort()
    scan.memo["address_spans"] = spans
    return spans


def _weak_spans(scan: Scan, strong: list[tuple[int, int]]) -> Iterator[tuple[int, int]]:
    """Street lines without a street type: after an address cue, or followed by a unit, a
    postcode or a city line with a postcode. Only the stretches of text where such a line
    could be accepted are searched: after a cue, and before a unit word or a postcode-like
    number."""
    inside_strong = Ranges(strong)
    cues = _cue_ranges(scan)
    windows = Ranges(cues + _tail_windows(scan))
    accepted_after_cue = Ranges(cues)
    for lo, hi in windows.spans():
        for m in scan.finditer(_WEAK, lo, hi):
            start, end = m.span("core")
            if inside_strong.holds(start) or not _LOWERCASE.search(m.group("core")):
                continue  # inside a street line already, or `64 GB`, `HTTP 404`: not a street
            if scan.match(_STRONG_TAIL, end) or accepted_after_cue.holds(start):
                yield start, _extend(scan, end)


_POSTCODE_LIKE = re.compile(r"(?<![\w\-:/.=])\d{4,6}(?![\w\-:/])")
_UNIT_WORDS = frozenset(
    ("apt", "apartment", "suite", "ste", "unit", "flat", "room", "rm", "floor", "fl", "bldg")
    + ("building", "box", "lot", "no", "nr")
)
_TAIL_REACH = 140
"""How far before a unit or a postcode its street line may start."""


def _tail_windows(scan: Scan) -> list[tuple[int, int]]:
    """Stretches that end at a unit word, a `#` or a postcode-like number."""
    text = scan.text
    where = scan.where()
    ends = [m.start() for m in _POSTCODE_LIKE.finditer(text)]
    ends += [at for word in _UNIT_WORDS & where.keys() for at in where[word]]
    at = text.find("#")
    while at != -1:
        ends.append(at)
        at = text.find("#", at + 1)
    return [(max(0, end - _TAIL_REACH), min(len(text), end + 12)) for end in ends]


class Ranges:
    """Ranges of offsets; whether one holds an offset, in O(log n)."""

    def __init__(self, ranges: list[tuple[int, int]]) -> None:
        merged: list[list[int]] = []
        for start, end in sorted(ranges):
            if merged and start <= merged[-1][1]:
                merged[-1][1] = max(merged[-1][1], end)
            else:
                merged.append([start, end])
        self._starts = [r[0] for r in merged]
        self._ends = [r[1] for r in merged]

    def spans(self) -> list[tuple[int, int]]:
        """The merged ranges, in order."""
        return list(zip(self._starts, self._ends, strict=True))

    def holds(self, offset: int) -> bool:
        i = bisect_right(self._starts, offset) - 1
        return i >= 0 and offset < self._ends[i]


def starts_between(spans: list[tuple[int, int]], lo: int, hi: int) -> bool:
    """Whether one of the sorted `spans` starts strictly between lo and hi."""
    i = bisect_right(spans, (lo, 1 << 62))
    return i < len(spans) and spans[i][0] < hi


class AddressRecognizer(FailClosedRecognizer):
    """Street addresses with their unit, city and postcode (see the module docstring)."""

    ENTITY = "ADDRESS"

    def spans(self, scan: Scan) -> Iterator[tuple[int, int]]:
        yield from address_spans(scan)
