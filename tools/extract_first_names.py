"""Extract Faker's first names (MIT) once into core/sanitize/faker_first_names.txt.gz.

The sanitizer finds a known first name without a cue word (core/sanitize/bare_names.py);
gender-guesser's dictionary knows few West and Southern African, and no transliterated Greek,
given names. Faker's person providers list the common first names of 86 locales, kept up by
its maintainers. Faker is not a dependency of teambrain: this script runs once, with Faker
installed in a development virtualenv, and its output ships with the package, under Faker's
copyright notice (core/sanitize/FAKER_LICENSE.txt, and the data file's header).

Names in Greek and Cyrillic script are transliterated to the Latin spelling people type
(`Νίκος` -> `nikos`, `Дмитрий` -> `dmitrii`); names in other scripts are kept only where
Faker gives a romanized form (Japanese, Chinese). Left out: words the name rules already
refuse (the sanitizer's common words and English function words), tool and product names,
calendar words (`may`, `june`, `sun`), and, among the names gender-guesser does not know
already, the words of the shipped BERT vocabulary (core/knowledge/dedup_vocab.txt): Faker's
generic English list holds surnames and words (`author`, `unknown`, `davis`, `case`) that
precision cannot afford, while the names it adds (`kwame`, `thandiwe`, `giorgos`) are not
in it.

    .venv/bin/pip install faker
    .venv/bin/python tools/extract_first_names.py
"""

from __future__ import annotations

import gzip
import importlib
import pkgutil
import sys
import unicodedata
import warnings
from pathlib import Path

from teambrain.core.sanitize.gazetteer import fold, word_set

OUT = Path(__file__).resolve().parent.parent / "core" / "sanitize" / "faker_first_names.txt.gz"
ATTRIBUTES = (
    "first_names",
    "first_names_male",
    "first_names_female",
    "first_names_nonbinary",
    "first_romanized_names",
)
CALENDAR = word_set(
    """
    january february march april may june july august september october november december
    jan feb mar apr jun jul aug sep sept oct nov dec monday tuesday wednesday thursday friday
    saturday sunday mon tue tues wed thu thur thurs fri sat sun today tomorrow yesterday
    """
)
_GREEK = dict(
    pair.split("=")
    for pair in word_set(
        """
        α=a β=b γ=g δ=d ε=e ζ=z η=i θ=th ι=i κ=k λ=l μ=m ν=n ξ=x ο=o π=p ρ=r σ=s ς=s τ=t
        υ=y φ=f χ=ch ψ=ps ω=o
        """
    )
)
_GREEK_PAIRS = {"ου": "ou", "αι": "ai", "ει": "ei", "οι": "oi", "μπ": "b", "ντ": "nt", "γκ": "gk"}
_CYRILLIC = dict(
    pair.split("=")
    for pair in word_set(
        """
        а=a б=b в=v г=g д=d е=e ё=e ж=zh з=z и=i й=i к=k л=l м=m н=n о=o п=p р=r с=s т=t
        у=u ф=f х=kh ц=ts ч=ch ш=sh щ=shch ъ=- ы=y ь=- э=e ю=iu я=ia і=i є=ie ї=i ґ=g
        """
    )
)


def transliterate(name: str) -> str:
    """The Latin spelling of a Greek or Cyrillic name, lowercase; other text lowercased."""
    text = "".join(
        ch for ch in unicodedata.normalize("NFD", name.lower()) if not unicodedata.combining(ch)
    )
    for pair, latin in _GREEK_PAIRS.items():
        text = text.replace(pair, latin)
    out = []
    for ch in text:
        latin = _GREEK.get(ch) or _CYRILLIC.get(ch)
        out.append("" if latin == "-" else latin if latin is not None else ch)
    return "".join(out)


def faker_names() -> dict[str, set[str]]:
    """Each first name of every Faker locale, transliterated -> the locales listing it."""
    import faker.providers.person as person
    from faker import Generator

    found: dict[str, set[str]] = {}
    for module in pkgutil.iter_modules(person.__path__):
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")  # deprecated locales still list their names
            provider = importlib.import_module(f"{person.__name__}.{module.name}").Provider
            instance = provider(Generator())
        for attribute in ATTRIBUTES:
            for name in getattr(instance, attribute, None) or ():
                latin = transliterate(str(name))
                if latin.isascii() and latin.isalpha() and len(latin) >= 2:
                    found.setdefault(latin, set()).add(module.name)
    return found


VOCABULARY = OUT.parent.parent / "knowledge" / "dedup_vocab.txt"


def refused() -> frozenset[str]:
    """What the sanitizer never takes for a first name without a cue."""
    from teambrain.core.sanitize.gazetteer import gazetteer
    from teambrain.core.sanitize.names import refused_words

    return refused_words() | gazetteer().tools | frozenset(fold(w) for w in CALENDAR)


def common_words() -> frozenset[str]:
    """The whole words of the shipped BERT vocabulary, less the names gender-guesser knows."""
    from teambrain.core.sanitize.gazetteer import gender_guesser_names

    known = gender_guesser_names()
    words = VOCABULARY.read_text(encoding="utf-8").split()
    return frozenset(w for w in words if w.isalpha() and w not in known)


def main() -> int:
    import faker

    names = faker_names()
    dropped = refused() | common_words()
    kept = sorted(n for n in names if n not in dropped)
    header = [
        f"# First names from Faker {faker.VERSION} (https://github.com/joke2k/faker), the",
        "# person providers of all its locales, transliterated to Latin letters, lowercase,",
        "# without the words teambrain's name rules refuse and common words; made by",
        "# tools/extract_first_names.py.",
        "#",
        "# Copyright (c) 2012 Daniele Faraglia",
        "# Faker is released under the MIT License; its full text is in FAKER_LICENSE.txt",
        "# beside this file.",
    ]
    text = "\n".join(header + kept) + "\n"
    OUT.write_bytes(gzip.compress(text.encode("utf-8"), compresslevel=9, mtime=0))
    print(f"{len(kept)} names ({len(names) - len(kept)} refused) -> {OUT}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
