"""Every command of `teambrain`: where it lives and what it does, loaded only when used.

The root group lists commands from this table without importing them, so `teambrain --help`
and every command start without loading what other commands need (presidio, numpy, textual,
the MCP SDK...). A command's module is imported when it runs or its own help is asked for.
To add one: write cli/<noun>_cmd.py and add a row below (a test checks each row's help
matches the command's own docstring).
"""

from __future__ import annotations

from typing import NamedTuple


class Entry(NamedTuple):
    section: str
    module: str
    attribute: str
    help: str


SECTIONS = ("Capture", "Your records", "Knowledge", "Team", "Operator", "Surfaces")

COMMANDS: dict[str, Entry] = {
    "proxy": Entry(
        "Capture",
        "proxy_cmd",
        "proxy",
        "Run the capturing proxy (mitmdump with the teambrain addon).",
    ),
    "env": Entry(
        "Capture",
        "proxy_cmd",
        "env_cmd",
        "Print shell lines that route a client through the proxy and trust its CA.",
    ),
    "addon-path": Entry(
        "Capture",
        "proxy_cmd",
        "addon_path_cmd",
        'Print the addon script\'s path, for `mitmdump -s "$(teambrain addon-path)"`.',
    ),
    "fingerprint": Entry(
        "Capture",
        "proxy_cmd",
        "fingerprint_cmd",
        "Print an API key's one-way fingerprint, for the config's [owners.api_keys] map.",
    ),
    "episodes": Entry(
        "Your records", "episodes_cmd", "episodes", "Your captured exchanges (owner-private)."
    ),
    "recall": Entry(
        "Your records",
        "recall_cmd",
        "recall_cmd",
        "Find your own episodes that match QUERY (owner-private, honest when empty).",
    ),
    "timeline": Entry(
        "Your records",
        "timeline_cmd",
        "timeline_group",
        "The executions timeline: what your agents did, step by step, per session.",
    ),
    "stats": Entry(
        "Your records",
        "episodes_cmd",
        "stats",
        "Your figures and the store's: episodes, review queue, drops by reason, last runs.",
    ),
    "usage": Entry(
        "Your records",
        "usage_cmd",
        "usage_cmd",
        "Tokens and spend: cost, cache reads and writes, cache hit rate, per model, member, "
        "session or day.",
    ),
    "review": Entry(
        "Knowledge",
        "review_cmd",
        "review",
        "Review what reflection proposed and what you saved: approve or reject.",
    ),
    "kb": Entry(
        "Knowledge",
        "kb_cmd",
        "kb",
        "The knowledge base: lessons you saved or reflection proposed, once reviewed.",
    ),
    "ceremony": Entry(
        "Knowledge",
        "ceremony_cmd",
        "ceremony_group",
        "The share ceremony: decide, together, which approved lessons the team gets.",
    ),
    "decay": Entry(
        "Knowledge",
        "decay_cmd",
        "decay_group",
        "Bounded forgetting: flag idle lessons weekly, then keep or quarantine each.",
    ),
    "audit": Entry(
        "Knowledge",
        "audit_cmd",
        "audit_cmd",
        "The audit log of governance actions on your entries, newest first.",
    ),
    "serve": Entry(
        "Team",
        "serve_cmd",
        "serve",
        "Serve the team: every member reviews, shares and decides as their token's owner.",
    ),
    "login": Entry(
        "Team",
        "serve_cmd",
        "login",
        "Save your member token for a team server and act through it from now on.",
    ),
    "logout": Entry(
        "Team",
        "serve_cmd",
        "logout",
        "Forget the token for a team server (default: the one commands act through).",
    ),
    "whoami": Entry(
        "Team",
        "serve_cmd",
        "whoami",
        "Who commands act as, and where: the local store or a team server.",
    ),
    "reflect": Entry(
        "Operator",
        "reflect_cmd",
        "reflect_cmd",
        "Propose cited lessons from recent episodes into the review queue (at most 8 a day).",
    ),
    "tick": Entry(
        "Operator",
        "tick_cmd",
        "tick_cmd",
        "Run the jobs that are due: prune and reflect daily, decay weekly.",
    ),
    "prune": Entry(
        "Operator",
        "episodes_cmd",
        "prune_cmd",
        "Delete exchanges and tool calls older than the retention period (default 90 days).",
    ),
    "migrate": Entry(
        "Operator",
        "migrate_cmd",
        "migrate_cmd",
        "Apply the store's outstanding schema migrations (LMDB or PostgreSQL).",
    ),
    "outbox": Entry(
        "Operator",
        "outbox_cmd",
        "outbox",
        "This host's outbox for a PostgreSQL store: what waits, and dead letters sent again.",
    ),
    "doctor": Entry(
        "Operator",
        "doctor_cmd",
        "doctor",
        "Check this installation: config, store, CA, ports, proxy and sanitizer coverage; "
        "on a member's machine (logged in to a team server): the login, the server and the "
        "token.",
    ),
    "tui": Entry(
        "Surfaces",
        "tui_cmd",
        "tui_cmd",
        "The terminal dashboard: recall, timeline, review, ceremony, decay, knowledge.",
    ),
    "mcp": Entry(
        "Surfaces",
        "mcp_cmd",
        "mcp_cmd",
        "Serve recall (and knowledge tools) to Claude Code or Claude Desktop over MCP (stdio).",
    ),
}
