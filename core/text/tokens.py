"""Token patterns: what counts as one token, one pattern per kind of comparison.

The two differ because their users split a token differently afterwards:
- `SEARCH_TOKEN` (recall, core/text/search_terms.py): ASCII words, identifiers, paths, dotted and
  hyphenated names; recall then splits each into its parts too (`snake_case`, `CamelCase`), so
  the pattern keeps only the characters those parts are made of.
- `LESSON_TOKEN` (the near-duplicate guard, core/knowledge/dedup.py): any script's words, and
  a payload's marks kept whole with it (`./run.sh`, `~/bin/`, `$HOME`, `key=value`),
  because two lessons naming `./run.sh` and `run.sh` name different things.
Changing either changes recall's index or the fingerprints kept in tombstones.
"""

from __future__ import annotations

import re

SEARCH_TOKEN = re.compile(r"[A-Za-z0-9_](?:[A-Za-z0-9_./\\:@#-]*[A-Za-z0-9_])?")
"""A raw search token: a word, an identifier, a path, a dotted or hyphenated name."""
SEARCH_TOKEN_CHARS = frozenset(
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_./\\:@#-"
)
"""Every character a `SEARCH_TOKEN` may hold: where a token found inside a text begins and ends."""

LESSON_TOKEN = re.compile(r"(?:~/|\.{1,2}/|[./#@$])?\w(?:[\w./:@+#=~-]*\w)?/?")
"""A lesson's token, on its folded text: identifiers such as `src/app.py`, `.env` or `v1.2`
stay whole."""
