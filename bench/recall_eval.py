"""Recall quality on LoCoMo: ranking figures with the gate off, honest-empty figures with it on.

The mapping follows ../shared/data/recall/README.md: one owner per conversation, one session
per LoCoMo session at its own date, an episode per (speaker_a turn, following speaker_b turn),
stored through the real capture path (build_record + write_capture). Questions are recall
queries over all history; gold = the episodes that hold their evidence. Negatives: the other
conversations' questions of categories 1-4 with their speaker names swapped for the target's.

    .venv/bin/python bench/recall_eval.py [--data PATH] [--audit N]
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import tempfile
import time
from collections import defaultdict
from datetime import UTC, datetime, timedelta
from pathlib import Path

from teambrain.core import recall as recall_mod
from teambrain.core.capture import CapturedExchange, build_record
from teambrain.core.clock import FrozenClock
from teambrain.core.config import Config
from teambrain.core.episodes import write_capture
from teambrain.core.store import open_store

REPO = Path(__file__).resolve().parent.parent
DEFAULT_DATA = REPO.parent / "shared" / "data" / "recall" / "locomo_dev.json"
CATEGORIES = {1: "multi-hop", 2: "temporal", 3: "open-domain", 4: "single-hop", 5: "adversarial"}


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


def auroc(positives: list[float], negatives: list[float]) -> float:
    """Probability that a random answerable question scores above a random negative."""
    if not positives or not negatives:
        return float("nan")
    scored = sorted([(v, 1) for v in positives] + [(v, 0) for v in negatives])
    rank_sum, i = 0.0, 0
    while i < len(scored):
        j = i
        while j < len(scored) and scored[j][0] == scored[i][0]:
            j += 1
        avg_rank = (i + j + 1) / 2
        rank_sum += avg_rank * sum(1 for k in range(i, j) if scored[k][1])
        i = j
    n_pos, n_neg = len(positives), len(negatives)
    return (rank_sum - n_pos * (n_pos + 1) / 2) / (n_pos * n_neg)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", type=Path, default=DEFAULT_DATA)
    parser.add_argument("--audit", type=int, default=0, help="print N answered negatives")
    args = parser.parse_args(argv)
    if not args.data.exists():
        print(f"no data at {args.data} (pass --data)", file=sys.stderr)
        return 2
    samples = json.loads(args.data.read_text())
    config = Config()
    with tempfile.TemporaryDirectory() as tmp:
        store = open_store(Path(tmp) / "store", map_size_mb=256)
        started = time.perf_counter()
        maps, last = {}, datetime(1970, 1, 1, tzinfo=UTC)
        for sample in samples:
            maps[sample["sample_id"]], end = load_conversation(store, sample, config)
            last = max(last, end)
        clock = FrozenClock(last + timedelta(days=1))
        print(
            f"indexed {sum(len(set(m.values())) for m in maps.values())} episodes of "
            f"{len(samples)} conversations in {time.perf_counter() - started:.1f} s"
        )

        def ask(owner: str, question: str, gate: bool, limit: int):
            return recall_mod.recall(
                store, owner, question, window="all", limit=limit, gate=gate, clock=clock
            )

        per_cat: dict[int, list[tuple[float, float, float, float]]] = defaultdict(list)
        pos_scores, answered = [], 0
        answerable = 0
        for sample in samples:
            owner = sample["sample_id"]
            for qa in sample["qa"]:
                gold = gold_ids(qa["evidence"], maps[owner])
                if not gold:
                    continue
                ranked = [h.id for h in ask(owner, qa["question"], False, 100).hits]
                r5 = len(gold & set(ranked[:5])) / len(gold)
                r10 = len(gold & set(ranked[:10])) / len(gold)
                hit10 = float(bool(gold & set(ranked[:10])))
                rank = next((i + 1 for i, h in enumerate(ranked) if h in gold), None)
                per_cat[qa["category"]].append((r5, r10, hit10, 1.0 / rank if rank else 0.0))
                if qa["category"] in (1, 2, 3, 4):
                    gated = ask(owner, qa["question"], True, 10)
                    pos_scores.append(gated.relevance)
                    answered += bool(gated.hits)
                    answerable += 1

        def row(name: str, rows: list[tuple[float, float, float, float]]) -> None:
            cols = [sum(r[i] for r in rows) / len(rows) for i in range(4)]
            print(f"{name:<22}{len(rows):>6}" + "".join(f"{c:>9.3f}" for c in cols))

        print("\nranking, gate off (all history)")
        print(f"{'category':<22}{'n':>6}{'R@5':>9}{'R@10':>9}{'hit@10':>9}{'MRR':>9}")
        for cat in sorted(per_cat):
            row(f"{cat} {CATEGORIES[cat]}", per_cat[cat])
        row("overall 1-4", [r for c in (1, 2, 3, 4) for r in per_cat[c]])
        row("overall 1-5", [r for rows in per_cat.values() for r in rows])

        neg_scores, neg_empty, neg_total, audit = [], 0, 0, []
        for target in samples:
            for source in samples:
                if source is target:
                    continue
                for qa in source["qa"]:
                    if qa["category"] not in (1, 2, 3, 4):
                        continue
                    question = swap_names(qa["question"], source, target)
                    result = ask(target["sample_id"], question, True, 10)
                    neg_scores.append(result.relevance)
                    neg_total += 1
                    if result.hits:
                        audit.append((target["sample_id"], question, result.hits[0].snippet))
                    else:
                        neg_empty += 1
        print(f"\nhonest empty, gate on (GATE_STRENGTH {recall_mod.GATE_STRENGTH})")
        print(f"negatives answered empty   {neg_empty / neg_total:.3f}  ({neg_empty}/{neg_total})")
        print(f"answerable still answered  {answered / answerable:.3f}  ({answered}/{answerable})")
        print(f"AUROC of the gate's score  {auroc(pos_scores, neg_scores):.3f}")
        print("other gate strengths (the relevance a hit needs, scaled):")
        for factor in (0.8, 0.9, 1.0, 1.1, 1.2):
            neg = sum(s < factor for s in neg_scores) / len(neg_scores)
            pos = sum(s >= factor for s in pos_scores) / len(pos_scores)
            print(f"  x{factor:.1f}: negatives empty {neg:.3f}, answerable answered {pos:.3f}")
        for owner, question, snip in audit[: args.audit]:
            print(f"\n[{owner}] {question}\n  -> {snip}")
        store.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
