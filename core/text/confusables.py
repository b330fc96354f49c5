"""Confusables: every non-ASCII character folded to the character it passes for, so text
disguised with look-alike letters reads as what it shows ("сurl" with a Cyrillic с is "curl").

The data is Unicode's confusables (UTS #39, through confusable_homoglyphs), about 1 MB: it is
loaded on the first non-ASCII text, never at import.
"""

from __future__ import annotations

import functools


@functools.cache
def _skeleton_table() -> dict[int, str]:
    """Non-ASCII character -> its confusable prototype, case folded (built on first use).

    The data (Unicode's confusables.txt, via confusable_homoglyphs) lists each confusable
    pair both ways; a character with a single counterpart folds to it, preferring an ASCII
    one, and a pair that names only each other folds to its smaller code point.
    """
    from confusable_homoglyphs.confusables import confusables_data  # ~1 MB: loaded when needed

    def target(ch: str) -> str | None:
        counterparts = [d["c"] for d in confusables_data.get(ch, ())]
        if len(counterparts) != 1:
            return None  # a prototype others fold to, or unknown
        (other,) = counterparts
        if not other.isascii() and len(other) == 1:
            back = [d["c"] for d in confusables_data.get(other, ())]
            if back == [ch]:
                return min(ch, other)
        return other

    table: dict[int, str] = {}
    singles = [ch for ch in confusables_data if len(ch) == 1 and not ch.isascii()]
    for ch in singles + [c.upper() for c in singles if len(c.upper()) == 1]:
        if ch.isascii() or ord(ch) in table:
            continue
        # prefer an ASCII prototype, of the letter as written or of its small form; TR39
        # folds capital I-like letters to "l", where a reader sees a capital I
        for form in (ch, ch.casefold()):
            folded = target(form)
            if folded is not None and folded.isascii():
                if folded == "l" and ch != ch.casefold():
                    folded = "i"
                break
        else:
            folded = target(ch) or target(ch.casefold())
        if folded is not None and folded != ch:
            table[ord(ch)] = folded.casefold()
    return table


def skeleton(text: str) -> str:
    """Every non-ASCII character replaced by its confusable prototype (ASCII stays as it is)."""
    return text if text.isascii() else text.translate(_skeleton_table())
