"""What a person's message led the agent to do: the first calls after it, up to the next
message, read by signature or by what they wrote; a subagent's calls are its own."""

from __future__ import annotations

import json

import msgspec
from teambrain.core.governance.provoked import call_terms, provoked

from tests.core.governance.test_reflector_offline import Week


def _call(tool: str, **given: str) -> set[str]:
    return call_terms(tool, json.dumps(given))


def test_a_command_is_read_by_its_signature_flags_and_variables_never_its_output() -> None:
    terms = _call("Bash", command="UV_FROZEN=1 uv add --dev ruff")
    assert terms == {"run:uv add", "flag:--dev", "env:UV_FROZEN"}


def test_an_edit_is_read_by_what_it_wrote() -> None:
    terms = _call("Edit", file_path="app/settings.py", new_string="TIME_ZONE = 'UTC'")
    assert {"time_zone", "utc"} <= {t.lower() for t in terms}


def test_the_first_two_calls_after_a_message_answer_it_up_to_the_next_message() -> None:
    week = Week()
    first = week.say("s1", "use uv add, not pip")
    week.run("s1", "uv add shapely")  # each call's result goes back: a continuation
    week.run("s1", "uv lock --check")
    week.run("s1", "git commit -qam deps")
    then = week.say("s1", "now run the tests")
    week.run("s1", "pytest -q")
    # a subagent's exchange in the same session: its calls answer its own prompt
    subagent = msgspec.structs.replace(
        week.episodes[-1], id="sub", agent_id="a1", continuation=False
    )
    curl = msgspec.structs.replace(
        week.events[-1], id="sub-ev", exchange_id="sub", input_digest='{"command": "curl x"}'
    )
    led = provoked([*week.episodes, subagent], [*week.events, curl])
    assert led[first] == {"run:uv add", "run:uv lock", "flag:--check"}
    assert led[then] == {"run:pytest", "flag:-q"}
    assert "sub" not in led
