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
- the same for a logistic model over the sentence signals (pooled cosine, alignment, term
  likeness, the rarest shared term and exact token, the less likely rule's likelihood;
  fit_rule_gate's class-balanced regression), each split scored by a model fitted without it,
  at the same count of false pairs;
- how pairs of two strong rules (at least 0.85 likely) just under the threshold split between
  one lesson and two, and whether the tool calls each sentence answers (the agent's last calls
  before it in its saying: their signatures, flags, variables and edited terms, weighed by
  rarity) tell the pairs under the threshold apart, and whether the calls each message led the
  agent to (the first after it: core/governance/provoked.py, which the reflector joins by) do.

    .venv/bin/python bench/reflect_pairs.py                 # the tuning splits (a few minutes)
    .venv/bin/python bench/reflect_pairs.py dev held-out2   # named splits
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from collections import Counter
from collections.abc import Iterator, Sequence
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from teambrain.core import meaning  # noqa: E402
from teambrain.core.governance import (  # noqa: E402
    alignment,
    failures,
    provoked,
    reflector_offline,
    rule_form,
    rule_gate,
    shared_terms,
)
from teambrain.core.governance.sentences import read  # noqa: E402
from teambrain.core.knowledge.dedup import critical_tokens  # noqa: E402

from bench.fit_rule_gate import fit, names_lesson  # noqa: E402
from bench.reflect_corpus import GROUPS, Beat, Say, Tool, load_split  # noqa: E402

SIGNALS = (
    "cosine",
    "alignment",
    "terms",
    "rarest term",
    "rarest exact token",
    "min likely",
    "calls answered",
    "calls led to",
)


def _said(beats: list[Beat]) -> Iterator[str]:
    for beat in beats:
        if isinstance(beat, Say):
            yield beat.text


def sentences(name: str, member: str) -> list[tuple[str, str, bool, str, str]]:
    """(as typed, as a lesson, marked, what it says: a lesson id or "" , which saying)."""
    return [item[:5] for item in _sentences_with_calls(name, member)]


def _sentences_with_calls(
    name: str, member: str
) -> list[tuple[str, str, bool, str, str, frozenset[str], frozenset[str]]]:
    """`sentences`, each with the terms of the tool calls it answers (CALLS_ANSWERED) and of
    those its message led the agent to (core/governance/provoked.py, as the reflector reads
    them)."""
    split = load_split(name)
    out = []
    sources: list[tuple[str, list[list[str]] | None, list[list[Beat]]]]
    sources = [(x.id, x.anchors, x.sayings) for x in split.lessons if x.member == member]
    sources += [(f"d:{x.id}", None, x.sayings) for x in split.distractors if x.member == member]
    sources += [(f"t:{i}", None, [task]) for i, task in enumerate(split.tasks.get(member, []))]
    for source, anchors, sayings in sources:
        for j, saying in enumerate(sayings):
            calls: list[Tool] = []
            for b, beat in enumerate(saying):
                if isinstance(beat, Tool):
                    calls.append(beat)
                if not isinstance(beat, Say):
                    continue
                answered = _call_terms(calls[-CALLS_ANSWERED:])
                led = _led_to(saying[b + 1 :])
                for raw, lesson, marked in reflector_offline.readable(beat.text):
                    if anchors is None or names_lesson(raw, anchors):
                        label = source if anchors else ""
                        out.append((raw, lesson, marked, label, f"{source}#{j}", answered, led))
    return out


CALLS_ANSWERED = 3
"""A sentence answers the agent's last calls before it in its saying, at most this many."""


def _call_terms(calls: list[Tool]) -> frozenset[str]:
    """What calls are about: a command's signature, flags and variables; an edit's or a
    fetch's terms."""
    out: set[str] = set()
    for call in calls:
        if "command" in call.input:
            parsed = failures.parse_call("bash", str(call.input["command"]))
            out |= {f"run:{parsed.signature}"} | {f"flag:{f}" for f in parsed.flags}
            out |= {f"env:{e}" for e in parsed.env}
        for key in ("file_path", "new_string", "content", "url"):
            if key in call.input:
                out |= shared_terms.terms(str(call.input[key])[:2000])
    return frozenset(out)


def _led_to(after: Sequence[Beat]) -> frozenset[str]:
    """The terms of the first calls after a message, up to the next one, as the reflector
    reads a stored call (provoked.call_terms)."""
    made: list[Tool] = []
    for beat in after:
        if isinstance(beat, Say):
            break
        if isinstance(beat, Tool):
            made.append(beat)
    return frozenset().union(
        *(provoked.call_terms(call.name, json.dumps(call.input)) for call in made[: provoked.CALLS])
    )


def _rarity_cosine(bags: list[frozenset[str]]) -> np.ndarray:
    """The pairwise rarity-weighted cosine of term bags (-1 where either is empty)."""
    empty = np.array([not bag for bag in bags])
    return np.where(empty[:, None] | empty[None, :], -1.0, shared_terms.bag_similarity(bags))


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
        items = _sentences_with_calls(name, member)
        if len(items) < 2:
            continue
        texts = [item[1] for item in items]
        calls = _rarity_cosine([item[5] for item in items])
        led = _rarity_cosine([item[6] for item in items])
        rows, states, likely = read_as_the_reflector(items, gate)
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
                        float(calls[i, j]),
                        float(led[i, j]),
                    )
                )
    return np.array(rows_out, dtype=np.float64).reshape(-1, 1 + len(SIGNALS))


