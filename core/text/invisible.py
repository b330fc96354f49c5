"""Invisible characters: what a text shows nothing of, one rule per kind of reading.

The two rules differ because their users ask different things of a text:
- `ZERO_WIDTH` (the sanitizer, core/sanitize/normalize.py): the characters that render as
  nothing inside a word, removed so that a pattern sees a value split by one (a zero-width
  space inside a card number). The sanitizer changes nothing else: each removal must map back
  to the original's offsets, and every other character is the recognizers' to judge.
- `strip_invisible` (the near-duplicate guard, core/knowledge/dedup.py): every format and
  stray control character, variation selectors and blank fillers dropped, since two lessons
  that read the same must compare equal however they are disguised.
Merging them would change the sanitizer's output or the fingerprints kept in tombstones.
"""

from __future__ import annotations

import unicodedata

ZERO_WIDTH = "\u00ad\u180e\u200b\u200c\u200d\u2060\u2061\u2062\u2063\u2064\ufeff"
"""Removed: soft hyphen, Mongolian vowel separator, zero-width space/joiners, word joiner,
invisible operators, byte-order mark."""

_INVISIBLE_EXTRA = {
    0x034F,  # combining grapheme joiner
    0x115F,
    0x1160,
    0x3164,
    0xFFA0,  # Hangul fillers
    0x2800,  # braille blank
}


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
