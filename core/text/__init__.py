"""Text normalization, one home for each rule: recall's search terms, stop words, tokens,
stemming, invisible characters and confusables.

Recall's search terms (search_terms.py), the near-duplicate guard (core/knowledge/dedup.py)
and the sanitizer (core/sanitize/normalize.py) read their rules from here. Where two of them
need different rules, the variants stand side by side, named for what they serve, with the
reason they differ: merging them would change recall's index, the fingerprints kept in
tombstones or the sanitizer's output. Each module imports only what it needs.

patterns.py compiles a regular expression on its first use, for the modules whose patterns
most runs never reach (recall's time expressions).
"""
