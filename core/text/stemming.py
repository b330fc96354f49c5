"""Stemming: one Snowball English stemmer for recall's terms and the near-duplicate guard's
lemmas, so a word stems alike wherever it is compared.

One instance serves every thread: PyStemmer never releases the GIL, so a call runs whole,
and its cache only remembers answers (it never changes one).
"""

from __future__ import annotations

import Stemmer

ENGLISH = Stemmer.Stemmer("english")
"""`ENGLISH.stemWord(word)`, `ENGLISH.stemWords(words)`: words lowercased first."""
