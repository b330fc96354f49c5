"""The honest-empty gate's fitted weights, written by bench/recall_eval.py --fit.

Fitted on 4 conversations of the LoCoMo dev half (conv-26, conv-30, conv-41, conv-42;
conv-43 held out): 582 answerable questions (categories 1-4) against 1752 negatives (the
other conversations' questions with the speakers' names swapped), by L2-regularized logistic
regression (penalty 1.0 on standardized features, Newton's method). THRESHOLD answers empty
91.50% of those negatives: the smallest share at which, leaving each conversation out in
turn, 90% of the held-out negatives are empty. Weights apply to the raw features that
core/recall/search.py's _features computes. The figures to quote are the leave-one-
conversation-out ones that bench/recall_eval.py prints (docs/recall.md), never in-sample
ones.
"""

WEIGHTS = {
    "context_coverage": 3.4535,
    "coverage_best": -0.455077,
    "coverage_needed": 3.539015,
    "coverage_top": -2.249827,
    "found": -5.297309,
    "margin": 0.545972,
    "matched_top": -1.760043,
    "meaning_best": 2.863117,
    "meaning_lead": 7.669971,
    "meaning_top": 3.394373,
    "missing": -1.411638,
    "named_time": 0.406337,
    "pairs_top": 2.207526,
    "rarest_in_top": 0.143651,
    "score_top": -0.074409,
    "terms": -0.666942,
    "time_top": 0.836263,
    "top3_coverage": -0.485626,
    "unmatched_max": 0.85923,
    "when_dated_top": 0.512469,
}
MEANS = {
    "context_coverage": 0.436225,
    "coverage_best": 0.402949,
    "coverage_needed": 0.764457,
    "coverage_top": 0.391216,
    "found": 0.721058,
    "margin": 0.133565,
    "matched_top": 0.478537,
    "meaning_best": 0.42998,
    "meaning_lead": 0.224278,
    "meaning_top": 0.271822,
    "missing": 0.343323,
    "named_time": 0.065124,
    "pairs_top": 0.089601,
    "rarest_in_top": 0.669666,
    "score_top": 0.659732,
    "terms": 1.414306,
    "time_top": 0.046701,
    "top3_coverage": 0.517585,
    "unmatched_max": 0.725806,
    "when_dated_top": 0.092973,
}
"""Each feature's mean over the questions fitted on: what the gate reads for one the
search could not compute (core/recall/gate.py)."""
BIAS = -3.657008
THRESHOLD = 0.351708
"""The probability the gate asks of a query before it answers."""
