"""Recall quality on LoCoMo at the CLI's default limit (10): ranking with the gate off, the
honest-empty gate cross-validated leave-one-conversation-out, and what a user sees (evidence
in the gated top 10), per LoCoMo category.

The data is not in this repository (LoCoMo is CC BY-NC 4.0). Get it from the public LoCoMo
repository (snap-research/locomo): unzip data/locomo10.zip and keep the conversations
conv-26, conv-30, conv-41, conv-42 and conv-43 of locomo10.json, unchanged, as one JSON list
(the dev half). Pass it with --data PATH or the TEAMBRAIN_RECALL_EVAL_DATA environment
variable.

The mapping: one owner per conversation, one session per LoCoMo session at its own date, an
episode per (speaker_a turn, following speaker_b turn), stored through the real capture path
(build_record + write_capture). Questions are recall queries over all history, asked the day
after the conversation's last session (so "last year" in a question means the year before
that day); gold = the episodes that hold their evidence. Negatives: the other conversations'
questions of categories 1-4 with their speaker names swapped for the target's.

The gate is a logistic model over the features core/recall/search.py computes. Its figures here are
cross-validated only: for each conversation, the model and its threshold are fitted on the
other four (their answerable questions and the negatives asked of them, leaving out those
built from the held-out conversation's questions) and judged on the held-out one. `--fit`
then fits on all five and writes core/recall/gate_model.py.

    .venv/bin/python bench/recall_eval.py --data PATH [--fit] [--audit N] [--signals feedback,when,time]
"""

from __future__ import annotations

import argparse
import json
import math
import os
import re
import subprocess
import sys
import tempfile
import textwrap
import time
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import NamedTuple

import numpy as np
from teambrain.core.capture.build import build_record
from teambrain.core.capture.captured import CapturedExchange
from teambrain.core.clock import FrozenClock
from teambrain.core.config import Config
from teambrain.core.episodes import retention
from teambrain.core.episodes.writes import write_capture
from teambrain.core.recall import search as recall_mod
from teambrain.core.recall import time_prior
from teambrain.core.store import open_store

REPO = Path(__file__).resolve().parent.parent
MODEL_FILE = REPO / "core" / "recall" / "gate_model.py"
DATA_ENV = "TEAMBRAIN_RECALL_EVAL_DATA"
CATEGORIES = {1: "multi-hop", 2: "temporal", 3: "open-domain", 4: "single-hop", 5: "adversarial"}
ANSWERABLE = (1, 2, 3, 4)
LIMIT = 10
"""The CLI's default limit."""
GOAL_EMPTY = 0.90
"""The share of held-out negatives the gate aims to answer empty. Inner folds (leaving each
training conversation out in turn) turn it into the share of training negatives at which the
threshold sits."""
SHARES = np.round(np.arange(0.88, 0.97, 0.0025), 4)
"""Shares of training negatives the threshold may silence; inner folds pick one."""
FEEDBACK_WEIGHTS = (0.0, 0.025, 0.05, 0.1, 0.2)
"""Weights of the paraphrase signal tried in each fold (0: off)."""
WHEN_WEIGHTS = (0.0, 0.05, 0.1, 0.2, 0.3)
"""Weights of a when-question's dated answers tried in each fold (0: off)."""
TIME_WEIGHTS = (0.25, 0.5, 1.0)
"""Weights of a record inside the named time tried in each fold."""
MEANING_WEIGHTS = (0.0, 0.25, 0.5, 1.0, 2.0)
"""Weights of the similarity by meaning tried in each fold (0: words alone)."""
CONTEXT_SHARES = (0.0, 0.2, 0.4, 0.8)
"""Shares of the session neighbours' similarity tried in each fold (0: off)."""
JOIN_SHARES = (0.8, 0.9, 1.0, 2.0)
"""Shares of the words' best similarity an exchange found by meaning alone needs (2: none)."""
L2 = 1.0
"""Ridge penalty on the standardized weights."""


class PassThrough:
    """LoCoMo holds no secrets to redact: its text goes in as it is."""

    def sanitize(self, text: str) -> tuple[str, dict[str, int]]:
        return text, {}

    def sanitize_json(self, text: str) -> tuple[str, dict[str, int]]:
        return text, {}


