"""Fit the offline reflector's rule gate (core/governance/rule_gate.py) on the tuning splits.

Each sentence a person types in a split is one example: a sentence of a lesson's saying that
names what the lesson is about (matches one of its anchors) is a rule; a sentence of routine
work or of a distractor is not, nor is the first of a saying's several messages (the task the
lesson came up in: "ios build is broken again") unless it names the lesson; a lesson's other
sentences are left out. The weights are a logistic regression (L2, plain gradient descent);
the threshold is the one with the best mean F0.5 on each tuning split when fitted on the
others, or one chosen end to end (`--threshold`: the shipped gate's 0.65, the per-sentence
choice too since the gate reads whether a saying opens its session; before, 0.60 filed more true
lessons at a higher precision; docs/reflection.md).

Two gates are fitted:
- the form-only gate (default): weights over rule_gate.FEATURES, printed to paste into
  rule_gate.py;
- the meaning gate (`--meaning`): the same features and the sentence's vector from the
  shipped sentence model, written to core/governance/rule_gate_meaning.json. A rule said in
  one session only is left out of its examples: by form and meaning it is a rule, and the
  reflector's recurrence check, not the gate, is what refuses it. `--folds DIR` also writes one
  file per tuning split, fitted without it, so that the reflector can be measured on each split
  by a gate that never saw it (bench/reflect_eval.py --rule-gate DIR/SPLIT.json).

    .venv/bin/python bench/fit_rule_gate.py [--meaning [--folds DIR]] [--threshold T] [SPLIT ...]
        (default: the tuning splits)
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from dataclasses import dataclass
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from teambrain.core.governance import reflector_offline, rule_form, rule_gate  # noqa: E402
from teambrain.core.governance.sentences import vectors  # noqa: E402
from teambrain.core.meaning import pinned  # noqa: E402

from bench.reflect_corpus import GROUPS, Say, build_corpus, load_split  # noqa: E402

FORM_L2, FORM_STEPS = 0.01, 3000
MEANING_L2, MEANING_STEPS = 0.001, 2000
"""The meaning gate has 384 more weights, each held closer to zero by less: its left-out AUC
rose from 0.879 at 0.01 to 0.907 at 0.001 and 0.911 at 0.0003."""
RATE = 0.5
RESTATED = 0.45
"""Written into the meaning gate's file (rule_gate.Gate.restated): chosen end to end with
bench/reflect_eval.py, each split measured by the gate fitted without it (docs/reflection.md).
On twenty-one splits 0.3 / 0.4 / 0.45 / 0.5 filed 87.1 / 88.6 / 90.2 / 91.0 % true and found
69.0 / 66.4 / 65.3 / 63.3 % of the lessons; past 0.45 each point of precision costs more."""
SAID_ONCE = "one-session-rule"


@dataclass
class Examples:
    """One split's sentences: form features, sentence vectors, labels (1: states a lesson),
    and whether each is a rule said in one session only."""

    form: np.ndarray
    vectors: np.ndarray
    labels: np.ndarray
    said_once: np.ndarray

    def rows(self, meaning: bool) -> tuple[np.ndarray, np.ndarray]:
        if not meaning:
            return self.form, self.labels
        keep = ~self.said_once
        return np.hstack([self.form[keep], self.vectors[keep]]), self.labels[keep]


def names_lesson(raw: str, anchors: list[list[str]]) -> bool:
    """Whether a sentence names what a lesson is about (any of its anchors)."""
    return any(re.search(a, raw, re.IGNORECASE) for group in anchors for a in group)


def examples(name: str) -> Examples:
    """A split's sentences as feature rows, vectors and labels."""
    split = load_split(name)
    said: list[tuple[str, str, bool, int, bool, bool]] = []
    # what each member typed first in a session, as the corpus lays it out
    opening = {
        (s.member, typed[0])
        for s in build_corpus(split)
        if len(typed := [ex.user for ex in s.exchanges() if ex.user is not None]) > 1
    }

    def add(
        member: str, beats: list, label: int, anchors: list[list[str]] | None, once: bool
    ) -> None:
        said_beats = [b for b in beats if isinstance(b, Say)]
        task = None
        if anchors is not None and len(said_beats) > 1:
            task, said_beats = said_beats[0], said_beats[1:]
        for beat in said_beats:
            opens = (member, beat.text) in opening
            for raw, text, marked in reflector_offline.readable(beat.text):
                if anchors is not None and not names_lesson(raw, anchors):
                    continue
                said.append((raw, text, marked, label, once, opens))
        if task is not None and anchors is not None:  # not a rule, unless it names the lesson
            opens = (member, task.text) in opening
            for raw, text, marked in reflector_offline.readable(task.text):
                if not names_lesson(raw, anchors):
                    said.append((raw, text, marked, 0, once, opens))

    for lesson in split.lessons:
        for saying in lesson.sayings:
            add(lesson.member, saying, 1, lesson.anchors, False)
    for member, tasks in split.tasks.items():
        for task in tasks:
            add(member, task, 0, None, False)
    for distractor in split.distractors:
        for saying in distractor.sayings:
            add(distractor.member, saying, 0, None, distractor.kind == SAID_ONCE)
    rows = vectors([text for _, text, *_ in said])
    standing = rule_form.standing(rows)
    form = np.array(
        [
            rule_gate.features(raw, text, float(score), marked, opens)
            for (raw, text, marked, _, _, opens), score in zip(said, standing, strict=True)
        ]
    )
    return Examples(
        form,
        rows.astype(np.float64),
        np.array([s[3] for s in said], dtype=float),
        np.array([s[4] for s in said], dtype=bool),
    )


