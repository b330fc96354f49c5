"""An LMDB data file checked with plain file reads before anything maps it.

LMDB maps `data.mdb` into memory and trusts it: a page past the end of a truncated file
kills the process with SIGBUS the moment it is touched, which no `except` can catch. So
before opening an environment we read its two meta pages ourselves (the layout of LMDB
0.9's `MDB_meta`, little-endian, 64-bit) and refuse a file whose meta pages are not
LMDB's, whose format version is not the one py-lmdb reads, or that is shorter than the
pages its newest meta page says it holds. That check costs two small reads.

It cannot see junk written inside the pages (a page's content is checked only when LMDB
reads it); `walk.py` reads every record in a child process for that.
"""

from __future__ import annotations

import os
import struct
from pathlib import Path

import lmdb

DAMAGE_ERRORS = (
    lmdb.CorruptedError,
    lmdb.PageNotFoundError,
    lmdb.BadTxnError,
    lmdb.InvalidError,
    lmdb.VersionMismatchError,
)
"""What LMDB raises for a damaged file (rather than for a full map or a busy table)."""
MAGIC = 0xBEEFC0DE
DATA_VERSION = 1
"""LMDB 0.9's data format (py-lmdb bundles 0.9)."""
_P_META = 0x08
_PAGE_HEADER = struct.Struct("<QHHI")
"""mp_pgno, mp_pad, mp_flags, mp_lower/mp_upper: 16 bytes before the meta itself."""
_META = struct.Struct("<IIQQ" + "IHHQQQQQ" * 2 + "QQ")
"""mm_magic, mm_version, mm_address, mm_mapsize, the free and main databases (each md_pad
(the free one's holds the page size), md_flags, md_depth, four counts, md_root), mm_last_pg,
mm_txnid."""
_NO_PAGE = 0xFFFFFFFFFFFFFFFF
_PAGE_SIZES = {1 << n for n in range(9, 17)}


def damage(data: Path) -> str | None:
    """Why the LMDB data file `data` must not be mapped, or None when its meta pages are
    sound and the file holds every page they name (a missing or empty file is not damaged)."""
    try:
        with open(data, "rb") as f:
            size = os.fstat(f.fileno()).st_size
            if size == 0:
                return None  # created, never written: LMDB starts it as a new file
            first = f.read(_PAGE_HEADER.size + _META.size)
            fields = _meta(first, 0)
            if isinstance(fields, str):
                return fields
            page_size = fields[4]
            if page_size not in _PAGE_SIZES:
                return f"its first meta page names a page size of {page_size:,} bytes"
            f.seek(page_size)
            second = _meta(f.read(_PAGE_HEADER.size + _META.size), 1)
    except FileNotFoundError:
        return None
    except OSError as e:
        return f"it cannot be read ({e.strerror})"
    if isinstance(second, str):
        return second
    newest = max(fields, second, key=lambda m: m[-1])
    holds = (newest[-2] + 1) * page_size
    if size < holds:
        return f"it holds {size:,} bytes but its pages run to {holds:,} (truncated?)"
    roots = (newest[11], newest[19])
    if any(root != _NO_PAGE and root > newest[-2] for root in roots):
        return "its meta page names a root page past its last page"
    return None


def page_size(head: bytes) -> int:
    """The page size the file starting with `head` was written with: its first meta
    page's, else the usual 4 KiB (a damaged meta page still leaves the rest readable)."""
    fields = _meta(head[: _PAGE_HEADER.size + _META.size], 0)
    if isinstance(fields, str) or fields[4] not in _PAGE_SIZES:
        return 4096
    return fields[4]


def _meta(raw: bytes, which: int) -> tuple[int, ...] | str:
    """Meta page `which`'s fields, or why they cannot be LMDB's."""
    if len(raw) < _PAGE_HEADER.size + _META.size:
        return f"it is too short to hold meta page {which} ({len(raw):,} bytes read)"
    _, _, flags, _ = _PAGE_HEADER.unpack_from(raw)
    fields = _META.unpack_from(raw, _PAGE_HEADER.size)
    if not flags & _P_META or fields[0] != MAGIC:
        return f"meta page {which} is not an LMDB meta page (an LMDB file?)"
    if fields[1] != DATA_VERSION:
        return f"meta page {which} is of LMDB data format {fields[1]}, not {DATA_VERSION}"
    return fields
