"""The honest-empty gate's fitted weights, written by bench/recall_eval.py --fit.

Fitted on the LoCoMo dev half (5 conversations): 760
answerable questions (categories 1-4) against 3048 negatives (the other
conversations' questions with the speakers' names swapped), by L2-regularized
logistic regression (penalty 1.0 on standardized features, Newton's method).
THRESHOLD answers empty 91.00% of those negatives: the smallest share at
which, leaving each conversation out in turn, 90% of the held-out
negatives are empty. Weights apply to the raw features that core/recall.py's
_features computes. The figures to quote are the leave-one-conversation-out ones
that bench/recall_eval.py prints (docs/recall.md), never in-sample ones.
"""

WEIGHTS = {
    "context_coverage": 3.74126,
    "coverage_best": -4.343112,
    "coverage_needed": 4.257581,
    "coverage_top": -3.124578,
    "found": -2.726216,
    "margin": -0.140503,
    "matched_top": 0.222544,
    "missing": -1.601581,
    "named_time": 1.091742,
    "pairs_top": 2.139417,
    "rarest_in_top": 0.159071,
    "score_top": 2.407099,
    "terms": -0.208255,
    "top3_coverage": -0.322888,
    "unmatched_max": 1.21576,
}
BIAS = -4.102674
THRESHOLD = 0.303064
"""The probability the gate asks of a query before it answers."""
