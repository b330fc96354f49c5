"""Captured content is data: what surfaces print of it can never drive a terminal.

A response, a tool result or a lesson may hold ESC, OSC, CSI or other control characters
(planted or by accident). Every surface passes text through `printable()` before it
reaches a terminal, and JSON through `inert_json()`, so no output holds a C0 or C1 control
character other than newline and tab (invariant 14: inert output). Controls are shown, not
dropped: a reader can still see that something was there.
"""

from __future__ import annotations

import re

_CONTROLS = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f]")
_JSON_UNSAFE = re.compile("[\x7f-\x9f\u2028\u2029]")


def _shown(match: re.Match[str]) -> str:
    code = ord(match.group())
    if code < 0x20:
        return chr(0x2400 + code)  # the Unicode control pictures: ␛ for ESC, ␀ for NUL
    if code == 0x7F:
        return "\u2421"  # ␡
    return f"<U+{code:04X}>"


def printable(text: str) -> str:
    """`text` with every control character but newline and tab replaced by a visible stand-in."""
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
