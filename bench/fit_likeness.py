"""Fit the offline reflector's likeness of two sayings (core/governance/likeness.py) on the
tuning splits.

Each pair of one person's sentences from two different sayings of a split is one example, read
as the reflector reads them (core/governance/reflector_offline.readable and pair_signals): one
lesson when both name it (match one of its anchors), not one otherwise. A lesson's saying of
several messages opens with the task it came up in; that first message, unless it names the
lesson, is a negative like routine work and distractors (a task said beside a rule in two
sessions is what the reflector must not join). Weights:
- a pair of two different lessons of one person counts LESSONS_APART times: two rules joined
  make one wording of both ("Not the raw jest cli. No raw strings in templates.");
- a pair the rule of thumb reads as far apart (under FAR) is sampled one in FAR_SAMPLE and
  weighs FAR_SAMPLE times, so that the hundreds of thousands of them cost a tenth.
The model is an L2 logistic regression (C = 1, the intercept free) solved by Newton's method to
convergence: gradient descent and lbfgs at their usual tolerances stop short, and a model
stopped short was no better than the rule of thumb. Its cut is the logit at which it joins as
many false pairs as the rule of thumb joins at the grouping threshold.

    .venv/bin/python bench/fit_likeness.py [--folds DIR] [--out FILE] [SPLIT ...]
        (default: the tuning splits; writes core/governance/likeness_meaning.json. `--folds DIR`
        also writes DIR/SPLIT.json for each tuning split, fitted without its fifth of them, to
        measure the reflector with: bench/reflect_eval.py --likeness DIR/SPLIT.json)

About 7 minutes and 2 GB for the tuning splits.
"""

from __future__ import annotations

import argparse
import json
import sys
from dataclasses import dataclass
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from teambrain.core.governance import likeness, reflector_offline  # noqa: E402
from teambrain.core.governance.sentences import read  # noqa: E402
from teambrain.core.meaning import pinned  # noqa: E402

from bench.fit_rule_gate import names_lesson  # noqa: E402
from bench.reflect_corpus import GROUPS, Say, Split, load_split  # noqa: E402

LESSONS_APART = 20.0
FAR, FAR_SAMPLE = 0.2, 10
VECTOR_SCALE = 10.0
"""The products of two unit vectors' dimensions are small (about 1/384 each): scaled up, the
same L2 penalty holds their weights no closer to zero than the signals'."""
FOLDS = 5


@dataclass
class Pairs:
    """Pairs of one person's sentences: the signals (likeness.SIGNALS), the products of their
    unit vectors, one lesson or not, two different lessons or not, and each one's split."""

    signals: np.ndarray
    products: np.ndarray
    same: np.ndarray
    apart: np.ndarray
    split: np.ndarray


def sentences(split: Split) -> dict[str, list[tuple[str, str, str]]]:
    """Per member: (as a lesson, the lesson it names or "", which saying) for each sentence."""
    out: dict[str, list[tuple[str, str, str]]] = {}

    def add(member: str, said: list[str], lesson: str, anchors: list[list[str]] | None, key: str):
        task = None
        if anchors is not None and len(said) > 1:
            task, said = said[0], said[1:]
        for text in said:
            for raw, worded, _ in reflector_offline.readable(text):
                if anchors is None or names_lesson(raw, anchors):
                    out.setdefault(member, []).append((worded, lesson, key))
        if task is not None and anchors is not None:
            for raw, worded, _ in reflector_offline.readable(task):
                if not names_lesson(raw, anchors):
                    out.setdefault(member, []).append((worded, "", key + "/task"))

    def says(beats: list) -> list[str]:
        return [b.text for b in beats if isinstance(b, Say)]

    for lesson in split.lessons:
        for k, saying in enumerate(lesson.sayings):
            add(lesson.member, says(saying), lesson.id, lesson.anchors, f"{lesson.id}/{k}")
    for member, tasks in split.tasks.items():
        for k, task in enumerate(tasks):
            add(member, says(task), "", None, f"task/{member}/{k}")
    for d in split.distractors:
        for k, saying in enumerate(d.sayings):
            add(d.member, says(saying), "", None, f"{d.id}/{k}")
    return out


def pairs(names: list[str]) -> Pairs:
    signals, products, same, apart, split_of = [], [], [], [], []
    for s, name in enumerate(names):
        for items in sentences(load_split(name)).values():
            if len(items) < 2:
                continue
            texts = [t for t, _, _ in items]
            rows, states = read(texts)
            got = reflector_offline.pair_signals(
                texts, rows, states, reflector_offline.GROUP_COSINE
            )
            labels = np.array([lesson for _, lesson, _ in items])
            keys = np.array([key for *_, key in items])
            i, j = np.triu_indices(len(items), 1)
            keep = keys[i] != keys[j]
            i, j = i[keep], j[keep]
            named = (labels[i] != "") & (labels[j] != "")
            r = rows.astype(np.float64)
            signals.append(
                np.column_stack(
                    [
                        got.thumb[i, j],
                        got.aligned[i, j],
                        (r[i] * r[j]).sum(axis=1),
                        got.terms[i, j],
                        got.rare[i, j],
                    ]
                )
            )
            products.append((rows[i] * rows[j]).astype(np.float32))
            same.append(named & (labels[i] == labels[j]))
            apart.append(named & (labels[i] != labels[j]))
            split_of.append(np.full(len(i), s))
        print(f"  read {name}", file=sys.stderr, flush=True)
    return Pairs(
        np.vstack(signals),
        np.vstack(products),
        np.concatenate(same),
        np.concatenate(apart),
        np.concatenate(split_of),
    )


