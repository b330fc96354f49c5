"""Person names without a cue word: a known first name, capitalized in running text, and the
capitalized words right after it (the surname, a middle name or initial).

Most names in a team's traffic come with no cue (`... with Melanie and Jon in Boston`), and
few teams install a NER model. A capitalized word is taken for a first name when it is in
the first-name list (core/sanitize/gazetteer.py) and the sentence makes it one:

- inside a sentence, where English capitalizes names but not ordinary words;
- at the start of a sentence, where every word is capitalized, only with more evidence: a
  surname after it (`Kevin Smith said`), a vocative comma or a dialogue colon (`Leif, can
  you ...`, `Nicole: ...`), a verb a person is the subject of right after it (`Kevin had
  given ...`, `Catherine is ...`), a verb in the past tense (`Kwame pushed the fix`,
  `Ana wrote ...`), `from` (`Nikos from infra`), or a possessive before a lowercase noun
  that goes on (`Thandiwe's branch broke ...`). A possessive heading is not enough
  (`Alice's lesson: ...` opens many a note that names its owner on purpose, and so does a
  Markdown heading `# Alice's notes`);
- never in code (prose.py: code spans, identifiers), never a function word or a word the
  name rules already refuse (`Dear`, `Service`, `Python`); a tool's name that is also a
  first name (`Claude`, `Ruby`, `Jasmine`) and a rare first name only with a surname;
- never a place after `in`, `at`, `from`, `near` (the place rules take it).

A surname alone (`says Iwase`) is not guessed: the cue rules take it, and so does the rule
that redacts a found name's words wherever else they occur.
"""

from __future__ import annotations

import regex
from teambrain.core.sanitize.gazetteer import Gazetteer, word_set
from teambrain.core.sanitize.prose import previous_word, run_lead, runs, sentence_start
from teambrain.core.sanitize.scan import Scan

MIN_WEIGHT = 2
"""First names rarer than this (gender-guesser's 1-13 scale) need a surname after them."""
MAX_SURNAMES = 3

_GAP = regex.compile(
    r"[ ](?:\p{Lu}\.?[ ]|(?:van|von|de|da|del|della|der|den|di|du|la|le|ter|ten|bin|al|el|dos|das)[ ]){0,2}"
)
"""What may stand between two words of one name: a space, initials, particles."""

_SUBJECT_VERBS = word_set(
    """
    had has have is was were will would can could did does didn't doesn't isn't wasn't
    won't can't and said says told tells asked asks went goes got gets took takes made makes
    came comes left leaves lives lived loves loved likes liked wants wanted thinks thought
    knows knew sent sends wrote writes called calls bought gave gives found finds works
    worked moved joined started finished decided agreed mentioned shared just also never
    always still really recently already
    """
)
"""Words after a sentence-initial capitalized word that make it the subject of a sentence
about a person (`Kevin had given`), not an imperative (`Mark the test as skipped`)."""

_PAST = word_set(
    """
    wrote broke ran built made took gave found sent said told thought brought bought caught
    taught fought held kept left lost met paid sold spent stood understood won drove rode
    spoke chose froze forgot got began drank sang swam threw grew knew flew drew saw came
    became went did had was were fell felt led meant slept sat shot rang rose shook sank
    stole stuck struck swore tore woke wore dealt dug fed fled hung lit rewrote rebuilt
    reran mistook forgave overrode undid withdrew
    """
)
"""Irregular past tenses that are not also the present (`read`, `put`, `set` are left out:
`Mark set the flag` is as often an imperative)."""

_NOT_PAST = word_set(
    """
    need feed seed speed weed deed indeed proceed exceed succeed breed bleed embed shed bed
    red bred hundred kindred sacred naked wicked rugged ragged beloved
    """
)
"""Words ending in `ed` that are no past tense."""

_AFTER = regex.compile(
    r"(?:[ ]++(?P<word>\p{Ll}[\p{Ll}']*+)|['’]s[ ]++(?P<noun>\p{Ll}[\p{Ll}\-]*+)(?P<rest>[ ]*+.))"
)
"""What follows a sentence-initial first name: a lowercase word, or a possessive and the
lowercase noun it owns with the character after it."""

_NOUN_ENDINGS = ("tion", "sion", "ment", "ness", "ity", "ship", "hood", "ism", "ology", "ware")
"""Endings of English nouns that no surname has: capitalized, they are a title or a heading."""

