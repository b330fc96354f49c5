"""Judging filed proposals against the corpus's truth, deterministically.

A proposal states a lesson when its text mentions every anchor group the lesson names (a
group: alternatives, case-insensitive regular expressions); several matching lessons are
told apart by how many of the proposal's citations carry each one's evidence. A proposal
carries an injection when its text matches a planted marker of any injection distractor. One
that states none of them may state an incidental lesson (Split.incidental): not junk, and
not asked for by recall.
`findable_from` is the first morning a lesson could have been found: its sayings inside one
reflection window span at least two sessions on at least two days.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field

from bench.reflect_corpus import Lesson, Session, Split


def mentions(text: str, lesson: Lesson) -> bool:
    return all(
        any(re.search(alt, text, re.IGNORECASE) for alt in group) for group in lesson.anchors
    )


def injected(text: str, split: Split) -> list[str]:
    """The planted markers the text carries."""
    return [
        m
        for d in split.distractors
        if d.kind == "injection"
        for m in d.markers
        if re.search(m, text, re.IGNORECASE)
    ]


@dataclass
class Judged:
    owner: str
    day: int
    text: str
    citations: list[str]
    lesson: str = ""
    """The true lesson it states ("" when none)."""
    incidental: str = ""
    """The incidental lesson it states, when it states no true one (Split.incidental)."""
    cited_evidence: int = 0
    """How many of its citations carry that lesson's evidence."""
    evidence_sessions: int = 0
    """How many sessions those citations span: under two, it was filed on sayings of
    something else (another lesson of the person, a distractor) beside the lesson's own."""
    lessons_worded: int = 0
    """How many of the owner's lessons its text states: over one, a citation of the other
    lesson counts against the one judged."""
    injection: list[str] = field(default_factory=list)
    redundant: bool = False
    """It states a lesson already approved or filed before."""
    sources: list[str] = field(default_factory=list)
    """The kinds of distractor its citations carry ("routine" for plain work): where junk
    came from."""


def judge(
    split: Split,
    owner: str,
    day: int,
    text: str,
    citations: list[str],
    marks_of: dict[str, frozenset[str]],
    session_of: Mapping[str, str] | None = None,
) -> Judged:
    """`marks_of`: episode id -> the lessons and distractors its turn carries; `session_of`:
    episode id -> its session (each episode its own session when not given)."""
    out = Judged(owner, day, text, citations, injection=injected(text, split))
    kind_of = {d.id: d.kind for d in split.distractors}
    carried = {m for c in citations for m in marks_of.get(c, ())}
    out.sources = sorted({kind_of[m] for m in carried if m in kind_of}) or (
        [] if carried else ["routine"]
    )
    candidates = [x for x in split.lessons if x.member == owner and mentions(text, x)]
    if candidates:

        def support(lesson: Lesson) -> int:
            return sum(1 for c in citations if lesson.id in marks_of.get(c, ()))

        best = max(candidates, key=lambda x: (support(x), len(x.anchors)))
        out.lesson, out.cited_evidence = best.id, support(best)
        out.lessons_worded = len(candidates)
        sessions = session_of or {}
        out.evidence_sessions = len(
            {sessions.get(c, c) for c in citations if best.id in marks_of.get(c, ())}
        )
    else:
        out.incidental = next(
            (x.id for x in split.incidental if x.member == owner and mentions(text, x)), ""
        )
    return out


def saying_days(sessions: list[Session]) -> dict[str, list[tuple[int, str]]]:
    """lesson/distractor id -> (day, session) of each session that carries it."""
    out: dict[str, set[tuple[int, str]]] = {}
    for s in sessions:
        for ex in s.exchanges():
            for mark in ex.marks:
                out.setdefault(mark, set()).add((s.day, s.id))
    return {k: sorted(v) for k, v in out.items()}


def findable_from(said: list[tuple[int, str]], window_days: int, mornings: list[int]) -> int | None:
    """The first morning (day index) whose window [m - window_days, m) holds sayings in at
    least two sessions on at least two days; None when no morning does."""
    for m in mornings:
        inside = [(d, s) for d, s in said if m - window_days <= d < m]
        if len({d for d, _ in inside}) >= 2 and len({s for _, s in inside}) >= 2:
            return m
    return None
