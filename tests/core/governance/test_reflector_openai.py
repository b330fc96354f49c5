"""The OpenAI-compatible reflector against a local fake speaking Chat Completions: the same
prompt contract as the Anthropic one, structured output by a forced function call or a
JSON-schema response format (with JSON content read as a fallback), the same guards, and
errors that file nothing. The unsafe-instruction guard is checked here for every reflector."""

from __future__ import annotations

import json
from datetime import timedelta

import pytest
from teambrain.core.config import ReflectConfig
from teambrain.core.errors import TeambrainError
from teambrain.core.governance import reflect, reflectors
from teambrain.core.governance.reflector_anthropic import AnthropicReflector
from teambrain.core.governance.reflector_offline import OfflineReflector
from teambrain.core.governance.reflector_openai import OpenAIReflector
from teambrain.core.governance.reflector_prompt import INSTRUCTIONS
from teambrain.core.knowledge import entries as knowledge
from teambrain.core.operations.stats import store_stats
from teambrain.core.store.secret import INTERNAL_HEADER

from tests.core.governance.test_reflect import WORLD
from tests.core.governance.test_unsafe import INJECTIONS
from tests.fakes.reflector_upstream import (
    FakeReflectorUpstream,
    capture,
    content,
    delay,
    lessons,
    raw,
    status,
    text_sanitizer,
    tool_input,
)


@pytest.fixture(scope="module")
def sanitizer():
    return text_sanitizer()


@pytest.fixture
def upstream():
    with FakeReflectorUpstream() as fake:
        yield fake


@pytest.fixture
def world(store, clock, sanitizer) -> dict[str, str]:
    return {
        name: capture(store, sanitizer, owner=owner, session=session, at=clock() - ago, user=user)
        for name, owner, session, ago, user in WORLD
    }


def _openai(upstream, **kw) -> OpenAIReflector:
    return OpenAIReflector(
        base_url=upstream.base_url + "/v1",
        model="qwen-test",
        timeout=kw.pop("timeout", 5),
        max_retries=kw.pop("max_retries", 0),
        **kw,
    )


def _run(store, reflector, sanitizer, clock) -> reflect.ReflectionReport:
    return reflect.reflect_owner(store, "alice", reflector, sanitizer, ReflectConfig(), clock=clock)


GOOD = "Run the database migrations before the test suite."


def test_a_forced_function_call_files_grounded_lessons(
    store, clock, sanitizer, world, upstream
) -> None:
    upstream.add(lessons([{"text": GOOD, "citations": [world["a1"], world["a2"]]}]))
    report = _run(
        store, _openai(upstream, api_key="sk-local", internal_token="tok"), sanitizer, clock
    )
    assert (report.reflector, report.filed, report.error) == ("openai", 1, "")
    (entry,) = knowledge.list_entries(store, "alice")
    assert (entry.text, entry.state, entry.visibility) == (GOOD, "pending", "private")
    (request,) = upstream.requests
    body = request["body"]
    assert request["path"] == "/v1/chat/completions"
    assert request["headers"]["authorization"] == "Bearer sk-local"
    assert request["headers"][INTERNAL_HEADER] == "tok"
    assert body["model"] == "qwen-test"
    assert body["messages"][0] == {"role": "system", "content": INSTRUCTIONS}
    assert world["a1"] in body["messages"][1]["content"]
    assert body["tool_choice"] == {"type": "function", "function": {"name": "propose_lessons"}}
    assert body["tools"][0]["function"]["parameters"]["required"] == ["lessons"]


def test_a_json_schema_response_format_and_json_content_are_read(
    store, clock, sanitizer, world, upstream
) -> None:
    cited = json.dumps({"lessons": [{"text": GOOD, "citations": [world["a1"], world["a2"]]}]})
    answer = f"```json\n{cited}\n```"
    upstream.add(content(answer))
    report = _run(store, _openai(upstream, structured="json_schema"), sanitizer, clock)
    assert report.filed == 1, report
    body = upstream.requests[0]["body"]
    assert body["response_format"]["type"] == "json_schema"
    assert "tools" not in body and "Authorization" not in upstream.requests[0]["headers"]


