"""The honest-empty gate's fitted weights, written by bench/recall_eval.py --fit.

Fitted on 4 conversations of the LoCoMo dev half (conv-26, conv-30, conv-41, conv-42;
conv-43 held out): 582 answerable questions (categories 1-4) against 1752 negatives (the
other conversations' questions with the speakers' names swapped), by L2-regularized logistic
regression (penalty 1.0 on standardized features, Newton's method). THRESHOLD answers empty
91.75% of those negatives: the smallest share at which, leaving each conversation out in
turn, 90% of the held-out negatives are empty. Weights apply to the raw features that
core/recall/search.py's _features computes. The figures to quote are the leave-one-
conversation-out ones that bench/recall_eval.py prints (docs/recall.md), never in-sample
ones.
"""

WEIGHTS = {
    "context_coverage": 3.851173,
    "coverage_best": -3.71276,
    "coverage_needed": 3.602522,
    "coverage_top": 0.333456,
    "found": -5.979591,
    "margin": -0.144418,
    "matched_top": -0.693552,
    "meaning_best": 2.430131,
    "meaning_lead": 8.055476,
    "meaning_top": 2.259797,
    "missing": -1.227482,
    "named_time": 0.375944,
    "pairs_top": 1.719367,
    "rarest_in_top": 0.105218,
    "score_top": -0.076828,
    "terms": -0.411508,
    "time_top": 0.766651,
    "top3_coverage": 0.016039,
    "unmatched_max": 0.885879,
    "when_dated_top": 0.489147,
}
MEANS = {
    "context_coverage": 0.447192,
    "coverage_best": 0.402949,
    "coverage_needed": 0.764457,
    "coverage_top": 0.387808,
    "found": 0.721058,
    "margin": 0.124664,
    "matched_top": 0.462539,
    "meaning_best": 0.442806,
    "meaning_lead": 0.225934,
    "meaning_top": 0.273524,
    "missing": 0.343323,
    "named_time": 0.065124,
    "pairs_top": 0.087186,
    "rarest_in_top": 0.69623,
    "score_top": 0.657043,
    "terms": 1.414306,
    "time_top": 0.047558,
    "top3_coverage": 0.522408,
    "unmatched_max": 0.719998,
    "when_dated_top": 0.105827,
}
"""Each feature's mean over the questions fitted on: what the gate reads for one the
search could not compute (core/recall/gate.py)."""
BIAS = -3.807512
THRESHOLD = 0.384408
"""The probability the gate asks of a query before it answers."""
