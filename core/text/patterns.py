"""A regular expression compiled on its first use, so that importing a module costs nothing
for the patterns a run never reaches.

Recall's time expressions (core/recall/dates.py, time.py, time_prior.py) hold patterns that
take milliseconds each to compile, and most queries never get past the cheap word check that
guards them: every `teambrain recall` paid for them at start-up. A `LazyPattern` reads like
the compiled pattern it stands for (the same methods, the same results) and compiles once.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from typing import Any


class LazyPattern:
    """`re.compile(pattern, flags)`, done on the first search, match or substitution."""

    __slots__ = ("_compiled", "flags", "pattern")

    def __init__(self, pattern: str, flags: int = 0) -> None:
        self.pattern = pattern
        self.flags = flags
        self._compiled: re.Pattern[str] | None = None

    @property
    def compiled(self) -> re.Pattern[str]:
        """The compiled pattern (compiled now if this is its first use)."""
        if self._compiled is None:
            self._compiled = re.compile(self.pattern, self.flags)
        return self._compiled

    def search(self, string: str, *args: int) -> re.Match[str] | None:
        return self.compiled.search(string, *args)

    def match(self, string: str, *args: int) -> re.Match[str] | None:
        return self.compiled.match(string, *args)

    def fullmatch(self, string: str, *args: int) -> re.Match[str] | None:
        return self.compiled.fullmatch(string, *args)

    def finditer(self, string: str, *args: int) -> Iterator[re.Match[str]]:
        return self.compiled.finditer(string, *args)

    def findall(self, string: str, *args: int) -> list[Any]:
        return self.compiled.findall(string, *args)

    def sub(self, repl: str | Callable[[re.Match[str]], str], string: str, count: int = 0) -> str:
        return self.compiled.sub(repl, string, count)
