"""What the offline reflector's grouping costs as a person's sentences grow.

Two weeks of a busy person's typing is a few thousand sentences. Grouping them is average
linkage over their pairwise similarities; this prints, for N sentences in groups of ten
(random directions, each saying near its group's), the time to group them per connected part
of the similarity graph, as the reflector does, beside merging over all of them at once (the
baseline, the same clusters), in one run, and the time the fitted likeness takes to read every
pair (core/governance/likeness.py) beside the pooled cosine. Then, on the reflection
benchmark's own sentences (the first MAX_SAYINGS of every split's, once each: as many as one
pass groups), what comparing them costs: the model run, the pooled cosine over all pairs (the
baseline), and aligning the word pieces of each pair at or above alignment.FLOOR
(core/governance/alignment.py), CPU seconds:

    .venv/bin/python bench/reflect_scale.py [--sizes 1000,2000,4000]
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from teambrain.core import meaning  # noqa: E402
from teambrain.core.governance import alignment, likeness, reflector_offline  # noqa: E402
from teambrain.core.governance.reflector_offline import GROUP_COSINE, clusters  # noqa: E402
from teambrain.core.governance.sentences import read  # noqa: E402

from bench.reflect_corpus import SPLITS, Say, load_split  # noqa: E402


def sayings(n: int, seed: int = 0) -> np.ndarray:
    """N unit rows in groups of ten around random directions."""
    rng = np.random.default_rng(seed)
    centres = np.repeat(rng.normal(size=(max(1, n // 10), 384)), 10, axis=0)[:n]
    rows = (centres + rng.normal(scale=0.7, size=centres.shape)).astype(np.float32)
    return rows / np.linalg.norm(rows, axis=1, keepdims=True)


def at_once(rows: np.ndarray, threshold: float) -> list[list[int]]:
    """The baseline: average linkage over every sentence at once."""
    sim = rows @ rows.T
    np.fill_diagonal(sim, -np.inf)
    return sorted(reflector_offline._average_linkage(sim, threshold), key=lambda m: m[0])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="1000,2000,4000")
    args = parser.parse_args()
    print(
        f"{'sentences':>10}{'groups':>8}{'by part (s)':>14}{'at once (s)':>14}  same"
        f"{'likeness (s)':>14}{'cosine (s)':>12}"
    )
    for n in (int(x) for x in args.sizes.split(",")):
        rows = sayings(n)
        start = time.perf_counter()
        parts = clusters(rows, GROUP_COSINE)
        by_part = time.perf_counter() - start
        start = time.perf_counter()
        whole = at_once(rows, GROUP_COSINE)
        baseline = time.perf_counter() - start
        fitted, cosine = likeness_cost(rows)
        print(
            f"{n:>10}{len(parts):>8}{by_part:>14.2f}{baseline:>14.2f}  {str(parts == whole):<4}"
            f"{fitted:>14.2f}{cosine:>12.2f}"
        )
    # a pass groups at most MAX_SAYINGS of one person's sentences; every split's together are
    # tens of thousands, whose pairwise matrix alone would be gigabytes
    every = corpus_sentences()
    texts = every[: reflector_offline.MAX_SAYINGS]
    start = time.process_time()
    rows, states = read(texts)
    embedded = time.process_time() - start
    start = time.process_time()
    cosine = rows @ rows.T
    pooled = time.process_time() - start
    start = time.process_time()
    alignment.similarity(states, rows)
    aligned = time.process_time() - start
    pairs = int(np.triu(cosine >= alignment.FLOOR, 1).sum())
    print(
        f"{len(texts)} of the {len(every)} benchmark sentences: model {embedded:.2f} s, pooled cosine "
        f"{pooled:.3f} s, aligned {min(pairs, alignment.MAX_PAIRS)} pairs {aligned:.2f} s "
        f"({aligned / max(1, pairs) * 1e6:.0f} us a pair)"
    )


def likeness_cost(rows: np.ndarray) -> tuple[float, float]:
    """Seconds to read every pair by the fitted likeness (core/governance/likeness.py, its
    signals given), beside the pooled cosine alone (the baseline)."""
    model = likeness.for_model(meaning.identity())
    if model is None:
        return float("nan"), float("nan")
    start = time.perf_counter()
    cosine = rows @ rows.T
    pooled = time.perf_counter() - start
    start = time.perf_counter()
    model.alike(model.logits(cosine, cosine, rows, cosine, cosine), GROUP_COSINE)
    return time.perf_counter() - start, pooled


def corpus_sentences() -> list[str]:
    """Every sentence a person types in the benchmark's splits that could state a lesson."""
    out: dict[str, None] = {}
    for name in SPLITS:
        split = load_split(name)
        sayings = [*split.tasks.values()]
        beats = [b for tasks in sayings for task in tasks for b in task]
        beats += [b for x in [*split.lessons, *split.distractors] for s in x.sayings for b in s]
        for beat in beats:
            if isinstance(beat, Say):
                out.update((lesson, None) for _, lesson, _ in reflector_offline.readable(beat.text))
    return list(out)


if __name__ == "__main__":
    main()