def session_date(text: str) -> datetime:
    return datetime.strptime(text, "%I:%M %p on %d %B, %Y").replace(tzinfo=UTC)


def turn_text(turn: dict) -> str:
    text = turn.get("text", "")
    caption = turn.get("blip_caption")
    return f"{text} [image: {caption}]" if caption else text


def load_conversation(store, sample: dict, config: Config) -> tuple[dict[str, str], datetime]:
    """Write one conversation's episodes; return dia_id -> episode id and the last date."""
    conv = sample["conversation"]
    owner = sample["sample_id"]
    a = conv["speaker_a"]
    by_dia: dict[str, str] = {}
    last = datetime(1970, 1, 1, tzinfo=UTC)
    n = 1
    records = []
    while f"session_{n}" in conv:
        at = session_date(conv[f"session_{n}_date_time"])
        turns = conv[f"session_{n}"]
        i = 0
        while i < len(turns):
            first = turns[i]
            pair = [first]
            if first["speaker"] == a and i + 1 < len(turns) and turns[i + 1]["speaker"] != a:
                pair.append(turns[i + 1])
            started = at + timedelta(seconds=i)
            cap = CapturedExchange(
                owner=owner,
                session_id=f"{owner}-s{n}",
                provider="locomo",
                started_at=started,
                ended_at=started + timedelta(milliseconds=500),
                user_text=turn_text(pair[0]),
                response_text=turn_text(pair[1]) if len(pair) > 1 else "",
            )
            record = build_record(cap, PassThrough(), config)
            records.append(record)
            for turn in pair:
                by_dia[turn["dia_id"]] = record.episode.id
            i += len(pair)
            last = max(last, started)
        n += 1

    def write(txn):
        for record in records:
            write_capture(txn, record)

    store.write(write)
    return by_dia, last


def gold_ids(evidence: list[str], by_dia: dict[str, str]) -> set[str]:
    out = set()
    for item in evidence:
        for part in re.split(r"[;,\s]+", item):
            if part.strip() in by_dia:
                out.add(by_dia[part.strip()])
    return out


def swap_names(question: str, source: dict, target: dict) -> str:
    s, t = source["conversation"], target["conversation"]
    mapping = {s["speaker_a"]: t["speaker_a"], s["speaker_b"]: t["speaker_b"]}
    pattern = re.compile(r"\b(" + "|".join(re.escape(k) for k in mapping) + r")\b")
    return pattern.sub(lambda m: mapping[m.group(1)], question)


@dataclass
class Asked:
    """One question asked of one owner: what the search found, before the gate."""

    conv: str
    """The conversation asked (the owner)."""
    source: str
    """The conversation the question came from (differs for a negative)."""
    category: int
    question: str
    features: dict[str, float]
    ranked: list[str]
    kept: list[str]
    gold: set[str] = field(default_factory=set)
    snippet: str = ""


def auroc(positives: list[float], negatives: list[float]) -> float:
    """Probability that a random answerable question scores above a random negative."""
    if not positives or not negatives:
        return float("nan")
    values = np.array(positives + negatives)
    order = values.argsort(kind="mergesort")
    ranks = np.empty(len(values))
    sorted_values = values[order]
    i = 0
    while i < len(values):
        j = i
        while j < len(values) and sorted_values[j] == sorted_values[i]:
            j += 1
        ranks[order[i:j]] = (i + j + 1) / 2
        i = j
    n_pos, n_neg = len(positives), len(negatives)
    return float((ranks[:n_pos].sum() - n_pos * (n_pos + 1) / 2) / (n_pos * n_neg))


# -- the gate's model ---------------------------------------------------------------------------


def feature_names(rows: list[Asked]) -> list[str]:
    return sorted({name for r in rows for name in r.features})


def matrix(rows: list[Asked], names: list[str]) -> np.ndarray:
    return np.array([[r.features.get(n, 0.0) for n in names] for r in rows], dtype=float)


