"""What changed in a session's context from one turn to the next.

Capture keeps no request body, so the context a model saw is known only by what each turn
brought into it: the person's new words, the tool results the request carried back, a change
of model, and the prompt's size in tokens as the provider counted it (with what came from the
cache). Each agent speaks in a context of its own: a subagent's turn is compared with that
subagent's previous turn, never with its parent's. Read from a Timeline alone; nothing here
touches the store.
"""

from __future__ import annotations

import msgspec
from teambrain.core.timeline.sessions import Timeline
from teambrain.core.usage.tokens import prompt_tokens


class ContextChange(msgspec.Struct, kw_only=True):
    """How one turn's context differs from the same agent's previous turn."""

    exchange: int
    """The turn's number in the timeline."""
    first: bool
    """The agent's first turn: its context opens here."""
    prompt_tokens: int | None
    """The whole prompt as the provider counted it, cached part included; None if unreported."""
    delta_tokens: int | None
    """prompt_tokens minus the previous turn's (negative: history was dropped or compacted)."""
    cached_tokens: int | None
    """Of the prompt, what was read from the provider's cache."""
    user_spoke: bool
    """The person (or, for a subagent, its spawning agent) added words."""
    results: list[int]
    """Steps whose results this turn's request carried back to the model."""
    model_from: str = ""
    """The previous turn's model, when this turn asked another one."""


def context_changes(t: Timeline) -> list[ContextChange]:
    """One ContextChange per exchange, in the timeline's order."""
    carried: dict[str, list[int]] = {}
    for step in t.steps:
        if step.result_exchange_id and step.result_exchange_id != step.exchange_id:
            carried.setdefault(step.result_exchange_id, []).append(step.n)
    previous: dict[str, tuple[int | None, str]] = {}
    changes = []
    for ex in t.exchanges:
        tokens = prompt_tokens(ex.usage)
        before = previous.get(ex.agent)
        prior_tokens, prior_model = before if before else (None, "")
        changes.append(
            ContextChange(
                exchange=ex.n,
                first=before is None,
                prompt_tokens=tokens,
                delta_tokens=None
                if tokens is None or prior_tokens is None
                else tokens - prior_tokens,
                cached_tokens=ex.usage.cache_read_tokens,
                user_spoke=bool(ex.prompt if ex.agent else ex.user) and not ex.continuation,
                results=carried.get(ex.id, []),
                model_from=prior_model if before and prior_model != ex.model else "",
            )
        )
        previous[ex.agent] = (tokens, ex.model)
    return changes
