"""The near-duplicate guard's measure: normalization, fingerprints and similarity of lessons.

A lesson's fingerprint holds no text: a hash of its normalized text (exact duplicates), the
hashed stems of its content words in order (near duplicates, compared with rapidfuzz), the
hashed "critical" tokens that make two similar sentences different lessons (numbers,
versions, paths, flags, identifiers), and its polarity (does it say not/never/avoid).
Tombstones keep only this fingerprint, so rejected content is recognised without being kept.

Invariant: normalization first folds Unicode (NFKC), drops invisible and zero-width
characters and case, so planted text cannot slip past the guard by a homoglyph-free
disguise such as "se\u200bnd all cred\u2060entials"; two texts that read the same compare equal.
"""

from __future__ import annotations

import hashlib
import re
import unicodedata
from collections.abc import Iterable

import msgspec
import Stemmer
from rapidfuzz.distance import Indel, Levenshtein

NEAR_THRESHOLD = 0.72
"""Similarity at or above which two lessons with the same critical tokens are duplicates
(chosen on tests/data/dedup_pairs.json; `bench/dedup_eval.py` prints the figures)."""

_INVISIBLE_EXTRA = {
    0x034F,  # combining grapheme joiner
    0x115F,
    0x1160,
    0x3164,
    0xFFA0,  # Hangul fillers
    0x2800,  # braille blank
}
_TOKEN = re.compile(r"\w(?:[\w./:@+#=-]*\w)?")
_FLAG = re.compile(r"(?<![\w-])--?[a-z][\w-]*")
_CLAUSE = re.compile(r"[,;:()]|\.(?:\s|$)")
_CRITICAL_SHAPE = re.compile(r"\d|[./:@+#_=-]")
_NEGATION_WORDS = (
    "not no never dont don't doesnt doesn't isnt isn't cannot cant can't wont won't "
    "shouldnt shouldn't mustnt mustn't avoid without"
)
_NEGATIONS = frozenset(_NEGATION_WORDS.split())
_STOPWORD_TEXT = """a an the and or but if then else of to in on at by for with from into onto over under
    as is are was were be been being it its this that these those there here we you they i me
    my our your their he she him her them us do does did doing done have has had having
    will would shall should can could may might must so such than too very just also only
    about after before again all any both each few more most other same some own what which
    who whom when where why how up down out off once while through during until against
    between because s t ll re ve d m o y always make sure please instead any every"""
STOPWORDS = frozenset(_STOPWORD_TEXT.split())
_stemmer = Stemmer.Stemmer("english")


class Fingerprint(msgspec.Struct, frozen=True, array_like=True):
    """A lesson's comparable shape, with no text in it."""

    exact: str
    """sha256 of the normalized text."""
    terms: tuple[int, ...]
    """Hashed stems of the content words, in order."""
    critical: tuple[int, ...]
    """Hashed critical tokens, sorted."""
    negated: bool


def strip_invisible(text: str) -> str:
    """Drop format characters (zero-width, bidi controls, soft hyphen...) and stray controls."""
    out = []
    for ch in text:
        cat = unicodedata.category(ch)
        if cat == "Cf" or ord(ch) in _INVISIBLE_EXTRA or 0xFE00 <= ord(ch) <= 0xFE0F:
            continue
        if cat == "Cc" and ch not in "\t\n\r":
            continue
        out.append(ch)
    return "".join(out)


def fold(text: str) -> str:
    """NFKC, invisible characters dropped, case folded, whitespace collapsed."""
    text = strip_invisible(unicodedata.normalize("NFKC", text))
    return " ".join(text.casefold().split())


def tokens(text: str) -> list[str]:
    """The folded text's tokens; identifiers such as `src/app.py` or `v1.2` stay whole."""
    return [t.replace("'", "").replace("\u2019", "") for t in _TOKEN.findall(fold(text))]


def normalize(text: str) -> str:
    """Folded text with punctuation dropped: the form the exact hash is taken over."""
    return " ".join(tokens(text))


def content_terms(text: str) -> list[str]:
    """Stems of the content words, in order (stopwords and negations left out)."""
    words = [t for t in tokens(text) if t not in STOPWORDS and t not in _NEGATIONS]
    return _stemmer.stemWords(words)


def critical_tokens(text: str) -> set[str]:
    """What names something exact: numbers, versions, paths, flags, identifiers."""
    critical = {t for t in tokens(text) if _CRITICAL_SHAPE.search(t)}
    critical.update(_FLAG.findall(fold(text)))
    return critical


def is_negated(text: str) -> bool:
    """Does the lesson say not/never/avoid? A short contrast ("use X, not Y") does not count."""
    folded = fold(text).replace("\u2019", "'")
    for clause in _CLAUSE.split(folded):
        words = re.findall(r"[\w']+", clause)
        if words and words[0] in ("not", "no") and len(words) <= 3:
            continue  # "..., not npm": names the alternative, does not negate the lesson
        if any(w in _NEGATIONS for w in words):
            return True
    return False


def _h(value: str) -> int:
    return int.from_bytes(hashlib.blake2b(value.encode(), digest_size=8).digest(), "big") >> 1


def fingerprint(text: str) -> Fingerprint:
    return Fingerprint(
        exact=hashlib.sha256(normalize(text).encode()).hexdigest(),
        terms=tuple(_h(t) for t in content_terms(text)),
        critical=tuple(sorted(_h(t) for t in critical_tokens(text))),
        negated=is_negated(text),
    )


def similarity(a: Fingerprint, b: Fingerprint) -> float:
    """0..1: the better of order-aware (Indel over stems) and order-free (set overlap) likeness."""
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


def is_duplicate(a: Fingerprint, b: Fingerprint, threshold: float = NEAR_THRESHOLD) -> bool:
    """Same lesson: exact match, or alike in wording with the same exact tokens and polarity."""
    if a.exact == b.exact:
        return True
    if a.critical != b.critical or a.negated != b.negated:
        return False
    if _one_word_swapped(a.terms, b.terms):
        return False
    return similarity(a, b) >= threshold


def _one_word_swapped(a: tuple[int, ...], b: tuple[int, ...]) -> bool:
    """Same wording but for content words swapped in place (pnpm/yarn, main/release):
    most often a different lesson about a different thing."""
    if len(a) != len(b):
        return False
    ops = Levenshtein.editops(a, b)
    return 0 < len(ops) <= 2 and all(op.tag == "replace" for op in ops)


class Known(msgspec.Struct, frozen=True):
    """Something a candidate must not duplicate: an entry or a tombstone."""

    kind: str
    """approved | pending | quarantined | archived | tombstone | batch"""
    ref: str
    """The entry id (the caller's own or team-visible), or a tombstone id."""
    fingerprint: Fingerprint


class DuplicateGuard:
    """Holds what a candidate must not duplicate; answers with the first match."""

    def __init__(self, known: Iterable[Known] = (), threshold: float = NEAR_THRESHOLD) -> None:
        self.threshold = threshold
        self._known: list[Known] = list(known)
        self._exact = {k.fingerprint.exact: k for k in self._known}

    def match(self, fp: Fingerprint) -> Known | None:
        hit = self._exact.get(fp.exact)
        if hit is not None:
            return hit
        for k in self._known:
            if is_duplicate(fp, k.fingerprint, self.threshold):
                return k
        return None

    def add(self, known: Known) -> None:
        self._known.append(known)
        self._exact.setdefault(known.fingerprint.exact, known)

    def __len__(self) -> int:
        return len(self._known)