def fit_logistic(x: np.ndarray, y: np.ndarray) -> tuple[np.ndarray, float]:
    """L2-regularized logistic regression by Newton's method on standardized features;
    returns weights and bias on the raw features."""
    mean, sd = x.mean(axis=0), x.std(axis=0)
    sd[sd == 0] = 1.0
    z = np.hstack([np.ones((len(x), 1)), (x - mean) / sd])
    w = np.zeros(z.shape[1])
    penalty = np.full(z.shape[1], L2)
    penalty[0] = 0.0
    for _ in range(50):
        p = 1.0 / (1.0 + np.exp(-np.clip(z @ w, -50, 50)))
        grad = z.T @ (p - y) + penalty * w
        hess = (z * (p * (1 - p))[:, None]).T @ z + np.diag(penalty)
        step = np.linalg.solve(hess, grad)
        w -= step
        if np.abs(step).max() < 1e-8:
            break
    weights = w[1:] / sd
    return weights, float(w[0] - (w[1:] * mean / sd).sum())


def predict(x: np.ndarray, weights: np.ndarray, bias: float) -> np.ndarray:
    return 1.0 / (1.0 + np.exp(-np.clip(x @ weights + bias, -50, 50)))


def threshold_for(negative_p: np.ndarray, empty_share: float) -> float:
    """The lowest probability threshold that answers at least empty_share of negatives empty."""
    ordered = np.sort(negative_p)
    k = min(len(ordered) - 1, math.ceil(empty_share * len(ordered)) - 1)
    return float(np.nextafter(ordered[k], 1.0))


class Gate(NamedTuple):
    weights: np.ndarray
    bias: float
    threshold: float
    share: float
    """The share of training negatives the threshold answers empty."""
    means: np.ndarray
    """Each feature's mean over the rows fitted on."""

    def answered(self, rows: list[Asked], names: list[str]) -> list[tuple[Asked, float, bool]]:
        if not rows:
            return []
        p = predict(matrix(rows, names), self.weights, self.bias)
        return [(r, float(v), bool(v >= self.threshold)) for r, v in zip(rows, p, strict=True)]


def choose_share(positives: list[Asked], negatives: list[Asked], names: list[str]) -> float:
    """The smallest share of training negatives to silence at which, leaving each of these
    conversations out in turn, at least GOAL_EMPTY of the held-out negatives are empty."""
    held_out_empty = np.zeros(len(SHARES))
    total = 0
    for conv in sorted({r.conv for r in positives}):
        train_pos = [r for r in positives if r.conv != conv]
        train_neg = [r for r in negatives if conv not in (r.conv, r.source)]
        held = [r for r in negatives if r.conv == conv]
        weights, bias = fit_logistic(*labelled(train_pos, train_neg, names))
        train_p = predict(matrix(train_neg, names), weights, bias)
        held_p = predict(matrix(held, names), weights, bias)
        for i, share in enumerate(SHARES):
            held_out_empty[i] += (held_p < threshold_for(train_p, share)).sum()
        total += len(held)
    ok = [
        share
        for share, empty in zip(SHARES, held_out_empty / total, strict=True)
        if empty >= GOAL_EMPTY
    ]
    return float(ok[0]) if ok else float(SHARES[-1])


def labelled(positives: list[Asked], negatives: list[Asked], names: list[str]):
    x = np.vstack([matrix(positives, names), matrix(negatives, names)])
    y = np.concatenate([np.ones(len(positives)), np.zeros(len(negatives))])
    return x, y


def fit_gate(positives: list[Asked], negatives: list[Asked], names: list[str]) -> Gate:
    """Weights on all these rows; the threshold's share chosen by their own inner folds."""
    share = choose_share(positives, negatives, names)
    x, y = labelled(positives, negatives, names)
    weights, bias = fit_logistic(x, y)
    threshold = threshold_for(predict(matrix(negatives, names), weights, bias), share)
    return Gate(weights, bias, threshold, share, x.mean(axis=0))


def cross_validate(
    questions: list[Asked], negatives: list[Asked], names: list[str]
) -> tuple[dict[int, tuple[float, bool]], dict[str, Gate]]:
    """Leave one conversation out: id(row) -> (probability, answered), each decided by a gate
    fitted (weights and threshold) without the row's conversation."""
    positives = [r for r in questions if r.category in ANSWERABLE]
    decided: dict[int, tuple[float, bool]] = {}
    gates: dict[str, Gate] = {}
    for conv in sorted({r.conv for r in questions}):
        gate = fit_gate(
            [r for r in positives if r.conv != conv],
            [r for r in negatives if conv not in (r.conv, r.source)],
            names,
        )
        gates[conv] = gate
        held = [r for r in questions + negatives if r.conv == conv]
        for r, p, answered in gate.answered(held, names):
            decided[id(r)] = (p, answered)
    return decided, gates


