"""How well can the offline reflector tell two sayings of one lesson from any other pair?

Grouping bounds recall: a lesson said in two sessions is found only if its two sayings are
joined. This reads each split's sentences as the reflector does (core/governance
reflector_offline.readable), labelled by the corpus (a lesson's sentences that name it, a
distractor's, routine work's), and scores every pair of one person's sentences from different
sayings. It prints, over all pairs and over rule pairs (both at least the gate's threshold
likely a rule):
- the AUROC of the reflector's likeness (the alignment, or a share of the terms) and of each
  signal alone;
- how many true rule pairs the likeness joins at the reflector's threshold, and how many false;
- the same for a logistic model over all the signals (pooled cosine, alignment, term likeness,
  the rarest shared term and exact token, the less likely rule's likelihood; fit_rule_gate's
  class-balanced regression), each split scored by a model fitted without it, at the same
  count of false pairs.

    .venv/bin/python bench/reflect_pairs.py                 # the tuning splits (a few minutes)
    .venv/bin/python bench/reflect_pairs.py dev held-out2   # named splits
"""

from __future__ import annotations

import argparse
import math
import sys
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from teambrain.core import meaning  # noqa: E402
from teambrain.core.governance import (  # noqa: E402
    alignment,
    reflector_offline,
    rule_form,
    rule_gate,
    shared_terms,
)
from teambrain.core.governance.sentences import read  # noqa: E402
from teambrain.core.knowledge.dedup import critical_tokens  # noqa: E402

from bench.fit_rule_gate import fit, names_lesson  # noqa: E402
from bench.reflect_corpus import GROUPS, Beat, Say, load_split  # noqa: E402

SIGNALS = ("cosine", "alignment", "terms", "rarest term", "rarest exact token", "min likely")


def _said(beats: list[Beat]) -> Iterator[str]:
    for beat in beats:
        if isinstance(beat, Say):
            yield beat.text


def sentences(name: str, member: str) -> list[tuple[str, str, bool, str, str]]:
    """(as typed, as a lesson, marked, what it says: a lesson id or "" , which saying)."""
    split = load_split(name)
    out = []
    sources = [(x.id, x.anchors, x.sayings) for x in split.lessons if x.member == member]
    sources += [(f"d:{x.id}", None, x.sayings) for x in split.distractors if x.member == member]
    sources += [(f"t:{i}", None, [task]) for i, task in enumerate(split.tasks.get(member, []))]
    for source, anchors, sayings in sources:
        for j, saying in enumerate(sayings):
            for text in _said(saying):
                for raw, lesson, marked in reflector_offline.readable(text):
                    if anchors is None or names_lesson(raw, anchors):
                        out.append(
                            (raw, lesson, marked, source if anchors else "", f"{source}#{j}")
                        )
    return out


def _rarest(shared: set[str], df: Counter[str], n: int) -> float:
    """How rare among the person's n sentences the rarest of the terms two share is (its idf)."""
    return max((math.log((1 + n) / (1 + df.get(term, 1))) for term in shared), default=0.0)


def pairs(name: str) -> np.ndarray:
    """One row per pair of one person's sentences from different sayings: is it one lesson
    (1/0), then SIGNALS."""
    gate = rule_gate.for_model(meaning.identity())
    split = load_split(name)
    rows_out = []
    for member in split.members:
        items = sentences(name, member)
        if len(items) < 2:
            continue
        texts = [lesson for _, lesson, _, _, _ in items]
        rows, states = read(texts)
        standing = rule_form.standing(rows)
        likely = gate.likelihoods(
            [
                rule_gate.features(raw, lesson, float(s), marked)
                for (raw, lesson, marked, _, _), s in zip(items, standing, strict=True)
            ],
            rows,
        )
        cosine = rows @ rows.T
        aligned = alignment.similarity(states, rows) if states else cosine
        terms = shared_terms.similarity(texts)
        bags = [shared_terms.terms(t) for t in texts]
        exact = [shared_terms.parts(critical_tokens(t)) for t in texts]
        df = Counter(term for bag in bags for term in bag)
        n = len(texts)

        for i in range(n):
            for j in range(i + 1, n):
                if items[i][4] == items[j][4]:
                    continue
                same = bool(items[i][3]) and items[i][3] == items[j][3]
                rows_out.append(
                    (
                        float(same),
                        float(cosine[i, j]),
                        float(aligned[i, j]),
                        float(terms[i, j]),
                        _rarest(bags[i] & bags[j], df, n),
                        _rarest(exact[i] & exact[j], df, n),
                        float(min(likely[i], likely[j])),
                    )
                )
    return np.array(rows_out, dtype=np.float64).reshape(-1, 1 + len(SIGNALS))


