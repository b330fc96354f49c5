"""Precision and recall of the near-duplicate guard on the labelled lesson pairs.

    .venv/bin/python bench/dedup_eval.py [--split held-out|tuning|all] [--groups PREFIX]
        [--model DIR] [--sweep] [--errors] [--speed]

The pairs (tests/data/dedup_pairs.json) come in groups, each group wholly in the `tuning` or
the `held-out` part, assigned before any threshold or synonym was chosen. Tuning looks only
at the tuning part (`--split tuning --errors`); the figures that count are the held-out
ones, which is what the script prints by default. The held-out part is the twelfth written
(groups `r12-`); the eleven before it were each measured, then released into the tuning part
(`--groups r11-` measures the eleventh alone).

Two measures, each against its own baseline in the same run:
- the guard against entries (`is_duplicate`): a pair labelled duplicate that it calls
  duplicate is a true positive; a different lesson it calls duplicate is a false positive (a
  lesson wrongly skipped), a duplicate it lets through a false negative (a repeat filed for
  review);
- the guard against tombstones, where `a` was rejected (`refused_by_tombstone`, as the guard
  judges): a near duplicate, a candidate carrying `a`'s whole payload whatever its prose, or
  one reworded with a word of another language, is refused.
`--model` puts another sentence model in place of the shipped one (as `[knowledge]
dedup_model` does; core/meaning/model.py), with the same rules and thresholds, and
`--speed` then gives its cost per lesson and per pair and the size of its files.

The baseline is the guard as it was before payloads, confusables and the lexicon (version 1
fingerprints: NFKC and stems only), rebuilt here from the same primitives; beside it, the
guard without its meaning (`lexical only`: no sentence embedding), to show what that adds.
"""

from __future__ import annotations

import argparse
import functools
import json
import re
import unicodedata
from collections.abc import Callable
from pathlib import Path

from rapidfuzz.distance import Levenshtein
from teambrain.core.knowledge import dedup
from teambrain.core.knowledge.dedup import NEAR_THRESHOLD, is_duplicate, refused_by_tombstone
from teambrain.core.text.invisible import strip_invisible
from teambrain.core.text.stemming import ENGLISH
from teambrain.core.text.stopwords import CONTRACTED_NEGATIONS, LESSON_STOPWORDS

PAIRS = Path(__file__).resolve().parent.parent / "tests" / "data" / "dedup_pairs.json"
SPLITS = ("held-out", "tuning", "all")


def load_pairs(path: Path = PAIRS, split: str = "all") -> list[dict]:
    pairs = json.loads(path.read_text(encoding="utf-8"))["pairs"]
    return [p for p in pairs if split == "all" or p["split"] == split]


def in_groups(pairs: list[dict], prefix: str) -> list[dict]:
    """The pairs whose group name starts with `prefix` (one written part: `r5-`)."""
    return [p for p in pairs if p["group"].startswith(prefix)]


Judge = Callable[[str, str], bool]


@functools.cache
def fingerprint(text: str, meaning: bool = True) -> dedup.Fingerprint:
    """The guard's fingerprint, each text's computed once per run."""
    return dedup.fingerprint(text, meaning=meaning)


def entries_guard(threshold: float = NEAR_THRESHOLD, meaning: bool = True) -> Judge:
    return lambda a, b: is_duplicate(fingerprint(b, meaning), fingerprint(a, meaning), threshold)


def tombstone_guard(threshold: float = NEAR_THRESHOLD) -> Judge:
    def judge(a: str, b: str) -> bool:
        return refused_by_tombstone(fingerprint(b), fingerprint(a), threshold)

    return judge


def baseline_guard() -> Judge:
    """The version 1 guard: NFKC and stems only; no confusables, lexicon or payload rule."""
    return lambda a, b: _v1_is_duplicate(_v1_fingerprint(b), _v1_fingerprint(a))