def write_model(gate: Gate, names: list[str], how: str) -> None:
    lines = [
        '"""The honest-empty gate\'s fitted weights, written by bench/recall_eval.py --fit.',
        "",
        *textwrap.wrap(" ".join(how.split()), 92),
        '"""',
        "",
        "WEIGHTS = {",
        *(f'    "{n}": {w!r},' for n, w in zip(names, gate.weights.round(6).tolist(), strict=True)),
        "}",
        "MEANS = {",
        *(f'    "{n}": {m!r},' for n, m in zip(names, gate.means.round(6).tolist(), strict=True)),
        "}",
        '"""Each feature\'s mean over the questions fitted on: what the gate reads for one the',
        'search could not compute (core/recall/gate.py)."""',
        f"BIAS = {round(gate.bias, 6)!r}",
        f"THRESHOLD = {round(gate.threshold, 6)!r}",
        '"""The probability the gate asks of a query before it answers."""',
        "",
    ]
    MODEL_FILE.write_text("\n".join(lines))
    ruff = Path(sys.executable).parent / "ruff"
    if ruff.exists():
        subprocess.run([str(ruff), "format", "-q", str(MODEL_FILE)], check=False)


# -- the run ----------------------------------------------------------------------------------


def ask_all(
    store, samples: list[dict], maps: dict, clock, negatives: bool = True
) -> tuple[list[Asked], list[Asked]]:
    def ask(owner: str, question: str) -> recall_mod.Found:
        return recall_mod.search(store, owner, question, window=None, limit=LIMIT, clock=clock)

    questions, asked_negatives = [], []
    for sample in samples:
        owner = sample["sample_id"]
        for qa in sample["qa"]:
            gold = gold_ids(qa["evidence"], maps[owner])
            if not gold:
                continue
            found = ask(owner, qa["question"])
            questions.append(
                Asked(
                    owner, owner, qa["category"], qa["question"], found.features,
                    [h.id for h in found.hits], [h.id for h in found.kept], gold,
                )
            )  # fmt: skip
    for target in samples if negatives else ():
        for source in samples:
            if source is target:
                continue
            for qa in source["qa"]:
                if qa["category"] not in ANSWERABLE:
                    continue
                question = swap_names(qa["question"], source, target)
                found = ask(target["sample_id"], question)
                asked_negatives.append(
                    Asked(
                        target["sample_id"], source["sample_id"], qa["category"], question,
                        found.features, [h.id for h in found.hits], [h.id for h in found.kept],
                        snippet=found.hits[0].snippet if found.hits else "",
                    )
                )  # fmt: skip
    return questions, asked_negatives


def metrics(r: Asked) -> tuple[float, float, float, float]:
    """R@5, R@10, hit@10 and reciprocal rank (0 past the limit) of one question."""
    ranked = r.ranked[:LIMIT]
    rank = next((i + 1 for i, h in enumerate(ranked) if h in r.gold), None)
    return (
        len(r.gold & set(ranked[:5])) / len(r.gold),
        len(r.gold & set(ranked)) / len(r.gold),
        float(rank is not None),
        1.0 / rank if rank else 0.0,
    )


def report_ranking(questions: list[Asked]) -> None:
    print(f"\nranking, gate off, limit {LIMIT} (all history)")
    print(f"{'category':<22}{'n':>6}{'R@5':>9}{'R@10':>9}{'hit@10':>9}{'MRR':>9}")
    for name, rows in by_category(questions):
        cols = np.array([metrics(r) for r in rows]).mean(axis=0)
        print(f"{name:<22}{len(rows):>6}" + "".join(f"{c:>9.3f}" for c in cols))


def by_category(rows: list[Asked]):
    for cat in sorted({r.category for r in rows}):
        yield f"{cat} {CATEGORIES[cat]}", [r for r in rows if r.category == cat]
    yield "overall 1-4", [r for r in rows if r.category in ANSWERABLE]
    yield "overall 1-5", rows


