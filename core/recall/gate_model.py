"""The honest-empty gate's fitted weights, written by bench/recall_eval.py --fit.

Fitted on the LoCoMo dev half (5 conversations): 760 answerable questions (categories 1-4)
against 3048 negatives (the other conversations' questions with the speakers' names
swapped), by L2-regularized logistic regression (penalty 1.0 on standardized features,
Newton's method). THRESHOLD answers empty 91.25% of those negatives: the smallest share at
which, leaving each conversation out in turn, 90% of the held-out negatives are empty.
Weights apply to the raw features that core/recall/search.py's _features computes. The
figures to quote are the leave-one-conversation-out ones that bench/recall_eval.py prints
(docs/recall.md), never in-sample ones.
"""

WEIGHTS = {
    "context_coverage": 3.791315,
    "coverage_best": -4.057922,
    "coverage_needed": 4.28889,
    "coverage_top": -3.752484,
    "found": -2.763997,
    "margin": -0.059766,
    "matched_top": 0.124248,
    "missing": -1.65422,
    "named_time": 0.694072,
    "pairs_top": 2.031095,
    "rarest_in_top": 0.167938,
    "score_top": 2.582785,
    "terms": -0.182082,
    "time_top": 0.545409,
    "top3_coverage": -0.374545,
    "unmatched_max": 1.190743,
    "when_dated_top": 0.475433,
}
BIAS = -4.087755
THRESHOLD = 0.308528
"""The probability the gate asks of a query before it answers."""