def _v1_is_duplicate(a: dedup.Fingerprint, b: dedup.Fingerprint) -> bool:
    """Version 1's rule: the same critical tokens and polarity, no word swapped in place,
    similarity at least 0.72."""
    if a.exact == b.exact:
        return True
    if a.critical != b.critical or a.negated != b.negated:
        return False
    ops = Levenshtein.editops(a.terms, b.terms)
    swapped = len(a.terms) == len(b.terms) and 0 < len(ops) <= 2
    if swapped and all(op.tag == "replace" for op in ops):
        return False
    return dedup.similarity(a, b) >= 0.72


def _v1_fingerprint(text: str) -> dedup.Fingerprint:
    folded = " ".join(strip_invisible(unicodedata.normalize("NFKC", text)).split())
    folded = folded.casefold()
    toks = [t.replace("'", "") for t in _V1_TOKEN.findall(folded)]
    words = [t for t in toks if t not in _V1_STOPWORDS and t not in _V1_NEGATIONS]
    critical = {t for t in toks if _V1_SHAPE.search(t)} | set(dedup._FLAG.findall(folded))
    return dedup.Fingerprint(
        exact=" ".join(toks),
        terms=tuple(dedup._h(t) for t in ENGLISH.stemWords(words)),
        critical=tuple(sorted(dedup._h(t) for t in critical)),
        negated=_v1_negated(folded),
    )


_V1_TOKEN = re.compile(r"\w(?:[\w./:@+#=-]*\w)?")
_V1_SHAPE = re.compile(r"\d|[./:@+#_=-]")
_V1_NEGATIONS = dedup._NEGATIONS - {"prevent"}
_V1_STOPWORDS = LESSON_STOPWORDS - CONTRACTED_NEGATIONS


def _v1_negated(folded: str) -> bool:
    for clause in re.split(r"[,;:()]|\.(?:\s|$)", folded):
        words = re.findall(r"[\w']+", clause)
        if words and words[0] in ("not", "no") and len(words) <= 3:
            continue
        if any(w in _V1_NEGATIONS for w in words):
            return True
    return False


def evaluate(pairs: list[dict], judge: Judge | None = None) -> dict[str, float | int]:
    judge = judge or entries_guard()
    tp = fp = fn = tn = 0
    for p in pairs:
        said = judge(p["a"], p["b"])
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
        "tp": tp,
        "fp": fp,
        "fn": fn,
        "tn": tn,
        "precision": round(precision, 3),
        "recall": round(recall, 3),
    }


def _line(name: str, r: dict[str, float | int]) -> str:
    return (
        f"  {name:<34} precision {r['precision']:.3f}  recall {r['recall']:.3f}  "
        f"(tp {r['tp']}, fp {r['fp']}, fn {r['fn']}, tn {r['tn']})"
    )


def speed(pairs: list[dict]) -> None:
    """Microseconds per fingerprint (with and without its meaning, and version 1), the
    model's one-off load, and per match of a lesson against 1,000 tombstones made from the
    tuning lessons (the guard's worst case: a loop)."""
    import time

    from teambrain.core import meaning

    texts = sorted({p[side] for p in pairs for side in ("a", "b")})
    tuning = sorted({p[side] for p in load_pairs(split="tuning") for side in ("a", "b")})
    stones = [t for t in tuning if t not in set(texts)] or tuning[::2]
    texts = [t for t in texts if t not in set(stones)]
    figures = {
        "first fingerprint in a process": _first_fingerprint_us(meaning=True),
        "first fingerprint, no meaning": _first_fingerprint_us(meaning=False),
    }
    meaning.embed("load the model")
    guard = dedup.DuplicateGuard(
        dedup.Known(kind="tombstone", ref=str(i), fingerprint=dedup.fingerprint(t))
        for i, t in enumerate(stones)
    )
    for name, fn in (
        ("fingerprint", dedup.fingerprint),
        ("fingerprint without meaning", functools.partial(dedup.fingerprint, meaning=False)),
        ("fingerprint (v1)", _v1_fingerprint),
    ):
        start = time.perf_counter()
        for t in texts:
            fn(t)
        figures[name] = (time.perf_counter() - start) / len(texts) * 1e6
    start = time.perf_counter()
    for p in pairs:
        is_duplicate(dedup.fingerprint(p["b"]), dedup.fingerprint(p["a"]))
    figures["per pair (two fingerprints, the verdict)"] = (
        (time.perf_counter() - start) / len(pairs) * 1e6
    )
    probes = [dedup.fingerprint(t) for t in texts]
    start = time.perf_counter()
    for fp in probes:
        guard.match(fp)
    figures[f"match against {len(guard):,} tombstones"] = (
        (time.perf_counter() - start) / len(probes) * 1e6
    )
    for name, us in figures.items():
        print(f"  {name:<34} {us:,.0f} us")
    print(f"  {'model files':<34} {model_size() / 1e6:,.1f} MB")


