"""Read a possibly damaged LMDB environment in a child process, so that a damaged page
kills the child (SIGBUS, SIGSEGV) or fails there, never the gateway that asked.

Two questions, each answered by this file run as a script (it imports only lmdb):
- `check DIR`: does every named database's tree read from end to end? (keys only: a value
  is opaque to LMDB, and the data file check (datafile.py) already made sure every page
  the meta page names is inside the file);
- `count DIR DB`: how many records a named database says it holds;
- `entries DIR DB forward|backward`: the records of one named database, streamed to the
  parent one at a time and unbuffered, so what was read before a crash is kept. Reading
  from both ends recovers the records on either side of one damaged page.
The damaged copy is opened read-only and without LMDB's lock file: nothing writes it.
"""

from __future__ import annotations

import os
import signal
import struct
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Literal

import lmdb

_FRAME = struct.Struct(">II")
"""A record on the pipe: key length, value length, then the key and the value."""
_TIMEOUT = 600.0
_MAX_DBS = 64


def check(path: Path) -> str | None:
    """Why the environment at `path` cannot be read whole, or None when every named
    database's keys read from end to end."""
    code, _, err = _finish(_child("check", str(path)))
    return None if code == 0 else _failure(code, err)


def count(path: Path, db: str) -> int | None:
    """How many records the named database `db` says it holds (None: that cannot be read)."""
    code, out, _ = _finish(_child("count", str(path), db))
    return int(out) if code == 0 and out.strip().isdigit() else None


def entries(
    path: Path, db: str, direction: Literal["forward", "backward"]
) -> Iterator[tuple[bytes, bytes]]:
    """The records of the named database `db` that can still be read, from one end until
    the first damaged page (the child dies or fails there; what came before is kept)."""
    child = _child("entries", str(path), db, direction)
    assert child.stdout is not None
    try:
        while len(head := child.stdout.read(_FRAME.size)) == _FRAME.size:
            klen, vlen = _FRAME.unpack(head)
            record = child.stdout.read(klen + vlen)  # less only when the child ended
            if len(record) < klen + vlen:
                break
            yield record[:klen], record[klen:]
    finally:
        child.kill()
        child.communicate()


def _child(*args: str) -> subprocess.Popen[bytes]:
    return subprocess.Popen(
        # the file itself, not the module: the child imports lmdb alone, not teambrain
        [sys.executable, "-P", __file__, *args],
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )


def _finish(child: subprocess.Popen[bytes]) -> tuple[int, bytes, bytes]:
    """The child's exit code and output; one that hangs is ended and counts as failed."""
    try:
        out, err = child.communicate(timeout=_TIMEOUT)
    except subprocess.TimeoutExpired:
        child.kill()
        out, err = child.communicate()
        return 1, b"", f"reading it took over {_TIMEOUT:.0f} s".encode()
    return child.returncode, out, err


def _failure(code: int, stderr: bytes) -> str:
    if code < 0:
        return f"reading it killed a process ({signal.Signals(-code).name})"
    lines = stderr.decode(errors="replace").strip().splitlines()
    return lines[-1] if lines else f"reading it failed (exit {code})"


# -- the child ----------------------------------------------------------------------------


def _open(path: str) -> lmdb.Environment:
    return lmdb.open(path, readonly=True, lock=False, max_dbs=_MAX_DBS, subdir=True)


def _walk(path: str) -> None:
    env = _open(path)
    with env.begin() as txn:
        names = list(txn.cursor().iternext(keys=True, values=False))
        for name in names:
            db = env.open_db(name, txn=txn, create=False)
            for _ in txn.cursor(db=db).iternext(keys=True, values=False):
                pass


def _stream(path: str, name: str, direction: str) -> None:
    env = _open(path)
    out = os.fdopen(1, "wb", buffering=0)
    with env.begin() as txn:
        db = env.open_db(name.encode(), txn=txn, create=False)
        cursor = txn.cursor(db=db)
        if not (cursor.first() if direction == "forward" else cursor.last()):
            return
        step = cursor.next if direction == "forward" else cursor.prev
        while True:
            k, v = cursor.key(), cursor.value()
            out.write(_FRAME.pack(len(k), len(v)) + k + v)
            if not step():
                return


def _count(path: str, name: str) -> None:
    env = _open(path)
    with env.begin() as txn:
        print(txn.stat(env.open_db(name.encode(), txn=txn, create=False))["entries"])


def main(argv: list[str]) -> int:
    try:
        if argv[0] == "check":
            _walk(argv[1])
        elif argv[0] == "count":
            _count(argv[1], argv[2])
        else:
            _stream(argv[1], argv[2], argv[3])
    except lmdb.Error as e:
        print(f"LMDB: {e}", file=sys.stderr)
        return 3
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
