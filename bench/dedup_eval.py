"""Precision and recall of the near-duplicate guard on the labelled lesson pairs.

    .venv/bin/python bench/dedup_eval.py [--sweep] [--errors] [--pairs FILE]

A pair labelled duplicate that the guard calls duplicate is a true positive; a different
lesson it calls duplicate is a false positive (a lesson wrongly skipped), a duplicate it lets
through is a false negative (a repeat filed for review).
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from teambrain.core.dedup import NEAR_THRESHOLD, fingerprint, is_duplicate, similarity

PAIRS = Path(__file__).resolve().parent.parent / "tests" / "data" / "dedup_pairs.json"


def load_pairs(path: Path = PAIRS) -> list[dict]:
    return json.loads(path.read_text(encoding="utf-8"))["pairs"]


def evaluate(pairs: list[dict], threshold: float = NEAR_THRESHOLD) -> dict[str, float | int]:
    tp = fp = fn = tn = 0
    for p in pairs:
        said = is_duplicate(fingerprint(p["a"]), fingerprint(p["b"]), threshold)
        if said and p["duplicate"]:
            tp += 1
        elif said:
            fp += 1
        elif p["duplicate"]:
            fn += 1
        else:
            tn += 1
    precision = tp / (tp + fp) if tp + fp else 1.0
    recall = tp / (tp + fn) if tp + fn else 1.0
    return {
        "pairs": len(pairs),
        "threshold": threshold,
        "tp": tp,
        "fp": fp,
        "fn": fn,
        "tn": tn,
        "precision": round(precision, 3),
        "recall": round(recall, 3),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pairs", type=Path, default=PAIRS)
    parser.add_argument("--sweep", action="store_true", help="Also try other thresholds.")
    parser.add_argument("--errors", action="store_true", help="List the misjudged pairs.")
    args = parser.parse_args()
    pairs = load_pairs(args.pairs)
    result = evaluate(pairs)
    print(
        f"{result['pairs']} pairs, threshold {result['threshold']}: "
        f"precision {result['precision']:.3f}  recall {result['recall']:.3f}  "
        f"(tp {result['tp']}, fp {result['fp']}, fn {result['fn']}, tn {result['tn']})"
    )
    if args.sweep:
        for t in (0.5, 0.6, 0.65, 0.7, 0.72, 0.75, 0.8, 0.85, 0.9):
            r = evaluate(pairs, t)
            print(f"  threshold {t:.2f}: precision {r['precision']:.3f}  recall {r['recall']:.3f}")
    if args.errors:
        for p in pairs:
            a, b = fingerprint(p["a"]), fingerprint(p["b"])
            if is_duplicate(a, b) != p["duplicate"]:
                label = "missed duplicate" if p["duplicate"] else "false duplicate"
                print(f"- {label} ({p['kind']}, similarity {similarity(a, b):.2f}):")
                print(f"    {p['a']}\n    {p['b']}")


if __name__ == "__main__":
    main()
