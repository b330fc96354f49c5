"""Markers a test plants in a prompt to find its own episode again.

A marker must come through the sanitizer unchanged: a uuid's hex does not, about 6 times in
10,000 (presidio's IBAN recognizer takes a country code and two digits with the rest for
an account, `bf6469aab4...`). Letters alone name no number a recognizer looks for, and a
random run of 32 of them no name.
"""

from __future__ import annotations

import uuid

_LETTERS = str.maketrans("0123456789abcdef", "ghijklmnopqrstuv")


def fresh_marker() -> str:
    """A new 32-letter word, unique like a uuid, that the sanitizer leaves alone."""
    return uuid.uuid4().hex.translate(_LETTERS)
