"""The honest-empty gate's fitted weights, written by bench/recall_eval.py --fit.

Fitted on 4 conversations of the LoCoMo dev half (conv-26, conv-30, conv-41, conv-42;
conv-43 held out): 582 answerable questions (categories 1-4) against 1752 negatives (the
other conversations' questions with the speakers' names swapped), by L2-regularized logistic
regression (penalty 1.0 on standardized features, Newton's method). THRESHOLD answers empty
92.25% of those negatives: the smallest share at which, leaving each conversation out in
turn, 90% of the held-out negatives are empty. Weights apply to the raw features that
core/recall/search.py's _features computes. The figures to quote are the leave-one-
conversation-out ones that bench/recall_eval.py prints (docs/recall.md), never in-sample
ones.
"""

WEIGHTS = {
    "context_coverage": 3.366256,
    "coverage_best": -1.640375,
    "coverage_needed": 3.808372,
    "coverage_top": -1.473751,
    "found": -5.274945,
    "margin": 0.387136,
    "matched_top": -1.557512,
    "meaning_best": 2.15188,
    "meaning_lead": 8.100277,
    "meaning_top": 3.110599,
    "missing": -1.564245,
    "named_time": 0.49568,
    "pairs_top": 1.777875,
    "rarest_in_top": 0.196986,
    "score_top": 0.09663,
    "terms": -0.542529,
    "time_top": 0.656618,
    "top3_coverage": -0.569194,
    "unmatched_max": 0.849534,
    "when_dated_top": 0.441908,
}
MEANS = {
    "context_coverage": 0.43614,
    "coverage_best": 0.402949,
    "coverage_needed": 0.764457,
    "coverage_top": 0.391096,
    "found": 0.721058,
    "margin": 0.132305,
    "matched_top": 0.478887,
    "meaning_best": 0.442806,
    "meaning_lead": 0.225934,
    "meaning_top": 0.276067,
    "missing": 0.343323,
    "named_time": 0.065124,
    "pairs_top": 0.090283,
    "rarest_in_top": 0.669237,
    "score_top": 0.659165,
    "terms": 1.414306,
    "time_top": 0.047129,
    "top3_coverage": 0.516711,
    "unmatched_max": 0.726055,
    "when_dated_top": 0.092973,
}
"""Each feature's mean over the questions fitted on: what the gate reads for one the
search could not compute (core/recall/gate.py)."""
BIAS = -3.668125
THRESHOLD = 0.384907
"""The probability the gate asks of a query before it answers."""
