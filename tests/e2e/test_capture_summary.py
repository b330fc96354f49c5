"""The proxy says on its terminal that it captures: the first capture at once, then one line
per window with activity (captured, partial, dropped), nothing while idle, and nothing with
the summary off. A real mitmdump with the addon, the real anthropic SDK, a fake upstream."""

from __future__ import annotations

import socket
import time
from pathlib import Path

import anthropic
import pytest
from teambrain.core.episodes.records import list_episodes

from tests.e2e.proxy import TeambrainProxy
from tests.fakes.upstream import FakeUpstream

CONFIG = '[owners]\nlocal = "alice"\n'


def ask(proxy: TeambrainProxy, upstream: FakeUpstream, text: str) -> None:
    client = anthropic.Anthropic(
        base_url=upstream.url,
        api_key="sk-ant-api03-test-key",
        max_retries=0,
        http_client=anthropic.DefaultHttpxClient(proxy=proxy.url),
    )
    with client.messages.stream(
        model="claude-sonnet-4-5", max_tokens=50, messages=[{"role": "user", "content": text}]
    ) as stream:
        stream.get_final_message()


def wait_for_line(proxy: TeambrainProxy, needle: str, timeout: float = 60) -> str:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        for line in proxy.log().splitlines():
            if needle in line:
                return line
        time.sleep(0.1)
    raise AssertionError(f"no line with {needle!r} in:\n{proxy.log()}")


def test_the_terminal_says_what_was_captured(tmp_path: Path, upstream: FakeUpstream) -> None:
    options = {"teambrain_summary": 2}
    with TeambrainProxy(tmp_path, config=CONFIG, options=options) as proxy:
        ask(proxy, upstream, "the first question")
        first = wait_for_line(proxy, "first exchange captured")
        assert "teambrain episodes list" in first
        ask(proxy, upstream, "the second question")
        proxy.wait_for(lambda s: len(list_episodes(s, "alice")) == 2)
        line = wait_for_line(proxy, "captured, 0 dropped since start")
        assert "2 captured, 0 dropped since start" in line or "1 captured" in line
        assert line.startswith("teambrain ") and "last " in line


def test_the_summary_can_be_switched_off(tmp_path: Path, upstream: FakeUpstream) -> None:
    with TeambrainProxy(tmp_path, config=CONFIG, options={"teambrain_summary": 0}) as proxy:
        ask(proxy, upstream, "a quiet question")
        proxy.wait_for(lambda s: len(list_episodes(s, "alice")) == 1)
        assert "captured" not in proxy.log()


def test_an_upstream_it_cannot_reach_is_said_at_once(tmp_path: Path) -> None:
    """Without a network the client gets only a 502 and there is no exchange to capture: the
    terminal says which upstream failed, once, instead of looking like an idle proxy."""
    with socket.socket() as closed:
        closed.bind(("127.0.0.1", 0))
        port = closed.getsockname()[1]  # bound, never listening: connections are refused
        options = {"teambrain_summary": 2}
        with TeambrainProxy(tmp_path, config=CONFIG, options=options) as proxy:
            client = anthropic.Anthropic(
                base_url=f"http://127.0.0.1:{port}",
                api_key="sk-ant-api03-test-key",
                max_retries=0,
                http_client=anthropic.DefaultHttpxClient(proxy=proxy.url),
            )
            for _ in range(2):
                with pytest.raises(anthropic.APIStatusError) as refused:
                    client.messages.create(
                        model="claude-sonnet-4-5",
                        max_tokens=5,
                        messages=[{"role": "user", "content": "anyone there?"}],
                    )
                assert refused.value.status_code == 502
            line = wait_for_line(proxy, "cannot reach")
            assert f"cannot reach 127.0.0.1:{port}" in line and "502 Bad Gateway" in line
            summary = wait_for_line(proxy, "upstream unreachable")
            assert "2 upstream unreachable" in summary, summary
            assert proxy.log().count("cannot reach") == 1  # once per address
