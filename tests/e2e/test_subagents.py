"""End to end: a Claude Code session that spawns a subagent, through a real mitmdump.

The anthropic SDK sends the requests as Claude Code 2.1 does: the person's turn, the main
agent's `Agent` tool call, the subagent's own requests under the same session id with
`x-claude-code-agent-id`, and the main agent's turn with the subagent's result. The person's
words stay the person's; the subagent's are its own, with who spoke on each episode and the
`Agent` call (whose input holds the prompt) to nest the subagent's turns under.
"""

from __future__ import annotations

import json
import uuid

import anthropic
from teambrain.core.episodes.model import CONTINUATION_DIGEST

from tests.e2e.proxy import TeambrainProxy
from tests.e2e.test_capture_sdk import session_of, wait_session
from tests.fakes.upstream import FakeUpstream

AGENT_TOOL = {
    "name": "Agent",
    "description": "Launch a new agent to handle a task",
    "input_schema": {
        "type": "object",
        "properties": {"description": {"type": "string"}, "prompt": {"type": "string"}},
    },
}
BASH_TOOL = {
    "name": "Bash",
    "description": "Run a shell command",
    "input_schema": {"type": "object", "properties": {"command": {"type": "string"}}},
}


def client(upstream: FakeUpstream, proxy: TeambrainProxy, **headers: str) -> anthropic.Anthropic:
    return anthropic.Anthropic(
        base_url=upstream.url,
        api_key="sk-ant-api03-test-key",
        max_retries=0,
        default_headers={"user-agent": "claude-cli/2.1.197 (external, cli)", **headers},
        http_client=anthropic.DefaultHttpxClient(proxy=proxy.url),
    )


def ask(sdk: anthropic.Anthropic, messages: list, tools: list) -> anthropic.types.Message:
    return sdk.messages.create(
        model="claude-sonnet-4-5", max_tokens=100, messages=messages, tools=tools
    )


def test_a_subagents_turns_are_the_agents(proxy: TeambrainProxy, upstream: FakeUpstream) -> None:
    session = str(uuid.uuid4())
    main = client(upstream, proxy, **{"x-claude-code-session-id": session})
    words = "why does the nightly build fail?"
    spawn = ask(main, [{"role": "user", "content": words}], [AGENT_TOOL, BASH_TOOL])
    call = next(b for b in spawn.content if b.type == "tool_use")
    assert call.name == "Agent"
    prompt = call.input["prompt"]

    agent = client(
        upstream,
        proxy,
        **{"x-claude-code-session-id": session, "x-claude-code-agent-id": "a6cdb4952d6cf055f"},
    )
    asked = [{"role": "user", "content": prompt}]
    run = ask(agent, asked, [BASH_TOOL])
    bash = next(b for b in run.content if b.type == "tool_use")
    result = [{"type": "tool_result", "tool_use_id": bash.id, "content": "exit 2: no space left"}]
    history = [*asked, {"role": "assistant", "content": [b.model_dump() for b in run.content]}]
    found = ask(agent, [*history, {"role": "user", "content": result}], [BASH_TOOL])

    back = [{"type": "tool_result", "tool_use_id": call.id, "content": found.content[0].text}]
    spawned = [{"role": "assistant", "content": [b.model_dump() for b in spawn.content]}]
    ask(main, [{"role": "user", "content": words}, *spawned, {"role": "user", "content": back}], [])

    episodes, events = wait_session(proxy, session, 4)
    by_agent = [(e.agent_id, e.user_digest, e.prompt_digest) for e in episodes]
    assert by_agent == [
        ("", words, ""),  # the person
        ("a6cdb4952d6cf055f", "", prompt),  # the main agent's words, the subagent's turn
        ("a6cdb4952d6cf055f", CONTINUATION_DIGEST, ""),
        ("", CONTINUATION_DIGEST, ""),
    ]
    assert all(e.session_id == session for e in episodes)
    assert not any(prompt in e.user_digest for e in episodes)
    spawning = next(e for e in events if e.tool_name == "Agent")
    assert spawning.exchange_id == episodes[0].id
    assert json.loads(spawning.input_digest)["prompt"] == episodes[1].prompt_digest, (
        "the spawning call's prompt names the subagent's first turn: the timeline nests on it"
    )
    store = proxy.wait_for(
        lambda s: any(
            e.tool_name == "Bash" and e.result_digest for e in session_of(s, "alice", session)[1]
        )
    )
    (ran,) = [e for e in session_of(store, "alice", session)[1] if e.tool_name == "Bash"]
    assert ran.exchange_id == episodes[1].id, "the subagent's tool call is in its own turn"
    assert ran.result_digest == "exit 2: no space left"
    # the timeline nests the subagent's turns under the Agent step that spawned it
    from teambrain.core.timeline.sessions import timeline

    walked = timeline(store, "alice", session)
    agent_step = next(s.n for s in walked.steps if s.tool == "Agent")
    shape = [(x.agent, x.depth, x.spawned_by, bool(x.prompt)) for x in walked.exchanges]
    assert shape == [
        ("", 0, None, False),
        ("a6cdb4952d6cf055f", 1, agent_step, True),
        ("a6cdb4952d6cf055f", 1, agent_step, False),
        ("", 0, None, False),
    ]
    assert walked.exchanges[1].user == "" and walked.exchanges[1].prompt == prompt
