"""Stop words: the words a text is read without, one list per kind of comparison.

The two lists differ because the two comparisons ask different questions:
- `SEARCH_STOPWORDS` (recall): words that would match nearly every episode. It drops `no`,
  `not` and `nor` (a query is a bag of terms, polarity is no search signal) and the chatter of
  a prompt (`ok`, `hey`, `yes`, `got`).
- `LESSON_STOPWORDS` (the near-duplicate guard): words that do not make two lessons different.
  It keeps `no`/`not` out, since a lesson's polarity is compared on its own (a negated lesson
  is another lesson), keeps the words of order (`before`, `after`: "migrate before you deploy"
  is not "migrate after you deploy"), and drops a rule's framing (`always`, `make sure`, `please`, `must`,
  `may`, `instead`), so "Always run X" and "Please make sure to run X" compare equal.
Changing either list changes what recall's index holds or the fingerprints kept in
tombstones: each is pinned by its own tests.
"""

from __future__ import annotations

_SEARCH_TEXT = """
    a about above after again against all am an and any are as at be because been before
    being below between both but by can could did do does doing down during each few for
    from further had has have having he her here hers herself him himself his how i if in
    into is it its itself just let me more most my myself no nor not now of off on once only
    or other our ours ourselves out over own same she should so some such than that the
    their theirs them themselves then there these they this those through to too under
    until up very was we were what when where which while who whom why will with would you
    your yours yourself yourselves s t d ll m re ve don didn doesn isn wasn weren aren
    hasn haven hadn won wouldn couldn shouldn also get got yes oh hey hi ok okay
"""
SEARCH_STOPWORDS = frozenset(_SEARCH_TEXT.split())
"""Recall's stop words (core/text/search_terms.py): never a search term."""

_CONTRACTED_TEXT = (
    "don doesn didn isn aren wasn weren shouldn mustn won haven hasn hadn couldn wouldn"
)
CONTRACTED_NEGATIONS = frozenset(_CONTRACTED_TEXT.split())
"""What a tokenizer leaves of a contracted negation ("don't" -> "don" "t"): never a term."""

_LESSON_TEXT = """a an the and or but if then else of to in on at by for with from into onto over under
    as is are was were be been being it its this that these those there here we you they i me
    my our your their he she him her them us do does did doing done have has had having
    will would shall should can could may might must so such than too very just also only
    about again all any both each few more most other same some own what which
    who whom when where why how up down out off once while through during until against
    between because s t ll re ve d m o y always make sure please instead any every give"""
LESSON_STOPWORDS = frozenset(_LESSON_TEXT.split()) | CONTRACTED_NEGATIONS
"""The near-duplicate guard's stop words (core/knowledge/dedup.py): never a content term."""