def model_size() -> int:
    """Bytes of the model the guard embeds with (weights and tokenizer or vocabulary)."""
    from pathlib import Path

    from teambrain.core import meaning
    from teambrain.core.meaning import model, pinned

    where = meaning.chosen()
    if not where:
        files = [pinned.path(), meaning.VOCAB]
    else:
        files = model.model_files(Path(where).expanduser())
    return sum(f.stat().st_size for f in files)


def _first_fingerprint_us(meaning: bool) -> float:
    """A fresh interpreter's import of the guard and its first fingerprint (with the model's
    load when `meaning`): what a one-off `teambrain kb save` pays."""
    import subprocess
    import sys

    from teambrain.core import meaning as meanings  # `meaning` is the flag

    code = (
        "import time; t = time.perf_counter(); from teambrain.core.knowledge import dedup; "
        "from teambrain.core import meaning; "
        f"meaning.configure({meanings.chosen()!r}); "
        f"dedup.fingerprint('Run the migrations first.', meaning={meaning}); "
        "print((time.perf_counter() - t) * 1e6)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    return float(out.stdout)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pairs", type=Path, default=PAIRS)
    parser.add_argument("--split", choices=SPLITS, default="held-out")
    parser.add_argument(
        "--model", default=None, help="A model on disk in place of the shipped one (see --help)."
    )
    parser.add_argument("--groups", default="", help="Only groups named with this prefix.")
    parser.add_argument("--sweep", action="store_true", help="Also try other thresholds.")
    parser.add_argument("--errors", action="store_true", help="List the misjudged pairs.")
    parser.add_argument("--speed", action="store_true", help="Also time fingerprints and matches.")
    args = parser.parse_args()
    if args.model is not None:
        from teambrain.core import meaning

        meaning.configure(args.model)
    pairs = in_groups(load_pairs(args.pairs, args.split), args.groups)
    dup = sum(p["duplicate"] for p in pairs)
    print(
        f"{args.split}: {len(pairs)} pairs ({dup} duplicates, {len(pairs) - dup} different), "
        f"threshold {NEAR_THRESHOLD}, model {args.model or 'shipped'}"
    )
    print(_line("baseline (v1 fingerprint)", evaluate(pairs, baseline_guard())))
    print(_line("lexical only (no meaning)", evaluate(pairs, entries_guard(meaning=False))))
    print(_line("guard against entries", evaluate(pairs, entries_guard())))
    print(_line("guard against tombstones", evaluate(pairs, tombstone_guard())))
    if args.speed:
        speed(pairs)
    if args.sweep:
        for t in (0.5, 0.55, 0.6, 0.65, 0.7, 0.72, 0.75, 0.8, 0.85):
            print(_line(f"entries, threshold {t:.2f}", evaluate(pairs, entries_guard(t))))
    if args.errors:
        for name, judge in (("entries", entries_guard()), ("tombstones", tombstone_guard())):
            for p in pairs:
                if judge(p["a"], p["b"]) != p["duplicate"]:
                    a, b = fingerprint(p["a"]), fingerprint(p["b"])
                    label = "missed duplicate" if p["duplicate"] else "false duplicate"
                    print(
                        f"- {name}: {label} ({p['kind']}, {p['group']}, "
                        f"similarity {dedup.similarity(a, b):.2f}, "
                        f"meaning {dedup.meaning_similarity(a, b):.2f}):"
                    )
                    print(f"    {p['a']}\n    {p['b']}")


if __name__ == "__main__":
    main()
