"""The honest-empty gate: is a recall query answered by what it found, or not at all?

Features of the query and of its candidates (core/recall/search.py computes them: coverage of the
query's IDF mass by the top hit, the best hit and the top hit's session context; the mass no
record holds; the top score and its margin; how many terms the top hit matches; whether it
holds the rarest term; the query's length; whether it names a time, whether the top hit
falls in it, and, for a question asking when, whether the top hit's text names a time,
core/recall/time_prior.py; how near the query the candidates are by meaning,
core/episodes/meaning.py) are combined by a
logistic model whose weights live in core/recall/gate_model.py, with how they were fitted.
The gate answers when the model's probability reaches the threshold fitted with them; a
one-word query is answered when a record holds the word.

A feature the search could not compute (the meaning features, when no candidate has a
meaning of the query's model: an execution, an exchange captured before meanings were kept)
is read at its mean over the questions the model was fitted on (MEANS): unknown, not low.

Invariant: a query the gate does not answer gets an empty result (invariant 10, honest
recall); the gate never adds hits, it only keeps or drops the ranked list.
"""

from __future__ import annotations

import math

from teambrain.core.recall import gate_model as model


def probability(features: dict[str, float]) -> float:
    """The model's probability that the query is answered."""
    z = model.BIAS + sum(
        w * features.get(name, model.MEANS.get(name, 0.0)) for name, w in model.WEIGHTS.items()
    )
    return 1.0 / (1.0 + math.exp(-max(min(z, 50.0), -50.0)))


def relevance(features: dict[str, float]) -> float:
    """The probability over the threshold: 1.0 or more answers.

    A one-word query is a keyword search: a record holding the word answers it (the model,
    fitted on questions of several words, has nothing to weigh there).
    """
    if not features:
        return 0.0
    if features.get("terms") == 0.0:
        return features["coverage_best"]
    return probability(features) / model.THRESHOLD
