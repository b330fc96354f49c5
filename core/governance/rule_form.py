"""Whether a saying reads as a standing rule, by meaning: nearer the rules people state to an
agent than the asks they make of it.

The offline reflector's markers (core/governance/reflector_offline.py) catch a rule by its
form ("always", "X, not Y", "we use"); people also state one as a plain fact ("dags go under
airflow/dags/<team>", "mail in dev = mailcatcher"). This scores a saying by the sentence
model's cosine to a few generic rule sentences less its cosine to a few generic asks, both
written in no project's vocabulary, so the score carries the form of a statement and not the
words of one corpus.
"""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING

from teambrain.core.governance.sentences import vectors

if TYPE_CHECKING:
    import numpy as np

RULES = (
    "We always do it this way in this project.",
    "Never do that here, use the other tool instead.",
    "Use this one, not that one.",
    "Those files go in that folder, not next to the code.",
    "The service listens on this port, the other port is something else.",
    "That value is in milliseconds, not seconds.",
    "Every new module needs a test and a docs entry.",
    "Our naming convention is a prefix and then the name.",
    "Remember to run the setup step first, it is always needed after a fresh clone.",
    "Don't do that, it breaks the build for everyone.",
    "This environment uses a different host than production.",
    "The old one is deprecated, we only use the new one now.",
)
"""Standing rules, conventions and facts, in general words."""
ASKS = (
    "Can you fix this bug?",
    "Run the tests.",
    "Run the end to end checks for this part.",
    "Build it and deploy it to the test environment.",
    "The build is broken on my machine, look at it.",
    "Thanks, that works now.",
    "Add a button to the settings page.",
    "Why does this fail?",
    "The customer reported the crash on their phone yesterday.",
    "Rename this function and update the callers.",
    "What does this code do?",
    "Ok, go ahead and push it.",
)
"""Tasks, questions, reports and replies: what is said to an agent and is no rule."""


@cache
def _prototypes() -> tuple[np.ndarray, np.ndarray]:
    return vectors(RULES), vectors(ASKS)


def standing(rows: np.ndarray) -> np.ndarray:
    """Per unit row (a saying's sentence vector): nearest rule's cosine less nearest ask's."""
    rules, asks = _prototypes()
    if not len(rows):
        return rows[:, :0].sum(axis=1)
    return (rows @ rules.T).max(axis=1) - (rows @ asks.T).max(axis=1)
