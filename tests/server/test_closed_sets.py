"""Closed sets over the API: a word outside recall's kinds or the ceremony's decisions is
refused when the body is decoded, with the code and wording the API has always answered,
and the aliases the API accepts still decide."""

from __future__ import annotations

from teambrain.core import audit
from teambrain.core.knowledge import entries as knowledge
from teambrain.core.store import Store

from tests.server.conftest import TOKENS, TeamServer, World

ALICE = TOKENS["alice"]


def test_a_word_outside_a_closed_set_is_refused_as_before_and_aliases_decide(
    team_server: TeamServer, world: World, store: Store
) -> None:
    on_agenda = world.entries[("alice", "agenda")]
    before = audit.read(store, "alice", limit=1000)
    refusals = [
        (
            "recall",
            {"query": "deploy", "kind": "emails"},
            "unknown kind 'emails': use one of exchanges, executions, both",
        ),
        (
            "decide",
            {"decisions": [{"entry_id": on_agenda, "decision": "publish"}]},
            "unknown decision 'publish': say share, private or archive",
        ),
    ]
    for operation, body, message in refusals:
        reply = team_server.api(ALICE, operation, body)
        assert reply.status_code == 400, reply.text
        assert reply.json()["error"] == {"code": "invalid_argument", "message": message}
    typed_wrong = {"decisions": [{"entry_id": on_agenda, "decision": 1}]}
    assert team_server.api(ALICE, "decide", typed_wrong).json()["error"]["code"] == (
        "invalid_request"
    )
    assert audit.read(store, "alice", limit=1000) == before

    alias = {"decisions": [{"entry_id": on_agenda, "decision": "keep-private"}]}
    reply = team_server.api(ALICE, "decide", alias)
    assert reply.status_code == 200, reply.text
    assert reply.json()["counts"]["private"] == 1
    entry = knowledge.get_entry(store, "alice", on_agenda)
    assert (entry.state, entry.visibility, entry.history[-1].action) == (
        "approved",
        "private",
        "keep_private",
    )
