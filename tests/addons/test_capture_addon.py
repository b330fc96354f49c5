"""The capture addon's hooks, called directly on test flows (mitmproxy's taddons/tflow)."""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest
from mitmproxy import exceptions
from mitmproxy.test import taddons, tflow, tutils
from teambrain.addons.capture import Capture, FlowCapture
from teambrain.addons.flows import internal_flow
from teambrain.core.capture.budget import CHUNK_OVERHEAD, ByteBudget
from teambrain.core.episodes.records import list_episodes
from teambrain.core.operations.stats import counters
from teambrain.core.store import open_store
from teambrain.core.store.secret import internal_token, store_secret

BODY = json.dumps(
    {"model": "claude", "max_tokens": 5, "messages": [{"role": "user", "content": "hi there"}]}
).encode()
RESPONSE = json.dumps(
    {
        "id": "msg_1",
        "type": "message",
        "role": "assistant",
        "model": "claude",
        "content": [{"type": "text", "text": "hello"}],
        "stop_reason": "end_turn",
        "usage": {"input_tokens": 3, "output_tokens": 1},
    }
).encode()


def llm_flow(path: str = "/v1/messages", **kwargs: object):  # noqa: ANN201
    """A request in flight: the response arrives later (see respond)."""
    f = tflow.tflow(**kwargs)
    f.request.path = path
    f.request.method = "POST"
    f.request.content = BODY
    f.request.timestamp_start = time.time() + 1
    return f


def respond(f, content_type: str = "application/json") -> None:  # noqa: ANN001
    f.response = tutils.tresp(content=RESPONSE)
    f.response.headers["content-type"] = content_type


@pytest.fixture
def addon(tmp_path: Path, no_pool_at_load: None):  # noqa: ANN201
    a = Capture()
    config = tmp_path / "c.toml"
    config.write_text('[owners]\nlocal = "ann"\n[sanitizer]\nworkers = 0\n')
    with taddons.context(a) as tctx:
        tctx.configure(a, teambrain_store=str(tmp_path / "store"), teambrain_config=str(config))
        yield a
        a.done()


def run(addon: Capture, flow) -> None:  # noqa: ANN001
    addon.requestheaders(flow)
    addon.request(flow)
    respond(flow)
    addon.responseheaders(flow)
    addon.response(flow)


def test_an_llm_exchange_is_captured(addon: Capture) -> None:
    run(addon, llm_flow())
    assert addon.worker.wait_idle(30)
    (episode,) = list_episodes(addon.store, "ann")
    assert episode.user_digest == "hi there" and episode.response_digest == "hello"


@pytest.mark.parametrize(
    "make",
    [
        lambda: llm_flow(path="/v1/models"),  # not an LLM endpoint we parse
        lambda: llm_flow(live=False),  # loaded from a file
        lambda: _replayed(llm_flow()),
        lambda: _old(llm_flow()),  # older than enablement
        lambda: _get(llm_flow(path="/v1/responses")),  # a GET on a provider path
        lambda: _upgrade(llm_flow(path="/v1/responses")),  # a WebSocket upgrade
        lambda: _upgrade(llm_flow(path="/v1/messages")),
    ],
)
def test_flows_that_must_not_be_captured(addon: Capture, make) -> None:  # noqa: ANN001
    flow = make()
    run(addon, flow)
    assert "teambrain" not in flow.metadata
    assert addon.worker.wait_idle(10)
    assert list_episodes(addon.store, "ann") == []
    assert addon.worker.drops == {}  # nothing was lost, so nothing is counted as dropped


def _replayed(f):  # noqa: ANN001, ANN202
    f.is_replay = "request"
    return f


def _old(f):  # noqa: ANN001, ANN202
    f.request.timestamp_start = 1_000_000.0
    return f


def _get(f):  # noqa: ANN001, ANN202
    f.request.method, f.request.content = "GET", b""
    return f


def _upgrade(f):  # noqa: ANN001, ANN202
    _get(f)
    f.request.headers["connection"] = "Upgrade"
    f.request.headers["upgrade"] = "websocket"
    return f


