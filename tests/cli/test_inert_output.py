"""Captured content is data: planted escape sequences never reach a terminal, and the Markdown
export renders as inert text under a CommonMark renderer (invariant 14).

The store is filled with control sequences in every field a capture or a lesson can carry
(ESC/CSI colour and clear-screen, OSC title and hyperlink, 8-bit C1 CSI, NUL, DEL, bell), then
every reading command prints it, as its owner and as a teammate at the ceremony."""

from __future__ import annotations

import json
import os
import re
from datetime import UTC, datetime, timedelta

import pytest
from click.testing import CliRunner
from markdown_it import MarkdownIt
from teambrain.cli.main import cli
from teambrain.core.episodes.model import Usage
from teambrain.core.knowledge import entries as knowledge

from tests.hostile_text import BEACON, EVIL, FENCE
from tests.mcpserver.episode_world import PassThrough, capture

CONTROLS = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f]")


@pytest.fixture
def planted(store):
    now = datetime.now(UTC)
    capture(
        store,
        "alice",
        f"please look {EVIL}\n{BEACON}\n{FENCE}",
        f"done {EVIL}\n{BEACON}\n{FENCE}",
        at=now - timedelta(minutes=5),
        session=f"evil{EVIL.replace(chr(0), '')}\nsession ## Heading",  # NUL: see capture tests
        tools=[(f"bash{EVIL}`\n```", {"cmd": EVIL + FENCE}, f"out {EVIL}\n{FENCE}")],
        model=f"claude{EVIL}",
        usage=Usage(input_tokens=3, output_tokens=4),
    )
    entry = knowledge.save(store, "alice", f"Always check {EVIL} {BEACON}", sanitizer=PassThrough())
    knowledge.approve(store, "alice", entry.id)
    pending = knowledge.save(store, "alice", f"Pending lesson {EVIL}", sanitizer=PassThrough())
    return entry.id, pending.id


def run(store, owner: str, *args: str) -> str:
    result = CliRunner().invoke(cli, ["--store", store.url, "--as", owner, *args])
    assert result.exit_code == 0, result.output
    return result.output


def test_no_command_prints_a_control_character(store, planted) -> None:
    approved, pending = planted
    session = json.loads(run(store, "alice", "timeline", "list", "--json"))[0]["session_id"]
    exchange = json.loads(run(store, "alice", "episodes", "list", "--json"))[0]
    assert "\x1b" in exchange["user_digest"]  # stored as captured (an odd session id is hashed)
    commands = [
        ("episodes", "list"),
        ("episodes", "show", exchange["id"]),
        ("episodes", "show", exchange["events"][0]["id"]),
        ("timeline", "list"),
        ("timeline", "show", session),
        ("timeline", "export", session, "--format", "markdown"),
        ("timeline", "export", session, "--format", "json"),
        ("timeline", "export", session, "--format", "html"),
        ("recall", "please look red"),
        ("review", "list"),
        ("kb", "list"),
        ("kb", "show", approved),
        ("kb", "show", pending),
        ("audit",),
        ("decay", "list"),
        ("stats",),
        ("usage",),
        ("usage", "--by", "session"),
    ]
    for args in commands:
        for extra in ((), ("--json",)) if args[1:2] != ("export",) else ((),):
            out = run(store, "alice", *args, *extra)
            assert not CONTROLS.search(out.replace("\n", "").replace("\t", "")), (args, extra, out)
    # a teammate at the ceremony sees alice's lesson: inert on their terminal too
    for extra in ((), ("--json",)):
        out = run(store, "bob", "ceremony", "agenda", *extra)
        assert "Always check" in out and not CONTROLS.search(out.replace("\n", ""))
    shown = run(store, "alice", "episodes", "show", exchange["id"])
    assert "␛[31mred" in shown  # shown, not dropped: a reader sees something was there


def linkifying() -> MarkdownIt:
    """A GitHub-flavoured renderer that turns bare URLs, `www.` and domains into links."""
    return MarkdownIt("gfm-like", {"linkify": True}).enable("linkify")


@pytest.mark.parametrize("renderer", [lambda: MarkdownIt("commonmark"), linkifying])
def test_the_markdown_export_renders_as_inert_text(store, planted, renderer) -> None:
    session = json.loads(run(store, "alice", "timeline", "list", "--json"))[0]["session_id"]
    text = run(store, "alice", "timeline", "export", session, "--format", "markdown")
    tokens = renderer().parse(text)
    kinds = {t.type for t in tokens}
    inline = [c for t in tokens if t.children for c in t.children]
    assert "html_block" not in kinds and not any(c.type == "html_inline" for c in inline)
    assert not any(c.type == "image" for c in inline)
    assert not any(c.type == "link_open" for c in inline)
    # every captured text is one fence of ours: user and assistant per turn, input and result per step
    fences = [t for t in tokens if t.type == "fence"]
    assert len(fences) == 4 and all(f.info == "text" for f in fences)
    assert any("```" in f.content and "~~~~" in f.content for f in fences)
    headings = [t for t in tokens if t.type == "heading_open"]
    assert [h.tag for h in headings] == ["h1", "h2", "h3"]  # the session, its turn, its step
    html = renderer().render(text)
    assert (
        "<a " not in html
        and "<img" not in html
        and "<script" not in html
        and "onerror" not in html.replace("onerror=alert(1)&gt;", "")
    )


def test_an_export_onto_an_existing_file_is_private(store, planted, tmp_path) -> None:
    target = tmp_path / "session.json"
    target.write_text("old, world-readable\n")
    os.chmod(target, 0o644)
    session = json.loads(run(store, "alice", "timeline", "list", "--json"))[0]["session_id"]
    run(store, "alice", "timeline", "export", session, "--format", "json", "-o", str(target))
    assert target.stat().st_mode & 0o777 == 0o600
    assert json.loads(target.read_text())["executable"] is False
    assert not list(tmp_path.glob(".teambrain-*"))  # no temporary file left behind


LINKS = "https://evil.com/a www.evil.com/b mailto:x@evil.com x@evil.org evil.net ftp://evil.com"


def test_the_markdown_export_has_no_link_under_a_linkifying_renderer(store) -> None:
    """GitHub-flavoured renderers turn a bare URL, `www.` or a domain into a live link; a
    captured name (session, tool) in the export's lines must stay text there too."""
    capture(
        store,
        "alice",
        f"see {LINKS}",
        f"fetched {LINKS}",
        at=datetime.now(UTC) - timedelta(minutes=5),
        session=f"s-{LINKS}",
        tools=[(f"fetch {LINKS}", {"url": LINKS}, f"got {LINKS}")],
    )
    session = json.loads(run(store, "alice", "timeline", "list", "--json"))[0]["session_id"]
    text = run(store, "alice", "timeline", "export", session, "--format", "markdown")
    md = linkifying()
    inline = [c for t in md.parse(text) if t.children for c in t.children]
    assert not [c for c in inline if c.type == "link_open"], [
        c.attrs for c in inline if c.type == "link_open"
    ]
    html = md.render(text)
    assert "<a " not in html and "href" not in html
    # still readable: the escapes render as the characters they stand for
    assert "https://evil.com/a" in html and "www.evil.com/b" in html
