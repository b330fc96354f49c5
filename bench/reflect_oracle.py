"""A reflector that knows the corpus's truth: the bench's own check, not a reflector to ship.

For each of the owner's true lessons whose evidence episodes in the window span at least
`min_sessions` sessions, it proposes the lesson's canonical statement citing exactly those
episodes. Run through the bench (`--reflector oracle`), it shows what a perfect reflector
scores once the pass's guards have had their say: figures well below 100 % there point at
the judge, the corpus or the guards, not at a reflector.
"""

from __future__ import annotations

from teambrain.core.clock import to_ms
from teambrain.core.governance.reflect import Lesson, Material, Proposal

from bench.reflect_capture import Turn
from bench.reflect_corpus import Split


class OracleReflector:
    name = "oracle"

    def __init__(self, split: Split, turns: dict[tuple[str, int], Turn]) -> None:
        self.split = split
        self.turns = turns

    def propose(self, material: Material) -> Proposal:
        lessons = []
        for lesson in (x for x in self.split.lessons if x.member == material.owner):
            cited = [
                (ep.id, turn.session)
                for ep in material.episodes
                if (turn := self.turns.get((material.owner, to_ms(ep.started_at))))
                and lesson.id in turn.marks
            ]
            if len({session for _, session in cited}) >= material.min_sessions:
                lessons.append(Lesson(text=lesson.statement, citations=[i for i, _ in cited]))
        return Proposal(lessons=lessons)