def auroc(labels: np.ndarray, scores: np.ndarray) -> float:
    order = np.argsort(scores, kind="stable")
    ranks = np.empty(len(scores))
    ranks[order] = np.arange(1, len(scores) + 1)
    positive = labels.sum()
    negative = len(labels) - positive
    if not positive or not negative:
        return float("nan")
    return float((ranks[labels == 1].sum() - positive * (positive + 1) / 2) / (positive * negative))


def design(signals: np.ndarray) -> np.ndarray:
    """The logistic model's inputs: a bias, each signal (rarities scaled to about 0-1), and
    the alignment weighed by how likely a rule the less likely sentence is."""
    cos, aligned, terms, rare, rare_exact, likely = signals.T
    return np.column_stack(
        [np.ones(len(signals)), cos, aligned, terms, rare / 5, rare_exact / 5, likely,
         aligned * likely]
    )  # fmt: skip


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("splits", nargs="*", default=GROUPS["tuning"])
    names: list[str] = parser.parse_args().splits
    data = {name: pairs(name) for name in names}
    table = np.vstack(list(data.values()))
    labels, signals = table[:, 0], table[:, 1:]
    threshold = rule_gate.for_model(meaning.identity()).threshold
    likeness = np.maximum(signals[:, 1], signals[:, 2] * reflector_offline.TERM_WEIGHT)
    rules = signals[:, 5] >= threshold
    print(
        f"pairs {len(labels):,} ({int(labels.sum()):,} of one lesson); rule pairs "
        f"{int(rules.sum()):,} ({int(labels[rules].sum()):,} of one lesson)"
    )
    print(f"AUROC, all pairs: likeness {auroc(labels, likeness):.3f}, " + ", ".join(
        f"{s} {auroc(labels, signals[:, k]):.3f}" for k, s in enumerate(SIGNALS)
    ))  # fmt: skip
    scores = np.zeros(len(labels))
    if len(data) > 1:
        start = 0
        for rows in data.values():
            held = slice(start, start + len(rows))
            train = np.ones(len(labels), dtype=bool)
            train[held] = False
            w = fit(design(signals[train]), labels[train], 0.001, 2000)
            scores[held] = design(signals[held]) @ w
            start += len(rows)
    y, joined = labels[rules], likeness[rules] >= reflector_offline.GROUP_COSINE
    true_pairs, false_pairs = int((joined & (y == 1)).sum()), int((joined & (y == 0)).sum())
    print(
        f"rule pairs: likeness AUROC {auroc(y, likeness[rules]):.3f}; at "
        f"{reflector_offline.GROUP_COSINE} it joins {true_pairs:,} of {int(y.sum()):,} pairs of "
        f"one lesson ({true_pairs / max(y.sum(), 1):.1%}) and {false_pairs:,} others"
    )
    if len(data) > 1:
        ranked = y[np.argsort(-scores[rules], kind="stable")]
        within = np.searchsorted(np.cumsum(ranked == 0), false_pairs, side="right")
        found = int((ranked[:within] == 1).sum())
        print(
            f"rule pairs: logistic, each split left out, AUROC {auroc(y, scores[rules]):.3f}; at "
            f"{false_pairs:,} others it joins {found:,} ({found / max(y.sum(), 1):.1%})"
        )


if __name__ == "__main__":
    main()
