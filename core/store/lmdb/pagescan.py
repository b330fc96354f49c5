"""The outbox's queue records found by reading a damaged data file page by page, with
plain file reads, for when its trees cannot be walked (a file cut short loses the pages
written last, and with them the queue's root).

Every leaf page still in the file is read as LMDB 0.9 lays it out (a 16-byte page header,
then 16-bit offsets to its nodes; a node is its data size, flags and key size, then the key
and the data, or the number of the overflow page holding a large value). A queue record is
an 8-byte key (its sequence number) whose value starts with a plausible queueing time; the
outbox's bookkeeping and the names of its databases never look like one. A leaf page may
be a stale copy from an earlier transaction, so a capture already sent may be found again:
harmless, since the database skips an episode it holds. Nothing here is mapped, so nothing
here can fault.
"""

from __future__ import annotations

import struct
import time
from pathlib import Path

from teambrain.core.store.lmdb.datafile import page_size

_HEADER = struct.Struct("<QHHHH")
"""mp_pgno, mp_pad, mp_flags, mp_lower, mp_upper."""
_NODE = struct.Struct("<HHHH")
"""mn_lo, mn_hi (the data size), mn_flags, mn_ksize."""
_P_LEAF, _P_OVERFLOW = 0x02, 0x04
_F_BIGDATA, _F_SUBDATA, _F_DUPDATA = 0x01, 0x02, 0x04
_U64 = struct.Struct(">Q")
_EARLIEST_MS = 1_577_836_800_000
"""2020-01-01: no outbox record was queued before."""


def queue_records(data: Path) -> dict[bytes, bytes]:
    """Key -> stamped value of every record in `data`'s leaf pages that looks like a
    queued capture."""
    raw = data.read_bytes()
    size = page_size(raw)
    latest = (time.time() + 86400) * 1000
    found: dict[bytes, bytes] = {}
    for pgno in range(2, len(raw) // size):
        for k, value in _leaf_records(raw, pgno, size):
            if len(k) == 8 and len(value) >= 8 and _plausible(value, latest):
                found.setdefault(k, value)
    return found


def _plausible(value: bytes, latest: float) -> bool:
    """Whether a value starts with a queueing time an outbox could have written."""
    return _EARLIEST_MS <= _U64.unpack_from(value)[0] <= latest


def _leaf_records(raw: bytes, pgno: int, size: int) -> list[tuple[bytes, bytes]]:
    at = pgno * size
    found_pgno, _, flags, lower, upper = _HEADER.unpack_from(raw, at)
    if found_pgno != pgno or flags != _P_LEAF or not _HEADER.size <= lower <= upper <= size:
        return []
    out = []
    for (offset,) in struct.iter_unpack("<H", raw[at + _HEADER.size : at + lower]):
        if not upper <= offset <= size - _NODE.size:
            continue
        lo, hi, node_flags, ksize = _NODE.unpack_from(raw, at + offset)
        start = at + offset + _NODE.size
        if node_flags & (_F_SUBDATA | _F_DUPDATA) or start + ksize > at + size:
            continue
        k, dsize = raw[start : start + ksize], lo | hi << 16
        if node_flags & _F_BIGDATA:
            value = _overflow(raw, start + ksize, dsize, size)
        else:
            value = raw[start + ksize : start + ksize + dsize]
            value = value if len(value) == dsize else None
        if value is not None:
            out.append((k, value))
    return out


def _overflow(raw: bytes, ref: int, dsize: int, size: int) -> bytes | None:
    """A large value, from the overflow pages the node names (None when not all there)."""
    if ref + 8 > len(raw):
        return None
    (pgno,) = struct.unpack_from("<Q", raw, ref)
    at = pgno * size
    if at + _HEADER.size > len(raw) or _HEADER.unpack_from(raw, at)[2] != _P_OVERFLOW:
        return None
    value = raw[at + _HEADER.size : at + _HEADER.size + dsize]
    return value if len(value) == dsize else None
