"""Captured content is data: what surfaces print of it can never drive a terminal.

A response, a tool result or a lesson may hold ESC, OSC, CSI or other control characters
(planted or by accident). Every surface passes text through `printable()` before it
reaches a terminal, and JSON through `inert_json()`, so no output holds a C0 or C1 control
character other than newline and tab (invariant 14: inert output), nor a bidirectional override or isolate
(U+202A-U+202E, U+2066-U+2069 and the marks), which would show text in another order than
it is. They are shown, not dropped: a reader can still see that something was there.
"""

from __future__ import annotations

import re

# C0 and C1 controls, and the bidirectional formatting characters (embeddings, overrides,
# isolates and marks), which reorder what a reader sees (a "Trojan source" line)
_BIDI = "\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069"
_CONTROLS = re.compile(f"[\x00-\x08\x0b-\x1f\x7f-\x9f{_BIDI}]")
_JSON_UNSAFE = re.compile(f"[\x7f-\x9f\u2028\u2029{_BIDI}]")


def _shown(match: re.Match[str]) -> str:
    code = ord(match.group())
    if code < 0x20:
        return chr(0x2400 + code)  # the Unicode control pictures: ␛ for ESC, ␀ for NUL
    if code == 0x7F:
        return "\u2421"  # ␡
    return f"<U+{code:04X}>"


def printable(text: str) -> str:
    """`text` with every control character but newline and tab, and every bidirectional
    formatting character, replaced by a visible stand-in."""
    return _CONTROLS.sub(_shown, text)


def one_line(text: str) -> str:
    """`printable(text)` on one line: newlines and tabs become spaces (for headings, tables)."""
    return " ".join(printable(text).split())


def inert_json(encoded: bytes) -> bytes:
    """JSON whose strings spell out DEL, C1 controls and line separators as \\u escapes.

    JSON encoders escape C0 controls but pass C1 (U+0080-U+009F) raw, and some terminals act on
    them; these characters can only occur inside JSON strings, so escaping them in place keeps
    the document equal in meaning.
    """
    text = encoded.decode("utf-8")
    if not _JSON_UNSAFE.search(text):
        return encoded
    return _JSON_UNSAFE.sub(lambda m: f"\\u{ord(m.group()):04x}", text).encode("utf-8")
