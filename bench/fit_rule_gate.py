"""Fit the offline reflector's rule gate (core/governance/rule_gate.py) on the tuning splits.

Each sentence a person types in a split is one example: a sentence of a lesson's saying that
names what the lesson is about (matches one of its anchors) is a rule; a sentence of routine
work or of a distractor is not; a lesson's other sentences, and the first of a saying's
several messages (the task it came up in: "ios build is broken again"), are left out. The weights are a logistic regression (L2, plain gradient descent); the threshold is the
one with the best mean F0.5 on each tuning split when fitted on the others. Prints the
weights and threshold to paste into rule_gate.py, and each fold's figures.

    .venv/bin/python bench/fit_rule_gate.py [SPLIT ...]   (default: the tuning splits)
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from teambrain.core.governance import reflector_offline, rule_form, rule_gate  # noqa: E402
from teambrain.core.governance.sentences import vectors  # noqa: E402

from bench.reflect_corpus import GROUPS, Say, load_split  # noqa: E402

L2 = 0.01
STEPS = 3000
RATE = 0.5


def examples(name: str) -> tuple[np.ndarray, np.ndarray]:
    """A split's sentences as feature rows and labels (1: states a lesson)."""
    split = load_split(name)
    said: list[tuple[str, str, bool, int]] = []

    def add(beats: list, label: int, anchors: list[list[str]] | None) -> None:
        said_beats = [b for b in beats if isinstance(b, Say)]
        if anchors is not None and len(said_beats) > 1:
            said_beats = said_beats[1:]  # the first of several is the task the lesson came up in
        for beat in said_beats:
            for raw, text, marked in reflector_offline.readable(beat.text):
                if anchors is not None and not any(
                    re.search(a, raw, re.IGNORECASE) for group in anchors for a in group
                ):
                    continue
                said.append((raw, text, marked, label))

    for lesson in split.lessons:
        for saying in lesson.sayings:
            add(saying, 1, lesson.anchors)
    for tasks in split.tasks.values():
        for task in tasks:
            add(task, 0, None)
    for distractor in split.distractors:
        for saying in distractor.sayings:
            add(saying, 0, None)
    standing = rule_form.standing(vectors([t for _, t, _, _ in said]))
    rows = np.array(
        [
            rule_gate.features(raw, text, float(score), marked)
            for (raw, text, marked, _), score in zip(said, standing, strict=True)
        ]
    )
    return rows, np.array([label for *_, label in said], dtype=float)


def fit(x: np.ndarray, y: np.ndarray) -> np.ndarray:
    """Logistic regression, each class weighing half: the corpus holds more rules than a
    person's sentences do, and the gate must not lean towards calling a sentence one."""
    w = np.zeros(x.shape[1])
    balance = np.where(y == 1, 0.5 / max(1, y.sum()), 0.5 / max(1, (y == 0).sum()))
    for _ in range(STEPS):
        p = 1 / (1 + np.exp(-(x @ w)))
        grad = x.T @ (balance * (p - y)) + L2 * np.r_[0, w[1:]]
        w -= RATE * grad
    return w


def f_half(w: np.ndarray, x: np.ndarray, y: np.ndarray, threshold: float) -> float:
    """F-measure weighing precision twice recall: a rule filed wrongly costs a reviewer, and
    a lesson has several sayings to be found by."""
    hit = 1 / (1 + np.exp(-(x @ w))) >= threshold
    tp = float((hit & (y == 1)).sum())
    return 1.25 * tp / max(1.0, 0.25 * (y == 1).sum() + hit.sum())


def main() -> None:
    names = sys.argv[1:] or GROUPS["tuning"]
    data = {name: examples(name) for name in names}
    thresholds = np.arange(0.2, 0.81, 0.05)
    scores = np.zeros(len(thresholds))
    for held, (hx, hy) in data.items():
        rest = [data[n] for n in data if n != held]
        w = fit(np.vstack([x for x, _ in rest]), np.concatenate([y for _, y in rest]))
        fold = [f_half(w, hx, hy, t) for t in thresholds]
        scores += fold
        print(
            f"left out {held}: F0.5 at 0.5 {fold[6]:.3f}, examples {len(hy)} ({int(hy.sum())} rules)"
        )
    print(
        "mean left-out F0.5 by threshold:",
        " ".join(f"{t:.2f}:{v / len(data):.3f}" for t, v in zip(thresholds, scores, strict=True)),
    )
    best = float(thresholds[int(np.argmax(scores))])
    w = fit(np.vstack([x for x, _ in data.values()]), np.concatenate([y for _, y in data.values()]))
    print("FEATURES =", rule_gate.FEATURES)
    print("WEIGHTS =", tuple(round(float(v), 2) for v in w))
    print(f"THRESHOLD = {best:.2f}  (mean left-out F0.5 {scores.max() / len(data):.3f})")


if __name__ == "__main__":
    main()
