"""Why the offline reflector missed the lessons it missed.

Reads the results of `bench/reflect_eval.py --json` and, for each findable lesson not filed,
reads its person's sentences as the reflector does (bench/reflect_pairs.sentences, the
shipped gate) and says where it was lost, first reason first:
- worded, refused: the reflector proposed it in words stating it, and the pass's guards
  refused each such proposal (the summary says which, from the results' `refused`): a loss
  to the guards, whatever the grouping below would say;
- no sentence names it: nothing the person typed names what it is about (its anchors);
- named in one saying: only one saying names it, the others react without naming it;
- no rule: no sentence of it reads as a rule to the gate;
- kept apart: its only alike pairs name different exact things (port 7001 / port 7002);
- not alike: no two of its sentences, in two sessions of one reflection window, both
  restating it and one a rule, are alike enough to group (GROUP_COSINE);
- alike, not filed: two are, yet it was never filed (a guard, a wording judged another
  lesson's, or a first wording rejected so that later ones cite rejected evidence).

    .venv/bin/python bench/reflect_eval.py --split tuning --json > tuning.json
    .venv/bin/python bench/reflect_misses.py tuning.json [--list]
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from collections.abc import Mapping
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from teambrain.core import meaning  # noqa: E402
from teambrain.core.config import ReflectConfig  # noqa: E402
from teambrain.core.governance import (  # noqa: E402
    alignment,
    reflector_offline,
    rule_gate,
    shared_terms,
)

from bench.reflect_corpus import Lesson, Say, Split, build_corpus, load_split  # noqa: E402
from bench.reflect_pairs import read_as_the_reflector, sentences  # noqa: E402

WORDED_REFUSED = "worded, refused"
"""A lesson a proposal stated and the guards refused: checked first, from the results."""
REASONS = (
    WORDED_REFUSED,
    "no sentence names it",
    "named in one saying",
    "no rule",
    "kept apart",
    "not alike",
    "alike, not filed",
)


def saying_days(split: Split) -> dict[str, int]:
    """The day each saying (`lesson#j`) is said on, as the corpus lays it out."""
    days: dict[str, int] = {}
    sessions = build_corpus(split)
    for lesson in split.lessons:
        for j, saying in enumerate(lesson.sayings):
            said = next(b.text for b in saying if isinstance(b, Say))
            for session in sessions:
                if any(isinstance(b, Say) and b.text == said for b, mark in session.beats if mark):
                    days[f"{lesson.id}#{j}"] = session.day
                    break
    return days


def reasons(
    split: Split,
    missed: set[str],
    window: int,
    refused: Mapping[str, Mapping[str, int]] | None = None,
) -> dict[str, str]:
    """Each missed lesson of the split, and the first reason it was lost. `refused`: lesson
    id -> the guards' verdicts on proposals stating it (bench/reflect_eval.py's results)."""
    gate = rule_gate.for_model(meaning.identity())
    days = saying_days(split)
    out = {lesson_id: WORDED_REFUSED for lesson_id in missed if (refused or {}).get(lesson_id)}
    for member in split.members:
        lessons = [
            x for x in split.lessons if x.member == member and x.id in missed and x.id not in out
        ]
        if not lessons:
            continue
        items = sentences(split.name, member)
        texts = [item[1] for item in items]
        rows, states, likely = read_as_the_reflector(items, gate)
        meant = alignment.similarity(states, rows) if states else rows @ rows.T
        alike = np.maximum(meant, shared_terms.similarity(texts) * reflector_offline.TERM_WEIGHT)
        for lesson in lessons:
            out[lesson.id] = _reason(lesson, items, likely, alike, gate, days, window)
    return out


def _reason(
    lesson: Lesson,
    items: list[tuple[str, str, bool, str, str]],
    likely: np.ndarray,
    alike: np.ndarray,
    gate: rule_gate.Gate,
    days: dict[str, int],
    window: int,
) -> str:
    own = [k for k, item in enumerate(items) if item[3] == lesson.id]
    sayings = {items[k][4] for k in own}
    if not own:
        return REASONS[1]
    if len(sayings) < 2:
        return REASONS[2]
    if all(likely[k] < gate.threshold for k in own):
        return REASONS[3]
    said = [
        reflector_offline._Saying(items[k][1], items[k][2], items[k][4], str(k), items[k][0])
        for k in own
    ]
    apart = {frozenset(p) for p in reflector_offline._apart(said)}
    best, best_apart = 0.0, 0.0
    for a, i in enumerate(own):
        for b, j in enumerate(own[a + 1 :], a + 1):
            di, dj = days.get(items[i][4], -window), days.get(items[j][4], window)
            if di == dj or abs(di - dj) >= window:
                continue
            if min(likely[i], likely[j]) < gate.restated:
                continue
            if max(likely[i], likely[j]) < gate.threshold:
                continue
            if frozenset((a, b)) in apart:
                best_apart = max(best_apart, float(alike[i, j]))
            else:
                best = max(best, float(alike[i, j]))
    if best >= reflector_offline.GROUP_COSINE:
        return REASONS[6]
    if best_apart >= reflector_offline.GROUP_COSINE:
        return REASONS[4]
    return REASONS[5]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("results", nargs="+", type=Path, help="bench/reflect_eval.py --json")
    parser.add_argument("--list", action="store_true", help="each lesson missed, and why")
    args = parser.parse_args()
    window = ReflectConfig().days
    counts: Counter[tuple[str, str]] = Counter()
    guards: Counter[str] = Counter()
    total = findable = 0
    for path in args.results:
        for result in json.loads(path.read_text(encoding="utf-8"))["results"]:
            if result["reflector"] != "offline":
                continue
            split = load_split(result["split"])
            filed = {p["lesson"] for p in result["filed"] if p["lesson"]}
            missed = set(result["findable"]) - filed
            findable += len(result["findable"])
            kinds = {x.id: x.kind for x in split.lessons}
            refused = result.get("refused", {})
            for lesson_id, why in sorted(reasons(split, missed, window, refused).items()):
                counts[(kinds[lesson_id], why)] += 1
                total += 1
                if why == WORDED_REFUSED:
                    verdicts = refused[lesson_id]
                    guard = max(sorted(verdicts), key=lambda v: verdicts[v])
                    guards[guard] += 1
                    why = f"{why} ({guard})"
                if args.list:
                    print(f"{split.name:12} {lesson_id:40} {kinds[lesson_id]:10} {why}")
    print(f"{total} of {findable} findable lessons not filed")
    for why in REASONS:
        n = sum(v for (_, w), v in counts.items() if w == why)
        by_kind = ", ".join(f"{k} {v}" for (k, w), v in sorted(counts.items()) if w == why)
        print(f"  {why:22} {n:4} ({n / max(total, 1):.0%})  {by_kind}")
        if why == WORDED_REFUSED and guards:
            print("    most often by: " + ", ".join(f"{g} {n}" for g, n in guards.most_common()))


if __name__ == "__main__":
    main()
