"""The API's request bodies: closed sets are typed, and a word outside one is refused on
decode with the error the API has always answered for it (code and wording)."""

from __future__ import annotations

import msgspec
import pytest
from teambrain.core.errors import TeambrainError
from teambrain.core.recall.options import KINDS, RecallError
from teambrain.core.service import api
from teambrain.core.service.requests import DecideArgs, ExportArgs, RecallArgs


def _decisions(*words: object) -> bytes:
    return msgspec.json.encode(
        {"decisions": [{"entry_id": f"E{n}", "decision": w} for n, w in enumerate(words)]}
    )


@pytest.mark.parametrize("kind", KINDS)
def test_each_kind_decodes(kind: str) -> None:
    assert RecallArgs.decode(msgspec.json.encode({"query": "q", "kind": kind})).kind == kind


def test_a_kind_outside_the_set_is_refused_on_decode_as_recall_refuses_it() -> None:
    with pytest.raises(RecallError) as refused:
        RecallArgs.decode(b'{"query": "deploy", "kind": "emails"}')
    assert str(refused.value) == "unknown kind 'emails': use one of exchanges, executions, both"
    assert api.code_of(refused.value) == "invalid_argument"
    with pytest.raises(msgspec.ValidationError, match=r"Expected `str`, got `int` - at `\$.kind`"):
        RecallArgs.decode(b'{"query": "deploy", "kind": 3}')


def test_decision_aliases_decode_as_their_word() -> None:
    got = DecideArgs.decode(_decisions("keep_private", "keep-private", " Share ", "archive"))
    assert [d.decision for d in got.decisions] == ["private", "private", "share", "archive"]
    assert [d.decision for d in DecideArgs.of([("E0", "Keep_Private")]).decisions] == ["private"]


def test_a_decision_outside_the_set_is_refused_on_decode_as_the_ceremony_refuses_it() -> None:
    with pytest.raises(TeambrainError) as refused:
        DecideArgs.decode(_decisions("share", "keep-private", "publish"))
    assert str(refused.value) == "unknown decision 'publish': say share, private or archive"
    assert api.code_of(refused.value) == "invalid_argument"
    with pytest.raises(TeambrainError, match="unknown decision 'publish'"):
        DecideArgs.of([("E0", "publish")])
    with pytest.raises(msgspec.ValidationError, match=r"decisions\[1\]\.decision"):
        DecideArgs.decode(_decisions("share", None))


def test_another_closed_set_keeps_msgspecs_refusal() -> None:
    with pytest.raises(msgspec.ValidationError, match=r"Invalid enum value 'pdf' - at `\$.format`"):
        ExportArgs.decode(b'{"ref": "S1", "format": "pdf"}')
