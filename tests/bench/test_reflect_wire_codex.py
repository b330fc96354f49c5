"""The corpus as Codex sends it: a tool that is neither the shell nor apply_patch (an MCP
server's) goes out as a function call of its own name, and its result as its own content."""

from __future__ import annotations

import json

from bench.reflect_corpus import Reply, Say, Session, Tool
from bench.reflect_wire_codex import request_body


def test_an_mcp_tool_call_goes_out_under_its_own_name() -> None:
    dashboard = '{"dashboard": {"uid": "freezers", "version": 41}}'
    call = Tool("mcp__grafana__get_dashboard_by_uid", {"uid": "freezers"}, dashboard)
    beats = [(Say("what does the freezers dash have?"), ""), (call, ""), (Reply("Two panels."), "")]
    session = Session("olu-d00-000", "olu", 0, 600, beats, "codex")
    turns = session.exchanges()
    body = request_body(session, turns, len(turns) - 1)
    (made,) = [i for i in body["input"] if i["type"] == "function_call"]
    assert made["name"] == "mcp__grafana__get_dashboard_by_uid"
    assert json.loads(made["arguments"]) == {"uid": "freezers"}
    (answer,) = [i for i in body["input"] if i["type"] == "function_call_output"]
    assert (answer["call_id"], answer["output"]) == (made["call_id"], dashboard)