def report_gate(
    questions: list[Asked], negatives: list[Asked], names: list[str], audit: int = 0
) -> dict[str, float]:
    """Print the gate's leave-one-conversation-out figures; return the headline ones."""
    positives = [r for r in questions if r.category in ANSWERABLE]
    decided, gates = cross_validate(questions, negatives, names)

    def answered(r: Asked) -> bool:
        return decided[id(r)][1]

    neg_empty = sum(not answered(r) for r in negatives)
    pos_answered = sum(answered(r) for r in positives)
    print(
        "\nhonest empty, gate on, leave-one-conversation-out (weights and threshold fitted "
        f"without the held-out conversation; threshold aimed at {GOAL_EMPTY:.0%} by inner folds)"
    )
    print(
        f"negatives answered empty   {neg_empty / len(negatives):.3f}  "
        f"({neg_empty}/{len(negatives)})"
    )
    print(
        f"answerable still answered  {pos_answered / len(positives):.3f}  "
        f"({pos_answered}/{len(positives)}, categories 1-4)"
    )
    pos_p = [decided[id(r)][0] for r in positives]
    neg_p = [decided[id(r)][0] for r in negatives]
    print(f"AUROC of the held-out probability  {auroc(pos_p, neg_p):.3f}")
    for conv, gate in gates.items():
        neg = [r for r in negatives if r.conv == conv]
        pos = [r for r in positives if r.conv == conv]
        print(
            f"  held out {conv}: threshold at {gate.share:.1%} of training negatives; "
            f"negatives empty {sum(not answered(r) for r in neg) / len(neg):.3f}, "
            f"answerable answered {sum(answered(r) for r in pos) / len(pos):.3f}"
        )
    print(f"\nwhat a user sees: evidence in the gated top {LIMIT}, leave-one-conversation-out")
    print(f"{'category':<22}{'n':>6}{'answered':>10}{'evidence':>10}")
    for name, rows in by_category(questions):
        shown = [r for r in rows if answered(r)]
        evidence = sum(bool(r.gold & set(r.kept[:LIMIT])) for r in shown)
        print(
            f"{name:<22}{len(rows):>6}{len(shown) / len(rows):>10.3f}{evidence / len(rows):>10.3f}"
        )
    for r in [r for r in negatives if answered(r)][:audit]:
        print(f"\n[{r.conv}] {r.question}\n  -> {r.snippet}")
    return {
        "negatives answered empty": neg_empty / len(negatives),
        "answerable answered": pos_answered / len(positives),
    }


def report_summary(
    questions: list[Asked], gated: dict[str, float], checked: dict[str, np.ndarray]
) -> None:
    """The headline figures, each measured leave-one-conversation-out: the gate as above; the
    ranking at the shipped weights (fitted on nothing here), and at each weight checked with
    --signals chosen per fold on the other conversations."""
    ranking = np.array([metrics(r) for r in questions]).mean(axis=0)
    temporal = np.array([metrics(r) for r in questions if r.category == 2]).mean(axis=0)
    print("\nsummary, leave-one-conversation-out (categories 1-5 for MRR and hit@10)")
    rows = {"MRR": ranking[3], "hit@10": ranking[2], "temporal hit@10": temporal[2], **gated}
    for name, value in rows.items():
        print(f"  {name:<26}{value:.3f}")
    for key, held in checked.items():
        print(
            f"  with {SIGNALS[key].attribute} chosen per fold: MRR {held[:, 3].mean():.3f}, "
            f"hit@10 {held[:, 2].mean():.3f}"
        )


class Signal(NamedTuple):
    """A ranking weight chosen across folds: the module attribute and the values tried."""

    name: str
    module: object
    attribute: str
    weights: tuple[float, ...]