def fit(x: np.ndarray, y: np.ndarray, l2: float = FORM_L2, steps: int = FORM_STEPS) -> np.ndarray:
    """Logistic regression, each class weighing half: the corpus holds more rules than a
    person's sentences do, and the gate must not lean towards calling a sentence one."""
    w = np.zeros(x.shape[1])
    balance = np.where(y == 1, 0.5 / max(1, y.sum()), 0.5 / max(1, (y == 0).sum()))
    for _ in range(steps):
        p = 1 / (1 + np.exp(-(x @ w)))
        grad = x.T @ (balance * (p - y)) + l2 * np.r_[0, w[1:]]
        w -= RATE * grad
    return w


def f_half(w: np.ndarray, x: np.ndarray, y: np.ndarray, threshold: float) -> float:
    """F-measure weighing precision twice recall: a rule filed wrongly costs a reviewer, and
    a lesson has several sayings to be found by."""
    hit = 1 / (1 + np.exp(-(x @ w))) >= threshold
    tp = float((hit & (y == 1)).sum())
    return 1.25 * tp / max(1.0, 0.25 * (y == 1).sum() + hit.sum())


def auc(w: np.ndarray, x: np.ndarray, y: np.ndarray) -> float:
    """The chance a rule scores above a sentence that is none."""
    score = x @ w
    order = np.argsort(score)
    rank = np.empty(len(score))
    rank[order] = np.arange(len(score))
    rules = y.sum()
    return float((rank[y == 1].sum() - rules * (rules - 1) / 2) / (rules * (len(y) - rules)))


def meaning_file(w: np.ndarray, threshold: float, names: list[str], left_out: float) -> dict:
    """The meaning gate as rule_gate.py reads it."""
    n = len(rule_gate.FEATURES)
    return {
        "model": pinned.MODEL,
        "model_sha256": pinned.SHA256,
        "features": list(rule_gate.FEATURES),
        "form": [round(float(v), 4) for v in w[:n]],
        "meaning": [round(float(v), 4) for v in w[n:]],
        "threshold": round(threshold, 2),
        "restated": RESTATED,
        "fitted_on": names,
        "left_out_f_half": round(left_out, 3),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("splits", nargs="*", default=GROUPS["tuning"])
    parser.add_argument("--meaning", action="store_true", help="fit the meaning gate")
    parser.add_argument("--folds", type=Path, help="with --meaning: write each split's fold here")
    parser.add_argument(
        "--threshold",
        type=float,
        help="write this threshold instead of the best mean left-out F0.5 per sentence (one "
        "chosen end to end with bench/reflect_eval.py, each split measured by its fold)",
    )
    args = parser.parse_args()
    names: list[str] = args.splits
    l2, steps = (MEANING_L2, MEANING_STEPS) if args.meaning else (FORM_L2, FORM_STEPS)
    data = {name: examples(name).rows(args.meaning) for name in names}
    thresholds = np.arange(0.2, 0.81, 0.05)
    scores = np.zeros(len(thresholds))
    folds: dict[str, np.ndarray] = {}
    for held, (hx, hy) in data.items():
        rest = [data[n] for n in data if n != held]
        w = fit(np.vstack([x for x, _ in rest]), np.concatenate([y for _, y in rest]), l2, steps)
        folds[held] = w
        fold = [f_half(w, hx, hy, t) for t in thresholds]
        scores += fold
        print(
            f"left out {held}: F0.5 at 0.5 {fold[6]:.3f}, AUC {auc(w, hx, hy):.3f}, "
            f"examples {len(hy)} ({int(hy.sum())} rules)"
        )
    print(
        "mean left-out F0.5 by threshold:",
        " ".join(f"{t:.2f}:{v / len(data):.3f}" for t, v in zip(thresholds, scores, strict=True)),
    )
    best = float(thresholds[int(np.argmax(scores))])
    left_out = float(scores.max() / len(data))
    if args.threshold is not None:
        print(f"best per sentence {best:.2f}; writing the threshold given, {args.threshold:.2f}")
        best = args.threshold
        left_out = float(np.interp(best, thresholds, scores) / len(data))
    all_x = np.vstack([x for x, _ in data.values()])
    w = fit(all_x, np.concatenate([y for _, y in data.values()]), l2, steps)
    if not args.meaning:
        print("FEATURES =", rule_gate.FEATURES)
        print("WEIGHTS =", tuple(round(float(v), 2) for v in w))
        print(f"THRESHOLD = {best:.2f}  (mean left-out F0.5 {left_out:.3f})")
        return
    write(rule_gate.MEANING_FILE, meaning_file(w, best, names, left_out))
    print(
        f"wrote {rule_gate.MEANING_FILE} (threshold {best:.2f}, mean left-out F0.5 {left_out:.3f})"
    )
    if args.folds:
        args.folds.mkdir(parents=True, exist_ok=True)
        for held, fw in folds.items():
            rest = [n for n in names if n != held]
            write(args.folds / f"{held}.json", meaning_file(fw, best, rest, left_out))
        print(f"wrote {len(folds)} folds to {args.folds}")


def write(path: Path, fitted: dict) -> None:
    path.write_text(json.dumps(fitted, indent=1) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
