"""The turn that is asking: a recall must not answer from the question it is answering.

A client going through the proxy (Claude Code calling teambrain's MCP tool) has its turn
captured before the tool runs: the person's typed question, and the response that asks for
`recall_episodes` with the query as input, its result still pending. This module finds that
turn for a query, so recall can leave it out.

Invariant: only the acting owner's records are read; a turn is left out only while its call
to the recall tool is pending and only for a query whose every term its input holds.
"""

from __future__ import annotations

from datetime import datetime, timedelta

from teambrain.core.episodes import index as ix
from teambrain.core.episodes.model import ExecutionEvent
from teambrain.core.store import Txn
from teambrain.core.text.search_terms import terms

IN_FLIGHT = timedelta(minutes=15)
"""How far back a pending call to teambrain's recall tool counts as the turn asking now."""
IN_FLIGHT_SCAN = 500
"""Recent tool calls looked at to find it."""


def asking_turn(txn: Txn, owner: str, query_words: set[str], now: datetime) -> set[str]:
    """Ids of the records of the turn that is asking this very question: left out of its
    answer.

    A client going through the proxy has its turn captured before the tool runs: the typed
    question and the pending call to teambrain's recall tool whose input holds this query.
    That call's exchange, the exchanges of the same turn before it (back to the person's
    message) and their tool calls must not answer their own question.
    """
    ids: set[str] = set()
    if not query_words:
        return ids
    pending = txn.episodes.pending_calls(
        owner, now - IN_FLIGHT, scan=IN_FLIGHT_SCAN, tools=ix.OWN_TOOLS
    )
    for event in pending:
        if query_words <= set(terms(event.input_digest)):
            ids |= _turn(txn, owner, event)
    return ids


def _turn(txn: Txn, owner: str, event: ExecutionEvent) -> set[str]:
    """Ids of the exchanges of the turn that asked for `event`, and of their tool calls."""
    turn: set[str] = set()
    for record_id in txn.episodes.session_exchange_ids(
        owner, event.session_id, through=event.exchange_id, newest_first=True
    ):
        episode = txn.episodes.episode(owner, record_id)
        if episode is None:
            continue
        turn.add(episode.id)
        if not episode.continuation:
            break  # the person's own message opened the turn
    for record_id in txn.episodes.session_event_ids(owner, event.session_id):
        call = txn.episodes.event(owner, record_id)
        if call is not None and call.exchange_id in turn:
            turn.add(call.id)
    return turn