SIGNALS = {
    "feedback": Signal(
        "paraphrase signal (pseudo-relevance feedback)", recall_mod, "FEEDBACK_WEIGHT",
        FEEDBACK_WEIGHTS,
    ),
    "when": Signal(
        "a when-question's answers that name a time", time_prior, "WHEN_PRIOR", WHEN_WEIGHTS
    ),
    "time": Signal("a record inside the named time", recall_mod, "TIME_PRIOR", TIME_WEIGHTS),
    "meaning": Signal(
        "re-ranking by meaning", recall_mod, "MEANING_WEIGHT", MEANING_WEIGHTS
    ),
    "context": Signal(
        "session neighbours by meaning", recall_mod, "MEANING_CONTEXT", CONTEXT_SHARES
    ),
    "join": Signal(
        "exchanges found by meaning alone", recall_mod, "MEANING_JOIN", JOIN_SHARES
    ),
}  # fmt: skip
"""The ranking's weights that --signals can check leave-one-conversation-out."""


def report_signal(
    signal: Signal, store, samples: list[dict], maps: dict, clock, held_out: set[str]
) -> np.ndarray:
    """One ranking weight across folds: for each held-out conversation, the value that ranks
    best (MRR) on the other dev conversations, judged on the held-out one (the conversations
    in `held_out` take no part). It sets the weight for each pass and puts the shipped one
    back; returns the held-out metrics per question."""
    shipped = getattr(signal.module, signal.attribute)
    by_weight: dict[float, dict[str, np.ndarray]] = {}
    try:
        for weight in signal.weights:
            setattr(signal.module, signal.attribute, weight)
            asked, _ = ask_all(store, samples, maps, clock, negatives=False)
            by_weight[weight] = {
                conv: np.array([metrics(r) for r in asked if r.conv == conv])
                for conv in sorted(maps)
                if conv not in held_out
            }
    finally:
        setattr(signal.module, signal.attribute, shipped)
    base = 0.0 if 0.0 in by_weight else shipped
    print(f"\n{signal.name} ({signal.attribute}), leave-one-conversation-out")
    print(
        f"{'held out':<10}{'weight':>8}{'hit@10 off':>12}{'hit@10 on':>11}{'MRR off':>9}{'MRR on':>8}"
    )
    held_rows: list[np.ndarray] = []
    for conv in sorted(by_weight[base]):

        def training(weight: float, conv: str = conv) -> float:
            rows = np.vstack([m for c, m in by_weight[weight].items() if c != conv])
            return float(rows[:, 3].mean())  # MRR: what the top of the list is worth

        chosen = max(signal.weights, key=training)
        off, on = by_weight[base][conv], by_weight[chosen][conv]
        held_rows.append(on)
        print(
            f"{conv:<10}{chosen:>8.2f}{off[:, 2].mean():>12.3f}{on[:, 2].mean():>11.3f}"
            f"{off[:, 3].mean():>9.3f}{on[:, 3].mean():>8.3f}"
        )
    held = np.vstack(held_rows)
    off = np.vstack(list(by_weight[base].values()))
    print(
        f"{'all':<10}{'':>8}{off[:, 2].mean():>12.3f}{held[:, 2].mean():>11.3f}"
        f"{off[:, 3].mean():>9.3f}{held[:, 3].mean():>8.3f}   (shipped {shipped}; off = {base})"
    )
    return held


def report_held_out(
    questions: list[Asked],
    negatives: list[Asked],
    held_questions: list[Asked],
    held_negatives: list[Asked],
    names: list[str],
    dev: dict[str, float],
) -> None:
    """The gate fitted on every dev conversation, judged on conversations it never saw (nor
    did any choice of weight or threshold), beside the dev figures."""
    gate = fit_gate([r for r in questions if r.category in ANSWERABLE], negatives, names)
    positives = [r for r in held_questions if r.category in ANSWERABLE]
    pos = sum(a for _, _, a in gate.answered(positives, names)) / len(positives)
    neg = sum(not a for _, _, a in gate.answered(held_negatives, names)) / len(held_negatives)
    ranking = np.array([metrics(r) for r in held_questions]).mean(axis=0)
    print("\nheld-out conversations (never fitted on nor chosen with), gate fitted on the dev ones")
    print(f"  MRR {ranking[3]:.3f}, hit@10 {ranking[2]:.3f} ({len(held_questions)} questions)")
    print(f"  negatives answered empty   {neg:.3f}   (dev {dev['negatives answered empty']:.3f})")
    print(f"  answerable still answered  {pos:.3f}   (dev {dev['answerable answered']:.3f})")


