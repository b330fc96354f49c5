"""Time-sortable ids (ULID layout: 48-bit milliseconds + 80 random bits, Crockford base32).

Key order in the store is time order, so retention and listings walk keys, not records.
Ids made in the same millisecond by one process stay strictly increasing; an id always
encodes the time it was made for (an older time gives an older id).
"""

from __future__ import annotations

import os
import re
import threading

_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
_AS_BASE32 = str.maketrans(_ALPHABET, "0123456789abcdefghijklmnopqrstuv")
_TIME_PART = re.compile("[" + _ALPHABET + "]{0,10}")
_lock = threading.Lock()
_last = (0, 0)


def _encode(value: int, length: int) -> str:
    out = []
    for _ in range(length):
        out.append(_ALPHABET[value & 31])
        value >>= 5
    return "".join(reversed(out))


def new_id(ms: int) -> str:
    """A 26-character id whose prefix encodes `ms` and sorts after every earlier id."""
    global _last
    with _lock:
        last_ms, last_rand = _last
        if ms == last_ms:
            rand = last_rand + 1
        else:
            rand = int.from_bytes(os.urandom(10), "big") >> 1  # room to increment
        _last = (ms, rand)
    return _encode(ms, 10) + _encode(rand, 16)


_ID = re.compile("[" + _ALPHABET + "]{26}")


def is_id(value: str) -> bool:
    """Whether `value` is shaped as an id of ours (26 characters of the id alphabet)."""
    return _ID.fullmatch(value) is not None


def id_floor(ms: int) -> str:
    """The smallest possible id at `ms`: use it as a range bound for time windows."""
    return _encode(ms, 10) + "0" * 16


def id_ms(value: str) -> int:
    """The millisecond timestamp encoded in an id (ValueError for one that encodes none).
    Read by int() in base 32 once the digits are mapped: recall reads hundreds per query."""
    head = value[:10]
    if _TIME_PART.fullmatch(head) is None:
        raise ValueError(f"not an id of ours: {value!r}")
    return int(head.translate(_AS_BASE32), 32) if head else 0
