"""The shareable session page in a real headless Chromium (tests/browser.py): it renders, no
script runs and no request leaves it, with hostile text in every captured field (invariant 14).

Each field of a session (the person's words, the response, the model, client, stop reason,
session id, tool name, tool input and result) holds the inert-output tests' hostile strings and
HTML that would run a script (each logs `PWNED <field>` and calls alert) or load from a canary
server on 127.0.0.1 that records every request it gets. The page is exported with
`teambrain timeline export --html` and opened from its file three ways: as written; with its
Content-Security-Policy switched off, so escaping alone must hold; and with the hostile markup
put in raw under the page's own head, so the policy alone must hold.
"""

from __future__ import annotations

import json
import struct
import threading
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from http.server import ThreadingHTTPServer
from pathlib import Path

import pytest
from click.testing import CliRunner
from teambrain.cli.main import cli
from teambrain.core.episodes.model import Usage
from teambrain.core.store import Store, open_store

from tests.browser import headless_chromium
from tests.fakes.http import FakeHandler
from tests.hostile_text import everything, markup, short
from tests.mcpserver.episode_world import capture

FIELDS = ("user", "assistant", "input", "result", "next-user", "next-assistant")
"""The free-text fields planted, each with its own mark (names are planted short)."""
SHORT_FIELDS = ("model", "client", "stop", "tool", "session")
LOADING = ("script", "img", "iframe", "svg", "link", "base", "form", "object", "embed", "a")
"""Elements that would run or load something: the page has none."""


class Canary(ThreadingHTTPServer):
    daemon_threads = True

    def __init__(self) -> None:
        self.hits: list[str] = []
        canary = self

        class Handler(FakeHandler):
            def do_GET(self) -> None:
                canary.hits.append(self.path)
                self.send_response(204)
                self.send_header("Content-Length", "0")
                self.end_headers()

        super().__init__(("127.0.0.1", 0), Handler)

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.server_address[1]}"


@pytest.fixture
def canary() -> Iterator[Canary]:
    server = Canary()
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield server
    server.shutdown()
    server.server_close()


@pytest.fixture
def lmdb_store(tmp_path: Path) -> Iterator[Store]:
    store = open_store(tmp_path / "store", map_size_mb=16)
    yield store
    store.close()


@pytest.fixture
def page_file(lmdb_store: Store, canary: Canary, tmp_path: Path) -> Path:
    """A two-turn session with a tool call, hostile in every field, exported as a page."""
    text = {mark: everything(canary.url, mark) for mark in FIELDS}
    now = datetime.now(UTC)
    common = {
        "session": short("session"),
        "model": short("model"),
        "client": short("client"),
        "stop_reason": short("stop"),
    }
    capture(
        lmdb_store,
        "alice",
        text["user"],
        text["assistant"],
        at=now - timedelta(minutes=5),
        tools=[(short("tool"), {"command": text["input"]}, None)],
        tool_ids=["toolu_01hostile"],
        usage=Usage(input_tokens=1200, output_tokens=80, cache_read_tokens=9000),
        **common,
    )
    capture(
        lmdb_store,
        "alice",
        text["next-user"],
        text["next-assistant"],
        at=now - timedelta(minutes=4),
        results=[("toolu_01hostile", text["result"])],
        usage=Usage(input_tokens=300, output_tokens=40, cache_read_tokens=10200),
        **common,
    )
    out = tmp_path / "session.html"
    runner = CliRunner()
    args = ["--store", lmdb_store.url, "--as", "alice"]
    listed = runner.invoke(cli, [*args, "timeline", "list", "--json"])
    session = json.loads(listed.output)[0]["session_id"]
    result = runner.invoke(cli, [*args, "timeline", "export", session, "--html", "-o", str(out)])
    assert result.exit_code == 0, result.output
    return out