def data_path(given: Path | None) -> Path | None:
    if given is not None:
        return given
    env = os.environ.get(DATA_ENV)
    return Path(env) if env else None


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", type=Path, help=f"the dev half as JSON (or ${DATA_ENV})")
    parser.add_argument("--fit", action="store_true", help="write core/recall/gate_model.py")
    parser.add_argument("--audit", type=int, default=0, help="print N answered negatives")
    parser.add_argument(
        "--signals",
        default="feedback,when",
        help=f"ranking weights to choose across folds, of {','.join(SIGNALS)} ('' for none)",
    )
    parser.add_argument("--no-feedback-check", action="store_true", help="the same as --signals ''")
    parser.add_argument(
        "--holdout",
        default="",
        help="conversations (comma-separated sample ids) kept out of all fitting and choosing,"
        " judged at the end by the gate fitted on the rest",
    )
    parser.add_argument(
        "--store",
        default="",
        help="an empty postgresql:// database to index into (default: a new LMDB directory)",
    )
    args = parser.parse_args(argv)
    path = data_path(args.data)
    if path is None or not path.exists():
        print(f"no data (pass --data PATH or set {DATA_ENV}); see this script's docstring")
        return 2
    samples = json.loads(path.read_text())
    config = Config()
    with tempfile.TemporaryDirectory() as tmp:
        store = open_store(args.store or Path(tmp) / "store", map_size_mb=256)
        print(f"store: {store.backend}")
        started = time.perf_counter()
        maps, last = {}, datetime(1970, 1, 1, tzinfo=UTC)
        for sample in samples:
            maps[sample["sample_id"]], end = load_conversation(store, sample, config)
            last = max(last, end)
        clock = FrozenClock(last + timedelta(days=1))
        retention.roll_up(store, clock)  # as the hourly housekeeping would (PostgreSQL)
        print(
            f"indexed {sum(len(set(m.values())) for m in maps.values())} episodes of "
            f"{len(samples)} conversations in {time.perf_counter() - started:.1f} s"
        )
        asked_questions, asked_negatives = ask_all(store, samples, maps, clock)
        held_out = {c for c in args.holdout.split(",") if c}
        checked = {}
        for key in [] if args.no_feedback_check else [k for k in args.signals.split(",") if k]:
            checked[key] = report_signal(SIGNALS[key], store, samples, maps, clock, held_out)
        store.close()
    questions = [r for r in asked_questions if r.conv not in held_out]
    negatives = [r for r in asked_negatives if not {r.conv, r.source} & held_out]
    names = feature_names(questions + negatives)
    if held_out:
        print(f"\nheld out of all fitting and choosing: {', '.join(sorted(held_out))}")
    report_ranking(questions)
    gated = report_gate(questions, negatives, names, args.audit)
    report_summary(questions, gated, checked)
    if held_out:
        report_held_out(
            questions, negatives,
            [r for r in asked_questions if r.conv in held_out],
            [r for r in asked_negatives if r.conv in held_out],
            names, gated,
        )  # fmt: skip
    if args.fit:
        positives = [r for r in questions if r.category in ANSWERABLE]
        gate = fit_gate(positives, negatives, names)
        fitted_on = sorted({r.conv for r in questions})
        how = (
            f"Fitted on {len(fitted_on)} conversations of the LoCoMo dev half"
            f" ({', '.join(fitted_on)}; {', '.join(sorted(held_out)) or 'none'} held out): {len(positives)}\n"
            f"answerable questions (categories 1-4) against {len(negatives)} negatives (the other\n"
            "conversations' questions with the speakers' names swapped), by L2-regularized\n"
            f"logistic regression (penalty {L2} on standardized features, Newton's method).\n"
            f"THRESHOLD answers empty {gate.share:.2%} of those negatives: the smallest share at\n"
            f"which, leaving each conversation out in turn, {GOAL_EMPTY:.0%} of the held-out\n"
            "negatives are empty. Weights apply to the raw features that core/recall/search.py's\n"
            "_features computes. The figures to quote are the leave-one-conversation-out ones\n"
            "that bench/recall_eval.py prints (docs/recall.md), never in-sample ones."
        )
        write_model(gate, names, how)
        print(f"\nwrote {MODEL_FILE.relative_to(REPO)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
