"""The honest-empty gate's fitted weights, written by bench/recall_eval.py --fit.

Fitted on the LoCoMo dev half (5 conversations): 760 answerable questions (categories 1-4)
against 3048 negatives (the other conversations' questions with the speakers' names
swapped), by L2-regularized logistic regression (penalty 1.0 on standardized features,
Newton's method). THRESHOLD answers empty 91.00% of those negatives: the smallest share at
which, leaving each conversation out in turn, 90% of the held-out negatives are empty.
Weights apply to the raw features that core/recall/search.py's _features computes. The figures to
quote are the leave-one-conversation-out ones that bench/recall_eval.py prints
(docs/recall.md), never in-sample ones.
"""

WEIGHTS = {
    "context_coverage": 3.741538,
    "coverage_best": -4.392289,
    "coverage_needed": 4.270438,
    "coverage_top": -3.128851,
    "found": -2.700772,
    "margin": -0.139204,
    "matched_top": 0.231609,
    "missing": -1.594621,
    "named_time": 1.111047,
    "pairs_top": 2.134038,
    "rarest_in_top": 0.158847,
    "score_top": 2.412874,
    "terms": -0.220956,
    "top3_coverage": -0.309939,
    "unmatched_max": 1.215062,
}
BIAS = -4.108223
THRESHOLD = 0.304003
"""The probability the gate asks of a query before it answers."""
