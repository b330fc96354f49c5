"""A query's meaning for recall: embedded beside the store reads, waited for only when needed.

Embedding a query costs 1.5-3 ms of CPU (core/episodes/meaning.py). onnxruntime releases the
GIL while it computes, and a database store releases it while it waits on its server, so the
query is embedded on one small shared thread while its words are looked up; re-ranking waits
for the vector only once the words found something (a query whose words match nothing never
waits for it). The surfaces ask the same query again (the MCP tool, the TUI as one types), so
the last QUERIES_CACHED vectors are kept, by text.

Invariant: a cached vector is read-only and the same the model would compute now (the model
is chosen once per process: core/episodes/meaning.py tags meanings the same way); a model
that cannot be used gives None, which is never cached, so recall ranks by words alone and
tries the model again next time.
"""

from __future__ import annotations

import functools
from concurrent.futures import Future, ThreadPoolExecutor

import numpy as np
from teambrain.core.episodes import meaning as episode_meaning

QUERIES_CACHED = 256
"""Query vectors kept (1.5 KiB each)."""
OVERLAP = True
"""Embed on the shared thread while a store that waits on a server is read (False: never)."""

_thread = ThreadPoolExecutor(max_workers=1, thread_name_prefix="teambrain-query-meaning")


class _Unavailable(Exception):
    """The model gave no vector: not cached."""


@functools.lru_cache(maxsize=QUERIES_CACHED)
def _cached(text: str) -> np.ndarray:
    vector = episode_meaning.query_vector(text)
    if vector is None:
        raise _Unavailable
    vector.setflags(write=False)
    return vector


def vector(text: str) -> np.ndarray | None:
    """The query's unit vector, from the cache when it was asked lately (None when the model
    cannot be used)."""
    try:
        return _cached(text)
    except _Unavailable:
        return None


def forget() -> None:
    """Empty the cache (a benchmark measuring the embedding itself)."""
    _cached.cache_clear()


class QueryMeaning:
    """A query's vector: started now on the shared thread when `beside` (the store's reads
    wait on a server), else computed by the first `get()`."""

    def __init__(self, text: str, beside: bool) -> None:
        self._text = text
        self._started: Future[np.ndarray | None] | None = None
        if OVERLAP and beside:
            self._started = _thread.submit(vector, text)

    def get(self) -> np.ndarray | None:
        if self._started is None:
            return vector(self._text)
        return self._started.result()
