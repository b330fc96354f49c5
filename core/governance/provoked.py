"""What a person's message led the agent to do: the terms of the first tool calls after it.

A correction is answered by the agent's next move. "no, we dont pip anything into the venv"
and "put it in properly, as a real dependency in the lockfile" share few words, and the
sentence model reads them as far apart; but after each the agent ran `uv add`. Two sayings of
different sessions that led to alike calls, and are somewhat alike in words, are likely one
rule said twice. The calls are read by their signature, flags and variables (a command) or by
the terms of what they wrote or fetched (an edit, a fetch): never by their output.
"""

from __future__ import annotations

import json
from collections import defaultdict
from collections.abc import Sequence

from teambrain.core.episodes.model import Episode, ExecutionEvent
from teambrain.core.governance import failures, shared_terms

CALLS = 2
"""The calls after a message that answer it: the agent's first move, and its second."""
MAX_INPUT_CHARS = 2_000
"""What of an edit's or a fetch's input is read for its terms."""


def call_terms(tool: str, input_digest: str) -> set[str]:
    """What one call is about: a command's signature, flags and variables; otherwise the
    terms of the strings it was given (a path, the text written, an address), and of a
    command that writes a file."""
    if tool.lower() not in failures.SHELL_TOOLS:
        return shared_terms.terms(" ".join(_strings(input_digest))[:MAX_INPUT_CHARS])
    call = failures.parse_call(tool, input_digest)
    out = (
        {f"run:{call.signature}"}
        | {f"flag:{f}" for f in call.flags}
        | {f"env:{v}" for v in call.env}
    )
    if failures.edits_code(tool, input_digest):  # a file written by the shell
        out |= shared_terms.terms(call.text[:MAX_INPUT_CHARS])
    return out


def _strings(input_digest: str) -> list[str]:
    try:
        value = json.loads(input_digest)
    except ValueError:
        return [input_digest]
    if isinstance(value, dict):
        return [v for v in value.values() if isinstance(v, str)]
    return [value] if isinstance(value, str) else []


def provoked(
    episodes: Sequence[Episode], events: Sequence[ExecutionEvent], calls: int = CALLS
) -> dict[str, frozenset[str]]:
    """Each message's episode id -> the terms of the first `calls` tool calls the agent made
    after it: asked for by its answer, or by the answers to the tool results that followed,
    up to the person's next message."""
    asked: dict[str, list[ExecutionEvent]] = defaultdict(list)
    for event in events:
        asked[event.exchange_id].append(event)
    by_session: dict[str, list[Episode]] = defaultdict(list)
    for episode in episodes:
        if not episode.agent_id:  # a subagent's calls answer its own prompt, not the person
            by_session[episode.session_id].append(episode)
    out: dict[str, frozenset[str]] = {}
    for session in by_session.values():
        session.sort(key=lambda ep: ep.started_at)
        message: Episode | None = None
        made: list[ExecutionEvent] = []
        for episode in session:
            if not episode.continuation:
                if message is not None:
                    out[message.id] = _terms(made, calls)
                message, made = episode, []
            made += sorted(asked.get(episode.id, ()), key=lambda e: e.order)
        if message is not None:
            out[message.id] = _terms(made, calls)
    return out


def _terms(made: Sequence[ExecutionEvent], calls: int) -> frozenset[str]:
    return frozenset().union(*(call_terms(e.tool_name, e.input_digest) for e in made[:calls]))