class Watch:
    """What a page did: console lines, dialogs, every request but its own file, and which of
    those the browser refused before they reached the network (and why)."""

    def __init__(self, page, own: str) -> None:
        self.console: list[str] = []
        self.dialogs: list[str] = []
        self.requests: list[str] = []
        self.refused: dict[str, str] = {}
        page.on("requestfailed", lambda r: self.refused.__setitem__(r.url, r.failure or ""))
        page.on("console", lambda m: self.console.append(m.text))
        page.on("dialog", lambda d: (self.dialogs.append(d.message), d.dismiss()))
        page.on("request", lambda r: r.url != own and self.requests.append(r.url))


def open_page(browser, path: Path, *, bypass_csp: bool):
    context = browser.new_context(bypass_csp=bypass_csp, viewport={"width": 1100, "height": 900})
    page = context.new_page()
    own = path.as_uri()
    watch = Watch(page, own)
    page.goto(own, wait_until="load")
    return page, watch


def loaded_nothing(page, watch: Watch, canary: Canary) -> None:
    """No script ran, no request left, nothing that loads or runs is in the document."""
    assert not [line for line in watch.console if "PWNED" in line], watch.console
    assert watch.dialogs == []
    assert watch.requests == []
    assert canary.hits == []
    found = page.evaluate(f"() => document.querySelectorAll({','.join(LOADING)!r}).length")
    assert found == 0
    assert page.evaluate("() => document.querySelectorAll('[onerror],[onload]').length") == 0


def png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    return struct.unpack(">II", data[16:24])


@pytest.mark.parametrize("bypass_csp", [False, True], ids=["as-written", "escaping-alone"])
def test_the_page_renders_and_runs_nothing(page_file, canary, tmp_path, bypass_csp) -> None:
    with headless_chromium() as browser:
        page, watch = open_page(browser, page_file, bypass_csp=bypass_csp)
        shot = page.screenshot(path=str(tmp_path / "page.png"), full_page=True)
        loaded_nothing(page, watch, canary)
        if not bypass_csp:
            assert watch.console == []  # not even a refusal: nothing the policy had to stop
        # it renders: the page's own style applies (allowed by its hash), every turn and step
        # is laid out, and the hostile text reads as text
        width, height = png_size(shot)
        assert width == 1100 and height > 900
        white_space = "() => getComputedStyle(document.querySelector('pre')).whiteSpace"
        assert page.evaluate(white_space) == "pre-wrap"
        assert page.locator("section.turn").count() == 2
        assert page.locator("section.step").count() == 1
        assert page.locator("section.step").bounding_box()["height"] > 50
        body = page.inner_text("body")
        for mark in FIELDS:
            assert f"<script>console.log('PWNED {mark}')" in body
            assert f"{canary.url}/img-{mark}" in body
        for mark in ("model", "client", "stop", "tool"):
            assert f"<script>console.log('PWNED {mark}')</script>" in body
            assert f"{mark}<U+202E><b>" in body  # a bidirectional override shown, not applied
        assert "␛]0;owned␇" in body  # terminal controls shown, not sent
        assert page.title().startswith("teambrain session")


def test_the_policy_alone_stops_scripts_and_loads(page_file, canary, tmp_path) -> None:
    """The page's head above hostile markup that was never escaped: the policy must refuse
    every script and every load by itself. (A meta refresh is a navigation, which no policy
    governs: escaping is what keeps it out, as the test above shows.)"""
    page_text = page_file.read_text()
    head = page_text[: page_text.index("<body>")]
    raw = "\n".join(
        line
        for line in markup(canary.url, "raw").splitlines()
        if 'http-equiv="refresh"' not in line
    )
    raw_file = tmp_path / "raw.html"
    raw_file.write_text(f"{head}<body><main><pre>{raw}</pre></main></body></html>\n")
    with headless_chromium() as browser:
        page, watch = open_page(browser, raw_file, bypass_csp=False)
        page.screenshot(path=str(tmp_path / "raw.png"))
        assert not [line for line in watch.console if "PWNED" in line]
        assert watch.dialogs == []
        # Chromium names a subresource it refused before refusing it: each one refused, by
        # the policy, and none reached the network
        assert watch.refused == {url: "csp" for url in watch.requests}
        assert canary.hits == []
        assert any("Content Security Policy" in line for line in watch.console)  # it refused
        assert page.evaluate("() => document.querySelectorAll('script').length") > 0