def design(p: Pairs, rows: np.ndarray | slice) -> np.ndarray:
    """A bias, the signals and the scaled vector products of the chosen pairs."""
    signals = p.signals[rows]
    return np.hstack(
        [np.ones((len(signals), 1)), signals, p.products[rows].astype(np.float64) * VECTOR_SCALE]
    )


def newton(x: np.ndarray, y: np.ndarray, weight: np.ndarray, steps: int = 50) -> np.ndarray:
    """Weighted L2 logistic regression (C = 1, the first column's weight unpenalised) by
    Newton's method, to a gradient under 1e-6 of the data's weight."""
    w = np.zeros(x.shape[1])
    ridge = np.ones(x.shape[1])
    ridge[0] = 0.0
    for _ in range(steps):
        p = 1.0 / (1.0 + np.exp(-(x @ w)))
        grad = x.T @ (weight * (p - y)) + ridge * w
        if np.abs(grad).max() < 1e-6 * weight.sum():
            break
        hess = (x * (weight * p * (1 - p))[:, None]).T @ x + np.diag(ridge)
        w -= np.linalg.solve(hess, grad)
    return w


def fit(p: Pairs, chosen: np.ndarray) -> tuple[likeness.Likeness, str]:
    """The model fitted on the chosen pairs, and how it joins them against the rule of thumb."""
    rng = np.random.default_rng(0)
    same, apart, thumb = p.same[chosen], p.apart[chosen], p.signals[chosen, 0]
    near = thumb >= FAR
    kept = same | near | (rng.random(len(same)) < 1 / FAR_SAMPLE)
    weight = np.where(same, 1.0, np.where(apart, LESSONS_APART, np.where(near, 1.0, FAR_SAMPLE)))
    index = np.flatnonzero(chosen)
    w = newton(design(p, index[kept]), same[kept].astype(np.float64), weight[kept])
    z = design(p, index) @ w
    false_joined = int((thumb >= reflector_offline.GROUP_COSINE)[~same].sum())
    cut = float(np.sort(z[~same])[::-1][false_joined])
    model = likeness.Likeness(
        signals=tuple(float(v) for v in w[1 : 1 + len(likeness.SIGNALS)]),
        dims=tuple(float(v) * VECTOR_SCALE for v in w[1 + len(likeness.SIGNALS) :]),
        intercept=float(w[0]),
        cut=cut,
    )
    joined = int((z > cut)[same].sum())
    by_thumb = int((thumb >= reflector_offline.GROUP_COSINE)[same].sum())
    return model, (
        f"joins {joined} of {int(same.sum())} pairs of one lesson (the rule of thumb "
        f"{by_thumb}) at {false_joined} false pairs"
    )


def left_out(p: Pairs, model: likeness.Likeness, chosen: np.ndarray) -> str:
    """How the model joins pairs it was not fitted on, at the rule of thumb's false pairs."""
    signals = p.signals[chosen]
    z = (
        signals @ np.asarray(model.signals)
        + p.products[chosen].astype(np.float64) @ np.asarray(model.dims)
        + model.intercept
    )
    same, thumb = p.same[chosen], signals[:, 0]
    false_joined = int((thumb >= reflector_offline.GROUP_COSINE)[~same].sum())
    cut = np.sort(z[~same])[::-1][false_joined]
    return (
        f"left out: joins {int((z > cut)[same].sum())} of {int(same.sum())} (the rule of thumb "
        f"{int((thumb >= reflector_offline.GROUP_COSINE)[same].sum())}) at {false_joined} false"
    )


def write(model: likeness.Likeness, path: Path) -> None:
    path.write_text(
        json.dumps(
            {
                "model": pinned.MODEL,
                "model_sha256": pinned.SHA256,
                "signals": [round(v, 8) for v in model.signals],
                "dims": [round(v, 8) for v in model.dims],
                "intercept": round(model.intercept, 8),
                "cut": round(model.cut, 8),
            },
            indent=1,
        )
        + "\n",
        encoding="utf-8",
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("splits", nargs="*", default=GROUPS["tuning"])
    parser.add_argument("--out", type=Path, default=likeness.LIKENESS_FILE)
    parser.add_argument("--folds", type=Path, help="also write a model per split, fitted without")
    args = parser.parse_args()
    p = pairs(args.splits)
    print(f"{len(p.same)} pairs, {int(p.same.sum())} of one lesson")
    if args.folds:
        args.folds.mkdir(parents=True, exist_ok=True)
        for f in range(FOLDS):
            model, said = fit(p, p.split % FOLDS != f)
            print(f"fold {f}: {said}; {left_out(p, model, p.split % FOLDS == f)}")
            for s, name in enumerate(args.splits):
                if s % FOLDS == f:
                    write(model, args.folds / f"{name}.json")
    model, said = fit(p, np.ones(len(p.same), dtype=bool))
    print(f"all: {said}")
    write(model, args.out)
    print(f"wrote {args.out}")


if __name__ == "__main__":
    main()