_DATE_WORDS = word_set(
    "jan feb mar apr jun jul aug sep sept oct nov dec mon tue tues wed thu thur thurs fri sat sun"
)
"""First names that are also month and day abbreviations: not a name beside a number."""
_DIGIT_NEAR = regex.compile(r"\d")

_PLACE_PREPOSITIONS = word_set("in at near from around outside")

_NOT_PEOPLE = word_set(
    """
    inc incorporated corp corporation co company llc llp ltd limited plc gmbh ag sa nv bv
    group holdings partners associates investments capital technologies technology systems
    solutions services bank university college institute foundation labs laboratories
    consulting insurance industries enterprises ventures media studios records press
    hospital clinic school academy church museum hotel airport station center centre
    street st str avenue ave av road rd drive dr boulevard blvd court ct place pl square sq
    terrace crescent grove gardens park parkway pkwy highway hwy circle cir trail trl alley
    plaza loop bypass pass flats way expressway freeway motorway turnpike route
    """
)
"""Words that make the capitalized words before them an organization or a building
(`Conway Inc`, `Russell Investments`) or a street (`Shelly Park`, `Philip Bypass`), not a
person."""


def bare_name_spans(scan: Scan, lists: Gazetteer, refused: frozenset[str]) -> list[tuple[int, int]]:
    """Names without a cue word (see the module docstring); `refused` are the words never
    taken for a name (function words, the name rules' common words)."""
    text = scan.text
    found: list[tuple[int, int]] = []
    for run in runs(scan, _GAP):
        lead = run_lead(text, run, refused)
        if lead is None:
            continue
        i, keys = lead
        weight = lists.first_names.get(keys[i], 0)
        if not weight:
            continue
        surnames = 0
        while (
            surnames < MAX_SURNAMES
            and i + surnames + 1 < len(run)
            and keys[i + surnames + 1] not in refused
            and keys[i + surnames + 1] not in lists.tools
        ):
            surnames += 1
        if _is_name(text, run, i, surnames, weight, lists, keys):
            found.append((run[i][0], run[i + surnames][1]))
    return found


def _is_name(
    text: str,
    run: list[tuple[int, int]],
    i: int,
    surnames: int,
    weight: int,
    lists: Gazetteer,
    keys: list[str],
) -> bool:
    key = keys[i]
    start, end = run[i][0], run[i + surnames][1]
    if surnames == 0 and (key in lists.tools or weight < MIN_WEIGHT or key in lists.regions):
        return False
    if not _NOT_PEOPLE.isdisjoint(keys[i + 1 : i + surnames + 2]) or any(
        k.endswith(_NOUN_ENDINGS) for k in keys[i + 1 : i + surnames + 1]
    ):
        return False  # `Conway Inc`, `Shelly Park`, `Free Documentation License`
    whole = " ".join(keys[i : i + surnames + 1])
    if (whole in lists.places or (key in lists.places and not surnames)) and previous_word(
        text, start
    ) in _PLACE_PREPOSITIONS:
        return False  # `in Florence`, `from San Jose`; but `from Alice Goldberg`
    if key in _DATE_WORDS and _DIGIT_NEAR.search(text, max(0, start - 4), end + 4):
        return False  # `04 Jan 2026`, `Sun 12:00`
    if not sentence_start(text, run[0][0]) or surnames:
        return True
    if text[end : end + 2] in (", ", ": "):
        return True  # `Leif, can I ...`, `Nicole: Remember me`
    return _subject_follows(text, start, end)


def _subject_follows(text: str, start: int, end: int) -> bool:
    """Whether what follows the first name at a sentence's start makes it the subject of a
    sentence about a person: a subject's verb, a past tense or `from` (`Kevin had`, `Kwame
    pushed`, `Nikos from infra`), or a possessive before a noun that is no heading's
    (`Thandiwe's branch broke`, not `Alice's lesson:` nor `# Alice's notes`)."""
    m = _AFTER.match(text, end, min(len(text), end + 40))
    if m is None:
        return False
    word = m.group("word")
    if word is not None:
        word = word.rstrip("'")
        return word in _SUBJECT_VERBS or word == "from" or _past_tense(word)
    if m.group("rest").strip() in (":", ""):
        return False  # `Alice's lesson: ...`, or the noun ends the text
    line = text.rfind("\n", 0, start) + 1
    return not text[line:start].lstrip().startswith("#")


def _past_tense(word: str) -> bool:
    """`pushed`, `merged`, `wrote`: a regular or an irregular past tense."""
    if word in _PAST:
        return True
    return len(word) >= 4 and word.endswith("ed") and word not in _NOT_PAST
