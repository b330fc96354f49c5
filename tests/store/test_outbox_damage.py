"""A damaged outbox file is set aside and replaced, with what still reads salvaged: the
waiting captures on either side of a damaged page, in their order, with their queueing
times. (tests/e2e/test_damaged_outbox.py drives the same through a real gateway.)"""

from __future__ import annotations

import logging
import os
import random
import struct
import subprocess
import sys
from pathlib import Path

import pytest
from teambrain.core.errors import StoreError
from teambrain.core.store import damaged_outboxes
from teambrain.core.store.lmdb.outbox import LmdbOutbox, open_outbox

PAGE = 4096
P_LEAF = 0x02
STORE = "postgresql://tb@db/teambrain"


def payload(i: int) -> bytes:
    """Small enough to sit in its leaf page (no overflow page), so the queue spans many
    leaves."""
    return f"capture {i:04d} ".encode() * 8


def filled(path: Path, n: int) -> list[int]:
    """An outbox holding `n` waiting captures, written in one transaction (so each page
    has one copy in the file); their queueing times."""
    box = LmdbOutbox(path, 1 << 24, STORE)
    stamps = [1_700_000_000_000 + i for i in range(n)]
    assert (
        box.restore([struct.pack(">Q", t) + payload(i) for i, t in enumerate(stamps)], dead=False)
        == n
    )
    box.close()
    return stamps


def queue_leaves(data: Path) -> list[int]:
    """The queue's leaf pages."""
    raw = data.read_bytes()
    pages = []
    for n in range(2, len(raw) // PAGE):
        pgno, _, flags = struct.unpack_from("<QHH", raw, n * PAGE)
        if pgno == n and flags == P_LEAF and b"capture " in raw[n * PAGE : (n + 1) * PAGE]:
            pages.append(n)
    return pages


def test_junk_in_one_leaf_loses_that_leaf_only(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    path = tmp_path / "outbox"
    stamps = filled(path, 400)
    data = path / "data.mdb"
    leaves = queue_leaves(data)
    assert len(leaves) > 4
    with open(data, "r+b") as f:  # junk over one page in the middle
        f.seek(leaves[len(leaves) // 2] * PAGE)
        f.write(random.Random(4573).randbytes(PAGE))  # the same junk every run
    with caplog.at_level(logging.WARNING, logger="teambrain.store"):
        box = open_outbox(path, 1 << 24, store=STORE)
    try:
        kept = box.take(1000)
        (aside,) = damaged_outboxes(path)
        assert aside.waiting == 400 and 300 < aside.salvaged == len(kept) < 400, aside
        numbers = [int(e.payload.split()[1]) for e in kept]
        assert numbers == sorted(numbers) and numbers[0] == 0 and numbers[-1] == 399
        assert all(e.payload == payload(i) for e, i in zip(kept, numbers, strict=True))
        assert [e.queued_ms for e in kept] == [stamps[i] for i in numbers]
        assert box.stats().bytes == sum(len(e.payload) for e in kept)
        assert box.put(b"after the damage")  # a working outbox
        assert Path(aside.file).exists() and Path(aside.file).parent.parent == path
        # LMDB refuses the page (MDB_CORRUPTED) or aborts reading it, which only the child
        # process that reads it suffers (depending on which bytes land where)
        assert "MDB_CORRUPTED" in aside.reason or "killed a process" in aside.reason
        assert f"set aside at {aside.file}" in caplog.text
        assert f"{aside.salvaged:,} of 400 waiting captures salvaged" in caplog.text
    finally:
        box.close()


def test_a_truncated_outbox_opens_fresh_in_this_process(tmp_path: Path) -> None:
    """Mapping the cut file would end this process with SIGBUS; it is never mapped, and
    the queue's pages left in it are read one by one (its root was written last: lost)."""
    path = tmp_path / "outbox"
    filled(path, 400)
    os.truncate(path / "data.mdb", (path / "data.mdb").stat().st_size // 2)
    box = open_outbox(path, 1 << 24, store=STORE)
    try:
        assert box.put(b"after the damage")
        (aside,) = damaged_outboxes(path)
        assert "truncated" in aside.reason
        assert box.stats().depth == aside.salvaged + 1
        kept = box.take(1000)[:-1]  # what the pages left in the file held, in order
        assert 0 < aside.salvaged < 400, aside
        assert [e.payload for e in kept] == [payload(int(e.payload.split()[1])) for e in kept]
        assert [e.queued_ms for e in kept] == sorted(e.queued_ms for e in kept)
    finally:
        box.close()


def test_a_sound_outbox_is_left_as_it_is(tmp_path: Path) -> None:
    path = tmp_path / "outbox"
    filled(path, 10)
    box = open_outbox(path, 1 << 24, store=STORE)
    try:
        assert box.stats().depth == 10 and damaged_outboxes(path) == []
    finally:
        box.close()


def test_an_empty_data_file_is_a_new_outbox_not_a_damaged_one(tmp_path: Path) -> None:
    """LMDB creates the file before writing its first pages: a crash between the two
    leaves it empty, and LMDB starts such a file anew."""
    path = tmp_path / "outbox"
    path.mkdir()
    (path / "data.mdb").touch()
    box = open_outbox(path, 1 << 24, store=STORE)
    try:
        assert box.put(b"first") and damaged_outboxes(path) == []
    finally:
        box.close()


HOLDER = (
    "import sys\n"
    "from pathlib import Path\n"
    "from teambrain.core.store.lmdb.outbox import open_outbox\n"
    f"open_outbox(Path(sys.argv[1]), 1 << 24, store={STORE!r})\n"
    "print('open', flush=True)\n"
    "sys.stdin.readline()\n"
)


def test_a_damaged_outbox_open_in_another_process_is_refused_not_moved(
    tmp_path: Path,
) -> None:
    """Another process with the outbox open would go on writing into the file set aside:
    the file stays until the host's processes stop, then the next to open it repairs it."""
    path = tmp_path / "outbox"
    filled(path, 400)
    holder = subprocess.Popen(
        [sys.executable, "-c", HOLDER, str(path)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert holder.stdout is not None and holder.stdout.readline() == "open\n"
        os.truncate(path / "data.mdb", (path / "data.mdb").stat().st_size // 2)
        with pytest.raises(StoreError, match="open in another process on this host"):
            open_outbox(path, 1 << 24, store=STORE)
        assert (path / "data.mdb").exists() and damaged_outboxes(path) == []
    finally:
        holder.communicate("", timeout=60)  # it closes the outbox as it ends
    box = open_outbox(path, 1 << 24, store=STORE)
    try:
        (aside,) = damaged_outboxes(path)
        assert "truncated" in aside.reason and box.stats().depth == aside.salvaged > 0
    finally:
        box.close()
