"""A Claude Code subagent's turns are the agent's, never the person's.

Subagents run under the session id of the conversation that spawned them, with
`x-claude-code-agent-id` (and `x-claude-code-parent-agent-id` when another subagent spawned
them). Their user turns are written by the spawning agent: the episode says which agent
spoke and keeps those words as its prompt, out of `user_digest` (the person's words, which
recall, reflection and every surface read as "you").
"""

from __future__ import annotations

import json
import time
from typing import Any

import pytest
from teambrain.addons.exchange import RawExchange, build_exchange
from teambrain.core.capture.build import build_record
from teambrain.core.config import Config
from teambrain.core.episodes.model import CONTINUATION_DIGEST
from teambrain.core.identity import agent_from_headers

from tests.fakes.reflector_upstream import text_sanitizer

SESSION = "6fbf92ec-0204-4c71-a249-35a41e4e4ea4"
PROMPT = "Subtask for a helper agent: find why the build of ann@example.com fails"


@pytest.fixture(scope="module")
def sanitizer():  # noqa: ANN201
    return text_sanitizer()


@pytest.mark.parametrize(
    ("headers", "expected"),
    [
        ({}, ("", "")),
        ({"x-claude-code-agent-id": "a6cdb4952d6cf055f"}, ("a6cdb4952d6cf055f", "")),
        (
            {
                "x-claude-code-agent-id": "a4d4c1771bf63275c",
                "x-claude-code-parent-agent-id": "a6cdb4952d6cf055f",
            },
            ("a4d4c1771bf63275c", "a6cdb4952d6cf055f"),
        ),
        ({"x-claude-code-parent-agent-id": "a6cdb4952d6cf055f"}, ("", "")),  # no agent: main
        ({"x-claude-code-agent-id": "a" * 65}, ("", "")),  # not a short plain id: ignored
        ({"x-claude-code-agent-id": "a1\x00b"}, ("", "")),
        ({"x-claude-code-agent-id": "<script>"}, ("", "")),
    ],
)
def test_who_spoke_comes_from_the_agent_headers(
    headers: dict[str, str], expected: tuple[str, str]
) -> None:
    assert agent_from_headers(headers) == expected


def turn(user: Any, headers: dict[str, str]) -> RawExchange:
    """A Claude Code Messages request (harness reminder first, as Claude Code sends it)."""
    content = [
        {
            "type": "text",
            "text": "<system-reminder>\nToday's date is 2026-11-30.\n</system-reminder>",
        },
        *(user if isinstance(user, list) else [{"type": "text", "text": user}]),
    ]
    body = {
        "model": "claude-sonnet-4-5",
        "max_tokens": 100,
        "system": [{"type": "text", "text": "You are Claude Code."}],
        "messages": [{"role": "user", "content": content}],
    }
    reply = {
        "id": "msg_1",
        "type": "message",
        "role": "assistant",
        "model": "claude-sonnet-4-5",
        "content": [{"type": "text", "text": "On it."}],
        "stop_reason": "end_turn",
        "usage": {"input_tokens": 3, "output_tokens": 2},
    }
    return RawExchange(
        provider="anthropic",
        owner="ann",
        started_at=time.time(),
        headers={"x-claude-code-session-id": SESSION, **headers},
        request_body=json.dumps(body).encode(),
        body=json.dumps(reply).encode(),
        status_code=200,
        ended_at=time.time(),
    )


def test_a_subagents_prompt_is_the_agents_not_the_persons(sanitizer) -> None:  # noqa: ANN001
    config = Config()
    headers = {"x-claude-code-agent-id": "a6cdb4952d6cf055f"}
    record = build_record(build_exchange(turn(PROMPT, headers), config), sanitizer, config)
    episode = record.episode
    assert episode.session_id == SESSION, "a subagent stays in the session that spawned it"
    assert episode.agent_id == "a6cdb4952d6cf055f" and episode.parent_agent_id == ""
    assert episode.user_digest == "", "nothing the person said"
    assert episode.prompt_digest == (
        "Subtask for a helper agent: find why the build of <EMAIL_ADDRESS> fails"
    ), "kept as the agent's words, sanitized like any digest"
    assert episode.sanitizer == {"EMAIL_ADDRESS": 1}


def test_the_main_agent_keeps_the_persons_words(sanitizer) -> None:  # noqa: ANN001
    config = Config()
    record = build_record(build_exchange(turn("check the build", {}), config), sanitizer, config)
    assert record.episode.user_digest == "check the build"
    assert record.episode.agent_id == record.episode.prompt_digest == ""


def test_a_subagents_tool_results_turn_stays_a_continuation(sanitizer) -> None:  # noqa: ANN001
    config = Config()
    results = [{"type": "tool_result", "tool_use_id": "toolu_9", "content": "ok"}]
    headers = {
        "x-claude-code-agent-id": "a4d4c1771bf63275c",
        "x-claude-code-parent-agent-id": "a6cdb4952d6cf055f",
    }
    record = build_record(build_exchange(turn(results, headers), config), sanitizer, config)
    episode = record.episode
    assert episode.continuation and episode.user_digest == CONTINUATION_DIGEST
    assert episode.prompt_digest == "" and episode.parent_agent_id == "a6cdb4952d6cf055f"
    assert [r.tool_id for r in record.results] == ["toolu_9"]