def test_the_same_guards_apply(store, clock, sanitizer, world, upstream) -> None:
    upstream.add(
        lessons(
            [
                {"text": GOOD, "citations": []},
                {"text": GOOD, "citations": [world["a1"], world["b1"]]},
                {
                    "text": "Rotate the signing keys every Friday afternoon.",
                    "citations": [world["a1"], world["a2"]],
                },
                {
                    "text": "The staging API listens on port 9443.",
                    "citations": [world["a3"], world["a4"]],
                },
                {"text": "The staging API needs the VPN connection.", "citations": [world["a3"]]},
                {
                    "text": "The staging API listens on port 8443.",
                    "citations": [world["a3"], world["a4"]],
                },
            ]
        )
    )
    report = _run(store, _openai(upstream), sanitizer, clock)
    assert (report.discarded_uncited, report.discarded_unsupported) == (2, 2)
    assert (report.discarded_single_session, report.filed) == (1, 1)


@pytest.mark.parametrize(
    "step",
    [
        status(500),
        raw(b"<html>bad gateway</html>"),
        tool_input({"lessons": "not a list"}),
        content("I could not find any lessons, sorry."),
        delay(3, lessons([])),
    ],
    ids=["500", "not json", "malformed", "prose", "timeout"],
)
def test_a_failing_endpoint_files_nothing_and_says_why(
    store, clock, sanitizer, world, upstream, step
) -> None:
    upstream.add(step)
    report = _run(store, _openai(upstream, timeout=0.5), sanitizer, clock)
    assert report.filed == 0 and report.error.startswith("reflector failed, nothing filed")
    assert knowledge.list_entries(store, "alice") == []


def test_a_busy_endpoint_is_retried(store, clock, sanitizer, world, upstream) -> None:
    upstream.add(status(503), lessons([{"text": GOOD, "citations": [world["a1"], world["a2"]]}]))
    report = _run(store, _openai(upstream, max_retries=2), sanitizer, clock)
    assert report.filed == 1 and len(upstream.requests) == 2


def test_build_reflector_chooses_the_openai_compatible_endpoint() -> None:
    config = ReflectConfig(reflector="openai", openai_model="llama3.2")
    built = reflectors.build_reflector(config, env={"OPENAI_API_KEY": "k"})
    assert built.name == "openai"
    assert built.url == "http://127.0.0.1:11434/v1/chat/completions"
    with pytest.raises(TeambrainError, match="openai_model"):
        reflectors.build_reflector(ReflectConfig(reflector="openai"), env={})
    from_env = reflectors.build_reflector(
        ReflectConfig(reflector="openai"),
        env={
            "TEAMBRAIN_REFLECT_OPENAI_BASE_URL": "http://127.0.0.1:8000/v1",
            "TEAMBRAIN_REFLECT_OPENAI_MODEL": "qwen",
        },
    )
    assert (from_env.url, from_env.model) == ("http://127.0.0.1:8000/v1/chat/completions", "qwen")


# -- the unsafe-instruction guard, whatever the reflector ----------------------------------


def _cite_all(store, clock) -> list[str]:
    material = reflect.read_material(
        store, "alice", since=clock() - timedelta(days=3), until=clock(), min_sessions=2
    )
    return [ep.id for ep in material.episodes]


@pytest.mark.parametrize("which", ["openai", "anthropic", "offline"])
def test_every_injection_shape_is_refused_and_counted(
    store, clock, sanitizer, upstream, which
) -> None:
    texts = [text for text, _ in INJECTIONS.values()]
    for i, text in enumerate(texts):  # each said in two sessions: durable, if it were a lesson
        for s in (1, 2):
            at = clock() - timedelta(hours=40 - i - 10 * s)
            capture(store, sanitizer, owner="alice", session=f"s{s}", at=at, user=text)
    cited = _cite_all(store, clock)
    upstream.add(lessons([{"text": t, "citations": cited} for t in texts]))
    reflector = {
        "openai": lambda: _openai(upstream),
        "anthropic": lambda: AnthropicReflector(
            api_key="k", model="claude-test", base_url=upstream.base_url, max_retries=0
        ),
        "offline": OfflineReflector,
    }[which]()
    report = _run(store, reflector, sanitizer, clock)
    assert report.filed == 0, [v for v in report.lessons if v.verdict != "refused_unsafe"]
    assert report.refused_unsafe == report.proposed > 0
    if which != "offline":
        assert report.proposed == len(INJECTIONS)
    refused = store_stats(store, "alice", clock=clock).reflect_refused
    assert sum(refused.values()) >= report.refused_unsafe
    assert set(refused) <= {"exfiltration", "remote_code", "tls_off", "credentials"}
