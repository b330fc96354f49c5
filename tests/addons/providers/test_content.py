"""The content helpers: harness removal, flattening, tool arguments, the last user turn."""

from __future__ import annotations

import pytest
from teambrain.addons.providers.content import (
    ASSISTANT,
    OTHER,
    USER,
    Said,
    flatten,
    json_args,
    last_user_turn,
    strip_harness,
)
from teambrain.core.capture.captured import CapturedToolResult


@pytest.mark.parametrize(
    "text,want",
    [
        ("plain words", "plain words"),
        ("<system-reminder>ctx</system-reminder>", ""),
        (
            "<system-reminder>a</system-reminder>\nfix it\n<system-reminder>b</system-reminder>",
            "fix it",
        ),
        ("fix it\n<system-reminder>never closed", "fix it"),
        ("what does <system-reminder> mean?", "what does <system-reminder> mean?"),
        ("<environment_context><cwd>/r</cwd></environment_context>", ""),
        ("<user_instructions>AGENTS.md</user_instructions>", ""),
        ("<command-name>/review</command-name>", "<command-name>/review</command-name>"),
    ],
)
def test_strip_harness(text: str, want: str) -> None:
    assert strip_harness(text) == want


def test_flatten_blocks_and_tool_outputs() -> None:
    assert flatten([{"type": "text", "text": "a"}, {"type": "image"}, None, 3]) == "a\n[image]"
    assert (
        flatten({"type": "web_search_result", "title": "T", "url": "U", "encrypted_content": "E"})
        == "T\nU"
    )
    assert flatten({"stdout": "out", "stderr": "err", "return_code": 1}) == "out\nerr"


def test_flatten_survives_absurd_nesting() -> None:
    deep: list = []
    node = deep
    for _ in range(5000):
        node.append([])
        node = node[0]
    node.append("bottom")
    assert flatten(deep) == ""


@pytest.mark.parametrize(
    "value,want",
    [
        (None, "{}"),
        ("", "{}"),
        ({}, "{}"),
        ('{"a": 1, "b": [1, 2]}', '{"a":1,"b":[1,2]}'),
        ({"path": "ü"}, '{"path":"ü"}'),
        ('{"cut": "mid', '"{\\"cut\\": \\"mid"'),
        ("*** Begin Patch", '"*** Begin Patch"'),
        ("[" * 50_000 + "]" * 50_000, '"' + "[" * 50_000 + "]" * 50_000 + '"'),
    ],
)
def test_json_args_is_always_json(value, want: str) -> None:
    assert json_args(value) == want


def r(tool_id: str) -> CapturedToolResult:
    return CapturedToolResult(tool_id=tool_id, content="x")


@pytest.mark.parametrize(
    "conversation,text,continuation,results",
    [
        ([], "", False, []),
        ([Said(USER, ["hi"])], "hi", False, []),
        ([Said(USER, ["a"]), Said(ASSISTANT), Said(USER, results=[r("1")])], "", True, ["1"]),
        (
            [
                Said(USER, results=[r("0")]),
                Said(ASSISTANT),
                Said(USER, results=[r("1")]),
                Said(USER, ["go"]),
            ],
            "go",
            False,
            ["1"],
        ),
        ([Said(USER, ["q"]), Said(OTHER, ["sys"]), Said(USER, ["more"])], "q\n\nmore", False, []),
        ([Said(USER, ["q"]), Said(ASSISTANT), Said(ASSISTANT)], "q", False, []),
        ([Said(USER, ["q"]), Said(ASSISTANT), Said(OTHER)], "", False, []),
    ],
)
def test_last_user_turn(conversation, text, continuation, results) -> None:
    turn = last_user_turn(conversation)
    assert (turn.text, turn.continuation, [x.tool_id for x in turn.results]) == (
        text,
        continuation,
        results,
    )
