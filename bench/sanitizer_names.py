"""Names without a cue word: recall of the default sanitizer (no NER model) by kind of name.

The synthetic set (bench/sanitizer_eval.py) is mostly European and American names with
surnames. A team's traffic also names people by a first name alone, from everywhere, and
often at the start of a sentence. Each name below is put into sentences a team writes, in
the middle (`I paired with Kwame on ...`) and at the start (`Kwame pushed the fix`, `Nikos
from infra says`, `Thandiwe's branch broke`), and counts as caught when it no longer stands
raw in the sanitized text. Kinds:

- african_greek: West and Southern African and transliterated Greek first names;
- common: common first names of gender-guesser's list (what worked before Faker's list);
- rare: gender-guesser's rarest names (weight 1) that Faker does not list, which need a
  surname after them: a known weakness, measured, not a target.

    .venv/bin/python bench/sanitizer_names.py
"""

from __future__ import annotations

import random
import sys

from teambrain.core.config import SanitizerConfig
from teambrain.core.sanitize.engine import Sanitizer
from teambrain.core.sanitize.gazetteer import fold, gender_guesser_names, word_set

AFRICAN_GREEK = sorted(
    word_set(
        """
        Kwame Abena Adwoa Akosua Kofi Yaw Efua Kwabena Ama Chinedu Chiamaka Chigozie Adaeze
        Chijioke Amarachi Abiodun Adebayo Oluwaseun Abayomi Adeola Folake Thandiwe Andile
        Busisiwe Dumisani Amahle Sibusiso Bandile Gugulethu Zanele Akinyi Achieng Baraka Zawadi
        Giorgos Nikos Dimitris Eleni Vasilis Panagiotis Stavros Kostas Thanasis Vasiliki
        """
    )
)
COMMON = sorted(
    word_set(
        """
        Melanie Kevin Priya Tomasz Aisha Catherine Joanna Maria Daniel Sofia Lukas Mei
        Rahul Olga Pedro Emma Hannah Omar Fatima Ines
        """
    )
)
MIDDLE = (
    "I paired with {n} on the flaky test yesterday.",
    "Can you ask {n} to review the migration before Friday?",
    "The on-call handover went to {n} this morning.",
)
START = (
    "{n} pushed the fix last night.",
    "{n} from infra says the disk is full.",
    "{n}'s branch broke the build again.",
)
RARE_SAMPLE = 40


def rare_names(seed: int = 7) -> list[str]:
    """A fixed sample of gender-guesser's weight-1 names that Faker does not list."""
    from teambrain.core.sanitize.gazetteer import faker_first_names

    listed = set(faker_first_names())
    rare = sorted(
        n for n, w in gender_guesser_names().items() if w == 1 and n not in listed and n.isalpha()
    )
    return [n.capitalize() for n in random.Random(seed).sample(rare, RARE_SAMPLE)]


def recall(sanitizer: Sanitizer, names: list[str], templates: tuple[str, ...]) -> float:
    """The share of (name, sentence) pairs in which the name no longer stands raw."""
    caught = total = 0
    for name in names:
        for template in templates:
            clean, _report = sanitizer.sanitize(template.format(n=name))
            total += 1
            caught += name not in clean
    return caught / total


def names_report(sanitizer: Sanitizer) -> None:
    kinds = {"african_greek": AFRICAN_GREEK, "common": COMMON, "rare": rare_names()}
    print("\n== names without a cue (bench/sanitizer_names.py): recall by kind of name")
    print(f"{'kind':<14}{'names':>6}{'mid-sentence':>14}{'sentence start':>16}")
    for kind, names in kinds.items():
        print(
            f"{kind:<14}{len(names):>6}{recall(sanitizer, names, MIDDLE):>14.3f}"
            f"{recall(sanitizer, names, START):>16.3f}"
        )
    known = gender_guesser_names()
    new = [n for n in AFRICAN_GREEK if fold(n) not in known]
    print(f"({len(new)} of the {len(AFRICAN_GREEK)} african_greek names are not in gender-guesser)")


def main() -> int:
    names_report(Sanitizer(SanitizerConfig()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