def read_as_the_reflector(
    items: Sequence[tuple], gate: rule_gate.Gate
) -> tuple[np.ndarray, list[meaning.TokenStates], np.ndarray]:
    """Sentences (`sentences` rows) as the offline reflector reads them: unit rows, word-piece
    states and how likely each is a rule to `gate`."""
    rows, states = read([item[1] for item in items])
    standing = rule_form.standing(rows)
    likely = gate.likelihoods(
        [
            rule_gate.features(raw, lesson, float(s), marked)
            for (raw, lesson, marked, *_), s in zip(items, standing, strict=True)
        ],
        rows,
    )
    return rows, states, likely


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
    cos, aligned, terms, rare, rare_exact, likely = signals[:, :6].T
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
    _under_the_threshold(labels, signals, likeness)


def _under_the_threshold(labels: np.ndarray, signals: np.ndarray, likeness: np.ndarray) -> None:
    """Whether a lower threshold, the calls answered, or the calls led to would join more pairs
    of one lesson."""
    strong = signals[:, 5] >= STRONG
    for low, high in ((reflector_offline.GROUP_COSINE, np.inf), (0.42, 0.46), (0.38, 0.42)):
        band = strong & (likeness >= low) & (likeness < high)
        print(
            f"rules at least {STRONG} likely, likeness {low}-{high}: "
            f"{int(labels[band].sum()):,} pairs of one lesson, {int((labels[band] == 0).sum()):,} others"
        )
    rules = signals[:, 5] >= rule_gate.for_model(meaning.identity()).threshold
    under = rules & (likeness < reflector_offline.GROUP_COSINE) & (signals[:, 6] >= 0)
    print(
        f"rule pairs under the threshold whose sentences both answer calls: {int(under.sum()):,} "
        f"({int(labels[under].sum()):,} of one lesson); calls answered AUROC "
        f"{auroc(labels[under], signals[under, 6]):.3f}"
    )
    join = under & (signals[:, 6] >= 0.3) & (likeness >= 0.25)
    print(
        f"joining those at least 0.3 alike by their calls and 0.25 by their words: "
        f"{int(labels[join].sum()):,} more pairs of one lesson, {int((labels[join] == 0).sum()):,} others"
    )
    under = rules & (likeness < reflector_offline.GROUP_COSINE) & (signals[:, 7] >= 0)
    print(
        f"rule pairs under the threshold whose messages both led to calls: {int(under.sum()):,} "
        f"({int(labels[under].sum()):,} of one lesson); calls led to AUROC "
        f"{auroc(labels[under], signals[under, 7]):.3f}"
    )
    for calls, words in ((reflector_offline.CALLS_ALIKE, reflector_offline.WORDS_WITH_CALLS),
                         (0.3, 0.4), (0.3, 0.35)):  # fmt: skip
        join = under & (signals[:, 7] >= calls) & (likeness >= words)
        print(
            f"joining those at least {calls} alike by the calls led to and {words} by their "
            f"words: {int(labels[join].sum()):,} more pairs of one lesson, "
            f"{int((labels[join] == 0).sum()):,} others"
        )


STRONG = 0.85
"""A strong rule, for the bands under the threshold."""


if __name__ == "__main__":
    main()