def test_only_the_store_token_exempts_a_flow_and_the_header_never_goes_upstream(
    addon: Capture,
) -> None:
    token = internal_token(store_secret(addon.store))
    exempt, forged, guessed = llm_flow(), llm_flow(), llm_flow()
    exempt.request.headers["x-teambrain-internal"] = token
    forged.request.headers["x-teambrain-internal"] = "reflection"
    guessed.request.headers["x-teambrain-internal"] = token[:-1] + (
        "1" if token[-1] == "0" else "0"
    )
    for flow in (exempt, forged, guessed):
        run(addon, flow)
        assert "x-teambrain-internal" not in flow.request.headers  # removed before upstream
    assert "teambrain" not in exempt.metadata and internal_flow(exempt)
    assert not internal_flow(forged) and not internal_flow(guessed)
    assert addon.worker.wait_idle(30)
    assert len(list_episodes(addon.store, "ann")) == 2  # the two impostors were captured
    addon.worker._flush_counters()
    found = counters(addon.store, "capture.")
    assert found["capture.exempt.reflection"] == 1
    assert found["capture.internal_header_refused"] == 2


def test_the_tee_returns_every_chunk_unchanged_and_caps_its_copy() -> None:
    state = FlowCapture(provider=None, started_at=0.0, headers={})  # type: ignore[arg-type]
    state.limit = 10
    chunks = [b"event: a\n", b"data: {}\n\n", b"x" * 50, b""]
    assert [state.tee(c) for c in chunks] == chunks
    assert all(a is b for a, b in zip([state.tee(c) for c in chunks], chunks, strict=True))
    assert "capture.max_body_bytes" in state.overflow and sum(map(len, state.chunks)) <= 10


def test_the_tee_stops_copying_when_the_shared_budget_is_spent() -> None:
    budget = ByteBudget(3 * (1000 + CHUNK_OVERHEAD))
    a, b = (
        FlowCapture(provider=None, started_at=0.0, headers={}, lease=budget.lease())  # type: ignore[arg-type]
        for _ in range(2)
    )
    chunk = b"y" * 1000
    for _ in range(2):
        assert a.tee(chunk) is chunk and b.tee(chunk) is chunk
    # the budget held three chunks: the fourth was passed on but not kept
    assert len(a.chunks) + len(b.chunks) == 3 and "max_queued_bytes" in b.overflow
    assert budget.used == 3 * (1000 + CHUNK_OVERHEAD)
    a.lease.release()
    b.lease.release()
    assert budget.used == 0


def test_a_request_over_its_cap_is_counted_not_kept(tmp_path: Path, no_pool_at_load: None) -> None:
    a = Capture()
    config = tmp_path / "c.toml"
    config.write_text(
        '[owners]\nlocal = "ann"\n[sanitizer]\nworkers = 0\n[capture]\nmax_request_bytes = 64\n'
    )
    with taddons.context(a) as tctx:
        tctx.configure(a, teambrain_store=str(tmp_path / "store"), teambrain_config=str(config))
        flow = llm_flow()
        run(a, flow)
        assert flow.metadata["teambrain"].request_body is None
        assert a.worker.drops["request_too_large"] == 1 and a.worker.budget.used == 0
        a.done()


def test_sse_responses_are_streamed_through_the_tee(addon: Capture) -> None:
    flow = llm_flow()
    addon.requestheaders(flow)
    respond(flow, "text/event-stream")
    addon.responseheaders(flow)
    assert callable(flow.response.stream)


def test_a_bad_config_is_an_options_error(tmp_path: Path, no_pool_at_load: None) -> None:
    a = Capture()
    bad = tmp_path / "bad.toml"
    bad.write_text("[digests]\nuser = -5\n")
    with taddons.context(a) as tctx, pytest.raises(exceptions.OptionsError, match="digests.user"):
        tctx.configure(a, teambrain_store=str(tmp_path / "s"), teambrain_config=str(bad))


def test_unresolved_owner_in_team_mode_is_counted_not_captured(
    tmp_path: Path, no_pool_at_load: None
) -> None:
    a = Capture()
    config = tmp_path / "c.toml"
    config.write_text("[owners]\nteam_mode = true\n[sanitizer]\nworkers = 0\n")
    with taddons.context(a) as tctx:
        tctx.configure(a, teambrain_store=str(tmp_path / "store"), teambrain_config=str(config))
        run(a, llm_flow())
        assert a.worker.drops["unresolved_owner"] == 1
        a.done()
    assert list_episodes(open_store(tmp_path / "store"), "local") == []
